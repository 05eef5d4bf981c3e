// The synchronizations' calls (synchronizations.ts of the contract): the queue's tasks and jobs
// with their runs, the history of runs, and "run now". Thin: contract -> service -> answer.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { now } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import './synchronizations.messages';
import { runListExport, runListSql } from './synchronizations.queries';
import { listJobs, runJobNow } from './synchronizations.service';

export function registerSynchronizationRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.synchronizations;

  registerEndpoint(app, e.jobList, async () => ({
    operationId: e.jobList.operationId,
    links: [],
    data: await listJobs(deps.db, deps.jobs, now()),
  }));

  registerListEndpoint(app, deps, e.runList, {
    statements: ({ query }) => runListSql(query),
    exportAs: runListExport,
  });

  registerEndpoint(app, e.runNow, async ({ params, user }) => ({
    operationId: e.runNow.operationId,
    links: [],
    data: await runJobNow(deps.db, deps.jobs, params.name, user!.userId),
  }));
}
