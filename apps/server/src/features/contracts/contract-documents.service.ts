// Documents of a contract (spec 001 §3 Contract document): uploaded files (purpose
// `contract-document`) with a name and a note, answered with a signed, expiring download URL.
import type { ContractDocument, ContractDocumentCreate, ContractDocumentUpdate, ListEnvelope } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import {
  AppError,
  type FieldIssue,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  requireSameId,
  validationError,
} from '../../platform/errors/app-error';
import type { FileStore, StoredFile } from '../../platform/files/file-store';
import { defineListExport } from '../../platform/list-query/list-export';
import type { ContractScope } from './contract-queries';
import { contractOwner, requireContract } from './contracts.service';

interface Deps {
  db: Db;
  files: FileStore;
}

type DocumentRow = Omit<ContractDocument, 'linkUrl'> & { file: StoredFile };

const DOCUMENT_SELECT = sql`
  SELECT d.id, d.contract_id AS "contractId", d.name, d.note,
         f.name AS "fileName", f.size, f.content_type AS "contentType",
         json_build_object('id', f.id, 'purpose', f.purpose, 'name', f.name, 'contentType', f.content_type,
                           'size', f.size, 'ownerUserId', f.owner_user_id, 'createdDate', f.created_date) AS file,
         d.created_date AS "createdDate", d.created_by_id AS "createdById",
         d.edited_date AS "editedDate", d.edited_by_id AS "editedById",
         (SELECT nullif(trim(concat(u.first_name, ' ', u.last_name)), '') FROM users u WHERE u.id = d.created_by_id) AS "createdByName"
    FROM contract_documents d JOIN files f ON f.id = d.file_id`;

/** The contract's fields with a fresh download URL of its file. */
async function present(files: FileStore, { file, ...row }: DocumentRow): Promise<ContractDocument> {
  return { ...row, linkUrl: await files.downloadUrl(file) };
}

async function loadDocument(deps: Deps, id: number): Promise<ContractDocument> {
  const { rows } = await deps.db.execute<DocumentRow>(sql`${DOCUMENT_SELECT} WHERE d.id = ${id}`);
  if (!rows[0]) throw notFound();
  return present(deps.files, rows[0]);
}

/** Every document of a contract, oldest first (the list and its export). */
export const documentsSql = (contractId: number): SQL =>
  sql`${DOCUMENT_SELECT} WHERE d.contract_id = ${contractId} ORDER BY d.id`;

/** The documents of a contract in the scope, oldest first. */
export async function listDocuments(
  deps: Deps,
  scope: ContractScope,
  contractId: number,
): Promise<ListEnvelope<ContractDocument>> {
  await requireContract(deps.db, scope, contractId);
  const { rows } = await deps.db.execute<DocumentRow>(documentsSql(contractId));
  // Signed from the rows read here (no query per document).
  const data = await Promise.all(rows.map((r) => present(deps.files, r)));
  return { data, limit: data.length, offset: 0, total: data.length };
}

const FILE_IN_USE: FieldIssue = { field: 'linkUrl', key: 'contracts.fileInUse', params: { label: 'linkUrl' } };

/**
 * The uploaded file behind `linkUrl` (this user's, of the purpose, complete) that no document
 * holds yet (but `keep`, the file a document already has): its problems as issues, not thrown.
 */
async function resolveFile(
  deps: Deps,
  userId: number,
  linkUrl: string,
  issues: FieldIssue[],
  keep?: string,
): Promise<StoredFile | null> {
  try {
    const file = await deps.files.resolve(linkUrl, { purpose: 'contract-document', userId, field: 'linkUrl' });
    if (file.id === keep) return file;
    const used = await deps.db.execute(sql`SELECT 1 FROM contract_documents WHERE file_id = ${file.id}`);
    if (used.rows.length) {
      issues.push(FILE_IN_USE);
      return null;
    }
    return file;
  } catch (err) {
    if (err instanceof AppError && err.status === 400) {
      issues.push(...err.issues);
      return null;
    }
    throw err;
  }
}

/**
 * Attaches an uploaded file to a contract. No such contract: 400 on contractId; a contract
 * outside the scope (another unit's, another club's): 403.
 */
export async function createDocument(
  deps: Deps,
  scope: ContractScope,
  userId: number,
  input: ContractDocumentCreate,
): Promise<ContractDocument> {
  const issues: FieldIssue[] = [];
  const owner = await contractOwner(deps.db, input.contractId);
  if (!owner) {
    issues.push({
      field: 'contractId',
      key: 'validation.notFoundRef',
      params: { label: 'contractId', id: input.contractId },
    });
  } else {
    await requireContract(deps.db, scope, input.contractId, 'forbid');
  }
  const file = await resolveFile(deps, userId, input.linkUrl, issues);
  if (issues.length || !file) throw validationError(issues);
  let id: number;
  try {
    const { rows } = await deps.db.execute<{ id: number }>(sql`
      INSERT INTO contract_documents (contract_id, name, note, file_id, created_by_id)
      VALUES (${input.contractId}, ${input.name}, ${input.note ?? null}, ${file.id}, ${userId}) RETURNING id`);
    id = rows[0]!.id;
  } catch (err) {
    // The contract was deleted meanwhile.
    if (isForeignKeyViolation(err)) {
      throw validationError([
        { field: 'contractId', key: 'validation.notFoundRef', params: { label: 'contractId', id: input.contractId } },
      ]);
    }
    // A concurrent create or replace attached the same file first (the unique index decides).
    if (isUniqueViolation(err)) throw validationError([FILE_IN_USE]);
    throw err;
  }
  return loadDocument(deps, id);
}

/** The contract of a document in the scope, and the document's file; 404 for no such document. */
async function requireDocument(deps: Deps, scope: ContractScope, id: number) {
  const { rows } = await deps.db.execute<{ contractId: number; fileId: string }>(
    sql`SELECT contract_id AS "contractId", file_id AS "fileId" FROM contract_documents WHERE id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  await requireContract(deps.db, scope, rows[0].contractId, 'forbid');
  return rows[0];
}

/** Renames a document, changes its note, or replaces its file (the old one is removed after the change). */
export async function updateDocument(
  deps: Deps,
  scope: ContractScope,
  userId: number,
  id: number,
  input: ContractDocumentUpdate,
): Promise<ContractDocument> {
  requireSameId(input.id, id);
  const current = await requireDocument(deps, scope, id);
  const issues: FieldIssue[] = [];
  const file = input.linkUrl ? await resolveFile(deps, userId, input.linkUrl, issues, current.fileId) : null;
  if (issues.length) throw validationError(issues);
  // The file replaced is the one the row holds when it is locked, not when it was first read: two
  // replaces at once then each remove the file they replaced, and neither leaves one behind.
  const replaced = await transaction(deps.db, async (tx) => {
    const locked = await tx.execute<{ fileId: string }>(
      sql`SELECT file_id AS "fileId" FROM contract_documents WHERE id = ${id} FOR UPDATE`,
    );
    if (!locked.rows[0]) throw notFound();
    await tx.execute(sql`
        UPDATE contract_documents
           SET name = ${input.name}, note = ${input.note ?? null}, file_id = coalesce(${file?.id ?? null}::uuid, file_id),
               edited_date = now(), edited_by_id = ${userId}
         WHERE id = ${id}`);
    const old = locked.rows[0].fileId;
    return file && file.id !== old ? old : null;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw validationError([FILE_IN_USE]);
    throw err;
  });
  // After the commit: a failed change keeps its file.
  if (replaced) await deps.files.delete(replaced);
  return loadDocument(deps, id);
}

/** Deletes a document and its stored file. */
export async function deleteDocument(deps: Deps, scope: ContractScope, id: number): Promise<void> {
  await requireDocument(deps, scope, id);
  const { rows } = await deps.db.execute<{ fileId: string }>(
    sql`DELETE FROM contract_documents WHERE id = ${id} RETURNING file_id AS "fileId"`,
  );
  if (!rows[0]) throw notFound();
  await deps.files.delete(rows[0].fileId);
}

/** A contract's documents as a file: what the detail lists, without the expiring download URLs. */
export const documentExport = defineListExport<DocumentRow>({
  name: 'contract-documents',
  title: { cs: 'Dokumenty smlouvy', en: 'Contract documents' },
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (d) => d.name, width: 36 },
    { label: { cs: 'Soubor', en: 'File' }, value: (d) => d.fileName, width: 30 },
    { label: { cs: 'Velikost (B)', en: 'Size (B)' }, type: 'number', value: (d) => d.size },
    { label: { cs: 'Typ souboru', en: 'File type' }, value: (d) => d.contentType, width: 24 },
    { label: { cs: 'Poznámka', en: 'Note' }, value: (d) => d.note, width: 36 },
    { label: { cs: 'Vloženo', en: 'Added' }, value: (d) => d.createdDate, width: 22 },
    { label: { cs: 'Vložil', en: 'Added by' }, value: (d) => d.createdByName, width: 24 },
  ],
});
