// The real server as a child process, for the harnesses that drive it from outside (browser tests,
// benchmarks): start it, wait until it answers, stop it with SIGTERM like an operator would.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CZECH_DATABASE } from '../../apps/server/src/platform/db/collation';
import { SERVER_NODE_FLAGS } from './server-flags';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

export interface StartOptions {
  /** Replaces the server's entry file (to try a harness against a stand-in). */
  entry?: string;
  /**
   * Sends the server's output to this file instead of a pipe: a server under load logs a line per
   * request, and a pipe that its reader drains late would stall the server's writes.
   */
  logFile?: string;
  /** Modules loaded before the entry (after tsx), e.g. the bench's memory probe. */
  preload?: string[];
  /** An IPC channel to the server (`child.send`), for a preloaded module that answers on it. */
  ipc?: boolean;
  /** Node flags besides production's (the bench's BENCH_SERVER_NODE_FLAGS, e.g. a CPU profile). */
  nodeFlags?: string[];
}

/** Starts `apps/server/src/main.ts` with the production settings plus `env`. */
export function startServer(env: Record<string, string>, options: StartOptions = {}): ServerProcess {
  const logFd = options.logFile ? openSync(options.logFile, 'w') : null;
  // Not through `npx tsx`: a wrapper would receive our SIGTERM and leave the server running.
  const preload = (options.preload ?? []).flatMap((file) => ['--import', file]);
  const entry = options.entry ?? 'apps/server/src/main.ts';
  const flags = [...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? [])];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', ...preload, entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  if (logFd !== null) closeSync(logFd);
  const chunks: string[] = [];
  child.stdout?.on('data', (d: Buffer) => chunks.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => chunks.push(d.toString()));
  const output = () => (options.logFile ? tail(options.logFile, 64_000) : chunks.join(''));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null)));
    child.once('error', (err) => {
      chunks.push(`failed to start: ${err.message}\n`);
      resolve(1);
    });
  });
  return { child, exited, output };
}

/** Polls /api/ready until it answers 200; throws if the server exits first or the time runs out. */
export async function waitUntilReady(baseUrl: string, server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((c) => {
    exitCode = c;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (code ${exitCode}) before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer 200 on /api/ready within ${timeoutMs / 1000} s`);
}

/**
 * SIGTERM, then wait for the exit (SIGKILL after `timeoutMs`). True if it stopped cleanly;
 * otherwise the reason goes to stderr under `label`.
 */
export async function stopServer(server: ServerProcess, label: string, timeoutMs = 30_000): Promise<boolean> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return true;
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const result = await Promise.race([server.exited, timeout]);
  clearTimeout(timer);
  if (result === 'timeout') {
    console.error(`${label}: the server did not stop within ${timeoutMs / 1000} s of SIGTERM; killing it`);
    server.child.kill('SIGKILL');
    await server.exited;
    return false;
  }
  if (result !== 0) {
    console.error(`${label}: the server exited with code ${result} after SIGTERM`);
    console.error(`---- server output (last 4000 chars) ----\n${server.output().slice(-4000)}`);
    return false;
  }
  return true;
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A new empty database on the server of `serverUrl`; `drop()` removes it, forcing out its connections. */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; host: string; drop(): Promise<void> }> {
  const url = new URL(serverUrl);
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}" ${CZECH_DATABASE}`));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    host: url.host,
    drop: () =>
      withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** One short-lived connection, closed whatever happens. */
export async function withClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The last `chars` characters of a file ('' if it cannot be read). */
function tail(file: string, chars: number): string {
  try {
    return readFileSync(file, 'utf8').slice(-chars);
  } catch {
    return '';
  }
}
