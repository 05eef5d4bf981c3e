// Contracts between the federation and its clubs (spec 001 §3 Contract, §7): read in the caller's
// scope, written by the office. The server numbers them `{year}/{sequence}` without gaps.
import type { Contract, ContractCreate } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import {
  AppError,
  type FieldIssue,
  forbidden,
  isForeignKeyViolation,
  notFound,
  requireSameId,
  validationError,
} from '../../platform/errors/app-error';
import type { FileStore } from '../../platform/files/file-store';
import { codebookNames, defineListExport } from '../../platform/list-query/list-export';
import { CONTRACT_COLUMNS, CONTRACT_FROM, type ContractScope, contractScopeSql, validOn } from './contract-queries';

/** What create and update write (the contract schema's output). */
type ContractInput = Omit<ContractCreate, 'validTill' | 'registrationDate' | 'note'> & {
  validTill?: string | null;
  registrationDate?: string | null;
  note?: string | null;
};

/** The contract's club is in the scope; otherwise 403 in the admin zone, 404 (or 403) in the club zone. */
function checkScope(scope: ContractScope, row: { clubId: number; unitId: number }, otherClub: 'hide' | 'forbid') {
  if (scope.zone === 'club') {
    if (row.clubId === scope.clubId) return;
    throw otherClub === 'hide' ? notFound() : forbidden();
  }
  if (scope.fedUnitIds !== null && !scope.fedUnitIds.includes(row.unitId)) throw forbidden();
}

/** The club and unit of a contract, or null when there is no such contract. */
export async function contractOwner(db: Db, id: number): Promise<{ clubId: number; unitId: number } | null> {
  const { rows } = await db.execute<{ clubId: number; unitId: number }>(sql`
    SELECT c.club_id AS "clubId", cl.federation_unit_id AS "unitId" FROM ${CONTRACT_FROM} WHERE c.id = ${id}`);
  return rows[0] ?? null;
}

/**
 * 404 unless the contract exists; then the scope rule: a unit manager gets 403 for other units'
 * contracts, the club zone 404 for other clubs' (`otherClub: 'forbid'`: 403, for writes).
 */
export async function requireContract(
  db: Db,
  scope: ContractScope,
  id: number,
  otherClub: 'hide' | 'forbid' = 'hide',
): Promise<void> {
  const owner = await contractOwner(db, id);
  if (!owner) throw notFound();
  checkScope(scope, owner, otherClub);
}

export async function getContract(db: Db, scope: ContractScope, id: number): Promise<Contract> {
  await requireContract(db, scope, id);
  const { rows } = await db.execute<Contract>(sql`SELECT ${CONTRACT_COLUMNS} FROM ${CONTRACT_FROM} WHERE c.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The club, type and state exist (400 naming each missing one) and the club is in the scope (403). */
async function checkReferences(db: Db, scope: ContractScope, input: ContractInput): Promise<void> {
  const { rows } = await db.execute<{ unit: number | null; club: boolean; type: boolean; state: boolean }>(sql`
    SELECT (SELECT federation_unit_id FROM clubs WHERE id = ${input.clubId}) AS unit,
           EXISTS (SELECT 1 FROM clubs WHERE id = ${input.clubId}) AS club,
           EXISTS (SELECT 1 FROM codebook_entries WHERE list = 'contractTypes' AND id = ${input.typeId}) AS type,
           EXISTS (SELECT 1 FROM codebook_entries WHERE list = 'contractStates' AND id = ${input.stateId}) AS state`);
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  const missing = (field: 'clubId' | 'typeId' | 'stateId', id: number) =>
    issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id } });
  if (!r.club) missing('clubId', input.clubId);
  if (!r.type) missing('typeId', input.typeId);
  if (!r.state) missing('stateId', input.stateId);
  if (issues.length) throw validationError(issues);
  checkScope(scope, { clubId: input.clubId, unitId: r.unit ?? 0 }, 'forbid');
}

/** The club was deleted between the check and the write: the foreign key refuses, we name the field. */
function clubGone(err: unknown, clubId: number): never {
  if (isForeignKeyViolation(err)) {
    throw validationError([
      { field: 'clubId', key: 'validation.notFoundRef', params: { label: 'clubId', id: clubId } },
    ]);
  }
  throw err;
}

/**
 * Creates a contract with the next number of its registration year. The counter row is taken
 * and the contract inserted in one statement (one transaction): a failed insert rolls the number
 * back, so there are no gaps, and the counter's row lock makes concurrent creates wait in turn.
 */
export async function createContract(db: Db, scope: ContractScope, userId: number, input: ContractInput) {
  await checkReferences(db, scope, input);
  try {
    const { rows } = await db.execute<{ id: number }>(sql`
      WITH registered AS (SELECT coalesce(${input.registrationDate ?? null}::date, ${TODAY_SQL}) AS day),
      counter AS (
        INSERT INTO contract_number_counters (year, last_sequence)
        SELECT extract(year FROM day)::int, 1 FROM registered
        ON CONFLICT (year) DO UPDATE SET last_sequence = contract_number_counters.last_sequence + 1
        RETURNING year, last_sequence AS seq)
      INSERT INTO contracts (number, year, sequence, club_id, type_id, state_id, valid_from, valid_till,
                             registration_date, note, created_by_id)
      SELECT counter.year || '/' || lpad(seq::text, greatest(4, length(seq::text)), '0'), counter.year, seq,
             ${input.clubId}, ${input.typeId}, ${input.stateId}, ${input.validFrom}::date,
             ${input.validTill ?? null}::date, registered.day, ${input.note ?? null}, ${userId}
        FROM counter, registered
      RETURNING id`);
    return getContract(db, scope, rows[0]!.id);
  } catch (err) {
    clubGone(err, input.clubId);
  }
}

/**
 * Changes a contract. Its number stays, also when the registration date moves to another year:
 * a number once given out names that contract for good. No registration date keeps the current one.
 */
export async function updateContract(
  db: Db,
  scope: ContractScope,
  userId: number,
  id: number,
  input: ContractInput & { id: number },
): Promise<Contract> {
  requireSameId(input.id, id);
  await requireContract(db, scope, id);
  await checkReferences(db, scope, input);
  try {
    const { rows } = await db.execute<{ id: number }>(sql`
      UPDATE contracts
         SET club_id = ${input.clubId}, type_id = ${input.typeId}, state_id = ${input.stateId},
             valid_from = ${input.validFrom}::date, valid_till = ${input.validTill ?? null}::date,
             registration_date = coalesce(${input.registrationDate ?? null}::date, registration_date),
             note = ${input.note ?? null}, edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id} RETURNING id`);
    if (!rows[0]) throw notFound();
  } catch (err) {
    if (err instanceof AppError) throw err;
    clubGone(err, input.clubId);
  }
  return getContract(db, scope, id);
}

/** Deletes a contract with its documents and their stored files; its number is not given out again. */
export async function deleteContract(db: Db, files: FileStore, scope: ContractScope, id: number): Promise<void> {
  await requireContract(db, scope, id);
  const fileIds = await transaction(db, async (tx) => {
    // The lock first: a document being added meanwhile is then either committed, and seen below,
    // or refused by the foreign key; none is deleted by the cascade with its file left behind.
    const locked = await tx.execute(sql`SELECT 1 FROM contracts WHERE id = ${id} FOR UPDATE`);
    if (!locked.rows.length) throw notFound();
    const { rows } = await tx.execute<{ fileId: string }>(
      sql`DELETE FROM contract_documents WHERE contract_id = ${id} RETURNING file_id AS "fileId"`,
    );
    await tx.execute(sql`DELETE FROM contracts WHERE id = ${id}`);
    return rows.map((r) => r.fileId);
  });
  // The stored files after the commit: a failed delete keeps them.
  for (const fileId of fileIds) await files.delete(fileId);
}

/** Contracts in the scope: all of them, or those valid on `date`. */
export async function countContracts(db: Db, scope: ContractScope, date?: string): Promise<number> {
  const valid = date ? validOn(sql`${date}::date`) : sql`TRUE`;
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${CONTRACT_FROM} WHERE ${contractScopeSql(scope)} AND ${valid}`,
  );
  return rows[0]?.n ?? 0;
}

/** The contract list as a file: what the list shows, type and state by their names. */
export const contractExport = defineListExport<Contract, { types: Map<number, string>; states: Map<number, string> }>({
  name: 'contracts',
  title: { cs: 'Smlouvy', en: 'Contracts' },
  prepare: async (db, lang) => ({
    types: await codebookNames(db, 'contractTypes', lang),
    states: await codebookNames(db, 'contractStates', lang),
  }),
  columns: [
    { label: { cs: 'Číslo', en: 'Number' }, value: (c) => c.number, width: 12 },
    { label: { cs: 'Klub', en: 'Club' }, value: (c) => c.clubName, width: 36 },
    { label: { cs: 'Typ', en: 'Type' }, value: (c, x) => x.types.get(c.typeId) ?? String(c.typeId), width: 30 },
    { label: { cs: 'Stav', en: 'State' }, value: (c, x) => x.states.get(c.stateId) ?? String(c.stateId), width: 20 },
    { label: { cs: 'Platnost od', en: 'Valid from' }, type: 'date', value: (c) => c.validFrom },
    { label: { cs: 'Platnost do', en: 'Valid till' }, type: 'date', value: (c) => c.validTill },
    { label: { cs: 'Datum registrace', en: 'Registration date' }, type: 'date', value: (c) => c.registrationDate },
    { label: { cs: 'Platná dnes', en: 'Valid today' }, type: 'boolean', value: (c) => c.isValid },
    { label: { cs: 'Dokumentů', en: 'Documents' }, type: 'number', value: (c) => c.documentCount },
    { label: { cs: 'Poznámka', en: 'Note' }, value: (c) => c.note, width: 36 },
  ],
});
