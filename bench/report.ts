// The Markdown report: what was measured on what, one row per scenario, and the issue's targets.
import type { FixtureFacts, Fixtures } from './fixtures';
import type { LoadResult } from './load';
import { type Machine, machineMarkdown } from './machine';
import type { BenchOptions } from './options';
import type { PlanCheck } from './plans';
import type { Scenario } from './scenarios';

export interface ScenarioResult {
  scenario: Scenario;
  api: LoadResult;
  raw: LoadResult | null;
  plan: PlanCheck | null;
  peakRssMiB: number;
}

export interface ReportInput {
  when: Date;
  machine: Machine;
  options: BenchOptions;
  database: string;
  generatedMs: number | null;
  /** Rows per table after generation. */
  totals: Record<string, number>;
  fixtures: Fixtures;
  facts: FixtureFacts;
  results: ScenarioResult[];
  /** VmHWM of the server process at the end. */
  serverPeakMiB: number;
}

export interface TargetCheck {
  label: string;
  met: boolean;
  figure: string;
}

/** Server memory must stay under this during the run (MiB). */
export const MEMORY_TARGET_MIB = 300;

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const int = (v: number) => Math.round(v).toLocaleString('en-US');
const ratio = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)} %` : '–');

export function targetChecks(input: ReportInput): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const r of input.results) {
    const t = r.scenario.targets;
    if (!t) continue;
    if (t.p99Ms !== undefined) {
      checks.push({
        label: `${r.scenario.id}: p99 < ${t.p99Ms} ms`,
        met: r.api.p99 < t.p99Ms,
        figure: `${ms(r.api.p99)} ms`,
      });
    }
    if (t.minRps !== undefined) {
      checks.push({
        label: `${r.scenario.id}: > ${int(t.minRps)} req/s`,
        met: r.api.rps > t.minRps,
        figure: int(r.api.rps),
      });
    }
    if (t.minRawRatio !== undefined && r.raw) {
      const share = r.api.rps / r.raw.rps;
      checks.push({
        label: `${r.scenario.id}: ≥ ${t.minRawRatio * 100} % of raw-SQL throughput`,
        met: share >= t.minRawRatio,
        figure: ratio(r.api.rps, r.raw.rps),
      });
    }
  }
  checks.push({
    label: `server memory < ${MEMORY_TARGET_MIB} MB`,
    met: input.serverPeakMiB < MEMORY_TARGET_MIB,
    figure: `${int(input.serverPeakMiB)} MiB peak`,
  });
  const errors = input.results.reduce((n, r) => n + r.api.errors + (r.raw?.errors ?? 0), 0);
  checks.push({ label: 'zero errors', met: errors === 0, figure: int(errors) });
  return checks;
}

export function renderReport(input: ReportInput): string {
  const o = input.options;
  const f = input.fixtures;
  const x = input.facts;
  const lines: string[] = [];
  lines.push(
    `# Fedra benchmark, ${input.when.toISOString().slice(0, 16).replace('T', ' ')} UTC${o.quick ? ' (quick)' : ''}`,
  );
  lines.push('');
  lines.push(machineMarkdown(input.machine));
  lines.push(`- Database: ${input.database}`);
  lines.push(
    `- Data: ${Object.entries(input.totals)
      .map(([t, n]) => `${int(n)} ${t}`)
      .join(', ')}` +
      (input.generatedMs === null
        ? ' (generated earlier, reused)'
        : ` (generated in ${(input.generatedMs / 1000).toFixed(0)} s)`),
  );
  lines.push(
    `- Load: ${o.connections} connections, ${o.durationMs / 1000} s per scenario after ${o.warmupMs / 1000} s of warm-up; ` +
      `server pool ${o.poolSize} connections, raw baseline the same pool size and concurrency`,
  );
  lines.push(
    `- Values: name "${f.nameTerm}" (${int(x.nameMatches)} matches), birth dates ${f.birthFrom}…${f.birthTo} ` +
      `(${int(x.dateMatches)}), club ${f.clubId} (${int(x.clubMembers)} current members), deep page offset ${int(f.deepOffset)} of ${int(x.persons)}`,
  );
  lines.push('');
  lines.push(
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | errors | raw req/s | raw p99 ms | API/raw req/s | API/raw p99 | server RSS MiB | plan |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of input.results) {
    const a = r.api;
    const raw = r.raw;
    lines.push(
      `| ${r.scenario.title} | ${int(a.rps)} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${int(a.errors)} | ` +
        `${raw ? int(raw.rps) : '–'} | ${raw ? ms(raw.p99) : '–'} | ${raw ? ratio(a.rps, raw.rps) : '–'} | ` +
        `${raw ? `${(a.p99 / Math.max(raw.p99, 0.001)).toFixed(2)}×` : '–'} | ${int(r.peakRssMiB)} | ${planCell(r.plan)} |`,
    );
  }
  const firstErrors = input.results.filter((r) => r.api.firstError || r.raw?.firstError);
  if (firstErrors.length) {
    lines.push('');
    lines.push('Errors:');
    for (const r of firstErrors) {
      lines.push(
        `- ${r.scenario.id}: ${r.api.firstError ?? ''} ${r.raw?.firstError ? `(raw: ${r.raw.firstError})` : ''}`,
      );
    }
  }
  lines.push('');
  if (o.quick) {
    lines.push('Quick run: small data and short scenarios, to keep the bench working; no target is checked.');
  } else {
    lines.push('Targets:');
    for (const c of targetChecks(input)) lines.push(`- ${c.met ? 'met' : '**missed**'}: ${c.label} (${c.figure})`);
  }
  lines.push('');
  return lines.join('\n');
}

function planCell(plan: PlanCheck | null): string {
  if (!plan) return '–';
  if (!plan.ok) return `**SEQ SCAN** ${plan.seqScans.join(', ')}`;
  return plan.indexes.length ? `ok: ${plan.indexes.join(', ')}` : 'ok';
}
