// The header of an uploaded table matched to the caller's columns, and data rows keyed by them.
import type { TableColumn, TableRow } from './read-table';
import { columnLetter, TableError, type TableProblem } from './table-problems';

/** Header text as compared: no case, accents, required-marks or punctuation differences. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[*:]/g, '')
    .replace(/[\s_.-]+/g, ' ')
    .trim();
}

/** Where each header cell goes: a column key, '' for a cell without a header, null for ignored. */
export type HeaderMapping = (string | null)[];

/** Matches the header cells to the columns; every problem of the header at once (no header: empty). */
export function mapHeader(
  cells: readonly string[] | undefined,
  columns: readonly TableColumn[],
  unknownColumns: 'error' | 'ignore' = 'error',
): { mapping: HeaderMapping; problems: TableProblem[] } {
  if (!cells) return { mapping: [], problems: [{ code: 'empty' }] };
  const byName = new Map<string, TableColumn>();
  for (const c of columns) for (const h of [c.key, ...c.headers]) byName.set(normalizeHeader(h), c);
  const mapping: HeaderMapping = [];
  const seen = new Set<string>();
  const unknown: string[] = [];
  const duplicate: string[] = [];
  for (const raw of cells) {
    const text = raw.trim();
    if (!text) {
      mapping.push('');
      continue;
    }
    const column = byName.get(normalizeHeader(text));
    if (!column) {
      unknown.push(text);
      mapping.push(null);
    } else if (seen.has(column.key)) {
      duplicate.push(text);
      mapping.push(null);
    } else {
      seen.add(column.key);
      mapping.push(column.key);
    }
  }
  const problems: TableProblem[] = [];
  const missing = columns.filter((c) => c.required && !seen.has(c.key)).map((c) => c.headers[0] ?? c.key);
  if (missing.length) problems.push({ code: 'missingColumns', params: { columns: missing.join(', ') } });
  if (unknown.length && unknownColumns === 'error')
    problems.push({ code: 'unknownColumns', params: { columns: unknown.join(', ') } });
  if (duplicate.length) problems.push({ code: 'duplicateColumns', params: { columns: duplicate.join(', ') } });
  return { mapping, problems };
}

/** A data row from its raw cells; null for a row with nothing in it. Throws for a stray value. */
export function toTableRow(record: number, raw: readonly string[], mapping: HeaderMapping): TableRow | null {
  const cells: Record<string, string> = {};
  for (const key of mapping) if (key) cells[key] = '';
  let empty = true;
  for (let i = 0; i < raw.length; i++) {
    const value = raw[i]!.trim();
    if (!value) continue;
    const key = mapping[i] ?? (i < mapping.length ? null : '');
    if (key === null) continue;
    if (key === '')
      throw new TableError({ code: 'valueWithoutHeader', params: { record, column: columnLetter(i + 1) } });
    cells[key] = value;
    empty = false;
  }
  return empty ? null : { record, cells };
}

/** The keys present in a mapping, in order. */
export function mappedKeys(mapping: HeaderMapping): string[] {
  return mapping.filter((k): k is string => !!k);
}
