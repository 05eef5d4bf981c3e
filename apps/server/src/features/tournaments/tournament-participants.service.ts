// Applications (the spec's participants) of athletes and referees to tournament disciplines: who
// may apply whom and when, the office's approval, the lists of each zone, and the bulk call. Every
// change locks the tournament and recounts its counters in the same transaction
// (tournament-counts.ts). Rules: docs/decisions.md "Tournament disciplines and applications".

import { type Applicant, type BulkResult, COMPETITION_STATE, isRefereeRole, type Participant } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AdminScope, ClubScope } from '../../platform/access/scope-sql';
import type { ZoneScope } from '../../platform/access/user-access';
import {
  clubMembersTodaySql,
  currentClubIdSql,
  memberOfClubTodaySql,
  refereeTodaySql,
} from '../../platform/db/club-membership';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError, isUniqueViolation, notFound, validationError } from '../../platform/errors/app-error';
import { type Language, translate } from '../../platform/i18n/messages';
import { shownDate } from '../../platform/i18n/shown-date';
import { codebookNames, defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, likePattern, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { PERSON_NAME_FIELD, personFullName, personNameLike } from '../../platform/list-query/person-fields';
import { assertNotSuspended } from '../suspensions';
import {
  checkEligibility,
  DISCIPLINE_RULE_JOINS,
  type DisciplineRule,
  disciplineRuleColumns,
  type PersonTraits,
} from './application-eligibility';
import {
  APPLYING_TOURNAMENT_STATES,
  lockEditableTournament,
  requireVisibleTournament,
  windowOpenSql,
} from './tournament-competitions.service';
import { lockTournaments, recountTournaments } from './tournament-counts';
import {
  ACTIVE_APPLICATION_SQL,
  APPLICATION_STATE,
  visibleApplicationSql,
  visibleTournamentSql,
} from './tournament-scope';
import { EDITABLE_STATES } from './tournament-workflow';

/** The zones that write applications. */
export type ApplyingScope = AdminScope | ClubScope;

/**
 * Whether a row shows the person's birth date and number: the admin zone always; the club zone only
 * for the current club's own applications (the organizer sees other clubs' applicants without them);
 * elsewhere never.
 */
function showsBirthSql(scope: ZoneScope): SQL {
  if (scope.zone === 'admin') return sql`TRUE`;
  if (scope.zone === 'club') return sql`(a.club_id IS NOT DISTINCT FROM ${scope.clubId}::int)`;
  return sql`FALSE`;
}

const PARTICIPANT_FROM = sql`tournament_participants a
  JOIN tournament_competitions c ON c.id = a.tournament_competition_id
  JOIN tournaments t ON t.id = a.tournament_id
  JOIN persons p ON p.id = a.person_id
  LEFT JOIN clubs cl ON cl.id = a.club_id`;

/** The participant's columns; the note only in the admin and club zones, birth data as showsBirthSql says. */
function participantColumns(scope: ZoneScope): SQL {
  const priv = scope.zone === 'admin' || scope.zone === 'club';
  const birth = showsBirthSql(scope);
  // Whether a club may withdraw it now: its own, within the registration window.
  const editable = sql`t.state_id IN (${sql.raw(EDITABLE_STATES.join(', '))})`;
  const clubMayDelete =
    scope.zone === 'club' ? sql`(a.club_id = ${scope.clubId} AND ${windowOpenSql} AND ${editable})` : sql`FALSE`;
  return sql`
    a.id, a.tournament_competition_id AS "tournamentCompetitionId", a.tournament_id AS "tournamentId",
    c.name AS "competitionName", a.person_id AS "personId", ${personFullName} AS name, a.role_id AS "roleId",
    CASE WHEN ${birth} THEN p.birth_date END AS "birthDate",
    CASE WHEN ${birth} THEN p.birth_number END AS "birthNumber",
    a.club_id AS "clubId", coalesce(cl.name, a.note->>'clubName') AS club,
    a.registered, a.registration_approved_date AS "registrationApprovedDate",
    a.registration_fee_paid_date AS "registrationFeePaidDate", a.note->>'category' AS category,
    ${priv ? sql`a.note::text` : sql`NULL::text`} AS note,
    a.state_id AS "stateId", ${ACTIVE_APPLICATION_SQL('a')} AS "isActive", a.created_date AS "createdDate",
    a.rank_from AS "rankFrom", a.rank_to AS "rankTo", a.standing_shared AS "standingShared", a.result,
    a.points::float8 AS points, a.points_cp::float8 AS "pointsCp", a.points_mcr::float8 AS "pointsMcr",
    (a.rank_from IS NOT NULL OR a.result IS NOT NULL OR a.points IS NOT NULL) AS "isResult",
    ${clubMayDelete} AS "clubMayDelete", ${editable} AS "tournamentEditable"`;
}

/** A participant row as selected: the contract's shape without links, plus the club's delete right. */
export type ParticipantRow = Omit<Participant, 'links'> & { clubMayDelete: boolean; tournamentEditable: boolean };

export const participantListSpec: ListSpec = {
  fields: {
    name: { ...PERSON_NAME_FIELD, selective: false },
    club: { type: 'text', column: sql`coalesce(cl.name, a.note->>'clubName')`, sort: true },
    clubId: { type: 'number', column: sql`a.club_id` },
    roleId: { type: 'number', column: sql`a.role_id`, sort: true },
    stateId: { type: 'number', column: sql`a.state_id`, sort: true },
    competitionId: { type: 'number', column: sql`a.tournament_competition_id` },
    competition: { type: 'text', column: sql`c.name`, sort: [sql`c.name`, sql`c.id`] },
    registered: { type: 'date', column: sql`a.registered::date`, sort: [sql`a.registered`] },
  },
  defaultSort: 'competition,name',
  tieBreaker: sql`a.id ASC`,
};

function participantsSql(scope: ZoneScope, where: SQL, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, participantListSpec);
  return selectStatements(q, {
    columns: participantColumns(scope),
    from: PARTICIPANT_FROM,
    where: whereSql([where, visibleTournamentSql(scope), visibleApplicationSql(scope, 'a', 't'), ...q.where]),
  });
}

/** The applications of a tournament visible in the zone (404 unless the tournament is). */
export async function tournamentParticipantsSql(
  db: Db,
  scope: ZoneScope,
  tournamentId: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  const statements = participantsSql(scope, sql`a.tournament_id = ${tournamentId}`, query);
  await requireVisibleTournament(db, scope, tournamentId);
  return statements;
}

/** The applications of a discipline visible in the zone (404 unless the discipline is). */
/** The page and count statements of a discipline's applications (the bench runs them raw). */
export function competitionParticipantsStatements(
  scope: ZoneScope,
  competitionId: number,
  query: Record<string, unknown>,
): ListStatements {
  return participantsSql(scope, sql`a.tournament_competition_id = ${competitionId}`, query);
}

export async function competitionParticipantsSql(
  db: Db,
  scope: ZoneScope,
  competitionId: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  const statements = competitionParticipantsStatements(scope, competitionId, query);
  const { rows } = await db.execute(sql`
    SELECT 1 FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE c.id = ${competitionId} AND ${visibleTournamentSql(scope)}`);
  if (!rows.length) throw notFound();
  return statements;
}

export async function getParticipant(db: Db, scope: ZoneScope, id: number): Promise<ParticipantRow> {
  const { rows } = await db.execute<ParticipantRow>(sql`
    SELECT ${participantColumns(scope)} FROM ${PARTICIPANT_FROM}
     WHERE a.id = ${id} AND ${visibleTournamentSql(scope)} AND ${visibleApplicationSql(scope, 'a', 't')}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Several applications at once (one query), by id; the ones not visible are absent. */
async function getParticipants(db: Db, scope: ZoneScope, ids: number[]): Promise<Map<number, ParticipantRow>> {
  if (!ids.length) return new Map();
  const { rows } = await db.execute<ParticipantRow>(sql`
    SELECT ${participantColumns(scope)} FROM ${PARTICIPANT_FROM}
     WHERE a.id = ANY(${sql.param(ids)}::int[]) AND ${visibleTournamentSql(scope)}
       AND ${visibleApplicationSql(scope, 'a', 't')}`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** d. m. yyyy, as dates are shown (DECISIONS.md "Formats"). */
const shownDateOrOpen = (iso: string | null, lang: Language) =>
  iso ? shownDate(iso) : translate(lang, 'applications.open');

const conflict = (key: string, params: Record<string, string | number> = {}, field?: string) =>
  new AppError('conflict', 409, {}, [{ ...(field ? { field } : {}), key, params }]);

interface Target {
  competitionId: number;
  personId: number;
  roleId: number;
  /** Admin zone: the club applied for (undefined: the person's current club). */
  clubId?: number | null | undefined;
  note?: string | null | undefined;
}

interface ApplyContext {
  scope: ApplyingScope;
  userId: number;
  lang: Language;
  tournamentStates: Map<number, string>;
  competitionStates: Map<number, string>;
}

async function applyContext(db: Db, scope: ApplyingScope, userId: number, lang: Language): Promise<ApplyContext> {
  return {
    scope,
    userId,
    lang,
    tournamentStates: await codebookNames(db, 'tournamentStates', lang),
    competitionStates: await codebookNames(db, 'tournamentCompetitionStates', lang),
  };
}

/** The tournaments of the disciplines visible in the scope (absent ones are not found). */
async function tournamentsOf(db: Db, scope: ZoneScope, competitionIds: number[]): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ id: number; tournamentId: number }>(sql`
    SELECT c.id, c.tournament_id AS "tournamentId" FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE c.id = ANY(${sql.param(competitionIds)}::int[]) AND ${visibleTournamentSql(scope)}`);
  return new Map(rows.map((r) => [r.id, r.tournamentId]));
}

/**
 * Applies one person to one discipline inside the caller's transaction (the tournament already
 * locked): every rule of the zone, then the insert. Answers the new application's id.
 */
async function applyOne(tx: Db, ctx: ApplyContext, target: Target): Promise<number> {
  const { scope } = ctx;
  const { rows: found } = await tx.execute<
    {
      competitionState: number;
      tournamentState: number;
      online: boolean;
      windowOpen: boolean;
      windowFrom: string | null;
      windowTill: string | null;
      tournamentId: number;
      dateFrom: string;
      dateTill: string;
    } & DisciplineRule
  >(sql`
    SELECT c.state_id AS "competitionState", t.state_id AS "tournamentState", t.registration_online AS online,
           t.id AS "tournamentId", t.date_from::text AS "dateFrom", coalesce(t.date_till, t.date_from)::text AS "dateTill",
           ${windowOpenSql} AS "windowOpen",
           greatest(t.registration_start_date, c.open_for_participants) AS "windowFrom",
           least(coalesce(t.registration_close_date, t.date_till), c.close_for_participants) AS "windowTill",
           ${disciplineRuleColumns(ctx.lang)}
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
      ${DISCIPLINE_RULE_JOINS}
     WHERE c.id = ${target.competitionId} AND ${visibleTournamentSql(scope)}`);
  const competition = found[0];
  if (!competition) throw notFound();
  if (competition.competitionState !== COMPETITION_STATE.open) {
    const state = ctx.competitionStates.get(competition.competitionState) ?? String(competition.competitionState);
    throw conflict('applications.disciplineNotOpen', { state });
  }
  if (!(APPLYING_TOURNAMENT_STATES as readonly number[]).includes(competition.tournamentState)) {
    const state = ctx.tournamentStates.get(competition.tournamentState) ?? String(competition.tournamentState);
    throw conflict('applications.tournamentNotOpen', { state });
  }
  if (scope.zone === 'club') {
    if (!competition.online) throw conflict('applications.notOnline');
    if (!competition.windowOpen) {
      throw conflict('applications.outsideWindow', {
        from: shownDateOrOpen(competition.windowFrom, ctx.lang),
        to: shownDateOrOpen(competition.windowTill, ctx.lang),
      });
    }
  }

  const clubId = scope.zone === 'club' ? sql`${scope.clubId}::int` : sql`${target.clubId ?? null}::int`;
  const { rows: people } = await tx.execute<
    {
      name: string;
      member: boolean;
      referee: boolean;
      currentClub: number | null;
      applied: boolean;
      clubExists: boolean;
    } & PersonTraits
  >(sql`
    SELECT ${personFullName} AS name, ${memberOfClubTodaySql(sql`p.id`, clubId)} AS member,
           p.sex_id AS "sexId", extract(year FROM p.birth_date)::int AS "birthYear",
           ${refereeTodaySql(sql`p.id`)} AS referee, ${currentClubIdSql(sql`p.id`)} AS "currentClub",
           EXISTS (SELECT 1 FROM tournament_participants a
                    WHERE a.tournament_competition_id = ${target.competitionId} AND a.person_id = p.id) AS applied,
           (${clubId} IS NULL OR EXISTS (SELECT 1 FROM clubs WHERE id = ${clubId})) AS "clubExists"
      FROM persons p WHERE p.id = ${target.personId}`);
  const person = people[0];
  if (!person) {
    throw validationError([
      { field: 'personId', key: 'validation.notFoundRef', params: { label: 'personId', id: target.personId } },
    ]);
  }
  if (!person.clubExists) {
    throw validationError([
      { field: 'clubId', key: 'validation.notFoundRef', params: { label: 'clubId', id: target.clubId ?? '' } },
    ]);
  }
  if (scope.zone === 'club' && !person.member) {
    throw validationError([{ field: 'personId', key: 'applications.notMember', params: { name: person.name } }]);
  }
  if (isRefereeRole(target.roleId) && !person.referee) {
    throw validationError([{ field: 'personId', key: 'applications.notReferee', params: { name: person.name } }]);
  }
  if (!isRefereeRole(target.roleId)) checkEligibility(competition, person, ctx.lang);
  const duplicate = () => conflict('applications.duplicate', { name: person.name }, 'personId');
  if (person.applied) throw duplicate();
  // A suspended person plays and referees nothing the suspension covers over the tournament's days.
  await assertNotSuspended(tx, {
    personIds: [target.personId],
    from: competition.dateFrom,
    to: competition.dateTill,
    tournamentId: competition.tournamentId,
  });
  const club = scope.zone === 'club' ? scope.clubId : target.clubId === undefined ? person.currentClub : target.clubId;
  try {
    // A savepoint of its own: a unique violation (a concurrent twin) leaves the caller's transaction usable.
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, club_id,
                                           state_id, note, created_by_id)
      SELECT c.id, c.tournament_id, ${target.personId}, ${target.roleId}, ${club}::int, ${APPLICATION_STATE.registered},
             ${target.note ?? null}::jsonb, ${ctx.userId}
        FROM tournament_competitions c WHERE c.id = ${target.competitionId}
      RETURNING id`);
    return rows[0]!.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** Applies one person to one discipline (POST .../competitions/:id/participants). */
export async function createParticipant(
  db: Db,
  scope: ApplyingScope,
  userId: number,
  lang: Language,
  target: Target,
): Promise<ParticipantRow> {
  const ctx = await applyContext(db, scope, userId, lang);
  const tournamentId = (await tournamentsOf(db, scope, [target.competitionId])).get(target.competitionId);
  if (tournamentId === undefined) throw notFound();
  const id = await transaction(db, async (tx) => {
    await lockTournaments(tx, [tournamentId]);
    const created = await applyOne(tx, ctx, target);
    await recountTournaments(tx, [tournamentId]);
    return created;
  });
  return getParticipant(db, scope, id);
}

/**
 * The message of a refused row in the bulk answer (its first problem, else the code's title). An
 * unexpected failure of one row (not an AppError) is that row's error too, never the whole call's:
 * its savepoint is rolled back and it is logged.
 */
function rowError(err: unknown, lang: Language, log?: RowLog): { code: string; message: string } {
  if (!(err instanceof AppError)) {
    log?.error({ err }, 'bulk application row failed');
    return { code: 'internal_error', message: translate(lang, 'bulk.rowFailed') };
  }
  const issue = err.issues[0] ?? { key: err.code, params: err.params };
  return { code: err.code, message: translate(lang, issue.key, issue.params) };
}

/** Where an unexpected row failure is logged (the request's logger). */
export interface RowLog {
  error(obj: object, msg: string): void;
}

/**
 * Applies every person to every discipline, each pair in a savepoint of one transaction: a refused
 * pair is reported and the others go on. The tournaments are locked first, in id order.
 */
export async function bulkApply(
  db: Db,
  scope: ApplyingScope,
  userId: number,
  lang: Language,
  input: {
    competitionIds: number[];
    personIds: number[];
    roleId: number;
    clubId?: number | null;
    note?: string | null;
  },
  log?: RowLog,
): Promise<BulkResult> {
  const ctx = await applyContext(db, scope, userId, lang);
  const competitionIds = [...new Set(input.competitionIds)];
  const personIds = [...new Set(input.personIds)];
  const tournaments = await tournamentsOf(db, scope, competitionIds);
  const created = await transaction(db, async (tx) => {
    await lockTournaments(tx, [...tournaments.values()]);
    const out: { competitionId: number; personId: number; id?: number; error?: { code: string; message: string } }[] =
      [];
    for (const competitionId of competitionIds) {
      for (const personId of personIds) {
        try {
          const id = await transaction(tx, (sp) =>
            applyOne(sp, ctx, {
              competitionId,
              personId,
              roleId: input.roleId,
              ...(input.clubId !== undefined ? { clubId: input.clubId } : {}),
              note: input.note,
            }),
          );
          out.push({ competitionId, personId, id });
        } catch (err) {
          out.push({ competitionId, personId, error: rowError(err, lang, log) });
        }
      }
    }
    await recountTournaments(tx, [...tournaments.values()]);
    return out;
  });
  // The created rows in one query (not one per row).
  const rows = await getParticipants(
    db,
    scope,
    created.flatMap((row) => (row.id === undefined ? [] : [row.id])),
  );
  const results: BulkResult['results'] = [];
  for (const row of created) {
    const found = row.id === undefined ? undefined : rows.get(row.id);
    if (!found) {
      const error = row.error ?? { code: 'not_found', message: translate(lang, 'bulk.rowFailed') };
      results.push({ competitionId: row.competitionId, personId: row.personId, ok: false, error });
    } else {
      const { clubMayDelete: _, tournamentEditable: __, ...participant } = found;
      results.push({
        competitionId: row.competitionId,
        personId: row.personId,
        ok: true,
        participant: { ...participant, links: [] },
      });
    }
  }
  const okCount = results.filter((r) => r.ok).length;
  return { results, okCount, failedCount: results.length - okCount };
}

async function participantTournament(db: Db, id: number): Promise<number> {
  const { rows } = await db.execute<{ tournamentId: number }>(
    sql`SELECT tournament_id AS "tournamentId" FROM tournament_participants WHERE id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0].tournamentId;
}

/**
 * The application states the office may set through the update call, from each state (the table of
 * docs/decisions.md "Tournament disciplines and applications"): registered -> confirmed | rejected,
 * rejected -> confirmed, confirmed -> rejected | excluded. Withdrawn (4) and excluded (5) are final
 * here; anything else (the same state again too) is a 409.
 */
export const APPLICATION_TRANSITIONS: Record<number, readonly number[]> = {
  [APPLICATION_STATE.registered]: [APPLICATION_STATE.confirmed, APPLICATION_STATE.rejected],
  [APPLICATION_STATE.rejected]: [APPLICATION_STATE.confirmed],
  [APPLICATION_STATE.confirmed]: [APPLICATION_STATE.rejected, APPLICATION_STATE.excluded],
};

/** The office changes an application: its state (APPLICATION_TRANSITIONS), club, note, fee paid date. */
export async function updateParticipant(
  db: Db,
  userId: number,
  id: number,
  input: {
    stateId?: number | undefined;
    clubId?: number | null | undefined;
    note?: string | null | undefined;
    registrationFeePaidDate?: string | null | undefined;
  },
  lang: Language,
): Promise<ParticipantRow> {
  const tournamentId = await participantTournament(db, id);
  if (input.clubId != null) {
    const { rows } = await db.execute(sql`SELECT 1 FROM clubs WHERE id = ${input.clubId}`);
    if (!rows.length) {
      throw validationError([
        { field: 'clubId', key: 'validation.notFoundRef', params: { label: 'clubId', id: input.clubId } },
      ]);
    }
  }
  const states = input.stateId === undefined ? null : await codebookNames(db, 'tournamentTeamStates', lang);
  const sets: SQL[] = [sql`edited_date = now()`, sql`edited_by_id = ${userId}`];
  if (input.stateId !== undefined) {
    sets.push(sql`state_id = ${input.stateId}`);
    sets.push(sql`registration_approved_date = CASE WHEN ${input.stateId}::int = ${APPLICATION_STATE.confirmed}
      THEN now() ELSE registration_approved_date END`);
  }
  if (input.clubId !== undefined) sets.push(sql`club_id = ${input.clubId}::int`);
  if (input.note !== undefined) sets.push(sql`note = ${input.note}::jsonb`);
  if (input.registrationFeePaidDate !== undefined) {
    sets.push(sql`registration_fee_paid_date = ${input.registrationFeePaidDate}::date`);
  }
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    const { rows: current } = await tx.execute<{ stateId: number }>(
      sql`SELECT state_id AS "stateId" FROM tournament_participants WHERE id = ${id} FOR UPDATE`,
    );
    const from = current[0]?.stateId;
    if (from === undefined) throw notFound();
    if (input.stateId !== undefined && !(APPLICATION_TRANSITIONS[from] ?? []).includes(input.stateId)) {
      throw new AppError('conflict', 409, {}, [
        {
          field: 'stateId',
          key: 'applications.stateRefused',
          params: { from: states?.get(from) ?? String(from), to: states?.get(input.stateId) ?? String(input.stateId) },
        },
      ]);
    }
    await tx.execute(sql`UPDATE tournament_participants SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
    await recountTournaments(tx, [tournamentId]);
  });
  return getParticipant(db, { zone: 'admin', fedUnitIds: null }, id);
}

/**
 * Deletes an application: the office any; a club only its own (another club's visible one: 403)
 * and only while the registration window is open (409). Not in a cancelled or archived tournament
 * (409). The checks run under the tournament's lock.
 */
export async function deleteParticipant(db: Db, scope: ApplyingScope, id: number, lang: Language): Promise<void> {
  if (scope.zone === 'club') await getParticipant(db, scope, id); // 404 unless the club sees it
  const tournamentId = await participantTournament(db, id);
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    if (scope.zone === 'club') {
      const row = await getParticipant(tx, scope, id);
      if (row.clubId !== scope.clubId) throw new AppError('forbidden', 403, {}, [{ key: 'applications.notOwn' }]);
      if (!row.clubMayDelete) throw conflict('applications.windowClosed');
    }
    const { rows } = await tx.execute(sql`DELETE FROM tournament_participants WHERE id = ${id} RETURNING id`);
    if (!rows.length) throw notFound();
    await recountTournaments(tx, [tournamentId]);
  });
}

/**
 * Approves every registered application of the tournament in a discipline not cancelled; answers the
 * ids of the applications it approved (their members are notified).
 */
export async function approveAll(db: Db, userId: number, tournamentId: number, lang: Language): Promise<number[]> {
  return transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE tournament_participants a
         SET state_id = ${APPLICATION_STATE.confirmed}, registration_approved_date = now(),
             edited_date = now(), edited_by_id = ${userId}
        FROM tournament_competitions c
       WHERE c.id = a.tournament_competition_id AND c.state_id <> ${COMPETITION_STATE.cancelled}
         AND a.tournament_id = ${tournamentId} AND a.state_id = ${APPLICATION_STATE.registered}
      RETURNING a.id`);
    await recountTournaments(tx, [tournamentId]);
    return rows.map((r) => r.id);
  });
}

/** Persons the caller may apply: the office anyone, a club its members today; by name or number. */
export async function listApplicants(
  db: Db,
  scope: ApplyingScope,
  query: { search?: string | undefined; referees?: 'true' | 'false' | undefined; limit?: number | undefined },
): Promise<Applicant[]> {
  // An anonymised person (issue 29) takes part in nothing any more.
  const where: SQL[] = [sql`p.anonymised_at IS NULL`];
  if (scope.zone === 'club') where.push(sql`p.id IN ${clubMembersTodaySql(sql`${scope.clubId}::int`)}`);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    where.push(sql`(${personNameLike(search)} OR p.registration_number ILIKE ${pattern})`);
  }
  if (query.referees === 'true') where.push(refereeTodaySql(sql`p.id`));
  const { rows } = await db.execute<Applicant>(sql`
    SELECT p.id, ${personFullName} AS name, extract(year FROM p.birth_date)::int AS "birthYear",
           p.registration_number AS "registrationNumber", cc.id AS "clubId", cc.name AS club,
           ${refereeTodaySql(sql`p.id`)} AS "isReferee"
      FROM persons p
      LEFT JOIN clubs cc ON cc.id = ${currentClubIdSql(sql`p.id`)}
     WHERE ${whereSql(where)}
     ORDER BY p.last_name, p.first_name, p.id
     LIMIT ${query.limit ?? 100}`);
  return rows;
}

/** The application lists as a file. */
export const participantExport = defineListExport<
  ParticipantRow,
  { roles: Map<number, string>; states: Map<number, string> }
>({
  name: 'applications',
  title: { cs: 'Přihlášky', en: 'Applications' },
  prepare: async (db, lang) => ({
    roles: await codebookNames(db, 'tournamentRoles', lang),
    states: await codebookNames(db, 'tournamentTeamStates', lang),
  }),
  columns: [
    { label: { cs: 'Disciplína', en: 'Discipline' }, value: (a) => a.competitionName, width: 30 },
    { label: { cs: 'Jméno', en: 'Name' }, value: (a) => a.name, width: 30 },
    { label: { cs: 'Role', en: 'Role' }, value: (a, x) => x.roles.get(a.roleId) ?? String(a.roleId), width: 20 },
    { label: { cs: 'Klub', en: 'Club' }, value: (a) => a.club, width: 30 },
    { label: { cs: 'Datum narození', en: 'Birth date' }, type: 'date', value: (a) => a.birthDate },
    { label: { cs: 'Kategorie', en: 'Category' }, value: (a) => a.category, width: 14 },
    { label: { cs: 'Stav', en: 'State' }, value: (a, x) => x.states.get(a.stateId) ?? String(a.stateId), width: 14 },
    { label: { cs: 'Přihlášeno', en: 'Registered' }, type: 'date', value: (a) => a.registered.slice(0, 10) },
    {
      label: { cs: 'Potvrzeno', en: 'Confirmed' },
      type: 'date',
      value: (a) => a.registrationApprovedDate?.slice(0, 10) ?? null,
    },
    { label: { cs: 'Startovné zaplaceno', en: 'Fee paid' }, type: 'date', value: (a) => a.registrationFeePaidDate },
  ],
});
