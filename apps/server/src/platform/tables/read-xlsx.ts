// XLSX through exceljs's streaming reader: the first worksheet, row by row, every cell as text
// (dates as ISO, numbers without binary float noise, rich text flattened, formulas as their result).
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ReadTableOptions, TableReadResult, TableRow } from './read-table';
import { mapHeader, mappedKeys, toTableRow } from './table-header';
import { TableError } from './table-problems';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** exceljs gives dates as UTC instants of the spreadsheet's wall-clock time. */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  // Excel keeps times as fractions of a day: 14:30 may come back as 14:29:59.9999.
  const t = new Date(Math.round(d.getTime() / 1000) * 1000);
  const date = `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  if (t.getUTCHours() === 0 && t.getUTCMinutes() === 0 && t.getUTCSeconds() === 0) return date;
  return `${date}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** 0.1 + 0.2 is stored as 0.30000000000000004; Excel itself shows 15 significant digits. */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(15)));
}

/** A number format that shows a date or time (d, m, y, h, s outside quotes and brackets). */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const bare = format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** The text of a cell value as a person reads it. */
export function cellText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    // The streaming reader leaves a formula's date result as a serial number.
    if (typeof result === 'number' && isDateFormat(numFmt))
      return dateText(new Date(Math.round((result - 25569) * 86400000)));
    return cellText(result ?? null, numFmt);
  }
  if ('hyperlink' in value) return cellText((value as { text?: ExcelJS.CellValue }).text ?? '', numFmt);
  if ('error' in value) return String(value.error);
  return '';
}

function rowTexts(row: ExcelJS.Row): string[] {
  const out: string[] = [];
  const count = row.cellCount;
  for (let i = 1; i <= count; i++) {
    const cell = row.getCell(i);
    out.push(cellText(cell.value, cell.numFmt));
  }
  return out;
}

/** Reads the stream's first chunk; returns it and a stream of the whole input again. */
async function peek(input: Readable): Promise<{ first: Buffer | null; stream: Readable }> {
  const it = input[Symbol.asyncIterator]();
  const next = await it.next();
  const first = next.done ? null : Buffer.from(next.value as Uint8Array);
  const stream = Readable.from(
    (async function* () {
      if (first) yield first;
      for (;;) {
        const n = await it.next();
        if (n.done) return;
        yield n.value as Buffer;
      }
    })(),
    { objectMode: false },
  );
  return { first, stream };
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

export async function readXlsx(input: Readable, options: ReadTableOptions): Promise<TableReadResult> {
  const { first, stream } = await peek(input);
  const close = () => {
    stream.destroy();
    input.destroy();
  };
  if (!first || first.length === 0) {
    close();
    return { ok: false, problems: [{ code: 'empty' }] };
  }
  if (!ZIP.every((b, i) => first[i] === b)) {
    close();
    return { ok: false, problems: [{ code: 'badXlsx' }] };
  }

  // Loaded on the first XLSX (exceljs and its zip libraries hold about 20 MB in every server).
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Dates are numbers formatted as dates: without the styles they would read as numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let rowIterator: AsyncIterator<ExcelJS.Row>;
  let headerCells: string[] | undefined;
  let headerRow = 0;
  try {
    const sheet = await reader[Symbol.asyncIterator]().next();
    if (sheet.done) {
      close();
      return { ok: false, problems: [{ code: 'badXlsx' }] };
    }
    rowIterator = sheet.value[Symbol.asyncIterator]();
    for (;;) {
      const next = await rowIterator.next();
      if (next.done) break;
      const texts = rowTexts(next.value);
      if (texts.some((t) => t.trim() !== '')) {
        headerCells = texts;
        headerRow = next.value.number;
        break;
      }
    }
  } catch {
    // A damaged archive or sheet: what exceljs and the unzipper say helps nobody.
    close();
    return { ok: false, problems: [{ code: 'badXlsx' }] };
  }
  const { mapping, problems } = mapHeader(headerCells, options.columns, options.unknownColumns);
  if (problems.length) {
    close();
    return { ok: false, problems };
  }

  const rows = async function* (): AsyncGenerator<TableRow> {
    try {
      for (;;) {
        let next: IteratorResult<ExcelJS.Row>;
        try {
          next = await rowIterator.next();
        } catch {
          throw new TableError({ code: 'badXlsx' });
        }
        if (next.done) return;
        if (next.value.number <= headerRow) continue;
        const row = toTableRow(next.value.number, rowTexts(next.value), mapping);
        if (row) yield row;
      }
    } finally {
      close();
    }
  };
  return { ok: true, columns: mappedKeys(mapping), rows: rows(), close };
}
