import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, federationDate, NOW_SQL, now, setToday, TODAY_SQL, today } from './clock';

const dialect = new PgDialect();
// A statement kept in a module constant, as the services keep theirs.
const KEPT = sql`SELECT 1 WHERE d <= ${TODAY_SQL} AND t <= ${NOW_SQL}`;

afterEach(() => {
  setToday(null);
  vi.useRealTimers();
});

describe('clock', () => {
  it('answers the set day and lets time go on from it', () => {
    setToday('2030-02-28');
    expect(today()).toBe('2030-02-28');
    const before = now().getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 });
    expect(today()).toBe('2030-03-01');
    expect(now().getTime() - before).toBeGreaterThanOrEqual(86_400_000);
  });

  it('is the real date in Prague when nothing is set', () => {
    setToday(null);
    expect(today()).toBe(federationDate(new Date()));
  });

  it('takes the date of Prague, not of UTC, around midnight', () => {
    expect(federationDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(federationDate(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(federationDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('gives a kept statement the day each query is built on, as a parameter', () => {
    setToday('2026-11-21');
    const first = dialect.sqlToQuery(KEPT);
    setToday('2027-11-21');
    const second = dialect.sqlToQuery(KEPT);
    expect(first.sql).not.toMatch(/current_date|now\(\)/);
    expect(first.sql).toBe(second.sql);
    expect(first.params[0]).toBe('2026-11-21');
    expect(second.params[0]).toBe('2027-11-21');
    expect(federationDate(new Date(String(second.params[1])))).toBe('2027-11-21');
  });

  it('refuses a day that is not a date', () => {
    expect(() => setToday('2026-02-30x')).toThrow();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
