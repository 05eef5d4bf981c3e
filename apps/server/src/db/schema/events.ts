// The federation's events (issue 32 §4–6; docs/decisions/events.md): camps, courses, seminars and
// assemblies with their invited audience, the members' registrations (with a waiting list) and
// the office's attendance records, and who was invited by e-mail.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { personRoles, persons } from './persons';
import { federationUnits, personRoleLevels, personRoleTypes } from './reference';
import { sportFields } from './sport-fields';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** Codebook `eventTypes`. */
    typeId: integer('type_id').notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** A venue of the sport-fields register, or free text (or both: a room of the hall). */
    sportFieldId: integer('sport_field_id').references(() => sportFields.id, { onDelete: 'set null' }),
    venueText: text('venue_text'),
    /** Places; null: no limit. Registrations beyond it wait. */
    capacity: integer('capacity'),
    /** The last day a member may register or cancel (inclusive); null: until the start. */
    registrationDeadline: date('registration_deadline'),
    description: text('description'),
    /** Who is invited: persons with a valid role of these types (empty: any role). */
    invitedRoleTypeIds: integer('invited_role_type_ids').array().notNull().default(sql`'{}'::int[]`),
    /** ... in these clubs (empty: any club or none). */
    invitedClubIds: integer('invited_club_ids').array().notNull().default(sql`'{}'::int[]`),
    /** ... of this federation unit (null: the whole federation). */
    invitedFederationUnitId: integer('invited_federation_unit_id').references(() => federationUnits.id),
    /** Finishing it grants this role (and level), through the persons' approval. */
    grantRoleTypeId: integer('grant_role_type_id').references(() => personRoleTypes.id),
    grantLevelId: integer('grant_level_id').references(() => personRoleLevels.id),
    /** The day the reminder went out (once per event). */
    remindedDate: date('reminded_date'),
    ...auditColumns,
  },
  (t) => [
    check('events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_capacity_not_negative', sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
    index('events_starts_at_idx').on(t.startsAt, t.id),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** Codebook `eventAttendanceStates` (1 invited, 2 confirmed, 3 declined, 4 attended, 5 absent). */
    stateId: integer('state_id').notNull(),
    /** On the waiting list (no place yet); the first by `registered_at` moves up when one frees. */
    waiting: boolean('waiting').notNull().default(false),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The role granted for finishing the event (waiting for approval when made). */
    grantedRoleId: integer('granted_role_id').references(() => personRoles.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('event_registrations_event_person_idx').on(t.eventId, t.personId),
    index('event_registrations_person_idx').on(t.personId),
    index('event_registrations_waiting_idx').on(t.eventId, t.registeredAt, t.id).where(sql`${t.waiting}`),
  ],
);

/** Who got the invitation e-mail, and when (sent once per person). */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_invitations_event_person_idx').on(t.eventId, t.personId)],
);
