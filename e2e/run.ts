// `npm run test:e2e` (after the build): starts the real server on a fresh database with the demo
// data, runs the browser specs against it, stops it and cleans up. Exits with the specs' code.
// Extra arguments go to Vitest (e.g. `npm run test:e2e -- smoke`). E2E_SERVER_ENTRY replaces the
// server's entry file (for trying the harness itself against a stand-in).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startOidcTestProvider } from '../apps/server/test/oidc-test-provider';
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
import { SSO_ACCOUNT, SSO_LABEL } from './support/oidc-provider';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';

const artifactsDir = path.join(repoRoot, 'e2e', '.artifacts');

interface Database {
  env: Record<string, string>;
  describe: string;
  cleanup(): Promise<void>;
  /** The database's address for specs that prepare rows by SQL (tournament-public.e2e.ts); once the server runs. */
  url(): Promise<string>;
}

async function main(): Promise<number> {
  await mkdir(artifactsDir, { recursive: true });
  // As root, the embedded PostgreSQL runs as `postgres`, which must be able to enter the data dir.
  await chmod(path.join(repoRoot, 'e2e'), 0o755);
  await chmod(artifactsDir, 0o755);

  // WEB_DIST: another build folder (a second working copy's build, say); by default the build's own.
  const webDist = process.env.WEB_DIST
    ? path.resolve(process.env.WEB_DIST)
    : path.join(repoRoot, 'apps', 'web', 'dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.error(`e2e: ${webDist}/index.html is missing: build the web application first (npm run build)`);
    return 1;
  }

  const stamp = new Date()
    .toISOString()
    .replace(/[-:T.Z]/g, '')
    .slice(0, 17);
  const db = await prepareDatabase(stamp);
  const port = await freePort();
  // boards.e2e.ts serves a page on this port that embeds the public board overview.
  const embedPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Campaigns are delivered over real SMTP to a sink the specs read (emailing.e2e.ts).
  const smtp = await startSmtpSink();
  console.log(`e2e: SMTP sink at ${smtp.url}, messages in ${smtp.dir}`);
  // Single sign-on against a real OpenID provider (sso.e2e.ts).
  const oidc = await startOidcTestProvider({
    redirectUris: [`${baseUrl}/api/account/sso/callback`],
    accounts: [SSO_ACCOUNT],
  });
  console.log(`e2e: OpenID provider at ${oidc.issuer}`);
  console.log(`e2e: starting the server on ${baseUrl} with ${db.describe}`);

  const server = startServer(
    {
      ...db.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'true',
      EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${embedPort}`,
      WEB_DIST: webDist,
      SMTP_URL: smtp.url,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      // The calendar subscription addresses are absolute (tournament-public.e2e.ts opens the dialog);
      // every spec's browser shares one address, so the public calls' limit must not bite.
      PUBLIC_URL: baseUrl,
      PUBLIC_RATE_LIMIT: '100000',
      // Specs write tournaments by SQL and read them back through the public calls at once: no
      // cached answer may hide them (the cache has its own server tests).
      PUBLIC_CACHE_SECONDS: '0',
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_LABEL: SSO_LABEL,
    },
    { entry: process.env.E2E_SERVER_ENTRY || undefined },
  );

  let code = 1;
  const onSignal = () => {
    console.error('e2e: interrupted, stopping the server');
    void shutdown(server, db, smtp).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await waitUntilReady(baseUrl, server);
    console.log(`e2e: server ready at ${baseUrl}`);
    code = await runSpecs(baseUrl, embedPort, smtp.dir, await db.url(), process.argv.slice(2));
  } catch (err) {
    console.error(`e2e: ${(err as Error).message}`);
    console.error(`---- server output ----\n${server.output()}\n---- end of server output ----`);
    code = 1;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    const stopped = await shutdown(server, db, smtp);
    await oidc.close();
    if (!stopped && code === 0) code = 1;
    await writeFile(path.join(artifactsDir, 'server.log'), server.output()).catch(() => {});
  }
  return code;
}

/** A fresh database: a new one on DATABASE_URL's server, or a new embedded PostgreSQL. */
async function prepareDatabase(stamp: string): Promise<Database> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const name = `fedra_e2e_${stamp}`;
    const scratch = await createScratchDatabase(external, name);
    return {
      env: { DATABASE_URL: scratch.url },
      describe: `database ${name} on ${scratch.host}`,
      url: async () => scratch.url,
      cleanup: () =>
        scratch.drop().catch((err: Error) => console.error(`e2e: could not drop database ${name}: ${err.message}`)),
    };
  }
  // Earlier runs' data directories are kept only until the next run, for inspection.
  for (const entry of await readdir(artifactsDir)) {
    if (entry.startsWith('data-')) await removeFinishedRun(path.join(artifactsDir, entry));
  }
  const dataDir = path.join(artifactsDir, `data-${stamp}`);
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  await writeFile(path.join(dataDir, 'harness.pid'), String(process.pid));
  const pgPort = await freePort();
  return {
    env: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
    describe: `embedded PostgreSQL on port ${pgPort} in ${path.relative(repoRoot, dataDir)}`,
    // The embedded server's password file and database name (platform/db/embedded.ts).
    url: async () => {
      const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/fedra`;
    },
    cleanup: async () => {},
  };
}

/**
 * Deletes an earlier run's data directory unless that run is still going (another checkout's
 * `npm run test:e2e` at the same time). A run that died hard may have left its embedded
 * postmaster running: it is stopped first.
 */
async function removeFinishedRun(dir: string): Promise<void> {
  const harnessPid = await readPid(path.join(dir, 'harness.pid'));
  const postmasterPid = await readPid(path.join(dir, 'pg', 'postmaster.pid'));
  const postmasterAlive = postmasterPid !== null && (await cmdlineOf(postmasterPid)).includes(path.join(dir, 'pg'));
  if (harnessPid === null) {
    if (postmasterAlive) return; // written by an older harness: cannot tell whether it is still in use
  } else if ((await cmdlineOf(harnessPid)).includes('e2e/run')) {
    return;
  } else if (postmasterAlive) {
    process.kill(postmasterPid, 'SIGQUIT');
    for (let i = 0; i < 50 && existsSync(`/proc/${postmasterPid}`); i++) await sleep(100);
  }
  await rm(dir, { recursive: true, force: true });
}

async function readPid(file: string): Promise<number | null> {
  const pid = Number((await readFile(file, 'utf8').catch(() => '')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function cmdlineOf(pid: number): Promise<string> {
  return readFile(`/proc/${pid}/cmdline`, 'utf8').then(
    (c) => c.replaceAll('\0', ' '),
    () => '',
  );
}

function runSpecs(
  baseUrl: string,
  embedPort: number,
  smtpDir: string,
  databaseUrl: string,
  args: string[],
): Promise<number> {
  const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', '--config', 'e2e/vitest.config.ts', ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_EMBED_PORT: String(embedPort),
      E2E_SMTP_DIR: smtpDir,
      E2E_DATABASE_URL: databaseUrl,
    },
    stdio: 'inherit',
  });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (err) => {
      console.error(`e2e: could not start Vitest: ${err.message}`);
      resolve(1);
    });
  });
}

/** Stops the server, then drops the database and the SMTP sink. True if the server stopped cleanly. */
async function shutdown(server: ServerProcess, db: Database, smtp: SmtpSink): Promise<boolean> {
  const clean = await stopServer(server, 'e2e');
  await db.cleanup();
  await smtp.close().catch((err: Error) => console.error(`e2e: could not stop the SMTP sink: ${err.message}`));
  return clean;
}

process.exitCode = await main();
