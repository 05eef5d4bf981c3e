// Disciplinary proceedings (issue 32 part 1; docs/decisions/disciplinary-proceedings.md): a case
// against a person or a club, its other parties and documents, and the decision with its penalties:
// a fine billed to the club as an order (the economy's orders) and a suspension of a person, for
// every competition or chosen ones, that the tournament, league and national-team writes refuse.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { files } from './files';
import { orders } from './orders';
import { persons } from './persons';
import { tournaments } from './tournaments';

export const disciplinaryProceedings = pgTable(
  'disciplinary_proceedings',
  {
    id: serial('id').primaryKey(),
    /** The case number within the year it was opened: shown as `seq/year`. */
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** Codebook disciplinaryTypes and disciplinaryStates. */
    typeId: integer('type_id').notNull(),
    stateId: integer('state_id').notNull(),
    /** Whom the case is against: a person or a club. */
    subjectKind: text('subject_kind').notNull(),
    personId: integer('person_id').references(() => persons.id),
    clubId: integer('club_id').references(() => clubs.id),
    title: text('title').notNull(),
    description: text('description'),
    openedOn: date('opened_on').notNull(),
    hearingAt: timestamp('hearing_at', { withTimezone: true }),
    /** The tournament or league the case arose from (leagues share the tournaments' ids). */
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    decidedOn: date('decided_on'),
    decisionText: text('decision_text'),
    /** The fine in haléře; billed as fineOrderId (an order of the club). */
    fineAmount: bigint('fine_amount', { mode: 'number' }),
    fineOrderId: integer('fine_order_id').references(() => orders.id),
    suspensionFrom: date('suspension_from'),
    suspensionTo: date('suspension_to'),
    /** true: every competition (and national teams); false: only suspensionTournamentIds. */
    suspensionAll: boolean('suspension_all').notNull().default(true),
    suspensionTournamentIds: integer('suspension_tournament_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('disciplinary_proceedings_number_uq').on(t.year, t.seq),
    index('disciplinary_proceedings_opened_idx').on(t.openedOn, t.id),
    index('disciplinary_proceedings_state_idx').on(t.stateId, t.openedOn),
    index('disciplinary_proceedings_type_idx').on(t.typeId, t.openedOn),
    index('disciplinary_proceedings_person_idx').on(t.personId),
    index('disciplinary_proceedings_club_idx').on(t.clubId),
    index('disciplinary_proceedings_tournament_idx').on(t.tournamentId),
    // The suspension check of every application, roster and nomination: a person's suspensions.
    index('disciplinary_proceedings_suspension_idx')
      .on(t.personId, t.suspensionTo)
      .where(sql`${t.suspensionFrom} IS NOT NULL`),
    check(
      'disciplinary_proceedings_subject_chk',
      sql`(${t.subjectKind} = 'person' AND ${t.personId} IS NOT NULL) OR (${t.subjectKind} = 'club' AND ${t.clubId} IS NOT NULL)`,
    ),
    check(
      'disciplinary_proceedings_suspension_chk',
      sql`(${t.suspensionFrom} IS NULL) = (${t.suspensionTo} IS NULL) AND (${t.suspensionTo} IS NULL OR ${t.suspensionTo} >= ${t.suspensionFrom})
          AND (${t.suspensionFrom} IS NULL OR ${t.subjectKind} = 'person')`,
    ),
    check('disciplinary_proceedings_fine_chk', sql`${t.fineAmount} IS NULL OR ${t.fineAmount} >= 0`),
  ],
);

/** The case's other parties: a complainant, a witness, a representative (a person, a club or a name). */
export const disciplinaryParties = pgTable(
  'disciplinary_parties',
  {
    id: serial('id').primaryKey(),
    proceedingId: integer('proceeding_id')
      .notNull()
      .references(() => disciplinaryProceedings.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    personId: integer('person_id').references(() => persons.id),
    clubId: integer('club_id').references(() => clubs.id),
    name: text('name'),
    note: text('note'),
  },
  (t) => [
    index('disciplinary_parties_proceeding_idx').on(t.proceedingId, t.id),
    index('disciplinary_parties_person_idx').on(t.personId),
    check('disciplinary_parties_one_chk', sql`num_nonnulls(${t.personId}, ${t.clubId}, ${t.name}) = 1`),
  ],
);

/** The case's papers (stored files of purpose disciplinary-document). */
export const disciplinaryDocuments = pgTable(
  'disciplinary_documents',
  {
    id: serial('id').primaryKey(),
    proceedingId: integer('proceeding_id')
      .notNull()
      .references(() => disciplinaryProceedings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    ...auditColumns,
  },
  (t) => [
    index('disciplinary_documents_proceeding_idx').on(t.proceedingId, t.id),
    uniqueIndex('disciplinary_documents_file_uq').on(t.fileId),
  ],
);

/** The module's settings: one row (id 1). */
export const disciplinarySettings = pgTable(
  'disciplinary_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Whether the public zone lists the current suspensions. */
    publicSuspensions: boolean('public_suspensions').notNull().default(false),
    ...auditColumns,
  },
  (t) => [check('disciplinary_settings_single_row_chk', sql`${t.id} = 1`)],
);
