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

export interface BirthNumber {
  /** Normalized "YYMMDD/SSSC" (or "YYMMDD/SSS" before 1954), as stored. */
  value: string;
  birthDate: string;
  sex: 'male' | 'female';
}

/**
 * A Czech (or Czechoslovak) birth number, with or without the slash: nine digits for people born
 * before 1954, else ten digits divisible by 11 (until 1985 also the remainder 10 with a final 0).
 * Women have 50 added to the month; from 2004 the month may also carry +20 (men) or +70 (women).
 */
export function parseBirthNumber(text: string): BirthNumber | null {
  const m = /^(\d{2})(\d{2})(\d{2})\s*\/?\s*(\d{3,4})$/.exec(text.trim());
  if (!m) return null;
  const [, yy, mm, dd, serial] = m as unknown as [string, string, string, string, string];
  const twoDigitYear = Number(yy);
  let year: number;
  if (serial.length === 3) {
    if (twoDigitYear > 53) return null;
    year = 1900 + twoDigitYear;
  } else {
    year = twoDigitYear >= 54 ? 1900 + twoDigitYear : 2000 + twoDigitYear;
    const whole = Number(`${yy}${mm}${dd}${serial}`);
    const head = Math.floor(whole / 10);
    const ok = whole % 11 === 0 || (year < 1986 && head % 11 === 10 && whole % 10 === 0);
    if (!ok) return null;
  }
  let month = Number(mm);
  let sex: BirthNumber['sex'] = 'male';
  if (month > 70 && year >= 2004) {
    month -= 70;
    sex = 'female';
  } else if (month > 50) {
    month -= 50;
    sex = 'female';
  } else if (month > 20 && year >= 2004) {
    month -= 20;
  }
  const birthDate = isoDate(year, month, Number(dd));
  if (!birthDate) return null;
  return { value: `${yy}${mm}${dd}/${serial}`, birthDate, sex };
}

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
