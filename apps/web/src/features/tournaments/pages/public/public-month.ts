// The month view's calendar arithmetic (pure, in UTC so that no time zone moves a day): the month
// of the address (`?month=2026-11`), its weeks from Monday, and the tournaments on each of its days.

/** "2026-11"; anything else is not a month. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The month of the address, else the month of `today` (YYYY-MM-DD). */
export function parseMonth(value: string | null, today: string): string {
  if (value && MONTH.test(value)) {
    const year = Number(value.slice(0, 4));
    if (year >= 1900 && year <= 2200) return value;
  }
  return today.slice(0, 7);
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The first and the last day of the month. */
export function monthRange(month: string): { first: string; last: string } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { first: iso(new Date(Date.UTC(year, index, 1))), last: iso(new Date(Date.UTC(year, index + 1, 0))) };
}

/** The month's weeks, Monday first: each seven days, the days of other months null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthRange(month);
  const start = new Date(`${first}T00:00:00Z`);
  const lead = (start.getUTCDay() + 6) % 7;
  const days = Number(last.slice(8, 10));
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Each day of the month with the tournaments held on it (a tournament of several days on each of them). */
export function tournamentsByDay<T extends { dateFrom: string; dateTill: string }>(
  items: readonly T[],
  month: string,
): Map<string, T[]> {
  const { first, last } = monthRange(month);
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const from = item.dateFrom > first ? item.dateFrom : first;
    const till = item.dateTill < last ? item.dateTill : last;
    for (let d = new Date(`${from}T00:00:00Z`); iso(d) <= till; d.setUTCDate(d.getUTCDate() + 1)) {
      const day = iso(d);
      byDay.set(day, [...(byDay.get(day) ?? []), item]);
    }
  }
  return byDay;
}

/** The first day of the month on which each tournament is held (the agenda lists it once, there). */
export function firstDays<T extends { dateFrom: string; dateTill: string }>(
  items: readonly T[],
  month: string,
): Map<string, T[]> {
  const { first, last } = monthRange(month);
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    if (item.dateTill < first || item.dateFrom > last) continue;
    const day = item.dateFrom > first ? item.dateFrom : first;
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  return new Map([...byDay].sort(([a], [b]) => a.localeCompare(b)));
}
