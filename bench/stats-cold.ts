// The statistics cold: the first call after a change. Before each call one person's role really
// changes (its end moves, and back the next time), as any committed change to persons, roles,
// clubs or registrations does: the change is queued, and the call works it off and counts from
// the counts kept per group (issue 35 item 1). Before the calls the kept counts are brought up to
// date once (after a generation or the migration that made them, that is a recount of everyone),
// and that time is reported too.
import type pg from 'pg';
import type { Fixtures } from './fixtures';
import type { HttpClient } from './http';
import { STATS_LISTS } from './stats-scenarios';

export interface ColdCall {
  path: string;
  ms: number[];
}

export interface ColdStats {
  /** The kept counts brought up to date before the calls (ms; a recount of all after a generation). */
  catchUpMs: number;
  calls: ColdCall[];
}

const RUNS = 3;
/** Issue 35: every statistic under 300 ms cold on the million-person data. */
const COLD_TARGET_MS = 300;

/** Works off whatever is queued for the kept counts, as the server's periodic task would. */
async function catchUp(pool: pg.Pool, today: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const r = await pool.query<{ current: boolean }>(
      'SELECT stats_counts_drain($1::date, NULL, 50000, 600000) AS current',
      [today],
    );
    if (r.rows[0]?.current) return performance.now() - started;
  }
}

export async function measureStatsCold(
  http: HttpClient,
  pool: pg.Pool,
  token: string,
  f: Fixtures,
  log: (m: string) => void,
): Promise<ColdStats> {
  const catchUpMs = await catchUp(pool, f.today);
  log(`stats: kept counts up to date in ${Math.round(catchUpMs)} ms`);
  const paths = [
    ...STATS_LISTS.map((l) => `/api/admin-zone/${l.path}/${f.today}?limit=20`),
    `/api/admin-zone/club/stats/sections/${f.today}`,
  ];
  // A role of a club member valid today: its end toggles between open and far away.
  const role = (
    await pool.query<{ id: number }>(
      `SELECT id FROM person_roles WHERE club_id IS NOT NULL AND valid_from <= $1::date AND valid_till IS NULL
        ORDER BY id LIMIT 1`,
      [f.today],
    )
  ).rows[0]!.id;
  const calls: ColdCall[] = [];
  for (const path of paths) {
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await pool.query(
        `UPDATE person_roles SET valid_till = CASE WHEN valid_till IS NULL THEN DATE '2099-12-31' END WHERE id = $1`,
        [role],
      );
      const started = performance.now();
      await http.request({ method: 'GET', path, status: 200 }, token);
      ms.push(performance.now() - started);
    }
    log(`cold ${path}: ${ms.map((m) => Math.round(m)).join(', ')} ms`);
    calls.push({ path, ms });
  }
  return { catchUpMs, calls };
}

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? 0;

export function renderColdSection(cold: ColdStats): string {
  const lines = [
    '## Statistics cold (the first call after a change)',
    '',
    `Each call ${RUNS} times; before each, one person's role changed (committed), so each call works off that change and counts from the counts kept per group, at one connection. Before the calls the kept counts were brought up to date in ${Math.round(cold.catchUpMs).toLocaleString('en')} ms (after a generation or their migration: a recount of every person).`,
    '',
    '| call | ms (each run) | median |',
    '| --- | --- | ---: |',
  ];
  for (const c of cold.calls) {
    lines.push(
      `| \`${c.path.replace(/\?.*/, '')}\` | ${c.ms.map((m) => Math.round(m)).join(', ')} | ${Math.round(median(c.ms))} |`,
    );
  }
  const worst = Math.max(...cold.calls.map((c) => median(c.ms)));
  lines.push(
    '',
    `- ${worst < COLD_TARGET_MS ? 'met' : '**missed**'}: every statistic under ${COLD_TARGET_MS} ms cold (slowest median ${Math.round(worst)} ms)`,
  );
  return `${lines.join('\n')}\n`;
}
