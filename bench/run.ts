// `npm run bench`: generates (or reuses) a large federation, starts the production server on it,
// drives every scenario at each load level (1, 4, 50 connections by default), runs the same SQL
// directly for the raw baseline at the same levels, checks the plans, and prints and saves a
// Markdown report. See docs/benchmark.md.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { createDatabase } from '../apps/server/src/platform/db/pool';
import { freePort, repoRoot } from '../scripts/lib/server-process';
import {
  BANK_STATEMENT_LINES,
  BANK_STATEMENTS_ID,
  measureBankStatements,
  renderBankStatementSection,
} from './bank-statements';
import { measureBulkPayment, renderBulkPaymentSection } from './contributions';
import { prepareBenchDatabase } from './database';
import { measureEmailing, renderEmailingSection } from './emailing';
import { type Fixtures, loadFixtures } from './fixtures';
import { summarizeHeapSnapshot } from './heap-summary';
import { HttpClient } from './http';
import { measureImportAndExport, renderImportSection, statsQueueWorkedOff } from './imports';
import { type LoadOptions, runLoad } from './load';
import { describeMachine } from './machine';
import { parseOptions } from './options';
import { checkPlans, largeTables } from './plans';
import {
  measureRankingGeneration,
  RANKING_SCENARIO_ID,
  rankingFailed,
  renderRankingSection,
} from './ranking-scenarios';
import { rawListTask } from './raw';
import { type LevelResult, renderMemorySection, renderReport, type ScenarioResult } from './report';
import { type Caller, type HttpCall, SCENARIOS } from './scenarios';
import { measureSeasonLicences, renderSeasonLicenceSection, SEASON_LICENCES_SCENARIO_ID } from './season-licences';
import { type BenchServer, sampleMemory, startBenchServer } from './server';
import { measureStatsCold, renderColdSection } from './stats-cold';
import { STATS_LISTS } from './stats-scenarios';

const log = (m: string) => console.log(`bench: ${m}`);

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const scenarios = options.only ? SCENARIOS.filter((s) => options.only?.includes(s.id)) : SCENARIOS;
  // `--only emailing`: the campaign section alone (it is not a load scenario).
  const emailingOnly = options.only?.length === 1 && options.only[0] === 'emailing';
  // `--only ranking-generate`: the ranking generation (a job, measured once) with the people list's load.
  const rankingRun = !options.only || options.only.includes(RANKING_SCENARIO_ID);
  // `--only bank-statements`: the statement import of 50,000 lines (issue 31), measured once.
  const bankRun = !options.only || options.only.includes(BANK_STATEMENTS_ID);
  // `--only season-licences`: the season licence orders job (issue 31), measured once.
  const licencesRun = !options.only || options.only.includes(SEASON_LICENCES_SCENARIO_ID);
  // `--only imports`: the CSV import and export of persons (issues 10 and 35), measured once.
  const importsRun = options.importRows > 0 && (!options.only || options.only.includes('imports'));
  if (scenarios.length === 0 && !emailingOnly && !rankingRun && !bankRun && !licencesRun && !importsRun)
    throw new Error(`no scenario matches --only; known: ${SCENARIOS.map((s) => s.id).join(', ')}`);

  if (options.build) await run('npm', ['run', 'build', '--silent']);
  const database = await prepareBenchDatabase({
    // BENCH_DATABASE: another name, so that two benches on one server keep their data apart.
    name: process.env.BENCH_DATABASE ?? (options.quick ? 'fedra_bench_quick' : 'fedra_bench'),
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
  // Sign-ins and fixtures only; each load run opens its own connections (see measureApi).
  const http = new HttpClient(server.baseUrl, 0);
  try {
    const machine = await describeMachine(database.connectionString);
    const totals = await tableTotals(raw.pool);
    const { fixtures, facts } = await loadFixtures(raw.pool, http);
    const large = await largeTables(raw.pool);

    // The server works off the kept statistics' queue in the background (a generation or an
    // earlier run's cleanup can leave hundreds of thousands of persons in it): meanwhile it takes
    // a core, and every scenario would be measured against it.
    if (scenarios.length) await statsQueueWorkedOff(raw.pool, log);
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      const token = await tokenFor(scenario.caller, http, fixtures.password, fixtures);
      const statements = scenario.sql?.(fixtures);
      const checked = statements ? await checkPlans(raw.pool, statements, large) : null;
      const plan =
        checked && !checked.ok && scenario.seqScanExpected
          ? { ...checked, ok: true, expected: scenario.seqScanExpected }
          : checked;
      const levels: LevelResult[] = [];
      let peakRssMiB = 0;
      // API and raw alternate level by level, so each ratio compares two runs seconds apart on a
      // machine whose neighbours come and go.
      for (const level of options.levels) {
        const load = { connections: level.connections, durationMs: level.durationMs, warmupMs: options.warmupMs };
        const memory = sampleMemory(server);
        const api = await measureApi(server.baseUrl, scenario.call(fixtures), token, load);
        peakRssMiB = Math.max(peakRssMiB, memory.stop());
        const rawResult = statements ? await runLoad(rawListTask(raw.pool, statements), load) : null;
        levels.push({ connections: level.connections, api, raw: rawResult });
        log(
          `${scenario.id} at ${level.connections}: ${Math.round(api.rps)} req/s, p50 ${api.p50.toFixed(1)} ms, ` +
            `p99 ${api.p99.toFixed(1)} ms, ${api.errors} errors` +
            (rawResult ? `; raw ${Math.round(rawResult.rps)} req/s, p99 ${rawResult.p99.toFixed(1)} ms` : ''),
        );
      }
      if (plan && !plan.ok) log(`${scenario.id}: SEQUENTIAL SCAN of ${plan.seqScans.join(', ')}`);
      results.push({ scenario, levels, plan, peakRssMiB });
    }

    const imports = importsRun
      ? await measureImportAndExport(
          server,
          raw.pool,
          await http.signIn(fixtures.adminUserName, fixtures.password),
          fixtures.clubId,
          options.importRows,
          log,
        )
      : null;

    // The ranking generation for all, with the people list's load meanwhile.
    const ranking = rankingRun
      ? await measureRankingGeneration(
          server.baseUrl,
          http,
          raw.pool,
          await http.signIn(fixtures.adminUserName, fixtures.password),
          fixtures,
          log,
        )
      : null;

    // The statistics cold, when a stats scenario ran (their kept results make the load figures warm).
    const statsIds = new Set([...STATS_LISTS.map((l) => l.id), 'stats-sections']);
    const cold = scenarios.some((s) => statsIds.has(s.id))
      ? await measureStatsCold(
          http,
          raw.pool,
          await http.signIn(fixtures.adminUserName, fixtures.password),
          fixtures,
          log,
        )
      : null;

    // After the list scenarios (it pays rows they list): once, when they ran.
    const payment = scenarios.some((s) => s.id.startsWith('contributions-'))
      ? await measureBulkPayment(
          http,
          raw.pool,
          await http.signIn(fixtures.adminUserName, fixtures.password),
          fixtures,
          log,
        )
      : null;

    const bank = bankRun
      ? await measureBankStatements(
          server,
          raw.pool,
          await http.signIn(fixtures.adminUserName, fixtures.password),
          BANK_STATEMENT_LINES,
          log,
        )
      : null;

    const licences = licencesRun
      ? await measureSeasonLicences(
          http,
          raw.pool,
          await http.signIn(fixtures.adminUserName, fixtures.password),
          fixtures,
          log,
        )
      : null;

    // Last: its send fills the server's memory and the database's WAL for a while.
    const emailing =
      options.emailRecipients > 0 && (!options.only || options.only.includes('emailing'))
        ? await measureEmailing(
            http,
            raw.pool,
            server,
            await http.signIn(fixtures.adminUserName, fixtures.password),
            options.emailRecipients,
            path.resolve(repoRoot, database.serverEnv.DATA_DIR ?? 'data', 'outbox'),
            log,
          )
        : null;

    const serverPeakMiB = server.peakRssMiB();
    const peakMemory = server.peakMemory();
    const when = new Date();
    // BENCH_HEAP_SNAPSHOT=1: a heap snapshot of the server after the peak was read (it pauses the
    // server for seconds and doubles its memory meanwhile: not in CI's quick run); or the one taken
    // when the memory passed BENCH_HEAP_SNAPSHOT_MIB (bench/server.ts).
    const heap = process.env.BENCH_HEAP_SNAPSHOT
      ? await heapSnapshot(server, when)
      : await summarized(await server.thresholdSnapshot());
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
    const withRanking = ranking ? `${report}\n${renderRankingSection(ranking, !options.quick)}` : report;
    const withImports = imports ? `${withRanking}\n${renderImportSection(imports, !options.quick)}` : withRanking;
    const withCold = cold ? `${withImports}\n${renderColdSection(cold)}` : withImports;
    const withPayment = payment ? `${withCold}\n${renderBulkPaymentSection(payment, !options.quick)}` : withCold;
    const withBank = bank ? `${withPayment}\n${renderBankStatementSection(bank, !options.quick)}` : withPayment;
    const withLicences = licences ? `${withBank}\n${renderSeasonLicenceSection(licences, !options.quick)}` : withBank;
    const withEmailing = emailing
      ? `${withLicences}\n${renderEmailingSection(emailing, !options.quick)}`
      : withLicences;
    const fullReport = `${withEmailing}\n${renderMemorySection(serverPeakMiB, peakMemory, heap)}\n`;
    console.log(`\n${fullReport}`);
    const file = path.join(
      repoRoot,
      'bench',
      'results',
      // To the second: two benches finishing in one minute (a narrow --only each) kept one file.
      `${when.toISOString().slice(0, 19).replace(/[T:]/g, '-')}${options.quick ? '-quick' : ''}.md`,
    );
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fullReport);
    log(`report saved to ${path.relative(repoRoot, file)}`);

    const planFailures = results.filter((r) => r.plan && !r.plan.ok);
    const errorsOf = (r: ScenarioResult) => r.levels.reduce((n, l) => n + l.api.errors + (l.raw?.errors ?? 0), 0);
    const withErrors = results.filter((r) => errorsOf(r) > 0);
    for (const r of planFailures)
      console.error(`bench: FAILED ${r.scenario.id}: sequential scan of ${r.plan?.seqScans.join(', ')}`);
    for (const r of withErrors) console.error(`bench: FAILED ${r.scenario.id}: ${errorsOf(r)} errors`);
    if (ranking && rankingFailed(ranking)) console.error(`bench: FAILED ${RANKING_SCENARIO_ID}: ${ranking.state}`);
    return planFailures.length || withErrors.length || (ranking && rankingFailed(ranking)) ? 1 : 0;
  } finally {
    await http.close();
    await raw.pool.end();
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
    await stopServer(server);
  }
}

/**
 * One API load run on connections of its own, closed afterwards: a level's warm-up then includes
 * connecting, and no socket sits idle through the other levels long enough for the server's
 * keep-alive timeout to close it under a later run.
 */
async function measureApi(baseUrl: string, call: HttpCall, token: string | undefined, load: LoadOptions) {
  const client = new HttpClient(baseUrl, load.connections);
  try {
    return await runLoad(client.task(call, token), load);
  } finally {
    await client.close();
  }
}

async function heapSnapshot(server: BenchServer, when: Date) {
  const file = path.join(
    repoRoot,
    'bench',
    '.data',
    `server-${when.toISOString().slice(0, 16).replace(/[T:]/g, '-')}.heapsnapshot`,
  );
  log('writing a heap snapshot of the server');
  return summarized(await server.heapSnapshot(file));
}

async function summarized(file: string | null) {
  return file ? { file: path.relative(repoRoot, file), summary: await summarizeHeapSnapshot(file) } : null;
}

async function stopServer(server: BenchServer) {
  if (!(await server.stop())) log('the server did not stop cleanly');
}

async function tokenFor(
  caller: Caller,
  http: HttpClient,
  password: string,
  f: Pick<Fixtures, 'adminUserName' | 'clubUserName' | 'persons'>,
) {
  if (caller === 'anonymous') return undefined;
  const userName = { admin: f.adminUserName, club: f.clubUserName, clubOfPersons: f.persons.clubUserName }[caller];
  // A fresh token per scenario: a long run outlasts the access token's lifetime.
  return http.signIn(userName, password);
}

async function tableTotals(pool: pg.Pool): Promise<Record<string, number>> {
  const tables = [
    'persons',
    'person_roles',
    'clubs',
    'club_roles',
    'seasons',
    'boards',
    'users',
    'tournaments',
    'tournament_competitions',
    'tournament_participants',
  ];
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
