// Reports and statistics of spec 001 §7 (admin zone): the club report, the stats by club,
// district, federation unit, region and section, the count by sex and the sport-field counts.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { countBySex } from './count-by-sex';
import { statsSnapshot } from './kept-by-version';
import { countSportFields } from './sport-field-counts';
import { checkStatsQuery, STATS_EXPORTS, sectionStatsSql, statsListSql, withoutRid } from './stats-lists';
import { cachedStatsRows } from './stats-sql';

export function registerStatisticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.statistics;
  const lists = [
    [e.clubReport, 'report'],
    [e.clubStats, 'club'],
    [e.districtStats, 'district'],
    [e.federationUnitStats, 'federationUnit'],
    [e.regionStats, 'region'],
  ] as const;
  for (const [endpoint, grouping] of lists) {
    registerListEndpoint(app, deps, endpoint, {
      statements: async ({ params, query, lang, zoneAccess }) => {
        checkStatsQuery(grouping, query);
        const id = await statsSnapshot(deps.db, grouping, requireScope(zoneAccess?.scope, 'admin'), params.date);
        return statsListSql(grouping, cachedStatsRows(id), params.date, lang, query, true);
      },
      exportAs: STATS_EXPORTS[grouping],
      present: withoutRid,
    });
  }
  registerEndpoint(app, e.sectionStats, async ({ params, lang, zoneAccess }) => {
    const id = await statsSnapshot(deps.db, 'section', requireScope(zoneAccess?.scope, 'admin'), params.date);
    const { rows } = await deps.db.execute(sectionStatsSql(cachedStatsRows(id), params.date, lang));
    return rows as never;
  });
  registerEndpoint(app, e.countBySex, async ({ params, zoneAccess }) => {
    const data = await countBySex(deps.db, requireScope(zoneAccess?.scope, 'admin'), params);
    return { operationId: e.countBySex.operationId, links: [], data };
  });
  registerEndpoint(app, e.sportFieldCountAll, async ({ zoneAccess }) => ({
    operationId: e.sportFieldCountAll.operationId,
    links: [],
    data: await countSportFields(deps.db, requireScope(zoneAccess?.scope, 'admin')),
  }));
  registerEndpoint(app, e.sportFieldCountAtDate, async ({ params, zoneAccess }) => ({
    operationId: e.sportFieldCountAtDate.operationId,
    links: [],
    data: await countSportFields(deps.db, requireScope(zoneAccess?.scope, 'admin'), params.date),
  }));
}
