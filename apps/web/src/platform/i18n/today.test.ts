// "Today" in the browser is the federation's day (Prague's), the one the server checks dates
// against: a browser in another time zone, or a UTC date taken from the clock, is a day off for an
// hour or two around midnight, and a form would then offer or refuse the wrong day.
import { describe, expect, it } from 'vitest';
import { todayInPrague } from './today';

describe('todayInPrague', () => {
  it("is Prague's date whatever the browser's time zone, in winter and in summer", () => {
    expect(todayInPrague(new Date('2026-11-29T22:59:00Z'))).toBe('2026-11-29');
    expect(todayInPrague(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-30');
    expect(todayInPrague(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(todayInPrague(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('is the only way the application takes today from the clock', () => {
    const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    // The browser's own date (getFullYear/getDate of now, or dayjs() of now, formatted) or the UTC
    // date of now; an instant (new Date().toISOString() for a date-and-time field) is no day and
    // stays allowed.
    const browserToday =
      /new Date\(\)\.(getFullYear|getMonth|getDate)\(\)|new Date\(\)\.toISOString\(\)\.slice\(0, ?10\)|dayjs\(\)\.(format|year|month|date|startOf)\(/;
    const offenders = Object.entries(sources)
      .filter(([, text]) => browserToday.test(text))
      .map(([file]) => file);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
