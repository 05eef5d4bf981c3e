// Boards (committees) of the federation; members are person roles with a boardId.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

export const boards = pgTable(
  'boards',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    isExecutive: boolean('is_executive').notNull().default(false),
    validFrom: date('valid_from').notNull(),
    validTill: date('valid_till'),
    ...auditColumns,
  },
  (t) => [
    check('boards_range_chk', sql`${t.validTill} IS NULL OR ${t.validFrom} <= ${t.validTill}`),
    index('boards_priority_idx').on(t.priority, t.name),
    index('boards_name_idx').on(t.name),
    index('boards_validity_idx').on(t.validFrom, t.validTill),
  ],
);
