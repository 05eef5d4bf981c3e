// The generation as a platform job: one queue, one job per request, except that a request for a
// season whose generation is still queued or running answers that job.
import type { ContributionGeneration } from '@fedra/contract';
import type { Db } from '../../platform/db/pool';
import { notFound, validationError } from '../../platform/errors/app-error';
import { type Language, translate } from '../../platform/i18n/messages';
import type { JobDefinition, JobProgress, JobQueue } from '../../platform/jobs/job-queue';
import { generateContributions, seasonExists } from './contribution-generation';

export interface GenerationJobData {
  seasonId: number;
  userId: number | null;
}

export const GENERATION_QUEUE = 'contributions.generate';

type JobDeps = { db: Db; jobs: JobQueue };

export function defineGenerationJob(deps: JobDeps): JobDefinition<GenerationJobData> {
  return deps.jobs.defineOnce<GenerationJobData>(GENERATION_QUEUE, () => ({
    name: GENERATION_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 5,
    timeoutSeconds: 30 * 60,
    // Each batch commits and a rerun changes only what is still missing: a retry starts over.
    handler: ({ seasonId, userId }, ctx) =>
      generateContributions(deps.db, seasonId, {
        userId,
        signal: ctx.signal,
        progress: (done, total) => ctx.progress(done, total),
      }),
  }));
}

/** Arbitrary constant of the generation's per-season advisory lock: "cont" in ASCII. */
const GENERATION_LOCK = 0x636f6e74;

/** The key of a season's generation jobs: the season, then a unique part (a later run is a new job). */
const keyPrefix = (seasonId: number) => `season-${seasonId}:`;

const seasonOfKey = (key: string | null) => Number(/^season-(\d+):/.exec(key ?? '')?.[1] ?? 0);

/** Starts the season's generation, or answers the one still queued or running. */
export async function startGeneration(
  deps: JobDeps,
  job: JobDefinition<GenerationJobData>,
  seasonId: number,
  userId: number,
  lang: Language,
): Promise<{ generation: ContributionGeneration; created: boolean }> {
  if (!(await seasonExists(deps.db, seasonId)))
    throw validationError([
      { field: 'seasonId', key: 'validation.notFoundRef', params: { label: 'seasonId', id: String(seasonId) } },
    ]);
  const started = await deps.jobs.startOnce(deps.db, job, { seasonId, userId }, keyPrefix(seasonId), (tx) =>
    // Two requests for the same season at once: the second waits here and then finds the first.
    tx.query('SELECT pg_advisory_xact_lock($1, $2)', [GENERATION_LOCK, seasonId]),
  );
  return { generation: await getGeneration(deps, started.id, lang), created: started.created };
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d == null ? null : String(d));

function presentGeneration(p: JobProgress, lang: Language): ContributionGeneration {
  const result = p.result as { created: number; updated: number; unchanged: number } | null;
  return {
    jobId: p.id,
    seasonId: seasonOfKey(p.key),
    state: p.state,
    done: p.done,
    total: p.total,
    // The technical text stays in the log; the caller gets a sentence in its language.
    error: p.state === 'failed' ? translate(lang, 'contributions.generationFailed') : null,
    result: p.state === 'completed' && result ? result : null,
    createdDate: iso(p.createdDate)!,
    finishedDate: iso(p.finishedDate),
  };
}

/** A generation job's progress; 404 for any other job. */
export async function getGeneration(deps: JobDeps, jobId: string, lang: Language): Promise<ContributionGeneration> {
  const progress = await deps.jobs.progress(jobId);
  if (!progress || progress.name !== GENERATION_QUEUE) throw notFound();
  return presentGeneration(progress, lang);
}
