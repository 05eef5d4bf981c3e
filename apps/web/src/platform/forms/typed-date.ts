// A date as people type it: Czech "1. 3. 2026" (spaces optional), day first with slashes
// "1/3/2026" (the English form's display) or ISO "2026-03-01". Shared by the date fields that take
// typing (a birth date, the statistics' date), so they read the same text.
import { DATE_BOUNDS } from '@fedra/contract/common/schemas';

/** Whether `value` is an existing calendar date YYYY-MM-DD within the server's bounds. */
export function isValidIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && value >= DATE_BOUNDS.min && value <= DATE_BOUNDS.max;
}

/** The ISO date of typed text; null when it is not a valid date. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(value) ?? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : value;
  return isValidIsoDate(iso) ? iso : null;
}

/**
 * The "HH:mm" of a typed time: "9:30", "9.30", "930" or an hour alone ("9"); null when it is no
 * time of day.
 */
export function parseTypedTime(text: string): string | null {
  const value = text.trim();
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2] ?? '0')];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
