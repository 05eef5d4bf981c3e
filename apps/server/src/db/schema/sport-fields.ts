// Sport fields (halls, courts) where clubs train and tournaments are held: the minimal table the
// statistics count; tournaments point at it (sportFieldId).
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { districts, federationUnits, regions } from './reference';

export const sportFields = pgTable(
  'sport_fields',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Codebook list `sportFieldTypes`. */
    typeId: integer('type_id'),
    /** The club that runs it, if any. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    federationUnitId: integer('federation_unit_id').references(() => federationUnits.id),
    street: text('street'),
    city: text('city'),
    zip: text('zip'),
    districtId: integer('district_id').references(() => districts.id),
    regionId: integer('region_id').references(() => regions.id),
    /** Number of badminton courts. */
    courtCount: integer('court_count'),
    /** Spectators it seats (issue 30 §6). */
    capacity: integer('capacity'),
    /** GPS (WGS 84, degrees) for the map link of the public pages. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    note: text('note'),
    /** In use from / till (null: still in use); the counts at a date follow this range. */
    validFrom: date('valid_from').notNull(),
    validTill: date('valid_till'),
    ...auditColumns,
  },
  (t) => [
    check('sport_fields_range_chk', sql`${t.validTill} IS NULL OR ${t.validFrom} <= ${t.validTill}`),
    index('sport_fields_validity_idx').on(t.validFrom, t.validTill),
    index('sport_fields_unit_idx').on(t.federationUnitId),
    index('sport_fields_club_idx').on(t.clubId),
    check('sport_fields_latitude_chk', sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check('sport_fields_longitude_chk', sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check('sport_fields_court_count_chk', sql`${t.courtCount} IS NULL OR ${t.courtCount} >= 0`),
    check('sport_fields_capacity_chk', sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
    // The register's filters and default sort (issue 30 §6).
    index('sport_fields_name_idx').on(t.name, t.id),
    index('sport_fields_name_trgm_idx').using('gin', sql`lower(f_unaccent(${t.name})) gin_trgm_ops`),
    index('sport_fields_type_idx').on(t.typeId),
    index('sport_fields_region_idx').on(t.regionId),
    index('sport_fields_district_idx').on(t.districtId),
  ],
);
