// Seasons: the time frames that roles and tournaments belong to.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { sections } from './reference';

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    name: text('name').notNull(),
    validFrom: date('valid_from').notNull(),
    validTill: date('valid_till').notNull(),
    /** 1 = prepared, 2 = active, 3 = closed (codebook list `seasonStates`). */
    stateId: integer('state_id').notNull().default(1),
    sectionId: integer('section_id').references(() => sections.id),
    isForRole: boolean('is_for_role').notNull().default(true),
    isForTournament: boolean('is_for_tournament').notNull().default(true),
    additionalData: jsonb('additional_data'),
    ...auditColumns,
  },
  (t) => [
    check('seasons_range_chk', sql`${t.validFrom} <= ${t.validTill}`),
    index('seasons_valid_till_idx').on(t.validTill, t.id),
    index('seasons_valid_from_idx').on(t.validFrom, t.id),
    index('seasons_name_idx').on(t.name, t.id),
  ],
);
