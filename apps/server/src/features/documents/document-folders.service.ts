// Folders of the document tree: found by their path of names, created, renamed, and deleted with
// everything inside (rows in one transaction, stored bytes after it commits).
import {
  type DocumentFolder,
  type DocumentFolderCreate,
  type DocumentFolderDeleted,
  type DocumentFolderView,
  documentNameProblem,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import {
  AppError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import type { FileStore } from '../../platform/files/file-store';
import { type DocumentZone, visibleSql } from './document-queries';

interface Deps {
  db: Db;
  files: FileStore;
}

/** Path of names from the top: "/A/B"; "/" for the top. */
export const joinPath = (parent: string, name: string) => `${parent === '/' ? '' : parent}/${name}`;

/** The names of a path ("/A/B/", "A/B" and "/A//B" alike), at most 100 deep. */
export function splitPath(path: string): string[] {
  return path
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 100);
}

/** The folder's subfolders with their counts; `parentId` null: the top of the tree. */
function subfoldersSql(zone: DocumentZone, parentId: number | null): SQL {
  const parent = parentId ?? 0;
  return sql`
    WITH RECURSIVE sub AS (
      SELECT f.id AS top_id, f.id FROM document_folders f WHERE coalesce(f.parent_id, 0) = ${parent}
      UNION ALL
      SELECT s.top_id, c.id FROM sub s JOIN document_folders c ON coalesce(c.parent_id, 0) = s.id
    )
    SELECT f.id, f.parent_id AS "parentId", f.name,
           (SELECT count(*)::int FROM document_folders c WHERE coalesce(c.parent_id, 0) = f.id) AS "folderCount",
           (SELECT count(*)::int FROM sub s JOIN document_files d ON coalesce(d.folder_id, 0) = s.id
             WHERE s.top_id = f.id AND ${visibleSql(zone)}) AS "fileCount",
           f.created_date AS "createdDate", f.created_by_id AS "createdById",
           f.edited_date AS "editedDate", f.edited_by_id AS "editedById"
      FROM document_folders f
     WHERE coalesce(f.parent_id, 0) = ${parent}
     ORDER BY lower(f.name), f.id`;
}

/**
 * A folder by its path of names (ignoring case, as names are unique ignoring case), with its
 * breadcrumbs and subfolders. No such folder: 404.
 */
export async function folderByPath(db: Db, zone: DocumentZone, path: string): Promise<DocumentFolderView> {
  const names = splitPath(path);
  // A name no folder can have (control characters, a NUL byte) names no folder.
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
           f.created_date AS "createdDate", f.created_by_id AS "createdById",
           f.edited_date AS "editedDate", f.edited_by_id AS "editedById"
      FROM document_folders f WHERE f.id = ${id}`);
  if (!rows[0]) throw notFound();
  return { ...rows[0], path: await pathOf(db, id) };
}

/** The 409 of a name its folder already has (ignoring case). */
export const nameTaken = (kind: 'folder' | 'file') =>
  new AppError('conflict', 409, {}, [{ field: 'name', key: `documents.${kind}Name.taken` }]);

const parentMissing = (id: number) =>
  validationError([{ field: 'parentId', key: 'validation.notFoundRef', params: { label: 'parentId', id } }]);

export async function createFolder(db: Db, userId: number, input: DocumentFolderCreate): Promise<DocumentFolder> {
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const parent = await db.execute(sql`SELECT 1 FROM document_folders WHERE id = ${parentId}`);
    if (!parent.rows.length) throw parentMissing(parentId);
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
export async function deleteFolder(deps: Deps, id: number): Promise<DocumentFolderDeleted> {
  const { folders, fileIds } = await deps.db
    .transaction(async (tx) => {
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
    })
    .catch((err: unknown) => {
      // A file was put into the subtree between the lock and the delete: nothing was deleted.
      if (isForeignKeyViolation(err)) throw new AppError('conflict', 409, {}, [{ key: 'documents.folderChanged' }]);
      throw err;
    });
  for (const fileId of fileIds) await deps.files.delete(fileId);
  return { folders, files: fileIds.length };
}
