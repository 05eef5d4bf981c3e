// Imports of clubs and persons (spec 001 §2 Imports, §3 Import and Import record, §7): a CSV or
// XLSX file uploaded through platform files, read and applied as a background job, one record
// per data row with its outcome and errors.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, IdParamsSchema, MAX_ID } from './common/schemas';

/** Codebook `importTypes`. */
export const IMPORT_TYPE = { club: 1, person: 2 } as const;
/** Codebook `importStates`. */
export const IMPORT_STATE = { pending: 1, processing: 2, completed: 3, completedWithErrors: 4, failed: 5 } as const;
/** Codebook `importErrors`. */
export const IMPORT_ERROR = {
  requiredField: 1,
  invalidFormat: 2,
  invalidBirthNumber: 3,
  invalidDate: 4,
  invalidEmail: 5,
  unknownCountry: 6,
  invalidIdentificationNumber: 7,
  clubNotFound: 8,
  personExists: 9,
  clubExists: 10,
  duplicateRow: 11,
} as const;

/**
 * What became of one row. Not in the codebook (the spec shows only `stateId`): created and
 * updated rows were applied in full; incomplete ones were applied without a value that had a
 * warning; failed ones changed nothing.
 */
export const IMPORT_RECORD_STATE = { created: 1, updated: 2, unchanged: 3, incomplete: 4, failed: 5 } as const;
export const IMPORT_RECORD_STATE_CODES = ['CREATED', 'UPDATED', 'UNCHANGED', 'INCOMPLETE', 'FAILED'] as const;

/** The file encodings an import reads; `auto` tells UTF-8 (with or without BOM) from windows-1250. */
export const IMPORT_ENCODINGS = ['auto', 'utf-8', 'windows-1250'] as const;

/** Default file names of the sample downloads (spec 001 §7 Answers). */
export const IMPORT_SAMPLE_FILE_NAMES = {
  club: 'Club_import_sample.csv',
  person: 'Person_import_sample.csv',
  filled: 'Person_filled_import_sample.csv',
} as const;

export const ImportCreateSchema = z
  .strictObject({
    typeId: z
      .number({ error: 'validation.required' })
      .int('validation.integer')
      .refine((v) => v === IMPORT_TYPE.club || v === IMPORT_TYPE.person, 'validation.enum'),
    objectId: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .positive('validation.min')
      .max(MAX_ID, 'validation.max')
      .nullish()
      .describe('Persons: the club they join (the current club in the club zone); clubs: their federation unit'),
    fileAwsUrl: z
      .string({ error: 'validation.required' })
      .min(1, 'validation.required')
      .max(2000, 'validation.maxLength')
      .describe('The fileUrl answered by files/upload-url, after the bytes were PUT'),
    encoding: z.enum(IMPORT_ENCODINGS, { error: 'validation.enum' }).default('auto'),
  })
  .meta({ id: 'ImportCreate' });
export type ImportCreate = z.input<typeof ImportCreateSchema>;

const CodeName = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const ImportSchema = z
  .object({
    id: z.number().int(),
    typeId: z.number().int(),
    type: CodeName,
    stateId: z.number().int(),
    state: CodeName,
    zone: z.enum(['admin', 'club']),
    objectId: z.number().int().nullable(),
    objectName: z.string().nullable(),
    file: z.string().nullable().describe('The API path that downloads the uploaded file'),
    fileName: z.string(),
    fileToUploadUrl: z.string().nullable().describe('Same as file (the spec name)'),
    errorFileUrl: z.string().nullable().describe('The API path of the failed rows as CSV, when some failed'),
    countRecords: z.number().int(),
    countSuccess: z.number().int().describe('Rows applied: created, updated, unchanged or incomplete'),
    countCreated: z.number().int(),
    countUpdated: z.number().int(),
    countIncomplete: z.number().int(),
    countFailed: z.number().int(),
    progress: z
      .object({ done: z.number().int(), total: z.number().int().nullable() })
      .nullable()
      .describe('Rows read so far while the job runs'),
    failure: z.string().nullable().describe('Why the whole import failed, in the caller’s language'),
    createdByName: z.string().nullable(),
    editedByName: z.string().nullable(),
    ...AuditSchema,
  })
  .meta({ id: 'Import' });
export type Import = z.infer<typeof ImportSchema>;

export const ImportRecordErrorSchema = z
  .object({
    id: z.number().int(),
    importDetailId: z.number().int(),
    typeId: z.number().int(),
    type: z.string(),
    column: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'ImportRecordError' });

export const ImportRecordSchema = z
  .object({
    id: z.number().int(),
    rowNumber: z.number().int(),
    stateId: z.number().int(),
    state: z.string(),
    birthNumber: z.string().nullable(),
    birthDate: z.string().nullable(),
    personId: z.number().int().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string().nullable(),
    clubIdentificationNumber: z.string().nullable(),
    clubName: z.string().nullable(),
    clubId: z.number().int().nullable(),
    message: z.string(),
    createdDate: z.string(),
    errors: z.array(ImportRecordErrorSchema),
  })
  .meta({ id: 'ImportRecord' });
export type ImportRecord = z.infer<typeof ImportRecordSchema>;

export const ImportRecordsParamsSchema = z.object({
  importId: z.coerce.number().int().positive().max(2147483647),
});

const IMPORT_FILTERS =
  'filters typeId, stateId, fileName, createdDate; sorts createdDate, fileName, stateId, countRecords';
const RECORD_FILTERS =
  'filters stateId, rowNumber, fullName, birthNumber, hasErrors; sorts rowNumber, lastName, stateId';

type ImportZone = 'admin' | 'club';
const access = (zone: ImportZone, action: string) => ({
  kind: 'zone' as const,
  zone,
  action,
  module: 'import' as const,
});
const file = z.string().describe('The file (text/csv)');

/** The calls of one zone; the club zone has no club sample (spec 001 §2). */
function zoneEndpoints<Z extends ImportZone>(zone: Z) {
  const base = `/api/${zone}-zone/imports`;
  const op = (name: string) => (zone === 'admin' ? name : `club.${name}`);
  return {
    create: defineEndpoint({
      method: 'POST',
      path: base,
      operationId: op('import.create'),
      summary: 'Starts an import of an uploaded file; it runs as a job (state and progress on the item)',
      tags: ['imports'],
      access: access(zone, 'import.create'),
      body: ImportCreateSchema,
      status: 201,
      response: itemEnvelope(ImportSchema),
    }),
    list: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: op('import.list'),
      summary: `Imports${zone === 'club' ? ' of the current club' : ''}; ${IMPORT_FILTERS}`,
      tags: ['imports'],
      access: access(zone, 'import.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(ImportSchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      operationId: op('import.get'),
      summary: 'One import with its counts and progress',
      tags: ['imports'],
      access: access(zone, 'import.get'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(ImportSchema),
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      operationId: op('import.delete'),
      summary: 'Deletes an import, its records and files (the imported data stay); not while it runs',
      tags: ['imports'],
      access: access(zone, 'import.delete'),
      params: IdParamsSchema,
      status: 204,
      response: z.undefined(),
    }),
    records: defineEndpoint({
      method: 'GET',
      path: `${base}/:importId/records`,
      operationId: op('import.record.list'),
      summary: `The rows of an import with their outcome and errors; ${RECORD_FILTERS}`,
      tags: ['imports'],
      access: access(zone, 'import.get'),
      params: ImportRecordsParamsSchema,
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(ImportRecordSchema),
    }),
    failedRows: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/failed-rows`,
      operationId: op('import.failed.download'),
      summary: 'The rows that failed, as a CSV in the import format with an error column, to fix and import again',
      tags: ['imports'],
      access: access(zone, 'import.get'),
      params: IdParamsSchema,
      status: 200,
      response: file,
    }),
    file: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/file`,
      operationId: op('import.file.download'),
      summary: 'The uploaded file as it was',
      tags: ['imports'],
      access: access(zone, 'import.get'),
      params: IdParamsSchema,
      status: 200,
      response: file,
    }),
    samplePerson: defineEndpoint({
      method: 'GET',
      path: `${base}/sample/person`,
      operationId: op('import.sample.person'),
      summary: `The person import header (${IMPORT_SAMPLE_FILE_NAMES.person})`,
      tags: ['imports'],
      access: access(zone, 'import.list'),
      status: 200,
      response: file,
    }),
    sampleFilled: defineEndpoint({
      method: 'GET',
      path: `${base}/filled`,
      operationId: op('import.sample.filled'),
      summary: `A filled person import with example rows (${IMPORT_SAMPLE_FILE_NAMES.filled})`,
      tags: ['imports'],
      access: access(zone, 'import.list'),
      status: 200,
      response: file,
    }),
  };
}

const admin = zoneEndpoints('admin');
const club = zoneEndpoints('club');
const sampleClub = defineEndpoint({
  method: 'GET',
  path: '/api/admin-zone/imports/sample/club',
  operationId: 'import.sample.club',
  summary: `The club import header (${IMPORT_SAMPLE_FILE_NAMES.club})`,
  tags: ['imports'],
  access: access('admin', 'import.list'),
  status: 200,
  response: file,
});

/** The calls of each zone under the same names, for code that serves or uses either zone. */
export const IMPORT_ZONE_CALLS = { admin, club } as const;

/** The sample downloads of each zone (spec 001 §2: admin all three, club the person ones). */
export const IMPORT_ZONE_SAMPLES = {
  admin: { club: sampleClub, person: admin.samplePerson, filled: admin.sampleFilled },
  club: { person: club.samplePerson, filled: club.sampleFilled },
} as const;

export const importsEndpoints = {
  ...admin,
  sampleClub,
  clubCreate: club.create,
  clubList: club.list,
  clubGet: club.get,
  clubDelete: club.delete,
  clubRecords: club.records,
  clubFailedRows: club.failedRows,
  clubFile: club.file,
  clubSamplePerson: club.samplePerson,
  clubSampleFilled: club.sampleFilled,
};
