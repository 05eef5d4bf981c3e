// The statistics under concurrency: a kept snapshot a reader has just found must stay while that
// reader pages through it, even when old and superseded by a newer version computed meanwhile
// (whose cleanup runs in another request), and the per-date person count stays exact when two
// transactions change the same person's roles at once.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { countPeopleOnDateSql, countPeopleSql } from '../../src/features/people/people.service';
import { keptRowSource, keptValue, statsSnapshot } from '../../src/features/statistics/kept-by-version';
import type { AdminScope } from '../../src/platform/access/scope-sql';
import { useTestServer } from '../test-server';

const server = useTestServer();
const ALL: AdminScope = { zone: 'admin', fedUnitIds: null };
const D = '2026-06-15';

const rowsOf = async (id: number) =>
  Number(
    (
      await server.db.pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM stats_snapshot_rows WHERE snapshot_id = $1',
        [id],
      )
    ).rows[0]!.n,
  );
const age = (id: number) =>
  server.db.pool.query(
    `UPDATE stats_snapshots SET created_at = created_at - interval '2 minutes', used_at = used_at - interval '2 minutes' WHERE id = $1`,
    [id],
  );
/** Another transaction's change committed: the version moves on. */
const changeCommitted = () => server.db.pool.query('UPDATE stats_version SET n = n + 1');

describe('kept snapshot cleanup', () => {
  it('keeps a snapshot a reader has just found, though old and superseded', async () => {
    const db = server.db.db;
    const made = await statsSnapshot(db, 'region', ALL, D);
    const rows = await rowsOf(made);
    expect(rows).toBeGreaterThan(0);
    await age(made);
    // A reader finds the old snapshot (still current) and is about to read its page and count.
    expect(await statsSnapshot(db, 'region', ALL, D)).toBe(made);
    // Meanwhile a change commits and another call computes a snapshot, cleaning up the old ones.
    await changeCommitted();
    await statsSnapshot(db, 'district', ALL, D);
    expect(await rowsOf(made)).toBe(rows);
  });

  it('drops a superseded snapshot nobody has read for a minute', async () => {
    const db = server.db.db;
    const made = await statsSnapshot(db, 'federationUnit', ALL, '2026-06-16');
    await age(made);
    await changeCommitted();
    await statsSnapshot(db, 'district', ALL, '2026-06-16');
    expect(await rowsOf(made)).toBe(0);
  });
});

describe('the per-date person count under concurrent role edits', () => {
  it('stays exact when two transactions give the same person overlapping roles at once', async () => {
    const pool = server.db.pool;
    const person = (
      await pool.query<{ id: number }>(
        `INSERT INTO persons (registration_number, first_name, last_name) VALUES ('RACE-1', 'Souběžná', 'Osoba') RETURNING id`,
      )
    ).rows[0]!.id;
    const ROLE = `INSERT INTO person_roles (person_id, type_id, approval_state_id, valid_from, valid_till) VALUES ($1, 1, 3, $2, $3)`;
    const one = await pool.connect();
    const two = await pool.connect();
    try {
      await one.query('BEGIN');
      await two.query('BEGIN');
      await one.query(ROLE, [person, '2031-01-05', '2031-12-20']);
      // The second may wait for the first: it is committed meanwhile.
      const second = two.query(ROLE, [person, '2031-03-07', null]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await one.query('COMMIT');
      await second;
      await two.query('COMMIT');
    } finally {
      one.release();
      two.release();
    }
    const scope: AdminScope = { zone: 'admin', fedUnitIds: null };
    for (const date of ['2031-02-01', '2031-06-15', '2032-01-01']) {
      const fast = await server.db.db.execute<{ n: number }>(countPeopleSql(scope, date));
      const slow = await server.db.db.execute<{ n: number }>(countPeopleOnDateSql(scope, date));
      expect(fast.rows[0]!.n, date).toBe(slow.rows[0]!.n);
    }
  });
});

describe('kept counted rows', () => {
  const counted = sql`SELECT g AS id, g * 2 AS n FROM generate_series(1, 5000) g`;
  const source = () => keptRowSource(server.db.db, 'race-rows', counted, sql.raw('id int, n int'), sql`t`);
  const sumOf = async (from: ReturnType<typeof source> extends Promise<infer S> ? S : never) =>
    (
      await server.db.db.execute<{ n: number; s: number }>(
        sql`SELECT count(*)::int AS n, sum(t.n)::int AS s FROM ${from}`,
      )
    ).rows[0]!;

  it('are read by the statement from where they are kept, not sent back as a parameter', async () => {
    const params = new PgDialect().sqlToQuery(await source()).params;
    expect(params.every((p) => String(p).length < 300)).toBe(true);
    expect(await sumOf(await source())).toEqual({ n: 5000, s: 5000 * 5001 });
  });

  it('stay for a reader that has just found them, though old and superseded', async () => {
    await source();
    await server.db.pool.query(
      `UPDATE stats_kept_values SET created_at = created_at - interval '2 minutes', used_at = used_at - interval '2 minutes' WHERE key = 'race-rows'`,
    );
    // Found by a reader, which is about to read them (its page, then its count).
    const found = await source();
    await changeCommitted();
    // Another call keeps a value of the new version and cleans up.
    await keptValue(server.db.db, 'race-other', async () => 1);
    expect(await sumOf(found)).toEqual({ n: 5000, s: 5000 * 5001 });
  });
});

describe('the per-date person count after a truncate', () => {
  // Last in this file: it empties the roles.
  it('counts nobody once the roles are truncated', async () => {
    await server.db.pool.query('TRUNCATE person_roles CASCADE');
    const scope: AdminScope = { zone: 'admin', fedUnitIds: null };
    const fast = await server.db.db.execute<{ n: number }>(countPeopleSql(scope, '2026-06-15'));
    expect(fast.rows[0]!.n).toBe(0);
  });
});
