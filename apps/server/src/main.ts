// Process entry: config -> database -> migrations -> demo data (or the first season) -> app -> job
// queue -> listen, and an orderly shutdown on SIGINT/SIGTERM (finish in-flight requests, then jobs,
// close the pool, stop the database).
import pino from 'pino';
import { buildApp } from './app';
import { exposureWarning } from './demo/exposure';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/seed';
import { DEMO_TWO_FACTOR_ACCOUNT } from './features/account';
import { administratorCanSignIn } from './features/users';
import { loadAccessCatalog } from './platform/access/user-access';
import { createTokenService, loadSigningKey } from './platform/auth/tokens';
import { setToday } from './platform/clock';
import { ConfigError, loadConfig } from './platform/config/config';
import { openDatabase } from './platform/db/bootstrap';
import { type ChangeListener, listenForChanges } from './platform/db/change-listener';
import { CZECH_DATABASE, sortsInCzech } from './platform/db/collation';
import { createFileStore } from './platform/files/file-store';
import { clearPublicCaches } from './platform/http/public-cache';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createSecrets } from './platform/secrets/secrets';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  // Before the demo data: they are built as of the clock's today.
  setToday(config.TODAY);
  const log = pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'password', 'refresh_token', 'access_token', 'token'],
      remove: true,
    },
  });

  const database = await openDatabase(config, log);
  const { pool, db } = database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let jobs: JobQueue | undefined;
  let mail: Mailer | undefined;
  let changes: ChangeListener | undefined;
  try {
    const signingKey = await loadSigningKey(db);
    const tokens = createTokenService(signingKey, config.ACCESS_TOKEN_TTL);
    const catalog = await loadAccessCatalog(db);
    const files = createFileStore(config, db, signingKey);
    jobs = createJobQueue(pool, { log: log.child({ component: 'jobs' }), work: config.JOB_WORKERS });
    mail = createMailer(config);
    // Lists sorted by name would put Č, Ř and Š after Z.
    if (!(await sortsInCzech(pool)))
      log.warn(
        `the database does not sort text in Czech: names sort in byte order; create it with CREATE DATABASE … ${CZECH_DATABASE} (docs/deployment.md)`,
      );
    // A shared database with a key file of this machine: other instances make keys of their own
    // and cannot read each other's secrets, and a backup of the data folder holds the key.
    if (config.DATABASE_URL && !config.SECRETS_KEY)
      log.warn('SECRETS_KEY is not set: stored secrets are encrypted with DATA_DIR/secrets.key of this instance');
    // The same for the push keys: a subscription made through one instance would not work on another.
    if (config.DATABASE_URL && config.WEB_PUSH && !config.VAPID_PUBLIC_KEY)
      log.warn(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: web push uses DATA_DIR/vapid.json of this instance',
      );
    app = await buildApp(
      { config, db, tokens, catalog, files, jobs, mail, secrets: createSecrets(config) },
      { logger: log },
    );
    // After the features defined their jobs, before any request can enqueue one.
    await jobs.start();
    // A change made through any server (or in the database) empties this server's public caches.
    changes = listenForChanges({
      connectionString: pool.options.connectionString!,
      onChange: clearPublicCaches,
      log: log.child({ component: 'changes' }),
    });
    await changes.ready;
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    // The embedded PostgreSQL runs detached: never leave it behind when the start fails.
    await changes?.stop().catch(() => {});
    await jobs?.stop().catch(() => {});
    await mail?.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      log.warn('second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down: finishing requests in progress');
    try {
      await app.close();
      await changes?.stop();
      // Running jobs get a moment to finish; they need the pool, which closes after them.
      await jobs?.stop();
      await mail?.close();
      await database.close();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = config.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [`Fedra is running at ${address}${config.ROUTER_BASE === '/' ? '' : config.ROUTER_BASE}`];
  // The root is the public site; the demo accounts sign in here (or with the site's header button).
  lines.push(`Sign in: ${address}${config.ROUTER_BASE}login`);
  lines.push(`API documentation: ${address}/api/docs`);
  if (config.DEMO_DATA) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.userName.padEnd(20)} ${a.role}`);
    const secure = DEMO_TWO_FACTOR_ACCOUNT;
    lines.push(`  ${secure.userName.padEnd(20)} ${secure.role} (authenticator key ${secure.secret})`);
  }
  // A federation without demo data starts with nobody who can sign in: say how to make the first one.
  if (!(await administratorCanSignIn(db).catch(() => true))) {
    lines.push('No administrator can sign in yet. Create the first one (a link to set the password follows):');
    lines.push('  npm run admin:create -- --email you@example.org');
  }
  // Checked before the banner, so that whoever reads "Fedra is running" has read the warning too.
  const warning = await exposureWarning(config.HOST, db).catch((err: Error) => {
    log.error({ err }, 'could not check the demo passwords');
    return null;
  });
  if (warning) {
    log.warn({ host: config.HOST }, 'demo accounts with the demo password on a non-loopback address');
    console.warn(`\n${warning}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error('Fedra failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
