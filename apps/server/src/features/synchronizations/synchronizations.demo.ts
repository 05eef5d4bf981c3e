// Demo runs (issue 33): a few days of recorded job runs before today, one of them failed, so the
// synchronizations page has a history before the server's own tasks add theirs.
import { sql } from 'drizzle-orm';
import { FEDERATION_TIME_ZONE } from '../../platform/clock';
import type { DemoStep } from '../../platform/modules/manifest';

/** [job, days before today, start hour, seconds it took, rows, error] */
const RUNS: [string, number, number, number, number | null, string | null][] = [
  ['requests.advance', 3, 2, 4, 3, null],
  ['economy.overdue-reminders', 3, 2, 12, 5, null],
  ['events.reminders', 3, 2, 2, 0, null],
  ['requests.advance', 2, 2, 3, 1, null],
  ['economy.overdue-reminders', 2, 2, 31, null, 'SMTP server did not answer (connect ETIMEDOUT 10.0.0.25:587)'],
  ['economy.overdue-reminders', 2, 3, 14, 5, null],
  ['events.reminders', 2, 2, 2, 4, null],
  ['rankings.generate', 2, 9, 48, 312, null],
  ['requests.advance', 1, 2, 3, 2, null],
  ['economy.overdue-reminders', 1, 2, 9, 2, null],
  ['events.reminders', 1, 2, 1, 1, null],
  ['orders.season-licences', 1, 10, 6, 18, null],
];

export const seedSynchronizationsDemo: DemoStep = async ({ client, today }) => {
  for (const [name, daysBefore, hour, seconds, rows, error] of RUNS) {
    const failed = error !== null;
    await client.execute(sql`
      INSERT INTO job_runs (name, kind, trigger, attempt, started_at, finished_at, state, rows, result, error, error_details)
      SELECT ${name}, 'job', 'queue', 1, s.at, s.at + make_interval(secs => ${seconds}), ${failed ? 'failed' : 'completed'},
             ${rows}::int, ${rows === null ? null : JSON.stringify({ rows })}::jsonb, ${error},
             ${failed ? `Error: ${error}\n    at sendOverdueReminders (economy.reminders.ts)` : null}
        FROM (SELECT (${today}::date - ${daysBefore}::int + make_interval(hours => ${hour})) AT TIME ZONE ${FEDERATION_TIME_ZONE} AS at) s`);
  }
  return [`${RUNS.length} job runs`];
};
