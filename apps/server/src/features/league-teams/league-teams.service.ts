// League teams, the competitions they play and their rosters (docs/decisions.md "Teams and rosters").
// Every zone that sees the league reads them; the office writes teams and membership; rosters are
// written by the office (any team, any person) and by a club manager (its own club's teams, with
// persons who are members of the club today). Writes lock the league row and need it editable.
import type {
  CompetitionTeams,
  LeagueRoster,
  LeagueRosterUpdate,
  LeagueTeam,
  LeagueTeamInput,
  LeagueTeamRow,
  RosterCandidate,
} from '@fedra/contract';
import { MATCH_STATE } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AdminScope, ClubScope } from '../../platform/access/scope-sql';
import type { ZoneScope } from '../../platform/access/user-access';
import { today } from '../../platform/clock';
import { clubMembersTodaySql, currentClubIdSql, memberOfClubTodaySql } from '../../platform/db/club-membership';
import type { Db } from '../../platform/db/pool';
import {
  AppError,
  type FieldIssue,
  isUniqueViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { codebookNames, defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, likePattern, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { refuseLosingResults, visibleLeague, visibleLeagueCompetition, visibleLeagueSql } from '../leagues';
import { lockEditableTournament } from '../tournaments';
import './league-teams.messages';
import { transaction } from '../../platform/db/transaction';
import { assertNotSuspended } from '../suspensions';

export type WriteScope = AdminScope | ClubScope;

// --- Teams ---------------------------------------------------------------------------------

/** The competitions a team (alias lt) plays, by name, as a JSON array (one subquery per row of the page). */
export const COMPETITIONS_OF_TEAM = sql`coalesce((
  SELECT json_agg(json_build_object('id', tc.id, 'name', tc.name) ORDER BY tc.name, tc.id)
    FROM league_competition_teams ct JOIN tournament_competitions tc ON tc.id = ct.competition_id
   WHERE ct.team_id = lt.id), '[]'::json)`;

export type TeamListRow = Omit<LeagueTeamRow, 'links'> & { leagueStateId: number };

const LIST_COLUMNS = sql`lt.id, lt.tournament_id AS "leagueId", lt.name, lt.club_id AS "clubId", c.name AS "clubName",
  lt.state_id AS "stateId", ${COMPETITIONS_OF_TEAM} AS competitions, t.state_id AS "leagueStateId"`;

export const teamListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`lt.name`, sort: [sql`lower(lt.name)`], selective: true },
    clubId: { type: 'number', column: sql`lt.club_id` },
    clubName: { type: 'text', column: sql`c.name`, sort: [sql`c.name`, sql`lower(lt.name)`] },
    stateId: { type: 'number', column: sql`lt.state_id`, sort: [sql`lt.state_id`, sql`lower(lt.name)`] },
  },
  defaultSort: 'name',
  tieBreaker: sql`lt.id ASC`,
};

export async function teamListSql(
  db: Db,
  scope: ZoneScope,
  leagueId: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  const q = parseListQuery(query, teamListSpec);
  await visibleLeague(db, scope, leagueId);
  return selectStatements(q, {
    columns: LIST_COLUMNS,
    from: sql`league_teams lt JOIN clubs c ON c.id = lt.club_id JOIN tournaments t ON t.id = lt.tournament_id`,
    where: whereSql([sql`lt.tournament_id = ${leagueId}`, ...q.where]),
  });
}

export const teamExport = defineListExport<TeamListRow, { states: Map<number, string> }>({
  name: 'league-teams',
  title: { cs: 'Družstva ligy', en: 'League teams' },
  prepare: async (db, lang) => ({ states: await codebookNames(db, 'tournamentTeamStates', lang) }),
  columns: [
    { label: { cs: 'Družstvo', en: 'Team' }, value: (r) => r.name, width: 30 },
    { label: { cs: 'Klub', en: 'Club' }, value: (r) => r.clubName, width: 30 },
    { label: { cs: 'Stav', en: 'State' }, value: (r, x) => x.states.get(r.stateId) ?? String(r.stateId), width: 14 },
    {
      label: { cs: 'Soutěže', en: 'Competitions' },
      value: (r) => r.competitions.map((c) => c.name).join(', '),
      width: 40,
    },
  ],
});

export type TeamRow = LeagueTeam & { leagueStateId: number };

async function getTeamRow(db: Db, scope: ZoneScope, id: number): Promise<TeamRow> {
  const { rows } = await db.execute<TeamRow>(sql`
    SELECT lt.id, lt.tournament_id AS "leagueId", t.name AS "leagueName", lt.name, lt.club_id AS "clubId",
           c.name AS "clubName", lt.address, lt.contact_person AS "contactPerson", lt.contact_email AS "contactEmail",
           lt.contact_phone AS "contactPhone", lt.note, lt.state_id AS "stateId", t.state_id AS "leagueStateId",
           coalesce((
             SELECT json_agg(json_build_object('id', tc.id, 'name', tc.name,
                      'rosterCount', (SELECT count(*)::int FROM league_roster_entries r
                                       WHERE r.competition_id = tc.id AND r.team_id = lt.id))
                    ORDER BY tc.name, tc.id)
               FROM league_competition_teams ct JOIN tournament_competitions tc ON tc.id = ct.competition_id
              WHERE ct.team_id = lt.id), '[]'::json) AS competitions
      FROM league_teams lt
      JOIN tournaments t ON t.id = lt.tournament_id
      JOIN clubs c ON c.id = lt.club_id
     WHERE lt.id = ${id} AND ${visibleLeagueSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export const getTeam = getTeamRow;

/** The club and state exist (else 400 naming them). */
async function checkTeamInput(tx: Db, input: LeagueTeamInput): Promise<void> {
  const stateId = input.stateId ?? 1;
  const { rows } = await tx.execute<{ club: boolean; state: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM clubs WHERE id = ${input.clubId}) AS club,
           EXISTS (SELECT 1 FROM codebook_entries WHERE list = 'tournamentTeamStates' AND id = ${stateId}) AS state`);
  const issues: FieldIssue[] = [];
  if (!rows[0]?.club) issues.push({ field: 'clubId', key: 'leagueTeams.clubNotFound', params: { id: input.clubId } });
  if (!rows[0]?.state) issues.push({ field: 'stateId', key: 'leagueTeams.stateNotFound', params: { id: stateId } });
  if (issues.length) throw validationError(issues);
}

const nameTaken = (name: string) =>
  validationError([{ field: 'name', key: 'leagueTeams.nameTaken', params: { name } }]);

/** 400 on `name` when another team of the league has it (case-insensitive). */
async function checkNameFree(tx: Db, leagueId: number, name: string, selfId: number | null): Promise<void> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM league_teams WHERE tournament_id = ${leagueId} AND lower(name) = lower(${name})
       AND id IS DISTINCT FROM ${selfId}::int`);
  if (rows.length) throw nameTaken(name);
}

const blank = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

export async function createTeam(
  db: Db,
  userId: number,
  leagueId: number,
  input: LeagueTeamInput,
  lang: Language,
): Promise<number> {
  await visibleLeague(db, { zone: 'admin', fedUnitIds: null }, leagueId);
  try {
    return await transaction(db, async (tx) => {
      await lockEditableTournament(tx, leagueId, lang);
      await checkTeamInput(tx, input);
      await checkNameFree(tx, leagueId, input.name, null);
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO league_teams (tournament_id, club_id, name, address, contact_person, contact_email, contact_phone,
                                  note, state_id, created_by_id)
        VALUES (${leagueId}, ${input.clubId}, ${input.name}, ${blank(input.address)}, ${blank(input.contactPerson)},
                ${blank(input.contactEmail)}, ${blank(input.contactPhone)}, ${blank(input.note)}, ${input.stateId ?? 1},
                ${userId})
        RETURNING id`);
      return rows[0]!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

async function teamLeague(db: Db, id: number): Promise<{ leagueId: number; clubId: number; name: string }> {
  const { rows } = await db.execute<{ leagueId: number; clubId: number; name: string }>(sql`
    SELECT lt.tournament_id AS "leagueId", lt.club_id AS "clubId", lt.name
      FROM league_teams lt JOIN tournaments t ON t.id = lt.tournament_id
     WHERE lt.id = ${id} AND ${visibleLeagueSql({ zone: 'admin', fedUnitIds: null })}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function updateTeam(
  db: Db,
  userId: number,
  id: number,
  input: LeagueTeamInput,
  lang: Language,
): Promise<void> {
  const { leagueId } = await teamLeague(db, id);
  try {
    await transaction(db, async (tx) => {
      await lockEditableTournament(tx, leagueId, lang);
      await checkTeamInput(tx, input);
      await checkNameFree(tx, leagueId, input.name, id);
      const { rows } = await tx.execute(sql`
        UPDATE league_teams
           SET name = ${input.name}, club_id = ${input.clubId}, address = ${blank(input.address)},
               contact_person = ${blank(input.contactPerson)}, contact_email = ${blank(input.contactEmail)},
               contact_phone = ${blank(input.contactPhone)}, note = ${blank(input.note)},
               state_id = ${input.stateId ?? 1}, edited_date = now(), edited_by_id = ${userId}
         WHERE id = ${id} RETURNING id`);
      if (!rows.length) throw notFound();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

/**
 * Deletes the team: its memberships, rosters and matches go with it (foreign keys cascade); with
 * played results only when the caller confirmed it (`withResults`, 409 `results_exist` else).
 */
export async function deleteTeam(db: Db, id: number, withResults: boolean, lang: Language): Promise<void> {
  const { leagueId } = await teamLeague(db, id);
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, leagueId, lang);
    await refuseLosingResults(
      tx,
      sql`${id}::int IN (m.home_team_id, m.away_team_id)`,
      withResults,
      'leagueTeams.teamHasResults',
    );
    const { rows } = await tx.execute(sql`DELETE FROM league_teams WHERE id = ${id} RETURNING id`);
    if (!rows.length) throw notFound();
  });
}

// --- Competition membership ----------------------------------------------------------------

export type CompetitionTeamsRow = Omit<CompetitionTeams, 'teams'> & {
  leagueStateId: number;
  teams: Omit<CompetitionTeams['teams'][number], 'links'>[];
};

export async function competitionTeams(db: Db, scope: ZoneScope, competitionId: number): Promise<CompetitionTeamsRow> {
  const c = await visibleLeagueCompetition(db, scope, competitionId);
  const { rows } = await db.execute<CompetitionTeamsRow['teams'][number] & { competitionName: string }>(sql`
    SELECT lt.id AS "teamId", lt.name, lt.club_id AS "clubId", cl.name AS "clubName", lt.state_id AS "stateId",
           (SELECT count(*)::int FROM league_roster_entries r
             WHERE r.competition_id = ct.competition_id AND r.team_id = lt.id) AS "rosterCount"
      FROM league_competition_teams ct
      JOIN league_teams lt ON lt.id = ct.team_id
      JOIN clubs cl ON cl.id = lt.club_id
     WHERE ct.competition_id = ${competitionId}
     ORDER BY lower(lt.name), lt.id`);
  const { rows: names } = await db.execute<{ name: string }>(
    sql`SELECT name FROM tournament_competitions WHERE id = ${competitionId}`,
  );
  return {
    competitionId,
    competitionName: names[0]?.name ?? '',
    leagueId: c.leagueId,
    leagueStateId: c.leagueStateId,
    teams: rows,
  };
}

export async function addCompetitionTeam(
  db: Db,
  userId: number,
  competitionId: number,
  teamId: number,
  lang: Language,
): Promise<void> {
  const c = await visibleLeagueCompetition(db, { zone: 'admin', fedUnitIds: null }, competitionId);
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, c.leagueId, lang);
    const { rows } = await tx.execute<{ leagueId: number; name: string; plays: boolean }>(sql`
      SELECT lt.tournament_id AS "leagueId", lt.name,
             EXISTS (SELECT 1 FROM league_competition_teams ct
                      WHERE ct.competition_id = ${competitionId} AND ct.team_id = lt.id) AS plays
        FROM league_teams lt WHERE lt.id = ${teamId}`);
    const team = rows[0];
    if (!team) {
      throw validationError([
        { field: 'teamId', key: 'validation.notFoundRef', params: { label: 'teamId', id: teamId } },
      ]);
    }
    if (team.leagueId !== c.leagueId) throw validationError([{ field: 'teamId', key: 'leagueTeams.otherLeague' }]);
    if (team.plays) {
      throw new AppError('conflict', 409, {}, [
        { field: 'teamId', key: 'leagueTeams.alreadyPlays', params: { name: team.name } },
      ]);
    }
    await tx.execute(sql`
      INSERT INTO league_competition_teams (competition_id, team_id, created_by_id)
      VALUES (${competitionId}, ${teamId}, ${userId})`);
  });
}

/**
 * Takes the team out of the competition: its roster there (cascade) and its scheduled matches
 * there go; 409 while it has matches there past scheduled (played, postponed, cancelled ...).
 */
export async function removeCompetitionTeam(
  db: Db,
  competitionId: number,
  teamId: number,
  lang: Language,
): Promise<void> {
  const c = await visibleLeagueCompetition(db, { zone: 'admin', fedUnitIds: null }, competitionId);
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, c.leagueId, lang);
    // The competition's lock too, which the match writes and actions take: a match that starts
    // meanwhile is counted below instead of being deleted with the scheduled ones.
    await tx.execute(sql`SELECT 1 FROM tournament_competitions WHERE id = ${competitionId} FOR UPDATE`);
    const { rows } = await tx.execute<{ played: number }>(sql`
      SELECT count(*)::int AS played FROM league_matches m
       WHERE m.competition_id = ${competitionId} AND ${teamId} IN (m.home_team_id, m.away_team_id)
         AND m.state_id <> ${MATCH_STATE.scheduled}`);
    const played = rows[0]?.played ?? 0;
    if (played > 0)
      throw new AppError('conflict', 409, {}, [{ key: 'leagueTeams.playedMatches', params: { count: played } }]);
    await tx.execute(sql`
      DELETE FROM league_matches m
       WHERE m.competition_id = ${competitionId} AND ${teamId} IN (m.home_team_id, m.away_team_id)
         AND m.state_id = ${MATCH_STATE.scheduled}`);
    const deleted = await tx.execute(sql`
      DELETE FROM league_competition_teams WHERE competition_id = ${competitionId} AND team_id = ${teamId} RETURNING team_id`);
    if (!deleted.rows.length) throw notFound();
  });
}

// --- Rosters -------------------------------------------------------------------------------

export type RosterRow = LeagueRoster & { leagueStateId: number };

/** The team playing the competition (404 when it does not). */
async function competitionTeam(
  db: Db,
  competitionId: number,
  teamId: number,
): Promise<{ teamName: string; clubId: number; clubName: string; competitionName: string }> {
  const { rows } = await db.execute<{
    teamName: string;
    clubId: number;
    clubName: string;
    competitionName: string;
  }>(sql`
    SELECT lt.name AS "teamName", lt.club_id AS "clubId", cl.name AS "clubName", tc.name AS "competitionName"
      FROM league_competition_teams ct
      JOIN league_teams lt ON lt.id = ct.team_id
      JOIN clubs cl ON cl.id = lt.club_id
      JOIN tournament_competitions tc ON tc.id = ct.competition_id
     WHERE ct.competition_id = ${competitionId} AND ct.team_id = ${teamId}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function getRoster(db: Db, scope: ZoneScope, competitionId: number, teamId: number): Promise<RosterRow> {
  const c = await visibleLeagueCompetition(db, scope, competitionId);
  const team = await competitionTeam(db, competitionId, teamId);
  const { rows } = await db.execute<RosterRow['entries'][number]>(sql`
    SELECT p.id AS "personId", concat_ws(' ', p.first_name, p.last_name) AS name,
           extract(year FROM p.birth_date)::int AS "birthYear",
           (SELECT cl.name FROM clubs cl WHERE cl.id = ${currentClubIdSql(sql`p.id`)}) AS "clubName",
           r.team_person_type_id AS "teamPersonTypeId", r.note
      FROM league_roster_entries r JOIN persons p ON p.id = r.person_id
     WHERE r.competition_id = ${competitionId} AND r.team_id = ${teamId}
     ORDER BY r.team_person_type_id, p.last_name, p.first_name, p.id`);
  return {
    competitionId,
    competitionName: team.competitionName,
    teamId,
    teamName: team.teamName,
    clubId: team.clubId,
    clubName: team.clubName,
    leagueId: c.leagueId,
    leagueStateId: c.leagueStateId,
    entries: rows,
  };
}

/** Members of the club today matching the search (name or registration number), for a club's roster picker. */
export async function rosterCandidates(
  db: Db,
  scope: ClubScope,
  competitionId: number,
  teamId: number,
  search: string | undefined,
  limit: number,
): Promise<RosterCandidate[]> {
  await visibleLeagueCompetition(db, scope, competitionId);
  const team = await competitionTeam(db, competitionId, teamId);
  if (team.clubId !== scope.clubId) throw new AppError('forbidden', 403, {}, [{ key: 'leagueTeams.notOwnTeam' }]);
  const text = search?.trim() ?? '';
  const like = likePattern(text);
  const { rows } = await db.execute<RosterCandidate>(sql`
    SELECT p.id, concat_ws(' ', p.first_name, p.last_name) AS name, extract(year FROM p.birth_date)::int AS "birthYear"
      FROM persons p
     WHERE p.id IN ${clubMembersTodaySql(sql`${scope.clubId}::int`)}
       AND (${text} = '' OR concat_ws(' ', p.first_name, p.last_name) ILIKE ${like}
            OR concat_ws(' ', p.last_name, p.first_name) ILIKE ${like} OR p.registration_number ILIKE ${like})
     ORDER BY p.last_name, p.first_name, p.id
     LIMIT ${limit}`);
  return rows;
}

/**
 * Replaces the team's roster in the competition. The office: any persons; a club: only a team of
 * its current club (403 otherwise), and persons new to the roster must be the club's members today.
 * A person on another team's roster of the competition, an unknown person or type: 400 on the entry.
 */
export async function replaceRoster(
  db: Db,
  scope: WriteScope,
  userId: number,
  competitionId: number,
  teamId: number,
  input: LeagueRosterUpdate,
  lang: Language,
): Promise<void> {
  const c = await visibleLeagueCompetition(db, scope, competitionId);
  const team = await competitionTeam(db, competitionId, teamId);
  if (scope.zone === 'club' && team.clubId !== scope.clubId) {
    throw new AppError('forbidden', 403, {}, [{ key: 'leagueTeams.notOwnTeam' }]);
  }
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, c.leagueId, lang);
    const ids = input.entries.map((e) => e.personId);
    const typeIds = [...new Set(input.entries.map((e) => e.teamPersonTypeId))];
    const memberTest: SQL =
      scope.zone === 'club' ? memberOfClubTodaySql(sql`p.id`, sql`${scope.clubId}::int`) : sql`TRUE`;
    const { rows } = await tx.execute<{
      id: number;
      name: string;
      member: boolean;
      onRoster: boolean;
      otherTeam: string | null;
    }>(sql`
      SELECT p.id, concat_ws(' ', p.first_name, p.last_name) AS name, ${memberTest} AS member,
             EXISTS (SELECT 1 FROM league_roster_entries r
                      WHERE r.competition_id = ${competitionId} AND r.team_id = ${teamId} AND r.person_id = p.id) AS "onRoster",
             (SELECT lt.name FROM league_roster_entries r JOIN league_teams lt ON lt.id = r.team_id
               WHERE r.competition_id = ${competitionId} AND r.team_id <> ${teamId} AND r.person_id = p.id) AS "otherTeam"
        FROM persons p WHERE p.id = ANY(${sql.param(ids)}::int[])`);
    const { rows: types } = await tx.execute<{ id: number }>(sql`
      SELECT id FROM codebook_entries WHERE list = 'teamPersonTypes' AND id = ANY(${sql.param(typeIds)}::int[])`);
    const knownTypes = new Set(types.map((t) => t.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const issues: FieldIssue[] = [];
    input.entries.forEach((e, i) => {
      const field = `entries.${i}.personId`;
      const p = byId.get(e.personId);
      if (!p) issues.push({ field, key: 'leagueTeams.personNotFound', params: { id: e.personId } });
      else if (!p.member && !p.onRoster) issues.push({ field, key: 'leagueTeams.notMember', params: { name: p.name } });
      else if (p.otherTeam !== null) {
        issues.push({ field, key: 'leagueTeams.inOtherTeam', params: { name: p.name, team: p.otherTeam } });
      }
      if (!knownTypes.has(e.teamPersonTypeId)) {
        issues.push({
          field: `entries.${i}.teamPersonTypeId`,
          key: 'leagueTeams.typeNotFound',
          params: { id: e.teamPersonTypeId },
        });
      }
    });
    if (issues.length) throw validationError(issues);
    // Nobody new joins a roster while suspended for the league (those on it already stay listed:
    // their matches refuse them).
    const joining = input.entries.map((e, i) => ({ ...e, i })).filter((e) => !byId.get(e.personId)?.onRoster);
    await assertNotSuspended(tx, {
      personIds: joining.map((e) => e.personId),
      from: today(),
      to: today(),
      tournamentId: c.leagueId,
      field: (personId) => `entries.${joining.find((e) => e.personId === personId)!.i}.personId`,
    });
    await tx.execute(
      sql`DELETE FROM league_roster_entries WHERE competition_id = ${competitionId} AND team_id = ${teamId}`,
    );
    if (input.entries.length) {
      const values = sql.join(
        input.entries.map(
          (e) => sql`(${competitionId}, ${teamId}, ${e.personId}, ${e.teamPersonTypeId}, ${blank(e.note)}, ${userId})`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        INSERT INTO league_roster_entries (competition_id, team_id, person_id, team_person_type_id, note, created_by_id)
        VALUES ${values}`);
    }
  });
}
