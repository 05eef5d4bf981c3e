// Season licence orders (issue 31 §2's speed target): signed in as the office, the generation of
// every club's licence orders for the contributions' season runs through the API as a job, polled
// until it completes; then once more (nothing new: the idempotent rerun's cost). The price list it
// reads is the bench's own (a licence per club role type, cheaper for youth), added before and
// removed afterwards with the orders made, so the database stays as generated. Target: the
// 10,080 clubs and 1M persons in under 60 s.
import type pg from 'pg';
import type { Fixtures } from './fixtures';
import type { HttpClient } from './http';

export const SEASON_LICENCES_SCENARIO_ID = 'season-licences';
export const SEASON_LICENCES_TARGET_MS = 60_000;
const GENERATE = '/api/admin-zone/orders/season-licences';
/** The bench's price-list items are recognised by this name prefix (and removed at the end). */
const PREFIX = 'bench: ';

type Job = { jobId: string; state: string; result: { orders: number; items: number; amount: number } | null };

export interface LicenceRun {
  wallMs: number;
  jobMs: number | null;
  state: string;
  orders: number;
  items: number;
  amount: number;
}

export interface SeasonLicenceResult {
  clubs: number;
  persons: number;
  roles: number;
  first: LicenceRun;
  again: LicenceRun;
}

/**
 * The bench's price list: a licence of any age for the roles that hold a licence (athletes, coaches,
 * hosted foreigners: is_athlete or is_coach), and for athletes (type 2) a youth licence of the
 * categories up to 18 (ageCategories 1–6), so that the age rule runs. Club membership is not a
 * licence: it is paid by the person contributions (issue 12), so the members' role is not priced.
 */
export async function addPrices(pool: pg.Pool, seasonId: number): Promise<void> {
  await pool.query(
    `INSERT INTO price_list_items (category_id, kind, name, amount, vat_rate, season_id, age_category_id, person_role_type_id)
     SELECT 2, 'person', '${PREFIX}' || t.name_cs, 30000 + t.id * 1050, 0, $1::int, NULL::int, t.id
       FROM person_role_types t WHERE t.is_club_role AND (t.is_athlete OR t.is_coach)
     UNION ALL
     SELECT 2, 'person', '${PREFIX}youth ' || e.id, 15050, 0, $1::int, e.id, 2
       FROM codebook_entries e WHERE e.list = 'ageCategories' AND e.id BETWEEN 1 AND 6`,
    [seasonId],
  );
}

export async function cleanUp(pool: pg.Pool, seasonId: number): Promise<void> {
  await pool.query(
    `DELETE FROM orders WHERE origin = 'season-licences' AND season_id = $1
       AND id IN (SELECT order_id FROM order_items i JOIN price_list_items p ON p.id = i.price_list_item_id
                   WHERE p.name LIKE '${PREFIX}%')`,
    [seasonId],
  );
  await pool.query(`DELETE FROM price_list_items WHERE name LIKE '${PREFIX}%'`);
}

async function runOnce(http: HttpClient, pool: pg.Pool, token: string, seasonId: number): Promise<LicenceRun> {
  const started = performance.now();
  const answer = await http.request({ method: 'POST', path: GENERATE, body: { seasonId }, status: 202 }, token);
  let job = (answer.json as { data: Job }).data;
  while (performance.now() - started < 10 * SEASON_LICENCES_TARGET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const polled = await http.request({ method: 'GET', path: `${GENERATE}/${job.jobId}`, status: 200 }, token);
    job = (polled.json as { data: Job }).data;
    if (job.state === 'completed' || job.state === 'failed') break;
  }
  const wallMs = performance.now() - started;
  const timing = await pool.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM finished_date - started_date) * 1000)::float8 AS ms FROM job_progress WHERE id = $1`,
    [job.jobId],
  );
  return {
    wallMs,
    jobMs: timing.rows[0]?.ms ?? null,
    state: job.state,
    orders: job.result?.orders ?? 0,
    items: job.result?.items ?? 0,
    amount: job.result?.amount ?? 0,
  };
}

export async function measureSeasonLicences(
  http: HttpClient,
  pool: pg.Pool,
  token: string,
  f: Fixtures,
  log: (m: string) => void,
): Promise<SeasonLicenceResult> {
  const seasonId = f.contributionSeasonId;
  const { rows } = await pool.query<{ clubs: number; persons: number; roles: number }>(
    `SELECT (SELECT count(*)::int FROM clubs) AS clubs, (SELECT count(*)::int FROM persons) AS persons,
            (SELECT count(*)::int FROM person_roles) AS roles`,
  );
  await cleanUp(pool, seasonId);
  await addPrices(pool, seasonId);
  try {
    const first = await runOnce(http, pool, token, seasonId);
    const again = await runOnce(http, pool, token, seasonId);
    log(
      `season licences: ${Math.round(first.wallMs)} ms (${first.orders} orders, ${first.items} items); ` +
        `again ${Math.round(again.wallMs)} ms (${again.items} items)`,
    );
    if (first.state !== 'completed' || again.state !== 'completed' || again.items !== 0)
      throw new Error(
        `bench: the season licence generation ended ${first.state}, then ${again.state} (${again.items} items)`,
      );
    return { ...rows[0]!, first, again };
  } finally {
    await cleanUp(pool, seasonId);
  }
}

export function renderSeasonLicenceSection(r: SeasonLicenceResult, judge: boolean): string {
  const mark = (ok: boolean) => (judge ? (ok ? 'met' : '**missed**') : 'not judged (quick)');
  const row = (name: string, x: LicenceRun) =>
    `| ${name} | ${Math.round(x.wallMs).toLocaleString('en')} | ${x.jobMs === null ? '–' : Math.round(x.jobMs).toLocaleString('en')} | ${x.orders.toLocaleString('en')} | ${x.items.toLocaleString('en')} | ${(x.amount / 100).toLocaleString('en')} |`;
  return [
    '## Season licence orders (issue 31)',
    '',
    `The generation job for ${r.clubs.toLocaleString('en')} clubs, ${r.persons.toLocaleString('en')} persons and ` +
      `${r.roles.toLocaleString('en')} roles, started through the API and polled until it completed; then again (nothing new).`,
    '',
    '| run | wall ms | job ms | orders | items | CZK |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('first', r.first),
    row('again', r.again),
    '',
    '| target | result |',
    '| --- | --- |',
    `| every club under ${SEASON_LICENCES_TARGET_MS / 1000} s | ${mark(r.first.wallMs < SEASON_LICENCES_TARGET_MS)}: ${Math.round(r.first.wallMs)} ms |`,
    '',
  ].join('\n');
}
