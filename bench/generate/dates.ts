// Dates as day numbers (days since 1970-01-01, UTC): cheap to compare and to store in typed
// arrays; turned into ISO text through a cache, since millions of rows carry a few thousand days.

const DAY_MS = 86_400_000;
/** Days from 1900-01-01 to 2100-12-31 are cached; others are formatted each time. */
const CACHE_FROM = -25_567;
const CACHE_DAYS = 73_415;

export function dayOf(iso: string): number {
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;
  if (!Number.isInteger(day)) throw new Error(`not an ISO date: ${iso}`);
  return day;
}

const isoCache: (string | undefined)[] = new Array(CACHE_DAYS);

/** YYYY-MM-DD of a day number. */
export function isoOf(day: number): string {
  const slot = day - CACHE_FROM;
  if (slot < 0 || slot >= CACHE_DAYS) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  let iso = isoCache[slot];
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoCache[slot] = iso;
  }
  return iso;
}

const CLOCK = Array.from(
  { length: 1440 },
  (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00+00`,
);

/** A timestamp on `day` at `minute` past midnight UTC, in COPY's text form. */
export function timestampOf(day: number, minute: number): string {
  return `${isoOf(day)} ${CLOCK[Math.max(0, Math.min(1439, Math.floor(minute)))]}`;
}

export function yearOf(day: number): number {
  return Number(isoOf(day).slice(0, 4));
}

/** The first day of a year. */
export function yearStart(year: number): number {
  return Date.UTC(year, 0, 1) / DAY_MS;
}
