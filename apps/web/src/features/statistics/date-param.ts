// The date the statistics are shown at, kept in the address (`?date=YYYY-MM-DD`) so that a link
// shows the same figures to whoever opens it. No date means today; a date that does not exist or
// lies outside the bounds the server accepts falls back to today and says so.
import { DATE_BOUNDS } from '@fedra/contract/common/schemas';
import { todayInPrague } from '../../platform/i18n/today';

export const DATE_PARAM = 'date';

/** Whether `value` is an existing calendar date YYYY-MM-DD within the server's bounds. */
export function isValidStatsDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && value >= DATE_BOUNDS.min && value <= DATE_BOUNDS.max;
}

export interface StatsDate {
  /** The date to show the figures at. */
  date: string;
  /** The address held a date that could not be used (today is shown instead). */
  rejected: string | null;
}

/** The date of the address's search parameters. */
export function statsDateOf(params: URLSearchParams, today: string = todayInPrague()): StatsDate {
  const value = params.get(DATE_PARAM);
  if (value === null || value === '') return { date: today, rejected: null };
  return isValidStatsDate(value) ? { date: value, rejected: null } : { date: today, rejected: value };
}

/** The search parameters with one parameter set (the others, a list's paging and filters, kept). */
export function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(key, value);
  return next;
}

export const withStatsDate = (params: URLSearchParams, date: string) => withParam(params, DATE_PARAM, date);

/**
 * A date typed into the date field: Czech "1. 3. 2026" (spaces optional) or ISO "2026-03-01";
 * null when it is not a valid date.
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  const czech = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(value);
  const iso = czech ? `${czech[3]}-${czech[2]!.padStart(2, '0')}-${czech[1]!.padStart(2, '0')}` : value;
  return isValidStatsDate(iso) ? iso : null;
}
