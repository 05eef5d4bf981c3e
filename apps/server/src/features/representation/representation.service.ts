// The national teams' rules (issue 32 item 7): teams with their references checked, nominations
// (the person's sex and age in the team's season checked against the team, once per team, audited
// as a change of the person), the answers of the athlete or their club (each only their own), and
// the events and matches of a team. Every write in one transaction; nothing is written on a refusal.
import type {
  Nomination,
  NominationAnswer,
  NominationWithTeam,
  RepresentationEvent,
  RepresentationEventWrite,
  RepresentationMatch,
  RepresentationMatchWrite,
  RepresentationOverview,
  RepresentationTeam,
  RepresentationTeamWrite,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { ClubScope, PersonalScope } from '../../platform/access/scope-sql';
import { type Origin, writeAudit, writeAuditMany } from '../../platform/audit/audit-log';
import { TODAY_SQL, today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError, type FieldIssue, notFound, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { assertNotSuspended } from '../suspensions';
import { ineligibility } from '../tournaments';
import {
  EVENT_COLUMNS,
  EVENT_FROM,
  existsIn,
  inCodebook,
  MATCH_COLUMNS,
  MATCH_FROM,
  memberOfClubSql,
  NOMINATION_COLUMNS,
  NOMINATION_FROM,
  NOMINATION_WITH_TEAM_COLUMNS,
  NOMINATION_WITH_TEAM_FROM,
  PERSON_CLUB_JOIN,
  TEAM_COLUMNS,
  TEAM_FROM,
} from './representation.queries';

/** Who acts, for the audit log. */
export interface Actor {
  userId: number;
  origin: Origin | null;
}

const blank = (v: string | null | undefined) => (v ? v : null);
const missing = (field: string, id: number): FieldIssue => ({
  field,
  key: 'validation.notFoundRef',
  params: { label: field, id },
});

// --- teams -------------------------------------------------------------------------------------

export async function getTeam(db: Db, id: number): Promise<RepresentationTeam> {
  const { rows } = await db.execute<RepresentationTeam>(sql`
    SELECT ${TEAM_COLUMNS}, t.note,
           (SELECT count(*)::int FROM representation_events e WHERE e.team_id = t.id) AS "eventCount",
           (SELECT count(*)::int FROM representation_matches m WHERE m.team_id = t.id) AS "matchCount",
           t.created_date AS "createdDate", t.created_by_id AS "createdById",
           t.edited_date AS "editedDate", t.edited_by_id AS "editedById"
      FROM ${TEAM_FROM} WHERE t.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The discipline, age category, sex and season must exist, and the discipline suit the team's sex. */
async function checkTeam(tx: Db, body: RepresentationTeamWrite, lang: Language): Promise<void> {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  const { rows } = await tx.execute<{
    discipline: boolean;
    age: boolean;
    sex: boolean;
    season: boolean;
    disciplineSexId: number | null;
    disciplineName: string | null;
  }>(sql`
    SELECT ${inCodebook('sportDisciplines', body.sportDisciplineId)} AS discipline,
           ${inCodebook('ageCategories', body.ageCategoryId)} AS age,
           ${existsIn('sexes', body.sexId)} AS sex,
           ${existsIn('seasons', body.seasonId)} AS season,
           (SELECT (e.attrs->>'sexId')::int FROM codebook_entries e
             WHERE e.list = 'sportDisciplines' AND e.id = ${body.sportDisciplineId}) AS "disciplineSexId",
           (SELECT e.${name} FROM codebook_entries e
             WHERE e.list = 'sportDisciplines' AND e.id = ${body.sportDisciplineId}) AS "disciplineName"`);
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  if (!r.discipline) issues.push(missing('sportDisciplineId', body.sportDisciplineId));
  if (!r.age) issues.push(missing('ageCategoryId', body.ageCategoryId));
  if (body.sexId != null && !r.sex) issues.push(missing('sexId', body.sexId));
  if (!r.season) issues.push(missing('seasonId', body.seasonId));
  if (body.sexId != null && r.disciplineSexId !== null && r.disciplineSexId !== body.sexId)
    issues.push({
      field: 'sexId',
      key: 'representation.disciplineSex',
      params: { discipline: r.disciplineName ?? '' },
    });
  if (issues.length) throw validationError(issues);
}

const teamValues = (b: RepresentationTeamWrite) => ({
  name: b.name,
  sportDisciplineId: b.sportDisciplineId,
  ageCategoryId: b.ageCategoryId,
  sexId: b.sexId ?? null,
  seasonId: b.seasonId,
  note: blank(b.note),
});

export async function createTeam(db: Db, userId: number, body: RepresentationTeamWrite, lang: Language) {
  return transaction(db, async (tx) => {
    await checkTeam(tx, body, lang);
    const v = teamValues(body);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO representation_teams (name, sport_discipline_id, age_category_id, sex_id, season_id, note, created_by_id)
      VALUES (${v.name}, ${v.sportDisciplineId}, ${v.ageCategoryId}, ${v.sexId}, ${v.seasonId}, ${v.note}, ${userId})
      RETURNING id`);
    return rows[0]!.id;
  });
}

export async function updateTeam(db: Db, userId: number, id: number, body: RepresentationTeamWrite, lang: Language) {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute(sql`SELECT id FROM representation_teams WHERE id = ${id} FOR UPDATE`);
    if (!rows[0]) throw notFound();
    await checkTeam(tx, body, lang);
    const v = teamValues(body);
    await tx.execute(sql`
      UPDATE representation_teams SET name = ${v.name}, sport_discipline_id = ${v.sportDisciplineId},
             age_category_id = ${v.ageCategoryId}, sex_id = ${v.sexId}, season_id = ${v.seasonId}, note = ${v.note},
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
  });
}

/** Deletes a team with its squad, events and matches; the removed nominations are audited. */
export async function deleteTeam(db: Db, actor: Actor, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows: nominations } = await tx.execute<{ id: number; personId: number }>(
      sql`SELECT id, person_id AS "personId" FROM representation_nominations WHERE team_id = ${id}`,
    );
    const { rows } = await tx.execute(sql`DELETE FROM representation_teams WHERE id = ${id} RETURNING id`);
    if (!rows[0]) throw notFound();
    await writeAuditMany(
      tx,
      nominations.map((n) => ({
        actorUserId: actor.userId,
        action: 'representation.nomination.delete',
        subjectType: 'person',
        subjectId: n.personId,
        origin: actor.origin,
        details: { nominationId: n.id, teamId: id, teamDeleted: true },
      })),
    );
  });
}

// --- nominations -------------------------------------------------------------------------------

export async function listNominations(db: Db, teamId: number): Promise<Nomination[]> {
  const { rows: team } = await db.execute(sql`SELECT id FROM representation_teams WHERE id = ${teamId}`);
  if (!team[0]) throw notFound();
  const { rows } = await db.execute<Nomination>(sql`
    SELECT ${NOMINATION_COLUMNS} FROM ${NOMINATION_FROM}
     WHERE x.team_id = ${teamId}
     ORDER BY p.last_name, p.first_name, x.id`);
  return rows;
}

export async function getNomination(db: Db, id: number): Promise<Nomination> {
  const { rows } = await db.execute<Nomination>(
    sql`SELECT ${NOMINATION_COLUMNS} FROM ${NOMINATION_FROM} WHERE x.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** What a team demands of its players and what a person brings, read together. */
type EligibilityFacts = {
  teamName: string;
  requiredSexId: number | null;
  requiredSexName: string | null;
  categoryName: string | null;
  ageFrom: number | null;
  ageTo: number | null;
  /** The calendar year of the season's first day: the age is the one reached in it (the codebook's rule). */
  year: number;
  personExists: boolean;
  personName: string | null;
  sexId: number | null;
  birthYear: number | null;
};

const refuse = (key: string, params: Record<string, string | number>) =>
  new AppError('conflict', 409, {}, [{ field: 'personId', key, params }]);

/**
 * Refuses (409 on personId) a person the team does not admit: another sex than the team's (its
 * own, else its discipline's, else its age category's), or an age in the season's year outside the
 * age category's bounds; the tournaments' rule (unknown traits pass, as in applications).
 */
function checkEligibility(f: EligibilityFacts, lang: Language): void {
  const name = f.personName ?? '';
  const problem = ineligibility(f, f, lang);
  if (problem?.kind === 'sex')
    throw refuse('representation.wrongSex', { name, team: f.teamName, sex: f.requiredSexName ?? '' });
  if (problem?.kind === 'age')
    throw refuse('representation.wrongAge', {
      name,
      team: f.teamName,
      age: problem.age,
      year: f.year,
      category: f.categoryName ?? '',
      range: problem.range,
    });
}

/**
 * Nominates a person to a team: 404 for no team, 400 for no person, 409 for a person the team does
 * not admit or one nominated already. Answers the new nomination's id.
 */
export async function nominate(db: Db, actor: Actor, teamId: number, personId: number, lang: Language) {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  return transaction(db, async (tx) => {
    // The team locked: two nominations of one person at once meet at the unique index anyway.
    const { rows } = await tx.execute<EligibilityFacts>(sql`
      SELECT t.name AS "teamName", sx.id AS "requiredSexId", lower(sx.${name}) AS "requiredSexName",
             ac.${name} AS "categoryName", (ac.attrs->>'ageFrom')::int AS "ageFrom", (ac.attrs->>'ageTo')::int AS "ageTo",
             extract(year FROM s.valid_from)::int AS year,
             p.id IS NOT NULL AS "personExists", p.first_name || ' ' || p.last_name AS "personName",
             p.sex_id AS "sexId", extract(year FROM p.birth_date)::int AS "birthYear"
        FROM representation_teams t
        JOIN seasons s ON s.id = t.season_id
        LEFT JOIN codebook_entries sd ON sd.list = 'sportDisciplines' AND sd.id = t.sport_discipline_id
        LEFT JOIN codebook_entries ac ON ac.list = 'ageCategories' AND ac.id = t.age_category_id
        LEFT JOIN sexes sx ON sx.id = coalesce(t.sex_id, (sd.attrs->>'sexId')::int, (ac.attrs->>'sexId')::int)
        LEFT JOIN persons p ON p.id = ${personId}
       WHERE t.id = ${teamId}
         FOR UPDATE OF t`);
    const facts = rows[0];
    if (!facts) throw notFound();
    if (!facts.personExists) throw validationError([missing('personId', personId)]);
    checkEligibility(facts, lang);
    // A person suspended today (for everything: national teams belong to no competition) is refused.
    await assertNotSuspended(tx, { personIds: [personId], from: today(), to: today(), tournamentId: null });
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO representation_nominations (team_id, person_id, state, created_by_id)
      VALUES (${teamId}, ${personId}, 'pending', ${actor.userId})
      ON CONFLICT (team_id, person_id) DO NOTHING
      RETURNING id`);
    const id = inserted.rows[0]?.id;
    if (!id) throw refuse('representation.nominatedTwice', { name: facts.personName ?? '', team: facts.teamName });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'representation.nomination.create',
      subjectType: 'person',
      subjectId: personId,
      origin: actor.origin,
      details: { nominationId: id, teamId },
    });
    return id;
  });
}

/** Removes a nomination, and the person from the team's events. */
export async function removeNomination(db: Db, actor: Actor, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ personId: number; teamId: number; state: string }>(sql`
      DELETE FROM representation_nominations WHERE id = ${id}
      RETURNING person_id AS "personId", team_id AS "teamId", state`);
    const n = rows[0];
    if (!n) throw notFound();
    await tx.execute(sql`
      DELETE FROM representation_event_participants ep USING representation_events e
       WHERE ep.event_id = e.id AND e.team_id = ${n.teamId} AND ep.person_id = ${n.personId}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'representation.nomination.delete',
      subjectType: 'person',
      subjectId: n.personId,
      origin: actor.origin,
      details: { nominationId: id, teamId: n.teamId, state: n.state },
    });
  });
}

/** Whose nominations the caller answers: a member their own, a club its current members'. */
export type NominationScope = PersonalScope | ClubScope;

const scopeSql = (scope: NominationScope) =>
  scope.zone === 'personal' ? sql`x.person_id = ${scope.personId}` : memberOfClubSql(scope.clubId);

export async function listScopedNominations(db: Db, scope: NominationScope): Promise<NominationWithTeam[]> {
  const { rows } = await db.execute<NominationWithTeam>(sql`
    SELECT ${NOMINATION_WITH_TEAM_COLUMNS} FROM ${NOMINATION_WITH_TEAM_FROM}
     WHERE ${scopeSql(scope)}
     ORDER BY s.valid_from DESC, t.name, p.last_name, p.first_name, x.id`);
  return rows;
}

async function getScopedNomination(db: Db, id: number): Promise<NominationWithTeam> {
  const { rows } = await db.execute<NominationWithTeam>(
    sql`SELECT ${NOMINATION_WITH_TEAM_COLUMNS} FROM ${NOMINATION_WITH_TEAM_FROM} WHERE x.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * Accepts or declines a nomination: 404 for none, 403 for another member's (or, in the club zone,
 * a person who is not the club's member today). The answer may be changed later; each is audited.
 */
export async function answerNomination(
  db: Db,
  scope: NominationScope,
  actor: Actor,
  id: number,
  answer: NominationAnswer,
): Promise<NominationWithTeam> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ personId: number; teamId: number; state: string; mine: boolean }>(sql`
      SELECT x.person_id AS "personId", x.team_id AS "teamId", x.state, ${scopeSql(scope)} AS mine
        FROM representation_nominations x JOIN persons p ON p.id = x.person_id
       WHERE x.id = ${id}
         FOR UPDATE OF x`);
    const n = rows[0];
    if (!n) throw notFound();
    if (!n.mine)
      throw new AppError('forbidden', 403, {}, [
        { key: scope.zone === 'personal' ? 'representation.notYourNomination' : 'representation.notClubMember' },
      ]);
    const as = scope.zone === 'personal' ? 'person' : 'club';
    await tx.execute(sql`
      UPDATE representation_nominations
         SET state = ${answer}, answered_date = now(), answered_by_id = ${actor.userId}, answered_as = ${as},
             edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    // A declined nomination takes no part in the team's events.
    if (answer === 'declined')
      await tx.execute(sql`
        DELETE FROM representation_event_participants ep USING representation_events e
         WHERE ep.event_id = e.id AND e.team_id = ${n.teamId} AND ep.person_id = ${n.personId}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'representation.nomination.answer',
      subjectType: 'person',
      subjectId: n.personId,
      origin: actor.origin,
      details: { nominationId: id, teamId: n.teamId, answeredAs: as, before: n.state, after: answer },
    });
  });
  return getScopedNomination(db, id);
}

/** The facts of a new nomination's e-mail: the person's address and the team. */
export type NominationMailFacts = {
  nominationId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  teamName: string;
  seasonName: string;
  disciplineCs: string | null;
  disciplineEn: string | null;
  categoryCs: string | null;
  categoryEn: string | null;
};

export async function nominationMailFacts(db: Db, id: number): Promise<NominationMailFacts | null> {
  const { rows } = await db.execute<NominationMailFacts>(sql`
    SELECT x.id AS "nominationId", p.first_name AS "firstName", p.last_name AS "lastName",
           nullif(trim(p.email), '') AS email, t.name AS "teamName", s.name AS "seasonName",
           sd.name_cs AS "disciplineCs", sd.name_en AS "disciplineEn", ac.name_cs AS "categoryCs", ac.name_en AS "categoryEn"
      FROM representation_nominations x
      JOIN persons p ON p.id = x.person_id
      JOIN representation_teams t ON t.id = x.team_id
      JOIN seasons s ON s.id = t.season_id
      LEFT JOIN codebook_entries sd ON sd.list = 'sportDisciplines' AND sd.id = t.sport_discipline_id
      LEFT JOIN codebook_entries ac ON ac.list = 'ageCategories' AND ac.id = t.age_category_id
     WHERE x.id = ${id}`);
  return rows[0] ?? null;
}

// --- events ------------------------------------------------------------------------------------

export async function getEvent(db: Db, id: number): Promise<RepresentationEvent> {
  const { rows } = await db.execute<RepresentationEvent>(sql`
    SELECT ${EVENT_COLUMNS}, e.note,
           coalesce((SELECT json_agg(json_build_object('personId', p.id, 'firstName', p.first_name,
                       'lastName', p.last_name, 'clubName', pc.name) ORDER BY p.last_name, p.first_name, p.id)
                       FROM representation_event_participants ep JOIN persons p ON p.id = ep.person_id
                       ${PERSON_CLUB_JOIN}
                      WHERE ep.event_id = e.id), '[]'::json) AS participants,
           e.created_date AS "createdDate", e.created_by_id AS "createdById",
           e.edited_date AS "editedDate", e.edited_by_id AS "editedById"
      FROM ${EVENT_FROM} WHERE e.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The team and country must exist; each participant be nominated to the team and not have declined. */
async function checkEvent(tx: Db, body: RepresentationEventWrite): Promise<number[]> {
  const participants = [...new Set(body.participantIds ?? [])];
  const { rows } = await tx.execute<{ team: string | null; country: boolean; outside: string[] }>(sql`
    SELECT (SELECT t.name FROM representation_teams t WHERE t.id = ${body.teamId}) AS team,
           ${existsIn('countries', body.countryId)} AS country,
           ARRAY(SELECT coalesce(p.first_name || ' ' || p.last_name, '#' || w.id)
                   FROM unnest(${sql.param(participants)}::int[]) AS w(id)
                   LEFT JOIN persons p ON p.id = w.id
                  WHERE NOT EXISTS (SELECT 1 FROM representation_nominations x
                                     WHERE x.team_id = ${body.teamId} AND x.person_id = w.id AND x.state <> 'declined')
                  ORDER BY w.id) AS outside`);
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  if (r.team === null) issues.push(missing('teamId', body.teamId));
  if (body.countryId != null && !r.country) issues.push(missing('countryId', body.countryId));
  if (r.team !== null && r.outside.length)
    issues.push({
      field: 'participantIds',
      key: 'representation.participantNotNominated',
      params: { team: r.team, names: r.outside.join(', ') },
    });
  if (issues.length) throw validationError(issues);
  return participants;
}

async function writeParticipants(tx: Db, eventId: number, participants: number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM representation_event_participants WHERE event_id = ${eventId}`);
  if (participants.length)
    await tx.execute(sql`
      INSERT INTO representation_event_participants (event_id, person_id)
      SELECT ${eventId}, unnest(${sql.param(participants)}::int[])`);
}

export async function createEvent(db: Db, userId: number, body: RepresentationEventWrite): Promise<number> {
  return transaction(db, async (tx) => {
    const participants = await checkEvent(tx, body);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO representation_events (team_id, name, kind, date_from, date_till, place, country_id, note, created_by_id)
      VALUES (${body.teamId}, ${body.name}, ${body.kind}, ${body.dateFrom}, ${body.dateTill}, ${blank(body.place)},
              ${body.countryId ?? null}, ${blank(body.note)}, ${userId})
      RETURNING id`);
    await writeParticipants(tx, rows[0]!.id, participants);
    return rows[0]!.id;
  });
}

export async function updateEvent(db: Db, userId: number, id: number, body: RepresentationEventWrite): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute(sql`SELECT id FROM representation_events WHERE id = ${id} FOR UPDATE`);
    if (!rows[0]) throw notFound();
    const participants = await checkEvent(tx, body);
    await tx.execute(sql`
      UPDATE representation_events SET team_id = ${body.teamId}, name = ${body.name}, kind = ${body.kind},
             date_from = ${body.dateFrom}, date_till = ${body.dateTill}, place = ${blank(body.place)},
             country_id = ${body.countryId ?? null}, note = ${blank(body.note)},
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
    await writeParticipants(tx, id, participants);
  });
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute(sql`DELETE FROM representation_events WHERE id = ${id} RETURNING id`);
  if (!rows[0]) throw notFound();
}

// --- matches -----------------------------------------------------------------------------------

export async function getMatch(db: Db, id: number): Promise<RepresentationMatch> {
  const { rows } = await db.execute<RepresentationMatch>(
    sql`SELECT ${MATCH_COLUMNS} FROM ${MATCH_FROM} WHERE m.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function checkMatch(tx: Db, body: RepresentationMatchWrite): Promise<void> {
  const { rows } = await tx.execute<{ team: boolean; country: boolean }>(sql`
    SELECT ${existsIn('representation_teams', body.teamId)} AS team,
           ${existsIn('countries', body.opponentCountryId)} AS country`);
  const issues: FieldIssue[] = [];
  if (!rows[0]!.team) issues.push(missing('teamId', body.teamId));
  if (!rows[0]!.country) issues.push(missing('opponentCountryId', body.opponentCountryId));
  if (issues.length) throw validationError(issues);
}

const matchValues = (b: RepresentationMatchWrite) => ({
  time: blank(b.time),
  competition: blank(b.competition),
  place: blank(b.place),
  scoreOwn: b.scoreOwn ?? null,
  scoreOpponent: b.scoreOpponent ?? null,
  note: blank(b.note),
});

export async function createMatch(db: Db, userId: number, body: RepresentationMatchWrite): Promise<number> {
  return transaction(db, async (tx) => {
    await checkMatch(tx, body);
    const v = matchValues(body);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO representation_matches (team_id, date, time, opponent_country_id, competition, place,
                                          score_own, score_opponent, note, created_by_id)
      VALUES (${body.teamId}, ${body.date}, ${v.time}, ${body.opponentCountryId}, ${v.competition}, ${v.place},
              ${v.scoreOwn}, ${v.scoreOpponent}, ${v.note}, ${userId})
      RETURNING id`);
    return rows[0]!.id;
  });
}

export async function updateMatch(db: Db, userId: number, id: number, body: RepresentationMatchWrite): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute(sql`SELECT id FROM representation_matches WHERE id = ${id} FOR UPDATE`);
    if (!rows[0]) throw notFound();
    await checkMatch(tx, body);
    const v = matchValues(body);
    await tx.execute(sql`
      UPDATE representation_matches SET team_id = ${body.teamId}, date = ${body.date}, time = ${v.time},
             opponent_country_id = ${body.opponentCountryId}, competition = ${v.competition}, place = ${v.place},
             score_own = ${v.scoreOwn}, score_opponent = ${v.scoreOpponent}, note = ${v.note},
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
  });
}

export async function deleteMatch(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute(sql`DELETE FROM representation_matches WHERE id = ${id} RETURNING id`);
  if (!rows[0]) throw notFound();
}

// --- overview ----------------------------------------------------------------------------------

const UPCOMING = 10;

/** Today's season (the latest that has begun and not ended, else the latest), its teams, what comes next. */
export async function getOverview(db: Db): Promise<RepresentationOverview> {
  const { rows: seasons } = await db.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM seasons
     ORDER BY (valid_from <= ${TODAY_SQL} AND valid_till >= ${TODAY_SQL}) DESC, valid_from DESC, id DESC
     LIMIT 1`);
  const season = seasons[0] ?? null;
  const { rows: teams } = await db.execute<RepresentationOverview['teams'][number]>(sql`
    SELECT ${TEAM_COLUMNS} FROM ${TEAM_FROM} WHERE t.season_id = ${season?.id ?? 0} ORDER BY t.name, t.id`);
  const { rows: upcomingEvents } = await db.execute<RepresentationOverview['upcomingEvents'][number]>(sql`
    SELECT ${EVENT_COLUMNS} FROM ${EVENT_FROM} WHERE e.date_till >= ${TODAY_SQL}
     ORDER BY e.date_from, e.id LIMIT ${UPCOMING}`);
  const { rows: upcomingMatches } = await db.execute<RepresentationMatch>(sql`
    SELECT ${MATCH_COLUMNS} FROM ${MATCH_FROM} WHERE m.date >= ${TODAY_SQL}
     ORDER BY m.date, m.time NULLS FIRST, m.id LIMIT ${UPCOMING}`);
  return { season, teams, upcomingEvents, upcomingMatches };
}
