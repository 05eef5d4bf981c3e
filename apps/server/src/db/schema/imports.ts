// Imports of clubs and persons from CSV/XLSX files (spec 001 §3 Import, Import record): one row
// per uploaded file, one record per data row of it with its outcome and errors.
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { files } from './files';
import { jobProgress } from './jobs';
import { persons } from './persons';

export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    /** Codebook `importTypes`: 1 clubs, 2 persons. */
    typeId: integer('type_id').notNull(),
    /** Codebook `importStates`: pending, processing, completed, completed with errors, failed. */
    stateId: integer('state_id').notNull(),
    /** The zone it was made in: the club zone sees only its own club's imports. */
    zone: text('zone', { enum: ['admin', 'club'] }).notNull(),
    /** Persons: the club they join; clubs: the federation unit they belong to. */
    objectId: integer('object_id'),
    /** The uploaded file (kept while the import exists). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** IMPORT_ENCODINGS: how a CSV file is read (`auto` detects UTF-8 or windows-1250). */
    encoding: text('encoding').notNull().default('auto'),
    /** The rows that failed, as a CSV to fix and upload again (written when the import ends). */
    errorFileId: uuid('error_file_id').references(() => files.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobProgress.id, { onDelete: 'set null' }),
    countRecords: integer('count_records').notNull().default(0),
    countCreated: integer('count_created').notNull().default(0),
    countUpdated: integer('count_updated').notNull().default(0),
    /** Applied with warnings (a value left out). */
    countIncomplete: integer('count_incomplete').notNull().default(0),
    countFailed: integer('count_failed').notNull().default(0),
    /** Why the whole import failed (an unreadable file, a wrong header), in the maker's language. */
    failure: jsonb('failure'),
    ...auditColumns,
  },
  (t) => [
    index('imports_created_idx').on(t.createdDate, t.id),
    index('imports_object_idx').on(t.zone, t.objectId, t.createdDate),
    index('imports_state_idx').on(t.stateId, t.createdDate),
    index('imports_type_idx').on(t.typeId, t.createdDate),
  ],
);

export const importRecords = pgTable(
  'import_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The row's number in the file, header being row 1. */
    rowNumber: integer('row_number').notNull(),
    /** IMPORT_RECORD_STATES (contract imports.ts). */
    stateId: integer('state_id').notNull(),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthNumber: text('birth_number'),
    birthDate: date('birth_date'),
    clubIdentificationNumber: text('club_identification_number'),
    clubName: text('club_name'),
    /** The row's cells as read, by column key: the failed-rows file is written from them. */
    cells: jsonb('cells').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_records_import_idx').on(t.importId, t.rowNumber),
    index('import_records_state_idx').on(t.importId, t.stateId, t.rowNumber),
    index('import_records_person_idx').on(t.personId),
    index('import_records_club_idx').on(t.clubId),
  ],
);

export const importRecordErrors = pgTable(
  'import_record_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importRecordId: bigint('import_record_id', { mode: 'number' })
      .notNull()
      .references(() => importRecords.id, { onDelete: 'cascade' }),
    /** Codebook `importErrors`. */
    typeId: integer('type_id').notNull(),
    /** The column the problem is in (its key), if one. */
    column: text('column'),
    /** The message parameters (the value, the expected form), translated when shown. */
    params: jsonb('params'),
  },
  (t) => [index('import_record_errors_record_idx').on(t.importRecordId)],
);
