// Clubs: the simple list (admin and club zone) and the counts (spec 001 §3, §7).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query';
import { CountSchema, DateParamsSchema } from './common/schemas';

export const ClubSimpleSchema = z
  .object({
    id: z.number().int(),
    federationUnitId: z.number().int(),
    registrationNumber: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    contactPerson: z.string().nullable(),
    logoUrl: z.string().nullable(),
    regionId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    seasonsIds: z.array(z.number().int()),
    rolesSectionsIds: z.array(z.number().int()),
  })
  .meta({ id: 'ClubSimple' });
export type ClubSimple = z.infer<typeof ClubSimpleSchema>;

const CLUB_FILTERS = 'filters name, registrationNumber, federationUnitId, regionId, districtId, seasonId, id';

const count = (path: string, operationId: string, summary: string, params?: typeof DateParamsSchema) =>
  defineEndpoint({
    method: 'GET',
    path,
    operationId,
    summary,
    tags: ['clubs'],
    access: { kind: 'zone', zone: 'admin', action: 'club.count' },
    ...(params ? { params } : {}),
    status: 200,
    response: itemEnvelope(CountSchema),
  });

export const clubEndpoints = {
  adminSimpleList: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/clubs/simple',
    operationId: 'admin.club.list',
    summary: `Clubs; ${CLUB_FILTERS}`,
    tags: ['clubs'],
    access: { kind: 'zone', zone: 'admin', action: 'club.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubSimpleSchema),
  }),
  clubSimpleList: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/clubs/simple',
    operationId: 'club.club.list',
    summary: `The current club (club zone rows are scoped to it); ${CLUB_FILTERS}`,
    tags: ['clubs'],
    access: { kind: 'zone', zone: 'club', action: 'club.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubSimpleSchema),
  }),
  countAll: count('/api/admin-zone/clubs/count/all', 'club.count.all', 'Number of clubs'),
  countAtDate: count(
    '/api/admin-zone/clubs/count/date/:date',
    'club.count.date',
    'Number of clubs registered (a club role valid) on the date',
    DateParamsSchema,
  ),
};
