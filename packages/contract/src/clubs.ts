// Clubs: the simple list (admin and club zone) and the counts (spec 001 §3, §7).
import { z } from 'zod';
import { countEndpoint } from './common/count-endpoint';
import { defineEndpoint } from './common/endpoint';
import { listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { BoundedDateParamsSchema } from './common/schemas';

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
  countAll: countEndpoint({
    path: '/api/admin-zone/clubs/count/all',
    operationId: 'club.count.all',
    summary: 'Number of clubs',
    tag: 'clubs',
    action: 'club.count',
  }),
  countAtDate: countEndpoint({
    path: '/api/admin-zone/clubs/count/date/:date',
    operationId: 'club.count.date',
    summary: 'Number of clubs registered (a club role valid) on the date',
    tag: 'clubs',
    action: 'club.count',
    params: BoundedDateParamsSchema,
  }),
};
