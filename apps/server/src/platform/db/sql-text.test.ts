// The statement compiler of `execute` (sql-text.ts) against Drizzle's own, shape by shape, and
// `execute` on real PostgreSQL: the values Drizzle's driver gave (times as text, timestamptz as an
// ISO instant), its error wrapping, and the statements sql-text leaves to Drizzle.
import { type SQL, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { NOW_SQL, TODAY_SQL } from '../clock/clock';
import { createDatabase, type Db } from './pool';
import { drizzlePgQuery, toPgQuery } from './sql-text';

const probeTable = pgTable('sql_text_probe', { id: integer('id').primaryKey(), label: text('label') });

const lazy = (build: () => SQL, omitParens: boolean) => ({ getSQL: build, shouldOmitSQLParens: () => omitParens });

const SHAPES: Record<string, () => SQL> = {
  'text only': () => sql`SELECT 1`,
  'values of each kind': () =>
    sql`SELECT ${1}, ${'a'}, ${true}, ${null}, ${new Date('2026-01-02T03:04:05Z')}, ${Buffer.from('x')}, ${{ a: 1 }}`,
  'nested statements, empty ones and undefined': () =>
    sql`SELECT ${sql`${sql`${2}`} + ${3}`}${sql``}${undefined} FROM ${sql.raw('t')} WHERE ${sql.empty()}`,
  'an array as a parenthesised list': () => sql`SELECT 1 WHERE x IN ${[1, 2, sql`3`, 'four']}`,
  'an empty array': () => sql`SELECT ${[]}`,
  'sql.join': () => sql`SELECT ${sql.join([sql`a`, sql`${1}`, sql`b`], sql`, `)}`,
  'identifiers, quotes doubled': () => sql`SELECT ${sql.identifier('we"ird')} FROM ${sql.identifier('t')}`,
  'sql.param with and without an encoder': () =>
    sql`SELECT ${sql.param(5)}, ${sql.param('x', { mapToDriverValue: (v: unknown) => `${v}!` })}`,
  'a wrapper with and without parentheses': () =>
    sql`SELECT ${lazy(() => sql`${1} + 1`, false)}, ${lazy(() => sql`${2}`, true)}`,
  "the clock's lazy fragments": () => sql`SELECT ${TODAY_SQL}, ${NOW_SQL}`,
  'a column and a table of the schema (Drizzle compiles them)': () =>
    sql`SELECT ${probeTable.label} FROM ${probeTable} WHERE ${probeTable.id} = ${7}`,
  'inlined values (Drizzle compiles them)': () => sql`SELECT ${"it's"}, ${3}`.inlineParams(),
  'a placeholder (Drizzle compiles it)': () => sql`SELECT ${sql.placeholder('p')}`,
};

describe('toPgQuery', () => {
  it.each(Object.entries(SHAPES))('compiles %s as Drizzle does', (_, shape) => {
    const statement = shape();
    const ours = toPgQuery(statement);
    const drizzles = drizzlePgQuery(statement);
    expect(ours.text).toBe(drizzles.text);
    expect(ours.values.length).toBe(drizzles.values.length);
  });

  it('numbers the values in the order of the text', () => {
    expect(toPgQuery(sql`a ${1} b ${sql`c ${2} ${[3, 4]}`} d ${5}`)).toEqual({
      text: 'a $1 b c $2 ($3, $4) d $5',
      values: [1, 2, 3, 4, 5],
    });
  });
});

describe('execute on PostgreSQL', () => {
  let pool: pg.Pool;
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    drop = created.drop;
    ({ pool, db } = createDatabase(created.url, { max: 2 }));
    await db.query('CREATE TABLE sql_text_probe (id int PRIMARY KEY, label text)');
  });

  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it("gives each type as Drizzle's driver did, with timestamptz as an ISO instant", async () => {
    const { rows } = await db.execute(sql`
      SELECT ${'2026-03-01T09:00:00Z'}::timestamptz AS tz, '2026-03-01 10:00:00'::timestamp AS ts,
             '2026-03-01'::date AS d, '1 day 02:00:00'::interval AS iv, ARRAY['2026-03-01'::date] AS ds,
             ARRAY[1.5]::numeric[] AS ns, 5::bigint AS big, '{"a":1}'::jsonb AS j, ARRAY[1, 2] AS ints`);
    expect(rows[0]).toEqual({
      tz: '2026-03-01T09:00:00.000Z',
      ts: '2026-03-01 10:00:00',
      d: '2026-03-01',
      iv: '1 day 02:00:00',
      ds: '{2026-03-01}',
      ns: '{1.5}',
      big: 5,
      j: { a: 1 },
      ints: [1, 2],
    });
  });

  it('runs a statement Drizzle compiles (schema columns) and answers the whole result', async () => {
    await db.execute(sql`INSERT INTO ${probeTable} (id, label) VALUES (${1}, ${'one'})`);
    const result = await db.execute<{ label: string }>(
      sql`SELECT ${probeTable.label} FROM ${probeTable} WHERE ${probeTable.id} = ${1}`,
    );
    expect(result.rows).toEqual([{ label: 'one' }]);
    expect(result.rowCount).toBe(1);
  });

  it("wraps the database's error as Drizzle did, its SQLSTATE on the cause", async () => {
    const failed = await db.execute(sql`INSERT INTO sql_text_probe (id) VALUES (${1})`).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toContain('INSERT INTO sql_text_probe (id) VALUES ($1)');
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('23505');
  });
});
