// Members' requests (issue 30 §4–§5): transfers and loans between clubs with their workflow (steps
// history, comments, attachments), and the public statement flow (spec 001 §2 "Public request
// result") that asks the releasing club by a signed link. States and steps are the codebook's
// requestStates / requestSteps (docs/decisions/requests.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
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
import { persons } from './persons';

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    /** Codebook requestTypes. */
    typeId: integer('type_id').notNull(),
    /** Codebook requestStates. */
    stateId: integer('state_id').notNull(),
    /** Codebook requestSteps: the step the request waits in (null: none, a closed request). */
    stepId: integer('step_id'),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The club the request is made to (a transfer's new club). */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    /** The club asked for a statement (a transfer's releasing club). */
    statementClubId: integer('statement_club_id').references(() => clubs.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Transfer / loan: the day the new membership starts. */
    effectiveDate: date('effective_date'),
    /** Loan: the last day of the loan (the home membership resumes the day after). */
    loanEndDate: date('loan_end_date'),
    /** The last day the releasing club may agree or object; no answer by then counts as agreement. */
    objectionDeadline: date('objection_deadline'),
    /** The fee in CZK the office attaches (the economy turns it into an order item). */
    fee: numeric('fee', { precision: 12, scale: 2 }),
    /** When the statement link was last issued; a newer link makes older ones invalid. */
    statementRequestedDate: timestamp('statement_requested_date', { withTimezone: true }),
    statementAgreed: boolean('statement_agreed'),
    statementComment: text('statement_comment'),
    statementDate: timestamp('statement_date', { withTimezone: true }),
    /** The office's decision: when, by whom, and its reason. */
    decidedDate: timestamp('decided_date', { withTimezone: true }),
    decidedById: integer('decided_by_id'),
    decisionNote: text('decision_note'),
    /** The day the membership changed (the effective-date job); null until then. */
    appliedDate: date('applied_date'),
    ...auditColumns,
  },
  (t) => [
    index('requests_state_idx').on(t.stateId, t.id),
    index('requests_person_idx').on(t.personId),
    index('requests_club_idx').on(t.clubId),
    index('requests_statement_club_idx').on(t.statementClubId),
    index('requests_type_idx').on(t.typeId, t.id),
    index('requests_created_idx').on(t.createdDate, t.id),
    // The jobs: statements past their deadline, approved requests reaching their date.
    index('requests_deadline_idx').on(t.objectionDeadline).where(sql`${t.statementDate} IS NULL`),
    index('requests_effective_idx').on(t.effectiveDate).where(sql`${t.appliedDate} IS NULL`),
    check('requests_loan_range_chk', sql`${t.loanEndDate} IS NULL OR ${t.loanEndDate} >= ${t.effectiveDate}`),
  ],
);

/** What happened to a request, step by step: who acted, in which step, and the state it left. */
export const requestSteps = pgTable(
  'request_steps',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** Codebook requestSteps. */
    stepId: integer('step_id').notNull(),
    /** Codebook requestStates: the state the request went to. */
    stateId: integer('state_id').notNull(),
    /** submit, agree, object, deadline, approve, reject, cancel, apply, statement-link, statement. */
    action: text('action').notNull(),
    /** Who acted; null for the jobs and the public statement page. */
    actorUserId: integer('actor_user_id'),
    /** On behalf of which club (the club zone's current club). */
    actorClubId: integer('actor_club_id').references(() => clubs.id, { onDelete: 'set null' }),
    note: text('note'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_steps_request_idx').on(t.requestId, t.id)],
);

export const requestComments = pgTable(
  'request_comments',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id'),
    /** The club the author wrote for (club zone), null for the office. */
    authorClubId: integer('author_club_id').references(() => clubs.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_comments_request_idx').on(t.requestId, t.id)],
);

export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    authorClubId: integer('author_club_id').references(() => clubs.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (t) => [
    index('request_attachments_request_idx').on(t.requestId, t.id),
    uniqueIndex('request_attachments_file_idx').on(t.fileId),
  ],
);
