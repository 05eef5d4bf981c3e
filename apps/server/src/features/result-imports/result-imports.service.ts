// Result imports (issue 15; docs/decisions.md "Result imports"): a discipline's results from a
// fencing timing tool's CSV, a tournament's from a tournament software's JSON, and the rows neither
// matched, paired by hand. An import replaces the results of its disciplines in one transaction:
// the tournament is locked, the old results cleared, the matched rows written onto the persons'
// applications (an athlete application made where missing), the unmatched rows kept, the counters
// and ranking points recomputed.
import {
  RANK_STATE,
  type ResultImportSummary,
  TOURNAMENT_ROLE,
  type UnpairedReason,
  type UnpairedResult,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { currentClubIdSql } from '../../platform/db/club-membership';
import type { Db } from '../../platform/db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import { type Language, type MessageParams, translate } from '../../platform/i18n/messages';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { readTable, TableError, tableProblemsError } from '../../platform/tables';
import { checkPlacings, type PlacingRow, placeCount, rostersOfPersons } from '../tournament-results';
import {
  ACTIVE_APPLICATION_SQL,
  APPLICATION_STATE,
  lockEditableTournament,
  lockTournaments,
  recomputeRankingPoints,
  recountTournaments,
} from '../tournaments';
import {
  checkRow,
  normalizeText,
  parseSoftwareFile,
  personKey,
  type RawResultRow,
  RESULT_CSV_COLUMNS,
  type ResultRow,
  type RowProblem,
  rowKey,
} from './result-rows';
import './result-imports.messages';
import { transaction } from '../../platform/db/transaction';

type Source = 'csv' | 'software';

const conflict = (key: string, params: MessageParams = {}, field?: string) =>
  new AppError('conflict', 409, {}, [{ ...(field ? { field } : {}), key, params }]);

const shownName = (r: { firstName: string | null; lastName: string | null }) =>
  [r.firstName, r.lastName].filter(Boolean).join(' ');

/** One discipline's rows of one import, checked and matched. */
interface DisciplineImport {
  competitionId: number;
  raw: RawResultRow[];
}

interface Matched {
  row: ResultRow;
  personId: number;
  /** Paired by hand in an earlier run (the row's key remembered the person). */
  remembered: string | null;
}

interface Unmatched {
  row: ResultRow;
  reason: UnpairedReason;
  key: string;
}

interface Outcome {
  competitionId: number;
  total: number;
  matched: Matched[];
  unmatched: Unmatched[];
  problems: RowProblem[];
  created: number;
}

/**
 * The discipline's N (the placing rule of the standings): its start count when filled, else the
 * larger of the file's rows and its active athlete applications (the rows become applications or
 * wait for pairing, both hold places).
 */
async function maxPlaces(tx: Db, items: DisciplineImport[]): Promise<Map<number, number>> {
  const { rows } = await tx.execute<{ id: number; filled: number | null; athletes: number }>(sql`
    SELECT c.id, c.start_participant_count AS filled,
           (SELECT count(*) FROM tournament_participants a WHERE a.tournament_competition_id = c.id
               AND a.role_id = ${TOURNAMENT_ROLE.athlete} AND ${ACTIVE_APPLICATION_SQL('a')})::int AS athletes
      FROM tournament_competitions c
     WHERE c.id = ANY(${sql.param(items.map((i) => i.competitionId))}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    items.map((i) => {
      const c = byId.get(i.competitionId);
      return [i.competitionId, c?.filled ?? Math.max(c?.athletes ?? 0, i.raw.length)];
    }),
  );
}

/** Checks the rows: each on its own, then repeats (an identical row, one person twice). */
function checkRows(raw: RawResultRow[], maxPlace: number): { rows: ResultRow[]; problems: RowProblem[] } {
  const rows: ResultRow[] = [];
  const problems: RowProblem[] = [];
  const seenRows = new Map<string, number>();
  const seenPersons = new Map<string, number>();
  for (const r of raw) {
    const checked = checkRow(r, maxPlace);
    if ('key' in checked) {
      problems.push(checked);
      continue;
    }
    const identical = JSON.stringify({ ...r, row: 0 });
    const firstIdentical = seenRows.get(identical);
    if (firstIdentical !== undefined) {
      problems.push({ row: r.row, key: 'resultImports.duplicateRow', params: { first: firstIdentical } });
      continue;
    }
    seenRows.set(identical, r.row);
    const person = personKey(checked);
    const firstPerson = seenPersons.get(person);
    if (firstPerson !== undefined) {
      problems.push({
        row: r.row,
        key: 'resultImports.duplicatePerson',
        params: { name: shownName(checked), first: firstPerson },
      });
      continue;
    }
    seenPersons.set(person, r.row);
    rows.push(checked);
  }
  return { rows, problems };
}

/**
 * Matches rows to persons in two queries: by registration number (an unknown one leaves the row
 * unpaired), else by first and last name (case and accents ignored) and birth date, exactly one.
 */
async function matchPersons(
  tx: Db,
  rows: ResultRow[],
): Promise<Map<ResultRow, { personId: number } | { reason: UnpairedReason }>> {
  const out = new Map<ResultRow, { personId: number } | { reason: UnpairedReason }>();
  const regNos = [...new Set(rows.flatMap((r) => (r.registrationNumber ? [r.registrationNumber] : [])))];
  const byRegNo = new Map<string, number>();
  if (regNos.length) {
    const { rows: found } = await tx.execute<{ id: number; regNo: string }>(sql`
      SELECT id, registration_number AS "regNo" FROM persons WHERE registration_number = ANY(${sql.param(regNos)}::text[])`);
    for (const f of found) byRegNo.set(f.regNo, f.id);
  }
  const byName = rows.filter((r) => !r.registrationNumber && r.birthDate);
  const nameMatches = new Map<number, number[]>();
  if (byName.length) {
    const { rows: found } = await tx.execute<{ i: number; ids: number[] }>(sql`
      SELECT x.i::int AS i, array_agg(p.id ORDER BY p.id) AS ids
        FROM unnest(${sql.param(byName.map((r) => r.firstName))}::text[], ${sql.param(byName.map((r) => r.lastName))}::text[],
                    ${sql.param(byName.map((r) => r.birthDate))}::date[]) WITH ORDINALITY AS x(f, l, b, i)
        JOIN persons p ON p.birth_date = x.b
         AND lower(f_unaccent(p.first_name)) = lower(f_unaccent(x.f))
         AND lower(f_unaccent(p.last_name)) = lower(f_unaccent(x.l))
       GROUP BY x.i`);
    for (const f of found) nameMatches.set(f.i - 1, f.ids);
  }
  for (const r of rows) {
    if (r.registrationNumber) {
      const id = byRegNo.get(r.registrationNumber);
      out.set(r, id === undefined ? { reason: 'unknownRegistrationNumber' } : { personId: id });
      continue;
    }
    const ids = r.birthDate ? (nameMatches.get(byName.indexOf(r)) ?? []) : [];
    out.set(r, ids.length === 1 ? { personId: ids[0]! } : { reason: ids.length > 1 ? 'ambiguous' : 'notFound' });
  }
  return out;
}

/** Row keys paired by hand in earlier runs of this source, and the persons they went to. */
async function rememberedPairings(tx: Db, competitionId: number, source: Source): Promise<Map<string, number>> {
  const { rows } = await tx.execute<{ key: string; personId: number }>(sql`
    SELECT u.row_key AS key, a.person_id AS "personId"
      FROM tournament_unpaired_results u JOIN tournament_participants a ON a.id = u.paired_participant_id
     WHERE u.tournament_competition_id = ${competitionId} AND u.source = ${source}`);
  return new Map(rows.map((r) => [r.key, r.personId]));
}

/**
 * The placing rule of the standings (docs/decisions.md "Results and standings") over the file's
 * rows, matched and unmatched alike (an unmatched row holds its place until paired): a row whose
 * unshared placing another person of the file holds (unless roster partners), or whose placing
 * overlaps another one, is refused and reported; the rest stays.
 */
async function keepPlacingRule(
  tx: Db,
  competitionId: number,
  maxPlace: number,
  matched: Matched[],
  unmatched: Unmatched[],
  problems: RowProblem[],
): Promise<{ matched: Matched[]; unmatched: Unmatched[] }> {
  const all = [
    ...matched.map((m) => ({ item: m as Matched | Unmatched, row: m.row, personId: m.personId })),
    // An unmatched row is nobody's: a person id no real one has.
    ...unmatched.map((u) => ({ item: u as Matched | Unmatched, row: u.row, personId: -u.row.row })),
  ].sort((a, b) => a.row.row - b.row.row);
  const rosters = await rostersOfPersons(tx, competitionId);
  const issues = checkPlacings(
    all.map((a) => ({
      personId: a.personId,
      rankFrom: a.row.rankFrom,
      rankTo: a.row.rankTo,
      standingShared: a.row.shared,
    })),
    maxPlace,
    (personId) => rosters.get(personId),
  );
  if (!issues.length) return { matched, unmatched };
  const refused = new Set<Matched | Unmatched>();
  for (const issue of issues) {
    const a = all[issue.index]!;
    if (refused.has(a.item)) continue;
    refused.add(a.item);
    problems.push(
      issue.key === 'results.placeTaken'
        ? {
            row: a.row.row,
            key: 'resultImports.placeTaken',
            params: { place: issue.params.place!, first: all[Number(issue.params.row) - 1]!.row.row },
          }
        : issue.key === 'results.overlap'
          ? { row: a.row.row, key: 'resultImports.placeOverlap', params: { place: placingText(a.row) } }
          : {
              row: a.row.row,
              key: 'resultImports.placeOutOfRange',
              params: { value: placingText(a.row), max: maxPlace },
            },
    );
  }
  return { matched: matched.filter((m) => !refused.has(m)), unmatched: unmatched.filter((u) => !refused.has(u)) };
}

type PlacingText = { rankFrom: number; rankTo: number };
const placingText = (r: PlacingText) => (r.rankFrom === r.rankTo ? String(r.rankFrom) : `${r.rankFrom}–${r.rankTo}`);

/**
 * Replaces one discipline's results inside the caller's transaction (the tournament locked):
 * clears them, writes the matched rows (applications made where missing), keeps the unmatched.
 */
async function replaceDiscipline(
  tx: Db,
  userId: number,
  source: Source,
  item: DisciplineImport,
  maxPlace: number,
): Promise<Outcome> {
  const { competitionId } = item;
  const { rows, problems } = checkRows(item.raw, maxPlace);
  const remembered = await rememberedPairings(tx, competitionId, source);
  const matches = await matchPersons(tx, rows);
  const matched: Matched[] = [];
  const unmatched: Unmatched[] = [];
  const persons = new Map<number, number>();
  for (const row of rows) {
    const m = matches.get(row)!;
    const key = rowKey(source, row);
    const rememberedPerson = remembered.get(key);
    const personId = 'personId' in m ? m.personId : rememberedPerson;
    if (personId === undefined) {
      unmatched.push({ row, reason: (m as { reason: UnpairedReason }).reason, key });
      continue;
    }
    const first = persons.get(personId);
    if (first !== undefined) {
      problems.push({ row: row.row, key: 'resultImports.duplicatePerson', params: { name: shownName(row), first } });
      continue;
    }
    persons.set(personId, row.row);
    matched.push({ row, personId, remembered: 'personId' in m ? null : key });
  }
  // A person applied to the discipline in another role (a referee, a coach) takes no result there.
  if (matched.length) {
    const { rows: others } = await tx.execute<{ personId: number }>(sql`
      SELECT person_id AS "personId" FROM tournament_participants
       WHERE tournament_competition_id = ${competitionId} AND role_id <> ${TOURNAMENT_ROLE.athlete}
         AND person_id = ANY(${sql.param(matched.map((m) => m.personId))}::int[])`);
    const otherRole = new Set(others.map((o) => o.personId));
    for (const m of matched.filter((x) => otherRole.has(x.personId))) {
      problems.push({ row: m.row.row, key: 'resultImports.notAthlete', params: { name: shownName(m.row) } });
    }
    if (otherRole.size) matched.splice(0, matched.length, ...matched.filter((x) => !otherRole.has(x.personId)));
  }
  const placed = await keepPlacingRule(tx, competitionId, maxPlace, matched, unmatched, problems);
  matched.splice(0, matched.length, ...placed.matched);
  unmatched.splice(0, unmatched.length, ...placed.unmatched);

  await tx.execute(sql`
    UPDATE tournament_participants
       SET rank_from = NULL, rank_to = NULL, standing_shared = FALSE, result = NULL, points = NULL,
           points_cp = NULL, points_mcr = NULL, edited_date = now(), edited_by_id = ${userId}
     WHERE tournament_competition_id = ${competitionId}
       AND (rank_from IS NOT NULL OR result IS NOT NULL OR points IS NOT NULL OR standing_shared)`);

  let created = 0;
  const participantOf = new Map<number, number>();
  if (matched.length) {
    const ids = sql`${sql.param(matched.map((m) => m.personId))}::int[]`;
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, club_id,
                                           state_id, created_by_id)
      SELECT c.id, c.tournament_id, x.pid, ${TOURNAMENT_ROLE.athlete}, ${currentClubIdSql(sql`x.pid`)},
             ${APPLICATION_STATE.confirmed}, ${userId}
        FROM unnest(${ids}) AS x(pid) JOIN tournament_competitions c ON c.id = ${competitionId}
       WHERE NOT EXISTS (SELECT 1 FROM tournament_participants a WHERE a.tournament_competition_id = c.id AND a.person_id = x.pid)
      ON CONFLICT DO NOTHING
      RETURNING id`);
    created = inserted.rows.length;
    const col = <T>(f: (m: Matched) => T) => sql.param(matched.map(f));
    const { rows: written } = await tx.execute<{ id: number; personId: number }>(sql`
      UPDATE tournament_participants a
         SET rank_from = x.f, rank_to = x.t, standing_shared = x.s, result = x.r, points = x.p,
             state_id = CASE WHEN a.state_id IN (${APPLICATION_STATE.registered}, ${APPLICATION_STATE.confirmed})
                             THEN a.state_id ELSE ${APPLICATION_STATE.confirmed} END,
             edited_date = now(), edited_by_id = ${userId}
        FROM unnest(${ids}, ${col((m) => m.row.rankFrom)}::int[], ${col((m) => m.row.rankTo)}::int[],
                    ${col((m) => m.row.shared)}::bool[], ${col((m) => m.row.result)}::text[],
                    ${col((m) => m.row.points)}::numeric[]) AS x(pid, f, t, s, r, p)
       WHERE a.tournament_competition_id = ${competitionId} AND a.person_id = x.pid
      RETURNING a.id, a.person_id AS "personId"`);
    for (const w of written) participantOf.set(w.personId, w.id);
  }

  // The file replaces the discipline's results, so also every row still waiting for pairing (of
  // either source); the paired rows of the other source stay, remembering their persons.
  await tx.execute(sql`
    DELETE FROM tournament_unpaired_results
     WHERE tournament_competition_id = ${competitionId} AND (source = ${source} OR paired_participant_id IS NULL)`);
  const kept = [
    ...unmatched.map((u) => ({ ...u, paired: null as number | null })),
    ...matched
      .filter((m) => m.remembered)
      .map((m) => ({
        row: m.row,
        reason: 'notFound' as UnpairedReason,
        key: m.remembered!,
        paired: participantOf.get(m.personId) ?? null,
      })),
  ];
  if (kept.length) {
    const records = kept.map((k) => ({
      row_number: k.row.row,
      row_key: k.key,
      registration_number: k.row.registrationNumber,
      first_name: k.row.firstName,
      last_name: k.row.lastName,
      birth_date: k.row.birthDate,
      club_name: k.row.club,
      rank_from: k.row.rankFrom,
      rank_to: k.row.rankTo,
      standing_shared: k.row.shared,
      result: k.row.result,
      points: k.row.points,
      reason: k.reason,
      paired_participant_id: k.paired,
    }));
    await tx.execute(sql`
      INSERT INTO tournament_unpaired_results (tournament_competition_id, tournament_id, source, row_number, row_key,
        registration_number, first_name, last_name, birth_date, club_name, rank_from, rank_to, standing_shared, result,
        points, reason, paired_participant_id, created_by_id)
      SELECT c.id, c.tournament_id, ${source}, x.row_number, x.row_key, x.registration_number, x.first_name, x.last_name,
             x.birth_date, x.club_name, x.rank_from, x.rank_to, x.standing_shared, x.result, x.points, x.reason,
             x.paired_participant_id, ${userId}
        FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS x(row_number int, row_key text,
               registration_number text, first_name text, last_name text, birth_date date, club_name text,
               rank_from int, rank_to int, standing_shared boolean, result text, points numeric, reason text,
               paired_participant_id int)
        JOIN tournament_competitions c ON c.id = ${competitionId}
      ON CONFLICT (tournament_competition_id, row_key) DO UPDATE
        SET source = excluded.source, row_number = excluded.row_number, rank_from = excluded.rank_from,
            rank_to = excluded.rank_to, standing_shared = excluded.standing_shared, result = excluded.result,
            points = excluded.points, reason = excluded.reason, paired_participant_id = excluded.paired_participant_id,
            edited_date = now(), edited_by_id = ${userId}`);
  }
  return { competitionId, total: item.raw.length, matched, unmatched, problems, created };
}

/** Runs the disciplines' replacements in one transaction and answers the summary. */
async function runImport(
  db: Db,
  userId: number,
  lang: Language,
  tournamentId: number,
  source: Source,
  items: DisciplineImport[],
): Promise<ResultImportSummary> {
  const outcomes = await transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    await lockTournaments(tx, [tournamentId]);
    const max = await maxPlaces(tx, items);
    const out: Outcome[] = [];
    for (const item of items) out.push(await replaceDiscipline(tx, userId, source, item, max.get(item.competitionId)!));
    await recountTournaments(tx, [tournamentId]);
    const competitionIds = items.map((i) => i.competitionId);
    // New results: a calculation of the disciplines' points no longer stands (as a standings save).
    await tx.execute(sql`
      UPDATE tournament_competitions SET rank_state_id = ${RANK_STATE.notCalculated}
       WHERE id = ANY(${sql.param(competitionIds)}::int[]) AND rank_state_id = ${RANK_STATE.calculated}`);
    await recomputeRankingPoints(tx, competitionIds);
    return out;
  });
  const rows: ResultImportSummary['rows'] = [];
  let total = 0;
  let processed = 0;
  let unpaired = 0;
  let created = 0;
  for (const o of outcomes) {
    total += o.total;
    processed += o.matched.length;
    unpaired += o.unmatched.length;
    created += o.created;
    const messages = [
      ...o.problems.map((p) => ({ row: p.row, code: 'invalid', message: translate(lang, p.key, p.params) })),
      ...o.unmatched.map((u) => ({
        row: u.row.row,
        code: u.reason,
        message: translate(lang, `resultImports.${u.reason}`, {
          name: shownName(u.row),
          value: u.row.registrationNumber ?? '',
        }),
      })),
    ].sort((a, b) => a.row - b.row);
    for (const m of messages) rows.push({ ...m, competitionId: o.competitionId });
  }
  return {
    total,
    processed,
    unprocessed: total - processed,
    unpaired,
    created,
    competitionIds: outcomes.map((o) => o.competitionId),
    rows,
  };
}

/** A TableError met while rows stream, as a 400 naming the call's field. */
const asFileProblem = (err: unknown) =>
  err instanceof TableError ? tableProblemsError([err.problem], 'fileUrl') : err;

/** POST …/competitions/:competitionId/import/participants/csv */
export async function importCsv(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: number,
  lang: Language,
  competitionId: number,
  fileUrl: string,
): Promise<ResultImportSummary> {
  const { rows: found } = await deps.db.execute<{ tournamentId: number }>(sql`
    SELECT tournament_id AS "tournamentId" FROM tournament_competitions WHERE id = ${competitionId}`);
  const competition = found[0];
  if (!competition) throw notFound();
  const file = await deps.files.resolve(fileUrl, { purpose: 'result-import', userId, field: 'fileUrl' });
  const stream = await deps.files.open(file);
  const raw: RawResultRow[] = [];
  try {
    const reader = await readTable(stream, { format: 'csv', columns: RESULT_CSV_COLUMNS });
    if (!reader.ok) throw tableProblemsError(reader.problems, 'fileUrl');
    for await (const r of reader.rows) {
      const c = r.cells;
      raw.push({
        row: r.record,
        place: c.place ?? '',
        lastName: c.lastName ?? '',
        firstName: c.firstName ?? '',
        birthDate: c.birthDate ?? '',
        registrationNumber: c.registrationNumber ?? '',
        club: c.club ?? '',
        result: c.result ?? '',
        points: c.points ?? '',
      });
    }
  } catch (err) {
    throw asFileProblem(err);
  } finally {
    stream.destroy();
  }
  return runImport(deps.db, userId, lang, competition.tournamentId, 'csv', [{ competitionId, raw }]);
}

async function readText(deps: Pick<AppDeps, 'files'>, file: Awaited<ReturnType<AppDeps['files']['resolve']>>) {
  const stream = await deps.files.open(file);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } finally {
    stream.destroy();
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw validationError([{ field: 'fileUrl', key: 'resultImports.notJson' }]);
  }
}

/** POST …/tournaments/:tournamentId/import/results */
export async function importSoftware(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: number,
  lang: Language,
  tournamentId: number,
  fileUrl: string,
): Promise<ResultImportSummary> {
  const { rows: tournament } = await deps.db.execute(sql`SELECT 1 FROM tournaments WHERE id = ${tournamentId}`);
  if (!tournament.length) throw notFound();
  const file = await deps.files.resolve(fileUrl, { purpose: 'result-import-software', userId, field: 'fileUrl' });
  const disciplines = parseSoftwareFile(await readText(deps, file));
  const { rows: competitions } = await deps.db.execute<{ id: number; externalId: string | null; name: string }>(sql`
    SELECT id, external_id AS "externalId", name FROM tournament_competitions WHERE tournament_id = ${tournamentId}`);
  const issues: { field: string; key: string; params: MessageParams }[] = [];
  const items: DisciplineImport[] = [];
  const taken = new Set<number>();
  for (const d of disciplines) {
    const label = d.externalId ?? d.name ?? '';
    const byExternal = d.externalId ? competitions.filter((c) => c.externalId === d.externalId) : [];
    const byName = d.name ? competitions.filter((c) => normalizeText(c.name) === normalizeText(d.name!)) : [];
    const hit =
      byExternal.length === 1 ? byExternal[0] : byExternal.length === 0 && byName.length === 1 ? byName[0] : null;
    if (!hit) {
      issues.push({ field: 'fileUrl', key: 'resultImports.unknownDiscipline', params: { name: label } });
      continue;
    }
    if (taken.has(hit.id)) {
      issues.push({ field: 'fileUrl', key: 'resultImports.duplicateDiscipline', params: { name: label } });
      continue;
    }
    taken.add(hit.id);
    items.push({ competitionId: hit.id, raw: d.rows });
  }
  if (issues.length) throw validationError(issues);
  return runImport(deps.db, userId, lang, tournamentId, 'software', items);
}

// --- Pairing by hand ------------------------------------------------------------------------------

type UnpairedRow = {
  id: number;
  competitionId: number;
  tournamentId: number;
  rankFrom: number | null;
  rankTo: number | null;
  standingShared: boolean;
  result: string | null;
  points: string | null;
  pairedParticipantId: number | null;
};

/** POST …/competitions/participants/pair */
export async function pairResult(
  db: Db,
  userId: number,
  lang: Language,
  input: { unpairedResultId: number; personId: number },
): Promise<{ unpairedResultId: number; participantId: number; created: boolean }> {
  const read = async (runner: Db, lock: SQL) =>
    (
      await runner.execute<UnpairedRow>(sql`
        SELECT id, tournament_competition_id AS "competitionId", tournament_id AS "tournamentId", rank_from AS "rankFrom",
               rank_to AS "rankTo", standing_shared AS "standingShared", result, points::text AS points,
               paired_participant_id AS "pairedParticipantId"
          FROM tournament_unpaired_results WHERE id = ${input.unpairedResultId} ${lock}`)
    ).rows[0];
  const missing = () =>
    validationError([
      {
        field: 'unpairedResultId',
        key: 'validation.notFoundRef',
        params: { label: 'unpairedResultId', id: input.unpairedResultId },
      },
    ]);
  const first = await read(db, sql``);
  if (!first) throw missing();
  return transaction(db, async (tx) => {
    await lockEditableTournament(tx, first.tournamentId, lang);
    const row = await read(tx, sql`FOR UPDATE`);
    if (!row) throw missing();
    if (row.pairedParticipantId !== null) throw conflict('resultImports.alreadyPaired', {}, 'unpairedResultId');
    const { rows: people } = await tx.execute<{ name: string }>(sql`
      SELECT first_name || ' ' || last_name AS name FROM persons WHERE id = ${input.personId}`);
    const person = people[0];
    if (!person) {
      throw validationError([
        { field: 'personId', key: 'validation.notFoundRef', params: { label: 'personId', id: input.personId } },
      ]);
    }
    const { rows: apps } = await tx.execute<{ id: number; hasResult: boolean; athlete: boolean }>(sql`
      SELECT id, (rank_from IS NOT NULL OR result IS NOT NULL OR points IS NOT NULL) AS "hasResult",
             role_id = ${TOURNAMENT_ROLE.athlete} AS athlete
        FROM tournament_participants
       WHERE tournament_competition_id = ${row.competitionId} AND person_id = ${input.personId} FOR UPDATE`);
    if (apps[0] && !apps[0].athlete) throw conflict('resultImports.notAthlete', { name: person.name }, 'personId');
    if (apps[0]?.hasResult) throw conflict('resultImports.personHasResult', { name: person.name }, 'personId');
    if (row.rankFrom !== null && row.rankTo !== null) {
      // The standings may have changed since the import: the placing rule holds with the row in.
      const { rows: standings } = await tx.execute<PlacingRow & Record<string, unknown>>(sql`
        SELECT a.person_id AS "personId", a.rank_from AS "rankFrom", a.rank_to AS "rankTo",
               a.standing_shared AS "standingShared"
          FROM tournament_participants a
         WHERE a.tournament_competition_id = ${row.competitionId} AND a.role_id = ${TOURNAMENT_ROLE.athlete}
           AND ${ACTIVE_APPLICATION_SQL('a')} AND a.rank_from IS NOT NULL AND a.person_id <> ${input.personId}`);
      const all: PlacingRow[] = [
        ...standings,
        { personId: input.personId, rankFrom: row.rankFrom, rankTo: row.rankTo, standingShared: row.standingShared },
      ];
      const rosters = await rostersOfPersons(tx, row.competitionId);
      const n = await placeCount(tx, row.competitionId);
      const own = all.length - 1;
      if (checkPlacings(all, n, (personId) => rosters.get(personId)).some((i) => i.index === own)) {
        throw conflict('resultImports.pairPlaceTaken', { place: placingText(row as PlacingText) }, 'unpairedResultId');
      }
    }
    let participantId = apps[0]?.id;
    const created = participantId === undefined;
    if (participantId === undefined) {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, club_id,
                                             state_id, created_by_id)
        VALUES (${row.competitionId}, ${row.tournamentId}, ${input.personId}, ${TOURNAMENT_ROLE.athlete},
                ${currentClubIdSql(sql`${input.personId}::int`)}, ${APPLICATION_STATE.confirmed}, ${userId})
        RETURNING id`);
      participantId = rows[0]!.id;
    }
    await tx.execute(sql`
      UPDATE tournament_participants
         SET rank_from = ${row.rankFrom}, rank_to = ${row.rankTo}, standing_shared = ${row.standingShared},
             result = ${row.result}, points = ${row.points}::numeric,
             state_id = CASE WHEN state_id IN (${APPLICATION_STATE.registered}, ${APPLICATION_STATE.confirmed})
                             THEN state_id ELSE ${APPLICATION_STATE.confirmed} END,
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${participantId}`);
    await tx.execute(sql`
      UPDATE tournament_unpaired_results SET paired_participant_id = ${participantId}, edited_date = now(),
             edited_by_id = ${userId} WHERE id = ${row.id}`);
    await recountTournaments(tx, [row.tournamentId]);
    // A new result: a calculation of the discipline's points no longer stands (as a standings save).
    await tx.execute(sql`
      UPDATE tournament_competitions SET rank_state_id = ${RANK_STATE.notCalculated}
       WHERE id = ${row.competitionId} AND rank_state_id = ${RANK_STATE.calculated}`);
    await recomputeRankingPoints(tx, [row.competitionId]);
    return { unpairedResultId: row.id, participantId, created };
  });
}

/** DELETE …/unpaired-results/:id */
export async function dismissUnpaired(db: Db, lang: Language, id: number): Promise<void> {
  const { rows } = await db.execute<{ tournamentId: number }>(sql`
    SELECT tournament_id AS "tournamentId" FROM tournament_unpaired_results WHERE id = ${id}`);
  if (!rows[0]) throw notFound();
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, rows[0]!.tournamentId, lang);
    const { rows: deleted } = await tx.execute(
      sql`DELETE FROM tournament_unpaired_results WHERE id = ${id} RETURNING id`,
    );
    if (!deleted.length) throw notFound();
  });
}

// --- The list of unpaired rows -----------------------------------------------------------------

export type UnpairedListRow = Omit<UnpairedResult, 'links'> & { tournamentStateId: number };

const unpairedSpec: ListSpec = {
  fields: {
    competitionId: { type: 'number', column: sql`u.tournament_competition_id` },
    competition: { type: 'text', column: sql`c.name`, sort: [sql`c.name`, sql`u.tournament_competition_id`] },
    rowNumber: { type: 'number', column: sql`u.row_number`, sort: true },
    name: {
      type: 'text',
      column: sql`coalesce(u.last_name, '') || ' ' || coalesce(u.first_name, '')`,
      sort: [sql`u.last_name`, sql`u.first_name`],
    },
    reason: { type: 'text', column: sql`u.reason` },
  },
  defaultSort: 'competition,rowNumber',
  tieBreaker: sql`u.id ASC`,
};

export async function unpairedListSql(
  db: Db,
  tournamentId: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  const q = parseListQuery(query, unpairedSpec);
  const { rows } = await db.execute(sql`SELECT 1 FROM tournaments WHERE id = ${tournamentId}`);
  if (!rows.length) throw notFound();
  return selectStatements(q, {
    columns: sql`u.id, u.tournament_id AS "tournamentId", u.tournament_competition_id AS "competitionId",
      c.name AS "competitionName", u.source, u.row_number AS "rowNumber", u.registration_number AS "registrationNumber",
      u.first_name AS "firstName", u.last_name AS "lastName", u.birth_date::text AS "birthDate", u.club_name AS "clubName",
      u.rank_from AS "rankFrom", u.rank_to AS "rankTo", u.standing_shared AS "standingShared", u.result,
      u.points::text AS points, u.reason, t.state_id AS "tournamentStateId"`,
    from: sql`tournament_unpaired_results u JOIN tournament_competitions c ON c.id = u.tournament_competition_id
      JOIN tournaments t ON t.id = u.tournament_id`,
    where: whereSql([sql`u.tournament_id = ${tournamentId}`, sql`u.paired_participant_id IS NULL`, ...q.where]),
  });
}

const placing = (r: UnpairedListRow) =>
  r.rankFrom === null
    ? ''
    : r.rankFrom === r.rankTo && !r.standingShared
      ? `${r.rankFrom}.`
      : `${r.rankFrom}.–${r.rankTo}.`;

export const unpairedExport = defineListExport<UnpairedListRow>({
  name: 'unpaired-results',
  title: { cs: 'Nespárované výsledky', en: 'Unpaired results' },
  columns: [
    { label: { cs: 'Disciplína', en: 'Discipline' }, value: (r) => r.competitionName, width: 30 },
    { label: { cs: 'Řádek', en: 'Row' }, type: 'number', value: (r) => r.rowNumber },
    { label: { cs: 'Umístění', en: 'Place' }, value: placing, width: 10 },
    { label: { cs: 'Příjmení', en: 'Last name' }, value: (r) => r.lastName, width: 20 },
    { label: { cs: 'Jméno', en: 'First name' }, value: (r) => r.firstName, width: 20 },
    { label: { cs: 'Datum narození', en: 'Birth date' }, type: 'date', value: (r) => r.birthDate },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (r) => r.registrationNumber, width: 16 },
    { label: { cs: 'Klub', en: 'Club' }, value: (r) => r.clubName, width: 30 },
    { label: { cs: 'Výsledek', en: 'Result' }, value: (r) => r.result, width: 14 },
    { label: { cs: 'Důvod', en: 'Reason' }, value: (r) => r.reason, width: 20 },
  ],
});
