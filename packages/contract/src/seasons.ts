// Seasons (spec 000 §3): listed in the admin, club and personal zones; created, changed and deleted
// by the office in the admin zone (issue 28). Rules: docs/decisions.md "Seasons".
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, dateRangeBothWays, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { seasonRoutes } from './seasons-routes';

/** Codebook seasonStates. */
export const SEASON_STATE = { prepared: 1, active: 2, closed: 3 } as const;
export const SEASON_STATES = [SEASON_STATE.prepared, SEASON_STATE.active, SEASON_STATE.closed] as const;

/** The longest season name. */
export const SEASON_NAME_MAX = 100;

export const SeasonSchema = z
  .object({
    id: z.number().int(),
    externalId: z.string().nullable(),
    name: z.string(),
    validFrom: z.string(),
    validTill: z.string(),
    stateId: z.number().int(),
    state: z.string().describe('Season state code: prepared, active or closed'),
    sectionId: z.number().int().nullable(),
    isForRole: z.boolean(),
    isForTournament: z.boolean(),
    additionalData: z.unknown().nullable(),
    ...AuditSchema,
  })
  .meta({ id: 'Season' });
export type Season = z.infer<typeof SeasonSchema>;

/**
 * The cross-field rule runs even when another field is already refused (zod skips it by default),
 * so one answer names every bad field.
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * What the office writes. The name is unique ignoring case, and seasons never overlap: both are
 * checked by the server (400 on the field), as is the state against the codebook.
 */
export const SeasonWriteSchema = z
  .strictObject({
    name: text({ max: SEASON_NAME_MAX, required: true }),
    validFrom: z.string({ error: 'validation.required' }).pipe(boundedDate()),
    validTill: z.string({ error: 'validation.required' }).pipe(boundedDate()),
    stateId: bodyId()
      .default(SEASON_STATE.prepared)
      .describe('Codebook seasonStates: 1 prepared (default), 2 active, 3 closed'),
    isForRole: z.boolean({ error: 'validation.boolean' }).default(true).describe('Roles may belong to the season'),
    isForTournament: z
      .boolean({ error: 'validation.boolean' })
      .default(true)
      .describe('Tournaments may belong to the season'),
  })
  .superRefine(dateRangeBothWays('validFrom', 'validTill'), always)
  .meta({ id: 'SeasonWrite' });
export type SeasonWrite = z.input<typeof SeasonWriteSchema>;
export type SeasonWriteParsed = z.output<typeof SeasonWriteSchema>;

function seasonList(zone: 'admin' | 'club' | 'personal') {
  return defineEndpoint({
    ...seasonRoutes[`${zone}List`],
    summary: `Seasons (${zone} zone); filters name, validFrom, validTill, stateId, sectionId, isForRole, isForTournament`,
    tags: ['seasons'],
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(SeasonSchema),
  });
}

const admin = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'seasons' as const,
});

export const seasonsEndpoints = {
  adminList: seasonList('admin'),
  clubList: seasonList('club'),
  personalList: seasonList('personal'),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/seasons/:id',
    operationId: 'season.get',
    summary: 'One season with the links the caller may follow',
    tags: ['seasons'],
    access: admin('season.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(SeasonSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/seasons',
    operationId: 'season.create',
    summary: 'Create a season (400 when the name is taken or it overlaps another season)',
    tags: ['seasons'],
    access: admin('season.create'),
    body: SeasonWriteSchema,
    status: 201,
    response: itemEnvelope(SeasonSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/seasons/:id',
    operationId: 'season.update',
    summary: 'Change a season (400 when the name is taken or it overlaps another season)',
    tags: ['seasons'],
    access: admin('season.update'),
    params: IdParamsSchema,
    body: SeasonWriteSchema,
    status: 202,
    response: itemEnvelope(SeasonSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/seasons/:id',
    operationId: 'season.delete',
    summary: 'Delete a season (409 naming what uses it, with counts, while anything does)',
    tags: ['seasons'],
    access: admin('season.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
};
