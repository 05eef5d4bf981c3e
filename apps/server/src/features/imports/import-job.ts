// The import as a background job: read the stored file row by row, check each row, apply the good
// ones in batches (persons through a staging table, import-stage.ts) and record every row's
// outcome, all in one transaction. A failure of the whole import (an unreadable file, a lost
// database) rolls everything back: the data stay as they were. A row whose data the database
// refuses fails alone (import-stage.ts).
import { IMPORT_ERROR, IMPORT_RECORD_STATE, IMPORT_STATE, IMPORT_TYPE } from '@fedra/contract';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import type { FileStore } from '../../platform/files/file-store';
import type { JobDefinition, JobQueue } from '../../platform/jobs/job-queue';
import { readTable, type TableEncoding, TableError, type TableProblem, todayIn } from '../../platform/tables';
import { applyClubBatch, type CheckedRow, type RowOutcome } from './import-apply';
import { CLUB_COLUMNS, PERSON_COLUMNS } from './import-columns';
import { BIRTH_NUMBER_KEY, type Checked, checkClubRow, checkPersonRow, personKeys, type RowIssue } from './import-rows';
import { type StagedRow, stagePersonImport } from './import-stage';

/** Rows applied per statement round; large enough to keep round trips few, small enough for memory. */
export const IMPORT_BATCH_ROWS = 2000;

export interface ImportJobData {
  importId: number;
}

interface ImportRow {
  id: number;
  type_id: number;
  zone: 'admin' | 'club';
  object_id: number | null;
  file_id: string | null;
  file_name: string;
  encoding: string;
  created_by_id: number;
}

/** What a failed import says, kept as message keys so that each reader sees it in its language. */
export type ImportFailure = { key: string; params?: Record<string, string | number> }[];

export function importFormat(fileName: string): 'csv' | 'xlsx' {
  return fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
}

export const importColumns = (typeId: number) => (typeId === IMPORT_TYPE.club ? CLUB_COLUMNS : PERSON_COLUMNS);

export function tableFailure(problems: TableProblem[]): ImportFailure {
  return problems.map((p) => ({ key: `table.${p.code}`, params: p.params }));
}

async function markFailed(db: Db, importId: number, failure: ImportFailure) {
  await db.query(
    `UPDATE imports SET state_id = $2, failure = $3::jsonb, count_records = 0, count_created = 0, count_updated = 0,
            count_incomplete = 0, count_failed = 0, edited_date = now() WHERE id = $1`,
    [importId, IMPORT_STATE.failed, JSON.stringify(failure)],
  );
}

async function countryIds(client: Db): Promise<Map<string, number>> {
  const { rows } = await client.query<{ id: number; alpha2: string; alpha3: string }>(
    'SELECT id, alpha2, alpha3 FROM countries',
  );
  const map = new Map<string, number>();
  for (const r of rows) {
    map.set(r.alpha3.toUpperCase(), r.id);
    map.set(r.alpha2.toUpperCase(), r.id);
  }
  return map;
}

/** Inserts the batch's records and their errors (one statement each). */
async function insertRecords(
  client: Db,
  importId: number,
  rows: { rowNumber: number; cells: Record<string, string>; values: Record<string, unknown> | null }[],
  outcomes: RowOutcome[],
) {
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const { rows: ids } = await client.query<{ id: number; row_number: number }>(
    `INSERT INTO import_records (import_id, row_number, state_id, person_id, club_id, first_name, last_name,
                                 birth_number, birth_date, club_identification_number, club_name, cells)
     SELECT $1, r.* FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[],
                                $9::date[], $10::text[], $11::text[], $12::jsonb[]) AS r
     RETURNING id, row_number`,
    [
      importId,
      rows.map((r) => r.rowNumber),
      outcomes.map((o) => o.stateId),
      outcomes.map((o) => o.personId),
      outcomes.map((o) => o.clubId),
      rows.map((r) => str(r.values?.firstName ?? r.cells.firstName)),
      rows.map((r) => str(r.values?.lastName ?? r.cells.lastName)),
      rows.map((r) => str(r.values?.birthNumber ?? r.cells.birthNumber)),
      rows.map((r) => str(r.values?.birthDate)),
      rows.map((r) => str(r.values?.identificationNumber ?? r.cells.identificationNumber)),
      rows.map((r) => str(r.values?.name ?? r.cells.name)),
      rows.map((r) => JSON.stringify(r.cells)),
    ],
  );
  const idByRow = new Map(ids.map((r) => [r.row_number, Number(r.id)]));
  const errors = rows.flatMap((r, i) =>
    outcomes[i]!.issues.map((issue) => ({ recordId: idByRow.get(r.rowNumber)!, issue })),
  );
  if (errors.length === 0) return;
  await client.query(
    `INSERT INTO import_record_errors (import_record_id, type_id, "column", params)
     SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::jsonb[])`,
    [
      errors.map((e) => e.recordId),
      errors.map((e) => e.issue.typeId),
      errors.map((e) => e.issue.column),
      errors.map((e) =>
        JSON.stringify({ ...(e.issue.params ?? {}), ...(e.issue.detail ? { detail: e.issue.detail } : {}) }),
      ),
    ],
  );
}

interface Counts {
  records: number;
  created: number;
  updated: number;
  incomplete: number;
  failed: number;
}

/**
 * The rows as read, each checked, a second row for the same person or club in one file refused
 * whatever the database holds.
 */
async function* checkedRows(
  input: AsyncIterable<{ record: number; cells: Record<string, string> }>,
  isPerson: boolean,
  ctx: { countryIds: Map<string, number>; today: string },
): AsyncGenerator<{ rowNumber: number; cells: Record<string, string>; checked: Checked<Record<string, unknown>> }> {
  const seenKeys = new Map<string, number>();
  for await (const row of input) {
    let checked: Checked<Record<string, unknown>> = isPerson
      ? (checkPersonRow(row.cells, ctx) as Checked<never>)
      : (checkClubRow(row.cells) as Checked<never>);
    if (checked.ok) {
      const keys = isPerson
        ? personKeys(checked.values as never)
        : [`ico:${(checked.values as { identificationNumber: string }).identificationNumber}`];
      const shared = keys.find((k) => seenKeys.has(k));
      if (shared !== undefined) {
        const first = String(seenKeys.get(shared));
        // Only the birth number shared: another person with the same number, which the register refuses.
        const issue: RowIssue = shared.startsWith(BIRTH_NUMBER_KEY)
          ? {
              typeId: IMPORT_ERROR.duplicateRow,
              column: 'birthNumber',
              detail: 'imports.detail.birthNumberInFile',
              params: { row: first, value: row.cells.birthNumber ?? '' },
            }
          : { typeId: IMPORT_ERROR.duplicateRow, column: null, params: { row: first } };
        checked = { ok: false, values: null, issues: [...checked.issues, issue] };
      } else for (const k of keys) seenKeys.set(k, row.record);
    }
    yield { rowNumber: row.record, cells: row.cells, checked };
  }
}

/** Runs one import to its end inside `client`'s open transaction; throws TableError on a broken file. */
async function runImport(
  client: Db,
  imp: ImportRow,
  input: AsyncIterable<{ record: number; cells: Record<string, string> }>,
  progress: (done: number) => Promise<void>,
): Promise<Counts> {
  const today = todayIn();
  const ctx = { countryIds: await countryIds(client), today };
  const rows = checkedRows(input, imp.type_id === IMPORT_TYPE.person, ctx);
  if (imp.type_id === IMPORT_TYPE.person) {
    const { rows: clubs } = await client.query<{ federation_unit_id: number }>(
      'SELECT federation_unit_id FROM clubs WHERE id = $1',
      [imp.object_id],
    );
    const personTarget = {
      clubId: imp.object_id ?? 0,
      federationUnitId: clubs[0]!.federation_unit_id,
      onlyOwnMembers: imp.zone === 'club',
      userId: imp.created_by_id,
      today,
    };
    return stagePersonImport(client, imp.id, personTarget, rows as AsyncIterable<StagedRow>, progress);
  }

  const counts: Counts = { records: 0, created: 0, updated: 0, incomplete: 0, failed: 0 };
  const clubTarget = {
    federationUnitId: imp.object_id ?? 0,
    userId: imp.created_by_id,
    today,
    seenClubs: new Set<number>(),
  };
  let batch: { rowNumber: number; cells: Record<string, string>; checked: Checked<Record<string, unknown>> }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const good: CheckedRow<never>[] = [];
    const goodIndex: number[] = [];
    const outcomes: RowOutcome[] = batch.map((row, i) => {
      if (!row.checked.ok)
        return { stateId: IMPORT_RECORD_STATE.failed, personId: null, clubId: null, issues: row.checked.issues };
      good.push({
        rowNumber: row.rowNumber,
        cells: row.cells,
        values: row.checked.values as never,
        issues: row.checked.issues,
      });
      goodIndex.push(i);
      return null as unknown as RowOutcome;
    });
    if (good.length > 0) {
      const applied = await applyClubBatch(client, clubTarget, good);
      applied.forEach((o, k) => {
        outcomes[goodIndex[k]!] = o;
      });
    }
    await insertRecords(
      client,
      imp.id,
      batch.map((b) => ({ rowNumber: b.rowNumber, cells: b.cells, values: b.checked.values })),
      outcomes,
    );
    for (const o of outcomes) {
      counts.records++;
      if (o.stateId === IMPORT_RECORD_STATE.created) counts.created++;
      else if (o.stateId === IMPORT_RECORD_STATE.updated) counts.updated++;
      else if (o.stateId === IMPORT_RECORD_STATE.incomplete) counts.incomplete++;
      else if (o.stateId === IMPORT_RECORD_STATE.failed) counts.failed++;
    }
    batch = [];
    await progress(counts.records);
  };

  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= IMPORT_BATCH_ROWS) await flush();
  }
  await flush();
  return counts;
}

type JobDeps = { db: Db; files: FileStore; jobs: JobQueue };

/** Registers the job; the returned definition is what the service enqueues. */
export function defineImportJob(deps: JobDeps): JobDefinition<ImportJobData> {
  return deps.jobs.defineOnce<ImportJobData>('imports.process', () => importJobDefinition(deps));
}

function importJobDefinition(deps: JobDeps): JobDefinition<ImportJobData> {
  return {
    name: 'imports.process',
    retryLimit: 2,
    retryDelaySeconds: 5,
    timeoutSeconds: 30 * 60,
    async handler({ importId }, job) {
      const { rows } = await deps.db.query<ImportRow>(
        `SELECT id, type_id, zone, object_id, file_id, file_name, encoding, created_by_id FROM imports WHERE id = $1`,
        [importId],
      );
      const imp = rows[0];
      // Deleted before it ran: nothing to do.
      if (!imp) return { skipped: true };
      const file = imp.file_id ? await deps.files.get(imp.file_id) : null;
      if (!file) {
        await markFailed(deps.db, importId, [{ key: 'imports.failedJob' }]);
        return { failed: 'file missing' };
      }
      await deps.db.query('UPDATE imports SET state_id = $2, failure = NULL, edited_date = now() WHERE id = $1', [
        importId,
        IMPORT_STATE.processing,
      ]);
      const stream = await deps.files.open(file);
      const reader = await readTable(stream, {
        format: importFormat(imp.file_name),
        columns: importColumns(imp.type_id),
        encoding: imp.encoding === 'auto' ? undefined : (imp.encoding as TableEncoding),
      });
      if (!reader.ok) {
        stream.destroy();
        await markFailed(deps.db, importId, tableFailure(reader.problems));
        return { failed: 'table' };
      }
      try {
        return await transaction(deps.db, async (tx) => {
          // A retry starts over: the records of a failed attempt were rolled back with it.
          await tx.query('DELETE FROM import_records WHERE import_id = $1', [importId]);
          const counts = await runImport(tx, imp, reader.rows, (done) => job.progress(done));
          const state = counts.failed > 0 ? IMPORT_STATE.completedWithErrors : IMPORT_STATE.completed;
          await tx.query(
            `UPDATE imports SET state_id = $2, count_records = $3, count_created = $4, count_updated = $5,
                    count_incomplete = $6, count_failed = $7, failure = NULL, edited_date = now() WHERE id = $1`,
            [importId, state, counts.records, counts.created, counts.updated, counts.incomplete, counts.failed],
          );
          return counts;
        });
      } catch (err) {
        if (err instanceof TableError) {
          // The file is broken further in: no retry helps, and nothing of it was applied.
          await markFailed(deps.db, importId, tableFailure([err.problem]));
          return { failed: 'table' };
        }
        if (job.attempt >= job.maxAttempts) await markFailed(deps.db, importId, [{ key: 'imports.failedJob' }]);
        else await deps.db.query('UPDATE imports SET state_id = $2 WHERE id = $1', [importId, IMPORT_STATE.pending]);
        throw err;
      } finally {
        reader.close();
        stream.destroy();
      }
    },
  };
}
