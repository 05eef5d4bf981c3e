// The ranking generation as a platform job: one job at a time. A start while a generation is
// queued or running answers that job (whatever it was asked for); starts at the same moment are
// serialized by an advisory lock, so exactly one job is created. The handler runs the generation
// in one transaction that also takes the generation's advisory lock.
import type { RankingGeneration } from '@fedra/contract';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { notFound, validationError } from '../../platform/errors/app-error';
import { type Language, translate } from '../../platform/i18n/messages';
import type { JobDefinition, JobProgress, JobQueue } from '../../platform/jobs/job-queue';
import { generateRankings, type RankingGenerationResult } from './ranking-generation';

export interface RankingJobData {
  rankDate: string;
  tournamentId: number | null;
  userId: number | null;
}

export const RANKING_QUEUE = 'rankings.generate';

type JobDeps = { db: Db; jobs: JobQueue };

export function defineRankingJob(deps: JobDeps): JobDefinition<RankingJobData> {
  return deps.jobs.defineOnce<RankingJobData>(RANKING_QUEUE, () => ({
    name: RANKING_QUEUE,
    retryLimit: 1,
    retryDelaySeconds: 5,
    timeoutSeconds: 15 * 60,
    // One transaction: a failed attempt leaves nothing, a retry starts over.
    handler: (data, ctx) =>
      transaction(deps.db, async (client) => {
        await client.query(`SET LOCAL work_mem = '64MB'`);
        return generateRankings(client, { ...data, progress: (done, total) => ctx.progress(done, total) });
      }),
  }));
}

/** Arbitrary constant of the start's advisory lock: "rnkS" in ASCII. */
const START_LOCK = 0x726e6b53;

/** Starts a generation, or answers the one still queued or running. */
export async function startRankingGeneration(
  deps: JobDeps,
  job: JobDefinition<RankingJobData>,
  input: { rankDate: string; tournamentId: number | null },
  userId: number,
  lang: Language,
): Promise<{ generation: RankingGeneration; created: boolean }> {
  if (input.tournamentId) {
    const { rowCount } = await deps.db.query('SELECT 1 FROM tournaments WHERE id = $1', [input.tournamentId]);
    if (!rowCount)
      throw validationError([
        {
          field: 'tournamentId',
          key: 'validation.notFoundRef',
          params: { label: 'tournamentId', id: String(input.tournamentId) },
        },
      ]);
  }
  const data = { rankDate: input.rankDate, tournamentId: input.tournamentId, userId };
  const started = await deps.jobs.startOnce(deps.db, job, data, 'ranking:', (tx) =>
    // Two starts at once: the second waits here and then finds the first.
    tx.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]),
  );
  return { generation: await getRankingGeneration(deps, started.id, lang), created: started.created };
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d == null ? null : String(d));

function presentGeneration(p: JobProgress, lang: Language): RankingGeneration {
  const result = p.result as RankingGenerationResult | null;
  return {
    jobId: p.id,
    state: p.state,
    done: p.done,
    total: p.total,
    // The technical text stays in the log; the caller gets a sentence in its language.
    error: p.state === 'failed' ? translate(lang, 'rankings.generationFailed') : null,
    result: p.state === 'completed' && result ? { rankings: result.rankings, entries: result.entries } : null,
    createdDate: iso(p.createdDate)!,
    finishedDate: iso(p.finishedDate),
  };
}

/** A ranking generation job's progress; 404 for any other job. */
export async function getRankingGeneration(deps: JobDeps, jobId: string, lang: Language): Promise<RankingGeneration> {
  const progress = await deps.jobs.progress(jobId);
  if (!progress || progress.name !== RANKING_QUEUE) throw notFound();
  return presentGeneration(progress, lang);
}
