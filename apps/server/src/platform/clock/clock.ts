// The server's one clock. Every "today" and "now" of a business rule comes from here and goes into
// SQL as a parameter (never current_date or now()), so that a test or a demo can set the date.
// Timestamps that only the database compares with itself (token expiry, throttles, audit columns)
// may stay on PostgreSQL's own clock.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The federation's time zone: "today" is a day in Prague. */
export const FEDERATION_TIME_ZONE = 'Europe/Prague';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FEDERATION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The last day formatted and the minute it was formatted for: Prague's day changes only on a whole
 * minute (its offsets are whole hours), and formatting costs tens of microseconds, paid by every
 * TODAY_SQL of every statement.
 */
let lastDay = { minute: Number.NaN, date: '' };

/** The calendar day of an instant in Prague, "YYYY-MM-DD". */
export function federationDate(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, date: dateFormat.format(instant) };
  return lastDay.date;
}

/** "YYYY-MM-DD" plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

let offsetMs = 0;

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FEDERATION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Prague's wall clock is ahead of UTC at an instant (one or two hours), in ms. */
function pragueOffsetMs(instant: number): number {
  const parts = Object.fromEntries(wallClockFormat.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which Prague's wall clock shows `date` at the time of day it shows at `instant`.
 * Not a whole number of days away when daylight saving differs between the two days: a plain
 * shift of days would put a winter evening's 23:30 on a summer day at 00:30 of the next one.
 */
function sameWallTimeOn(date: string, instant: number): number {
  const wallNow = instant + pragueOffsetMs(instant);
  const timeOfDay = ((wallNow % DAY_MS) + DAY_MS) % DAY_MS;
  const wallTarget = Date.parse(`${date}T00:00:00Z`) + timeOfDay;
  // The offset at the target depends on the target: a second look settles it (except for a wall
  // time the spring change skips, which lands an hour later, on the same day).
  const guess = wallTarget - pragueOffsetMs(wallTarget);
  return wallTarget - pragueOffsetMs(guess);
}

/**
 * Sets the clock so that today is `date` ("YYYY-MM-DD"), at the same time of day in Prague; time
 * goes on from there (a token still expires). null: the real date. Called once at start (setting
 * TODAY) and by the test server.
 */
export function setToday(date: string | null | undefined): void {
  offsetMs = 0;
  if (!date) return;
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`not a date: ${date}`);
  const realNow = Date.now();
  offsetMs = sameWallTimeOn(date, realNow) - realNow;
}

/** The current instant of the server's clock. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Today in the federation, "YYYY-MM-DD". */
export function today(): string {
  return federationDate(now());
}

/**
 * Today as an SQL date parameter where a query used current_date. Lazy: drizzle asks for the value
 * when it builds each query, so a statement kept in a module constant still gets the day it runs on.
 */
export const TODAY_SQL: SQL = lazySql(() => sql`${today()}::date`);

/** Now as an SQL timestamptz parameter where a query compared with now(); lazy as TODAY_SQL. */
export const NOW_SQL: SQL = lazySql(() => sql`${now().toISOString()}::timestamptz`);

/** An SQL fragment whose text and parameters are made each time a query containing it is built. */
function lazySql(build: () => SQL): SQL {
  const wrapper: SQLWrapper = { getSQL: build, shouldOmitSQLParens: () => true };
  return sql`${wrapper}`;
}
