// One row of an import file checked and turned into values: no database here. An error fails the
// row (nothing of it is applied); a warning leaves the one value out and the row applies as
// incomplete. Each problem names its column and the import-error codebook type.
import { IMPORT_ERROR } from '@fedra/contract';
import { checkBirthNumber } from '@fedra/contract/common/birth-number';
import { parseDate } from '../../platform/tables';

export interface RowIssue {
  typeId: number;
  column: string | null;
  /**
   * A message key with the details, and its parameters: imports.messages.ts, or the register's
   * `birthNumber.*` keys of the contract's check (the form's texts, in the server's one catalogue).
   */
  detail?: string;
  params?: Record<string, string>;
  warning?: boolean;
}

export interface PersonValues {
  registrationNumber: string | null;
  firstName: string;
  lastName: string;
  birthDate: string;
  birthNumber: string | null;
  sexId: number | null;
  nationalityId: number | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
}

export interface ClubValues {
  identificationNumber: string;
  name: string;
  officialName: string | null;
  email: string | null;
  phone: string | null;
  web: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
}

export type Checked<V> = { values: V; issues: RowIssue[]; ok: true } | { values: null; issues: RowIssue[]; ok: false };

/** What the checks need to know: countries by alpha-3 and alpha-2 code, and today. */
export interface RowContext {
  countryIds: Map<string, number>;
  today: string;
}

const MAX_TEXT = 200;
/** The prefix of `personKeys`' birth number key (normalized, as the register stores it). */
export const BIRTH_NUMBER_KEY = 'bn:';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGISTRATION_NUMBER = /^([A-Za-z]{3})\s*(\d{3})\s*-?\s*(\d{3})$/;
const SEX_MALE = new Set(['m', 'muž', 'muz', 'male', 'man', '1']);
const SEX_FEMALE = new Set(['ž', 'z', 'f', 'žena', 'zena', 'female', 'woman', '2']);

class RowChecker {
  readonly issues: RowIssue[] = [];
  constructor(private readonly cells: Record<string, string>) {}

  get failed(): boolean {
    return this.issues.some((i) => !i.warning);
  }

  fail(typeId: number, column: string | null, detail?: string, params?: Record<string, string>) {
    this.issues.push({ typeId, column, detail, params });
  }

  warn(typeId: number, column: string, params?: Record<string, string>) {
    this.issues.push({ typeId, column, params, warning: true });
  }

  /** The trimmed text, or null when empty; longer than allowed is an error. */
  text(column: string, max = MAX_TEXT): string | null {
    const v = (this.cells[column] ?? '').trim();
    if (!v) return null;
    if (v.length > max) {
      this.fail(IMPORT_ERROR.invalidFormat, column, 'imports.detail.tooLong', { max: String(max) });
      return null;
    }
    return v;
  }

  required(column: string, max = MAX_TEXT): string {
    const v = this.text(column, max);
    if (v === null && !this.issues.some((i) => i.column === column)) this.fail(IMPORT_ERROR.requiredField, column);
    return v ?? '';
  }

  email(column: string): string | null {
    const v = this.text(column);
    if (v !== null && !EMAIL.test(v)) {
      this.warn(IMPORT_ERROR.invalidEmail, column, { value: v });
      return null;
    }
    return v;
  }
}

/** "CZE 123-456" however spaced; null for anything else. */
export function normalizeRegistrationNumber(text: string): string | null {
  const m = REGISTRATION_NUMBER.exec(text.trim());
  return m ? `${m[1]!.toUpperCase()} ${m[2]}-${m[3]}` : null;
}

/** A Czech company identification number (IČO): 8 digits with its mod-11 check digit. */
export function normalizeIdentificationNumber(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  if (!/^\d{6,8}$/.test(digits)) return null;
  const ico = digits.padStart(8, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(ico[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(ico[7]) ? ico : null;
}

export function checkPersonRow(cells: Record<string, string>, ctx: RowContext): Checked<PersonValues> {
  const c = new RowChecker(cells);
  const firstName = c.required('firstName', 100);
  const lastName = c.required('lastName', 100);

  let registrationNumber: string | null = null;
  const regText = c.text('registrationNumber');
  if (regText !== null) {
    registrationNumber = normalizeRegistrationNumber(regText);
    if (!registrationNumber)
      c.fail(IMPORT_ERROR.invalidFormat, 'registrationNumber', 'imports.detail.registrationNumber', { value: regText });
  }

  // The form's check and its reason: the row says what the form would say of the same number.
  const bnText = c.text('birthNumber');
  const bnChecked = bnText === null ? null : checkBirthNumber(bnText);
  const birthNumber = bnChecked && !('problem' in bnChecked) ? bnChecked : null;
  if (bnText !== null && bnChecked && 'problem' in bnChecked)
    c.fail(IMPORT_ERROR.invalidBirthNumber, 'birthNumber', bnChecked.problem, { value: bnText });

  let birthDate = birthNumber?.birthDate ?? null;
  const dateText = c.text('birthDate');
  if (dateText !== null) {
    const parsed = parseDate(dateText);
    if (!parsed || parsed > ctx.today || parsed < '1900-01-01') {
      c.fail(IMPORT_ERROR.invalidDate, 'birthDate', 'imports.detail.date', { value: dateText });
    } else if (birthNumber && birthNumber.birthDate !== parsed) {
      c.fail(IMPORT_ERROR.invalidBirthNumber, 'birthNumber', 'imports.detail.birthNumberDate', {
        value: bnText ?? '',
      });
    } else birthDate = parsed;
  } else if (!birthNumber && bnText === null) c.fail(IMPORT_ERROR.requiredField, 'birthDate');

  let sexId: number | null = birthNumber ? (birthNumber.sex === 'male' ? 1 : 2) : null;
  const sexText = c.text('sex');
  if (sexText !== null) {
    const s = sexText.toLowerCase();
    const given = SEX_MALE.has(s) ? 1 : SEX_FEMALE.has(s) ? 2 : null;
    if (given === null) c.fail(IMPORT_ERROR.invalidFormat, 'sex', 'imports.detail.sex', { value: sexText });
    else if (sexId !== null && given !== sexId)
      c.fail(IMPORT_ERROR.invalidBirthNumber, 'birthNumber', 'imports.detail.birthNumberSex', { value: bnText ?? '' });
    else sexId = given;
  }

  let nationalityId: number | null = null;
  const natText = c.text('nationality');
  if (natText !== null) {
    nationalityId = ctx.countryIds.get(natText.toUpperCase()) ?? null;
    if (nationalityId === null) c.warn(IMPORT_ERROR.unknownCountry, 'nationality', { value: natText });
  }

  const values: PersonValues = {
    registrationNumber,
    firstName,
    lastName,
    birthDate: birthDate ?? '',
    birthNumber: birthNumber?.value ?? null,
    sexId,
    nationalityId,
    email: c.email('email'),
    phone: c.text('phone', 50),
    street: c.text('street'),
    city: c.text('city'),
    zip: c.text('zip', 20),
  };
  return c.failed ? { ok: false, values: null, issues: c.issues } : { ok: true, values, issues: c.issues };
}

export function checkClubRow(cells: Record<string, string>): Checked<ClubValues> {
  const c = new RowChecker(cells);
  const icoText = c.required('identificationNumber', 20);
  const identificationNumber = icoText ? normalizeIdentificationNumber(icoText) : null;
  if (icoText && !identificationNumber)
    c.fail(IMPORT_ERROR.invalidIdentificationNumber, 'identificationNumber', undefined, { value: icoText });
  const values: ClubValues = {
    identificationNumber: identificationNumber ?? '',
    name: c.required('name'),
    officialName: c.text('officialName'),
    email: c.email('email'),
    phone: c.text('phone', 50),
    web: c.text('web'),
    street: c.text('street'),
    city: c.text('city'),
    zip: c.text('zip', 20),
  };
  return c.failed ? { ok: false, values: null, issues: c.issues } : { ok: true, values, issues: c.issues };
}

/**
 * The keys under which two rows of one file mean the same person: any shared key is a duplicate.
 * The name key comes first, the birth number's last (`BIRTH_NUMBER_KEY`): sharing only that one
 * means two people of one birth number.
 */
export function personKeys(v: PersonValues): string[] {
  const keys = [`name:${v.firstName.toLowerCase()}|${v.lastName.toLowerCase()}|${v.birthDate}`];
  if (v.registrationNumber) keys.push(`reg:${v.registrationNumber}`);
  if (v.birthNumber) keys.push(`${BIRTH_NUMBER_KEY}${v.birthNumber}`);
  return keys;
}
