// Reading an uploaded table (CSV or XLSX) as a stream of rows keyed by the caller's columns.
// The header is read and checked first: problems with it come back as a list (the caller answers
// 400 naming them); later problems (a broken quote, a value without a header) are thrown as
// TableError, itself a 400.
import type { Readable } from 'node:stream';
import type { TableEncoding } from './charset';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import type { TableProblem } from './table-problems';

export type TableFormat = 'csv' | 'xlsx';
export type CsvDelimiter = ';' | ',';

/** A column the caller knows; the file's header names it by any of `headers` (or by `key`). */
export interface TableColumn {
  key: string;
  /** Accepted header texts, the first one used in messages; compared without case and accents. */
  headers: readonly string[];
  /** The header must have it. */
  required?: boolean;
}

/** One data row: its number as a spreadsheet shows it (the header is 1) and trimmed cells by key. */
export interface TableRow {
  record: number;
  cells: Record<string, string>;
}

export interface ReadTableOptions {
  format: TableFormat;
  columns: readonly TableColumn[];
  /** CSV only: the encoding; detected when missing (see charset.ts). */
  encoding?: TableEncoding;
  /** CSV only: the separator; detected from the header line when missing. */
  delimiter?: CsvDelimiter;
  /** Header cells that match no column: a problem (default), or ignored with their values. */
  unknownColumns?: 'error' | 'ignore';
}

export interface TableReader {
  ok: true;
  /** The keys of the columns the header has, in the file's order. */
  columns: string[];
  /** CSV only: what was used (detected or chosen). */
  encoding?: TableEncoding;
  delimiter?: CsvDelimiter;
  /** The data rows, read as they are consumed; skips empty rows; throws TableError. */
  rows: AsyncIterable<TableRow>;
  /** Stops reading (when the rows are not consumed to the end). */
  close(): void;
}

export type TableReadResult = TableReader | { ok: false; problems: TableProblem[] };

/**
 * Opens a table: checks the file and its header and returns the row stream, or the problems.
 * Never throws for a bad file; only the row stream throws (TableError) on problems further in.
 */
export function readTable(input: Readable, options: ReadTableOptions): Promise<TableReadResult> {
  return options.format === 'xlsx' ? readXlsx(input, options) : readCsv(input, options);
}
