// The JavaScript the sign-in page loads, read off a build's chunk graph: the entry chunk, the chunk
// that holds the sign-in screen (app/start-sign-in.tsx, imported by the entry when a visit must
// sign in first), and every chunk either imports statically, each once. What the browser fetches
// later (the login schema on the first keystroke, the application on signing in) is not counted.
import { gzipSync } from 'node:zlib';

export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** Chunks it imports statically (file names). */
  imports: string[];
  /** The ids (absolute paths) of the modules in it. */
  moduleIds: string[];
}

export interface SignInJs {
  files: string[];
  /** Sum of the files' gzip sizes (level 9, file by file), as the budget counts them. */
  gzipBytes: number;
}

export const SIGN_IN_SCREEN_MODULE = /[\\/]app[\\/]start-sign-in\.tsx$/;

export function signInJs(chunks: readonly BuiltChunk[]): SignInJs {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const screen = chunks.find((c) => c.moduleIds.some((id) => SIGN_IN_SCREEN_MODULE.test(id)));
  if (!entry) throw new Error('the build has no entry chunk');
  if (!screen) throw new Error('no chunk holds app/start-sign-in.tsx');
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = byName.get(name);
    if (!chunk) throw new Error(`chunk ${name} is imported but not in the build`);
    // A chunk without code is not written, so not fetched (web-growth.ts): its imports still are.
    if (chunk.code !== '') files.push(name);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  visit(screen.fileName);
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(byName.get(f)!.code, { level: 9 }).length, 0);
  return { files, gzipBytes };
}
