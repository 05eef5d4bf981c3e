// COPY ... FROM STDIN in PostgreSQL's text format, streamed: rows are formatted as they are
// generated and sent in chunks, so a million rows never sit in memory as one string.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type CopyValue = string | number | boolean | null;

/** COPY's null. */
export const NULL = '\\N';

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One field in COPY text format: \N for null, backslash escapes for \ tab newline return. */
export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (c) => ESCAPES[c] ?? c) : value;
}

/** A text field that may be null (hot paths build lines themselves; numbers need no escaping). */
export function textField(value: string | null): string {
  if (value === null) return '\\N';
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (c) => ESCAPES[c] ?? c) : value;
}

/** A number field that may be null. */
export function numberField(value: number | null): string {
  return value === null ? '\\N' : String(value);
}

/** One row (a line ending in a newline). */
export function copyLine(values: readonly CopyValue[]): string {
  let line = copyField(values[0] ?? null);
  for (let i = 1; i < values.length; i++) line += `\t${copyField(values[i] ?? null)}`;
  return `${line}\n`;
}

const CHUNK_CHARS = 256 * 1024;

/** Joins lines into chunks of about CHUNK_CHARS characters. */
function* chunked(lines: Iterable<string>): Generator<string> {
  let parts: string[] = [];
  let size = 0;
  for (const line of lines) {
    parts.push(line);
    size += line.length;
    if (size >= CHUNK_CHARS) {
      yield parts.join('');
      parts = [];
      size = 0;
    }
  }
  if (parts.length) yield parts.join('');
}

/** Streams `lines` (from copyLine) into `table (columns)`; returns the rows PostgreSQL took. */
export async function copyInto(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
): Promise<number> {
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunked(lines), { objectMode: false }), sink);
  return sink.rowCount;
}
