// Folders of the document tree: found by their path of names, created, renamed, and deleted with
// everything inside (rows in one transaction, stored bytes after it commits).
import {
  DOCUMENT_FOLDER_MAX_DEPTH,
  type DocumentFolder,
  type DocumentFolderCreate,
  type DocumentFolderDeleted,
  type DocumentFolderView,
  documentNameProblem,
  normalizeDocumentName,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import {
  AppError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import type { FileStore } from '../../platform/files/file-store';
import { removeStoredFiles, type WarnLog } from '../../platform/files/remove-stored-files';
import { type DocumentZone, visibleSql } from './document-queries';

interface Deps {
  db: Db;
  files: FileStore;
}

/** Path of names from the top: "/A/B"; "/" for the top. */
export const joinPath = (parent: string, name: string) => `${parent === '/' ? '' : parent}/${name}`;

/** The names of a path ("/A/B/", "A/B" and "/A//B" alike), each as names are stored (NFC). */
export function splitPath(path: string): string[] {
  return path.split('/').map(normalizeDocumentName).filter(Boolean);
}

const FOLDER_AUDIT = sql`${isoTimestampSql(sql`f.created_date`)} AS "createdDate", f.created_by_id AS "createdById",
  ${isoTimestampSql(sql`f.edited_date`)} AS "editedDate", f.edited_by_id AS "editedById"`;

/**
 * The folders a zone is shown. The admin zone: all. The others: only folders whose subtree holds a
 * file the zone sees (private or public), so that neither an empty folder nor one holding only
 * unlisted files shows its name there (docs/decisions.md "Documents"). `shown(id)` is the
 * condition; `with` the CTE it needs (the folders above each such file, found once per query).
 */
function shownFolders(zone: DocumentZone): { with: SQL; shown: (id: SQL) => SQL } {
  if (zone === 'admin') return { with: sql``, shown: () => sql`TRUE` };
  return {
    with: sql`lit AS (
      SELECT d.folder_id AS id FROM document_files d WHERE d.folder_id IS NOT NULL AND ${visibleSql(zone)}
      UNION
      SELECT f.parent_id FROM lit JOIN document_folders f ON f.id = lit.id WHERE f.parent_id IS NOT NULL
    ),`,
    shown: (id) => sql`${id} IN (SELECT id FROM lit)`,
  };
}

/** The folder's subfolders (those the zone is shown) with their counts; `parentId` null: the top of the tree. */
function subfoldersSql(zone: DocumentZone, parentId: number | null): SQL {
  const parent = parentId ?? 0;
  const { with: lit, shown } = shownFolders(zone);
  return sql`
    WITH RECURSIVE ${lit} sub AS (
      SELECT f.id AS top_id, f.id FROM document_folders f WHERE coalesce(f.parent_id, 0) = ${parent}
      UNION ALL
      SELECT s.top_id, c.id FROM sub s JOIN document_folders c ON coalesce(c.parent_id, 0) = s.id
    )
    SELECT f.id, f.parent_id AS "parentId", f.name,
           (SELECT count(*)::int FROM document_folders c
             WHERE coalesce(c.parent_id, 0) = f.id AND ${shown(sql`c.id`)}) AS "folderCount",
           (SELECT count(*)::int FROM sub s JOIN document_files d ON coalesce(d.folder_id, 0) = s.id
             WHERE s.top_id = f.id AND ${visibleSql(zone)}) AS "fileCount",
           ${FOLDER_AUDIT}
      FROM document_folders f
     WHERE coalesce(f.parent_id, 0) = ${parent} AND ${shown(sql`f.id`)}
     ORDER BY lower(f.name), f.id`;
}

/** Whether the zone is shown the folder (see shownFolders). */
async function isShown(db: Db, zone: DocumentZone, id: number): Promise<boolean> {
  if (zone === 'admin') return true;
  const { with: lit, shown } = shownFolders(zone);
  // The CTE ends with a comma for the subfolder query; here it stands alone.
  const { rows } = await db.execute(
    sql`WITH RECURSIVE ${lit} one AS (SELECT 1) SELECT 1 FROM one WHERE ${shown(sql`${id}::int`)}`,
  );
  return rows.length > 0;
}

/**
 * A folder by its path of names (ignoring case, as names are unique ignoring case), with its
 * breadcrumbs and subfolders. No such folder: 404.
 */
export async function folderByPath(db: Db, zone: DocumentZone, path: string): Promise<DocumentFolderView> {
  const names = splitPath(path);
  // Deeper than any folder may lie, or a name no folder can have (control characters, a NUL
  // byte): no folder.
  if (names.length > DOCUMENT_FOLDER_MAX_DEPTH) throw notFound();
  if (names.some((name) => documentNameProblem(name, 'folder') === 'characters')) throw notFound();
  const crumbs: DocumentFolderView['breadcrumbs'] = [{ id: null, name: '', path: '/' }];
  if (names.length) {
    // One walk down the tree, a step per name (served by the unique index on parent and name).
    const { rows } = await db.execute<{ id: number; name: string; depth: number }>(sql`
      WITH RECURSIVE walk AS (
        SELECT 1 AS depth, f.id, f.name FROM document_folders f
         WHERE coalesce(f.parent_id, 0) = 0 AND lower(f.name) = lower((${sql.param(names)}::text[])[1])
        UNION ALL
        SELECT w.depth + 1, f.id, f.name FROM walk w
          JOIN document_folders f ON coalesce(f.parent_id, 0) = w.id
                                 AND lower(f.name) = lower((${sql.param(names)}::text[])[w.depth + 1])
         WHERE w.depth < ${names.length}
      )
      SELECT depth, id, name FROM walk ORDER BY depth`);
    if (rows.length !== names.length) throw notFound();
    for (const row of rows) crumbs.push({ id: row.id, name: row.name, path: joinPath(crumbs.at(-1)!.path, row.name) });
  }
  const folder = crumbs.at(-1)!;
  // A folder the zone is not shown is not there for it (its ancestors are shown when it is).
  if (folder.id !== null && !(await isShown(db, zone, folder.id))) throw notFound();
  const { rows } = await db.execute<Omit<DocumentFolder, 'path'>>(subfoldersSql(zone, folder.id));
  return {
    folder,
    breadcrumbs: crumbs,
    folders: rows.map((row) => ({ ...row, path: joinPath(folder.path, row.name) })),
  };
}

/** The path of a folder (its names from the top). */
async function pathOf(db: Db, id: number): Promise<string> {
  const { rows } = await db.execute<{ path: string }>(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, name, 0 AS depth FROM document_folders WHERE id = ${id}
      UNION ALL
      SELECT p.id, p.parent_id, p.name, u.depth + 1 FROM up u JOIN document_folders p ON p.id = u.parent_id
    )
    SELECT '/' || string_agg(name, '/' ORDER BY depth DESC) AS path FROM up`);
  return rows[0]?.path ?? '/';
}

async function loadFolder(db: Db, id: number): Promise<DocumentFolder> {
  const { rows } = await db.execute<Omit<DocumentFolder, 'path'>>(sql`
    SELECT f.id, f.parent_id AS "parentId", f.name,
           (SELECT count(*)::int FROM document_folders c WHERE coalesce(c.parent_id, 0) = f.id) AS "folderCount",
           (WITH RECURSIVE sub AS (
              SELECT f.id AS id UNION ALL SELECT c.id FROM sub s JOIN document_folders c ON coalesce(c.parent_id, 0) = s.id)
            SELECT count(*)::int FROM sub s JOIN document_files d ON coalesce(d.folder_id, 0) = s.id) AS "fileCount",
           ${FOLDER_AUDIT}
      FROM document_folders f WHERE f.id = ${id}`);
  if (!rows[0]) throw notFound();
  return { ...rows[0], path: await pathOf(db, id) };
}

/** The 409 of a name its folder already has (ignoring case). */
export const nameTaken = (kind: 'folder' | 'file') =>
  new AppError('conflict', 409, {}, [{ field: 'name', key: `documents.${kind}Name.taken` }]);

const parentMissing = (id: number) =>
  validationError([{ field: 'parentId', key: 'validation.notFoundRef', params: { label: 'parentId', id } }]);

const tooDeep = () =>
  validationError([
    {
      field: 'parentId',
      key: 'documents.folderTooDeep',
      params: { label: 'parentId', max: DOCUMENT_FOLDER_MAX_DEPTH },
    },
  ]);

export async function createFolder(db: Db, userId: number, input: DocumentFolderCreate): Promise<DocumentFolder> {
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    // The parent's depth (1 for a top-level folder): the new folder lies one deeper.
    const parent = await db.execute<{ depth: number }>(sql`
      WITH RECURSIVE up AS (
        SELECT id, parent_id, 1 AS depth FROM document_folders WHERE id = ${parentId}
        UNION ALL
        SELECT p.id, p.parent_id, u.depth + 1 FROM up u JOIN document_folders p ON p.id = u.parent_id
         WHERE u.depth <= ${DOCUMENT_FOLDER_MAX_DEPTH}
      )
      SELECT max(depth)::int AS depth FROM up`);
    const depth = parent.rows[0]?.depth;
    if (depth == null) throw parentMissing(parentId);
    if (depth >= DOCUMENT_FOLDER_MAX_DEPTH) throw tooDeep();
  }
  try {
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO document_folders (parent_id, name, created_by_id)
      VALUES (${parentId}, ${input.name}, ${userId}) RETURNING id`);
    return loadFolder(db, rows[0]!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken('folder');
    // The parent was deleted meanwhile.
    if (isForeignKeyViolation(err) && parentId !== null) throw parentMissing(parentId);
    throw err;
  }
}

export async function renameFolder(db: Db, userId: number, id: number, name: string): Promise<DocumentFolder> {
  try {
    const { rows } = await db.execute(sql`
      UPDATE document_folders SET name = ${name}, edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id} RETURNING id`);
    if (!rows.length) throw notFound();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken('folder');
    throw err;
  }
  return loadFolder(db, id);
}

/**
 * Deletes a folder, its subfolders and all their files. The rows go in one transaction that locks
 * the subtree first (a file or folder added into it meanwhile waits, then fails on its parent);
 * the stored bytes are removed after the commit, so a failed delete keeps every file.
 */
export async function deleteFolder(deps: Deps, id: number, log: WarnLog): Promise<DocumentFolderDeleted> {
  const { folders, fileIds } = await transaction(deps.db, async (tx) => {
    const locked = await tx.execute<{ id: number }>(sql`
        WITH RECURSIVE tree AS (
          SELECT id FROM document_folders WHERE id = ${id}
          UNION ALL
          SELECT c.id FROM tree t JOIN document_folders c ON coalesce(c.parent_id, 0) = t.id
        )
        SELECT id FROM document_folders WHERE id IN (SELECT id FROM tree) FOR UPDATE`);
    if (!locked.rows.length) throw notFound();
    const ids = locked.rows.map((r) => r.id);
    const removed = await tx.execute<{ fileId: string }>(sql`
        DELETE FROM document_files WHERE coalesce(folder_id, 0) = ANY(${sql.param(ids)}::int[])
        RETURNING file_id AS "fileId"`);
    await tx.execute(sql`DELETE FROM document_folders WHERE id = ${id}`);
    return { folders: ids.length, fileIds: removed.rows.map((r) => r.fileId) };
  }).catch((err: unknown) => {
    // A file was put into the subtree between the lock and the delete: nothing was deleted.
    if (isForeignKeyViolation(err)) throw new AppError('conflict', 409, {}, [{ key: 'documents.folderChanged' }]);
    throw err;
  });
  // The rows are gone: a storage failure now is logged, not answered (the delete succeeded).
  await removeStoredFiles(deps.files, fileIds, log);
  return { folders, files: fileIds.length };
}
