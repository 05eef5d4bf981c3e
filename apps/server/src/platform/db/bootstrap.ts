// Opens the database the configuration names (starting the embedded one when there is no
// DATABASE_URL), applies the migrations and, when asked, creates the demo federation; without
// demo data, the current season when there is none.
import type { Logger } from 'pino';
import { seedDemoData } from '../../demo/seed';
import { ensureFirstSeason } from '../../features/seasons';
import { loadSigningKey } from '../auth/tokens';
import type { Config } from '../config/config';
import { createFileStore } from '../files/file-store';
import { createSecrets } from '../secrets/secrets';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';
import { createDatabase, type Database } from './pool';

export interface OpenDatabase extends Database {
  /** Ends the pool, then stops the embedded PostgreSQL if we started it. */
  close(): Promise<void>;
}

export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  let embedded: EmbeddedPostgresHandle | null = null;
  let connectionString = config.DATABASE_URL;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      log: (m) => log.info({ component: 'postgres' }, m),
    });
    connectionString = embedded.connectionString;
    log.info({ port: config.EMBEDDED_PG_PORT }, 'embedded PostgreSQL started');
  }
  const database = createDatabase(connectionString, {
    max: config.DB_POOL_SIZE,
    onError: (err) => log.warn({ err: err.message }, 'idle database connection failed'),
  });
  const close = async () => {
    await database.pool.end();
    await embedded?.stop();
  };
  try {
    await migrate(database.pool, (m) => log.info(m));
    // The demo contracts' documents go where the server will read them.
    const files = config.DEMO_DATA
      ? createFileStore(config, database.db, await loadSigningKey(database.db))
      : undefined;
    const secrets = config.DEMO_DATA ? createSecrets(config) : undefined;
    if (config.DEMO_DATA && (await seedDemoData(database.pool, { log: (m) => log.info(m), files, secrets }))) {
      log.info('demo federation created');
    }
    // Without demo data, a database without seasons gets the current one (features/seasons).
    const season = config.DEMO_DATA ? null : await ensureFirstSeason(database.db, config.SEASON_START_MONTH);
    if (season) log.info({ season }, `season ${season.name} created`);
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { ...database, close };
}
