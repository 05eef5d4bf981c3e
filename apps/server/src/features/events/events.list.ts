// The events' lists (issue 32 §4–5): the federation's events (admin), the events open to a member
// (personal), an event's registrations (the attendee list and its export) and its invited
// persons, with the one rule of who is invited (`invitedSql`) that the personal zone, the
// invitations and the registration share.
import type { EventInvitee, EventListItem, EventRegistration, MyEventListItem } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { FEDERATION_TIME_ZONE, NOW_SQL, TODAY_SQL } from '../../platform/clock';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { codebookNames, defineListExport, nameOf } from '../../platform/list-query/list-export';
import { booleanFilter, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { PERSON_NAME_FIELD, personFullName } from '../../platform/list-query/person-fields';

export const DECLINED = 3;

/** The event's local start in Prague (what the date filters and the day of a mail mean). */
const LOCAL_START = sql`(e.starts_at AT TIME ZONE ${FEDERATION_TIME_ZONE})`;

/** A registration `r` holds a place: not waiting, not declined. */
export const HOLDS_PLACE = sql`(NOT r.waiting AND r.state_id <> ${DECLINED})`;

/**
 * Whether the person (an SQL id) is invited to the event `e` today: a role valid today in a valid
 * approval state of one of the event's role types (any type when it names none), in one of its
 * clubs (any when none), and of its federation unit (the person's own unit, or a club role in a
 * club of the unit) when it names one.
 */
export function invitedSql(personId: SQL, day: SQL = TODAY_SQL): SQL {
  return sql`(EXISTS (
      SELECT 1 FROM person_roles ir JOIN approval_states ias ON ias.id = ir.approval_state_id AND ias.is_valid
       WHERE ir.person_id = ${personId} AND ir.valid_from <= ${day} AND (ir.valid_till IS NULL OR ir.valid_till >= ${day})
         AND (cardinality(e.invited_role_type_ids) = 0 OR ir.type_id = ANY(e.invited_role_type_ids))
         AND (cardinality(e.invited_club_ids) = 0 OR ir.club_id = ANY(e.invited_club_ids)))
    AND (e.invited_federation_unit_id IS NULL
      OR EXISTS (SELECT 1 FROM persons ip WHERE ip.id = ${personId} AND ip.federation_unit_id = e.invited_federation_unit_id)
      OR EXISTS (SELECT 1 FROM person_roles ir JOIN clubs ic ON ic.id = ir.club_id
                  WHERE ir.person_id = ${personId} AND ic.federation_unit_id = e.invited_federation_unit_id
                    AND ir.valid_from <= ${day} AND (ir.valid_till IS NULL OR ir.valid_till >= ${day}))))`;
}

/** Registration is open: before the deadline (inclusive) and before the start. */
export const REGISTRATION_OPEN = sql`((e.registration_deadline IS NULL OR e.registration_deadline >= ${TODAY_SQL})
  AND e.starts_at > ${NOW_SQL})`;

export const EVENT_COLUMNS = sql`
  e.id, e.type_id AS "typeId", e.name, ${isoTimestampSql(sql`e.starts_at`)} AS "startsAt",
  ${isoTimestampSql(sql`e.ends_at`)} AS "endsAt", e.sport_field_id AS "sportFieldId", sf.name AS "sportFieldName",
  e.venue_text AS "venueText", e.capacity, e.registration_deadline::text AS "registrationDeadline",
  (SELECT count(*)::int FROM event_registrations r WHERE r.event_id = e.id AND ${HOLDS_PLACE}) AS "placesTaken",
  (SELECT count(*)::int FROM event_registrations r WHERE r.event_id = e.id AND r.waiting AND r.state_id <> ${DECLINED}) AS "waitingCount",
  e.grant_role_type_id AS "grantRoleTypeId", e.grant_level_id AS "grantLevelId"`;

export const EVENT_FROM = sql`events e LEFT JOIN sport_fields sf ON sf.id = e.sport_field_id`;

const eventFields: ListSpec['fields'] = {
  id: { type: 'number', column: sql`e.id`, sort: true },
  name: { type: 'text', selective: true, column: sql`e.name`, sort: [sql`e.name`] },
  typeId: { type: 'number', column: sql`e.type_id`, sort: [sql`e.type_id`, sql`e.starts_at`] },
  startsAt: { type: 'date', column: LOCAL_START, sort: [sql`e.starts_at`] },
  sportFieldId: { type: 'number', column: sql`e.sport_field_id` },
};

export const eventListSpec: ListSpec = { fields: eventFields, defaultSort: '-startsAt', tieBreaker: sql`e.id ASC` };

export function eventListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, eventListSpec);
  return selectStatements(q, { columns: EVENT_COLUMNS, from: EVENT_FROM, where: whereSql(q.where) });
}

/** The member's registration of `e` as JSON (or null). */
export const myRegistrationSql = (personId: number) => sql`(
  SELECT json_build_object('id', r.id, 'stateId', r.state_id, 'waiting', r.waiting,
           'waitingPosition', CASE WHEN r.waiting THEN (
             SELECT count(*)::int FROM event_registrations w
              WHERE w.event_id = r.event_id AND w.waiting AND w.state_id <> ${DECLINED}
                AND (w.registered_at, w.id) <= (r.registered_at, r.id)) END,
           'registeredAt', ${isoTimestampSql(sql`r.registered_at`)})
    FROM event_registrations r WHERE r.event_id = e.id AND r.person_id = ${personId})`;

export const myEventColumns = (personId: number) => sql`${EVENT_COLUMNS},
  ${REGISTRATION_OPEN} AS "registrationOpen", ${myRegistrationSql(personId)} AS "myRegistration"`;

/** What a member sees: events invited to that are not over, and every event registered to. */
export const visibleToMember = (personId: number) => sql`(
  (e.ends_at >= ${NOW_SQL} AND ${invitedSql(sql`${personId}::int`)})
  OR EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND r.person_id = ${personId}))`;

const personalSpec: ListSpec = { fields: eventFields, defaultSort: 'startsAt', tieBreaker: sql`e.id ASC` };

export function myEventListSql(personId: number, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, personalSpec);
  return selectStatements(q, {
    columns: myEventColumns(personId),
    from: EVENT_FROM,
    where: whereSql([visibleToMember(personId), ...q.where]),
  });
}

/** A registration `r` of person `p` (with `e` its event) in the contract's shape. */
export const REGISTRATION_COLUMNS = sql`
  r.id, r.event_id AS "eventId",
  json_build_object('id', p.id, 'fullName', ${personFullName}, 'registrationNumber', p.registration_number) AS person,
  (SELECT c.name FROM person_roles cr JOIN clubs c ON c.id = cr.club_id
    WHERE cr.person_id = p.id AND cr.valid_from <= ${TODAY_SQL} AND (cr.valid_till IS NULL OR cr.valid_till >= ${TODAY_SQL})
    ORDER BY c.name LIMIT 1) AS "clubName",
  nullif(trim(p.email), '') AS email,
  r.state_id AS "stateId", r.waiting,
  CASE WHEN r.waiting THEN (
    SELECT count(*)::int FROM event_registrations w
     WHERE w.event_id = r.event_id AND w.waiting AND w.state_id <> ${DECLINED}
       AND (w.registered_at, w.id) <= (r.registered_at, r.id)) END AS "waitingPosition",
  ${isoTimestampSql(sql`r.registered_at`)} AS "registeredAt",
  r.granted_role_id AS "grantedRoleId",
  (SELECT gr.approval_state_id FROM person_roles gr WHERE gr.id = r.granted_role_id) AS "grantedRoleApprovalStateId"`;

export const REGISTRATION_FROM = sql`event_registrations r JOIN persons p ON p.id = r.person_id`;

const registrationSpec: ListSpec = {
  fields: {
    fullName: PERSON_NAME_FIELD,
    stateId: { type: 'number', column: sql`r.state_id` },
    waiting: { type: 'boolean', operators: ['valuesEqual'], filter: booleanFilter(sql`r.waiting`) },
    registeredAt: { type: 'date', column: sql`r.registered_at`, sort: [sql`r.waiting`, sql`r.registered_at`] },
  },
  defaultSort: 'registeredAt',
  tieBreaker: sql`r.id ASC`,
};

export function registrationListSql(eventId: number, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, registrationSpec);
  return selectStatements(q, {
    columns: REGISTRATION_COLUMNS,
    from: REGISTRATION_FROM,
    where: whereSql([sql`r.event_id = ${eventId}`, ...q.where]),
  });
}

const inviteeSpec: ListSpec = {
  fields: {
    fullName: PERSON_NAME_FIELD,
    invited: { type: 'boolean', operators: ['valuesEqual'], filter: booleanFilter(sql`i.sent_at IS NOT NULL`) },
  },
  defaultSort: 'fullName',
  tieBreaker: sql`p.id ASC`,
};

/** The persons the event's audience names today, with their invitation and registration. */
export function inviteeListSql(eventId: number, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, inviteeSpec);
  return selectStatements(q, {
    columns: sql`
      json_build_object('id', p.id, 'fullName', ${personFullName}, 'registrationNumber', p.registration_number) AS person,
      coalesce(p.email LIKE '%_@_%', false) AS "hasEmail",
      CASE WHEN i.sent_at IS NULL THEN NULL ELSE ${isoTimestampSql(sql`i.sent_at`)} END AS "invitedAt",
      r.state_id AS "registrationStateId", r.waiting`,
    from: sql`events e CROSS JOIN persons p
      LEFT JOIN event_invitations i ON i.event_id = e.id AND i.person_id = p.id
      LEFT JOIN event_registrations r ON r.event_id = e.id AND r.person_id = p.id`,
    where: whereSql([sql`e.id = ${eventId}`, invitedSql(sql`p.id`), ...q.where]),
  });
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('cs-CZ', {
    timeZone: FEDERATION_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** The events list as a file. */
export const eventListExport = defineListExport({
  name: 'events',
  title: { cs: 'Akce', en: 'Events' },
  prepare: async (db, lang) => ({ types: await codebookNames(db, 'eventTypes', lang) }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (e: EventListItem | MyEventListItem) => e.name, width: 36 },
    { label: { cs: 'Typ', en: 'Type' }, value: (e, x) => nameOf(x.types, e.typeId), width: 18 },
    { label: { cs: 'Začátek', en: 'Start' }, value: (e) => when(e.startsAt), width: 18 },
    { label: { cs: 'Konec', en: 'End' }, value: (e) => when(e.endsAt), width: 18 },
    { label: { cs: 'Místo', en: 'Venue' }, value: (e) => e.sportFieldName ?? e.venueText, width: 30 },
    { label: { cs: 'Kapacita', en: 'Capacity' }, type: 'number', value: (e) => e.capacity },
    { label: { cs: 'Přihlášeno', en: 'Registered' }, type: 'number', value: (e) => e.placesTaken },
    { label: { cs: 'Náhradníci', en: 'Waiting list' }, type: 'number', value: (e) => e.waitingCount },
    {
      label: { cs: 'Uzávěrka přihlášek', en: 'Registration deadline' },
      type: 'date',
      value: (e) => e.registrationDeadline,
    },
  ],
});

/** The attendee list as a file (CSV/XLSX). */
export const registrationExport = defineListExport({
  name: 'event-attendees',
  title: { cs: 'Účastníci akce', en: 'Event attendees' },
  prepare: async (db, lang) => ({ states: await codebookNames(db, 'eventAttendanceStates', lang), lang }),
  columns: [
    { label: { cs: 'Osoba', en: 'Person' }, value: (r: EventRegistration) => r.person.fullName, width: 26 },
    {
      label: { cs: 'Registrační číslo', en: 'Registration number' },
      value: (r) => r.person.registrationNumber,
      width: 16,
    },
    { label: { cs: 'Klub', en: 'Club' }, value: (r) => r.clubName, width: 30 },
    { label: { cs: 'E-mail', en: 'E-mail' }, value: (r) => r.email, width: 28 },
    { label: { cs: 'Stav', en: 'State' }, value: (r, x) => nameOf(x.states, r.stateId), width: 16 },
    { label: { cs: 'Náhradník', en: 'Waiting list' }, type: 'boolean', value: (r) => r.waiting },
    { label: { cs: 'Pořadí náhradníka', en: 'Waiting position' }, type: 'number', value: (r) => r.waitingPosition },
    { label: { cs: 'Přihlášen', en: 'Registered at' }, value: (r) => when(r.registeredAt), width: 18 },
  ],
});

/** The invited persons as a file. */
export const inviteeExport = defineListExport({
  name: 'event-invitations',
  title: { cs: 'Pozvaní', en: 'Invited' },
  columns: [
    { label: { cs: 'Osoba', en: 'Person' }, value: (r: EventInvitee) => r.person.fullName, width: 26 },
    {
      label: { cs: 'Registrační číslo', en: 'Registration number' },
      value: (r) => r.person.registrationNumber,
      width: 16,
    },
    { label: { cs: 'Má e-mail', en: 'Has e-mail' }, type: 'boolean', value: (r) => r.hasEmail },
    {
      label: { cs: 'Pozvánka odeslána', en: 'Invitation sent' },
      value: (r) => (r.invitedAt ? when(r.invitedAt) : null),
    },
  ],
});
