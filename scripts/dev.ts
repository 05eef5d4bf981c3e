// `npm run dev`: the API server (as npm start runs it, without building the web app) and Vite's
// dev server with hot reload, which proxies /api to it. Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_DIST: '' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'apps/web', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, FEDRA_API: `http://127.0.0.1:${apiPort}` },
  }),
];

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', () => stop('SIGTERM'));
await Promise.all(children.map((c) => new Promise((r) => c.on('exit', r))));
