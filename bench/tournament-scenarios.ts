// The tournament scenarios (issue 14): the admin tournament list (the default current tab, and
// filtered by season and type) and a discipline's applications (one of about twenty applicants,
// and the largest), each against raw SQL. The list and participant calls are built on other
// branches of the issue: until they are merged here, the raw side runs the reference statements
// below (what those lists must answer: the page of the list convention and its count), and the
// HTTP side answers 404. After the merge, `sql` should call the services' own builders
// (as the other scenarios do) so the baseline is exactly the server's SQL.
import { type SQL, sql } from 'drizzle-orm';
import { type ListSpec, parseListQuery, whereSql } from '../apps/server/src/platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../apps/server/src/platform/list-query/list-statements';
import type { Fixtures } from './fixtures';
import { listQuery, parsedQuery, type Scenario } from './scenarios';

/** The issue asks these lists for the bench's ratios to raw SQL, as the people list's. */
const TARGETS = { minRawRatio: 0.6 };
const LIST = '/api/admin-zone/tournaments';
const PAGE = 20;

const pairFilter = (column: SQL) => (f: { values: unknown[] }) =>
  sql`EXISTS (SELECT 1 FROM tournament_type_levels tl WHERE tl.tournament_id = t.id AND ${column} = ANY(${sql.param(
    f.values,
  )}::integer[]))`;

const LIST_SPEC: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`t.name`, sort: true },
    dateFrom: { type: 'date', column: sql`t.date_from`, sort: true },
    seasonId: { type: 'number', column: sql`t.season_id` },
    stateId: { type: 'number', column: sql`t.state_id` },
    regionId: { type: 'number', column: sql`t.region_id` },
    typeId: { type: 'number', filter: pairFilter(sql`tl.type_id`), operators: ['valuesEqual', 'valuesMemberOf'] },
  },
  defaultSort: 'dateFrom',
  tieBreaker: sql`t.id ASC`,
};

/** Statute 8 (DECISIONS.md): required referees per started ten athletes, by the type's ratio. */
const REQUIRED = sql`ceil(t.signed_athletes::numeric / coalesce((ty.attrs->>'athletesPerReferee')::int, 10))::int`;

/** The admin list's current tab: what is not finished yet, soonest first, with statute 8's columns. */
export function tournamentListReferenceSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, LIST_SPEC);
  return selectStatements(q, {
    columns: sql`t.id, t.name, t.code, t.date_from AS "dateFrom", t.date_till AS "dateTill",
      to_char(t.time_from, 'HH24:MI') AS "timeFrom", t.season_id AS "seasonId", s.name AS "seasonName",
      t.organizer_id AS "organizerId", coalesce(c.name, t.organizer_text) AS "organizerName", t.type_id AS "typeId",
      t.level_id AS "levelId", t.state_id AS "stateId", t.is_cancelled AS "isCancelled", t.city,
      t.region_id AS "regionId", t.signed_athletes AS "signedAthletes", t.signed_referees AS "signedReferees",
      ${REQUIRED} AS "requiredReferees", greatest(0, ${REQUIRED} - t.signed_referees) AS "missingReferees",
      (SELECT count(*)::int FROM tournament_competitions tc WHERE tc.tournament_id = t.id) AS "disciplineCount"`,
    from: sql`tournaments t JOIN seasons s ON s.id = t.season_id LEFT JOIN clubs c ON c.id = t.organizer_id
      LEFT JOIN codebook_entries ty ON ty.list = 'tournamentTypes' AND ty.id = t.type_id`,
    where: whereSql([sql`t.date_till >= current_date`, ...q.where]),
    countFrom: sql`tournaments t`,
  });
}

/** A discipline's applications as the admin zone lists them: by name, with person and club. */
export function participantListReferenceSql(competitionId: number, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, {
    fields: { lastName: { type: 'text', column: sql`pe.last_name`, sort: [sql`pe.last_name`, sql`pe.first_name`] } },
    defaultSort: 'lastName',
    tieBreaker: sql`p.id ASC`,
  });
  return selectStatements(q, {
    columns: sql`p.id, p.tournament_competition_id AS "competitionId", p.tournament_id AS "tournamentId",
      p.person_id AS "personId", pe.first_name AS "firstName", pe.last_name AS "lastName",
      pe.registration_number AS "registrationNumber", pe.birth_date AS "birthDate", p.role_id AS "roleId",
      p.club_id AS "clubId", coalesce(c.name, p.note->>'clubName') AS "clubName", p.state_id AS "stateId",
      p.registered, p.registration_approved_date AS "registrationApprovedDate", p.note`,
    from: sql`tournament_participants p JOIN persons pe ON pe.id = p.person_id LEFT JOIN clubs c ON c.id = p.club_id`,
    where: whereSql([sql`p.tournament_competition_id = ${competitionId}`, ...q.where]),
    countFrom: sql`tournament_participants p`,
  });
}

function listScenario(
  id: string,
  title: string,
  path: (f: Fixtures) => string,
  query: (f: Fixtures) => string,
  statements: (q: Record<string, unknown>, f: Fixtures) => ListStatements,
): Scenario {
  return {
    id,
    title,
    caller: 'admin',
    targets: TARGETS,
    call: (f) => ({ method: 'GET', path: `${path(f)}?${query(f)}`, status: 200 }),
    sql: (f) => statements(parsedQuery(query(f)), f),
  };
}

const participants = (competition: (f: Fixtures) => number) => (f: Fixtures) =>
  `/api/admin-zone/tournaments/competitions/${competition(f)}/participants`;

export const TOURNAMENT_SCENARIOS: Scenario[] = [
  listScenario(
    'tournaments-current',
    'tournaments: current tab, first page',
    () => LIST,
    () => listQuery({ limit: PAGE }),
    (q) => tournamentListReferenceSql(q),
  ),
  listScenario(
    'tournaments-filtered',
    'tournaments: current tab, season + type',
    () => LIST,
    (f) =>
      listQuery({
        limit: PAGE,
        fields: {
          seasonId: { o: 'valuesEqual', v: String(f.tournamentSeasonId) },
          typeId: { o: 'valuesEqual', v: String(f.tournamentTypeId) },
        },
      }),
    (q) => tournamentListReferenceSql(q),
  ),
  listScenario(
    'participants-discipline',
    'tournament participants: a discipline of ~20',
    participants((f) => f.competitionId),
    () => listQuery({ limit: 100 }),
    (q, f) => participantListReferenceSql(f.competitionId, q),
  ),
  listScenario(
    'participants-large',
    'tournament participants: the largest discipline',
    participants((f) => f.largeCompetitionId),
    () => listQuery({ limit: 100 }),
    (q, f) => participantListReferenceSql(f.largeCompetitionId, q),
  ),
];
