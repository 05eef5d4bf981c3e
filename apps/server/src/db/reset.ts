// `npm run db:reset`: deletes the embedded database, so the next `npm start` creates it afresh
// with the demo federation. A server using DATABASE_URL is never touched.
import { loadConfig } from '../platform/config/config';
import { resetEmbeddedPostgres } from '../platform/db/embedded';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: db:reset only deletes the embedded database; drop that database yourself.');
  process.exit(2);
}
await resetEmbeddedPostgres(config.DATA_DIR, (m) => console.log(m));
console.log(`Deleted the embedded database in ${config.DATA_DIR}/pg; the next npm start creates it again.`);
