// Builds one migrated database with the demo federation as a template; every test file then
// gets its own copy (CREATE DATABASE ... TEMPLATE), so files run in parallel on their own data.
// Uses DATABASE_URL's server when set, otherwise an embedded PostgreSQL of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../src/demo/seed';
import { loadSigningKey } from '../src/platform/auth/tokens';
import { loadConfig } from '../src/platform/config/config';
import { CZECH_DATABASE } from '../src/platform/db/collation';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../src/platform/db/embedded';
import { migrate } from '../src/platform/db/migrate';
import { createDatabase } from '../src/platform/db/pool';
import { createFileStore } from '../src/platform/files/file-store';
import { createSecrets } from '../src/platform/secrets/secrets';
import { newTemplateName, TEST_TODAY, withDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    testServerUrl: string;
    testTemplate: string;
    /** The template's stored files (demo contract documents): each test server starts with a copy. */
    testDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgresHandle | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve('data/test'),
      port: Number(process.env.TEST_PG_PORT ?? 54339),
      log: () => {},
    });
    serverUrl = embedded.connectionString;
  }
  const template = newTemplateName();
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  // Czech order, as the embedded database and a deployment's have it (platform/db/collation.ts).
  await admin.query(`CREATE DATABASE ${template} ${CZECH_DATABASE}`);

  const { pool, db } = createDatabase(withDatabase(serverUrl, template), { max: 4 });
  await migrate(pool);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fedra-test-template-'));
  const config = loadConfig({}, { DATABASE_URL: withDatabase(serverUrl, template), DATA_DIR: dataDir });
  const files = createFileStore(config, db, await loadSigningKey(db));
  // The demo token's key file lands in dataDir, which every test server copies.
  await seedDemoData(pool, { today: TEST_TODAY, files, secrets: createSecrets(config) });
  // Statistics, as autovacuum would have them a minute after seeding: a copy of the template starts
  // with them. Without them the planner guesses, and a guess can walk a whole index per row (the
  // person list's club of today took 15 s for 100,000 persons instead of 1 s).
  await pool.query('ANALYZE');
  await pool.end();
  project.provide('testServerUrl', serverUrl);
  project.provide('testTemplate', template);
  project.provide('testDataDir', dataDir);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
