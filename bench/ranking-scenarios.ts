// Ranking generation (issue 15's speed target): signed in as the office, start the generation for
// all tournaments at the database's today through the API (a job), poll it until it completes and
// report its duration; meanwhile the people-list scenario (`people-name`) runs its load, and its
// rate is compared with the same SQL run directly right afterwards (the raw ratio, as the list
// scenarios report it). Target: under 60 s, and the people list within its ratio meanwhile.
import type pg from 'pg';
import type { Fixtures } from './fixtures';
import { HttpClient } from './http';
import { type LoadResult, runLoad } from './load';
import { rawListTask } from './raw';
import { SCENARIOS } from './scenarios';

export const RANKING_SCENARIO_ID = 'ranking-generate';
export const RANKING_TARGET_MS = 60_000;
const GENERATE = '/api/admin-zone/tournaments/rankings/generate';
/** The people list's load during the job: this many connections, in slices of this length. */
const CONNECTIONS = 4;
const SLICE_MS = 500;

export interface RankingGenerationResult {
  /** From the start call to the poll that saw the job completed. */
  wallMs: number;
  /** The job's own run (started → finished) as it recorded it. */
  jobMs: number | null;
  state: string;
  rankings: number;
  entries: number;
  counted: number;
  during: { requests: number; errors: number; rps: number; p99: number };
  raw: LoadResult;
  ratio: number;
  minRawRatio: number;
}

export async function measureRankingGeneration(
  baseUrl: string,
  http: HttpClient,
  pool: pg.Pool,
  token: string,
  f: Fixtures,
  log: (m: string) => void,
): Promise<RankingGenerationResult> {
  const people = SCENARIOS.find((s) => s.id === 'people-name');
  if (!people?.sql) throw new Error('bench: the people-name scenario is missing');
  const counted = (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tournament_participants WHERE points_cp IS NOT NULL`,
    )
  ).rows[0]!.n;
  const load = new HttpClient(baseUrl, CONNECTIONS);
  const slices: LoadResult[] = [];
  let wallMs = 0;
  let state = 'queued';
  let job: { jobId: string; result: { rankings: number; entries: number } | null } | null = null;
  try {
    const started = performance.now();
    const answer = await http.request(
      { method: 'POST', path: GENERATE, body: { rankDate: f.today }, status: 202 },
      token,
    );
    job = (answer.json as { data: typeof job }).data;
    const task = load.task(people.call(f), token);
    // Load slices until the job has finished, asking about it between slices.
    while (performance.now() - started < 10 * RANKING_TARGET_MS) {
      slices.push(await runLoad(task, { connections: CONNECTIONS, durationMs: SLICE_MS, warmupMs: 0 }));
      const polled = await http.request({ method: 'GET', path: `${GENERATE}/${job!.jobId}`, status: 200 }, token);
      const data = (polled.json as { data: { state: string } }).data;
      state = data.state;
      if (state === 'completed' || state === 'failed') {
        wallMs = performance.now() - started;
        job = { ...job!, result: (data as unknown as { result: { rankings: number; entries: number } | null }).result };
        break;
      }
    }
  } finally {
    await load.close();
  }
  const timing = await pool.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM finished_date - started_date) * 1000)::float8 AS ms FROM job_progress WHERE id = $1`,
    [job!.jobId],
  );
  const seconds = slices.length * (SLICE_MS / 1000);
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  const during = {
    requests,
    errors: slices.reduce((n, s) => n + s.errors, 0),
    rps: seconds ? requests / seconds : 0,
    p99: Math.max(0, ...slices.map((s) => s.p99)),
  };
  const raw = await runLoad(rawListTask(pool, people.sql(f)), {
    connections: CONNECTIONS,
    durationMs: Math.max(1000, seconds * 1000),
    warmupMs: 0,
  });
  const result: RankingGenerationResult = {
    wallMs,
    jobMs: timing.rows[0]?.ms ?? null,
    state,
    rankings: job?.result?.rankings ?? 0,
    entries: job?.result?.entries ?? 0,
    counted,
    during,
    raw,
    ratio: raw.rps ? during.rps / raw.rps : 0,
    minRawRatio: people.targets?.minRawRatio ?? 0.6,
  };
  log(
    `${RANKING_SCENARIO_ID}: ${state} in ${Math.round(wallMs)} ms (job ${Math.round(result.jobMs ?? 0)} ms), ` +
      `${result.rankings} rankings, ${result.entries} entries; people-name meanwhile ${Math.round(during.rps)} req/s ` +
      `(raw ${Math.round(raw.rps)}, ratio ${result.ratio.toFixed(2)}), ${during.errors} errors`,
  );
  return result;
}

/** Whether the run failed outright (the job failed or the list answered errors): the bench exits 1. */
export const rankingFailed = (r: RankingGenerationResult) => r.state !== 'completed' || r.during.errors > 0;

export function renderRankingSection(r: RankingGenerationResult, judge: boolean): string {
  const mark = (ok: boolean) => (judge ? (ok ? 'met' : '**missed**') : 'not judged (quick)');
  return [
    '## Ranking generation (issue 15)',
    '',
    `The generation for all tournaments at today's date, started through the API as the office (a job), polled until it ` +
      `completed; ${r.counted.toLocaleString('en')} results with ranking points in the data. Meanwhile \`people-name\` ` +
      `ran at ${CONNECTIONS} connections; its raw SQL ran right afterwards for as long.`,
    '',
    '| job | wall ms | job ms | rankings | entries | people-name req/s | p99 ms | errors | raw req/s | ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${r.state} | ${Math.round(r.wallMs)} | ${Math.round(r.jobMs ?? 0)} | ${r.rankings} | ${r.entries.toLocaleString('en')} | ` +
      `${Math.round(r.during.rps)} | ${r.during.p99.toFixed(1)} | ${r.during.errors} | ${Math.round(r.raw.rps)} | ${r.ratio.toFixed(2)} |`,
    '',
    '| target | result |',
    '| --- | --- |',
    `| generation under ${RANKING_TARGET_MS / 1000} s | ${mark(r.state === 'completed' && r.wallMs < RANKING_TARGET_MS)}: ${Math.round(r.wallMs)} ms |`,
    `| people list at ≥ ${r.minRawRatio} of raw meanwhile | ${mark(r.ratio >= r.minRawRatio)}: ${r.ratio.toFixed(2)} |`,
    '',
  ].join('\n');
}
