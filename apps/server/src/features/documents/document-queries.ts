// The SQL of document files: which files a zone sees, their columns, and the list convention's
// whitelist (each filter and sort within a folder is served by an index of 0016).
import { type SQL, sql } from 'drizzle-orm';
import { isoTimestampSql, userNameSql } from '../../platform/db/sql-columns';
import { type ListSpec, numbersParam, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

export type DocumentZone = 'admin' | 'club' | 'personal';

/** The files `d` a zone sees: the admin zone all; the others private and public ones (unlisted are not listed). */
export const visibleSql = (zone: DocumentZone): SQL =>
  zone === 'admin' ? sql`TRUE` : sql`d.visibility IN ('private', 'public')`;

export const FILE_COLUMNS = sql`
  d.id, d.folder_id AS "folderId", d.name, d.size, d.content_type AS "contentType", d.visibility,
  d.share_token AS "shareToken", d.file_id AS "fileId",
  ${isoTimestampSql(sql`d.created_date`)} AS "createdDate", d.created_by_id AS "createdById",
  ${isoTimestampSql(sql`d.edited_date`)} AS "editedDate", d.edited_by_id AS "editedById",
  ${userNameSql(sql`d.created_by_id`)} AS "createdByName"`;

const folderKey = sql`coalesce(d.folder_id, 0)`;

export const fileListSpec: ListSpec = {
  fields: {
    folderId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf', 'valueNull'],
      // Compared as the indexes hold it (the top of the tree as 0); typed by numbersParam, so an id
      // no integer column holds (99999999999, 1.5) matches no folder instead of failing.
      filter: (f) =>
        f.op === 'valueNull' ? sql`${folderKey} = 0` : sql`${folderKey} = ANY(${numbersParam(f.values)})`,
      selective: true,
    },
    name: { type: 'text', column: sql`d.name`, operators: ['valuesLike', 'valuesEqual'], sort: [sql`lower(d.name)`] },
    visibility: { type: 'text', column: sql`d.visibility`, operators: ['valuesEqual', 'valuesMemberOf'] },
    size: { type: 'number', column: sql`d.size`, sort: true },
    editedDate: { type: 'date', column: sql`coalesce(d.edited_date, d.created_date)`, sort: true, filterable: false },
  },
  defaultSort: 'name',
  tieBreaker: sql`d.id ASC`,
};

/** The statements of a zone's file list for a raw list query. */
export function fileListSql(zone: DocumentZone, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, fileListSpec);
  const where = whereSql([visibleSql(zone), ...q.where]);
  return selectStatements(q, { columns: FILE_COLUMNS, from: sql`document_files d`, where });
}
