// The bench's own database: `fedra_bench` (or `fedra_bench_quick`) on DATABASE_URL's server, or
// an embedded PostgreSQL in bench/.data/. Generated once and reused while the sizes match, since
// a million members take minutes to generate.
import { existsSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { seedDemoData } from '../apps/server/src/demo/seed';
import { CZECH_DATABASE } from '../apps/server/src/platform/db/collation';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { repoRoot, withClient } from '../scripts/lib/server-process';
import { type BenchSizes, generateFederation, readGeneratedSizes } from './generate';

export interface BenchDatabase {
  /** For the bench's own connections (raw baseline, plans), also while the server runs. */
  connectionString: string;
  /** What the server needs to open the same database. */
  serverEnv: Record<string, string>;
  describe: string;
  /** Whether the data was generated in this run (and how long that took, ms). */
  generatedMs: number | null;
}

export interface PrepareOptions {
  name: string;
  sizes: BenchSizes;
  regenerate: boolean;
  /** The embedded PostgreSQL's port (when there is no DATABASE_URL). */
  embeddedPort: number;
  log: (m: string) => void;
}

const sameSizes = (a: BenchSizes | null, b: BenchSizes) =>
  a !== null && (Object.keys(b) as (keyof BenchSizes)[]).every((k) => a[k] === b[k]);

export async function prepareBenchDatabase(o: PrepareOptions): Promise<BenchDatabase> {
  const external = process.env.DATABASE_URL;
  return external ? onServer(external, o) : embedded(o);
}

async function onServer(serverUrl: string, o: PrepareOptions): Promise<BenchDatabase> {
  const url = new URL(serverUrl);
  url.pathname = `/${o.name}`;
  const connectionString = url.toString();
  const exists = await withClient(serverUrl, async (c) => {
    const r = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [o.name]);
    return r.rowCount === 1;
  });
  let reuse = false;
  if (exists && !o.regenerate) reuse = sameSizes(await storedSizes(connectionString), o.sizes);
  if (!reuse) {
    await withClient(serverUrl, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${o.name}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${o.name}" ${CZECH_DATABASE}`);
    });
  }
  const generatedMs = await fill(connectionString, o, reuse);
  return {
    connectionString,
    serverEnv: { DATABASE_URL: connectionString },
    describe: `database ${o.name} on ${url.host}`,
    generatedMs,
  };
}

async function embedded(o: PrepareOptions): Promise<BenchDatabase> {
  const dataRoot = path.join(repoRoot, 'bench', '.data');
  const dataDir = path.join(dataRoot, o.name);
  // As root the embedded PostgreSQL runs as `postgres`, which must be able to enter the directories.
  await mkdir(dataDir, { recursive: true });
  for (const dir of [path.join(repoRoot, 'bench'), dataRoot, dataDir]) await chmod(dir, 0o755);
  const start = () => startEmbeddedPostgres({ dataDir, port: o.embeddedPort, log: () => {} });

  const hadCluster = existsSync(path.join(dataDir, 'pg'));
  let handle = await start();
  const reuse = hadCluster && !o.regenerate && sameSizes(await storedSizes(handle.connectionString), o.sizes);
  if (hadCluster && !reuse) {
    // A fresh cluster is faster than emptying the old one.
    await handle.stop();
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await chmod(dataDir, 0o755);
    handle = await start();
  }
  try {
    const generatedMs = await fill(handle.connectionString, o, reuse);
    return {
      connectionString: handle.connectionString,
      serverEnv: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(o.embeddedPort) },
      describe: `embedded PostgreSQL in ${path.relative(repoRoot, dataDir)} (port ${o.embeddedPort})`,
      generatedMs,
    };
  } finally {
    // The server starts it again as its own.
    await handle.stop();
  }
}

async function storedSizes(connectionString: string): Promise<BenchSizes | null> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  try {
    return await readGeneratedSizes(pool);
  } catch {
    return null;
  } finally {
    await pool.end();
  }
}

/** Migrations always (new ones may have come); the demo and the generated federation unless reused. */
async function fill(connectionString: string, o: PrepareOptions, reuse: boolean): Promise<number | null> {
  const pool = new pg.Pool({ connectionString, max: 4 });
  try {
    await migrate(pool, o.log);
    if (reuse) {
      o.log('reusing the generated data (same sizes); --regenerate builds it anew');
      return null;
    }
    const started = performance.now();
    await seedDemoData(pool, { log: o.log });
    await generateFederation(pool, o.sizes, o.log);
    return performance.now() - started;
  } finally {
    await pool.end();
  }
}
