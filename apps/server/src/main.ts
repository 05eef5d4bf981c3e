// Process entry: config -> database -> migrations -> demo data -> app -> listen, and an orderly
// shutdown on SIGINT/SIGTERM (finish in-flight requests, close the pool, stop the database).
import pino from 'pino';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/seed';
import { loadAccessCatalog } from './platform/access/user-access';
import { createTokenService, loadSigningKey } from './platform/auth/tokens';
import { ConfigError, loadConfig } from './platform/config/config';
import { openDatabase } from './platform/db/bootstrap';

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
  const log = pino({
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'password', 'refresh_token', 'access_token'], remove: true },
  });

  const database = await openDatabase(config, log);
  const { pool, db } = database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    const tokens = createTokenService(await loadSigningKey(pool), config.ACCESS_TOKEN_TTL);
    const catalog = await loadAccessCatalog(pool);
    app = await buildApp({ config, pool, db, tokens, catalog }, { logger: log });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    // The embedded PostgreSQL runs detached: never leave it behind when the start fails.
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
  lines.push(`API documentation: ${address}/api/docs`);
  if (config.DEMO_DATA) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.userName.padEnd(20)} ${a.role}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error('Fedra failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
