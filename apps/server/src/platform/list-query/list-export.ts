// Every list exports as CSV or XLSX (`?format=`): the list's own statement with its filters and
// sort but no paging, read through a server-side cursor in batches and streamed into the file, so
// a hundred thousand rows cost no more memory than one batch. Each list declares its columns.

import type { Readable } from 'node:stream';
import { LIST_EXPORT_CONTENT_TYPES, type ListExportFormat, type LocalizedText } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import { cursorRows, poolSize } from '../db/cursor';
import type { Db } from '../db/pool';
import { AppError } from '../errors/app-error';
import type { Language } from '../i18n/messages';
import { type CellType, type CellValue, type TableOutColumn, tableStream, todayIn } from '../tables';

export interface ExportColumn<Row, Ctx> {
  label: LocalizedText;
  /** How the value is written (default text); a boolean is written as yes / no in the language. */
  type?: CellType | 'boolean';
  value: (row: Row, ctx: Ctx) => CellValue | boolean;
  /** XLSX width in characters. */
  width?: number;
}

export interface ListExport<Row, Ctx = undefined> {
  /** Start of the file name, ASCII: "people" gives people-2026-11-21.csv. */
  name: string;
  /** The worksheet's name. */
  title: LocalizedText;
  /** What the cells need besides the row (codebook names), loaded once per export. */
  prepare?: (db: Db, lang: Language) => Promise<Ctx>;
  columns: ExportColumn<Row, Ctx>[];
}

/** Declares a list's export (types the columns by the row). */
export function defineListExport<Row, Ctx = undefined>(def: ListExport<Row, Ctx>): ListExport<Row, Ctx> {
  return def;
}

/** Reference tables whose rows have a Czech and an English name. */
export type NamedTable =
  | 'countries'
  | 'regions'
  | 'districts'
  | 'sexes'
  | 'sections'
  | 'federation_units'
  | 'club_types'
  | 'person_role_types'
  | 'person_role_levels'
  | 'approval_states';

/** Id -> name in the language, of a (small) reference table. */
export async function referenceNames(db: Db, table: NamedTable, lang: Language): Promise<Map<number, string>> {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, ${name} AS name FROM ${sql.identifier(table)}`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Id -> name in the language, of one list of the generic codebook entries. */
export async function codebookNames(db: Db, list: string, lang: Language): Promise<Map<number, string>> {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, ${name} AS name FROM codebook_entries WHERE list = ${list}`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The name of an id in such a map; an id without a name shows as itself, none as an empty cell. */
export const nameOf = (names: Map<number, string>, id: number | null): string | null =>
  id === null ? null : (names.get(id) ?? String(id));

const { builtins } = pg.types;
// Values arrive as the list's JSON answer has them: Drizzle leaves these types as PostgreSQL's text.
const AS_TEXT = new Set<number>([builtins.TIMESTAMPTZ, builtins.TIMESTAMP, builtins.DATE, builtins.INTERVAL]);
const types = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format as 'text'),
};

/** Rows fetched per round trip of the cursor. */
export const EXPORT_BATCH = 1000;

/** Exports running per database: each holds a connection for its whole download. */
const running = new WeakMap<Db, number>();

/** A quarter of the pool (at least 2) serves exports, so that lists and forms keep theirs. */
export function exportLimit(db: Db): number {
  return Math.max(2, Math.floor(poolSize(db) / 4));
}

/**
 * Every row of a statement, in batches, through a server-side cursor on a connection of its own
 * (`cursorRows` of platform/db); `onLost` is told when the connection breaks between batches.
 * Beyond `exportLimit` exports at once, the next is a 503 with Retry-After.
 */
async function* exportRows<T>(
  db: Db,
  statement: SQL,
  options: { batchSize?: number; onLost?: (err: Error) => void } = {},
): AsyncGenerator<T[]> {
  const count = running.get(db) ?? 0;
  if (count >= exportLimit(db)) {
    throw new AppError('service_unavailable', 503, {}, [{ key: 'list.exportBusy' }], { 'retry-after': '10' });
  }
  running.set(db, count + 1);
  try {
    yield* cursorRows<T>(db, statement, {
      batchSize: Math.floor(options.batchSize ?? EXPORT_BATCH),
      onLost: options.onLost,
      types,
    });
  } finally {
    running.set(db, (running.get(db) ?? 1) - 1);
  }
}

/** A boolean cell's words in each language. */
export const YES_NO: Record<Language, [string, string]> = { cs: ['Ano', 'Ne'], en: ['Yes', 'No'] };

/**
 * The export's rows as cells, one by one from the batches. The first batch is fetched before
 * anything is sent, so a failing statement is still a problem answer; closing the iterator
 * closes the cursor, also before the first row was asked for.
 */
async function exportCells<Row, Ctx>(
  batches: AsyncGenerator<Row[]>,
  exportAs: ListExport<Row, Ctx>,
  ctx: Ctx,
  lang: Language,
): Promise<AsyncIterableIterator<CellValue[]>> {
  const [yes, no] = YES_NO[lang];
  const toCells = (row: Row): CellValue[] =>
    exportAs.columns.map((c) => {
      const v = c.value(row, ctx);
      return typeof v === 'boolean' ? (v ? yes : no) : v;
    });
  const first = await batches.next();
  let batch: Row[] = first.done ? [] : first.value;
  let index = 0;
  let finished = first.done === true;
  const end = { done: true as const, value: undefined };
  const iterator: AsyncIterableIterator<CellValue[]> = {
    [Symbol.asyncIterator]() {
      return iterator;
    },
    async next() {
      while (index >= batch.length) {
        if (finished) return end;
        const n = await batches.next();
        if (n.done) {
          finished = true;
          return end;
        }
        batch = n.value;
        index = 0;
      }
      return { done: false, value: toCells(batch[index++]!) };
    },
    async return() {
      finished = true;
      await batches.return(undefined);
      return end;
    },
  };
  return iterator;
}

export interface ListExportRequest<Row, Ctx> {
  db: Db;
  /** Every row of the list, sorted (the list's page statement without paging). */
  statement: SQL;
  format: ListExportFormat;
  lang: Language;
  exportAs: ListExport<Row, Ctx>;
}

/**
 * Answers the request with the file: attachment, streamed, not cached. Resolves once the first
 * rows are read and the stream is handed over; the handler then returns STREAMED.
 */
export async function sendListExport<Row, Ctx>(
  reply: FastifyReply,
  request: ListExportRequest<Row, Ctx>,
): Promise<void> {
  const { exportAs, lang, format } = request;
  const ctx = (exportAs.prepare ? await exportAs.prepare(request.db, lang) : undefined) as Ctx;
  let file: Readable | undefined;
  const batches = exportRows<Row>(request.db, request.statement, { onLost: (err) => file?.destroy(err) });
  const cells = await exportCells(batches, exportAs, ctx, lang);
  const columns: TableOutColumn[] = exportAs.columns.map((c) => ({
    header: c.label[lang],
    type: c.type === 'boolean' ? 'text' : c.type,
    width: c.width,
  }));
  file = tableStream(format, columns, cells, { sheetName: exportAs.title[lang] });
  reply
    .header('content-type', LIST_EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${exportAs.name}-${todayIn()}.${format}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file);
}
