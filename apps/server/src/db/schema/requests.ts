// Members' requests (transfer, loan, registration...) as far as the public statement flow needs
// them (spec 001 §2 "Public request result"): the request, the party asked for a statement, and the
// statement given. The full request workflow is the legacy application's.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { persons } from './persons';

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    /** Codebook requestTypes. */
    typeId: integer('type_id').notNull(),
    /** Codebook requestStates. */
    stateId: integer('state_id').notNull(),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The club the request is made to (a transfer's new club). */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    /** The club asked for a statement (a transfer's releasing club). */
    statementClubId: integer('statement_club_id').references(() => clubs.id, { onDelete: 'set null' }),
    note: text('note'),
    /** When the statement link was last issued; a newer link makes older ones invalid. */
    statementRequestedDate: timestamp('statement_requested_date', { withTimezone: true }),
    statementAgreed: boolean('statement_agreed'),
    statementComment: text('statement_comment'),
    statementDate: timestamp('statement_date', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('requests_state_idx').on(t.stateId, t.id),
    index('requests_person_idx').on(t.personId),
    index('requests_club_idx').on(t.clubId),
    index('requests_statement_club_idx').on(t.statementClubId),
  ],
);
