// What can be wrong with an uploaded table, as translatable problems: the reader returns them
// (or throws them as a 400 once rows are streaming), so no bad file ever becomes a 500.
import { AppError } from '../errors/app-error';
import type { MessageParams } from '../i18n/messages';

export type TableProblemCode =
  /** No bytes, or nothing but a BOM and blank lines. */
  | 'empty'
  /** NUL bytes or another binary signature: not a text file. */
  | 'binary'
  /** An Excel workbook (XLSX or old XLS) sent as CSV. */
  | 'workbook'
  /** UTF-16 text ("Unicode text" of Excel), which we do not read. */
  | 'utf16'
  /** Parts in UTF-8 and parts in windows-1250. */
  | 'mixedEncoding'
  /** Not in the encoding the caller chose explicitly. */
  | 'wrongEncoding'
  /** Broken CSV syntax (an unclosed quote, a record too long). */
  | 'badCsv'
  /** Not a readable XLSX workbook. */
  | 'badXlsx'
  | 'missingColumns'
  | 'unknownColumns'
  | 'duplicateColumns'
  /** A value in a column that has no header. */
  | 'valueWithoutHeader';

export interface TableProblem {
  code: TableProblemCode;
  params?: MessageParams;
}

/** A problem found while rows are already streaming; a 400 naming it if it reaches a route. */
export class TableError extends AppError {
  constructor(readonly problem: TableProblem) {
    super('validation_failed', 400, {}, [{ field: 'file', key: `table.${problem.code}`, params: problem.params }]);
  }
}

/** The 400 answer naming every problem of a table (header problems are all listed at once). */
export function tableProblemsError(problems: TableProblem[], field = 'file'): AppError {
  return new AppError(
    'validation_failed',
    400,
    {},
    problems.map((p) => ({ field, key: `table.${p.code}`, params: p.params })),
  );
}

/** Excel's column name of a 1-based column number (1 -> A, 27 -> AA). */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
