// Rankings (issue 15 point 4): the generated rankings and their entries in the admin, club and
// personal zones; the excluded / included tournaments and the generation job in the admin zone.
import { endpoints, RANKING_READ_CALLS } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { defineRankingJob, getRankingGeneration, startRankingGeneration } from './ranking-job';
import { addOverrides, removeOverride } from './ranking-overrides.service';
import {
  overrideExport,
  overrideListSql,
  rankingEntriesSql,
  rankingEntryExport,
  rankingExport,
  rankingsListSql,
} from './rankings.queries';
import './rankings.messages';

const e = endpoints.rankings;

export function registerRankingRoutes(app: FastifyInstance, deps: AppDeps) {
  // Defined at start, so that this instance's workers take generation jobs.
  const job = defineRankingJob(deps);

  for (const zone of ['admin', 'club', 'personal'] as const) {
    const calls = RANKING_READ_CALLS[zone];
    registerListEndpoint(app, deps, calls.list as typeof e.list, {
      statements: ({ query }) => rankingsListSql(query),
      exportAs: rankingExport,
    });
    registerListEndpoint(app, deps, calls.entries as typeof e.entries, {
      statements: ({ params, query }) => rankingEntriesSql(deps.db, params.id, query),
      exportAs: rankingEntryExport,
    });
  }

  for (const kind of ['excluded', 'included'] as const) {
    const list = kind === 'excluded' ? e.excludedList : e.includedList;
    const add = kind === 'excluded' ? e.excludedAdd : e.includedAdd;
    const remove = kind === 'excluded' ? e.excludedRemove : e.includedRemove;
    registerListEndpoint(app, deps, list, {
      statements: ({ query }) => overrideListSql(kind, query),
      exportAs: overrideExport(kind),
    });
    registerEndpoint(app, add, async ({ body, user }) => ({
      operationId: add.operationId,
      links: [],
      data: await addOverrides(deps.db, kind, user!.userId, body),
    }));
    registerEndpoint(app, remove, async ({ params, user }) => {
      await removeOverride(deps.db, kind, user!.userId, params.id);
      return undefined;
    });
  }

  registerEndpoint(app, e.generate, async ({ body, user, lang }) => ({
    operationId: e.generate.operationId,
    links: [],
    data: (
      await startRankingGeneration(
        deps,
        job,
        { rankDate: body.rankDate, tournamentId: body.tournamentId ?? null },
        user!.userId,
        lang,
      )
    ).generation,
  }));
  registerEndpoint(app, e.generation, async ({ params, lang }) => ({
    operationId: e.generation.operationId,
    links: [],
    data: await getRankingGeneration(deps, params.jobId, lang),
  }));
}
