// The rows of a result import, whatever the file: the CSV columns of the fencing timing tool, the
// JSON of the tournament software, and the one check of a row (placing, names, dates, free text)
// both go through. Rules: docs/decisions.md "Result imports".
import { RESULT_SOFTWARE_FORMAT } from '@fedra/contract';
import { AppError } from '../../platform/errors/app-error';
import type { MessageParams } from '../../platform/i18n/messages';
import { parseDate, parseNumber, type TableColumn } from '../../platform/tables';

/** The CSV's columns; the first header is the sample's (Czech), the others are accepted too. */
export const RESULT_CSV_COLUMNS: readonly TableColumn[] = [
  { key: 'place', headers: ['Umístění', 'Place', 'Pořadí', 'Rank'], required: true },
  { key: 'lastName', headers: ['Příjmení', 'Last name', 'Surname'], required: true },
  { key: 'firstName', headers: ['Jméno', 'First name', 'Name'], required: true },
  { key: 'birthDate', headers: ['Datum narození', 'Birth date', 'Narozen'] },
  { key: 'registrationNumber', headers: ['Registrační číslo', 'Registration number', 'Reg. č.', 'Licence'] },
  { key: 'club', headers: ['Klub', 'Club'] },
  { key: 'result', headers: ['Výsledek', 'Result'] },
  { key: 'points', headers: ['Body', 'Points'] },
];

/** A row's cells as read (trimmed strings; absent: ''). */
export interface RawResultRow {
  row: number;
  place: string;
  lastName: string;
  firstName: string;
  birthDate: string;
  registrationNumber: string;
  club: string;
  result: string;
  points: string;
}

/** A row that passed its checks. */
export interface ResultRow {
  row: number;
  rankFrom: number;
  rankTo: number;
  shared: boolean;
  lastName: string;
  firstName: string;
  birthDate: string | null;
  registrationNumber: string | null;
  club: string | null;
  result: string | null;
  points: string | null;
}

/** A refused row: its message key and parameters. */
export interface RowProblem {
  row: number;
  key: string;
  params?: MessageParams;
}

const PLACE = /^(\d{1,5})\.?(?:\s*[-–—]\s*(\d{1,5})\.?)?$/;

/** `3`, `3.`, `3-4`, `3–4`, `3.-4.`, `3.–4.`: the placing, shared when a range. */
export function parsePlacing(text: string): { rankFrom: number; rankTo: number; shared: boolean } | null {
  const m = PLACE.exec(text.trim());
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  if (from < 1 || to < from) return null;
  return { rankFrom: from, rankTo: to, shared: m[2] !== undefined };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LIMITS: Record<keyof Omit<RawResultRow, 'row'>, number> = {
  place: 20,
  lastName: 100,
  firstName: 100,
  birthDate: 20,
  registrationNumber: 50,
  club: 200,
  result: 100,
  points: 20,
};
const FIELD_LABELS: Record<string, string> = {
  place: 'Umístění / Place',
  lastName: 'Příjmení / Last name',
  firstName: 'Jméno / First name',
  birthDate: 'Datum narození / Birth date',
  registrationNumber: 'Registrační číslo / Registration number',
  club: 'Klub / Club',
  result: 'Výsledek / Result',
  points: 'Body / Points',
};

/** Lower case, no accents, single spaces: how names and keys compare. */
export const normalizeText = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Checks one row; `maxPlace` is the discipline's N. */
export function checkRow(raw: RawResultRow, maxPlace: number): ResultRow | RowProblem {
  const { row } = raw;
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const value = raw[field];
    if (CONTROL.test(value))
      return { row, key: 'resultImports.controlCharacters', params: { column: FIELD_LABELS[field]! } };
    if (value.length > max) return { row, key: 'resultImports.tooLong', params: { column: FIELD_LABELS[field]!, max } };
  }
  if (!raw.place) return { row, key: 'resultImports.placeRequired' };
  const placing = parsePlacing(raw.place);
  if (!placing) return { row, key: 'resultImports.placeInvalid', params: { value: raw.place } };
  if (placing.rankTo > maxPlace)
    return { row, key: 'resultImports.placeOutOfRange', params: { value: raw.place, max: maxPlace } };
  if (!raw.lastName || !raw.firstName) return { row, key: 'resultImports.nameRequired' };
  let birthDate: string | null = null;
  if (raw.birthDate) {
    birthDate = parseDate(raw.birthDate);
    if (!birthDate) return { row, key: 'resultImports.birthDateInvalid', params: { value: raw.birthDate } };
  }
  let points: string | null = null;
  if (raw.points) {
    const n = parseNumber(raw.points);
    if (n === null || n < 0 || n >= 1e8)
      return { row, key: 'resultImports.pointsInvalid', params: { value: raw.points } };
    points = n.toFixed(2);
  }
  return {
    row,
    ...placing,
    lastName: raw.lastName,
    firstName: raw.firstName,
    birthDate,
    registrationNumber: raw.registrationNumber || null,
    club: raw.club || null,
    result: raw.result || null,
    points,
  };
}

/** Who a row is, apart from its placing (for the duplicate check). */
export const personKey = (r: ResultRow) =>
  r.registrationNumber
    ? `reg:${r.registrationNumber}`
    : `name:${normalizeText(r.lastName)}|${normalizeText(r.firstName)}|${r.birthDate ?? ''}`;

/** The row's identity across runs of the same file: source, names, birth, number and placing. */
export const rowKey = (source: string, r: ResultRow) =>
  [
    source,
    normalizeText(r.lastName),
    normalizeText(r.firstName),
    r.birthDate ?? '',
    r.registrationNumber ?? '',
    `${r.rankFrom}-${r.rankTo}${r.shared ? 's' : ''}`,
  ].join('|');

// --- The tournament software's JSON ------------------------------------------------------------

export interface SoftwareDiscipline {
  /** Its position in `disciplines` (0-based), for messages. */
  index: number;
  externalId: string | null;
  name: string | null;
  rows: RawResultRow[];
}

const fileProblem = (key: string, params: MessageParams = {}) =>
  new AppError('validation_failed', 400, {}, [{ field: 'fileUrl', key, params }]);

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string') return v.trim();
  return '\u0000'; // Neither text nor a number: refused by the row check as a bad character.
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The file's disciplines and their rows: a 400 naming `fileUrl` when it is not JSON of the format
 * (every structural problem at once); the rows' own problems are checked later, per row.
 */
export function parseSoftwareFile(text: string): SoftwareDiscipline[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw fileProblem('resultImports.notJson');
  }
  if (!isObject(doc) || doc.format !== RESULT_SOFTWARE_FORMAT)
    throw fileProblem('resultImports.wrongFormat', { format: RESULT_SOFTWARE_FORMAT });
  if (!Array.isArray(doc.disciplines) || doc.disciplines.length === 0) throw fileProblem('resultImports.noDisciplines');
  const problems: { key: string; params: MessageParams }[] = [];
  const out: SoftwareDiscipline[] = [];
  doc.disciplines.forEach((d, index) => {
    const at = { index: index + 1 };
    if (!isObject(d) || !Array.isArray(d.results)) {
      problems.push({ key: 'resultImports.disciplineShape', params: at });
      return;
    }
    const externalId = cell(d.externalId) || null;
    const name = cell(d.name) || null;
    if (!externalId && !name) {
      problems.push({ key: 'resultImports.disciplineShape', params: at });
      return;
    }
    if ((externalId && CONTROL.test(externalId)) || (name && CONTROL.test(name)) || (name?.length ?? 0) > 200) {
      problems.push({ key: 'resultImports.disciplineShape', params: at });
      return;
    }
    const rows = d.results.map((r, i): RawResultRow => {
      const o = isObject(r) ? r : {};
      return {
        row: i + 1,
        place: cell(o.place),
        lastName: cell(o.lastName),
        firstName: cell(o.firstName),
        birthDate: cell(o.birthDate),
        registrationNumber: cell(o.registrationNumber),
        club: cell(o.club),
        result: cell(o.result),
        points: cell(o.points),
      };
    });
    out.push({ index, externalId, name, rows });
  });
  if (problems.length)
    throw new AppError(
      'validation_failed',
      400,
      {},
      problems.map((p) => ({ field: 'fileUrl', ...p })),
    );
  return out;
}
