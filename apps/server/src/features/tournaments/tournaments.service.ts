// Tournaments (spec 001 §3 Tournament): read in the zone's visibility, written by the office. Every
// reference is checked with a 400 naming its field, the proposition is sanitised, the files come
// from the upload-url flow; replaced or deleted files are removed after the commit.
import type { Tournament, TournamentWriteParsed } from '@fedra/contract/tournaments';
import { TOURNAMENT_FIELD_NAMES, TOURNAMENT_LIMITS } from '@fedra/contract/tournaments';
import { sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
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
import { richTextSanitizer } from '../../platform/rich-text/rich-text-sanitize';
import { visibleTournamentSql } from './tournament-scope';
import { isEditable, stateConflict } from './tournament-workflow';
import { type DetailRow, presentTournament } from './tournaments.presenter';
import { DETAIL_COLUMNS, DETAIL_FROM } from './tournaments.queries';

export interface TournamentDeps {
  db: Db;
  files: FileStore;
}

const sanitizeProposition = richTextSanitizer();

/** The tournament as the zone sees it; one it may not see is a 404, as one that does not exist. */
export async function getTournament(deps: TournamentDeps, scope: ZoneScope, id: number): Promise<Tournament> {
  const { rows } = await deps.db.execute<DetailRow>(
    sql`SELECT ${DETAIL_COLUMNS} FROM ${DETAIL_FROM} WHERE t.id = ${id} AND ${visibleTournamentSql(scope)}`,
  );
  if (!rows[0]) throw notFound();
  return presentTournament(deps.files, rows[0]);
}

export type TournamentStatus = {
  stateId: number;
  hasApplications: boolean;
  /** Registers online and today is within its registration window (a club may apply now). */
  registrationOpen: boolean;
};

/** State and applications of a tournament the zone sees (for links and the workflow); 404 otherwise. */
export async function tournamentStatus(db: Db, scope: ZoneScope, id: number): Promise<TournamentStatus> {
  const { rows } = await db.execute<TournamentStatus>(sql`
    SELECT t.state_id AS "stateId",
           EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id) AS "hasApplications",
           (t.registration_online
             AND (t.registration_start_date IS NULL OR t.registration_start_date <= ${TODAY_SQL})
             AND ${TODAY_SQL} <= coalesce(t.registration_close_date, t.date_till)) AS "registrationOpen"
      FROM tournaments t WHERE t.id = ${id} AND ${visibleTournamentSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

const missing = (field: string, id: number): FieldIssue => ({
  field,
  key: 'validation.notFoundRef',
  params: { label: field, id },
});

const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`;

/** Ids of `values` absent from a codebook list. */
const absentCodebook = (list: string, values: number[]) => sql`(SELECT coalesce(array_agg(v), '{}')
  FROM unnest(${intArray(values)}) v WHERE NOT EXISTS (SELECT 1 FROM codebook_entries e WHERE e.list = ${list} AND e.id = v))`;
const exists = (table: string, id: number | null | undefined) =>
  id == null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} x WHERE x.id = ${id})`;
const inCodebook = (list: string, id: number | null | undefined) =>
  id == null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM codebook_entries e WHERE e.list = ${list} AND e.id = ${id})`;

/** Every reference of the form exists (and district lies in region): one query, one 400 naming each field. */
async function checkReferences(db: Db, input: TournamentWriteParsed, selfId: number | null): Promise<void> {
  const a = input.address ?? {};
  const pairs = input.typeLevelPairs;
  const { rows } = await db.execute<Record<string, boolean | number[]>>(sql`
    SELECT ${exists('seasons', input.seasonId)} AS "seasonId",
           ${exists('clubs', input.organizerId)} AS "organizerId",
           ${exists('federation_units', input.federationUnitId)} AS "federationUnitId",
           ${exists('sport_fields', input.sportFieldId)} AS "sportFieldId",
           ${exists('persons', input.refereeId)} AS "refereeId",
           ${exists('tournaments', input.previousTournamentId)} AS "previousTournamentId",
           ${exists('districts', a.districtId)} AS "address.districtId",
           ${exists('regions', a.regionId)} AS "address.regionId",
           ${exists('sexes', input.sexId)} AS "sexId",
           ${inCodebook('ageCategories', input.ageCategoryId)} AS "ageCategoryId",
           ${inCodebook('ageCategoryGroups', input.ageCategoryGroupId)} AS "ageCategoryGroupId",
           ${inCodebook('tournamentCategories', input.categoryId)} AS "categoryId",
           ${inCodebook('tournamentTeamTypes', input.teamTypeId)} AS "teamTypeId",
           ${absentCodebook(
             'tournamentTypes',
             pairs.map((p) => p.typeId),
           )} AS "absentTypes",
           ${absentCodebook(
             'tournamentLevels',
             pairs.flatMap((p) => (p.levelId == null ? [] : [p.levelId])),
           )} AS "absentLevels",
           ${absentCodebook('sportDisciplines', input.sportDisciplineIds ?? [])} AS "absentDisciplines",
           ${
             a.districtId != null && a.regionId != null
               ? sql`NOT EXISTS (SELECT 1 FROM districts d WHERE d.id = ${a.districtId} AND d.region_id <> ${a.regionId})`
               : sql`TRUE`
           } AS "districtInRegion"`);
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  const single: [string, number | null | undefined][] = [
    ['seasonId', input.seasonId],
    ['organizerId', input.organizerId],
    ['federationUnitId', input.federationUnitId],
    ['sportFieldId', input.sportFieldId],
    ['refereeId', input.refereeId],
    ['previousTournamentId', input.previousTournamentId],
    ['address.districtId', a.districtId],
    ['address.regionId', a.regionId],
    ['sexId', input.sexId],
    ['ageCategoryId', input.ageCategoryId],
    ['ageCategoryGroupId', input.ageCategoryGroupId],
    ['categoryId', input.categoryId],
    ['teamTypeId', input.teamTypeId],
  ];
  for (const [field, id] of single) if (id != null && !r[field]) issues.push(missing(field, id));
  const absentTypes = r.absentTypes as number[];
  const absentLevels = r.absentLevels as number[];
  pairs.forEach((p, i) => {
    if (absentTypes.includes(p.typeId)) issues.push(missing(`typeLevelPairs.${i}.typeId`, p.typeId));
    if (p.levelId != null && absentLevels.includes(p.levelId))
      issues.push(missing(`typeLevelPairs.${i}.levelId`, p.levelId));
  });
  const absentDisciplines = r.absentDisciplines as number[];
  if (absentDisciplines.length) issues.push(missing('sportDisciplineIds', absentDisciplines[0]!));
  if (!r.districtInRegion && r['address.districtId'] && r['address.regionId']) {
    issues.push({
      field: 'address.districtId',
      key: 'tournaments.districtOutsideRegion',
      params: { label: 'address.districtId' },
    });
  }
  if (selfId !== null && input.previousTournamentId === selfId) {
    issues.push({ field: 'previousTournamentId', key: 'tournaments.previousIsSelf' });
  }
  if (issues.length) throw validationError(issues);
}

type FileField = 'propositionUrl' | 'posterUrl' | 'mainImageUrl';
const FILE_FIELDS: { field: FileField; column: string; purpose: 'tournament-proposition' | 'tournament-image' }[] = [
  { field: 'propositionUrl', column: 'proposition_file_id', purpose: 'tournament-proposition' },
  { field: 'posterUrl', column: 'poster_file_id', purpose: 'tournament-image' },
  { field: 'mainImageUrl', column: 'main_image_file_id', purpose: 'tournament-image' },
];
type Current = Record<FileField, string | null>;

/**
 * The files the form names: undefined keeps the current one, null removes it, a fileUrl is
 * resolved (this user's upload, of the purpose) and must not belong to another tournament.
 */
async function resolveFiles(
  deps: TournamentDeps,
  userId: number,
  input: TournamentWriteParsed,
  current: Current,
  issues: FieldIssue[],
): Promise<Partial<Record<FileField, StoredFile | null>>> {
  const out: Partial<Record<FileField, StoredFile | null>> = {};
  for (const { field, purpose } of FILE_FIELDS) {
    const url = input[field];
    if (url === undefined) continue;
    if (url === null || url === '') {
      out[field] = null;
      continue;
    }
    try {
      const file = await deps.files.resolve(url, { purpose, userId, field });
      if (!Object.values(current).includes(file.id)) {
        const used = await deps.db.execute(sql`
          SELECT 1 FROM tournaments WHERE ${file.id}::uuid IN (proposition_file_id, poster_file_id, main_image_file_id)`);
        if (used.rows.length) {
          issues.push({ field, key: 'tournaments.fileInUse', params: { label: field } });
          continue;
        }
      }
      out[field] = file;
    } catch (err) {
      if (!(err instanceof AppError && err.status === 400)) throw err;
      issues.push(...err.issues);
    }
  }
  return out;
}

/** Everything checked and prepared before the write: one 400 with every problem. */
async function prepare(
  deps: TournamentDeps,
  userId: number,
  input: TournamentWriteParsed,
  selfId: number | null,
  current: Current,
) {
  await checkReferences(deps.db, input, selfId);
  const issues: FieldIssue[] = [];
  const proposition = input.proposition ? sanitizeProposition(input.proposition) : null;
  if (proposition && proposition.length > TOURNAMENT_LIMITS.proposition) {
    issues.push({
      field: 'proposition',
      key: 'tournaments.propositionTooLong',
      params: { max: TOURNAMENT_LIMITS.proposition },
    });
  }
  const files = await resolveFiles(deps, userId, input, current, issues);
  if (issues.length) throw validationError(issues);
  return { proposition: proposition || null, files };
}

/** The columns of the form, as SET assignments (shared by insert and update). */
function formValues(input: TournamentWriteParsed, proposition: string | null) {
  const a = input.address ?? {};
  const [main] = input.typeLevelPairs;
  const blank = (v: string | null | undefined) => (v ? v : null);
  return {
    name: input.name,
    code: blank(input.code),
    date_from: sql`${input.dateFrom}::date`,
    date_till: sql`${input.dateTill}::date`,
    time_from: sql`${input.timeFrom ?? null}::time`,
    registration_start_date: sql`${input.registrationStartDate ?? null}::date`,
    registration_close_date: sql`${input.registrationCloseDate ?? null}::date`,
    registration_online: input.registrationOnline ?? true,
    season_id: input.seasonId,
    organizer_id: input.organizerId ?? null,
    organizer_text: blank(input.organizerText),
    type_id: main!.typeId,
    level_id: main!.levelId ?? null,
    federation_unit_id: input.federationUnitId ?? null,
    sport_field_id: input.sportFieldId ?? null,
    sport_field_text: blank(input.sportFieldText),
    referee_id: input.refereeId ?? null,
    referee_text: blank(input.refereeText),
    director: blank(input.director),
    contact_name: blank(input.contactName),
    contact_phone: blank(input.contactPhone),
    contact_email: blank(input.contactEmail),
    note: blank(input.note),
    age_category_id: input.ageCategoryId ?? null,
    age_category_group_id: input.ageCategoryGroupId ?? null,
    sex_id: input.sexId ?? null,
    category_id: input.categoryId ?? null,
    team_type_id: input.teamTypeId ?? null,
    additional_data: sql`${JSON.stringify(input.additionalData ?? [])}::jsonb`,
    sport_discipline_ids: sql`${sql.param([...new Set(input.sportDisciplineIds ?? [])])}::int[]`,
    starting_fee: input.startingFee ?? null,
    online_info: blank(input.onlineInfo),
    accommodation: blank(input.accommodation),
    proposition,
    badges: sql`${sql.param(input.badges ?? [])}::text[]`,
    important_links: sql`${JSON.stringify(input.importantLinks ?? [])}::jsonb`,
    ranking_date: sql`${input.rankingDate ?? null}::date`,
    ranking_generate: input.rankingGenerate ?? false,
    ranking_included: input.rankingIncluded ?? false,
    ranking_excluded: input.rankingExcluded ?? false,
    external_id: blank(input.externalId),
    previous_tournament_id: input.previousTournamentId ?? null,
    group: blank(input.group),
    street: blank(a.street),
    city: blank(a.city),
    zip: blank(a.zip),
    district_id: a.districtId ?? null,
    region_id: a.regionId ?? null,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
  } as Record<string, unknown>;
}

const WRITE_FIELDS = new Set(TOURNAMENT_FIELD_NAMES);
const ADDRESS_COLUMNS = new Set(['street', 'city', 'zip', 'district_id', 'region_id', 'latitude', 'longitude']);

/** camelCase of a column: the body field it comes from (sport_field_id -> sportFieldId). */
const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The update's columns: those whose body field was left out are not written, so that a form which
 * does not show a field (previousTournamentId, importantLinks, ...) never wipes it. Columns that
 * come from no field of their own (the main type) are always written; the address's columns are
 * written when the body gives an address.
 */
function withoutAbsent(values: Record<string, unknown>, input: TournamentWriteParsed): Record<string, unknown> {
  const given = input as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(values).filter(([column]) => {
      const field = fieldOf(column);
      if (ADDRESS_COLUMNS.has(column)) return input.address !== undefined;
      return !WRITE_FIELDS.has(field) || given[field] !== undefined;
    }),
  );
}

const value = (v: unknown) => (v && typeof v === 'object' && 'getSQL' in v ? (v as never) : sql`${v}`);

/** The code is unique ignoring case: a concurrent or existing one is a 400 on `code`. */
function writeFailed(err: unknown, input: TournamentWriteParsed): never {
  if (isUniqueViolation(err)) {
    throw validationError([{ field: 'code', key: 'tournaments.codeTaken', params: { code: input.code ?? '' } }]);
  }
  if (isForeignKeyViolation(err)) {
    // A referenced row was deleted between the check and the write.
    throw validationError([
      { field: 'seasonId', key: 'validation.notFoundRef', params: { label: 'seasonId', id: input.seasonId } },
    ]);
  }
  throw err;
}

async function writePairs(tx: Db, id: number, input: TournamentWriteParsed) {
  await tx.execute(sql`DELETE FROM tournament_type_levels WHERE tournament_id = ${id}`);
  const rows = input.typeLevelPairs.map((p, i) => sql`(${id}, ${i + 1}, ${p.typeId}, ${p.levelId ?? null})`);
  await tx.execute(
    sql`INSERT INTO tournament_type_levels (tournament_id, "order", type_id, level_id) VALUES ${sql.join(rows, sql`, `)}`,
  );
}

/** A tournament's state and stored files (by the form's field names). */
const stateAndFiles = (id: number) => sql`
  SELECT state_id AS "stateId", proposition_file_id AS "propositionUrl", poster_file_id AS "posterUrl",
         main_image_file_id AS "mainImageUrl" FROM tournaments WHERE id = ${id}`;

const NO_FILES: Current = { propositionUrl: null, posterUrl: null, mainImageUrl: null };

export async function createTournament(
  deps: TournamentDeps,
  userId: number,
  input: TournamentWriteParsed,
): Promise<number> {
  const { proposition, files } = await prepare(deps, userId, input, null, NO_FILES);
  const values = formValues(input, proposition);
  for (const { field, column } of FILE_FIELDS) values[column] = sql`${files[field]?.id ?? null}::uuid`;
  values.created_by_id = userId;
  const columns = Object.keys(values).map((c) => sql.identifier(c));
  try {
    return await transaction(deps.db, async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO tournaments (${sql.join(columns, sql`, `)})
        VALUES (${sql.join(Object.values(values).map(value), sql`, `)}) RETURNING id`);
      const id = rows[0]!.id;
      await writePairs(tx as unknown as Db, id, input);
      return id;
    });
  } catch (err) {
    writeFailed(err, input);
  }
}

export async function updateTournament(
  deps: TournamentDeps,
  userId: number,
  id: number,
  input: TournamentWriteParsed,
  log: WarnLog,
): Promise<void> {
  const found = await deps.db.execute<Current & { stateId: number }>(sql`${stateAndFiles(id)}`);
  const before = found.rows[0];
  if (!before) throw notFound();
  if (!isEditable(before.stateId)) throw stateConflict('tournaments.notEditable', before.stateId);
  const { proposition, files } = await prepare(deps, userId, input, id, before);
  const replaced = await transaction(deps.db, async (tx) => {
    // The state and files as the row holds them when locked (a concurrent cancel or replace wins cleanly).
    const locked = await tx.execute<Current & { stateId: number }>(sql`${stateAndFiles(id)} FOR UPDATE`);
    const row = locked.rows[0];
    if (!row) throw notFound();
    if (!isEditable(row.stateId)) throw stateConflict('tournaments.notEditable', row.stateId);
    const values = withoutAbsent(formValues(input, proposition), input);
    const gone: string[] = [];
    for (const { field, column } of FILE_FIELDS) {
      const next = files[field];
      if (next === undefined) continue;
      values[column] = sql`${next?.id ?? null}::uuid`;
      const old = row[field];
      if (old && old !== next?.id) gone.push(old);
    }
    values.edited_date = sql`now()`;
    values.edited_by_id = userId;
    const set = Object.entries(values).map(([c, v]) => sql`${sql.identifier(c)} = ${value(v)}`);
    await tx.execute(sql`UPDATE tournaments SET ${sql.join(set, sql`, `)} WHERE id = ${id}`);
    await writePairs(tx as unknown as Db, id, input);
    // A file moved from one field to another (poster -> main image) stays.
    const kept = new Set(Object.values(files).map((f) => f?.id));
    return gone.filter((f) => !kept.has(f));
  }).catch((err: unknown) => {
    if (err instanceof AppError) throw err;
    writeFailed(err, input);
  });
  await removeStoredFiles(deps.files, replaced, log);
}

/** Deletes a tournament without applications (409 otherwise), then its files and attachments' files. */
export async function deleteTournament(deps: TournamentDeps, id: number, log: WarnLog): Promise<void> {
  const fileIds = await transaction(deps.db, async (tx) => {
    // The row lock first: an application being added holds a key-share lock on the tournament
    // (its foreign key), so it is committed, or waits, before the applications are looked at in a
    // statement of their own (a subquery of the locking statement would read the older snapshot).
    const locked = await tx.execute(sql`SELECT 1 FROM tournaments WHERE id = ${id} FOR UPDATE`);
    if (!locked.rows.length) throw notFound();
    const { rows } = await tx.execute<{ files: (string | null)[]; applications: boolean }>(sql`
      SELECT ARRAY[proposition_file_id, poster_file_id, main_image_file_id]::text[] ||
             coalesce((SELECT array_agg(a.file_id::text) FROM tournament_attachments a WHERE a.tournament_id = t.id), '{}') AS files,
             EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id) AS applications
        FROM tournaments t WHERE t.id = ${id}`);
    const row = rows[0]!;
    if (row.applications) throw new AppError('conflict', 409, {}, [{ key: 'tournaments.hasApplications' }]);
    await tx.execute(sql`DELETE FROM tournaments WHERE id = ${id}`);
    return row.files;
  });
  await removeStoredFiles(deps.files, fileIds, log);
}
