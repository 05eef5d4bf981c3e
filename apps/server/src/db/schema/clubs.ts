// Clubs and their yearly registrations (club roles).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { approvalStates, clubTypes, countries, districts, federationUnits, regions, sections } from './reference';
import { seasons } from './seasons';

export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    registrationNumber: text('registration_number').notNull().unique(),
    name: text('name').notNull(),
    officialName: text('official_name'),
    identificationNumber: text('identification_number'),
    taxIdentificationNumber: text('tax_identification_number'),
    federationUnitId: integer('federation_unit_id')
      .notNull()
      .references(() => federationUnits.id),
    clubTypeId: integer('club_type_id').references(() => clubTypes.id),
    email: text('email'),
    phone: text('phone'),
    web: text('web'),
    contactPerson: text('contact_person'),
    logoUrl: text('logo_url'),
    street: text('street'),
    landRegistryNumber: text('land_registry_number'),
    houseNumber: text('house_number'),
    cityPart: text('city_part'),
    city: text('city'),
    zip: text('zip'),
    countryId: integer('country_id').references(() => countries.id),
    districtId: integer('district_id').references(() => districts.id),
    regionId: integer('region_id').references(() => regions.id),
    /** The legal form (contract CLUB_LEGAL_FORMS: spolek, pobočný spolek, ...). */
    legalForm: text('legal_form'),
    /** A Czech account "prefix-number/code" or an IBAN, normalized (issue 30). */
    bankAccount: text('bank_account'),
    ...auditColumns,
  },
  (t) => [
    index('clubs_name_idx').on(t.name, t.id),
    // Imports match clubs by their company identification number (IČO).
    index('clubs_identification_number_idx').on(t.identificationNumber),
    index('clubs_name_trgm_idx').using('gin', sql`lower(f_unaccent(${t.name})) gin_trgm_ops`),
    index('clubs_federation_unit_idx').on(t.federationUnitId, t.name),
    index('clubs_district_idx').on(t.districtId),
    index('clubs_region_idx').on(t.regionId),
    index('clubs_created_idx').on(t.createdDate),
  ],
);

export const clubRoles = pgTable(
  'club_roles',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Codebook list `clubRoleTypes` (membership of the federation, ...). */
    typeId: integer('type_id').notNull(),
    levelId: integer('level_id'),
    approvalStateId: integer('approval_state_id')
      .notNull()
      .references(() => approvalStates.id),
    seasonId: integer('season_id').references(() => seasons.id),
    sectionId: integer('section_id').references(() => sections.id),
    validFrom: date('valid_from').notNull(),
    validTill: date('valid_till'),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    check('club_roles_range_chk', sql`${t.validTill} IS NULL OR ${t.validFrom} <= ${t.validTill}`),
    index('club_roles_club_idx').on(t.clubId, t.validFrom),
    index('club_roles_validity_idx').on(t.validFrom, t.validTill, t.clubId),
    index('club_roles_season_idx').on(t.seasonId, t.clubId),
  ],
);

/**
 * A club manager's request to change the club's official data (issue 30 §2): the manager keeps the
 * contacts, the office accepts (the changes applied as an edit) or rejects with a reason.
 * `changes` holds [{field, before, after}].
 */
export const clubChangeRequests = pgTable(
  'club_change_requests',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
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
    index('club_change_requests_state_idx').on(t.state, t.createdDate, t.id),
    index('club_change_requests_club_idx').on(t.clubId, t.id),
    uniqueIndex('club_change_requests_waiting_idx').on(t.clubId).where(sql`state = 'waiting'`),
    check('club_change_requests_state_check', sql`state IN ('waiting', 'accepted', 'rejected', 'withdrawn')`),
  ],
);

/**
 * A new club's registration from the public form (issue 30 §3): the office approves it (the club
 * is created, its statutory person invited as its manager) or refuses it with a reason e-mailed.
 */
export const clubRegistrations = pgTable(
  'club_registrations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    officialName: text('official_name'),
    identificationNumber: text('identification_number').notNull(),
    legalForm: text('legal_form'),
    street: text('street'),
    houseNumber: text('house_number'),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    districtId: integer('district_id').references(() => districts.id),
    statutoryFirstName: text('statutory_first_name').notNull(),
    statutoryLastName: text('statutory_last_name').notNull(),
    statutoryFunction: text('statutory_function'),
    email: text('email').notNull(),
    phone: text('phone'),
    note: text('note'),
    /** waiting, approved or refused. */
    state: text('state').notNull().default('waiting'),
    reason: text('reason'),
    /** The club the approval created. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    decidedDate: timestamp('decided_date', { withTimezone: true }),
    decidedById: integer('decided_by_id'),
    ...auditColumns,
  },
  (t) => [
    index('club_registrations_state_idx').on(t.state, t.createdDate, t.id),
    // One waiting registration per IČO: a second one is refused at once.
    uniqueIndex('club_registrations_waiting_ico_idx').on(t.identificationNumber).where(sql`state = 'waiting'`),
    check('club_registrations_state_check', sql`state IN ('waiting', 'approved', 'refused')`),
  ],
);
