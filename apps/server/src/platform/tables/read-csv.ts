// CSV as Czech Excel and people write it: UTF-8 (with or without BOM) or windows-1250, `;` or `,`
// (told apart on the header line), quoted fields with separators, quotes and newlines.
import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { TableTextDecoder } from './charset';
import type { CsvDelimiter, ReadTableOptions, TableReadResult, TableRow } from './read-table';
import { mapHeader, mappedKeys, toTableRow } from './table-header';
import { TableError } from './table-problems';

/** The longest record accepted (characters); guards memory against a quote that never closes. */
const MAX_RECORD_SIZE = 1_000_000;

/**
 * Where the first record of `text` ends (after leading blank lines), respecting quotes; -1 when
 * it does not end within the text yet. Also returns where it starts.
 */
function firstRecord(text: string): { start: number; end: number } {
  let start = 0;
  while (start < text.length && /\s/.test(text[start]!)) start++;
  let quoted = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if ((c === '\n' || c === '\r') && !quoted) return { start, end: i };
  }
  return { start, end: -1 };
}

/** The separator used more often outside quotes on the header line; `;` on a tie (Czech Excel). */
export function detectDelimiter(line: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === ';') semicolons++;
    else if (!quoted && c === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'unclosedQuote',
  CSV_INVALID_CLOSING_QUOTE: 'badQuote',
  CSV_MAX_RECORD_SIZE: 'recordTooLong',
};

function asTableError(err: unknown): unknown {
  if (err instanceof CsvError) {
    const line = (err as CsvError & { lines?: number }).lines;
    return new TableError({
      code: 'badCsv',
      params: { line: line ?? '?', csvProblem: CSV_PROBLEMS[err.code] ?? 'syntax' },
    });
  }
  return err;
}

export async function readCsv(input: Readable, options: ReadTableOptions): Promise<TableReadResult> {
  const decoder = new TableTextDecoder(options.encoding);
  const text = (async function* () {
    for await (const chunk of input) {
      const t = decoder.write(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
      if (t) yield t;
    }
    const t = decoder.end();
    if (t) yield t;
  })();

  // Text up to the end of the header line, to choose the separator before parsing.
  let head = '';
  let header = firstRecord(head);
  try {
    while (header.end === -1 && head.length < MAX_RECORD_SIZE) {
      const next = await text.next();
      if (next.done) break;
      head += next.value;
      header = firstRecord(head);
    }
  } catch (err) {
    input.destroy();
    if (err instanceof TableError) return { ok: false, problems: [err.problem] };
    throw err;
  }
  if (!head.trim()) {
    input.destroy();
    return { ok: false, problems: [{ code: 'empty' }] };
  }
  const delimiter =
    options.delimiter ?? detectDelimiter(head.slice(header.start, header.end === -1 ? undefined : header.end));

  const parser = parse({
    delimiter,
    relax_column_count: true,
    // Hand-written files have quotes inside unquoted values ("5" x 3"); spaces around quoted
    // values are trimmed anyway.
    relax_quotes: true,
    ltrim: true,
    rtrim: true,
    max_record_size: MAX_RECORD_SIZE,
  });
  const source = Readable.from(
    (async function* () {
      yield head;
      yield* text;
    })(),
  );
  // Errors of the source (a decoding problem) reach the parser, and so the rows' consumer.
  pipeline(source, parser, () => {});
  const records: AsyncIterator<string[]> = parser[Symbol.asyncIterator]();
  const close = () => {
    parser.destroy();
    source.destroy();
    input.destroy();
  };

  // Blank lines before the header count as rows, as in a spreadsheet.
  let record = 0;
  let headerCells: string[] | undefined;
  try {
    for (;;) {
      const next = await records.next();
      if (next.done) break;
      record++;
      if (next.value.some((c) => c.trim() !== '')) {
        headerCells = next.value;
        break;
      }
    }
  } catch (err) {
    close();
    const e = asTableError(err);
    if (e instanceof TableError) return { ok: false, problems: [e.problem] };
    throw e;
  }
  const { mapping, problems } = mapHeader(headerCells, options.columns, options.unknownColumns);
  if (problems.length) {
    close();
    return { ok: false, problems };
  }

  const rows = async function* (): AsyncGenerator<TableRow> {
    try {
      for (;;) {
        const next = await records.next();
        if (next.done) return;
        record++;
        const row = toTableRow(record, next.value, mapping);
        if (row) yield row;
      }
    } catch (err) {
      throw asTableError(err);
    } finally {
      close();
    }
  };
  return {
    ok: true,
    columns: mappedKeys(mapping),
    // Undecided while everything read so far is ASCII.
    get encoding() {
      return decoder.encoding ?? undefined;
    },
    delimiter,
    rows: rows(),
    close,
  };
}
