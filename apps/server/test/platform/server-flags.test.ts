// The server's Node flags are kept in one list (scripts/lib/server-flags.ts): `npm start` and the
// harnesses spawn the server with it. `npm run serve` runs Node itself, so that a process manager's
// signals reach the server directly; its command line must carry the same flags.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../../scripts/lib/server-flags';
import { repoRoot } from '../../../../scripts/lib/server-process';

describe('the server Node flags', () => {
  it('are the ones `npm run serve` runs the server with', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx apps/server/src/main.ts`);
  });
});
