// Imports: start one from an uploaded file (checked up to its header before anything is written),
// list and read them with their records, delete them, and the sample and failed-row files. The
// club zone sees and makes only the current club's person imports.
import {
  IMPORT_RECORD_STATE,
  IMPORT_RECORD_STATE_CODES,
  IMPORT_STATE,
  IMPORT_TYPE,
  type Import,
  type ImportCreate,
  type ImportRecord,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AdminScope, ClubScope } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import { type Language, translate } from '../../platform/i18n/messages';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { defineListExport } from '../../platform/list-query/list-export';
import { booleanFilter, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { readTable, tableProblemsError } from '../../platform/tables';
import { IMPORT_ERROR_COLUMN } from './import-columns';
import { type ImportFailure, type ImportJobData, importColumns, importFormat } from './import-job';

export type ImportScope = AdminScope | ClubScope;

/** Rows of the list statements: the contract's item before the per-request presentation. */
export type ImportRow = Omit<Import, 'file' | 'fileToUploadUrl' | 'errorFileUrl' | 'failure' | 'countSuccess'> & {
  fileId: string | null;
  failureKeys: ImportFailure | null;
};

const nameCol = (lang: Language) => sql.raw(lang === 'en' ? 'name_en' : 'name_cs');

/** Admin: every import; club zone: the imports made for the current club. */
function scopeSql(scope: ImportScope): SQL {
  return scope.zone === 'club'
    ? sql`i.zone = 'club' AND i.object_id = ${scope.clubId} AND i.type_id = ${IMPORT_TYPE.person}`
    : sql`TRUE`;
}

function importColumnsSql(lang: Language): SQL {
  const name = nameCol(lang);
  return sql`i.id, i.type_id AS "typeId", json_build_object('id', t.id, 'code', t.code, 'name', t.${name}) AS type,
    i.state_id AS "stateId", json_build_object('id', s.id, 'code', s.code, 'name', s.${name}) AS state,
    i.zone, i.object_id AS "objectId", CASE WHEN i.type_id = ${IMPORT_TYPE.person} THEN c.name ELSE fu.${name} END AS "objectName",
    i.file_id AS "fileId", i.file_name AS "fileName",
    i.count_records AS "countRecords", i.count_created AS "countCreated", i.count_updated AS "countUpdated",
    i.count_incomplete AS "countIncomplete", i.count_failed AS "countFailed",
    CASE WHEN i.state_id IN (${IMPORT_STATE.pending}, ${IMPORT_STATE.processing}) AND jp.id IS NOT NULL
         THEN json_build_object('done', jp.done, 'total', jp.total) END AS progress,
    i.failure AS "failureKeys",
    nullif(trim(concat(cu.first_name, ' ', cu.last_name)), '') AS "createdByName",
    nullif(trim(concat(eu.first_name, ' ', eu.last_name)), '') AS "editedByName",
    to_char(i.created_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdDate", i.created_by_id AS "createdById",
    to_char(i.edited_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "editedDate", i.edited_by_id AS "editedById"`;
}

const IMPORT_FROM = sql`imports i
  JOIN codebook_entries t ON t.list = 'importTypes' AND t.id = i.type_id
  JOIN codebook_entries s ON s.list = 'importStates' AND s.id = i.state_id
  LEFT JOIN clubs c ON i.type_id = ${IMPORT_TYPE.person} AND c.id = i.object_id
  LEFT JOIN federation_units fu ON i.type_id = ${IMPORT_TYPE.club} AND fu.id = i.object_id
  LEFT JOIN job_progress jp ON jp.id = i.job_id
  LEFT JOIN users cu ON cu.id = i.created_by_id
  LEFT JOIN users eu ON eu.id = i.edited_by_id`;

const importListSpec: ListSpec = {
  fields: {
    typeId: { type: 'number', column: sql`i.type_id`, operators: ['valuesEqual', 'valuesMemberOf'] },
    stateId: { type: 'number', column: sql`i.state_id`, operators: ['valuesEqual', 'valuesMemberOf'], sort: true },
    fileName: { type: 'text', column: sql`i.file_name`, sort: true },
    createdDate: { type: 'date', column: sql`i.created_date`, sort: true },
    countRecords: { type: 'number', column: sql`i.count_records`, sort: true, filterable: false },
  },
  defaultSort: '-createdDate',
  tieBreaker: sql`i.id DESC`,
};

export function importsListSql(scope: ImportScope, query: Record<string, unknown>, lang: Language): ListStatements {
  const q = parseListQuery(query, importListSpec);
  const where = whereSql([scopeSql(scope), ...q.where]);
  return {
    page: sql`SELECT ${importColumnsSql(lang)} FROM ${IMPORT_FROM} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM imports i WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The item as the caller sees it: download paths of its zone and the failure in its language. */
export function presentImport(row: ImportRow, zone: 'admin' | 'club', lang: Language): Import {
  const { fileId, failureKeys, ...rest } = row;
  const base = `/api/${zone}-zone/imports/${row.id}`;
  const file = fileId ? `${base}/file` : null;
  return {
    ...rest,
    file,
    fileToUploadUrl: file,
    errorFileUrl: row.countFailed > 0 ? `${base}/failed-rows` : null,
    countSuccess: row.countRecords - row.countFailed,
    failure: failureKeys ? failureKeys.map((f) => translate(lang, f.key, f.params)).join(' ') : null,
  };
}

export const importExport = defineListExport<ImportRow>({
  name: 'imports',
  title: { cs: 'Importy', en: 'Imports' },
  columns: [
    { label: { cs: 'Vytvořeno', en: 'Created' }, type: 'dateTime', value: (r) => r.createdDate },
    { label: { cs: 'Typ', en: 'Type' }, value: (r) => r.type.name },
    { label: { cs: 'Soubor', en: 'File' }, value: (r) => r.fileName, width: 30 },
    { label: { cs: 'Do', en: 'Into' }, value: (r) => r.objectName, width: 30 },
    { label: { cs: 'Stav', en: 'State' }, value: (r) => r.state.name },
    { label: { cs: 'Řádků', en: 'Rows' }, type: 'number', value: (r) => r.countRecords },
    { label: { cs: 'Vytvořeno záznamů', en: 'Created rows' }, type: 'number', value: (r) => r.countCreated },
    { label: { cs: 'Aktualizováno', en: 'Updated' }, type: 'number', value: (r) => r.countUpdated },
    { label: { cs: 'Neúplných', en: 'Incomplete' }, type: 'number', value: (r) => r.countIncomplete },
    { label: { cs: 'Chybných', en: 'Failed' }, type: 'number', value: (r) => r.countFailed },
    { label: { cs: 'Vytvořil', en: 'Created by' }, value: (r) => r.createdByName },
  ],
});

export async function getImportRow(db: Db, scope: ImportScope, id: number, lang: Language): Promise<ImportRow> {
  const { rows } = await db.execute<ImportRow>(
    sql`SELECT ${importColumnsSql(lang)} FROM ${IMPORT_FROM} WHERE i.id = ${id} AND ${scopeSql(scope)}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The import's target, checked: the club persons join, or the unit clubs belong to. */
async function importTarget(db: Db, scope: ImportScope, body: ImportCreate): Promise<number> {
  if (scope.zone === 'club') {
    if (body.typeId !== IMPORT_TYPE.person) throw validationError([{ field: 'typeId', key: 'imports.typeNotInZone' }]);
    if (body.objectId != null && body.objectId !== scope.clubId)
      throw validationError([{ field: 'objectId', key: 'imports.otherClub' }]);
    return scope.clubId;
  }
  const isPerson = body.typeId === IMPORT_TYPE.person;
  if (body.objectId == null)
    throw validationError([{ field: 'objectId', key: isPerson ? 'imports.clubRequired' : 'imports.unitRequired' }]);
  const { rows } = await db.execute<{ ok: number }>(
    isPerson
      ? sql`SELECT 1 AS ok FROM clubs WHERE id = ${body.objectId}`
      : sql`SELECT 1 AS ok FROM federation_units WHERE id = ${body.objectId}`,
  );
  if (!rows[0])
    throw validationError([
      {
        field: 'objectId',
        key: isPerson ? 'imports.clubNotFound' : 'imports.unitNotFound',
        params: { value: body.objectId },
      },
    ]);
  return body.objectId;
}

/**
 * Starts an import: the file must be this user's upload for imports, readable, and have the
 * right header (a 400 naming every problem otherwise, and nothing is written); then the import
 * row and its job are created together.
 */
export async function createImport(
  deps: Pick<AppDeps, 'db' | 'files' | 'jobs'>,
  job: JobDefinition<ImportJobData>,
  scope: ImportScope,
  userId: number,
  body: ImportCreate & { encoding: 'auto' | 'utf-8' | 'windows-1250' },
): Promise<number> {
  const objectId = await importTarget(deps.db, scope, body);
  const file = await deps.files.resolve(body.fileAwsUrl, { purpose: 'import', userId, field: 'fileAwsUrl' });
  const stream = await deps.files.open(file);
  try {
    const reader = await readTable(stream, {
      format: importFormat(file.name),
      columns: importColumns(body.typeId),
      encoding: body.encoding === 'auto' ? undefined : body.encoding,
    });
    if (!reader.ok) throw tableProblemsError(reader.problems, 'fileAwsUrl');
    reader.close();
  } finally {
    stream.destroy();
  }
  const id = await transaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO imports (type_id, state_id, zone, object_id, file_id, file_name, encoding, created_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [body.typeId, IMPORT_STATE.pending, scope.zone, objectId, file.id, file.name, body.encoding, userId],
    );
    const id = rows[0]!.id;
    const queued = await deps.jobs.enqueue(job, { importId: id }, { key: `import-${id}`, tx });
    await tx.query('UPDATE imports SET job_id = $2 WHERE id = $1', [id, queued.id]);
    return id;
  });
  deps.jobs.wake();
  return id;
}

/** Deletes an import with its records and files; the persons and clubs it made stay. */
export async function deleteImport(deps: Pick<AppDeps, 'db' | 'files'>, scope: ImportScope, id: number) {
  const { rows } = await deps.db.execute<{ state_id: number; file_id: string | null; error_file_id: string | null }>(
    sql`SELECT i.state_id, i.file_id, i.error_file_id FROM imports i WHERE i.id = ${id} AND ${scopeSql(scope)}`,
  );
  const row = rows[0];
  if (!row) throw notFound();
  if (row.state_id === IMPORT_STATE.processing) throw new AppError('conflict', 409, {}, [{ key: 'imports.running' }]);
  await deps.db.execute(sql`DELETE FROM imports WHERE id = ${id}`);
  for (const fileId of [row.file_id, row.error_file_id]) if (fileId) await deps.files.delete(fileId);
}

type RecordRow = Omit<ImportRecord, 'state' | 'message' | 'errors'> & {
  errors: { id: number; typeId: number; type: string; column: string | null; params: Record<string, string> | null }[];
};

const recordListSpec: ListSpec = {
  fields: {
    stateId: { type: 'number', column: sql`r.state_id`, operators: ['valuesEqual', 'valuesMemberOf'], sort: true },
    rowNumber: { type: 'number', column: sql`r.row_number`, sort: true },
    fullName: {
      type: 'text',
      column: sql`lower(f_unaccent(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '') || ' ' || coalesce(r.club_name, '')))`,
    },
    lastName: { type: 'text', column: sql`r.last_name`, sort: true },
    birthNumber: { type: 'text', column: sql`r.birth_number` },
    hasErrors: {
      type: 'boolean',
      filter: booleanFilter(sql`EXISTS (SELECT 1 FROM import_record_errors e WHERE e.import_record_id = r.id)`),
      operators: ['valuesEqual'],
    },
  },
  defaultSort: 'rowNumber',
  tieBreaker: sql`r.id ASC`,
};

export function importRecordsSql(importId: number, query: Record<string, unknown>, lang: Language): ListStatements {
  const q = parseListQuery(query, recordListSpec);
  const where = whereSql([sql`r.import_id = ${importId}`, ...q.where]);
  const name = nameCol(lang);
  return {
    page: sql`
      SELECT r.id::int AS id, r.row_number AS "rowNumber", r.state_id AS "stateId", r.birth_number AS "birthNumber",
             to_char(r.birth_date, 'YYYY-MM-DD') AS "birthDate", r.person_id AS "personId",
             r.first_name AS "firstName", r.last_name AS "lastName",
             nullif(trim(concat(r.first_name, ' ', r.last_name)), '') AS "fullName",
             r.club_identification_number AS "clubIdentificationNumber", r.club_name AS "clubName", r.club_id AS "clubId",
             to_char(r.created_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdDate",
             coalesce((SELECT json_agg(json_build_object('id', e.id, 'typeId', e.type_id, 'type', ce.${name},
                                                         'column', e."column", 'params', e.params) ORDER BY e.id)
                         FROM import_record_errors e
                         JOIN codebook_entries ce ON ce.list = 'importErrors' AND ce.id = e.type_id
                        WHERE e.import_record_id = r.id), '[]'::json) AS errors
        FROM import_records r WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM import_records r WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The column header of a key in the caller's language (the file's own header texts). */
function columnLabel(typeId: number, key: string | null, lang: Language): string | null {
  if (!key) return null;
  const col = importColumns(typeId).find((c) => c.key === key);
  return col ? ((lang === 'en' ? col.headers[1] : col.headers[0]) ?? key) : key;
}

export function presentRecord(row: RecordRow, typeId: number, lang: Language): ImportRecord {
  const errors = row.errors.map((e) => {
    const { detail, value, row: firstRow } = e.params ?? {};
    const parts = [e.type];
    const label = columnLabel(typeId, e.column, lang);
    // The cell's value in the quotation marks of the caller's language.
    if (label) parts.push(value ? translate(lang, 'imports.cellValue', { label, value: String(value) }) : label);
    if (detail) parts.push(translate(lang, detail, e.params ?? {}));
    if (firstRow) parts.push(`#${firstRow}`);
    return {
      id: e.id,
      importDetailId: row.id,
      typeId: e.typeId,
      type: e.type,
      column: e.column,
      message: parts.join(': '),
    };
  });
  const code = IMPORT_RECORD_STATE_CODES[row.stateId - 1] ?? 'FAILED';
  const stateText = translate(lang, `imports.record.${code.toLowerCase()}`);
  return {
    ...row,
    state: stateText,
    errors,
    message: errors.length > 0 ? `${stateText} – ${errors.map((e) => e.message).join('; ')}` : stateText,
  };
}

export type { RecordRow };

/** The failed rows, each as read, with an error column: fix in place and import again. */
export async function* failedRows(db: Db, importId: number, typeId: number, lang: Language) {
  const keys = importColumns(typeId)
    .map((c) => c.key)
    .filter((k) => k !== IMPORT_ERROR_COLUMN);
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<RecordRow & { cells: Record<string, string> }>(
      sql`SELECT r.row_number AS "rowNumber", r.id::int AS id, r.state_id AS "stateId", r.cells,
                 coalesce((SELECT json_agg(json_build_object('id', e.id, 'typeId', e.type_id, 'type', ce.${nameCol(lang)},
                                                             'column', e."column", 'params', e.params) ORDER BY e.id)
                             FROM import_record_errors e
                             JOIN codebook_entries ce ON ce.list = 'importErrors' AND ce.id = e.type_id
                            WHERE e.import_record_id = r.id), '[]'::json) AS errors
            FROM import_records r
           WHERE r.import_id = ${importId} AND r.state_id = ${IMPORT_RECORD_STATE.failed} AND r.row_number > ${after}
           ORDER BY r.row_number LIMIT 1000`,
    );
    for (const r of rows) {
      const presented = presentRecord(r as RecordRow, typeId, lang);
      yield [...keys.map((k) => r.cells[k] ?? ''), presented.errors.map((e) => e.message).join('; ')];
    }
    if (rows.length < 1000) return;
    after = rows[rows.length - 1]!.rowNumber;
  }
}

/** The header of a file for a type, as the samples write it (Czech); the error column only if asked. */
export function fileColumns(typeId: number, withError: boolean) {
  return importColumns(typeId)
    .filter((c) => withError || c.key !== IMPORT_ERROR_COLUMN)
    .map((c) => ({ header: c.headers[0] }));
}
