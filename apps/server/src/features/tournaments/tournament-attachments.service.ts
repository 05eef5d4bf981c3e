// Attachments of a tournament (spec 001 §3 Attachment): uploaded files (purpose
// `tournament-attachment`) with a name, listed in every zone that sees the tournament with a signed,
// expiring download URL (`attachmentUrl`); the office adds, renames, replaces and deletes them.
import type {
  ListEnvelope,
  TournamentAttachment,
  TournamentAttachmentCreate,
  TournamentAttachmentUpdate,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { type FieldIssue, notFound, validationError } from '../../platform/errors/app-error';
import type { StoredFile } from '../../platform/files/file-store';
import { removeStoredFiles, type WarnLog } from '../../platform/files/remove-stored-files';
import { defineListExport } from '../../platform/list-query/list-export';
import { isEditable, stateConflict } from './tournament-workflow';
import { type TournamentDeps, tournamentStatus } from './tournaments.service';

/**
 * Locks the tournament's row for the caller's transaction: it exists (404) and is not frozen
 * (cancelled or archived: 409, the message of every other edit of a frozen tournament).
 */
async function lockEditable(tx: Db, tournamentId: number): Promise<void> {
  const { rows } = await tx.execute<{ stateId: number }>(
    sql`SELECT state_id AS "stateId" FROM tournaments WHERE id = ${tournamentId} FOR UPDATE`,
  );
  if (!rows[0]) throw notFound();
  if (!isEditable(rows[0].stateId)) throw stateConflict('tournaments.notEditable', rows[0].stateId);
}

/** The tournament of an attachment (404 without it). */
async function attachmentTournament(db: Db, id: number): Promise<{ tournamentId: number; fileId: string }> {
  const { rows } = await db.execute<{ tournamentId: number; fileId: string }>(
    sql`SELECT tournament_id AS "tournamentId", file_id AS "fileId" FROM tournament_attachments WHERE id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

type AttachmentRow = Omit<TournamentAttachment, 'attachmentUrl'> & { file: StoredFile };

const SELECT = sql`
  SELECT a.id, a.tournament_id AS "tournamentId", a.name,
         f.name AS "fileName", f.size, f.content_type AS "contentType",
         json_build_object('id', f.id, 'purpose', f.purpose, 'name', f.name, 'contentType', f.content_type,
                           'size', f.size, 'ownerUserId', f.owner_user_id, 'createdDate', f.created_date) AS file,
         to_char(a.created_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdDate",
         a.created_by_id AS "createdById",
         to_char(a.edited_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "editedDate",
         a.edited_by_id AS "editedById",
         (SELECT nullif(trim(concat(u.first_name, ' ', u.last_name)), '') FROM users u WHERE u.id = a.created_by_id) AS "createdByName"
    FROM tournament_attachments a JOIN files f ON f.id = a.file_id`;

async function present(deps: TournamentDeps, { file, ...row }: AttachmentRow): Promise<TournamentAttachment> {
  return { ...row, attachmentUrl: await deps.files.downloadUrl(file) };
}

async function loadAttachment(deps: TournamentDeps, id: number): Promise<TournamentAttachment> {
  const { rows } = await deps.db.execute<AttachmentRow>(sql`${SELECT} WHERE a.id = ${id}`);
  if (!rows[0]) throw notFound();
  return present(deps, rows[0]);
}

/** Every attachment of a tournament, oldest first (the list and its export). */
export const attachmentsSql = (tournamentId: number): SQL =>
  sql`${SELECT} WHERE a.tournament_id = ${tournamentId} ORDER BY a.id`;

/** The attachments of a tournament the zone sees (else 404), oldest first. */
export async function listAttachments(
  deps: TournamentDeps,
  scope: ZoneScope,
  tournamentId: number,
): Promise<ListEnvelope<TournamentAttachment>> {
  await tournamentStatus(deps.db, scope, tournamentId);
  const { rows } = await deps.db.execute<AttachmentRow>(attachmentsSql(tournamentId));
  const data = await Promise.all(rows.map((r) => present(deps, r)));
  return { data, limit: data.length, offset: 0, total: data.length };
}

const FILE_IN_USE: FieldIssue = { field: 'fileUrl', key: 'tournaments.fileInUse', params: { label: 'fileUrl' } };

/** The uploaded file (this user's, of the purpose) that no other attachment holds; problems as a 400. */
async function resolveFile(deps: TournamentDeps, userId: number, fileUrl: string, keep?: string): Promise<StoredFile> {
  const file = await deps.files.resolve(fileUrl, { purpose: 'tournament-attachment', userId, field: 'fileUrl' });
  if (file.id === keep) return file;
  const used = await deps.db.execute(sql`SELECT 1 FROM tournament_attachments WHERE file_id = ${file.id}`);
  if (used.rows.length) throw validationError([FILE_IN_USE]);
  return file;
}

export async function createAttachment(
  deps: TournamentDeps,
  scope: ZoneScope,
  userId: number,
  tournamentId: number,
  input: TournamentAttachmentCreate,
): Promise<TournamentAttachment> {
  // A frozen tournament answers 409 before the file is looked at; the lock below decides for good.
  const { stateId } = await tournamentStatus(deps.db, scope, tournamentId);
  if (!isEditable(stateId)) throw stateConflict('tournaments.notEditable', stateId);
  const file = await resolveFile(deps, userId, input.fileUrl);
  const id = await transaction(deps.db, async (tx) => {
    await lockEditable(tx, tournamentId);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO tournament_attachments (tournament_id, name, file_id, created_by_id)
      VALUES (${tournamentId}, ${input.name}, ${file.id}, ${userId}) RETURNING id`);
    return rows[0]!.id;
  });
  return loadAttachment(deps, id);
}

export async function updateAttachment(
  deps: TournamentDeps,
  userId: number,
  id: number,
  input: TournamentAttachmentUpdate,
  log: WarnLog,
): Promise<TournamentAttachment> {
  const found = await attachmentTournament(deps.db, id);
  const file = input.fileUrl ? await resolveFile(deps, userId, input.fileUrl, found.fileId) : null;
  const replaced = await transaction(deps.db, async (tx) => {
    await lockEditable(tx, found.tournamentId);
    const locked = await tx.execute<{ fileId: string }>(
      sql`SELECT file_id AS "fileId" FROM tournament_attachments WHERE id = ${id} FOR UPDATE`,
    );
    if (!locked.rows[0]) throw notFound();
    await tx.execute(sql`
      UPDATE tournament_attachments
         SET name = ${input.name}, file_id = coalesce(${file?.id ?? null}::uuid, file_id),
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
    const old = locked.rows[0].fileId;
    return file && file.id !== old ? old : null;
  });
  await removeStoredFiles(deps.files, [replaced], log);
  return loadAttachment(deps, id);
}

/** Deletes an attachment; its bytes go after the commit (a storage failure then is only logged). */
export async function deleteAttachment(deps: TournamentDeps, id: number, log: WarnLog): Promise<void> {
  const { tournamentId } = await attachmentTournament(deps.db, id);
  const fileId = await transaction(deps.db, async (tx) => {
    await lockEditable(tx, tournamentId);
    const { rows } = await tx.execute<{ fileId: string }>(
      sql`DELETE FROM tournament_attachments WHERE id = ${id} RETURNING file_id AS "fileId"`,
    );
    if (!rows[0]) throw notFound();
    return rows[0].fileId;
  });
  await removeStoredFiles(deps.files, [fileId], log);
}

/** A tournament's attachments as a file: what the tab lists, without the expiring download URLs. */
export const attachmentExport = defineListExport<AttachmentRow>({
  name: 'tournament-attachments',
  title: { cs: 'Přílohy turnaje', en: 'Tournament attachments' },
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (a) => a.name, width: 36 },
    { label: { cs: 'Soubor', en: 'File' }, value: (a) => a.fileName, width: 30 },
    { label: { cs: 'Velikost (B)', en: 'Size (B)' }, type: 'number', value: (a) => a.size },
    { label: { cs: 'Typ souboru', en: 'File type' }, value: (a) => a.contentType, width: 24 },
    { label: { cs: 'Vloženo', en: 'Added' }, type: 'dateTime', value: (a) => a.createdDate },
    { label: { cs: 'Vložil', en: 'Added by' }, value: (a) => a.createdByName, width: 24 },
  ],
});
