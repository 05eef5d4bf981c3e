import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, signInJs } from './sign-in-chunks';

const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false): BuiltChunk => ({
  fileName,
  code: `/* ${fileName} */ export const x = ${JSON.stringify(fileName.repeat(20))};`,
  isEntry,
  imports,
  moduleIds,
});

describe('signInJs', () => {
  it('counts the entry, the sign-in screen and what they import statically, each once', () => {
    const chunks = [
      chunk('index.js', ['shared.js'], ['/src/main.tsx'], true),
      chunk('sign-in.js', ['shared.js', 'runtime.js'], ['/src/app/start-sign-in.tsx']),
      chunk('shared.js', ['runtime.js']),
      chunk('runtime.js', []),
      chunk('start-app.js', ['shared.js'], ['/src/app/start-app.tsx']),
      chunk('registry.js', [], ['/src/app/routes/registry.ts']),
    ];
    const result = signInJs(chunks);
    expect(result.files.sort()).toEqual(['index.js', 'runtime.js', 'shared.js', 'sign-in.js']);
    const expected = result.files.reduce(
      (sum, f) => sum + gzipSync(chunks.find((c) => c.fileName === f)!.code, { level: 9 }).length,
      0,
    );
    expect(result.gzipBytes).toBe(expected);
  });

  it('leaves out a chunk without code (not written, not fetched) but follows its imports', () => {
    const chunks = [
      { ...chunk('index.js', ['boot.js'], ['/src/main.tsx'], true), code: '' },
      chunk('boot.js', ['runtime.js']),
      chunk('sign-in.js', ['boot.js'], ['/src/app/start-sign-in.tsx']),
      chunk('runtime.js', []),
    ];
    expect(signInJs(chunks).files.sort()).toEqual(['boot.js', 'runtime.js', 'sign-in.js']);
  });

  it('says so when the build has no sign-in screen', () => {
    expect(() => signInJs([chunk('index.js', [], [], true)])).toThrow(/start-sign-in/);
  });
});
