// The events' rules (issue 32 §4–6): creating, changing and deleting an event (references checked
// in one query, one 400 naming each bad field), registrations with a waiting list, attendance and
// the grant of a course's role. Every change of places runs under the event's row lock, so two
// registrations never take the last place twice, and a freed place goes to the first waiting in
// the same transaction (`moveUp`); who moved up is answered for the e-mail after the commit.
// Registration changes are audited on the person.
import type { Event, EventRegistration, EventRegistrationAdd, EventWrite, MyEvent } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { PersonalScope } from '../../platform/access/scope-sql';
import { type Origin, writeAudit, writeAuditMany } from '../../platform/audit/audit-log';
import { now, today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import { AppError, type FieldIssue, forbidden, notFound, validationError } from '../../platform/errors/app-error';
import { shownDate } from '../../platform/i18n/shown-date';
import { submitRoleForApproval } from '../persons';
import {
  DECLINED,
  EVENT_COLUMNS,
  EVENT_FROM,
  HOLDS_PLACE,
  invitedSql,
  myEventColumns,
  REGISTRATION_COLUMNS,
  REGISTRATION_FROM,
  visibleToMember,
} from './events.list';

const STATE = { invited: 1, confirmed: 2, declined: DECLINED, attended: 4, absent: 5 } as const;

export interface Actor {
  userId: number;
  origin: Origin;
}

/** Who moved up from the waiting list (told by e-mail after the commit). */
export interface MovedUp {
  eventId: number;
  registrationIds: number[];
}

const conflict = (key: string, params: Record<string, string | number> = {}, field?: string) =>
  new AppError('conflict', 409, {}, [{ ...(field ? { field } : {}), key, params }]);

// ----- events -----

export async function getEvent(db: Db, id: number): Promise<Event> {
  const { rows } = await db.execute<Event>(sql`
    SELECT ${EVENT_COLUMNS}, e.description, e.invited_role_type_ids AS "invitedRoleTypeIds",
           coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
                       FROM clubs c WHERE c.id = ANY(e.invited_club_ids)), '[]'::json) AS "invitedClubs",
           e.invited_federation_unit_id AS "invitedFederationUnitId",
           (SELECT count(*)::int FROM event_invitations i WHERE i.event_id = e.id) AS "invitationsSent",
           e.reminded_date::text AS "remindedDate",
           ${isoTimestampSql(sql`e.created_date`)} AS "createdDate", e.created_by_id AS "createdById",
           CASE WHEN e.edited_date IS NULL THEN NULL ELSE ${isoTimestampSql(sql`e.edited_date`)} END AS "editedDate",
           e.edited_by_id AS "editedById"
      FROM ${EVENT_FROM} WHERE e.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

interface Values {
  typeId: number;
  name: string;
  startsAt: string;
  endsAt: string;
  sportFieldId: number | null;
  venueText: string | null;
  capacity: number | null;
  registrationDeadline: string | null;
  description: string | null;
  invitedRoleTypeIds: number[];
  invitedClubIds: number[];
  invitedFederationUnitId: number | null;
  grantRoleTypeId: number | null;
  grantLevelId: number | null;
}

function valuesOf(b: EventWrite): Values {
  const opt = <T>(v: T | null | undefined | '') => (v === undefined || v === '' ? null : v) as T | null;
  return {
    typeId: b.typeId,
    name: b.name,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    sportFieldId: opt(b.sportFieldId),
    venueText: opt(b.venueText),
    capacity: opt(b.capacity),
    registrationDeadline: opt(b.registrationDeadline),
    description: opt(b.description),
    invitedRoleTypeIds: [...new Set(b.invitedRoleTypeIds ?? [])],
    invitedClubIds: [...new Set(b.invitedClubIds ?? [])],
    invitedFederationUnitId: opt(b.invitedFederationUnitId),
    grantRoleTypeId: opt(b.grantRoleTypeId),
    grantLevelId: opt(b.grantLevelId),
  };
}

/** Every referenced id must exist (and a level belong to the role type): one 400 naming each. */
async function checkReferences(tx: Db, v: Values): Promise<void> {
  const { rows } = await tx.execute<{
    typeId: boolean;
    sportFieldId: boolean;
    unit: boolean;
    roleType: boolean;
    level: boolean;
    levelType: number | null;
    missingRoleTypes: number[];
    missingClubs: number[];
  }>(sql`
    SELECT EXISTS (SELECT 1 FROM codebook_entries WHERE list = 'eventTypes' AND id = ${v.typeId}) AS "typeId",
           (${v.sportFieldId}::int IS NULL OR EXISTS (SELECT 1 FROM sport_fields WHERE id = ${v.sportFieldId}::int)) AS "sportFieldId",
           (${v.invitedFederationUnitId}::int IS NULL OR EXISTS (SELECT 1 FROM federation_units WHERE id = ${v.invitedFederationUnitId}::int)) AS unit,
           (${v.grantRoleTypeId}::int IS NULL OR EXISTS (SELECT 1 FROM person_role_types WHERE id = ${v.grantRoleTypeId}::int)) AS "roleType",
           (${v.grantLevelId}::int IS NULL OR EXISTS (SELECT 1 FROM person_role_levels WHERE id = ${v.grantLevelId}::int)) AS level,
           (SELECT type_id FROM person_role_levels WHERE id = ${v.grantLevelId}::int) AS "levelType",
           ARRAY(SELECT x FROM unnest(${sql.param(v.invitedRoleTypeIds)}::int[]) x
                  WHERE NOT EXISTS (SELECT 1 FROM person_role_types t WHERE t.id = x)) AS "missingRoleTypes",
           ARRAY(SELECT x FROM unnest(${sql.param(v.invitedClubIds)}::int[]) x
                  WHERE NOT EXISTS (SELECT 1 FROM clubs c WHERE c.id = x)) AS "missingClubs"`);
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  const missing = (field: string, id: unknown) =>
    issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id: String(id) } });
  if (!r.typeId) missing('typeId', v.typeId);
  if (!r.sportFieldId) missing('sportFieldId', v.sportFieldId);
  if (!r.unit) missing('invitedFederationUnitId', v.invitedFederationUnitId);
  if (!r.roleType) missing('grantRoleTypeId', v.grantRoleTypeId);
  if (!r.level) missing('grantLevelId', v.grantLevelId);
  else if (v.grantLevelId !== null && r.levelType !== v.grantRoleTypeId)
    issues.push({ field: 'grantLevelId', key: 'events.levelOfOtherType' });
  for (const id of r.missingRoleTypes) missing('invitedRoleTypeIds', id);
  for (const id of r.missingClubs) missing('invitedClubIds', id);
  if (issues.length) throw validationError(issues);
}

const COLUMNS: Record<keyof Values, string> = {
  typeId: 'type_id',
  name: 'name',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  sportFieldId: 'sport_field_id',
  venueText: 'venue_text',
  capacity: 'capacity',
  registrationDeadline: 'registration_deadline',
  description: 'description',
  invitedRoleTypeIds: 'invited_role_type_ids',
  invitedClubIds: 'invited_club_ids',
  invitedFederationUnitId: 'invited_federation_unit_id',
  grantRoleTypeId: 'grant_role_type_id',
  grantLevelId: 'grant_level_id',
};
const FIELDS = Object.keys(COLUMNS) as (keyof Values)[];
const valueSql = (v: Values, f: keyof Values) => {
  const value = v[f];
  return Array.isArray(value) ? sql`${sql.param(value)}::int[]` : sql`${value}`;
};

export async function createEvent(db: Db, actor: Actor, body: EventWrite): Promise<number> {
  const v = valuesOf(body);
  return transaction(db, async (tx) => {
    await checkReferences(tx, v);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO events (${sql.join(
        FIELDS.map((f) => sql.identifier(COLUMNS[f])),
        sql`, `,
      )}, created_by_id)
      VALUES (${sql.join(
        FIELDS.map((f) => valueSql(v, f)),
        sql`, `,
      )}, ${actor.userId}) RETURNING id`);
    const id = rows[0]!.id;
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'event.create',
      subjectType: 'event',
      subjectId: id,
      origin: actor.origin,
      details: { after: v },
    });
    return id;
  });
}

/** Changes the event; a larger capacity moves the waiting list up at once. */
export async function updateEvent(db: Db, actor: Actor, id: number, body: EventWrite): Promise<MovedUp> {
  const v = valuesOf(body);
  return transaction(db, async (tx) => {
    await lockEvent(tx, id);
    await checkReferences(tx, v);
    await tx.execute(sql`
      UPDATE events SET ${sql.join(
        FIELDS.map((f) => sql`${sql.identifier(COLUMNS[f])} = ${valueSql(v, f)}`),
        sql`, `,
      )}, edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'event.update',
      subjectType: 'event',
      subjectId: id,
      origin: actor.origin,
      details: { after: v },
    });
    return moveUp(tx, actor, id);
  });
}

export async function deleteEvent(db: Db, actor: Actor, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(sql`DELETE FROM events WHERE id = ${id} RETURNING name`);
    if (!rows[0]) throw notFound();
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'event.delete',
      subjectType: 'event',
      subjectId: id,
      origin: actor.origin,
      details: { name: rows[0].name },
    });
  });
}

// ----- places -----

type LockedEvent = {
  id: number;
  capacity: number | null;
  deadline: string | null;
  started: boolean;
};

/** The event's row, locked for the rest of the transaction (every change of places takes it first). */
async function lockEvent(tx: Db, id: number): Promise<LockedEvent> {
  const { rows } = await tx.execute<LockedEvent>(sql`
    SELECT id, capacity, registration_deadline::text AS deadline, starts_at <= ${now().toISOString()}::timestamptz AS started
      FROM events WHERE id = ${id} FOR UPDATE`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function placesTaken(tx: Db, eventId: number): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM event_registrations r WHERE r.event_id = ${eventId} AND ${HOLDS_PLACE}`,
  );
  return rows[0]!.n;
}

/** The first waiting take the free places (all of them without a capacity); answers who moved. */
async function moveUp(tx: Db, actor: Actor, eventId: number): Promise<MovedUp> {
  const { rows: ev } = await tx.execute<{ capacity: number | null }>(
    sql`SELECT capacity FROM events WHERE id = ${eventId}`,
  );
  const capacity = ev[0]?.capacity ?? null;
  const free = capacity === null ? null : Math.max(0, capacity - (await placesTaken(tx, eventId)));
  if (free === 0) return { eventId, registrationIds: [] };
  const { rows } = await tx.execute<{ id: number; personId: number }>(sql`
    UPDATE event_registrations SET waiting = false, edited_date = now(), edited_by_id = ${actor.userId}
     WHERE id IN (SELECT id FROM event_registrations
                   WHERE event_id = ${eventId} AND waiting AND state_id <> ${DECLINED}
                   ORDER BY registered_at, id ${free === null ? sql`` : sql`LIMIT ${free}`}
                     FOR UPDATE)
    RETURNING id, person_id AS "personId"`);
  await writeAuditMany(
    tx,
    rows.map((r) => ({
      actorUserId: actor.userId,
      action: 'event.registration.move-up',
      subjectType: 'person',
      subjectId: r.personId,
      origin: actor.origin,
      details: { eventId, registrationId: r.id },
    })),
  );
  return { eventId, registrationIds: rows.map((r) => r.id) };
}

/** Registers the person (a new row, or again after a cancellation); waits when the event is full. */
async function registerPerson(tx: Db, actor: Actor, event: LockedEvent, personId: number, duplicateKey: string) {
  const { rows: existing } = await tx.execute<{ stateId: number }>(sql`
    SELECT state_id AS "stateId" FROM event_registrations WHERE event_id = ${event.id} AND person_id = ${personId}`);
  if (existing[0] && existing[0].stateId !== DECLINED) throw conflict(duplicateKey);
  const waiting = event.capacity !== null && (await placesTaken(tx, event.id)) >= event.capacity;
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO event_registrations (event_id, person_id, state_id, waiting, registered_at, created_by_id)
    VALUES (${event.id}, ${personId}, ${STATE.confirmed}, ${waiting}, ${now().toISOString()}::timestamptz, ${actor.userId})
    ON CONFLICT (event_id, person_id) DO UPDATE
      SET state_id = excluded.state_id, waiting = excluded.waiting, registered_at = excluded.registered_at,
          edited_date = now(), edited_by_id = ${actor.userId}
    RETURNING id`);
  const id = rows[0]!.id;
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'event.registration.create',
    subjectType: 'person',
    subjectId: personId,
    origin: actor.origin,
    details: { eventId: event.id, registrationId: id, waiting },
  });
  return id;
}

// ----- the personal zone -----

export async function getMyEvent(db: Db, scope: PersonalScope, id: number): Promise<MyEvent> {
  const { rows } = await db.execute<MyEvent>(sql`
    SELECT ${myEventColumns(scope.personId)}, e.description
      FROM ${EVENT_FROM} WHERE e.id = ${id} AND ${visibleToMember(scope.personId)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** A member registers: invited (else 404), open (else 409), not registered yet (else 409). */
export async function registerSelf(db: Db, scope: PersonalScope, actor: Actor, eventId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const event = await lockEvent(tx, eventId);
    const { rows } = await tx.execute<{ invited: boolean }>(sql`
      SELECT ${invitedSql(sql`${scope.personId}::int`)} AS invited FROM events e WHERE e.id = ${eventId}`);
    if (!rows[0]?.invited) throw notFound();
    if (event.started) throw conflict('events.alreadyStarted');
    if (event.deadline !== null && event.deadline < today())
      throw conflict('events.registrationClosed', { deadline: shownDate(event.deadline) });
    await registerPerson(tx, actor, event, scope.personId, 'events.alreadyRegistered');
  });
}

/** A member cancels their own registration (another's: 403) until the start; the first waiting moves up. */
export async function cancelSelf(
  db: Db,
  scope: PersonalScope,
  actor: Actor,
  eventId: number,
  registrationId: number,
): Promise<MovedUp> {
  return transaction(db, async (tx) => {
    const event = await lockEvent(tx, eventId);
    const { rows } = await tx.execute<{ personId: number; stateId: number }>(sql`
      SELECT person_id AS "personId", state_id AS "stateId" FROM event_registrations
       WHERE id = ${registrationId} AND event_id = ${eventId} FOR UPDATE`);
    const reg = rows[0];
    if (!reg) throw notFound();
    if (reg.personId !== scope.personId) throw forbidden();
    if (reg.stateId === DECLINED) throw conflict('events.notRegistered');
    if (event.started) throw conflict('events.alreadyStarted');
    await tx.execute(sql`
      UPDATE event_registrations SET state_id = ${DECLINED}, waiting = false, edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${registrationId}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'event.registration.cancel',
      subjectType: 'person',
      subjectId: reg.personId,
      origin: actor.origin,
      details: { eventId, registrationId },
    });
    return moveUp(tx, actor, eventId);
  });
}

// ----- the office's registrations -----

export async function getRegistration(db: Db, eventId: number, id: number): Promise<EventRegistration> {
  const { rows } = await db.execute<EventRegistration>(
    sql`SELECT ${REGISTRATION_COLUMNS} FROM ${REGISTRATION_FROM} WHERE r.id = ${id} AND r.event_id = ${eventId}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The office registers a person (whatever the audience and the deadline); waits when full. */
export async function addRegistration(db: Db, actor: Actor, eventId: number, body: EventRegistrationAdd) {
  return transaction(db, async (tx) => {
    const event = await lockEvent(tx, eventId);
    const { rows } = await tx.execute(sql`SELECT 1 FROM persons WHERE id = ${body.personId}`);
    if (!rows[0])
      throw validationError([
        { field: 'personId', key: 'validation.notFoundRef', params: { label: 'personId', id: body.personId } },
      ]);
    return registerPerson(tx, actor, event, body.personId, 'events.personAlreadyRegistered');
  });
}

/** Records attendance; a declined place goes to the first waiting, attended or absent leaves the waiting list. */
export async function setAttendance(
  db: Db,
  actor: Actor,
  eventId: number,
  registrationId: number,
  stateId: number,
): Promise<MovedUp> {
  return transaction(db, async (tx) => {
    await lockEvent(tx, eventId);
    const { rows: known } = await tx.execute(
      sql`SELECT 1 FROM codebook_entries WHERE list = 'eventAttendanceStates' AND id = ${stateId}`,
    );
    if (!known[0])
      throw validationError([
        { field: 'stateId', key: 'validation.notFoundRef', params: { label: 'stateId', id: stateId } },
      ]);
    const { rows } = await tx.execute<{ personId: number; before: number }>(sql`
      UPDATE event_registrations r SET state_id = ${stateId},
             waiting = r.waiting AND ${stateId}::int NOT IN (${STATE.declined}, ${STATE.attended}, ${STATE.absent}),
             edited_date = now(), edited_by_id = ${actor.userId}
        FROM event_registrations old
       WHERE r.id = ${registrationId} AND r.event_id = ${eventId} AND old.id = r.id
      RETURNING r.person_id AS "personId", old.state_id AS before`);
    if (!rows[0]) throw notFound();
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'event.registration.attendance',
      subjectType: 'person',
      subjectId: rows[0].personId,
      origin: actor.origin,
      details: { eventId, registrationId, before: rows[0].before, after: stateId },
    });
    return moveUp(tx, actor, eventId);
  });
}

/** The office removes a registration; its place goes to the first waiting. */
export async function removeRegistration(
  db: Db,
  actor: Actor,
  eventId: number,
  registrationId: number,
): Promise<MovedUp> {
  return transaction(db, async (tx) => {
    await lockEvent(tx, eventId);
    const { rows } = await tx.execute<{ personId: number }>(sql`
      DELETE FROM event_registrations WHERE id = ${registrationId} AND event_id = ${eventId}
      RETURNING person_id AS "personId"`);
    if (!rows[0]) throw notFound();
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'event.registration.delete',
      subjectType: 'person',
      subjectId: rows[0].personId,
      origin: actor.origin,
      details: { eventId, registrationId },
    });
    return moveUp(tx, actor, eventId);
  });
}

/**
 * Grants an attendee the event's role (and level): a new role of the person waiting for the
 * office's approval (persons-approvals), as a club's submitted role does. A club role type goes to
 * the club of the person's valid club role.
 */
export async function grantRole(db: Db, actor: Actor, eventId: number, registrationId: number): Promise<void> {
  await transaction(db, async (tx) => {
    await lockEvent(tx, eventId);
    const { rows } = await tx.execute<{
      personId: number;
      stateId: number;
      grantedRoleId: number | null;
      typeId: number | null;
      levelId: number | null;
      isClubRole: boolean | null;
      clubId: number | null;
      name: string;
    }>(sql`
      SELECT r.person_id AS "personId", r.state_id AS "stateId", r.granted_role_id AS "grantedRoleId",
             e.grant_role_type_id AS "typeId", e.grant_level_id AS "levelId", t.is_club_role AS "isClubRole", e.name,
             (SELECT cr.club_id FROM person_roles cr JOIN approval_states s ON s.id = cr.approval_state_id AND s.is_valid
               WHERE cr.person_id = r.person_id AND cr.club_id IS NOT NULL AND cr.valid_from <= ${today()}::date
                 AND (cr.valid_till IS NULL OR cr.valid_till >= ${today()}::date)
               ORDER BY cr.valid_from DESC, cr.id DESC LIMIT 1) AS "clubId"
        FROM event_registrations r JOIN events e ON e.id = r.event_id
        LEFT JOIN person_role_types t ON t.id = e.grant_role_type_id
       WHERE r.id = ${registrationId} AND r.event_id = ${eventId}
         FOR UPDATE OF r`);
    const reg = rows[0];
    if (!reg) throw notFound();
    if (reg.typeId === null) throw conflict('events.noGrant');
    if (reg.stateId !== STATE.attended) throw conflict('events.grantNeedsAttended');
    if (reg.grantedRoleId !== null) throw conflict('events.alreadyGranted');
    if (reg.isClubRole && reg.clubId === null) throw conflict('events.grantNoClub');
    const roleId = await submitRoleForApproval(
      tx,
      actor,
      {
        personId: reg.personId,
        typeId: reg.typeId,
        levelId: reg.levelId,
        clubId: reg.isClubRole ? reg.clubId : null,
        validFrom: today(),
        note: reg.name,
      },
      { eventId, registrationId },
    );
    await tx.execute(sql`
      UPDATE event_registrations SET granted_role_id = ${roleId}, edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${registrationId}`);
  });
}
