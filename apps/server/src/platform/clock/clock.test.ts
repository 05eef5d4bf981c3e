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

  // Found by a CI run at 23:10 in Prague in November: set to a summer day, the clock said the day after.
  it('keeps the time of day in Prague on a day of the other daylight-saving time, late in the evening too', () => {
    const wallTime = (instant: Date) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hour: '2-digit', minute: '2-digit' }).format(
        instant,
      );
    const cases: [real: string, set: string][] = [
      ['2026-11-29T22:30:00Z', '2026-08-31'], // 23:30 in winter, set to a summer day
      ['2026-07-15T21:30:00Z', '2026-12-01'], // 23:30 in summer, set to a winter day
      ['2026-07-15T22:30:00Z', '2026-12-01'], // 00:30 in summer, set to a winter day
      ['2026-11-29T23:30:00Z', '2026-03-29'], // 00:30 in winter, set to the day clocks go forward
      ['2026-01-10T10:15:00Z', '2026-10-25'], // 11:15 in winter, set to the day clocks go back
    ];
    for (const [real, set] of cases) {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(real) });
      setToday(set);
      expect(today(), `${real} -> ${set}`).toBe(set);
      expect(wallTime(now()), `${real} -> ${set}`).toBe(wallTime(new Date(real)));
      vi.useRealTimers();
    }
  });

  it('refuses a day that is not a date', () => {
    expect(() => setToday('2026-02-30x')).toThrow();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
