// The date the statistics are shown at, kept in the address (`?date=YYYY-MM-DD`) so that a link
// shows the same figures to whoever opens it. No date means today; a date that does not exist or
// lies outside the bounds the server accepts falls back to today and says so.
import { isValidIsoDate } from '../../platform/forms/typed-date';
import { todayInPrague } from '../../platform/i18n/today';

export const DATE_PARAM = 'date';

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
  return isValidIsoDate(value) ? { date: value, rejected: null } : { date: today, rejected: value };
}

/** The search parameters with one parameter set (the others, a list's paging and filters, kept). */
export function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(key, value);
  return next;
}

export const withStatsDate = (params: URLSearchParams, date: string) => withParam(params, DATE_PARAM, date);
