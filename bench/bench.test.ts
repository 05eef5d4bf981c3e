// The bench's own arithmetic and rules, without a database: percentiles, the plan rule, load
// levels, the report's table and targets, and that the scenario queries are ones the server's
// list parser accepts.
import { describe, expect, it } from 'vitest';
import { type EmailingResult, renderEmailingSection } from './emailing';
import type { Fixtures } from './fixtures';
import { type LoadResult, summarize } from './load';
import { parseLevels, parseOptions } from './options';
import { inspectPlan, type PlanNode } from './plans';
import { compile } from './raw';
import { type LevelResult, queueingNotes, renderReport, type ScenarioResult, targetChecks } from './report';
import { listQuery, parsedQuery, SCENARIOS, type Scenario } from './scenarios';

describe('summarize', () => {
  it('gives nearest-rank percentiles and throughput', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    const r = summarize(latencies, 2, 'boom', 4);
    expect(r).toMatchObject({
      requests: 100,
      errors: 2,
      firstError: 'boom',
      rps: 25,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
    });
  });

  it('copes with no requests', () => {
    expect(summarize([], 0, null, 1)).toMatchObject({ requests: 0, rps: 0, p99: 0 });
  });
});

describe('inspectPlan', () => {
  const large = new Set(['persons', 'person_roles']);
  const seq = (table: string, filter?: string): PlanNode => ({
    'Node Type': 'Seq Scan',
    'Relation Name': table,
    ...(filter ? { Filter: filter } : {}),
  });

  it('refuses a filtered sequential scan of a large table, in the page or the count', () => {
    const plan: PlanNode = { 'Node Type': 'Limit', Plans: [{ 'Node Type': 'Sort', Plans: [seq('persons', '(x)')] }] };
    expect(inspectPlan(plan, 'page', large).seqScans).toEqual(['persons (page)']);
    expect(inspectPlan(plan, 'count', large).seqScans).toEqual(['persons (count)']);
  });

  it('refuses an unfiltered scan feeding a page (an index gives the order)', () => {
    expect(inspectPlan(seq('persons'), 'page', large).seqScans).toEqual(['persons (page)']);
  });

  it('allows counting a whole table, small tables, and index scans', () => {
    expect(inspectPlan({ 'Node Type': 'Aggregate', Plans: [seq('persons')] }, 'count', large).seqScans).toEqual([]);
    expect(inspectPlan(seq('seasons', '(x)'), 'page', large).seqScans).toEqual([]);
    const indexed: PlanNode = {
      'Node Type': 'Nested Loop',
      Plans: [
        { 'Node Type': 'Index Scan', 'Relation Name': 'persons', 'Index Name': 'persons_name_idx' },
        { 'Node Type': 'Index Only Scan', 'Relation Name': 'person_roles', 'Index Name': 'roles_person_idx' },
      ],
    };
    expect(inspectPlan(indexed, 'page', large)).toEqual({
      seqScans: [],
      indexes: ['persons_name_idx', 'roles_person_idx'],
    });
  });
});

const fixtures: Fixtures = {
  adminUserName: 'admin@fedra.test',
  clubUserName: 'club@fedra.test',
  password: 'x',
  nameTerm: 'Dvořák',
  birthFrom: '2008-03-01',
  birthTo: '2008-03-31',
  clubId: 42,
  deepOffset: 100_000,
  codebookEtag: '"abc"',
  managerClubId: 7,
  contributionSeasonId: 2,
  contributionDeepOffset: 100_000,
  today: '2026-11-24',
  tournamentSeasonId: 3,
  tournamentTypeId: 1,
  competitionId: 77,
  largeCompetitionId: 78,
  persons: {
    surname: 'dvorak',
    registrationNumber: 'CZE 123-4567',
    birthNumber: '080315/1234',
    roleTypeId: 3,
    roleLevelId: 5,
    ageCategoryId: 4,
    sexId: 2,
    regionId: 11,
    districtId: 61,
    validAt: '2025-11-24',
    approvalStateId: 2,
    clubUserName: 'manager@club.test',
    clubId: 1571,
  },
};

describe('scenarios', () => {
  it('round-trips a list query string into the shape the server parses', () => {
    const qs = listQuery({
      offset: 40,
      limit: 20,
      sort: 'lastName',
      fields: {
        clubId: { o: 'valuesMemberOf', v: ['1', '2'] },
        birthDate: { o: 'valueDateRange', v: { from: 'a', to: 'b' } },
      },
    });
    expect(parsedQuery(qs)).toEqual({
      offset: '40',
      limit: '20',
      sort: 'lastName',
      'fields[clubId][o]': 'valuesMemberOf',
      'fields[clubId][v][]': ['1', '2'],
      'fields[birthDate][o]': 'valueDateRange',
      'fields[birthDate][v][from]': 'a',
      'fields[birthDate][v][to]': 'b',
    });
  });

  it('builds the server SQL of every data scenario, with the scenario values as parameters', () => {
    const data = SCENARIOS.filter((s) => s.sql);
    expect(data.map((s) => s.id)).toEqual([
      'seasons',
      'people-name',
      'people-dates',
      'people-club',
      'people-deep',
      'clubs',
      'boards',
      'club-zone-clubs',
      'people-count-date',
      'contributions-first',
      'contributions-deep',
      'contributions-club',
      'contributions-name',
      'contributions-unpaid',
      'club-report',
      'club-stats',
      'stats-districts',
      'stats-units',
      'stats-regions',
      'stats-sections',
      'count-by-sex',
      'sport-fields-date',
      'tournaments-current',
      'tournaments-filtered',
      'participants-discipline',
      'participants-large',
      'persons-first',
      'persons-name',
      'persons-registration',
      'persons-birth-number',
      'persons-club',
      'persons-role-type',
      'persons-role-level',
      'persons-age',
      'persons-sex',
      'persons-region',
      'persons-district',
      'persons-valid-at',
      'persons-approval',
      'club-zone-persons',
    ]);
    const params = (id: string) => {
      const s = SCENARIOS.find((x) => x.id === id)?.sql?.(fixtures);
      if (!s) throw new Error(id);
      return [...compile(s.page).values, ...compile(s.count).values];
    };
    expect(params('people-name')).toContain('%Dvořák%');
    expect(params('people-dates')).toContain('2008-03-01');
    expect(params('people-club')).toContainEqual([42]);
    expect(params('people-deep')).toContain(100_000);
    expect(params('club-zone-clubs')).toContain(7);
    expect(params('contributions-deep')).toContain(100_000);
    expect(params('contributions-name')).toContain('%Dvořák%');
    expect(params('contributions-club')).toContain(42);
    expect(params('tournaments-filtered')).toEqual(expect.arrayContaining([3, [1]]));
    expect(params('participants-discipline')).toContain(77);
    expect(params('participants-large')).toContain(78);
    for (const id of ['people-count-date', 'club-report', 'stats-sections', 'count-by-sex', 'sport-fields-date'])
      expect(params(id), id).toContain('2026-11-24');
    expect(params('persons-name')).toContain('%dvorak%');
    expect(params('persons-registration')).toContain('%CZE 123-4567%');
    expect(params('persons-birth-number')).toContain('0803151234%');
    expect(params('persons-club')).toContainEqual([42]);
    expect(params('persons-role-type')).toContainEqual([3]);
    expect(params('persons-role-level')).toContainEqual([5]);
    expect(params('persons-age')).toContain(4);
    expect(params('persons-sex')).toContain(2);
    expect(params('persons-region')).toContainEqual([11]);
    expect(params('persons-district')).toContainEqual([61]);
    expect(params('persons-valid-at')).toContain('2025-11-24');
    expect(params('persons-approval')).toContainEqual([2]);
    expect(params('club-zone-persons')).toContain(1571);
  });

  it('calls the persons list of the zone with the filter alone, as the club manager in the club zone', () => {
    const call = (id: string) => {
      const [path = '', qs = ''] =
        SCENARIOS.find((s) => s.id === id)
          ?.call(fixtures)
          .path.split('?') ?? [];
      return { path, query: parsedQuery(qs) };
    };
    expect(call('persons-first')).toEqual({ path: '/api/admin-zone/persons', query: { limit: '20' } });
    expect(call('persons-region')).toEqual({
      path: '/api/admin-zone/persons',
      query: { limit: '20', 'fields[regionId][o]': 'valuesEqual', 'fields[regionId][v]': '11' },
    });
    expect(call('persons-name').query).toMatchObject({ 'fields[fullName][o]': 'valuesLike' });
    expect(call('club-zone-persons')).toEqual({ path: '/api/club-zone/persons', query: { limit: '20' } });
    expect(SCENARIOS.find((s) => s.id === 'club-zone-persons')?.caller).toBe('clubOfPersons');
    for (const s of SCENARIOS.filter((x) => x.id.startsWith('persons-') || x.id === 'club-zone-persons'))
      expect(s.targets, s.id).toEqual({ p50Ms: 50, minRawRatio: 0.8 });
  });
});

describe('load levels', () => {
  const levelsOf = (argv: string[]) => parseOptions(argv).levels;

  it('runs 1, 4 and 50 connections by default, the saturated level longest', () => {
    expect(levelsOf([])).toEqual([
      { connections: 1, durationMs: 10_000 },
      { connections: 4, durationMs: 10_000 },
      { connections: 50, durationMs: 20_000 },
    ]);
    expect(levelsOf(['--quick'])).toEqual([
      { connections: 1, durationMs: 1000 },
      { connections: 4, durationMs: 1000 },
      { connections: 50, durationMs: 1000 },
    ]);
  });

  it('takes the levels and one duration for all or one per level', () => {
    expect(levelsOf(['--levels', '2, 8', '--duration', '5'])).toEqual([
      { connections: 2, durationMs: 5000 },
      { connections: 8, durationMs: 5000 },
    ]);
    expect(levelsOf(['--levels', '1,4,50', '--duration', '3,4,0.5'])).toEqual([
      { connections: 1, durationMs: 3000 },
      { connections: 4, durationMs: 4000 },
      { connections: 50, durationMs: 500 },
    ]);
    expect(levelsOf(['--levels', '16'])).toEqual([{ connections: 16, durationMs: 20_000 }]);
  });

  it('refuses levels out of order, repeated, fractional or empty, and durations that do not fit', () => {
    expect(() => parseLevels('4,1', undefined, false)).toThrow(/ascending/);
    expect(() => parseLevels('1,1', undefined, false)).toThrow(/ascending/);
    expect(() => parseLevels('0,4', undefined, false)).toThrow(/at least 1/);
    expect(() => parseLevels('1.5', undefined, false)).toThrow(/whole number/);
    expect(() => parseLevels('1,,4', undefined, false)).toThrow(/comma-separated/);
    expect(() => parseLevels('1,4,50', '1,2', false)).toThrow(/one per level \(3\)/);
    expect(() => parseLevels('1', '0', false)).toThrow(/positive/);
    expect(() => parseOptions(['--connections', '50'])).toThrow(/connections/);
  });
});

describe('report', () => {
  const result = (r: Partial<LoadResult>): LoadResult => ({
    requests: 10_000,
    errors: 0,
    firstError: null,
    rps: 1000,
    p50: 1,
    p95: 2,
    p99: 3,
    max: 4,
    ...r,
  });
  const scenario = (id: string): Scenario => {
    const s = SCENARIOS.find((x) => x.id === id);
    if (!s) throw new Error(id);
    return s;
  };
  const level = (connections: number, api: Partial<LoadResult>, raw?: Partial<LoadResult>): LevelResult => ({
    connections,
    api: result(api),
    raw: raw ? result(raw) : null,
  });
  const results: ScenarioResult[] = [
    {
      scenario: scenario('me'),
      levels: [level(1, { rps: 1400, p50: 0.6, p99: 2 }), level(50, { rps: 1531, p50: 31.9, p99: 56.2 })],
      plan: null,
      peakRssMiB: 146,
    },
    {
      scenario: scenario('people-name'),
      levels: [
        // Alone the API looks far slower than raw SQL; the share target is about capacity.
        level(1, { rps: 10, p99: 40, requests: 120 }, { rps: 50, p99: 20 }),
        level(4, { rps: 60 }, { rps: 70, errors: 1, firstError: 'timeout' }),
        level(50, { rps: 80, p99: 801 }, { rps: 100, p99: 657 }),
      ],
      plan: { ok: true, seqScans: [], indexes: ['persons_full_name_search_trgm_idx'] },
      peakRssMiB: 152,
    },
    {
      scenario: scenario('codebook-304'),
      levels: [level(1, { rps: 3000 }), level(50, { rps: 11_000 })],
      plan: null,
      peakRssMiB: 158,
    },
  ];
  const input = (quick: boolean) => ({
    when: new Date('2026-11-23T12:34:00Z'),
    machine: { cores: 2, cpuModel: 'test CPU', memoryGiB: 8, node: 'v20.20.2', postgres: '18.4' },
    options: parseOptions(quick ? ['--quick'] : []),
    database: 'database fedra_bench',
    generatedMs: null,
    totals: { persons: 1_000_000 },
    fixtures,
    facts: {
      nameMatches: 560,
      dateMatches: 2247,
      clubMembers: 685,
      persons: 1_000_000,
      contributions: 1_000_000,
      surnameMatches: 20_340,
      clubZonePersons: 1004,
    },
    results,
    serverPeakMiB: 234,
  });

  it('judges latency at the fewest connections and throughput at the most', () => {
    expect(targetChecks(input(false))).toEqual([
      { label: 'me: p99 < 10 ms at 1 connection', met: true, figure: '2.00 ms' },
      { label: "people-name: p99 within 3 ms of its raw SQL's at 1 connection", met: false, figure: '40.0 vs 20.0 ms' },
      { label: 'people-name: p99 < 30 ms at 1 connection', met: false, figure: '40.0 ms' },
      { label: 'people-name: ≥ 60 % of raw-SQL throughput at 50 connections', met: true, figure: '80 %' },
      { label: 'codebook-304: > 10,000 req/s at 50 connections', met: true, figure: '11,000' },
      { label: 'server memory < 300 MB', met: true, figure: '234 MiB peak' },
      { label: 'zero errors', met: false, figure: '1' },
    ]);
  });

  it('judges a p50 target at the fewest connections, with the raw share at the most', () => {
    const persons: ScenarioResult = {
      scenario: scenario('persons-sex'),
      levels: [level(1, { rps: 20, p50: 48.5, p99: 70 }, { rps: 25 }), level(50, { rps: 70 }, { rps: 100 })],
      plan: null,
      peakRssMiB: 150,
    };
    expect(targetChecks({ ...input(false), results: [persons] }).slice(1, 3)).toEqual([
      { label: 'persons-sex: p50 < 50 ms at 1 connection', met: true, figure: '48.5 ms' },
      { label: 'persons-sex: ≥ 80 % of raw-SQL throughput at 50 connections', met: false, figure: '70 %' },
    ]);
    expect(queueingNotes([persons])).toEqual([
      "persons-sex: p99 3.00 ms at 50 connections; Little's law puts the mean at 50 ÷ 70 req/s = 714 ms " +
        'for any request at that throughput, against a p50 of 48.5 ms at 1 connection',
    ]);
  });

  it("sets the saturated p99 beside Little's law instead of judging it", () => {
    expect(queueingNotes(results)).toEqual([
      "me: p99 56.2 ms at 50 connections; Little's law puts the mean at 50 ÷ 1,531 req/s = 32.7 ms " +
        'for any request at that throughput, against a p50 of 0.60 ms at 1 connection',
      "people-name: p99 801 ms at 50 connections; Little's law puts the mean at 50 ÷ 80 req/s = 625 ms " +
        'for any request at that throughput, against a p50 of 1.00 ms at 1 connection',
    ]);
  });

  it('judges every target at the one level of a single-level run and notes no queueing', () => {
    const single = results.map((r) => ({ ...r, levels: r.levels.slice(-1) }));
    const checks = targetChecks({ ...input(false), results: single });
    expect(checks[0]).toEqual({ label: 'me: p99 < 10 ms at 50 connections', met: false, figure: '56.2 ms' });
    expect(queueingNotes(single)).toEqual([]);
  });

  it('has one row per scenario and level with the raw figures and ratios of that level', () => {
    const report = renderReport(input(false));
    const lines = report.split('\n');
    const header = lines.findIndex((l) => l.startsWith('| scenario | conns |'));
    const rows = lines.slice(header + 2, lines.indexOf('', header));
    expect(rows).toEqual([
      '| me/new | 1 | 10,000 | 1,400 | 0.60 | 2.00 | 0 | – | – | – | – |',
      '|  | 50 | 10,000 | 1,531 | 31.9 | 56.2 | 0 | – | – | – | – |',
      '| people/simple: name filter + sort + page | 1 | 120 | 10 | 1.00 | 40.0 † | 0 | 50 | 20.0 | 20 % | 2.00× |',
      '|  | 4 | 10,000 | 60 | 1.00 | 3.00 | 0 | 70 | 3.00 | 86 % | 1.00× |',
      '|  | 50 | 10,000 | 80 | 1.00 | 801 | 0 | 100 | 657 | 80 % | 1.22× |',
      '| codebook 304 | 1 | 10,000 | 3,000 | 1.00 | 3.00 | 0 | – | – | – | – |',
      '|  | 50 | 10,000 | 11,000 | 1.00 | 3.00 | 0 | – | – | – | – |',
    ]);
    expect(report).toContain('† fewer than 1,000 requests');
    expect(report).toContain(
      '| people/simple: name filter + sort + page | 152 | ok: persons_full_name_search_trgm_idx |',
    );
    expect(report).toContain('- people-name at 4 connections: (raw: timeout)');
    expect(report).toContain('- Load: 1 connection for 10 s, 4 connections for 10 s, 50 connections for 20 s');
    expect(report).toContain('- **missed**: people-name: p99 < 30 ms at 1 connection (40.0 ms)');
    expect(report).toContain("- me: p99 56.2 ms at 50 connections; Little's law");
  });

  it('checks no target in a quick run', () => {
    const report = renderReport(input(true));
    expect(report).toContain('no target is checked');
    expect(report).not.toContain('Targets:');
    expect(report).not.toContain("Little's law puts");
  });
});

describe('e-mail campaign section', () => {
  const result = (rate: number, growth: number): EmailingResult => ({
    recipients: 100_000,
    sendSeconds: 100_000 / rate,
    messagesPerSecond: rate,
    wallSeconds: 100_000 / rate + 3,
    rss: { startMiB: 190, at25MiB: 200, at50MiB: 200 + growth / 2, at100MiB: 200 + growth, peakMiB: 200 + growth },
    outboxFiles: 100_000,
    materialise: { recipients: 385_000, requestMs: 40, seconds: 6.5 },
  });

  it('sends 100,000 by default, 2,000 quick, none on request', () => {
    expect(parseOptions([]).emailRecipients).toBe(100_000);
    expect(parseOptions(['--quick']).emailRecipients).toBe(2_000);
    expect(parseOptions(['--email-recipients', '0']).emailRecipients).toBe(0);
  });

  it('judges the rate and flat memory outside quick runs', () => {
    expect(renderEmailingSection(result(800, 5), true)).toMatch(/\| 800 \| at least 500: met \|.*flat: met/s);
    const slow = renderEmailingSection(result(300, 200), true);
    expect(slow).toContain('at least 500: **missed**');
    expect(slow).toContain('flat: **missed** (+200 MiB');
    expect(renderEmailingSection(result(300, 200), false)).toContain('not judged (quick)');
    expect(renderEmailingSection(result(800, 5), true)).toContain(
      '| send now to all members (385,000 recipients): request, recipients fixed by the job | 40 ms, 6.5 s |',
    );
  });
});
