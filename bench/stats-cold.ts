// The statistics calls cold: the API keeps each stats result until the data change, so the load
// scenarios mostly read kept snapshots. Here the data version is moved on before each call (as any
// committed change to persons, roles, clubs or registrations does), so every call computes anew:
// the wait of the first visitor after a change.
import type pg from 'pg';
import type { Fixtures } from './fixtures';
import type { HttpClient } from './http';
import { STATS_LISTS } from './stats-scenarios';

export interface ColdCall {
  path: string;
  ms: number[];
}

const RUNS = 3;

export async function measureStatsCold(
  http: HttpClient,
  pool: pg.Pool,
  token: string,
  f: Fixtures,
  log: (m: string) => void,
): Promise<ColdCall[]> {
  const paths = [
    ...STATS_LISTS.map((l) => `/api/admin-zone/${l.path}/${f.today}?limit=20`),
    `/api/admin-zone/club/stats/sections/${f.today}`,
  ];
  const results: ColdCall[] = [];
  for (const path of paths) {
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await pool.query('UPDATE stats_version SET n = n + 1');
      const started = performance.now();
      await http.request({ method: 'GET', path, status: 200 }, token);
      ms.push(performance.now() - started);
    }
    log(`cold ${path}: ${ms.map((m) => Math.round(m)).join(', ')} ms`);
    results.push({ path, ms });
  }
  return results;
}

export function renderColdSection(calls: ColdCall[]): string {
  const lines = [
    '## Statistics cold (the first call after a change)',
    '',
    `Each call ${RUNS} times, the data version moved on before each (as a committed change does), so each computes its stats anew at one connection. The load scenarios above read the kept result.`,
    '',
    '| call | ms (each run) | median |',
    '| --- | --- | ---: |',
  ];
  for (const c of calls) {
    const sorted = [...c.ms].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    lines.push(
      `| \`${c.path.replace(/\?.*/, '')}\` | ${c.ms.map((m) => Math.round(m)).join(', ')} | ${Math.round(median)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
