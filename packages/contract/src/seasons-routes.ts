// The season lists without their schemas: the dashboards call them (the current season card)
// without loading zod. seasons.ts builds the endpoint definitions from these.
import { defineRoute } from './common/endpoint';
import type { ListEnvelope } from './common/envelope';
import type { Season } from './seasons';

function seasonListRoute(zone: 'admin' | 'club' | 'personal') {
  return defineRoute<ListEnvelope<Season>>({
    method: 'GET',
    path: `/api/${zone}-zone/seasons`,
    operationId: `${zone}.season.list`,
    access: { kind: 'zone', zone, action: 'season.list' },
  });
}

export const seasonRoutes = {
  adminList: seasonListRoute('admin'),
  clubList: seasonListRoute('club'),
  personalList: seasonListRoute('personal'),
};
