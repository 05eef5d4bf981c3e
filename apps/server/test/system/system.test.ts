// Configuration validation, the served project configuration, health and readiness, and
// migrations that are safe to run twice and from two instances at once.
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config/config';
import { migrate, migrationsApplied, readMigrations } from '../../src/platform/db/migrate';
import { withDatabase } from '../database';
import { useTestServer } from '../test-server';

const server = useTestServer({
  PROJECT_NAME: 'Svaz Test',
  CMS_URL: 'https://cms.example.test/',
  SMTP_URL: 'smtp://user:secret@mail.example.test:25',
});

describe('configuration', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      EMBEDDED_PG_PORT: 54329,
      ROUTER_BASE: '/',
      PROJECT_NAME: 'Fedra',
      DEMO_DATA: true,
    });
    expect(c.MODULES).toContain('board');
  });

  it('stops with a message naming every bad setting', () => {
    const bad = () =>
      loadConfig({
        PORT: 'eighty',
        EMBEDDED_PG_PORT: '5432',
        DATABASE_URL: 'mysql://x',
        MODULES: 'board,chess',
        ROUTER_BASE: 'app',
      });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const msg = (err as Error).message;
      for (const name of ['PORT', 'EMBEDDED_PG_PORT', 'DATABASE_URL', 'MODULES', 'ROUTER_BASE'])
        expect(msg).toContain(name);
    }
  });

  it('serves the project configuration without any secret', async () => {
    const res = await server.request({ method: 'GET', url: '/api/global-zone/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      projectName: 'Svaz Test',
      cmsUrl: 'https://cms.example.test/',
      routerBase: '/',
      apiUrl: '/api',
      legacyAppUrl: null,
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('postgres');
    // Only whether mail goes out, never where.
    expect(res.json().mailDelivery).toBe('smtp');
    expect(res.body).not.toContain('mail.example.test');
    expect(res.body).not.toContain('smtp://');
  });
});

describe('health and readiness', () => {
  it('reports the process up and the database ready', async () => {
    expect((await server.request({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await server.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a migration is missing', async () => {
    await server.db.pool.query(`DELETE FROM fedra_migrations WHERE name = '0003_access_matrix'`);
    const ready = await server.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(await migrationsApplied(server.db.db)).toBe(false);
    await server.db.pool.query(
      `INSERT INTO fedra_migrations (name, checksum) VALUES ('0003_access_matrix', 'restored')`,
    );
  });
});

describe('migrations', () => {
  it('apply once when two instances start together on an empty database, and never again', async () => {
    const serverUrl = inject('testServerUrl');
    const name = `fedra_mig_${Date.now()}`;
    const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const pools = [0, 1].map(() => {
      const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 2 });
      // end() resolves before its clients have closed; the forced DROP below may then terminate
      // one, which an error-less pool would rethrow as an uncaught exception.
      pool.on('error', () => {});
      return pool;
    });
    try {
      const [a, b] = await Promise.all(pools.map((p) => migrate(p)));
      const all = (await readMigrations()).map((m) => m.name);
      expect([...a!, ...b!].sort()).toEqual(all.sort());
      expect(await migrate(pools[0]!)).toEqual([]);
      const { rows } = await pools[0]!.query('SELECT count(*)::int AS n FROM user_role_types');
      expect(rows[0].n).toBe(8);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
