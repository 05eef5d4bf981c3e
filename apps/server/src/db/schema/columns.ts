// Column groups shared by many tables: audit fields and localized names.
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Created / edited date and user on every table that users edit. */
export const auditColumns = {
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  createdById: integer('created_by_id'),
  editedDate: timestamp('edited_date', { withTimezone: true }),
  editedById: integer('edited_by_id'),
};

/** Czech and English names of reference-data rows. */
export const localizedName = {
  nameCs: text('name_cs').notNull(),
  nameEn: text('name_en').notNull(),
};
