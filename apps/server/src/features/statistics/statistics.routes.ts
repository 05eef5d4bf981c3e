// Reports and statistics of spec 001 §7 (admin zone): the club report, the stats by club,
// district, federation unit, region and section, the count by sex and the sport-field counts.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { type AdminScope, requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { countBySex } from './count-by-sex';
import { statsSnapshot } from './kept-by-version';
import { countSportFields } from './sport-field-counts';
import { keptCountsCurrent, keptStatsRows } from './stats-counts';
import { checkStatsQuery, STATS_EXPORTS, sectionStatsSql, statsListSql, withoutRid } from './stats-lists';
import { cachedStatsRows, type StatsGrouping } from './stats-sql';

export function registerStatisticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.statistics;
  /**
   * The stats rows of a grouping at the date: the whole federation's from the counts kept per
   * group while they are current; a unit manager's, or while a long queue of changes is worked
   * off, computed once per data version and kept. Both carry a `rid` per row (keyed).
   */
  const statsRows = async (grouping: StatsGrouping, scope: AdminScope, date: string) => {
    if (scope.fedUnitIds === null && (await keptCountsCurrent(deps.db))) {
      return { rows: keptStatsRows(grouping, date), keyed: true };
    }
    return { rows: cachedStatsRows(await statsSnapshot(deps.db, grouping, scope, date)), keyed: true };
  };
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
        const { rows, keyed } = await statsRows(grouping, requireScope(zoneAccess?.scope, 'admin'), params.date);
        return statsListSql(grouping, rows, params.date, lang, query, keyed);
      },
      exportAs: STATS_EXPORTS[grouping],
      present: withoutRid,
    });
  }
  registerEndpoint(app, e.sectionStats, async ({ params, lang, zoneAccess }) => {
    const { rows } = await statsRows('section', requireScope(zoneAccess?.scope, 'admin'), params.date);
    return (await deps.db.execute(sectionStatsSql(rows, params.date, lang))).rows as never;
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
