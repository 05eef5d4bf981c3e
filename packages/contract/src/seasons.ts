// Seasons (spec 000 §3) listed in the admin, club and personal zones.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema } from './common/schemas';
import { seasonRoutes } from './seasons-routes';

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

export const seasonEndpoints = {
  adminList: seasonList('admin'),
  clubList: seasonList('club'),
  personalList: seasonList('personal'),
};
