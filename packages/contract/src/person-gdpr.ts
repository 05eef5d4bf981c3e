// The office's GDPR duties toward a person (issue 29 §7): everything Fedra holds about them as a
// file (art. 15), erasure by anonymisation (name, birth number, contacts gone for good; counts and
// results stay, shown as "anonymised"), and the persons to consider for it: no role valid for a
// number of years.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { IdParamsSchema } from './common/schemas';
import { text } from './common/text';

/** Years without a valid role after which a person is offered for anonymisation (the default). */
export const ANONYMISATION_YEARS = 10;

export const PersonAnonymiseSchema = z
  .strictObject({
    /** The person's name typed by the user ("first last"), as the confirmation. */
    confirmName: text({ max: 300, required: true }),
  })
  .meta({ id: 'PersonAnonymise' });
export type PersonAnonymise = z.infer<typeof PersonAnonymiseSchema>;

export const AnonymisationCandidateSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    registrationNumber: z.string(),
    birthDate: z.string().nullable(),
    /** The end of the person's last role (null: never had one). */
    lastRoleTill: z.string().nullable(),
  })
  .meta({ id: 'AnonymisationCandidate' });
export type AnonymisationCandidate = z.infer<typeof AnonymisationCandidateSchema>;

/** Everything Fedra holds about a person, by part (the export's file). */
export const PersonDataExportSchema = z
  .object({
    exportedAt: z.string(),
    person: z.record(z.string(), z.unknown()),
    roles: z.array(z.record(z.string(), z.unknown())),
    contributions: z.array(z.record(z.string(), z.unknown())),
    tournaments: z.array(z.record(z.string(), z.unknown())),
    leagueGames: z.array(z.record(z.string(), z.unknown())),
    refereeJournal: z.array(z.record(z.string(), z.unknown())),
    requests: z.array(z.record(z.string(), z.unknown())),
    changeRequests: z.array(z.record(z.string(), z.unknown())),
    users: z.array(z.record(z.string(), z.unknown())),
    changes: z.array(z.record(z.string(), z.unknown())),
  })
  .meta({ id: 'PersonDataExport' });
export type PersonDataExport = z.infer<typeof PersonDataExportSchema>;

/** `?format=pdf`: the export as a readable PDF instead of JSON. */
export const DataExportQuerySchema = z.strictObject({
  format: z.enum(['json', 'pdf'], { error: 'validation.enum' }).optional(),
});

const TAGS = ['persons'];
const access = { kind: 'zone' as const, zone: 'admin' as const, action: 'person.gdpr' };

export const personGdprEndpoints = {
  export: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/persons/:id/export',
    operationId: 'person.gdpr.export',
    summary: 'Everything Fedra holds about the person (GDPR art. 15): a JSON file, or with ?format=pdf a readable PDF',
    tags: TAGS,
    access,
    params: IdParamsSchema,
    query: DataExportQuerySchema,
    status: 200,
    response: PersonDataExportSchema,
  }),
  anonymise: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/persons/:id/anonymise',
    operationId: 'person.gdpr.anonymise',
    summary: "Anonymise the person for good (the user types the person's name to confirm); counts and results stay",
    tags: TAGS,
    access,
    params: IdParamsSchema,
    body: PersonAnonymiseSchema,
    status: 200,
    response: itemEnvelope(z.object({ id: z.number().int(), anonymisedAt: z.string() })),
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/persons/anonymisation-candidates',
    operationId: 'person.gdpr.candidates',
    summary: `Persons with no role valid in the last \`years\` years (default ${ANONYMISATION_YEARS}), not anonymised yet`,
    tags: TAGS,
    access,
    query: ListQueryStringSchema.extend({ years: z.string().optional().describe('Whole years, 1–100') }),
    status: 200,
    response: listEnvelope(AnonymisationCandidateSchema),
  }),
};
