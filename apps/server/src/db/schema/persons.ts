// Persons (members, referees, officials) and the roles they hold in clubs and boards.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { boards } from './boards';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import {
  approvalStates,
  countries,
  federationUnits,
  paidStates,
  personRoleLevels,
  personRoleTypes,
  sections,
  sexes,
} from './reference';
import { seasons } from './seasons';

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    registrationNumber: text('registration_number').notNull().unique(),
    customRegistrationNumber: text('custom_registration_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * "first last" without accents and case, kept by PostgreSQL: the register's name filter
     * compares it directly (no per-row folding of thousands of trigram candidates).
     */
    fullNameSearch: text('full_name_search').generatedAlwaysAs(sql`lower(f_unaccent(first_name || ' ' || last_name))`),
    title: text('title'),
    birthDate: date('birth_date'),
    birthNumber: text('birth_number'),
    sexId: integer('sex_id').references(() => sexes.id),
    nationalityId: integer('nationality_id').references(() => countries.id),
    federationUnitId: integer('federation_unit_id').references(() => federationUnits.id),
    email: text('email'),
    phone: text('phone'),
    /** The member agreed that the e-mail and phone may be shown publicly (board overview). */
    isContactPublic: boolean('is_contact_public').notNull().default(false),
    photoUrl: text('photo_url'),
    gdprConsentDate: date('gdpr_consent_date'),
    street: text('street'),
    city: text('city'),
    zip: text('zip'),
    legalRepresentativeFirstName: text('legal_representative_first_name'),
    legalRepresentativeLastName: text('legal_representative_last_name'),
    legalRepresentativeEmail: text('legal_representative_email'),
    legalRepresentativePhone: text('legal_representative_phone'),
    hasRefereeJournal: boolean('has_referee_journal').notNull().default(false),
    additionalData: jsonb('additional_data'),
    /** GDPR erasure: name, birth number, contacts and files removed for good; results stay. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('persons_name_idx').on(t.lastName, t.firstName, t.id),
    index('persons_first_name_idx').on(t.firstName, t.lastName, t.id),
    // Every search by name reads the stored `full_name_search` (platform/list-query/person-fields.ts):
    // one trigram index serves them all, and each person written updates one, not two.
    index('persons_full_name_search_trgm_idx').using('gin', sql`${t.fullNameSearch} gin_trgm_ops`),
    index('persons_registration_number_trgm_idx').using('gin', sql`${t.registrationNumber} gin_trgm_ops`),
    // Names ride along so that a birth-date range sorted by name needs no heap visit per match.
    index('persons_birth_date_idx').on(t.birthDate, t.lastName, t.firstName, t.id),
    index('persons_federation_unit_idx').on(t.federationUnitId, t.lastName, t.firstName, t.id),
    index('persons_sex_idx').on(t.sexId),
    // Imports match persons by birth number when no registration number is given.
    index('persons_birth_number_idx').on(t.birthNumber),
    // The list's birth number typed in part, by its digits (the slash left out).
    index('persons_birth_number_digits_idx').using('btree', sql`replace(${t.birthNumber}, '/', '') text_pattern_ops`),
    index('persons_nationality_idx').on(t.nationalityId),
    index('persons_created_idx').on(t.createdDate, t.id),
  ],
);

export const personRoles = pgTable(
  'person_roles',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => personRoleTypes.id),
    clubId: integer('club_id').references(() => clubs.id),
    levelId: integer('level_id').references(() => personRoleLevels.id),
    approvalStateId: integer('approval_state_id')
      .notNull()
      .references(() => approvalStates.id),
    seasonId: integer('season_id').references(() => seasons.id),
    sectionId: integer('section_id').references(() => sections.id),
    roleLevel: integer('role_level'),
    validFrom: date('valid_from').notNull(),
    validTill: date('valid_till'),
    participationCompetitions: boolean('participation_competitions').notNull().default(false),
    frequency: integer('frequency'),
    note: text('note'),
    additionalData: jsonb('additional_data'),
    boardId: integer('board_id').references(() => boards.id),
    /** Board members: the seat's title (chair, member, ...). */
    title: text('title'),
    clubTeamId: integer('club_team_id'),
    /**
     * Paid or not, where the approval state asks for payment (approval_states.paid_state_id): an
     * approval waits for a paid role (issue 29 §5; the economy marks it paid).
     */
    paidStateId: integer('paid_state_id').references(() => paidStates.id),
    /** Why the office returned or cancelled it (shown to the club). */
    approvalNote: text('approval_note'),
    ...auditColumns,
  },
  (t) => [
    check('person_roles_range_chk', sql`${t.validTill} IS NULL OR ${t.validFrom} <= ${t.validTill}`),
    index('person_roles_person_idx').on(t.personId, t.validFrom),
    // With INCLUDE (person_id) (migration 0045; drizzle cannot declare it): the list's club and
    // district filters count persons from this index alone.
    index('person_roles_club_idx').on(t.clubId, t.typeId, t.validFrom),
    index('person_roles_board_idx').on(t.boardId),
    index('person_roles_season_idx').on(t.seasonId, t.typeId),
    index('person_roles_validity_idx').on(t.validFrom, t.validTill),
    // E-mail recipient lists (0017): roles of some types valid today, read from the index alone.
    // The office's approvals: roles waiting, oldest first.
    index('person_roles_approval_idx').on(t.approvalStateId, t.createdDate, t.id),
    // The list's role level filter, counted from the roles.
    index('person_roles_level_person_idx').on(t.levelId, t.personId),
    index('person_roles_type_validity_idx').on(t.typeId, t.validFrom, t.validTill, t.personId, t.clubId),
  ],
);

/**
 * Persons merged into another (issue 29 §4): the removed id's old links lead to the kept person.
 * No foreign key on the removed id: its row is gone.
 */
export const personRedirects = pgTable('person_redirects', {
  removedId: integer('removed_id').primaryKey(),
  keptId: integer('kept_id')
    .notNull()
    .references(() => persons.id, { onDelete: 'cascade' }),
  mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's request to correct their name or birth data (issue 29 §6): the member keeps their
 * contact themselves, but identity goes through the office, which accepts (the changes are
 * applied) or rejects it with a reason. `changes` holds the fields asked for, {field: value}.
 */
export const personChangeRequests = pgTable(
  'person_change_requests',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').notNull(),
    note: text('note'),
    /** waiting, accepted, rejected or withdrawn (a newer request replaces a waiting one). */
    state: text('state').notNull().default('waiting'),
    reason: text('reason'),
    decidedDate: timestamp('decided_date', { withTimezone: true }),
    decidedById: integer('decided_by_id'),
    ...auditColumns,
  },
  (t) => [
    index('person_change_requests_state_idx').on(t.state, t.createdDate, t.id),
    index('person_change_requests_person_idx').on(t.personId, t.id),
    // One waiting request per person: a newer one withdraws the older.
    uniqueIndex('person_change_requests_waiting_idx').on(t.personId).where(sql`state = 'waiting'`),
    check('person_change_requests_state_check', sql`state IN ('waiting', 'accepted', 'rejected', 'withdrawn')`),
  ],
);
