// Cell texts of imported tables to values: dates as Czech people and Excel write them, Czech birth
// numbers (rodná čísla), yes/no and numbers with a decimal comma. Each returns null when the text
// is not a valid value, so the importer names the row and the column.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD" of a real calendar date, or null (31. 2. does not exist). */
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const CZECH_DATE = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "1.2.2000", "01.02.2000", "1. 2. 2000" or "2000-02-01" -> "2000-02-01"; null otherwise. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  const cz = CZECH_DATE.exec(t);
  if (cz) return isoDate(Number(cz[3]), Number(cz[2]), Number(cz[1]));
  const iso = ISO_DATE.exec(t);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

// Birth numbers are the contract's (shared with the web form): re-exported for the importers.
export { type BirthNumber, parseBirthNumber } from '@fedra/contract/common/birth-number';

const YES = new Set(['ano', 'a', 'yes', 'y', 'true', '1', 'pravda', 'x']);
const NO = new Set(['ne', 'n', 'no', 'false', '0', 'nepravda']);

/** Ano/ne, yes/no, true/false, 1/0, Excel's PRAVDA/NEPRAVDA, a cross; null for anything else. */
export function parseBoolean(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  return YES.has(t) ? true : NO.has(t) ? false : null;
}

/**
 * "1 250,50", "1250.5", "-3" -> a number; null otherwise. Spaces group thousands; with both a
 * comma and a dot, the later one is the decimal separator ("1.250,5", "1,250.5").
 */
export function parseNumber(text: string): number | null {
  let t = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  if (comma !== -1 && dot !== -1) t = comma > dot ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (comma !== -1) t = t.replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}
