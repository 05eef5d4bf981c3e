// `npm run bench`: generates (or reuses) a large federation, starts the production server on it,
// drives every scenario with concurrent connections, runs the same SQL directly for the raw
// baseline, checks the plans, and prints and saves a Markdown report. See docs/benchmark.md.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { createDatabase } from '../apps/server/src/platform/db/pool';
import { freePort, repoRoot } from '../scripts/lib/server-process';
import { prepareBenchDatabase } from './database';
import { loadFixtures } from './fixtures';
import { HttpClient } from './http';
import { runLoad } from './load';
import { describeMachine } from './machine';
import { parseOptions } from './options';
import { checkPlans, largeTables } from './plans';
import { rawListTask } from './raw';
import { renderReport, type ScenarioResult } from './report';
import { type Caller, SCENARIOS } from './scenarios';
import { type BenchServer, sampleMemory, startBenchServer } from './server';

const log = (m: string) => console.log(`bench: ${m}`);

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const scenarios = options.only ? SCENARIOS.filter((s) => options.only?.includes(s.id)) : SCENARIOS;
  if (scenarios.length === 0)
    throw new Error(`no scenario matches --only; known: ${SCENARIOS.map((s) => s.id).join(', ')}`);

  if (options.build) await run('npm', ['run', 'build', '--silent']);
  const database = await prepareBenchDatabase({
    name: options.quick ? 'fedra_bench_quick' : 'fedra_bench',
    sizes: options.sizes,
    // Quick data takes seconds: always generated, so CI exercises the generator every time.
    regenerate: options.regenerate || options.quick,
    embeddedPort: await freePort(),
    log,
  });
  log(`data ready in ${database.describe}`);
  const serverLog = path.join(repoRoot, 'bench', '.data', `server${options.quick ? '-quick' : ''}.log`);
  await mkdir(path.dirname(serverLog), { recursive: true });

  const server = await startBenchServer(
    {
      ...database.serverEnv,
      DB_POOL_SIZE: String(options.poolSize),
      DEMO_DATA: 'true',
      WEB_DIST: path.join(repoRoot, 'apps', 'web', 'dist'),
    },
    await freePort(),
    serverLog,
  );
  const stopOnSignal = () => {
    console.error('bench: interrupted, stopping the server');
    void server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  log(`server ready at ${server.baseUrl} (its log: ${path.relative(repoRoot, serverLog)})`);

  const raw = createDatabase(database.connectionString, { max: options.poolSize });
  const http = new HttpClient(server.baseUrl, options.connections);
  try {
    const machine = await describeMachine(database.connectionString);
    const totals = await tableTotals(raw.pool);
    const { fixtures, facts } = await loadFixtures(raw.pool, http);
    const large = await largeTables(raw.pool);
    const load = { connections: options.connections, durationMs: options.durationMs, warmupMs: options.warmupMs };

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      const token = await tokenFor(scenario.caller, http, fixtures.password, fixtures);
      const statements = scenario.sql?.(fixtures);
      const plan = statements ? await checkPlans(raw.pool, statements, large) : null;
      const memory = sampleMemory(server);
      const api = await runLoad(http.task(scenario.call(fixtures), token), load);
      const peakRssMiB = memory.stop();
      const rawResult = statements ? await runLoad(rawListTask(raw.pool, statements), load) : null;
      results.push({ scenario, api, raw: rawResult, plan, peakRssMiB });
      log(
        `${scenario.id}: ${Math.round(api.rps)} req/s, p99 ${api.p99.toFixed(1)} ms, ${api.errors} errors` +
          (rawResult ? `; raw ${Math.round(rawResult.rps)} req/s, p99 ${rawResult.p99.toFixed(1)} ms` : '') +
          (plan && !plan.ok ? `; SEQUENTIAL SCAN of ${plan.seqScans.join(', ')}` : ''),
      );
    }

    const serverPeakMiB = server.peakRssMiB();
    const when = new Date();
    const report = renderReport({
      when,
      machine,
      options,
      database: database.describe,
      generatedMs: database.generatedMs,
      totals,
      fixtures,
      facts,
      results,
      serverPeakMiB,
    });
    console.log(`\n${report}`);
    const file = path.join(
      repoRoot,
      'bench',
      'results',
      `${when.toISOString().slice(0, 16).replace(/[T:]/g, '-')}${options.quick ? '-quick' : ''}.md`,
    );
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, report);
    log(`report saved to ${path.relative(repoRoot, file)}`);

    const planFailures = results.filter((r) => r.plan && !r.plan.ok);
    const withErrors = results.filter((r) => r.api.errors > 0 || (r.raw?.errors ?? 0) > 0);
    for (const r of planFailures)
      console.error(`bench: FAILED ${r.scenario.id}: sequential scan of ${r.plan?.seqScans.join(', ')}`);
    for (const r of withErrors)
      console.error(`bench: FAILED ${r.scenario.id}: ${r.api.errors + (r.raw?.errors ?? 0)} errors`);
    return planFailures.length || withErrors.length ? 1 : 0;
  } finally {
    await http.close();
    await raw.pool.end();
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
    await stopServer(server);
  }
}

async function stopServer(server: BenchServer) {
  if (!(await server.stop())) log('the server did not stop cleanly');
}

async function tokenFor(
  caller: Caller,
  http: HttpClient,
  password: string,
  f: { adminUserName: string; clubUserName: string },
) {
  if (caller === 'anonymous') return undefined;
  // A fresh token per scenario: a long run outlasts the access token's lifetime.
  return http.signIn(caller === 'admin' ? f.adminUserName : f.clubUserName, password);
}

async function tableTotals(pool: pg.Pool): Promise<Record<string, number>> {
  const tables = ['persons', 'person_roles', 'clubs', 'club_roles', 'seasons', 'boards', 'users'];
  const { rows } = await pool.query<Record<string, number>>(
    `SELECT ${tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`,
  );
  const row = rows[0] ?? {};
  return Object.fromEntries(tables.map((t) => [t.replace('_', ' '), row[t] ?? 0]));
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    console.error(`bench: ${err.message}`);
    process.exitCode = 1;
  },
);
