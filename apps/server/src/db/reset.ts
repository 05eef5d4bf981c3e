// `npm run db:reset`: deletes the embedded database and creates it again (migrations and, unless
// DEMO_DATA=false, the demo federation). A server named by DATABASE_URL is never touched.
import pino from 'pino';
import { loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/bootstrap';
import { resetEmbeddedPostgres } from '../platform/db/embedded';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: db:reset only deletes the embedded database; drop that database yourself.');
  process.exit(2);
}
try {
  await resetEmbeddedPostgres(config.DATA_DIR, (m) => console.log(m));
  const database = await openDatabase(config, pino({ level: 'warn' }));
  await database.close();
  console.log(`Recreated the embedded database in ${config.DATA_DIR}/pg.`);
} catch (err) {
  console.error(`db:reset failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
