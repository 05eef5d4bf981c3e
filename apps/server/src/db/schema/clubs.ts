// Clubs and their yearly registrations (club roles).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
