// The date-sensitive server suites once more with the test clock a year after the demo day
// (FEDRA_TEST_TODAY): a test or a query that passes only near one calendar date fails here, in CI,
// instead of on main some day later. The suites: every file that works with tournament windows,
// validity periods, ledgers, contracts, journals or scheduled articles.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '../apps/server/src/platform/clock/clock';
import { TEST_TODAY } from '../apps/server/test/database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATE_SENSITIVE =
  /^(tournament|league|leagues|economy|contracts|articles|person|persons|my-profile|registration-check|referee-journal|club-credits|contributions|boards|card-contents|requests|transfers|clubs-register|sport-fields|reports|statistics|stats-counts|emailing|seasons|orders|invoices|bank-statements|price-list|disciplinary|events|representation|reporting|synchronizations|webhooks|public)\b.*\.test\.ts$/;

// The suites live in a folder per feature (apps/server/test/<feature>/); their names still say
// what they cover. Transfers and loans (effective dates, objection deadlines), the registers' validity
// and approvals, the anonymisation candidates (years without a role), and the economy's invoices
// (issue and due dates, overdue, reminders) count days too.
const files = readdirSync(path.join(root, 'apps/server/test'), { recursive: true, encoding: 'utf8' })
  .filter((f) => DATE_SENSITIVE.test(path.basename(f)))
  .map((f) => `apps/server/test/${f.split(path.sep).join('/')}`)
  .sort();
const yearAhead = addDays(TEST_TODAY, 365);
console.log(`${files.length} date-sensitive suites with the test clock at ${yearAhead}`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FEDRA_TEST_TODAY: yearAhead },
});
process.exit(run.status ?? 1);
