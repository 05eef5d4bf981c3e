// The scenarios: what each one calls, as whom, what answer counts as success, and (for the data
// scenarios) the SQL the server runs for it, built by the service's own builder so the raw
// baseline and the EXPLAIN check run exactly the server's statements.

import { type ListQuery, listQueryToSearchParams } from '@fedra/contract/common/list-query';
import { boardsListSql } from '../apps/server/src/features/boards/boards.service';
import { clubsSimpleListSql } from '../apps/server/src/features/clubs/clubs.service';
import { contributionsListSql } from '../apps/server/src/features/contributions/contribution-queries';
import { countPeopleSql, peopleSimpleListSql } from '../apps/server/src/features/people/people.service';
import { seasonsListSql } from '../apps/server/src/features/seasons/seasons.service';
import type { ListStatements } from '../apps/server/src/platform/list-query/list-statements';
import type { Fixtures } from './fixtures';
import { PERSON_SCENARIOS } from './person-scenarios';
import { STATS_SCENARIOS, singleStatement } from './stats-scenarios';
import { TOURNAMENT_SCENARIOS } from './tournament-scenarios';

/** `clubOfPersons`: the manager of a big generated club (`Fixtures.persons.clubUserName`). */
export type Caller = 'anonymous' | 'admin' | 'club' | 'clubOfPersons';

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The status that counts as success. */
  status: number;
}

export interface Scenario {
  id: string;
  title: string;
  caller: Caller;
  call(f: Fixtures): HttpCall;
  /** The server's statements for this call (data scenarios only). */
  sql?: (f: Fixtures) => ListStatements;
  /** Why a sequential scan of a large table is the right plan here (it then does not fail the scenario). */
  seqScanExpected?: string;
  /** Targets from the issue, checked in the report (never in --quick). */
  targets?: { p50Ms?: number; p99Ms?: number; minRps?: number; minRawRatio?: number };
}

/** A list query string, serialized as the web client serializes it. */
export const listQuery = (q: ListQuery): string => listQueryToSearchParams(q).toString();

/** The parsed form of a query string, as Fastify hands it to the route (repeated keys -> arrays). */
export function parsedQuery(qs: string): Record<string, unknown> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(qs)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

const ADMIN = { zone: 'admin', fedUnitIds: null } as const;
const PAGE = 20;

/** A data scenario: one GET list call whose SQL the service builds from the same query. */
function listScenario(
  s: Omit<Scenario, 'call' | 'sql'> & {
    path: string;
    query: (f: Fixtures) => string;
    statements: (query: Record<string, unknown>, f: Fixtures) => ListStatements;
  },
): Scenario {
  return {
    id: s.id,
    title: s.title,
    caller: s.caller,
    targets: s.targets,
    call: (f) => ({ method: 'GET', path: `${s.path}?${s.query(f)}`, status: 200 }),
    sql: (f) => s.statements(parsedQuery(s.query(f)), f),
  };
}

const PEOPLE_TARGETS = { p99Ms: 30, minRawRatio: 0.6 };
/** The issue asks the contribution list for the people list's ratios to raw SQL. */
const CONTRIBUTION_TARGETS = { minRawRatio: 0.6 };
const CONTRIBUTIONS = '/api/admin-zone/person-contributions';
/** The season of the generated contributions, as the list's filter. */
const seasonFilter = (f: Fixtures) => ({ seasonId: { o: 'valuesEqual' as const, v: String(f.contributionSeasonId) } });
/** The count of a season (or its unpaid part) reads most of the table: a scan is the cheapest way. */
const WHOLE_SEASON =
  "the count covers (most of) the table's only season: scanning it beats walking an index of every row";

/** The contribution list scenarios: as the people list's, with the season's filter. */
function contributionScenario(
  id: string,
  title: string,
  query: (f: Fixtures) => ListQuery,
  seqScanExpected?: string,
): Scenario {
  return {
    ...listScenario({
      id,
      title,
      caller: 'admin',
      path: CONTRIBUTIONS,
      query: (f) => listQuery(query(f)),
      statements: (q) => contributionsListSql(ADMIN, q),
      targets: CONTRIBUTION_TARGETS,
    }),
    ...(seqScanExpected ? { seqScanExpected } : {}),
  };
}

export const SCENARIOS: Scenario[] = [
  {
    id: 'login',
    title: 'login (argon2id)',
    caller: 'anonymous',
    call: (f) => ({
      method: 'POST',
      path: '/api/account/login',
      body: { userName: f.adminUserName, password: f.password },
      status: 200,
    }),
  },
  {
    id: 'me',
    title: 'me/new',
    caller: 'admin',
    call: () => ({ method: 'GET', path: '/api/account/me/new', status: 200 }),
    targets: { p99Ms: 10 },
  },
  {
    id: 'codebook-200',
    title: 'codebook 200',
    caller: 'anonymous',
    call: () => ({ method: 'GET', path: '/api/global-zone/codebook', status: 200 }),
  },
  {
    id: 'codebook-304',
    title: 'codebook 304',
    caller: 'anonymous',
    call: (f) => ({
      method: 'GET',
      path: '/api/global-zone/codebook',
      headers: { 'if-none-match': f.codebookEtag },
      status: 304,
    }),
    targets: { minRps: 10_000 },
  },
  listScenario({
    id: 'seasons',
    title: 'seasons',
    caller: 'admin',
    path: '/api/admin-zone/seasons',
    query: () => listQuery({ limit: PAGE }),
    statements: (q) => seasonsListSql(q),
  }),
  listScenario({
    id: 'people-name',
    title: 'people/simple: name filter + sort + page',
    caller: 'admin',
    path: '/api/admin-zone/people/simple',
    query: (f) => listQuery({ limit: PAGE, sort: 'lastName', fields: { search: { o: 'valuesLike', v: f.nameTerm } } }),
    statements: (q) => peopleSimpleListSql(ADMIN, q),
    targets: PEOPLE_TARGETS,
  }),
  listScenario({
    id: 'people-dates',
    title: 'people/simple: birth-date range',
    caller: 'admin',
    path: '/api/admin-zone/people/simple',
    query: (f) =>
      listQuery({
        limit: PAGE,
        sort: 'lastName',
        fields: { birthDate: { o: 'valueDateRange', v: { from: f.birthFrom, to: f.birthTo } } },
      }),
    statements: (q) => peopleSimpleListSql(ADMIN, q),
    targets: PEOPLE_TARGETS,
  }),
  listScenario({
    id: 'people-club',
    title: 'people/simple: member of a club',
    caller: 'admin',
    path: '/api/admin-zone/people/simple',
    query: (f) =>
      listQuery({ limit: PAGE, sort: 'lastName', fields: { clubId: { o: 'valuesMemberOf', v: [String(f.clubId)] } } }),
    statements: (q) => peopleSimpleListSql(ADMIN, q),
    targets: PEOPLE_TARGETS,
  }),
  listScenario({
    id: 'people-deep',
    title: 'people/simple: deep page',
    caller: 'admin',
    path: '/api/admin-zone/people/simple',
    query: (f) => listQuery({ offset: f.deepOffset, limit: PAGE, sort: 'lastName' }),
    statements: (q) => peopleSimpleListSql(ADMIN, q),
  }),
  listScenario({
    id: 'clubs',
    title: 'clubs/simple',
    caller: 'admin',
    path: '/api/admin-zone/clubs/simple',
    query: () => listQuery({ limit: PAGE, sort: 'name' }),
    statements: (q) => clubsSimpleListSql(ADMIN, q),
  }),
  listScenario({
    id: 'boards',
    title: 'boards',
    caller: 'admin',
    path: '/api/admin-zone/boards',
    query: () => listQuery({ limit: PAGE }),
    statements: (q) => boardsListSql(q),
  }),
  listScenario({
    id: 'club-zone-clubs',
    title: 'club zone: clubs/simple (club manager)',
    caller: 'club',
    path: '/api/club-zone/clubs/simple',
    query: () => listQuery({ limit: PAGE }),
    statements: (q, f) => clubsSimpleListSql({ zone: 'club', clubId: f.managerClubId }, q),
  }),
  {
    id: 'people-count-date',
    title: 'people/count/date (today)',
    caller: 'admin',
    call: (f) => ({ method: 'GET', path: `/api/admin-zone/people/count/date/${f.today}`, status: 200 }),
    sql: (f) => singleStatement(countPeopleSql(ADMIN, f.today)),
    targets: { p99Ms: 50 },
  },
  contributionScenario(
    'contributions-first',
    'person-contributions: season, first page',
    (f) => ({ limit: PAGE, fields: seasonFilter(f) }),
    WHOLE_SEASON,
  ),
  contributionScenario(
    'contributions-deep',
    'person-contributions: season, deep page',
    (f) => ({ offset: f.contributionDeepOffset, limit: PAGE, fields: seasonFilter(f) }),
    WHOLE_SEASON,
  ),
  contributionScenario('contributions-club', 'person-contributions: season + club', (f) => ({
    limit: PAGE,
    fields: { ...seasonFilter(f), clubId: { o: 'valuesEqual', v: String(f.clubId) } },
  })),
  contributionScenario('contributions-name', 'person-contributions: season + name search', (f) => ({
    limit: PAGE,
    fields: { ...seasonFilter(f), fullName: { o: 'valuesLike', v: f.nameTerm } },
  })),
  contributionScenario(
    'contributions-unpaid',
    'person-contributions: season + unpaid',
    (f) => ({ limit: PAGE, fields: { ...seasonFilter(f), paidStateId: { o: 'valuesEqual', v: '1' } } }),
    WHOLE_SEASON,
  ),
  ...STATS_SCENARIOS,
  ...TOURNAMENT_SCENARIOS,
  ...PERSON_SCENARIOS,
];
