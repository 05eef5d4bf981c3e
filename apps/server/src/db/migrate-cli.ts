// Applies the migrations to DATABASE_URL (used by scripts and by hand: `node --import tsx ...`).

import { migrate } from '../platform/db/migrate';
import { createDatabase } from '../platform/db/pool';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}
const { pool } = createDatabase(url, { max: 1 });
try {
  const applied = await migrate(pool, (m) => console.log(m));
  console.log(applied.length ? `applied ${applied.length} migration(s)` : 'nothing to apply');
} finally {
  await pool.end();
}
