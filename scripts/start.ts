// `npm start`: builds the web application only when its sources changed since the last build
// (10 s saved on every other start), quietly (the build's own output only when it fails), then runs
// the server, whose banner with the address and the demo accounts stays the last thing printed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './lib/server-flags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.source-hash');
/** What the built application is made of: the web sources, the contract, the locked packages. */
const SOURCES = ['apps/web', 'packages/contract', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.vite']);

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) if (!SKIPPED.has(name)) yield* files(path.join(entry, name));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const entry of SOURCES)
    for (const file of files(entry))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
if (built !== current || !existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the web application (once after each change of its sources)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('The web application failed to build.');
    process.exit(build.status ?? 1);
  }
  writeFileSync(stampFile, `${current}\n`);
}

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C reaches the server through the terminal; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
