// Pairs and teams of a discipline (docs/decisions.md "Team rosters"): every zone that sees the
// tournament lists them; the office adds, changes (persons, note, approve/reject) and deletes them,
// a club adds and deletes pairs of its own members. The persons are the discipline's active
// athlete applicants, each in at most one active roster of it; the clubs are their applications'.
// Every write keeps tournaments.signed_teams (the active rosters) in the same transaction.
import {
  ACTIVE_ROSTER_STATES,
  type Roster,
  type RosterCreate,
  type RosterUpdate,
  TOURNAMENT_ROLE,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AdminScope, ClubScope } from '../../platform/access/scope-sql';
import type { ZoneScope } from '../../platform/access/user-access';
import { memberOfClubTodaySql } from '../../platform/db/club-membership';
import type { Db } from '../../platform/db/pool';
import { AppError, type FieldIssue, notFound, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { codebookNames } from '../../platform/list-query/list-export';
import {
  ACTIVE_APPLICATION_SQL,
  lockEditableTournament,
  recountTeams as recountSignedTeams,
  visibleTournamentSql,
} from '../tournaments';
import './results.messages';
import { transaction } from '../../platform/db/transaction';

export type RosterRow = Omit<Roster, 'links'> & { tournamentStateId: number };
export type RosterScope = AdminScope | ClubScope;

const ACTIVE = sql.raw(ACTIVE_ROSTER_STATES.join(', '));

const ROSTER_COLUMNS = sql`
  r.id, r.tournament_competition_id AS "tournamentCompetitionId", r.tournament_id AS "tournamentId",
  r.first_person_id AS "firstPersonId", concat_ws(' ', p1.first_name, p1.last_name) AS "firstName",
  r.first_club_id AS "firstClubId", c1.name AS "firstClub", r.first_state_id AS "firstStateId",
  r.second_person_id AS "secondPersonId", CASE WHEN p2.id IS NULL THEN NULL ELSE concat_ws(' ', p2.first_name, p2.last_name) END AS "secondName",
  r.second_club_id AS "secondClubId", c2.name AS "secondClub", r.second_state_id AS "secondStateId",
  r.state_id AS "stateId", r.note, t.state_id AS "tournamentStateId"`;
const ROSTER_FROM = sql`tournament_team_rosters r
  JOIN tournaments t ON t.id = r.tournament_id
  JOIN persons p1 ON p1.id = r.first_person_id
  LEFT JOIN persons p2 ON p2.id = r.second_person_id
  LEFT JOIN clubs c1 ON c1.id = r.first_club_id
  LEFT JOIN clubs c2 ON c2.id = r.second_club_id`;

/** The discipline's tournament and state, if the discipline is visible in the zone (404 otherwise). */
export async function visibleCompetition(
  db: Db,
  scope: ZoneScope,
  competitionId: number,
): Promise<{ tournamentId: number; tournamentStateId: number }> {
  const { rows } = await db.execute<{ tournamentId: number; tournamentStateId: number }>(sql`
    SELECT c.tournament_id AS "tournamentId", t.state_id AS "tournamentStateId"
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE c.id = ${competitionId} AND ${visibleTournamentSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function listRosters(db: Db, scope: ZoneScope, competitionId: number): Promise<RosterRow[]> {
  await visibleCompetition(db, scope, competitionId);
  const { rows } = await db.execute<RosterRow>(sql`
    SELECT ${ROSTER_COLUMNS} FROM ${ROSTER_FROM}
     WHERE r.tournament_competition_id = ${competitionId} AND ${visibleTournamentSql(scope)}
     ORDER BY p1.last_name, p1.first_name, r.id`);
  return rows;
}

/** Every roster of a tournament the scope sees, discipline by discipline (one query; none when not visible). */
export async function listTournamentRosters(db: Db, scope: ZoneScope, tournamentId: number): Promise<RosterRow[]> {
  const { rows } = await db.execute<RosterRow>(sql`
    SELECT ${ROSTER_COLUMNS} FROM ${ROSTER_FROM}
     WHERE r.tournament_id = ${tournamentId} AND ${visibleTournamentSql(scope)}
     ORDER BY r.tournament_competition_id, p1.last_name, p1.first_name, r.id`);
  return rows;
}

async function getRoster(db: Db, id: number): Promise<RosterRow> {
  const { rows } = await db.execute<RosterRow>(sql`SELECT ${ROSTER_COLUMNS} FROM ${ROSTER_FROM} WHERE r.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** tournaments.signed_teams: the active rosters of the tournament's disciplines not cancelled. */
export const recountTeams = (tx: Db, tournamentId: number) => recountSignedTeams(tx, [tournamentId]);

interface Member {
  personId: number;
  clubId: number | null;
}

/**
 * Checks the roster's persons: active athlete applicants of the discipline, not in another active
 * roster of it; in the club zone members of the current club today. Answers their clubs.
 */
async function checkPersons(
  tx: Db,
  scope: RosterScope,
  competitionId: number,
  persons: { field: string; personId: number }[],
  selfId: number | null,
): Promise<Map<number, Member>> {
  const ids = persons.map((p) => p.personId);
  const club = scope.zone === 'club' ? sql`${scope.clubId}::int` : sql`NULL::int`;
  const memberTest: SQL = scope.zone === 'club' ? memberOfClubTodaySql(sql`p.id`, club) : sql`TRUE`;
  const { rows } = await tx.execute<{
    id: number;
    name: string;
    applicationClub: number | null;
    applied: boolean;
    member: boolean;
    inRoster: boolean;
  }>(sql`
    SELECT p.id, concat_ws(' ', p.first_name, p.last_name) AS name, a.club_id AS "applicationClub",
           (a.id IS NOT NULL) AS applied, ${memberTest} AS member,
           EXISTS (SELECT 1 FROM tournament_team_rosters r
                    WHERE r.tournament_competition_id = ${competitionId} AND r.state_id IN (${ACTIVE})
                      AND p.id IN (r.first_person_id, r.second_person_id)
                      AND r.id IS DISTINCT FROM ${selfId}::int) AS "inRoster"
      FROM persons p
      LEFT JOIN tournament_participants a ON a.person_id = p.id AND a.tournament_competition_id = ${competitionId}
       AND a.role_id = ${TOURNAMENT_ROLE.athlete} AND ${ACTIVE_APPLICATION_SQL('a')}
     WHERE p.id = ANY(${sql.param(ids)}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const issues: FieldIssue[] = [];
  for (const { field, personId } of persons) {
    const p = byId.get(personId);
    if (!p) issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id: personId } });
    else if (!p.applied) issues.push({ field, key: 'rosters.notApplicant', params: { name: p.name } });
    else if (!p.member) issues.push({ field, key: 'rosters.notMember', params: { name: p.name } });
    else if (p.inRoster) issues.push({ field, key: 'rosters.alreadyInRoster', params: { name: p.name } });
  }
  if (issues.length) throw validationError(issues);
  return new Map(rows.map((r) => [r.id, { personId: r.id, clubId: r.applicationClub }]));
}

/**
 * 409 while an active roster's two persons hold one placing of the standings unshared: only the
 * roster lets them (the placing rule), so it may not go, lose its active state or change persons.
 */
async function refuseWhileHoldingPlacing(tx: Db, roster: RosterRow): Promise<void> {
  if (roster.secondPersonId === null || !(ACTIVE_ROSTER_STATES as readonly number[]).includes(roster.stateId)) return;
  const { rows } = await tx.execute<{ from: number; to: number }>(sql`
    SELECT a.rank_from AS from, a.rank_to AS to
      FROM tournament_participants a
      JOIN tournament_participants b ON b.tournament_competition_id = a.tournament_competition_id
       AND b.person_id = ${roster.secondPersonId} AND b.role_id = ${TOURNAMENT_ROLE.athlete} AND ${ACTIVE_APPLICATION_SQL('b')}
     WHERE a.tournament_competition_id = ${roster.tournamentCompetitionId} AND a.person_id = ${roster.firstPersonId}
       AND a.role_id = ${TOURNAMENT_ROLE.athlete} AND ${ACTIVE_APPLICATION_SQL('a')}
       AND a.rank_from = b.rank_from AND a.rank_to = b.rank_to AND NOT (a.standing_shared AND b.standing_shared)`);
  const held = rows[0];
  if (held) {
    const place = held.from === held.to ? String(held.from) : `${held.from}–${held.to}`;
    throw new AppError('conflict', 409, {}, [{ key: 'rosters.holdsPlacing', params: { place } }]);
  }
}

export async function createRoster(
  db: Db,
  scope: RosterScope,
  userId: number,
  competitionId: number,
  input: RosterCreate,
  lang: Language,
): Promise<RosterRow> {
  const { tournamentId } = await visibleCompetition(db, scope, competitionId);
  const id = await transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    const persons = [{ field: 'firstPersonId', personId: input.firstPersonId }];
    if (input.secondPersonId != null) persons.push({ field: 'secondPersonId', personId: input.secondPersonId });
    const members = await checkPersons(tx, scope, competitionId, persons, null);
    const second = input.secondPersonId ?? null;
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO tournament_team_rosters (tournament_competition_id, tournament_id, first_person_id, first_club_id,
                                           second_person_id, second_club_id, state_id, note, created_by_id)
      VALUES (${competitionId}, ${tournamentId}, ${input.firstPersonId}, ${members.get(input.firstPersonId)?.clubId ?? null}::int,
              ${second}::int, ${second === null ? null : (members.get(second)?.clubId ?? null)}::int, 1,
              ${input.note ?? null}, ${userId})
      RETURNING id`);
    await recountTeams(tx, tournamentId);
    return rows[0]!.id;
  });
  return getRoster(db, id);
}

export async function updateRoster(
  db: Db,
  userId: number,
  id: number,
  input: RosterUpdate,
  lang: Language,
): Promise<RosterRow> {
  const { tournamentId } = await getRoster(db, id);
  if (input.stateId !== undefined) {
    const states = await codebookNames(db, 'tournamentTeamStates', lang);
    if (!states.has(input.stateId)) {
      throw validationError([
        { field: 'stateId', key: 'validation.notFoundRef', params: { label: 'stateId', id: input.stateId } },
      ]);
    }
  }
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    // Read under the lock: the fields the call leaves out keep what a concurrent edit wrote.
    const current = await getRoster(tx, id);
    const first = input.firstPersonId ?? current.firstPersonId;
    const second = input.secondPersonId === undefined ? current.secondPersonId : input.secondPersonId;
    if (second !== null && second === first) {
      throw validationError([{ field: 'secondPersonId', key: 'rosters.samePerson' }]);
    }
    const stateId = input.stateId ?? current.stateId;
    if (
      !(ACTIVE_ROSTER_STATES as readonly number[]).includes(stateId) ||
      first !== current.firstPersonId ||
      second !== current.secondPersonId
    ) {
      await refuseWhileHoldingPlacing(tx, current);
    }
    const persons = [{ field: 'firstPersonId', personId: first }];
    if (second !== null) persons.push({ field: 'secondPersonId', personId: second });
    // A roster made active again (or its persons changed) takes persons in no other active roster.
    const members = (ACTIVE_ROSTER_STATES as readonly number[]).includes(stateId)
      ? await checkPersons(tx, { zone: 'admin', fedUnitIds: null }, current.tournamentCompetitionId, persons, id)
      : null;
    const clubOf = (personId: number | null, old: number | null, oldPerson: number | null) =>
      personId === null ? null : personId === oldPerson ? old : (members?.get(personId)?.clubId ?? null);
    const { rows } = await tx.execute(sql`
      UPDATE tournament_team_rosters
         SET first_person_id = ${first}, first_club_id = ${clubOf(first, current.firstClubId, current.firstPersonId)}::int,
             second_person_id = ${second}::int,
             second_club_id = ${clubOf(second, current.secondClubId, current.secondPersonId)}::int,
             state_id = ${stateId}, note = ${input.note === undefined ? current.note : input.note},
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id} RETURNING id`);
    if (!rows.length) throw notFound();
    await recountTeams(tx, current.tournamentId);
  });
  return getRoster(db, id);
}

/** The office deletes any roster; a club only one of its own members (403 otherwise). */
export async function deleteRoster(db: Db, scope: RosterScope, id: number, lang: Language): Promise<void> {
  const current = await getRoster(db, id);
  if (scope.zone === 'club') await visibleCompetition(db, scope, current.tournamentCompetitionId);
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, current.tournamentId, lang);
    // The club's test under the lock: an office edit of the persons meanwhile counts.
    const locked = await getRoster(tx, id);
    if (scope.zone === 'club' && !rosterOfClub(locked, scope.clubId)) {
      throw new AppError('forbidden', 403, {}, [{ key: 'rosters.notOwn' }]);
    }
    await refuseWhileHoldingPlacing(tx, locked);
    const { rows } = await tx.execute(sql`DELETE FROM tournament_team_rosters WHERE id = ${id} RETURNING id`);
    if (!rows.length) throw notFound();
    await recountTeams(tx, current.tournamentId);
  });
}

/** Whether the roster's persons are the club's (its first person's club and a second one's, if any). */
export const rosterOfClub = (r: Pick<RosterRow, 'firstClubId' | 'secondClubId' | 'secondPersonId'>, clubId: number) =>
  r.firstClubId === clubId && (r.secondPersonId === null || r.secondClubId === clubId);
