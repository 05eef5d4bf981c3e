// Member-card content (spec 001 §2 "Member card content"): per federation unit, a JSON Schema of
// the extra fields printed on its members' cards and the values of those fields.
import { integer, json, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { federationUnits } from './reference';

export const cardContents = pgTable('card_contents', {
  id: serial('id').primaryKey(),
  /** At most one content per unit (the unique index is the lookup index too). */
  federationUnitId: integer('federation_unit_id')
    .notNull()
    .unique('card_contents_federation_unit_uq')
    .references(() => federationUnits.id),
  /**
   * A JSON Schema (an object schema) describing `data`. `json`, not `jsonb`: the order of its
   * properties is the order of the fields on the card, and jsonb would sort the keys.
   */
  schema: json('schema').notNull(),
  data: jsonb('data').notNull(),
  ...auditColumns,
});
