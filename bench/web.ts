// `npm run bench:web` (after the build): starts the real server on a fresh database with the demo
// data, then headless Chromium measures the gzip size of the JavaScript and CSS the sign-in page
// and the admin dashboard load, their request waterfalls, and the time to a usable dashboard
// (cold and warm HTTP cache). Prints a Markdown report and saves it to bench/results/web-<date>.md,
// with the measurements as JSON beside it (web-<date>.json). Options: --runs N (5); --before FILE
// (an earlier run's JSON: the report compares with it and shows its waterfalls too).
// With DATABASE_URL a new database is made on that server (and dropped afterwards); without, an
// embedded PostgreSQL runs in bench/.data/web-<stamp> (removed afterwards).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  createScratchDatabase,
  freePort,
  repoRoot,
  type ServerProcess,
  sleep,
  startServer,
  stopServer,
  waitUntilReady,
} from '../scripts/lib/server-process';
import { describeMachine, machineMarkdown } from './machine';
import {
  DEMO_PASSWORD,
  DEMO_USER,
  launchChromium,
  measureDashboardFiles,
  measureSignIn,
  type TimingRun,
  type Tokens,
  timeDashboard,
} from './web/browser';
import { parseRecord, renderReport, toRecord, type WebRecord } from './web/report';

const LABEL = 'bench:web';
const DEFAULT_RUNS = 5;
/** The access token lives 15 minutes by default: a long series signs in again before that. */
const TOKEN_MAX_AGE_MS = 10 * 60_000;

/** After Ctrl-C, how long the server may take to stop by itself before it gets a SIGTERM. */
const SIGINT_GRACE_MS = 10_000;

const log = (msg: string) => console.error(`${LABEL}: ${msg}`);

interface Database {
  env: Record<string, string>;
  /** For the progress lines. */
  describe: string;
  /** For the report: which kind of PostgreSQL, without this run's names. */
  kind: string;
  /** For describeMachine (the PostgreSQL version); available once the server is ready. */
  connectionString(): Promise<string>;
  cleanup(): Promise<void>;
}

const USAGE = 'usage: npm run bench:web [-- --runs N] [--before bench/results/web-<date>.json]';

function parseArgs(argv: string[]): { runs: number; before: string | null } {
  let runs = DEFAULT_RUNS;
  let before: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.split('=', 2) as [string, string?];
    if (name === '--runs') {
      const value = inline ?? argv[++i];
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1 || runs > 1000)
        throw new Error(`--runs needs a whole number 1–1000, got ${value}`);
    } else if (name === '--before') {
      before = inline ?? argv[++i] ?? null;
      if (!before) throw new Error("--before needs the path of an earlier run's JSON record");
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      throw new Error(`unknown argument ${arg} (${USAGE})`);
    }
  }
  return { runs, before };
}

/** A fresh database: a new one on DATABASE_URL's server, or a new embedded PostgreSQL. */
async function prepareDatabase(stamp: string): Promise<Database> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const name = `fedra_benchweb_${stamp}`;
    const scratch = await createScratchDatabase(external, name);
    return {
      env: { DATABASE_URL: scratch.url },
      describe: `database ${name} on ${scratch.host}`,
      kind: `a fresh database on the PostgreSQL server at ${scratch.host}`,
      connectionString: async () => scratch.url,
      cleanup: () =>
        scratch.drop().then(
          () => log(`dropped database ${name}`),
          (err: Error) => {
            throw new Error(`could not drop database ${name}: ${err.message}`);
          },
        ),
    };
  }
  // As root, the embedded PostgreSQL runs as `postgres`, which must be able to enter the data dir.
  const dataRoot = path.join(repoRoot, 'bench', '.data');
  await mkdir(dataRoot, { recursive: true });
  await chmod(path.join(repoRoot, 'bench'), 0o755);
  await chmod(dataRoot, 0o755);
  const dataDir = path.join(dataRoot, `web-${stamp}`);
  await mkdir(dataDir, { mode: 0o755 });
  await chmod(dataDir, 0o755);
  const pgPort = await freePort();
  return {
    env: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
    describe: `embedded PostgreSQL in ${path.relative(repoRoot, dataDir)}`,
    kind: 'embedded PostgreSQL (a fresh data directory)',
    connectionString: async () => {
      const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/fedra`;
    },
    cleanup: async () => {
      await stopLeftoverPostmaster(dataDir);
      await rm(dataDir, { recursive: true, force: true });
      log(`removed ${path.relative(repoRoot, dataDir)}`);
    },
  };
}

/** The server stops its PostgreSQL; if it died before doing so, the postmaster is stopped here. */
async function stopLeftoverPostmaster(dataDir: string): Promise<void> {
  const pgDir = path.join(dataDir, 'pg');
  const pid = Number((await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.replaceAll('\0', ' ').includes(pgDir)) return;
  log(`the embedded PostgreSQL (pid ${pid}) is still running: stopping it`);
  process.kill(pid, 'SIGQUIT');
  for (let i = 0; i < 100 && existsSync(`/proc/${pid}`); i++) await sleep(100);
}

function gitCommit(): string | null {
  try {
    const run = (args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
    const sha = run(['rev-parse', '--short', 'HEAD']);
    return run(['status', '--porcelain']) ? `${sha} with uncommitted changes` : sha;
  } catch {
    return null;
  }
}

/** Signs in through the API (for a series long enough to outlive the first access token). */
async function apiSignIn(baseUrl: string): Promise<Tokens> {
  const res = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_USER, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`signing in through the API answered ${res.status}`);
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  return { access: body.access_token, refresh: body.refresh_token };
}

interface Resources {
  server?: ServerProcess;
  db?: Database;
  browser?: Browser;
}

let shuttingDown: Promise<boolean> | undefined;

/**
 * Closes the browser, stops the server, then removes the database. True if all went cleanly.
 * `graceMs`: first wait that long for the server to exit by itself (a Ctrl-C in the terminal
 * reaches it too, and a SIGTERM on top of that would make it exit at once, without stopping its
 * embedded PostgreSQL).
 */
function shutdown(res: Resources, graceMs = 0): Promise<boolean> {
  shuttingDown ??= (async () => {
    let clean = true;
    await res.browser?.close().catch((err: Error) => log(`could not close the browser: ${err.message}`));
    if (res.server && graceMs > 0) await Promise.race([res.server.exited, sleep(graceMs)]);
    if (res.server && !(await stopServer(res.server, LABEL))) clean = false;
    try {
      await res.db?.cleanup();
    } catch (err) {
      log((err as Error).message);
      clean = false;
    }
    return clean;
  })();
  return shuttingDown;
}

async function main(): Promise<number> {
  let runs: number;
  let before: WebRecord | undefined;
  try {
    const args = parseArgs(process.argv.slice(2));
    runs = args.runs;
    if (args.before) before = parseRecord(await readFile(path.resolve(args.before), 'utf8'), args.before);
  } catch (err) {
    log((err as Error).message);
    return 2;
  }
  const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    log(`${webDist}/index.html is missing: build the web application first (npm run build)`);
    return 1;
  }
  const date = new Date();
  const stamp = date
    .toISOString()
    .replace(/[-:T.Z]/g, '')
    .slice(0, 17);
  const res: Resources = {};
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return log(`${signal}: still cleaning up`);
    interrupted = true;
    log(`${signal}: stopping the server and cleaning up`);
    void shutdown(res, signal === 'SIGINT' ? SIGINT_GRACE_MS : 0).finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let code = 1;
  try {
    res.db = await prepareDatabase(stamp);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    log(`starting the server on ${baseUrl} with ${res.db.describe}`);
    res.server = startServer({
      ...res.db.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'true',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    });
    try {
      await waitUntilReady(baseUrl, res.server);
    } catch (err) {
      throw new Error(
        `${(err as Error).message}\n---- server output ----\n${res.server.output()}\n---- end of server output ----`,
      );
    }
    const connectionString = await res.db.connectionString();
    const machine = await describeMachine(connectionString).catch((err: Error) => {
      log(`could not read the PostgreSQL version: ${err.message}`);
      return describeMachine();
    });

    const loadAverage = loadavg();
    res.browser = await launchChromium();
    log(`Chromium ${res.browser.version()}: the sign-in page, then signing in`);
    const signIn = await measureSignIn(res.browser, baseUrl);
    let tokens = signIn.tokens;
    let tokensAt = Date.now();
    log('the dashboard with a stored session');
    const dashboard = await measureDashboardFiles(res.browser, baseUrl, tokens);
    const timings: TimingRun[] = [];
    for (let i = 1; i <= runs; i++) {
      if (Date.now() - tokensAt > TOKEN_MAX_AGE_MS) {
        tokens = await apiSignIn(baseUrl);
        tokensAt = Date.now();
      }
      const run = await timeDashboard(res.browser, baseUrl, tokens, i);
      log(`run ${i}/${runs}: usable after ${run.cold.usableMs} ms (cold cache), ${run.warm.usableMs} ms (warm)`);
      timings.push(run);
    }

    const measured = {
      date,
      commit: gitCommit(),
      machine: machineMarkdown(machine),
      chromium: res.browser.version(),
      database: res.db.kind,
      loadAverage,
      signIn: signIn.load,
      dashboard,
      runs: timings,
    };
    const report = renderReport({ ...measured, before });
    const resultsDir = path.join(repoRoot, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `web-${date.toISOString().slice(0, 10)}`);
    await writeFile(`${file}.md`, report);
    await writeFile(`${file}.json`, `${JSON.stringify(toRecord(measured), null, 1)}\n`);
    console.log(report);
    log(`saved to ${path.relative(repoRoot, file)}.md and .json`);
    code = 0;
  } catch (err) {
    if (!interrupted) log(`failed: ${(err as Error).message}`);
    code = 1;
  } finally {
    if (!(await shutdown(res)) && code === 0) code = 1;
    if (!interrupted) {
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
    }
  }
  return code;
}

process.exitCode = await main();
