// Sport fields (halls, courts) where clubs train and tournaments are held: the minimal table the
// statistics count; tournaments point at it (sportFieldId).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
  ],
);
