// The plan check: EXPLAIN each list statement on the generated data and refuse a sequential scan
// of a large table where an index should serve. A plain count over a whole table (no filter) may
// scan it: there is nothing an index could narrow.
import type pg from 'pg';
import type { ListStatements } from '../apps/server/src/platform/list-query/list-statements';
import { compile } from './raw';

/** A table with at least this many rows counts as large. */
export const LARGE_TABLE_ROWS = 100_000;

export interface PlanCheck {
  ok: boolean;
  /** "persons (page)" for each offending scan. */
  seqScans: string[];
  /** Why the scenario's sequential scans are the right plan (Scenario.seqScanExpected): not a failure. */
  expected?: string;
  /** The indexes the plans use. */
  indexes: string[];
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

export async function largeTables(pool: pg.Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.reltuples >= $1`,
    [LARGE_TABLE_ROWS],
  );
  return new Set(rows.map((r) => r.relname));
}

export async function checkPlans(pool: pg.Pool, statements: ListStatements, large: Set<string>): Promise<PlanCheck> {
  const seqScans: string[] = [];
  const indexes = new Set<string>();
  for (const [which, statement] of [
    ['page', statements.page],
    ['count', statements.count],
  ] as const) {
    const q = compile(statement);
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${q.text}`,
      q.values,
    );
    const root = rows[0]?.['QUERY PLAN'][0].Plan;
    if (!root) throw new Error('bench: EXPLAIN returned no plan');
    const found = inspectPlan(root, which, large);
    seqScans.push(...found.seqScans);
    for (const i of found.indexes) indexes.add(i);
  }
  return { ok: seqScans.length === 0, seqScans, indexes: [...indexes].sort() };
}

/** The offending sequential scans and the indexes used in one plan (EXPLAIN's JSON `Plan`). */
export function inspectPlan(
  root: PlanNode,
  which: 'page' | 'count',
  large: Set<string>,
): { seqScans: string[]; indexes: string[] } {
  const seqScans: string[] = [];
  const indexes: string[] = [];
  walk(root, (node) => {
    if (node['Index Name']) indexes.push(node['Index Name']);
    const table = node['Relation Name'];
    if (node['Node Type'] !== 'Seq Scan' || !table || !large.has(table)) return;
    const wholeTableCount = which === 'count' && node.Filter === undefined;
    if (!wholeTableCount) seqScans.push(`${table} (${which})`);
  });
  return { seqScans, indexes };
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}
