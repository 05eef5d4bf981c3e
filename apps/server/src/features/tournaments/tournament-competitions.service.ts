// Disciplines (the spec's competitions) of the dynamic tournaments: read in the zone's visibility
// (tournament-scope.ts), written by the office; their workflow of states (COMPETITION_TRANSITIONS)
// and the counts fill. Rules: docs/decisions.md "Tournament disciplines and applications".
import {
  COMPETITION_STATE,
  COMPETITION_TRANSITIONS,
  type Competition,
  type CompetitionCounts,
  type CompetitionInput,
  TOURNAMENT_ROLE,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';
import { AppError, type FieldIssue, notFound, requireSameId, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { codebookNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import './tournament-competitions.messages';
import { TODAY_SQL } from '../../platform/clock';
import { transaction } from '../../platform/db/transaction';
import { recomputeRankingPoints } from './ranking-points';
import { recountTournaments } from './tournament-counts';
import { ACTIVE_APPLICATION_SQL, TOURNAMENT_STATE, visibleTournamentSql } from './tournament-scope';

/** Tournament states whose disciplines take applications. */
export const APPLYING_TOURNAMENT_STATES = [
  TOURNAMENT_STATE.published,
  TOURNAMENT_STATE.sentToCommission,
  TOURNAMENT_STATE.approved,
] as const;
/** Tournament states whose disciplines may still be added, changed or deleted. */
const EDITABLE_TOURNAMENT_STATES = [
  TOURNAMENT_STATE.draft,
  TOURNAMENT_STATE.published,
  TOURNAMENT_STATE.sentToCommission,
  TOURNAMENT_STATE.approved,
] as const;

const inList = (values: readonly number[]) => sql.raw(values.join(', '));

/** The registration window of the discipline `c` of the tournament `t` includes today. */
export const windowOpenSql = sql`(
  (t.registration_start_date IS NULL OR t.registration_start_date <= ${TODAY_SQL})
  AND ${TODAY_SQL} <= coalesce(t.registration_close_date, t.date_till)
  AND (c.open_for_participants IS NULL OR c.open_for_participants <= ${TODAY_SQL})
  AND (c.close_for_participants IS NULL OR ${TODAY_SQL} <= c.close_for_participants))`;

/**
 * The discipline `c` takes applications now in the zone: open, in a tournament that takes them;
 * a club besides within the window and only when the tournament registers online.
 */
export function applyingNowSql(zone: ZoneScope['zone']): SQL {
  const base = sql`c.state_id = ${COMPETITION_STATE.open} AND t.state_id IN (${inList(APPLYING_TOURNAMENT_STATES)})`;
  return zone === 'admin' ? sql`(${base})` : sql`(${base} AND t.registration_online AND ${windowOpenSql})`;
}

const COMPETITION_FROM = sql`tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id`;

const competitionColumns = (zone: ZoneScope['zone']) => sql`
  c.id, c.tournament_id AS "tournamentId", t.state_id AS "tournamentStateId", c.name, c.age_category_id AS "ageCategoryId",
  c.age_category_group_id AS "ageCategoryGroupId", c.sport_discipline_id AS "sportDisciplineId", c.type_id AS "typeId",
  c.competition_type AS "competitionType", c.level_id AS "levelId", c.state_id AS "stateId",
  c.rank_state_id AS "rankStateId", c.performance_class AS "performanceClass", c.date_from AS "dateFrom",
  c.date_till AS "dateTill", to_char(c.time_from, 'HH24:MI') AS "timeFrom", c.location, c.proposition,
  c.external_id AS "externalId", c.start_fee::float8 AS "startFee", c.open_for_participants AS "openForParticipants",
  c.close_for_participants AS "closeForParticipants", c.approve_date AS "approveDate",
  c.previous_competition_id AS "previousCompetitionId",
  (SELECT json_build_object('id', pc.id, 'name', pc.name) FROM tournament_competitions pc
    WHERE pc.id = c.previous_competition_id) AS "previousCompetition",
  c.results_url AS "resultsUrl", c.system_id AS "systemId", c.result_type_id AS "resultTypeId",
  c.game_per_match AS "gamePerMatch", c.set_max AS "setMax", c.is_draw AS "isDraw", c.round_count AS "roundCount",
  c.season_id AS "seasonId", c.athletes_count AS "athletesCount", c.referees_count AS "refereesCount",
  c.participants_count AS "participantsCount",
  EXISTS (SELECT 1 FROM tournament_participants a WHERE a.tournament_competition_id = c.id) AS "hasParticipants",
  EXISTS (SELECT 1 FROM tournament_participants r WHERE r.tournament_competition_id = c.id
    AND (r.rank_from IS NOT NULL OR r.result IS NOT NULL OR r.points IS NOT NULL)) AS "hasResults",
  ${applyingNowSql(zone)} AS "isOpenForParticipants",
  c.start_participant_count AS "startParticipantCount",
  c.start_foreign_participant_count AS "startForeignParticipantCount",
  c.start_countries_count AS "startCountriesCount", c.coeficient_cp::float8 AS "coeficientCp",
  c.coeficient_mcr::float8 AS "coeficientMcr", c.percent_to_cp_rankings::float8 AS "percentToCpRankings",
  c.percent_to_mcr_rankings::float8 AS "percentToMcrRankings",
  c.created_date AS "createdDate", c.created_by_id AS "createdById",
  c.edited_date AS "editedDate", c.edited_by_id AS "editedById"`;

export const competitionListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`c.name`, sort: true },
    stateId: { type: 'number', column: sql`c.state_id`, sort: true },
    sportDisciplineId: { type: 'number', column: sql`c.sport_discipline_id` },
    ageCategoryId: { type: 'number', column: sql`c.age_category_id` },
    dateFrom: { type: 'date', column: sql`c.date_from`, sort: true },
  },
  defaultSort: 'name',
  tieBreaker: sql`c.id ASC`,
};

/** The disciplines of one tournament (404 unless the tournament is visible in the zone). */
export async function competitionsListSql(
  db: Db,
  scope: ZoneScope,
  tournamentId: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  const q = parseListQuery(query, competitionListSpec);
  await requireVisibleTournament(db, scope, tournamentId);
  return selectStatements(q, {
    columns: competitionColumns(scope.zone),
    from: COMPETITION_FROM,
    where: whereSql([sql`c.tournament_id = ${tournamentId}`, visibleTournamentSql(scope), ...q.where]),
  });
}

export async function requireVisibleTournament(db: Db, scope: ZoneScope, tournamentId: number): Promise<void> {
  const { rows } = await db.execute(
    sql`SELECT 1 FROM tournaments t WHERE t.id = ${tournamentId} AND ${visibleTournamentSql(scope)}`,
  );
  if (!rows.length) throw notFound();
}

export async function getCompetition(db: Db, scope: ZoneScope, id: number): Promise<Competition> {
  const { rows } = await db.execute<Competition>(sql`
    SELECT ${competitionColumns(scope.zone)} FROM ${COMPETITION_FROM}
     WHERE c.id = ${id} AND ${visibleTournamentSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

const CODEBOOK_FIELDS = {
  ageCategoryId: 'ageCategories',
  ageCategoryGroupId: 'ageCategoryGroups',
  sportDisciplineId: 'sportDisciplines',
  typeId: 'tournamentTypes',
  levelId: 'tournamentLevels',
  systemId: 'tournamentSystems',
  resultTypeId: 'tournamentResultTypes',
} as const;

/**
 * Every referenced codebook entry and the previous discipline exist (one 400 naming each missing
 * one). A previous discipline set anew (`stored`: the one the discipline has now) must not be the
 * discipline itself and must belong to an earlier season than the tournament's: one whose validity
 * ends before the tournament's season starts (the rule of the pairing call, docs/decisions.md
 * "Season pairing and the older tournament module").
 */
async function checkReferences(
  db: Db,
  input: CompetitionInput,
  self: { id: number | null; tournamentId: number; previousId: number | null },
): Promise<void> {
  const pairs = Object.entries(CODEBOOK_FIELDS).flatMap(([field, list]) => {
    const value = input[field as keyof typeof CODEBOOK_FIELDS];
    return value == null ? [] : [{ field, list, value }];
  });
  const issues: FieldIssue[] = [];
  if (pairs.length) {
    const { rows } = await db.execute<{ list: string; id: number }>(sql`
      SELECT list, id FROM codebook_entries WHERE (list, id) IN (${sql.join(
        pairs.map((p) => sql`(${p.list}, ${p.value}::int)`),
        sql`, `,
      )})`);
    const found = new Set(rows.map((r) => `${r.list}:${r.id}`));
    for (const p of pairs) {
      if (!found.has(`${p.list}:${p.value}`)) {
        issues.push({ field: p.field, key: 'validation.notFoundRef', params: { label: p.field, id: p.value } });
      }
    }
  }
  const previous = input.previousCompetitionId;
  if (previous != null && previous !== self.previousId) {
    if (previous === self.id) issues.push({ field: 'previousCompetitionId', key: 'disciplines.previousSelf' });
    else {
      const { rows } = await db.execute<{ earlier: boolean | null }>(sql`
        SELECT ps.valid_till < (SELECT s.valid_from FROM tournaments t JOIN seasons s ON s.id = t.season_id
                                 WHERE t.id = ${self.tournamentId}) AS earlier
          FROM tournament_competitions pc JOIN tournaments pt ON pt.id = pc.tournament_id
          JOIN seasons ps ON ps.id = pt.season_id
         WHERE pc.id = ${previous}`);
      if (!rows.length) {
        issues.push({
          field: 'previousCompetitionId',
          key: 'validation.notFoundRef',
          params: { label: 'previousCompetitionId', id: previous },
        });
      } else if (rows[0]!.earlier === false) {
        issues.push({ field: 'previousCompetitionId', key: 'disciplines.previousNotEarlier' });
      }
    }
  }
  if (issues.length) throw validationError(issues);
}

/**
 * Locks the tournament's row for the caller's transaction, then checks that it exists (404) and
 * that its disciplines and applications may still change: a cancelled or archived tournament is
 * frozen (409 naming its state). Under the lock, a concurrent cancel waits for the change or the
 * change sees the cancel.
 */
export async function lockEditableTournament(tx: Db, tournamentId: number, lang: Language) {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  const { rows } = await tx.execute<{ stateId: number; seasonId: number; stateName: string | null }>(sql`
    SELECT t.state_id AS "stateId", t.season_id AS "seasonId",
           (SELECT e.${name} FROM codebook_entries e WHERE e.list = 'tournamentStates' AND e.id = t.state_id) AS "stateName"
      FROM tournaments t WHERE t.id = ${tournamentId} FOR UPDATE`);
  const t = rows[0];
  if (!t) throw notFound();
  if (!(EDITABLE_TOURNAMENT_STATES as readonly number[]).includes(t.stateId)) {
    const state = t.stateName ?? String(t.stateId);
    throw new AppError('conflict', 409, {}, [{ key: 'disciplines.tournamentClosed', params: { state } }]);
  }
  return t;
}

/** Whether the tournament's disciplines and applications may still change (the links' test). */
export const isTournamentEditable = (stateId: number) =>
  (EDITABLE_TOURNAMENT_STATES as readonly number[]).includes(stateId);

/** The discipline's columns, each with the body field it comes from and its SQL type. */
const COLUMNS: readonly [column: string, field: keyof CompetitionInput, type?: string][] = [
  ['name', 'name'],
  ['age_category_id', 'ageCategoryId', 'int'],
  ['age_category_group_id', 'ageCategoryGroupId', 'int'],
  ['sport_discipline_id', 'sportDisciplineId', 'int'],
  ['type_id', 'typeId', 'int'],
  ['competition_type', 'competitionType'],
  ['level_id', 'levelId', 'int'],
  ['performance_class', 'performanceClass'],
  ['date_from', 'dateFrom', 'date'],
  ['date_till', 'dateTill', 'date'],
  ['time_from', 'timeFrom', 'time'],
  ['location', 'location'],
  ['proposition', 'proposition'],
  ['external_id', 'externalId'],
  ['start_fee', 'startFee', 'numeric'],
  ['open_for_participants', 'openForParticipants', 'date'],
  ['close_for_participants', 'closeForParticipants', 'date'],
  ['previous_competition_id', 'previousCompetitionId', 'int'],
  ['results_url', 'resultsUrl'],
  ['system_id', 'systemId', 'int'],
  ['result_type_id', 'resultTypeId', 'int'],
  ['game_per_match', 'gamePerMatch', 'int'],
  ['set_max', 'setMax', 'int'],
  ['is_draw', 'isDraw', 'boolean'],
  ['round_count', 'roundCount', 'int'],
];

/** A column's value from the body; a field left out is NULL (false for is_draw) on create. */
function columnValue(input: CompetitionInput, [, field, type]: (typeof COLUMNS)[number]): SQL {
  const v = input[field] ?? (field === 'isDraw' ? false : null);
  return type ? sql`${v}::${sql.raw(type)}` : sql`${v}`;
}

const COLUMN_NAMES = sql.raw(COLUMNS.map(([c]) => c).join(', '));
const columnValues = (input: CompetitionInput) =>
  sql.join(
    COLUMNS.map((c) => columnValue(input, c)),
    sql`, `,
  );

/**
 * The update's assignments: only the fields the body gives, so that an edit form which does not show
 * a field (the season pairing's previousCompetitionId, the type) never clears it.
 */
const givenAssignments = (input: CompetitionInput): SQL[] =>
  COLUMNS.filter(([, field]) => input[field] !== undefined).map(
    (c) => sql`${sql.identifier(c[0])} = ${columnValue(input, c)}`,
  );

export async function createCompetition(
  db: Db,
  userId: number,
  tournamentId: number,
  input: CompetitionInput,
  lang: Language,
): Promise<Competition> {
  await checkReferences(db, input, { id: null, tournamentId, previousId: null });
  const id = await transaction(db, async (tx) => {
    const t = await lockEditableTournament(tx, tournamentId, lang);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO tournament_competitions (tournament_id, season_id, created_by_id, ${COLUMN_NAMES})
      VALUES (${tournamentId}, ${t.seasonId}, ${userId}, ${columnValues(input)})
      RETURNING id`);
    return rows[0]!.id;
  });
  return getCompetition(db, { zone: 'admin', fedUnitIds: null }, id);
}

async function competitionTournament(
  db: Db,
  id: number,
): Promise<{ tournamentId: number; stateId: number; previousId: number | null }> {
  const { rows } = await db.execute<{ tournamentId: number; stateId: number; previousId: number | null }>(
    sql`SELECT tournament_id AS "tournamentId", state_id AS "stateId", previous_competition_id AS "previousId"
          FROM tournament_competitions WHERE id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function updateCompetition(
  db: Db,
  userId: number,
  id: number,
  input: CompetitionInput & { id?: number | undefined },
  lang: Language,
): Promise<Competition> {
  if (input.id !== undefined) requireSameId(input.id, id);
  const current = await competitionTournament(db, id);
  await checkReferences(db, input, { id, tournamentId: current.tournamentId, previousId: current.previousId });
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, current.tournamentId, lang);
    await tx.execute(sql`
      UPDATE tournament_competitions SET ${sql.join([...givenAssignments(input), sql`edited_date = now()`], sql`, `)},
             edited_by_id = ${userId}
       WHERE id = ${id}`);
  });
  return getCompetition(db, { zone: 'admin', fedUnitIds: null }, id);
}

export async function fillCompetitionCounts(
  db: Db,
  userId: number,
  id: number,
  input: CompetitionCounts,
  lang: Language,
): Promise<Competition> {
  const { tournamentId } = await competitionTournament(db, id);
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    if (input.startParticipantCount != null) {
      // The start count is the standings' N: no lower than a place they already use.
      const { rows } = await tx.execute<{ max: number | null }>(sql`
        SELECT greatest(
                 (SELECT max(a.rank_to) FROM tournament_participants a
                   WHERE a.tournament_competition_id = ${id} AND a.role_id = ${TOURNAMENT_ROLE.athlete}
                     AND ${ACTIVE_APPLICATION_SQL('a')}),
                 (SELECT max(u.rank_to) FROM tournament_unpaired_results u
                   WHERE u.tournament_competition_id = ${id} AND u.paired_participant_id IS NULL)) AS max`);
      const max = rows[0]?.max ?? null;
      if (max !== null && input.startParticipantCount < max) {
        throw validationError([{ field: 'startParticipantCount', key: 'countsFill.belowPlacings', params: { max } }]);
      }
    }
    await tx.execute(sql`
    UPDATE tournament_competitions
       SET start_participant_count = ${input.startParticipantCount ?? null}::int,
           start_foreign_participant_count = ${input.startForeignParticipantCount ?? null}::int,
           start_countries_count = ${input.startCountriesCount ?? null}::int,
           coeficient_cp = ${input.coeficientCp ?? null}::numeric,
           coeficient_mcr = ${input.coeficientMcr ?? null}::numeric,
           percent_to_cp_rankings = ${input.percentToCpRankings ?? null}::numeric,
           percent_to_mcr_rankings = ${input.percentToMcrRankings ?? null}::numeric,
           edited_date = now(), edited_by_id = ${userId}
     WHERE id = ${id}`);
    // The coefficients and percents weigh the ranking points of the discipline's results.
    await recomputeRankingPoints(tx, [id]);
  });
  return getCompetition(db, { zone: 'admin', fedUnitIds: null }, id);
}

/** Deletes a discipline that has no applications (409 otherwise: cancel it instead). */
export async function deleteCompetition(db: Db, id: number, lang: Language): Promise<void> {
  const current = await competitionTournament(db, id);
  await transaction(db, async (tx) => {
    // The tournament's lock: an application being added meanwhile waits, then finds no discipline.
    await lockEditableTournament(tx, current.tournamentId, lang);
    const used = await tx.execute(
      sql`SELECT 1 FROM tournament_participants WHERE tournament_competition_id = ${id} LIMIT 1`,
    );
    if (used.rows.length) throw new AppError('conflict', 409, {}, [{ key: 'disciplines.hasApplications' }]);
    await tx.execute(sql`DELETE FROM tournament_competitions WHERE id = ${id}`);
  });
}

/** The states a discipline in `stateId` may move to. */
export const nextStates = (stateId: number): readonly number[] => COMPETITION_TRANSITIONS[stateId] ?? [];

/** Moves a discipline along the workflow (409 naming both states otherwise); recounts its tournament. */
export async function changeCompetitionState(
  db: Db,
  userId: number,
  id: number,
  targetStateId: number,
  lang: Language,
): Promise<Competition> {
  const names = await codebookNames(db, 'tournamentCompetitionStates', lang);
  if (!names.has(targetStateId)) {
    throw validationError([
      { field: 'stateId', key: 'validation.notFoundRef', params: { label: 'stateId', id: targetStateId } },
    ]);
  }
  const { tournamentId } = await competitionTournament(db, id);
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    const { rows } = await tx.execute<{ stateId: number }>(
      sql`SELECT state_id AS "stateId" FROM tournament_competitions WHERE id = ${id} FOR UPDATE`,
    );
    const from = rows[0]?.stateId;
    if (from === undefined) throw notFound();
    if (!nextStates(from).includes(targetStateId)) {
      const fromName = names.get(from) ?? String(from);
      const issue: FieldIssue = nextStates(from).length
        ? { key: 'disciplines.transitionRefused', params: { from: fromName, to: names.get(targetStateId)! } }
        : { key: 'disciplines.finalState', params: { state: fromName } };
      throw new AppError('conflict', 409, {}, [issue]);
    }
    await tx.execute(sql`
      UPDATE tournament_competitions
         SET state_id = ${targetStateId},
             approve_date = CASE WHEN ${targetStateId}::int = ${COMPETITION_STATE.approved} THEN now() ELSE approve_date END,
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
    // A cancelled discipline's applications stop counting toward the tournament (statute 8).
    await recountTournaments(tx, [tournamentId]);
  });
  return getCompetition(db, { zone: 'admin', fedUnitIds: null }, id);
}
