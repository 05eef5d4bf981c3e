// The person import through a staging table: each row, checked in TypeScript as it is read
// (import-rows.ts), is COPYed into a temporary table, and each chunk of rows is matched, refused or
// written by a few set-based statements, one INSERT ... SELECT per target table. The next chunk is
// read and checked while the database works on the last one. A row either lands in full (person,
// membership, record) or fails with its reasons: when a statement fails on one row's data, the
// chunk goes again row by row, each row in a savepoint of its own, and only that row fails.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_ERROR, IMPORT_RECORD_STATE } from '@fedra/contract';
import { from as copyFrom } from 'pg-copy-streams';
import { APPROVAL_STATE, PERSON_ROLE_TYPE } from '../../db/reference-ids';
import type { Db } from '../../platform/db/pool';
import { randomRegistrationNumber } from '../../platform/db/registration-number';
import { transaction } from '../../platform/db/transaction';
import type { Checked, PersonValues, RowIssue } from './import-rows';

/** Rows per chunk: few statements per row, and progress every few hundred milliseconds. */
export const IMPORT_CHUNK_ROWS = 10_000;

export interface PersonTarget {
  /** The club the persons join. */
  clubId: number;
  /** Its federation unit, given to new persons. */
  federationUnitId: number;
  /** Club zone: persons who are not current members of the club are not changed (docs/decisions.md). */
  onlyOwnMembers: boolean;
  userId: number;
  today: string;
}

/** One row as read and checked (its in-file duplicates already marked). */
export interface StagedRow {
  rowNumber: number;
  cells: Record<string, string>;
  checked: Checked<PersonValues>;
}

export interface StageCounts {
  records: number;
  created: number;
  updated: number;
  incomplete: number;
  failed: number;
}

/** A person as the register's 409 names them: "Jana Nováková (CZE 123-456)". */
const PERSON_NAME = `p.first_name || ' ' || p.last_name || ' (' || p.registration_number || ')'`;

const STAGE_COLUMNS = [
  'row_no',
  'ok',
  'warned',
  'reg',
  'fn',
  'ln',
  'bd',
  'bn',
  'sex',
  'nat',
  'email',
  'phone',
  'street',
  'city',
  'zip',
  'new_reg',
  'rec_first_name',
  'rec_last_name',
  'rec_birth_number',
  'cells',
  'issues',
] as const;

/** The temporary tables of one import's transaction (dropped with it, committed or not). */
async function createStage(client: Db) {
  // Compiling these statements costs more than running them on a chunk (a second each, measured
  // on the million-person bench): the import's transaction runs without JIT.
  await client.query('SET LOCAL jit = off');
  await client.query(
    `CREATE TEMP TABLE import_stage (
       row_no int PRIMARY KEY, ok boolean NOT NULL, warned boolean NOT NULL,
       reg text, fn text, ln text, bd date, bn text, sex int, nat int,
       email text, phone text, street text, city text, zip text, new_reg text,
       rec_first_name text, rec_last_name text, rec_birth_number text,
       cells jsonb NOT NULL, issues jsonb NOT NULL
     ) ON COMMIT DROP`,
  );
  // What became of each row checked good: its action, its person and the register's refusal.
  await client.query(
    `CREATE TEMP TABLE import_outcome (
       row_no int PRIMARY KEY, action text NOT NULL, person_id int, member boolean NOT NULL DEFAULT false,
       changed boolean NOT NULL DEFAULT false, issue_type int, issue_column text, issue_params jsonb
     ) ON COMMIT DROP`,
  );
}

/** A value in COPY's text format. */
function copyField(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v !== 'string') return String(v);
  return v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

const issueJson = (issue: RowIssue) => ({
  typeId: issue.typeId,
  column: issue.column,
  params: { ...(issue.params ?? {}), ...(issue.detail ? { detail: issue.detail } : {}) },
});

/** The row as one line of COPY text; `taken` keeps the registration numbers given out. */
function stageLine(row: StagedRow, taken: Set<string>): string {
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const v = row.checked.ok ? row.checked.values : null;
  const fields = [
    row.rowNumber,
    row.checked.ok,
    row.checked.issues.length > 0,
    v?.registrationNumber,
    v?.firstName,
    v?.lastName,
    v?.birthDate,
    v?.birthNumber,
    v?.sexId,
    v?.nationalityId,
    v?.email,
    v?.phone,
    v?.street,
    v?.city,
    v?.zip,
    v ? randomRegistrationNumber(taken) : null,
    // The record's own columns, as they were written before the staging table.
    str(v?.firstName ?? row.cells.firstName),
    str(v?.lastName ?? row.cells.lastName),
    str(v?.birthNumber ?? row.cells.birthNumber),
    JSON.stringify(row.cells),
    JSON.stringify(row.checked.issues.map(issueJson)),
  ];
  return `${fields.map(copyField).join('\t')}\n`;
}

/**
 * Decides every good row of rows `lo`..`hi`: a registration number nobody has, a birth number
 * another person holds, a person already applied by an earlier row, another club's person (club
 * zone) fail; the rest are created or update the person they match (spec 001: by registration
 * number, then birth number, then name and birth date).
 */
async function decide(client: Db, importId: number, target: PersonTarget, lo: number, hi: number) {
  await client.query(
    `WITH m AS MATERIALIZED (
       SELECT r.row_no, r.reg, r.bn, r.cells->>'birthNumber' AS bn_cell, reg.id AS reg_id,
              coalesce(reg.id,
                (SELECT p.id FROM persons p WHERE r.bn IS NOT NULL AND p.birth_number = r.bn ORDER BY p.id LIMIT 1),
                (SELECT p.id FROM persons p
                  WHERE p.birth_date = r.bd AND lower(p.last_name) = lower(r.ln) AND lower(p.first_name) = lower(r.fn)
                  ORDER BY p.id LIMIT 1)) AS person_id
         FROM import_stage r
         -- A probe per row: as a join, a chunk of rows without registration numbers (new persons)
         -- was planned as a hash join over every person (a scan of the table per chunk).
         LEFT JOIN LATERAL (SELECT p.id FROM persons p WHERE p.registration_number = r.reg LIMIT 1) reg ON true
        WHERE r.ok AND r.row_no BETWEEN $1 AND $2
     ), x AS MATERIALIZED (
       SELECT m.*, matched.name AS person_name, holder.id AS holder_id, holder.name AS holder_name,
              -- CASE: asked of matched rows only, by probes (a new person is neither).
              CASE WHEN m.person_id IS NOT NULL THEN EXISTS (
                SELECT 1 FROM person_roles pr
                 WHERE pr.person_id = m.person_id AND pr.club_id = $3 AND pr.type_id = $4
                   AND pr.valid_from <= $5::date AND (pr.valid_till IS NULL OR pr.valid_till >= $5::date))
              ELSE false END AS member,
              -- Applied by an earlier chunk (its record) or an earlier row of this one.
              CASE WHEN m.person_id IS NOT NULL THEN
                EXISTS (SELECT 1 FROM import_records ir WHERE ir.person_id = m.person_id AND ir.import_id = $6)
                OR EXISTS (SELECT 1 FROM import_outcome o WHERE o.person_id = m.person_id AND o.action = 'update')
              ELSE false END AS seen
         FROM m
         -- LIMIT: probes of the key, never a join with all the persons.
         LEFT JOIN LATERAL (SELECT p.birth_number, ${PERSON_NAME} AS name FROM persons p WHERE p.id = m.person_id
                             LIMIT 1) matched ON true
         -- The holder of the row's birth number when the matched person does not hold it (one
         -- person per number); a new person never meets one (the number would have matched), so
         -- its row skips the probe.
         LEFT JOIN LATERAL (SELECT p.id, ${PERSON_NAME} AS name FROM persons p
                             WHERE m.person_id IS NOT NULL AND m.bn IS NOT NULL AND p.birth_number = m.bn
                               AND m.person_id IS DISTINCT FROM p.id AND matched.birth_number IS DISTINCT FROM m.bn
                             ORDER BY p.id LIMIT 1) holder ON true
     ), y AS (
       SELECT x.*,
              CASE WHEN x.reg IS NOT NULL AND x.reg_id IS NULL THEN 'regUnknown'
                   WHEN x.holder_id IS NOT NULL THEN 'holder'
                   WHEN x.person_id IS NULL THEN 'create'
                   WHEN x.seen THEN 'duplicate'
                   WHEN $7 AND NOT x.member THEN 'otherClub'
                   ELSE 'update' END AS first_action
         FROM x
     ), z AS (
       -- Two rows of this chunk for one person: the first applies, the others are duplicates.
       SELECT y.*,
              CASE WHEN y.first_action = 'update'
                        AND row_number() OVER (PARTITION BY y.person_id, y.first_action ORDER BY y.row_no) > 1
                   THEN 'duplicate' ELSE y.first_action END AS action
         FROM y
     )
     INSERT INTO import_outcome (row_no, action, person_id, member, issue_type, issue_column, issue_params)
     SELECT z.row_no, z.action, CASE WHEN z.action IN ('create', 'update') THEN z.person_id END, z.member,
            CASE z.action WHEN 'regUnknown' THEN $8::int WHEN 'holder' THEN $9::int WHEN 'duplicate' THEN $10::int
                          WHEN 'otherClub' THEN $9::int END,
            CASE z.action WHEN 'regUnknown' THEN 'registrationNumber' WHEN 'holder' THEN 'birthNumber' END,
            CASE z.action
              WHEN 'regUnknown' THEN jsonb_build_object('value', z.reg, 'detail', 'imports.detail.registrationNumberUnknown')
              WHEN 'holder' THEN jsonb_build_object('value', coalesce(z.bn_cell, ''), 'name', coalesce(z.holder_name, ''),
                                                    'personId', z.holder_id::text, 'detail', 'imports.detail.birthNumberTaken')
              WHEN 'duplicate' THEN '{}'::jsonb
              WHEN 'otherClub' THEN jsonb_build_object('name', coalesce(z.person_name, ''), 'personId', z.person_id::text,
                                                       'detail', 'imports.detail.personOfOtherClub')
            END
       FROM z`,
    [
      lo,
      hi,
      target.clubId,
      PERSON_ROLE_TYPE.CLUB_MEMBER,
      target.today,
      importId,
      target.onlyOwnMembers,
      IMPORT_ERROR.invalidFormat,
      IMPORT_ERROR.personExists,
      IMPORT_ERROR.duplicateRow,
    ],
  );
}

/**
 * The new persons of rows `lo`..`hi`, each under its free random registration number: a number
 * taken meanwhile (by anyone, even a concurrent import) is skipped by ON CONFLICT and its row
 * tries another.
 */
async function insertPersons(client: Db, target: PersonTarget, lo: number, hi: number, taken: Set<string>) {
  for (let round = 0; ; round++) {
    await client.query(
      `WITH ins AS (
         INSERT INTO persons (registration_number, first_name, last_name, birth_date, birth_number, sex_id,
                              nationality_id, email, phone, street, city, zip, federation_unit_id, created_by_id)
         SELECT s.new_reg, s.fn, s.ln, s.bd, s.bn, s.sex, s.nat, s.email, s.phone, s.street, s.city, s.zip, $3, $4
           FROM import_outcome o JOIN import_stage s ON s.row_no = o.row_no
          WHERE o.action = 'create' AND o.person_id IS NULL AND o.row_no BETWEEN $1 AND $2
          ORDER BY o.row_no
         ON CONFLICT (registration_number) DO NOTHING
         RETURNING id, registration_number)
       UPDATE import_outcome o SET person_id = ins.id
         FROM import_stage s, ins
        WHERE s.row_no = o.row_no AND s.new_reg = ins.registration_number AND o.action = 'create'
          AND o.row_no BETWEEN $1 AND $2`,
      [lo, hi, target.federationUnitId, target.userId],
    );
    const { rows: open } = await client.query<{ row_no: number }>(
      `SELECT row_no FROM import_outcome WHERE action = 'create' AND person_id IS NULL AND row_no BETWEEN $1 AND $2`,
      [lo, hi],
    );
    if (open.length === 0) return;
    if (round >= 20) throw new Error('could not find free registration numbers');
    await client.query(
      `UPDATE import_stage s SET new_reg = n.reg FROM unnest($1::int[], $2::text[]) AS n(row_no, reg)
        WHERE s.row_no = n.row_no`,
      [open.map((r) => r.row_no), open.map(() => randomRegistrationNumber(taken))],
    );
  }
}

/** Applies the good rows of `lo`..`hi`: decides them, then one statement per target table. */
async function applyRows(
  client: Db,
  importId: number,
  target: PersonTarget,
  lo: number,
  hi: number,
  taken: Set<string>,
) {
  await decide(client, importId, target, lo, hi);
  await client.query('ANALYZE import_outcome');
  await insertPersons(client, target, lo, hi, taken);
  // Only values the file gives are written; an empty cell never clears what the person has.
  await client.query(
    `WITH u AS (
       UPDATE persons p
          SET first_name = r.fn, last_name = r.ln, birth_date = r.bd,
              birth_number = coalesce(r.bn, p.birth_number), sex_id = coalesce(r.sex, p.sex_id),
              nationality_id = coalesce(r.nat, p.nationality_id), email = coalesce(r.email, p.email),
              phone = coalesce(r.phone, p.phone), street = coalesce(r.street, p.street),
              city = coalesce(r.city, p.city), zip = coalesce(r.zip, p.zip),
              edited_date = now(), edited_by_id = $3
         FROM import_outcome o JOIN import_stage r ON r.row_no = o.row_no
        WHERE o.action = 'update' AND o.row_no BETWEEN $1 AND $2 AND p.id = o.person_id
          AND (p.first_name, p.last_name, p.birth_date, p.birth_number, p.sex_id, p.nationality_id,
               p.email, p.phone, p.street, p.city, p.zip)
              IS DISTINCT FROM
              (r.fn, r.ln, r.bd, coalesce(r.bn, p.birth_number), coalesce(r.sex, p.sex_id),
               coalesce(r.nat, p.nationality_id), coalesce(r.email, p.email), coalesce(r.phone, p.phone),
               coalesce(r.street, p.street), coalesce(r.city, p.city), coalesce(r.zip, p.zip))
       RETURNING p.id)
     UPDATE import_outcome o SET changed = true FROM u
      WHERE o.person_id = u.id AND o.action = 'update' AND o.row_no BETWEEN $1 AND $2`,
    [lo, hi, target.userId],
  );
  // Everyone applied is a member of the club from today, unless already one.
  await client.query(
    `INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from, created_by_id)
     SELECT o.person_id, $3, $4, $5, $6::date, $7 FROM import_outcome o
      WHERE o.row_no BETWEEN $1 AND $2 AND (o.action = 'create' OR (o.action = 'update' AND NOT o.member))
      ORDER BY o.row_no`,
    [lo, hi, PERSON_ROLE_TYPE.CLUB_MEMBER, target.clubId, APPROVAL_STATE.approved, target.today, target.userId],
  );
}

/** The row's data broke a rule of the database (not the database itself): that row fails alone. */
function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23') || code.startsWith('P0'));
}

/** Every row of `lo`..`hi` as a record, with its errors; answers the count per state. */
async function writeRecords(client: Db, importId: number, lo: number, hi: number) {
  const { rows } = await client.query<{ state_id: number; n: number }>(
    `WITH rec AS (
       INSERT INTO import_records (import_id, row_number, state_id, person_id, club_id, first_name, last_name,
                                   birth_number, birth_date, club_identification_number, club_name, cells)
       SELECT $1, s.row_no,
              CASE WHEN NOT s.ok OR o.issue_type IS NOT NULL THEN $4::int
                   WHEN s.warned THEN $5::int
                   WHEN o.action = 'create' THEN $6::int
                   WHEN o.changed OR NOT o.member THEN $7::int
                   ELSE $8::int END,
              CASE WHEN s.ok AND o.issue_type IS NULL THEN o.person_id END, NULL::int,
              s.rec_first_name, s.rec_last_name, s.rec_birth_number, CASE WHEN s.ok THEN s.bd END, NULL, NULL, s.cells
         FROM import_stage s LEFT JOIN import_outcome o ON o.row_no = s.row_no
        WHERE s.row_no BETWEEN $2 AND $3
        ORDER BY s.row_no
       RETURNING id, row_number, state_id
     ), err AS (
       INSERT INTO import_record_errors (import_record_id, type_id, "column", params)
       SELECT rec.id, e.type_id, e.col, e.params
         FROM rec JOIN import_stage s ON s.row_no = rec.row_number
         LEFT JOIN import_outcome o ON o.row_no = s.row_no
         CROSS JOIN LATERAL (
           SELECT (i->>'typeId')::int AS type_id, i->>'column' AS col, i->'params' AS params, k AS ord
             FROM jsonb_array_elements(s.issues) WITH ORDINALITY AS t(i, k)
           UNION ALL
           SELECT o.issue_type, o.issue_column, o.issue_params, 2147483647 WHERE o.issue_type IS NOT NULL) e
        ORDER BY rec.id, e.ord
     )
     SELECT state_id, count(*)::int AS n FROM rec GROUP BY state_id`,
    [
      importId,
      lo,
      hi,
      IMPORT_RECORD_STATE.failed,
      IMPORT_RECORD_STATE.incomplete,
      IMPORT_RECORD_STATE.created,
      IMPORT_RECORD_STATE.updated,
      IMPORT_RECORD_STATE.unchanged,
    ],
  );
  return rows;
}

/** Stages, applies and records one chunk of rows (ascending row numbers). */
async function applyChunk(
  client: Db,
  importId: number,
  target: PersonTarget,
  rows: { rowNumber: number; ok: boolean }[],
  lines: string,
  taken: Set<string>,
) {
  const lo = rows[0]!.rowNumber;
  const hi = rows[rows.length - 1]!.rowNumber;
  await client.query('TRUNCATE import_stage, import_outcome');
  await pipeline(
    Readable.from([lines]),
    client.query(copyFrom(`COPY import_stage (${STAGE_COLUMNS.join(', ')}) FROM STDIN`) as never) as never,
  );
  // A temporary table has no statistics: without them every join with it is planned for one row,
  // and the statements below turn quadratic. What the plans need is the row count (kept by any
  // ANALYZE) and the chunk's row numbers; sampling the text and JSON columns too took 75-85 ms a
  // chunk on the million-person bench, against 16 ms for these.
  await client.query('ANALYZE import_stage (row_no, ok, reg, bn, bd)');
  try {
    await transaction(client, (sp) => applyRows(sp, importId, target, lo, hi, taken));
  } catch (err) {
    if (!isRowError(err)) throw err;
    // One row's data broke a rule: row by row, so that it fails alone and the others land.
    for (const row of rows) {
      if (!row.ok) continue;
      try {
        await transaction(client, (sp) => applyRows(sp, importId, target, row.rowNumber, row.rowNumber, taken));
      } catch (rowErr) {
        if (!isRowError(rowErr)) throw rowErr;
        await client.query(
          `INSERT INTO import_outcome (row_no, action, issue_type, issue_column, issue_params)
           VALUES ($1, 'refused', $2, NULL, $3::jsonb)`,
          [row.rowNumber, IMPORT_ERROR.invalidFormat, JSON.stringify({ detail: 'imports.detail.notApplied' })],
        );
      }
    }
  }
  return writeRecords(client, importId, lo, hi);
}

/**
 * Runs the person rows of `input` into `target` inside `client`'s open transaction, recording
 * every row's outcome; `progress` hears the rows done after each chunk.
 */
export async function stagePersonImport(
  client: Db,
  importId: number,
  target: PersonTarget,
  input: AsyncIterable<StagedRow>,
  progress: (done: number) => Promise<void>,
): Promise<StageCounts> {
  const counts: StageCounts = { records: 0, created: 0, updated: 0, incomplete: 0, failed: 0 };
  const taken = new Set<string>();
  await createStage(client);

  let pending: Promise<void> | null = null;
  const submit = async (rows: { rowNumber: number; ok: boolean }[], lines: string) => {
    // One chunk at a time on the connection; the next is read meanwhile.
    if (pending) await pending;
    pending = (async () => {
      const states = await applyChunk(client, importId, target, rows, lines, taken);
      for (const { state_id: state, n } of states) {
        counts.records += n;
        if (state === IMPORT_RECORD_STATE.created) counts.created += n;
        else if (state === IMPORT_RECORD_STATE.updated) counts.updated += n;
        else if (state === IMPORT_RECORD_STATE.incomplete) counts.incomplete += n;
        else if (state === IMPORT_RECORD_STATE.failed) counts.failed += n;
      }
      await progress(counts.records);
    })();
    // Seen by the next submit or the end; until then a failure must not count as unhandled.
    pending.catch(() => undefined);
  };

  try {
    let rows: { rowNumber: number; ok: boolean }[] = [];
    let lines: string[] = [];
    for await (const row of input) {
      rows.push({ rowNumber: row.rowNumber, ok: row.checked.ok });
      lines.push(stageLine(row, taken));
      if (rows.length >= IMPORT_CHUNK_ROWS) {
        await submit(rows, lines.join(''));
        rows = [];
        lines = [];
      }
    }
    if (rows.length > 0) await submit(rows, lines.join(''));
    if (pending) await pending;
  } finally {
    // A broken file stops the reading: the chunk under way ends before the transaction does.
    if (pending) await (pending as Promise<void>).catch(() => undefined);
  }
  return counts;
}
