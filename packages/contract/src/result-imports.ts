// Result imports of the dynamic tournaments (issue 15; spec 001 §7): a fencing timing tool's CSV of
// one discipline, a tournament software's JSON of a whole tournament, and the rows neither could
// match to a person, paired by hand. The formats, matching and replace rules are in
// docs/decisions.md "Result imports"; samples in docs/samples/.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, IdParamsSchema } from './common/schemas';
import { TournamentIdParamsSchema } from './tournaments';

/** The `format` tag of the tournament software's file. */
export const RESULT_SOFTWARE_FORMAT = 'fedra-results/1';

/** Sample files, served by the web application from its public folder (copies of docs/samples/). */
export const RESULT_IMPORT_SAMPLES = {
  csv: '/samples/fencing-results.csv',
  json: '/samples/tournament-results.json',
} as const;

/** Why an import row was not matched to a person. */
export const UNPAIRED_REASONS = ['notFound', 'ambiguous', 'unknownRegistrationNumber'] as const;
export type UnpairedReason = (typeof UNPAIRED_REASONS)[number];

export const ResultImportRequestSchema = z
  .strictObject({
    fileUrl: z
      .string({ error: 'validation.required' })
      .min(1, 'validation.required')
      .max(2000, 'validation.maxLength')
      .describe('The file URL of an upload (purpose result-import: CSV; result-import-software: JSON)'),
  })
  .meta({ id: 'ResultImportRequest' });
export type ResultImportRequest = z.input<typeof ResultImportRequestSchema>;

const ResultImportRowSchema = z.object({
  /** The row's number as a spreadsheet shows it (CSV: the header is 1) or its position (JSON: 1-based per discipline). */
  row: z.number().int(),
  competitionId: z.number().int().nullable(),
  /** invalid (the row was refused) or one of UNPAIRED_REASONS (kept for pairing by hand). */
  code: z.string(),
  message: z.string().describe("In the caller's language"),
});

export const ResultImportSummarySchema = z
  .object({
    /** Data rows read. */
    total: z.number().int(),
    /** Rows written onto an application. */
    processed: z.number().int(),
    /** Rows refused or kept unpaired (both listed in `rows`). */
    unprocessed: z.number().int(),
    /** Of the unprocessed: the rows kept for pairing by hand. */
    unpaired: z.number().int(),
    /** Applications created for matched persons who had none. */
    created: z.number().int(),
    competitionIds: z.array(z.number().int()),
    rows: z.array(ResultImportRowSchema),
  })
  .meta({ id: 'ResultImportSummary' });
export type ResultImportSummary = z.infer<typeof ResultImportSummarySchema>;

export const UnpairedResultSchema = z
  .object({
    id: z.number().int(),
    tournamentId: z.number().int(),
    competitionId: z.number().int(),
    competitionName: z.string(),
    source: z.enum(['csv', 'software']),
    rowNumber: z.number().int(),
    registrationNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    birthDate: z.string().nullable(),
    clubName: z.string().nullable(),
    rankFrom: z.number().int().nullable(),
    rankTo: z.number().int().nullable(),
    standingShared: z.boolean(),
    result: z.string().nullable(),
    points: z.string().nullable(),
    reason: z.string(),
    links: z.array(LinkSchema),
  })
  .meta({ id: 'UnpairedResult' });
export type UnpairedResult = z.infer<typeof UnpairedResultSchema>;

export const PairResultSchema = z
  .strictObject({
    unpairedResultId: bodyId(),
    personId: bodyId(),
  })
  .meta({ id: 'PairResult' });
export type PairResultInput = z.input<typeof PairResultSchema>;

export const PairResultAnswerSchema = z.object({
  unpairedResultId: z.number().int(),
  participantId: z.number().int(),
  /** An athlete application was created for the person. */
  created: z.boolean(),
});

const CompetitionIdParams = z.object({ competitionId: IdParamsSchema.shape.id });
const UNPAIRED_LIST = 'filters competitionId, name, reason; sorts competition, rowNumber, name';

const at = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action: `tournament.dynamic.${action}`,
  module: 'tournamentDynamic' as const,
});
const TAGS = ['tournaments'];

export const resultImportsEndpoints = {
  csv: defineEndpoint({
    method: 'POST',
    path: '/api/fisaf/admin-zone/tournaments/competitions/:competitionId/import/participants/csv',
    operationId: 'tournament.competition.results.import.csv',
    summary:
      "Import a discipline's results from a fencing timing tool's CSV (windows-1250 or UTF-8): replaces the discipline's results; unmatched rows are kept for pairing",
    tags: TAGS,
    access: at('results.import'),
    params: CompetitionIdParams,
    body: ResultImportRequestSchema,
    status: 200,
    response: itemEnvelope(ResultImportSummarySchema),
  }),
  software: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/:tournamentId/import/results',
    operationId: 'tournament.results.import.software',
    summary: `Import a tournament's results from a tournament software's JSON (${RESULT_SOFTWARE_FORMAT}): replaces the results of every discipline in the file, in one transaction`,
    tags: TAGS,
    access: at('results.import'),
    params: TournamentIdParamsSchema,
    body: ResultImportRequestSchema,
    status: 200,
    response: itemEnvelope(ResultImportSummarySchema),
  }),
  unpairedList: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/tournaments/:tournamentId/unpaired-results',
    operationId: 'tournament.results.unpaired.list',
    summary: `The import rows of a tournament waiting for pairing by hand; ${UNPAIRED_LIST}; ?format=csv|xlsx`,
    tags: TAGS,
    access: at('list'),
    params: TournamentIdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(UnpairedResultSchema),
  }),
  pair: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/competitions/participants/pair',
    operationId: 'tournament.participant.pair',
    summary:
      "Pair an unpaired import row with a person: the row's placing, result and points go onto the person's application in its discipline (created when missing)",
    tags: TAGS,
    access: at('participant.pair'),
    body: PairResultSchema,
    status: 200,
    response: itemEnvelope(PairResultAnswerSchema),
  }),
  unpairedDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/tournaments/unpaired-results/:id',
    operationId: 'tournament.results.unpaired.delete',
    summary: 'Dismiss an unpaired import row (its result is not used)',
    tags: TAGS,
    access: at('participant.pair'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
};
