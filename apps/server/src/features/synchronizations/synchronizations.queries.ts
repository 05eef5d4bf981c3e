// The synchronizations' SQL: the columns of a run (the contract's JobRun), the history list
// (filtered, sorted and paged in SQL on job_runs' indexes) and its export.
import type { JobRun } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Runs with who started them by hand. */
export const RUN_FROM = sql`job_runs r LEFT JOIN users u ON u.id = r.started_by_id`;

/** A run's columns in the contract's shape, of RUN_FROM. */
export const RUN_COLUMNS = sql`r.id::float8 AS id, r.name, r.kind, r.trigger, r.job_id AS "jobId", r.attempt,
  u.user_name AS "startedBy",
  ${iso('r.started_at')} AS "startedAt", ${iso('r.finished_at')} AS "finishedAt",
  round(extract(epoch FROM r.finished_at - r.started_at) * 1000)::int AS "durationMs",
  r.state, r.rows, r.result, r.error, r.error_details AS "errorDetails"`;

export const runListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`r.name`, operators: ['valuesEqual', 'valuesMemberOf'], sort: true },
    state: { type: 'text', column: sql`r.state`, operators: ['valuesEqual', 'valuesMemberOf'] },
    trigger: { type: 'text', column: sql`r.trigger`, operators: ['valuesEqual', 'valuesMemberOf'] },
    kind: { type: 'text', column: sql`r.kind`, operators: ['valuesEqual', 'valuesMemberOf'] },
    startedAt: { type: 'date', column: sql`r.started_at`, sort: true },
    durationMs: { type: 'number', column: sql`(r.finished_at - r.started_at)`, filterable: false, sort: true },
    rows: { type: 'number', column: sql`r.rows`, sort: true },
  },
  defaultSort: '-startedAt',
  tieBreaker: sql`r.id DESC`,
};

export function runListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, runListSpec);
  return selectStatements(q, {
    columns: RUN_COLUMNS,
    from: RUN_FROM,
    countFrom: sql`job_runs r`,
    where: whereSql(q.where),
  });
}

export const runListExport = defineListExport({
  name: 'job-runs',
  title: { cs: 'Běhy úloh', en: 'Job runs' },
  columns: [
    { label: { cs: 'Úloha', en: 'Job' }, value: (r: JobRun) => r.name, width: 32 },
    { label: { cs: 'Spuštění', en: 'Trigger' }, value: (r) => r.trigger },
    { label: { cs: 'Spustil', en: 'Started by' }, value: (r) => r.startedBy, width: 24 },
    { label: { cs: 'Začátek', en: 'Started' }, type: 'dateTime', value: (r) => r.startedAt, width: 20 },
    { label: { cs: 'Konec', en: 'Finished' }, type: 'dateTime', value: (r) => r.finishedAt, width: 20 },
    { label: { cs: 'Trvání (ms)', en: 'Duration (ms)' }, type: 'number', value: (r) => r.durationMs },
    { label: { cs: 'Stav', en: 'State' }, value: (r) => r.state },
    { label: { cs: 'Řádky', en: 'Rows' }, type: 'number', value: (r) => r.rows },
    { label: { cs: 'Chyba', en: 'Error' }, value: (r) => r.error, width: 40 },
  ],
});
