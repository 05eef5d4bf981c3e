// The list convention in one place: parses offset, limit, sort and fields[NAME][o|v] from the
// query string, checks them against the list's whitelist, and builds the SQL pieces.
import {
  DEFAULT_LIMIT,
  hasControlCharacters,
  LIST_EXPORT_FORMATS,
  LIST_OPERATORS,
  type ListFieldType,
  type ListOperator,
  MAX_LIMIT,
  OPERATORS_BY_TYPE,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type FieldIssue, validationError } from '../errors/app-error';

type Value = string | number | boolean;
export type FilterInput = { op: ListOperator; values: Value[]; from?: string; to?: string };

export interface ListField {
  type: ListFieldType;
  /** The SQL expression compared (for plain fields). */
  column?: SQL;
  /**
   * The column kept lower-case and without accents (a stored generated column with its trigram
   * index): `valuesLike` compares it as it is, where `lower(f_unaccent(column))` would need an
   * index of its own on that expression; and word by word (`foldedWordsLike`), since it holds a
   * name whose parts a user may type in another order.
   */
  searchColumn?: SQL;
  /** For derived fields (e.g. "is a member of club X"): builds the condition itself. */
  filter?: (f: FilterInput) => SQL;
  /** Operators allowed; by default all that suit the type (or, with `filter`, none unless listed). */
  operators?: readonly ListOperator[];
  /** Whether the list may be sorted by it, and by which expressions (default: the column). */
  sort?: SQL[] | true;
  filterable?: boolean;
  /**
   * A matching filter on it (like, equal, member of) usually leaves few rows, so the list may
   * count them in the same scan that finds the page instead of searching twice.
   */
  selective?: boolean;
  /**
   * Conditions that must hold of one and the same related row (a person's role: of this type, in
   * this club, valid that day): the condition goes to `ParsedList.groups[group]` instead of
   * `where`, for the list to combine them in one EXISTS.
   */
  group?: string;
}

export interface ListSpec {
  fields: Record<string, ListField>;
  /** Sort used when the query gives none, e.g. "-validTill". */
  defaultSort: string;
  /** Appended to every ORDER BY so that paging is stable. */
  tieBreaker: SQL;
}

export interface ParsedList {
  offset: number;
  limit: number;
  /** `LIMIT … OFFSET …` of the page; empty for an export, which takes every row. */
  paging: SQL;
  /** `format` asks for the whole list as a file (see list-export.ts): no paging. */
  exporting: boolean;
  where: SQL[];
  /** The conditions of grouped fields (ListField.group), by group. */
  groups: Record<string, SQL[]>;
  orderBy: SQL;
  /** A filter on a `selective` field narrows the list (see ListField.selective). */
  selective: boolean;
}

const NARROWING: readonly ListOperator[] = ['valuesLike', 'valuesLikeCS', 'valuesEqual', 'valuesMemberOf'];

const FIELD_KEY = /^fields\[([^\][]+)\]\[(o|v)\](?:\[(|from|to)\])?$/;
const MAX_VALUES = 1000;
const MAX_TEXT = 200;

const PAGE_PARAMETERS = ['offset', 'limit', 'sort', 'format'];

/**
 * For a call that takes a list's filter but answers no page of it (its totals, a bulk action on
 * everything the filter matches): paging, sort and export parameters would be silently ignored
 * (a `limit` would not limit a payment), so they are refused by name.
 */
export function refusePageParameters(query: Record<string, unknown>): void {
  const issues: FieldIssue[] = Object.keys(query)
    .filter((key) => PAGE_PARAMETERS.includes(key))
    .map((key) => ({ field: key, key: 'list.badParameter', params: { label: key } }));
  if (issues.length) throw validationError(issues);
}

/** Parses a raw (flat-keyed) query object against a list's whitelist; throws a 400 listing every problem. */
export function parseListQuery(query: Record<string, unknown>, spec: ListSpec, extraParams: string[] = []): ParsedList {
  const issues: FieldIssue[] = [];
  const raw = new Map<string, { o?: string; v: string[]; from?: string; to?: string; hasV: boolean }>();

  for (const [key, value] of Object.entries(query)) {
    if (key === 'offset' || key === 'limit' || key === 'sort' || key === 'format' || extraParams.includes(key))
      continue;
    const m = FIELD_KEY.exec(key);
    if (!m) {
      issues.push({ field: key, key: 'list.badParameter', params: { label: key } });
      continue;
    }
    const [, name = '', part, sub] = m;
    const entry = raw.get(name) ?? { v: [], hasV: false };
    const values = (Array.isArray(value) ? value : [value]).map(String);
    if (part === 'o') entry.o = values[0];
    else if (sub === 'from') entry.from = values[0];
    else if (sub === 'to') entry.to = values[0];
    else entry.v.push(...values);
    if (part === 'v') entry.hasV = true;
    raw.set(name, entry);
  }

  const where: SQL[] = [];
  const groups: Record<string, SQL[]> = {};
  let selective = false;
  for (const [name, entry] of raw) {
    const field = `fields[${name}]`;
    const spec_ = listField(spec, name);
    if (!spec_ || spec_.filterable === false) {
      issues.push({ field, key: 'list.unknownFilter', params: { label: name } });
      continue;
    }
    const op = entry.o as ListOperator | undefined;
    if (!op || !(LIST_OPERATORS as readonly string[]).includes(op)) {
      issues.push({ field, key: 'list.unknownOperator', params: { label: name, operator: entry.o ?? '-' } });
      continue;
    }
    const allowed = spec_.operators ?? (spec_.filter ? [] : OPERATORS_BY_TYPE[spec_.type]);
    if (!allowed.includes(op)) {
      issues.push({ field, key: 'list.badOperator', params: { label: name, operator: op } });
      continue;
    }
    const parsed = parseFilterValues(name, spec_.type, op, entry, issues);
    if (!parsed) continue;
    const built = spec_.filter
      ? spec_.filter(parsed)
      : condition(spec_.column!, spec_.type, parsed, spec_.searchColumn);
    if (spec_.group) groups[spec_.group] = [...(groups[spec_.group] ?? []), built];
    else where.push(built);
    if (spec_.selective && NARROWING.includes(parsed.op)) selective = true;
  }

  // An export takes every row of the filter: offset and limit are ignored.
  const exporting = query.format !== undefined && query.format !== '';
  if (exporting && !(LIST_EXPORT_FORMATS as readonly unknown[]).includes(query.format))
    issues.push({ field: 'format', key: 'list.badFormat', params: { value: String(query.format).slice(0, 20) } });
  const offset = exporting ? 0 : parseIntParam(query.offset, 0);
  if (offset === null || offset < 0) issues.push({ field: 'offset', key: 'list.badOffset' });
  const limit = exporting ? 0 : parseIntParam(query.limit, DEFAULT_LIMIT);
  if (limit === null || (!exporting && (limit < 1 || limit > MAX_LIMIT)))
    issues.push({ field: 'limit', key: 'list.badLimit', params: { max: MAX_LIMIT } });

  const orderBy = parseSort(typeof query.sort === 'string' ? query.sort : spec.defaultSort, spec, issues);
  if (issues.length) throw validationError(issues);
  const paging = exporting ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`;
  return { offset: offset!, limit: limit!, paging, exporting, where, groups, orderBy, selective };
}

/**
 * A free-text parameter a list takes beside its filter (a reader's search `q`, named in
 * `extraParams`): one string within `max` characters and without control characters (a NUL byte
 * would fail in PostgreSQL); anything else is a 400 on it. Absent: undefined.
 */
export function textParam(query: Record<string, unknown>, name: string, max = MAX_TEXT): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max || hasControlCharacters(value)) {
    throw validationError([{ field: name, key: 'list.badParameter', params: { label: name } }]);
  }
  return value;
}

function parseIntParam(v: unknown, fallback: number): number | null {
  if (v === undefined || v === '') return fallback;
  if (typeof v !== 'string' || !/^\d{1,9}$/.test(v)) return null;
  return Number(v);
}

/** The list's own field of that name: never one inherited from Object.prototype (`__proto__`, `constructor`). */
function listField(spec: ListSpec, name: string): ListField | undefined {
  return Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
}

function parseSort(sortParam: string, spec: ListSpec, issues: FieldIssue[]): SQL {
  const parts: SQL[] = [];
  for (const token of sortParam
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const desc = token.startsWith('-');
    const name = desc ? token.slice(1) : token.replace(/^\+/, '');
    const f = listField(spec, name);
    if (!f?.sort) {
      issues.push({ field: 'sort', key: 'list.unknownSort', params: { label: name } });
      continue;
    }
    const exprs = f.sort === true ? [f.column!] : f.sort;
    for (const e of exprs) parts.push(desc ? sql`${e} DESC NULLS LAST` : sql`${e} ASC NULLS LAST`);
  }
  parts.push(spec.tieBreaker);
  return sql.join(parts, sql`, `);
}

const NO_VALUE: ListOperator[] = ['valueNull', 'valueNotNull'];

function parseFilterValues(
  name: string,
  type: ListFieldType,
  op: ListOperator,
  entry: { v: string[]; from?: string; to?: string; hasV: boolean },
  issues: FieldIssue[],
): FilterInput | null {
  const field = `fields[${name}]`;
  if (NO_VALUE.includes(op)) {
    if (entry.hasV && entry.v.some((x) => x !== '')) {
      issues.push({ field, key: 'list.valueNotAllowed', params: { label: name, operator: op } });
      return null;
    }
    return { op, values: [] };
  }
  if (op === 'valueDateRange') {
    const bad = [entry.from, entry.to].find((d) => d !== undefined && d !== '' && !isIsoDate(d));
    if (bad !== undefined) {
      issues.push({ field, key: 'list.badValue', params: { label: name, value: bad } });
      return null;
    }
    if (!entry.from && !entry.to) {
      issues.push({ field, key: 'list.valueRequired', params: { label: name } });
      return null;
    }
    return { op, values: [], from: entry.from || undefined, to: entry.to || undefined };
  }
  const rawValues = entry.v.filter((x) => x !== '');
  if (!rawValues.length) {
    issues.push({ field, key: 'list.valueRequired', params: { label: name } });
    return null;
  }
  const single = ['valueNotEqual', 'valueGreaterOrEqual', 'valueLowerOrEqual'].includes(op);
  if (rawValues.length > (single ? 1 : MAX_VALUES)) {
    issues.push({ field, key: 'list.badValue', params: { label: name, value: rawValues.join(',').slice(0, 50) } });
    return null;
  }
  const values: Value[] = [];
  for (const r of rawValues) {
    const v = coerce(type, r);
    if (v === null) {
      issues.push({ field, key: 'list.badValue', params: { label: name, value: r.slice(0, 50) } });
      return null;
    }
    values.push(v);
  }
  return { op, values };
}

function coerce(type: ListFieldType, raw: string): Value | null {
  switch (type) {
    case 'number':
      return /^-?\d{1,15}(\.\d{1,6})?$/.test(raw) ? Number(raw) : null;
    case 'date':
      return isIsoDate(raw) ? raw : null;
    case 'boolean':
      return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : null;
    default:
      // A control character (a NUL byte above all, which PostgreSQL text cannot hold) is no filter value.
      return raw.length <= MAX_TEXT && !hasControlCharacters(raw) ? raw : null;
  }
}

function isIsoDate(s: string): boolean {
  // PostgreSQL has no year 0 (JavaScript does): '0000-01-01' would fail in the query.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s.startsWith('0000')) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

const PG_TYPE: Record<ListFieldType, SQL> = {
  text: sql.raw('text[]'),
  number: sql.raw('numeric[]'),
  date: sql.raw('date[]'),
  boolean: sql.raw('boolean[]'),
};

/**
 * A number compared with a column, typed so that any number the query accepts compares: an
 * untyped parameter takes the column's type, and 99999999999 or 1.5 would then fail against an
 * integer column (a 500). Whole numbers go as bigint (PostgreSQL compares it with integer columns
 * through their index), others as numeric.
 */
function numberParam(v: Value): SQL {
  return Number.isInteger(v) ? sql`${v}::bigint` : sql`${v}::numeric`;
}

/** The parameter of a comparison with a column of the type. */
const param = (type: ListFieldType, v: Value): SQL => (type === 'number' ? numberParam(v) : sql`${v}`);

/** The array type of `= ANY(…)`: whole numbers as bigint[] (index-friendly), else the type's. */
const arrayType = (type: ListFieldType, values: Value[]): SQL =>
  type === 'number' && values.every(Number.isInteger) ? sql.raw('bigint[]') : PG_TYPE[type];

/**
 * A number filter's values as one typed array parameter, for `column = ANY(…)` in a derived
 * filter: typed like `numberParam`, so that 99999999999 or 1.5 matches no row instead of
 * failing against an integer column.
 */
export const numbersParam = (values: Value[]): SQL => sql`${sql.param(values)}::${arrayType('number', values)}`;

/** Escapes LIKE wildcards so that user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `folded` (lower-case, no accents) holds every word of `text`, in any order: "Adámek Adam" finds
 * the stored "adam adamek", as lists show surname first. Each word is its own trigram match, which
 * the index ANDs; a single word is the plain match.
 */
export function foldedWordsLike(folded: SQL, text: string): SQL {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const like = (w: string) => sql`${folded} LIKE lower(f_unaccent(${likePattern(w)}))`;
  if (words.length <= 1) return like(words[0] ?? text);
  return sql`(${sql.join(words.map(like), sql` AND `)})`;
}

/**
 * The condition of a plain column filter. Case- and accent-insensitive for valuesLike, on
 * `searchColumn` (the column already folded, ListField.searchColumn) when there is one.
 */
export function condition(col: SQL, type: ListFieldType, f: FilterInput, searchColumn?: SQL): SQL {
  const [first] = f.values;
  switch (f.op) {
    case 'valuesLike': {
      const like = (v: Value) =>
        searchColumn
          ? foldedWordsLike(searchColumn, String(v))
          : sql`lower(f_unaccent(${col})) LIKE lower(f_unaccent(${likePattern(String(v))}))`;
      return sql`(${sql.join(f.values.map(like), sql` OR `)})`;
    }
    case 'valuesLikeCS':
      return sql`(${sql.join(
        f.values.map((v) => sql`${col} LIKE ${likePattern(String(v))}`),
        sql` OR `,
      )})`;
    case 'valuesEqual':
    case 'valuesMemberOf':
      return f.values.length === 1
        ? sql`${col} = ${param(type, first!)}`
        : sql`${col} = ANY(${sql.param(f.values)}::${arrayType(type, f.values)})`;
    case 'valueNotEqual':
      return sql`${col} IS DISTINCT FROM ${param(type, first!)}`;
    case 'valueGreaterOrEqual':
      return sql`${col} >= ${param(type, first!)}`;
    case 'valueLowerOrEqual':
      return sql`${col} <= ${param(type, first!)}`;
    case 'valueNull':
      return sql`${col} IS NULL`;
    case 'valueNotNull':
      return sql`${col} IS NOT NULL`;
    case 'valueDateRange': {
      const parts: SQL[] = [];
      if (f.from) parts.push(sql`${col} >= ${f.from}::date`);
      // Before the next day: the same for a date column, and a timestamp column keeps the last day's
      // hours (`<= to::date` would stop at its midnight).
      if (f.to) parts.push(sql`${col} < ${f.to}::date + 1`);
      return sql.join(parts, sql` AND `);
    }
  }
}

/** WHERE clause from conditions (TRUE when there are none). */
export function whereSql(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;
}

/** A yes/no filter of a derived condition: true keeps the rows where it holds, false the others, both every row. */
export function booleanFilter(holds: SQL): (f: FilterInput) => SQL {
  return (f) => {
    if (f.values.includes(true) && f.values.includes(false)) return sql`TRUE`;
    return f.values[0] === true ? holds : sql`NOT ${holds}`;
  };
}
