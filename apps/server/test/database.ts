// Test databases: names, URLs and the per-file copy of the template.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One template per test run, so runs sharing a PostgreSQL server never touch each other's. */
export function newTemplateName(): string {
  return `fedra_test_template_${randomBytes(4).toString('hex')}`;
}
/**
 * The demo data are seeded as of this day and the server's clock is set to it, so tests never see
 * the real date. FEDRA_TEST_TODAY moves it (CI runs the date-sensitive suites a year ahead too).
 */
export const TEST_TODAY = process.env.FEDRA_TEST_TODAY || '2026-11-21';
/** TEST_TODAY as an SQL date literal, where a test's own SQL would say current_date. */
export const TEST_DAY = `'${TEST_TODAY}'::date`;

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates a fresh copy of the template; returns its URL and a function that drops it. */
export async function createTestDatabase(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fedra_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}
