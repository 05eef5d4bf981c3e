// Contracts between the federation and its clubs, their documents (stored files), and the
// per-year counters that number them without gaps (spec 001 §3 Contract, Contract document).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { files } from './files';

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    /** Assigned by the server: `{year}/{n}`, n gap-free within the year of the registration date. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    /** Codebook list `contractTypes`. */
    typeId: integer('type_id').notNull(),
    /** Codebook list `contractStates`. */
    stateId: integer('state_id').notNull(),
    validFrom: date('valid_from').notNull(),
    validTill: date('valid_till'),
    registrationDate: date('registration_date').notNull(),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    check('contracts_range_chk', sql`${t.validTill} IS NULL OR ${t.validFrom} <= ${t.validTill}`),
    unique('contracts_year_sequence_uq').on(t.year, t.sequence),
    index('contracts_club_idx').on(t.clubId, t.validFrom),
    index('contracts_state_idx').on(t.stateId, t.validFrom),
    index('contracts_type_idx').on(t.typeId, t.validFrom),
    index('contracts_validity_idx').on(t.validFrom, t.validTill),
    index('contracts_registration_idx').on(t.registrationDate, t.id),
  ],
);

/** The last number given out in a year: the row lock serialises concurrent creates. */
export const contractNumberCounters = pgTable('contract_number_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    ...auditColumns,
  },
  (t) => [
    index('contract_documents_contract_idx').on(t.contractId, t.id),
    // A stored file belongs to one document: deleting that document deletes the file.
    uniqueIndex('contract_documents_file_idx').on(t.fileId),
  ],
);
