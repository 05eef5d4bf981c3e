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

/** The calendar day of an instant in Prague, "YYYY-MM-DD". */
export function federationDate(instant: Date): string {
  return dateFormat.format(instant);
}

/** "YYYY-MM-DD" plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

let offsetMs = 0;

/**
 * Sets the clock so that today is `date` ("YYYY-MM-DD"); time goes on from there (a token still
 * expires). null: the real date. Called once at start (setting TODAY) and by the test server.
 */
export function setToday(date: string | null | undefined): void {
  offsetMs = 0;
  if (!date) return;
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`not a date: ${date}`);
  const realToday = federationDate(new Date());
  offsetMs = Date.parse(`${date}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`);
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
