// Writing a table as CSV for Czech Excel (UTF-8 with BOM, `;`, CRLF, decimal comma) or as XLSX
// (exceljs's streaming writer), pulling rows from an async iterable as the reader takes them, so
// memory stays flat however many rows there are. Text never becomes a formula: in CSV a cell
// starting with = + - @ tab or CR gets a leading apostrophe; in XLSX text is stored as a string.
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';
import { now } from '../clock';

export type CellType = 'text' | 'number' | 'amount' | 'date' | 'dateTime';
/** text: a string; number, amount: a number; date: "YYYY-MM-DD"; dateTime: an ISO timestamp. */
export type CellValue = string | number | null | undefined;

export interface TableOutColumn {
  header: string;
  type?: CellType;
  /** XLSX column width in characters. */
  width?: number;
}

export interface WriteTableOptions {
  /** XLSX worksheet name (at most 31 characters, no []:*?/\). */
  sheetName?: string;
  /** Time zone of dateTime cells (wall-clock time in the file). */
  timeZone?: string;
}

/** The federation's time: dates and times in files are Czech wall-clock time. */
export const TABLE_TIME_ZONE = 'Europe/Prague';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would run as a formula gets an apostrophe in front (OWASP). */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a time zone, as numbers. */
function wallClock(iso: string, timeZone: string): [number, number, number, number, number, number] | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const parts = f.formatToParts(d);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today in a time zone, "YYYY-MM-DD" (for file names). */
export function todayIn(timeZone = TABLE_TIME_ZONE): string {
  const [y, m, d] = wallClock(now().toISOString(), timeZone)!;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

function csvCell(value: CellValue, type: CellType, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'number':
      return typeof value === 'number' ? String(value).replace('.', ',') : inertText(String(value));
    case 'amount':
      return typeof value === 'number' ? value.toFixed(2).replace('.', ',') : inertText(String(value));
    case 'date':
      // ISO: every Excel reads it as a date whatever its language, and so do our imports.
      return typeof value === 'string' && ISO_DATE.test(value) ? value : inertText(String(value));
    case 'dateTime': {
      const t = typeof value === 'string' ? wallClock(value, timeZone) : null;
      return t ? `${pad(t[0], 4)}-${pad(t[1])}-${pad(t[2])} ${pad(t[3])}:${pad(t[4])}` : inertText(String(value));
    }
    default:
      return inertText(String(value));
  }
}

// XML 1.0 cannot hold these; one of them would make the whole workbook unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** Excel's limit of characters in a cell. */
const MAX_CELL_TEXT = 32767;

function xlsxCell(value: CellValue, type: CellType, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if ((type === 'number' || type === 'amount') && typeof value === 'number') return value;
  if (type === 'date' && typeof value === 'string' && ISO_DATE.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d));
  }
  if (type === 'dateTime' && typeof value === 'string') {
    const t = wallClock(value, timeZone);
    // exceljs stores a Date's UTC fields: the wall-clock time goes in as if it were UTC.
    if (t) return new Date(Date.UTC(t[0], t[1] - 1, t[2], t[3], t[4], t[5]));
  }
  // A string cell, never a formula, whatever it starts with.
  return String(value).replace(XML_INVALID, '').slice(0, MAX_CELL_TEXT);
}

const NUMBER_FORMATS: Partial<Record<CellType, string>> = {
  amount: '#,##0.00',
  date: 'd. m. yyyy',
  dateTime: 'd. m. yyyy h:mm',
};
const DEFAULT_WIDTHS: Record<CellType, number> = { text: 24, number: 10, amount: 14, date: 12, dateTime: 17 };

/**
 * The rows' iterator, closed as soon as `stream` closes (a finished or abandoned download), even
 * when no row was asked for yet: a generator that never started would never run its `finally`.
 */
function rowsClosedWith(stream: Readable, rows: AsyncIterable<readonly CellValue[]>) {
  const iterator = rows[Symbol.asyncIterator]();
  stream.once('close', () => {
    iterator.return?.()?.catch(() => {});
  });
  return iterator;
}

/** Records per piece of CSV text: one socket write per batch, not per row. */
const CSV_BATCH = 500;
const CSV_OPTIONS = { delimiter: ';', record_delimiter: '\r\n' } as const;

function csvStream(columns: readonly TableOutColumn[], rows: AsyncIterable<readonly CellValue[]>, timeZone: string) {
  let iterator: AsyncIterator<readonly CellValue[]> | undefined;
  const text = async function* () {
    yield `\ufeff${stringify([columns.map((c) => inertText(c.header))], CSV_OPTIONS)}`;
    let batch: string[][] = [];
    for (;;) {
      const next = await iterator!.next();
      if (next.done) break;
      batch.push(columns.map((c, i) => csvCell(next.value[i], c.type ?? 'text', timeZone)));
      if (batch.length >= CSV_BATCH) {
        yield stringify(batch, CSV_OPTIONS);
        batch = [];
      }
    }
    if (batch.length) yield stringify(batch, CSV_OPTIONS);
  };
  // Pulled only as fast as it is read (64 KiB ahead at most).
  const stream = Readable.from(text(), { objectMode: false, highWaterMark: 64 * 1024 });
  iterator = rowsClosedWith(stream, rows);
  return stream;
}

/** Waits until `stream` wants more data; rejects when it is closed first. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('table output closed'));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

/**
 * exceljs 4.4 internals: the worksheet's buffer, and the archiver's entry stream it writes into
 * without waiting (readable-stream 2, hence `_writableState`). What they hold is the XML not yet
 * compressed; tables.test.ts fails if a new exceljs moves them.
 */
interface SheetStream {
  buffers: { length: number }[];
  pipes: { _writableState?: { length: number } }[];
}
/** XML allowed to wait for the zip before the rows wait. */
const MAX_BACKLOG = 1 << 20;

function backlog(sheet: ExcelJS.Worksheet): number {
  const s = (sheet as unknown as { stream: SheetStream }).stream;
  return s.buffers.reduce((n, b) => n + b.length, 0) + (s.pipes[0]?._writableState?.length ?? 0);
}

/** Waits while the reader or the compression is behind, so that rows never pile up. */
async function waitForRoom(out: Writable, sheet: ExcelJS.Worksheet): Promise<void> {
  for (;;) {
    if (out.destroyed) throw new Error('table output closed');
    if (out.writableNeedDrain) await drained(out);
    else if (backlog(sheet) > MAX_BACKLOG) await new Promise((resolve) => setTimeout(resolve, 2));
    else return;
  }
}

function xlsxStream(
  columns: readonly TableOutColumn[],
  rows: AsyncIterable<readonly CellValue[]>,
  options: Required<WriteTableOptions>,
) {
  const out = new PassThrough();
  const iterator = rowsClosedWith(out, rows);
  const write = async () => {
    // Loaded on the first XLSX (exceljs and its zip libraries hold about 20 MB in every server).
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(options.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((c) => ({ width: c.width ?? DEFAULT_WIDTHS[c.type ?? 'text'] }));
    const header = sheet.addRow(columns.map((c) => c.header.replace(XML_INVALID, '')));
    header.font = { bold: true };
    header.commit();
    if (columns.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const values = next.value;
      const row = sheet.addRow(columns.map((c, i) => xlsxCell(values[i], c.type ?? 'text', options.timeZone)));
      columns.forEach((c, i) => {
        const format = NUMBER_FORMATS[c.type ?? 'text'];
        if (format) row.getCell(i + 1).numFmt = format;
      });
      row.commit();
      await waitForRoom(out, sheet);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: Error) => out.destroy(err));
  return out;
}

/**
 * The file as a readable stream (for an HTTP reply). The rows are pulled only as fast as the
 * stream is read; when the reader stops, the rows' iterator is closed (its `finally` runs).
 */
export function tableStream(
  format: 'csv' | 'xlsx',
  columns: readonly TableOutColumn[],
  rows: AsyncIterable<readonly CellValue[]>,
  options: WriteTableOptions = {},
): Readable {
  const timeZone = options.timeZone ?? TABLE_TIME_ZONE;
  return format === 'csv'
    ? csvStream(columns, rows, timeZone)
    : xlsxStream(columns, rows, { sheetName: options.sheetName ?? 'Sheet1', timeZone });
}

/** Writes the file to a stream (a file, an upload) and resolves when it is complete. */
export function writeTable(
  format: 'csv' | 'xlsx',
  out: Writable,
  columns: readonly TableOutColumn[],
  rows: AsyncIterable<readonly CellValue[]>,
  options: WriteTableOptions = {},
): Promise<void> {
  return pipelineAsync(tableStream(format, columns, rows, options), out);
}
