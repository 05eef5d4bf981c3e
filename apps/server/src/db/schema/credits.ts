// Club credits as a ledger (spec 000 §2.3 credit-history): credits a club ordered (top-ups) and
// credits it spent, each dated. Balances are sums over the entries, never stored.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';

export const CREDIT_ENTRY_KINDS = ['order', 'spend'] as const;

export const clubCreditEntries = pgTable(
  'club_credit_entries',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    entryDate: date('entry_date').notNull(),
    /** 'order': credits bought (adds); 'spend': credits used (subtracts). */
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    /** Always positive; the kind gives the sign. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    check('club_credit_entries_kind_chk', sql`${t.kind} IN ('order', 'spend')`),
    check('club_credit_entries_amount_chk', sql`${t.amount} > 0`),
    index('club_credit_entries_club_date_idx').on(t.clubId, t.entryDate),
    index('club_credit_entries_date_idx').on(t.entryDate),
  ],
);
