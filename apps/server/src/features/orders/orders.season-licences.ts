// The season licence orders as a platform job (issue 31 §2): one queue, one job per request,
// except that a request for a season whose generation is still queued or running answers that
// job (as the contributions' generation does). The office starts it; its progress is read by id.
import { orderGenerationEndpoints as e, type SeasonLicenceGeneration } from '@fedra/contract/order-generation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/pool';
import type { AppDeps } from '../../platform/deps';
import { notFound, validationError } from '../../platform/errors/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { type Language, translate } from '../../platform/i18n/messages';
import type { JobDefinition, JobProgress, JobQueue } from '../../platform/jobs/job-queue';
import { type AccessRows, OFFICE_WRITE } from '../../platform/modules/access-rows';
import { generateSeasonLicences, unusablePriceItems } from './orders.season-licences.generate';
import './orders.season-licences.messages';

export interface SeasonLicenceJobData {
  seasonId: number;
  priceListItemIds: number[] | null;
  userId: number | null;
}

export const SEASON_LICENCE_QUEUE = 'orders.season-licences';

type JobDeps = { db: Db; jobs: JobQueue };

export function defineSeasonLicenceJob(deps: JobDeps): JobDefinition<SeasonLicenceJobData> {
  return deps.jobs.defineOnce<SeasonLicenceJobData>(SEASON_LICENCE_QUEUE, () => ({
    name: SEASON_LICENCE_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 5,
    timeoutSeconds: 30 * 60,
    // Each batch commits and a rerun adds only what is still missing: a retry starts over.
    handler: ({ seasonId, priceListItemIds, userId }, ctx) =>
      generateSeasonLicences(deps.db, seasonId, {
        priceListItemIds,
        userId,
        signal: ctx.signal,
        progress: (done, total) => ctx.progress(done, total),
      }),
  }));
}

/** Arbitrary constant of the generation's per-season advisory lock: "licn" in ASCII. */
const LICENCE_LOCK = 0x6c69636e;

const keyPrefix = (seasonId: number) => `season-${seasonId}:`;
const seasonOfKey = (key: string | null) => Number(/^season-(\d+):/.exec(key ?? '')?.[1] ?? 0);

/** Starts the season's generation, or answers the one still queued or running. */
export async function startSeasonLicences(
  deps: JobDeps,
  job: JobDefinition<SeasonLicenceJobData>,
  body: { seasonId: number; priceListItemIds?: number[] | null },
  userId: number,
  lang: Language,
): Promise<SeasonLicenceGeneration> {
  const { seasonId } = body;
  const season = await deps.db.query('SELECT 1 FROM seasons WHERE id = $1', [seasonId]);
  if (!season.rowCount)
    throw validationError([
      { field: 'seasonId', key: 'validation.notFoundRef', params: { label: 'seasonId', id: String(seasonId) } },
    ]);
  const ids = body.priceListItemIds?.length ? [...new Set(body.priceListItemIds)] : null;
  if (ids) {
    const unusable = await unusablePriceItems(deps.db, seasonId, ids);
    if (unusable.length)
      throw validationError([
        { field: 'priceListItemIds', key: 'orders.seasonLicences.unusableItems', params: { ids: unusable.join(', ') } },
      ]);
  }
  const data = { seasonId, priceListItemIds: ids, userId };
  const started = await deps.jobs.startOnce(deps.db, job, data, keyPrefix(seasonId), (tx) =>
    // Two requests for the same season at once: the second waits here and then finds the first.
    tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LICENCE_LOCK, seasonId]),
  );
  return getSeasonLicences(deps, started.id, lang);
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d == null ? null : String(d));

function present(p: JobProgress, lang: Language): SeasonLicenceGeneration {
  const result = p.result as { orders: number; items: number; amount: number } | null;
  return {
    jobId: p.id,
    seasonId: seasonOfKey(p.key),
    state: p.state,
    done: p.done,
    total: p.total,
    // The technical text stays in the log; the caller gets a sentence in its language.
    error: p.state === 'failed' ? translate(lang, 'orders.seasonLicences.failed') : null,
    result: p.state === 'completed' && result ? result : null,
    createdDate: iso(p.createdDate)!,
    finishedDate: iso(p.finishedDate),
  };
}

/** A generation job's progress; 404 for any other job. */
export async function getSeasonLicences(
  deps: JobDeps,
  jobId: string,
  lang: Language,
): Promise<SeasonLicenceGeneration> {
  const progress = await deps.jobs.progress(jobId);
  if (!progress || progress.name !== SEASON_LICENCE_QUEUE) throw notFound();
  return present(progress, lang);
}

export function registerSeasonLicenceRoutes(app: FastifyInstance, deps: AppDeps) {
  // Defined at start, so that this instance's workers take the jobs.
  const job = defineSeasonLicenceJob(deps);
  registerEndpoint(app, e.seasonLicences, async ({ body, user, lang }) => ({
    operationId: e.seasonLicences.operationId,
    links: [],
    data: await startSeasonLicences(deps, job, body, user!.userId, lang),
  }));
  registerEndpoint(app, e.seasonLicencesJob, async ({ params, lang }) => ({
    operationId: e.seasonLicencesJob.operationId,
    links: [],
    data: await getSeasonLicences(deps, params.jobId, lang),
  }));
}

/** Who may pass the generation's routes (orders.update in the admin zone: the office). */
export const seasonLicenceAccess: AccessRows = {
  'POST /api/admin-zone/orders/season-licences': OFFICE_WRITE,
  'GET /api/admin-zone/orders/season-licences/:jobId': OFFICE_WRITE,
};
