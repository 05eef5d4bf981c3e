// Files of the document tree: put an uploaded file (purpose `document`) into a folder, rename it,
// change its visibility (with its secret link), delete it, and hand out its bytes to whoever the
// visibility lets in.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type DocumentDownload,
  type DocumentFile,
  type DocumentFileCreate,
  type DocumentFileUpdate,
  type DocumentVisibility,
  documentPublicPath,
  documentSharePath,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import {
  AppError,
  type FieldIssue,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import type { FileStore, StoredFile } from '../../platform/files/file-store';
import { removeStoredFiles, type WarnLog } from '../../platform/files/remove-stored-files';
import { defineListExport } from '../../platform/list-query/list-export';
import { nameTaken } from './document-folders.service';
import { type DocumentZone, FILE_COLUMNS, visibleSql } from './document-queries';

interface Deps {
  db: Db;
  files: FileStore;
}

/** A file row as the queries select it: the contract's fields plus the secret and the stored file. */
export type FileRow = Omit<DocumentFile, 'publicUrl' | 'shareUrl'> & { shareToken: string | null; fileId: string };

/** The row in the contract's shape: the public address of a public file; the secret link for the admin zone only. */
export function presentFile(zone: DocumentZone, { shareToken, fileId: _f, ...row }: FileRow): DocumentFile {
  return {
    ...row,
    publicUrl: row.visibility === 'public' ? documentPublicPath(row.id) : null,
    shareUrl: zone === 'admin' && shareToken ? documentSharePath(shareToken) : null,
  };
}

/** What a link secret looks like (the demo's are 32 characters of the same alphabet). */
const SHARE_TOKEN = /^[\w-]{16,64}$/;

/** An unguessable link secret: 192 random bits. */
const newToken = () => randomBytes(24).toString('base64url');

async function loadFile(db: Db, id: number): Promise<FileRow> {
  const { rows } = await db.execute<FileRow>(sql`SELECT ${FILE_COLUMNS} FROM document_files d WHERE d.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

const folderMissing = (id: number): FieldIssue => ({
  field: 'folderId',
  key: 'validation.notFoundRef',
  params: { label: 'folderId', id },
});
const FILE_IN_USE: FieldIssue = { field: 'fileUrl', key: 'documents.fileInUse', params: { label: 'fileUrl' } };

export async function createFile(deps: Deps, userId: number, input: DocumentFileCreate): Promise<DocumentFile> {
  const issues: FieldIssue[] = [];
  const folderId = input.folderId ?? null;
  if (folderId !== null) {
    const folder = await deps.db.execute(sql`SELECT 1 FROM document_folders WHERE id = ${folderId}`);
    if (!folder.rows.length) issues.push(folderMissing(folderId));
  }
  let file: StoredFile | null = null;
  try {
    file = await deps.files.resolve(input.fileUrl, { purpose: 'document', userId, field: 'fileUrl' });
  } catch (err) {
    if (!(err instanceof AppError && err.status === 400)) throw err;
    issues.push(...err.issues);
  }
  if (issues.length || !file) throw validationError(issues);
  const visibility: DocumentVisibility = input.visibility ?? 'private';
  let id: number;
  try {
    const { rows } = await deps.db.execute<{ id: number }>(sql`
      INSERT INTO document_files (folder_id, name, file_id, size, content_type, visibility, share_token, created_by_id)
      VALUES (${folderId}, ${input.name}, ${file.id}, ${file.size}, ${file.contentType}, ${visibility},
              ${visibility === 'unlisted' ? newToken() : null}, ${userId})
      RETURNING id`);
    id = rows[0]!.id;
  } catch (err) {
    if (isUniqueViolation(err)) {
      // Which unique index refused it: the stored file already in the tree, or the name in the folder.
      const used = await deps.db.execute(sql`SELECT 1 FROM document_files WHERE file_id = ${file.id}`);
      throw used.rows.length ? validationError([FILE_IN_USE]) : nameTaken('file');
    }
    // The folder was deleted meanwhile.
    if (isForeignKeyViolation(err) && folderId !== null) throw validationError([folderMissing(folderId)]);
    throw err;
  }
  return presentFile('admin', await loadFile(deps.db, id));
}

/** Renames a file or changes its visibility: leaving unlisted drops its link, becoming unlisted makes a new one. */
export async function updateFile(db: Db, userId: number, id: number, input: DocumentFileUpdate): Promise<DocumentFile> {
  try {
    const { rows } = await db.execute(sql`
      UPDATE document_files
         SET name = ${input.name}, visibility = ${input.visibility},
             share_token = CASE WHEN ${input.visibility} <> 'unlisted' THEN NULL
                                WHEN visibility = 'unlisted' THEN share_token
                                ELSE ${newToken()} END,
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id} RETURNING id`);
    if (!rows.length) throw notFound();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken('file');
    throw err;
  }
  return presentFile('admin', await loadFile(db, id));
}

/** Deletes a file's row, then its stored bytes (a storage failure then is logged: the delete succeeded). */
export async function deleteFile(deps: Deps, id: number, log: WarnLog): Promise<void> {
  const { rows } = await deps.db.execute<{ fileId: string }>(
    sql`DELETE FROM document_files WHERE id = ${id} RETURNING file_id AS "fileId"`,
  );
  if (!rows[0]) throw notFound();
  await removeStoredFiles(deps.files, [rows[0].fileId], log);
}

/** A signed, short-lived download URL of a file the zone sees (others: 404), saved under the file's name. */
export async function downloadUrl(deps: Deps, zone: DocumentZone, id: number): Promise<DocumentDownload> {
  const { rows } = await deps.db.execute<{ fileId: string; name: string }>(
    sql`SELECT d.file_id AS "fileId", d.name FROM document_files d WHERE d.id = ${id} AND ${visibleSql(zone)}`,
  );
  const row = rows[0];
  const file = row ? await deps.files.get(row.fileId) : null;
  if (!row || !file) throw notFound();
  return { url: await deps.files.downloadUrl(file, { fileName: row.name }), name: row.name };
}

export interface OpenedDocument {
  name: string;
  contentType: string;
  size: number;
  body: Readable;
}

/** The bytes of a public file (`by: id`) or of an unlisted one by its link (`by: token`); anything else 404. */
export async function openPublicFile(deps: Deps, by: { id: number } | { token: string }): Promise<OpenedDocument> {
  // A link the server never makes (another alphabet, a NUL byte) is not looked up at all.
  if ('token' in by && !SHARE_TOKEN.test(by.token)) throw notFound();
  const where =
    'id' in by
      ? sql`d.id = ${by.id} AND d.visibility = 'public'`
      : sql`d.share_token = ${by.token} AND d.visibility = 'unlisted'`;
  const { rows } = await deps.db.execute<{ fileId: string; name: string }>(
    sql`SELECT d.file_id AS "fileId", d.name FROM document_files d WHERE ${where}`,
  );
  const row = rows[0];
  const file = row ? await deps.files.get(row.fileId) : null;
  if (!row || !file) throw notFound();
  const body = await deps.files.open(file).catch(() => {
    throw notFound();
  });
  return { name: row.name, contentType: file.contentType, size: file.size, body };
}

/** A file list as a file: what the list shows, without links. */
export const fileExport = defineListExport<FileRow>({
  name: 'documents',
  title: { cs: 'Dokumenty', en: 'Documents' },
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (d) => d.name, width: 40 },
    { label: { cs: 'Velikost (B)', en: 'Size (B)' }, type: 'number', value: (d) => d.size },
    { label: { cs: 'Typ souboru', en: 'File type' }, value: (d) => d.contentType, width: 24 },
    { label: { cs: 'Viditelnost', en: 'Visibility' }, value: (d) => d.visibility, width: 12 },
    { label: { cs: 'Vloženo', en: 'Added' }, value: (d) => d.createdDate, width: 22 },
    { label: { cs: 'Změněno', en: 'Edited' }, value: (d) => d.editedDate, width: 22 },
    { label: { cs: 'Vložil', en: 'Added by' }, value: (d) => d.createdByName, width: 24 },
  ],
});
