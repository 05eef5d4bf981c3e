// The list query string for OpenAPI (the server's list parser validates each list itself).
import { z } from 'zod';
import { DEFAULT_LIMIT, LIST_EXPORT_FORMATS, MAX_LIMIT } from './list-query';

const exportFormat = z
  .enum(LIST_EXPORT_FORMATS)
  .optional()
  .describe(
    'Export instead of a JSON page: csv (UTF-8 with BOM, ";") or xlsx; every row of the filter in the sort, offset and limit ignored, sent as an attachment',
  );

/** The query-string shape for OpenAPI (the parser itself validates per list). */
/** Loose: the fields[NAME][o|v] keys pass through to the list's own parser. */
export const ListQueryStringSchema = z.looseObject({
  offset: z.string().optional().describe('Rows to skip (default 0)'),
  limit: z.string().optional().describe(`Rows to return (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})`),
  sort: z.string().optional().describe('Comma list of fields; "-" before a field sorts descending'),
  format: exportFormat,
});

/**
 * The query of a list without paging or filters (a board's members, a contract's documents):
 * only the export. Strict: any other parameter is refused by name, as the paged lists do.
 */
export const ListExportQuerySchema = z.strictObject({ format: exportFormat });

/**
 * The list's filter alone (`fields[NAME][o|v]`, loose as above), for calls that act on what a list
 * matches without being a page of it: its totals, a bulk action on "all matching".
 */
export const ListFilterQueryStringSchema = z.looseObject({});
