// Leagues (issue 16; spec 001 §2 "Leagues", §3 League/competition part): a league is a tournament
// of the league type with one type/level pair (7, no level); its competitions are the tournament's
// disciplines. Read in the zone's league visibility (league-scope.ts), written by the office while
// the league is editable (not cancelled or archived: 409). Deleting a league deletes everything of
// it (the foreign keys cascade: competitions, teams, rosters, rounds, matches, attachments), then
// the attachments' files. Rules: docs/decisions.md "Leagues and competitions".
import {
  LEAGUE_TYPE_ID,
  type League,
  type LeagueCompetition,
  type LeagueCompetitionWriteParsed,
  type LeagueWriteParsed,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import {
  AppError,
  type FieldIssue,
  isForeignKeyViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import { removeStoredFiles, type WarnLog } from '../../platform/files/remove-stored-files';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { isLeagueEditable, isLeagueSql, visibleLeague, visibleLeagueSql } from './league-scope';
import { refuseLosingResults } from './results-exist';
import './leagues.messages';
import { TODAY_SQL } from '../../platform/clock';
import { transaction } from '../../platform/db/transaction';

/** A 409 naming the league's state in the caller's language (`tournamentState.{id}`). */
export const leagueFrozen = (stateId: number) =>
  new AppError('conflict', 409, {}, [{ key: 'leagues.notEditable', params: { tournamentState: stateId } }]);

// --- League list and detail ---

const LEAGUE_FROM = sql`tournaments t
  JOIN seasons se ON se.id = t.season_id
  LEFT JOIN clubs oc ON oc.id = t.organizer_id`;

export const LEAGUE_LIST_COLUMNS = sql`
  t.id, t.name, t.season_id AS "seasonId", se.name AS "seasonName",
  t.date_from AS "dateFrom", t.date_till AS "dateTill", t.state_id AS "stateId",
  t.organizer_id AS "organizerId", coalesce(oc.name, t.organizer_text) AS "organizerName",
  (SELECT count(*)::int FROM tournament_competitions c WHERE c.tournament_id = t.id) AS "competitionCount",
  (SELECT count(*)::int FROM league_teams lt WHERE lt.tournament_id = t.id) AS "teamCount"`;

const ids = ['valuesEqual', 'valuesMemberOf'] as const;

/** Every filter and sort is on the league type's index (type_id, date_from) or the season/state/name indexes. */
export const leagueListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`t.name`, operators: ['valuesLike'], sort: [sql`t.name`], selective: true },
    seasonId: { type: 'number', column: sql`t.season_id`, operators: ids },
    stateId: { type: 'number', column: sql`t.state_id`, operators: ids, sort: true },
    dateFrom: { type: 'date', column: sql`t.date_from`, operators: ['valueDateRange'], sort: true },
    season: { type: 'text', sort: [sql`se.valid_from`, sql`se.name`], filterable: false },
  },
  defaultSort: '-dateFrom',
  tieBreaker: sql`t.id`,
};

export function leaguesListSql(scope: ZoneScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, leagueListSpec);
  return selectStatements(q, {
    columns: LEAGUE_LIST_COLUMNS,
    from: LEAGUE_FROM,
    where: whereSql([visibleLeagueSql(scope), ...q.where]),
  });
}

const competitionSummarySql = sql`(SELECT coalesce(json_agg(json_build_object(
    'id', c.id, 'name', c.name, 'stateId', c.state_id, 'dateFrom', c.date_from, 'dateTill', c.date_till,
    'teamCount', (SELECT count(*)::int FROM league_competition_teams ct WHERE ct.competition_id = c.id),
    'matchCount', (SELECT count(*)::int FROM league_matches m WHERE m.competition_id = c.id))
    ORDER BY c.name, c.id), '[]'::json)
  FROM tournament_competitions c WHERE c.tournament_id = t.id)`;

export async function getLeague(db: Db, scope: ZoneScope, id: number): Promise<League> {
  const { rows } = await db.execute<Omit<League, 'isEditable'>>(sql`
    SELECT ${LEAGUE_LIST_COLUMNS}, t.organizer_text AS "organizerText", t.contact_name AS "contactName",
           t.contact_phone AS "contactPhone", t.contact_email AS "contactEmail", t.note,
           (SELECT count(*)::int FROM tournament_attachments ta WHERE ta.tournament_id = t.id) AS "attachmentCount",
           ${competitionSummarySql} AS competitions,
           ${isoTimestampSql(sql`t.created_date`)} AS "createdDate", t.created_by_id AS "createdById",
           ${isoTimestampSql(sql`t.edited_date`)} AS "editedDate", t.edited_by_id AS "editedById"
      FROM ${LEAGUE_FROM} WHERE t.id = ${id} AND ${visibleLeagueSql(scope)}`);
  const row = rows[0];
  if (!row) throw notFound();
  return { ...row, isEditable: isLeagueEditable(row.stateId) };
}

/** Season and organizer exist: one 400 naming each missing one. */
async function checkLeagueReferences(db: Db, input: LeagueWriteParsed): Promise<void> {
  const { rows } = await db.execute<{ season: boolean; organizer: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM seasons s WHERE s.id = ${input.seasonId}) AS season,
           ${input.organizerId == null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM clubs c WHERE c.id = ${input.organizerId})`} AS organizer`);
  const issues: FieldIssue[] = [];
  if (!rows[0]!.season)
    issues.push({
      field: 'seasonId',
      key: 'validation.notFoundRef',
      params: { label: 'seasonId', id: input.seasonId },
    });
  if (!rows[0]!.organizer)
    issues.push({
      field: 'organizerId',
      key: 'validation.notFoundRef',
      params: { label: 'organizerId', id: input.organizerId ?? 0 },
    });
  if (issues.length) throw validationError(issues);
}

const blank = (v: string | null | undefined) => (v ? v : null);

function leagueValues(input: LeagueWriteParsed): Record<string, SQL> {
  return {
    name: sql`${input.name}`,
    season_id: sql`${input.seasonId}::int`,
    date_from: sql`${input.dateFrom}::date`,
    date_till: sql`${input.dateTill}::date`,
    state_id: sql`${input.stateId}::int`,
    is_cancelled: sql`${input.stateId === 5}`,
    organizer_id: sql`${input.organizerId ?? null}::int`,
    organizer_text: sql`${blank(input.organizerText)}`,
    contact_name: sql`${blank(input.contactName)}`,
    contact_phone: sql`${blank(input.contactPhone)}`,
    contact_email: sql`${blank(input.contactEmail)}`,
    note: sql`${blank(input.note)}`,
  };
}

function referenceGone(err: unknown, input: LeagueWriteParsed): never {
  if (isForeignKeyViolation(err)) {
    throw validationError([
      { field: 'seasonId', key: 'validation.notFoundRef', params: { label: 'seasonId', id: input.seasonId } },
    ]);
  }
  throw err;
}

export async function createLeague(db: Db, userId: number, input: LeagueWriteParsed): Promise<number> {
  await checkLeagueReferences(db, input);
  const values = leagueValues(input);
  try {
    return await transaction(db, async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO tournaments (${sql.join(
          Object.keys(values).map((c) => sql.identifier(c)),
          sql`, `,
        )}, type_id, level_id, created_by_id)
        VALUES (${sql.join(Object.values(values), sql`, `)}, ${LEAGUE_TYPE_ID}, NULL, ${userId}) RETURNING id`);
      const id = rows[0]!.id;
      await tx.execute(
        sql`INSERT INTO tournament_type_levels (tournament_id, "order", type_id, level_id) VALUES (${id}, 1, ${LEAGUE_TYPE_ID}, NULL)`,
      );
      return id;
    });
  } catch (err) {
    referenceGone(err, input);
  }
}

/** Locks the league's row: it exists as a league (404) and may change (409 naming its state). */
export async function lockEditableLeague(tx: Db, leagueId: number): Promise<{ seasonId: number }> {
  const { rows } = await tx.execute<{ stateId: number; seasonId: number }>(sql`
    SELECT t.state_id AS "stateId", t.season_id AS "seasonId" FROM tournaments t
     WHERE t.id = ${leagueId} AND ${isLeagueSql()} FOR UPDATE`);
  const row = rows[0];
  if (!row) throw notFound();
  if (!isLeagueEditable(row.stateId)) throw leagueFrozen(row.stateId);
  return row;
}

export async function updateLeague(db: Db, userId: number, id: number, input: LeagueWriteParsed): Promise<void> {
  await visibleLeague(db, { zone: 'admin', fedUnitIds: null }, id).then(({ leagueStateId }) => {
    if (!isLeagueEditable(leagueStateId)) throw leagueFrozen(leagueStateId);
  });
  await checkLeagueReferences(db, input);
  const values = leagueValues(input);
  await transaction(db, async (tx) => {
    await lockEditableLeague(tx, id);
    const set = Object.entries(values).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`);
    await tx.execute(sql`
        UPDATE tournaments SET ${sql.join(set, sql`, `)}, edited_date = now(), edited_by_id = ${userId}
         WHERE id = ${id}`);
    // The competitions belong to the league's season.
    await tx.execute(sql`UPDATE tournament_competitions SET season_id = ${input.seasonId} WHERE tournament_id = ${id}`);
  }).catch((err: unknown) => {
    if (err instanceof AppError) throw err;
    referenceGone(err, input);
  });
}

/** Deletes a league with everything of it (any state: the office's clean-up), then the attachments' files. */
export async function deleteLeague(db: Db, files: Parameters<typeof removeStoredFiles>[0], id: number, log: WarnLog) {
  const fileIds = await transaction(db, async (tx) => {
    const locked = await tx.execute(
      sql`SELECT 1 FROM tournaments t WHERE t.id = ${id} AND ${isLeagueSql()} FOR UPDATE`,
    );
    if (!locked.rows.length) throw notFound();
    const { rows } = await tx.execute<{ files: (string | null)[] }>(sql`
      SELECT ARRAY[t.proposition_file_id, t.poster_file_id, t.main_image_file_id]::text[] ||
             coalesce((SELECT array_agg(a.file_id::text) FROM tournament_attachments a WHERE a.tournament_id = t.id), '{}') AS files
        FROM tournaments t WHERE t.id = ${id}`);
    await tx.execute(sql`DELETE FROM tournaments WHERE id = ${id}`);
    return rows[0]!.files;
  });
  await removeStoredFiles(files, fileIds, log);
}

// --- Competitions ---

const COMPETITION_FROM = sql`tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id`;

const COMPETITION_COLUMNS = sql`
  c.id, t.id AS "leagueId", t.name AS "leagueName", t.state_id AS "leagueStateId", c.name,
  c.age_category_group_id AS "ageCategoryGroupId", c.state_id AS "stateId",
  c.date_from AS "dateFrom", c.date_till AS "dateTill", c.game_per_match AS "gamePerMatch", c.is_draw AS "isDraw",
  c.open_for_participants AS "openForParticipants", c.close_for_participants AS "closeForParticipants",
  ((c.open_for_participants IS NULL OR c.open_for_participants <= ${TODAY_SQL})
    AND (c.close_for_participants IS NULL OR ${TODAY_SQL} <= c.close_for_participants)
    AND (c.open_for_participants IS NOT NULL OR c.close_for_participants IS NOT NULL)) AS "isOpenForParticipants",
  c.result_type_id AS "resultTypeId", c.round_count AS "roundCount", c.set_max AS "setMax", c.system_id AS "systemId",
  (SELECT count(*)::int FROM league_competition_teams ct WHERE ct.competition_id = c.id) AS "teamCount",
  (SELECT count(*)::int FROM league_matches m WHERE m.competition_id = c.id) AS "matchCount"`;

export type CompetitionRow = Omit<LeagueCompetition, 'links'>;

export const competitionListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`c.name`, operators: ['valuesLike'], sort: true },
    stateId: { type: 'number', column: sql`c.state_id`, operators: ids, sort: true },
    dateFrom: { type: 'date', column: sql`c.date_from`, sort: true },
  },
  defaultSort: 'name',
  tieBreaker: sql`c.id`,
};

export async function competitionsListSql(
  db: Db,
  scope: ZoneScope,
  leagueId: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  const q = parseListQuery(query, competitionListSpec);
  await visibleLeague(db, scope, leagueId);
  return selectStatements(q, {
    columns: COMPETITION_COLUMNS,
    from: COMPETITION_FROM,
    where: whereSql([sql`c.tournament_id = ${leagueId}`, ...q.where]),
  });
}

export async function getLeagueCompetition(db: Db, scope: ZoneScope, id: number): Promise<CompetitionRow> {
  const { rows } = await db.execute<CompetitionRow>(sql`
    SELECT ${COMPETITION_COLUMNS} FROM ${COMPETITION_FROM} WHERE c.id = ${id} AND ${visibleLeagueSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

const COMPETITION_CODEBOOKS = {
  ageCategoryGroupId: 'ageCategoryGroups',
  stateId: 'tournamentCompetitionStates',
  resultTypeId: 'tournamentResultTypes',
  systemId: 'tournamentSystems',
} as const;

/** Every codebook value of the form exists: one 400 naming each missing one. */
async function checkCompetitionReferences(db: Db, input: LeagueCompetitionWriteParsed): Promise<void> {
  const pairs = Object.entries(COMPETITION_CODEBOOKS).flatMap(([field, list]) => {
    const value = input[field as keyof typeof COMPETITION_CODEBOOKS];
    return value == null ? [] : [{ field, list, value }];
  });
  if (!pairs.length) return;
  const { rows } = await db.execute<{ list: string; id: number }>(sql`
    SELECT list, id FROM codebook_entries WHERE (list, id) IN (${sql.join(
      pairs.map((p) => sql`(${p.list}, ${p.value}::int)`),
      sql`, `,
    )})`);
  const found = new Set(rows.map((r) => `${r.list}:${r.id}`));
  const issues: FieldIssue[] = pairs
    .filter((p) => !found.has(`${p.list}:${p.value}`))
    .map((p) => ({ field: p.field, key: 'validation.notFoundRef', params: { label: p.field, id: p.value } }));
  if (issues.length) throw validationError(issues);
}

const competitionValues = (input: LeagueCompetitionWriteParsed) => sql`
  ${input.name}, ${input.ageCategoryGroupId ?? null}::int, ${input.stateId}::int, ${input.dateFrom ?? null}::date,
  ${input.dateTill ?? null}::date, ${input.gamePerMatch ?? null}::int, ${input.isDraw},
  ${input.openForParticipants ?? null}::date, ${input.closeForParticipants ?? null}::date,
  ${input.resultTypeId ?? null}::int, ${input.roundCount ?? null}::int, ${input.setMax ?? null}::int, ${input.systemId}::int`;

const COMPETITION_COLUMN_NAMES = sql.raw(`name, age_category_group_id, state_id, date_from, date_till, game_per_match,
  is_draw, open_for_participants, close_for_participants, result_type_id, round_count, set_max, system_id`);

const ADMIN: ZoneScope = { zone: 'admin', fedUnitIds: null };

export async function createLeagueCompetition(
  db: Db,
  userId: number,
  leagueId: number,
  input: LeagueCompetitionWriteParsed,
): Promise<CompetitionRow> {
  const league = await visibleLeague(db, ADMIN, leagueId);
  if (!isLeagueEditable(league.leagueStateId)) throw leagueFrozen(league.leagueStateId);
  await checkCompetitionReferences(db, input);
  const id = await transaction(db, async (tx) => {
    const { seasonId } = await lockEditableLeague(tx, leagueId);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO tournament_competitions (tournament_id, season_id, type_id, created_by_id, ${COMPETITION_COLUMN_NAMES})
      VALUES (${leagueId}, ${seasonId}, ${LEAGUE_TYPE_ID}, ${userId}, ${competitionValues(input)}) RETURNING id`);
    return rows[0]!.id;
  });
  return getLeagueCompetition(db, ADMIN, id);
}

/** The league of a competition of a league (404 for a tournament's discipline). */
async function competitionLeague(db: Db, id: number): Promise<{ leagueId: number; leagueStateId: number }> {
  const { rows } = await db.execute<{ leagueId: number; leagueStateId: number }>(sql`
    SELECT t.id AS "leagueId", t.state_id AS "leagueStateId" FROM ${COMPETITION_FROM}
     WHERE c.id = ${id} AND ${isLeagueSql()}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * The score rules (gamePerMatch, setMax, isDraw; null meaning 1 and 3) stay once a match of the
 * competition has a score: the saved games and totals were checked against them (and the standings
 * count them), so a change would leave scores that break the new rules. 409 naming the fields; the
 * office removes the scores (or the matches) first. Under the competition's row lock, which the
 * score writes take too.
 */
async function refuseScoreRuleChange(tx: Db, id: number, input: LeagueCompetitionWriteParsed) {
  const { rows } = await tx.execute<{ gamePerMatch: boolean; setMax: boolean; isDraw: boolean; scored: number }>(sql`
    SELECT coalesce(c.game_per_match, 1) <> coalesce(${input.gamePerMatch ?? null}::int, 1) AS "gamePerMatch",
           coalesce(c.set_max, 3) <> coalesce(${input.setMax ?? null}::int, 3) AS "setMax",
           c.is_draw <> ${input.isDraw} AS "isDraw",
           (SELECT count(*)::int FROM league_matches m
             WHERE m.competition_id = c.id
               AND (m.home_score IS NOT NULL OR EXISTS (SELECT 1 FROM league_match_games g WHERE g.match_id = m.id))) AS scored
      FROM tournament_competitions c WHERE c.id = ${id} FOR UPDATE`);
  const row = rows[0];
  if (!row || row.scored === 0) return;
  const changed = (['gamePerMatch', 'setMax', 'isDraw'] as const).filter((f) => row[f]);
  if (!changed.length) return;
  throw new AppError(
    'conflict',
    409,
    {},
    changed.map((field) => ({ field, key: 'leagues.scoreRulesLocked', params: { count: row.scored } })),
  );
}

export async function updateLeagueCompetition(
  db: Db,
  userId: number,
  id: number,
  input: LeagueCompetitionWriteParsed,
): Promise<CompetitionRow> {
  const { leagueId, leagueStateId } = await competitionLeague(db, id);
  if (!isLeagueEditable(leagueStateId)) throw leagueFrozen(leagueStateId);
  await checkCompetitionReferences(db, input);
  await transaction(db, async (tx) => {
    await lockEditableLeague(tx, leagueId);
    await refuseScoreRuleChange(tx, id, input);
    await tx.execute(sql`
      UPDATE tournament_competitions SET (${COMPETITION_COLUMN_NAMES}) = (${competitionValues(input)}),
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
  });
  return getLeagueCompetition(db, ADMIN, id);
}

/**
 * Deletes a competition with its entered teams, rosters, rounds and matches (cascade); with played
 * results only when the caller confirmed it (`withResults`, 409 `results_exist` else).
 */
export async function deleteLeagueCompetition(db: Db, id: number, withResults: boolean): Promise<void> {
  const { leagueId, leagueStateId } = await competitionLeague(db, id);
  if (!isLeagueEditable(leagueStateId)) throw leagueFrozen(leagueStateId);
  await transaction(db, async (tx) => {
    await lockEditableLeague(tx, leagueId);
    await refuseLosingResults(tx, sql`m.competition_id = ${id}`, withResults, 'leagues.competitionHasResults');
    await tx.execute(sql`DELETE FROM tournament_competitions WHERE id = ${id}`);
  });
}

// --- Attachments (the tournament attachments' service, after the league checks) ---

/** The league of an attachment (404 when it is a tournament's, or none). */
export async function attachmentLeague(db: Db, id: number): Promise<{ leagueId: number; leagueStateId: number }> {
  const { rows } = await db.execute<{ leagueId: number; leagueStateId: number }>(sql`
    SELECT t.id AS "leagueId", t.state_id AS "leagueStateId"
      FROM tournament_attachments a JOIN tournaments t ON t.id = a.tournament_id
     WHERE a.id = ${id} AND ${isLeagueSql()}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}
