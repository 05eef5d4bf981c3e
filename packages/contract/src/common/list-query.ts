// The list convention (spec 000 §7): offset, limit, sort and per-field filters with operators.
// Free of zod, so that the web client's start-up does not load it.
export const LIST_OPERATORS = [
  'valuesLike',
  'valuesLikeCS',
  'valuesEqual',
  'valueNotEqual',
  'valueGreaterOrEqual',
  'valueLowerOrEqual',
  'valueNull',
  'valueNotNull',
  'valueDateRange',
  'valuesMemberOf',
] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

/** File formats a list exports to (`?format=`): every row of the filter, in the list's sort. */
export const LIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];
export const LIST_EXPORT_CONTENT_TYPES: Record<ListExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type FilterValue = string | string[] | { from?: string; to?: string } | undefined;

export interface FieldFilter {
  o: ListOperator;
  v?: FilterValue;
}

export interface ListQuery {
  offset?: number;
  limit?: number;
  sort?: string;
  fields?: Record<string, FieldFilter>;
  /** Export every row (offset and limit are ignored) as a file instead of a JSON page. */
  format?: ListExportFormat;
  /** Further plain parameters of the call, sent as they are (a report's `date`). */
  params?: Record<string, string>;
}

/** The value types a list field can have; they decide which operators and values are valid. */
export type ListFieldType = 'text' | 'number' | 'date' | 'boolean';

/** Which operators make sense for a field type. */
export const OPERATORS_BY_TYPE: Record<ListFieldType, readonly ListOperator[]> = {
  text: ['valuesLike', 'valuesLikeCS', 'valuesEqual', 'valueNotEqual', 'valueNull', 'valueNotNull', 'valuesMemberOf'],
  number: [
    'valuesEqual',
    'valueNotEqual',
    'valueGreaterOrEqual',
    'valueLowerOrEqual',
    'valueNull',
    'valueNotNull',
    'valuesMemberOf',
  ],
  date: [
    'valuesEqual',
    'valueNotEqual',
    'valueGreaterOrEqual',
    'valueLowerOrEqual',
    'valueNull',
    'valueNotNull',
    'valueDateRange',
  ],
  boolean: ['valuesEqual', 'valueNotEqual', 'valueNull', 'valueNotNull'],
};

/** Serializes a list query into the query string the server parses (fields[x][o]=...). */
export function listQueryToSearchParams(q: ListQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.offset !== undefined) p.set('offset', String(q.offset));
  if (q.limit !== undefined) p.set('limit', String(q.limit));
  if (q.sort) p.set('sort', q.sort);
  if (q.format) p.set('format', q.format);
  for (const [name, value] of Object.entries(q.params ?? {})) p.set(name, value);
  for (const [name, f] of Object.entries(q.fields ?? {})) {
    p.set(`fields[${name}][o]`, f.o);
    const v = f.v;
    if (v === undefined) continue;
    if (typeof v === 'string') p.set(`fields[${name}][v]`, v);
    else if (Array.isArray(v)) for (const item of v) p.append(`fields[${name}][v][]`, item);
    else {
      if (v.from) p.set(`fields[${name}][v][from]`, v.from);
      if (v.to) p.set(`fields[${name}][v][to]`, v.to);
    }
  }
  return p;
}
