// The tournament scenarios (issue 14): the admin tournament list (the current tab, and filtered
// by season and type) and a discipline's applications (one of about twenty applicants, and the
// largest), each against its raw SQL: the very statements the services build, run without HTTP.
import { competitionParticipantsStatements } from '../apps/server/src/features/tournaments/tournament-participants.service';
import { tournamentsListSql } from '../apps/server/src/features/tournaments/tournaments.queries';
import type { ListStatements } from '../apps/server/src/platform/list-query/list-statements';
import type { Fixtures } from './fixtures';
import { listQuery, parsedQuery, type Scenario } from './scenarios';

/** The issue asks these lists for the bench's ratios to raw SQL, as the people list's. */
const TARGETS = { minRawRatio: 0.6 };
const LIST = '/api/admin-zone/tournaments';
const PAGE = 20;
/** The admin zone's scope (the bench calls as the super admin). */
const ADMIN = { zone: 'admin', fedUnitIds: null } as const;
const CURRENT = { tab: { o: 'valuesEqual' as const, v: 'current' } };

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
    () => listQuery({ limit: PAGE, fields: CURRENT }),
    (q) => tournamentsListSql(ADMIN, q),
  ),
  listScenario(
    'tournaments-filtered',
    'tournaments: current tab, season + type',
    () => LIST,
    (f) =>
      listQuery({
        limit: PAGE,
        fields: {
          ...CURRENT,
          seasonId: { o: 'valuesEqual', v: String(f.tournamentSeasonId) },
          typeId: { o: 'valuesEqual', v: String(f.tournamentTypeId) },
        },
      }),
    (q) => tournamentsListSql(ADMIN, q),
  ),
  listScenario(
    'participants-discipline',
    'tournament participants: a discipline of ~20',
    participants((f) => f.competitionId),
    () => listQuery({ limit: 100 }),
    (q, f) => competitionParticipantsStatements(ADMIN, f.competitionId, q),
  ),
  listScenario(
    'participants-large',
    'tournament participants: the largest discipline',
    participants((f) => f.largeCompetitionId),
    () => listQuery({ limit: 100 }),
    (q, f) => competitionParticipantsStatements(ADMIN, f.largeCompetitionId, q),
  ),
];
