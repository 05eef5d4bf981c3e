// Czech (and Czechoslovak) birth numbers (rodná čísla) as the civil register builds them, shared by
// the server (imports, the persons register) and the web form, so both say the same: nine digits
// for people born before 1954, else ten digits divisible by 11 (until 1985 also the remainder 10
// with a final 0). Women have 50 added to the month; from 2004 the month may also carry +20 (men)
// or +70 (women). The date it encodes must exist.

export interface BirthNumber {
  /** Normalized "YYMMDD/SSSC" (or "YYMMDD/SSS" before 1954), as stored. */
  value: string;
  birthDate: string;
  sex: 'male' | 'female';
}

/** Why a text is no birth number: the message keys of the form and the server. */
export type BirthNumberProblem =
  | 'birthNumber.format'
  | 'birthNumber.nineDigits'
  | 'birthNumber.checksum'
  | 'birthNumber.month'
  | 'birthNumber.date';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD" of a real calendar date, or null (31. 2. does not exist). */
function calendarDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The birth number in the text (the slash, if any, after the sixth digit), or why it is none. */
export function checkBirthNumber(text: string): BirthNumber | { problem: BirthNumberProblem } {
  const m = /^(\d{2})(\d{2})(\d{2})\s*\/?\s*(\d{3,4})$/.exec(text.trim());
  if (!m) return { problem: 'birthNumber.format' };
  const [, yy, mm, dd, serial] = m as unknown as [string, string, string, string, string];
  const twoDigitYear = Number(yy);
  let year: number;
  if (serial.length === 3) {
    if (twoDigitYear > 53) return { problem: 'birthNumber.nineDigits' };
    year = 1900 + twoDigitYear;
  } else {
    year = twoDigitYear >= 54 ? 1900 + twoDigitYear : 2000 + twoDigitYear;
    const whole = Number(`${yy}${mm}${dd}${serial}`);
    const head = Math.floor(whole / 10);
    const ok = whole % 11 === 0 || (year < 1986 && head % 11 === 10 && whole % 10 === 0);
    if (!ok) return { problem: 'birthNumber.checksum' };
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
  if (month < 1 || month > 12) return { problem: 'birthNumber.month' };
  const birthDate = calendarDate(year, month, Number(dd));
  if (!birthDate) return { problem: 'birthNumber.date' };
  return { value: `${yy}${mm}${dd}/${serial}`, birthDate, sex };
}

/** The birth number in the text, or null when it is none (`checkBirthNumber` says why). */
export function parseBirthNumber(text: string): BirthNumber | null {
  const checked = checkBirthNumber(text);
  return 'problem' in checked ? null : checked;
}
