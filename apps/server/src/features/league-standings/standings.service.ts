// Standings and statistics of a league's competitions (issue 16; docs/decisions.md "Standings and
// statistics"): one query reads every asked competition's teams and counted matches (by
// league_matches_state_idx), the table is ordered by standings.ts. The admin zone counts approved
// and published matches, the other zones published ones only.
import {
  COUNTED_MATCH_STATES,
  type CompetitionStandings,
  type CompetitionStatistics,
  type LeaguePlayerStatistics,
  type LeagueStandings,
  type LeagueStatistics,
  type LeagueTeamStatistics,
  MAX_STATISTICS_PLAYERS,
  PUBLIC_MATCH_STATES,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';
import { personFullName } from '../../platform/list-query/person-fields';
import { visibleLeague, visibleLeagueCompetition } from '../leagues';
import { type CountedMatch, computeStandings, type StandingTeam } from './standings';

/** Codebook tournamentCompetitionStates: cancelled competitions have no table. */
const CANCELLED_COMPETITION = 4;

/** The match states the zone's standings and statistics count. */
export const countedStates = (scope: ZoneScope): readonly number[] =>
  scope.zone === 'admin' ? COUNTED_MATCH_STATES : PUBLIC_MATCH_STATES;

const statesSql = (scope: ZoneScope) => sql`ARRAY[${sql.raw(countedStates(scope).join(', '))}]::int[]`;

/** Which competitions: one (`c.id = …`) or a league's not cancelled (`c.tournament_id = …`). */
type Which = { competitionId: number } | { leagueId: number };
const whichSql = (w: Which): SQL =>
  'competitionId' in w
    ? sql`c.id = ${w.competitionId}`
    : sql`c.tournament_id = ${w.leagueId} AND c.state_id <> ${CANCELLED_COMPETITION}`;

type CompetitionHead = {
  competitionId: number;
  competitionName: string;
  leagueId: number;
  leagueName: string;
};

type StandingsRow = CompetitionHead & { teams: StandingTeam[] | null; matches: CountedMatch[] | null };

async function readStandings(db: Db, scope: ZoneScope, which: Which): Promise<CompetitionStandings[]> {
  const { rows } = await db.execute<StandingsRow>(sql`
    SELECT c.id AS "competitionId", c.name AS "competitionName", t.id AS "leagueId", t.name AS "leagueName",
           (SELECT json_agg(json_build_object('teamId', lt.id, 'name', lt.name, 'clubId', lt.club_id, 'club', cl.name)
                            ORDER BY lt.name, lt.id)
              FROM league_competition_teams ct
              JOIN league_teams lt ON lt.id = ct.team_id
              LEFT JOIN clubs cl ON cl.id = lt.club_id
             WHERE ct.competition_id = c.id) AS teams,
           (SELECT json_agg(json_build_object(
                     'homeTeamId', m.home_team_id, 'awayTeamId', m.away_team_id,
                     'homeScore', m.home_score, 'awayScore', m.away_score, 'homeSets', m.home_sets, 'awaySets', m.away_sets,
                     'homeBalls', m.home_balls, 'awayBalls', m.away_balls, 'homePoints', m.home_points, 'awayPoints', m.away_points))
              FROM league_matches m
             WHERE m.competition_id = c.id AND m.state_id = ANY(${statesSql(scope)})) AS matches
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE ${whichSql(which)}
     ORDER BY c.name, c.id`);
  return rows.map(({ teams, matches, ...head }) => ({
    ...head,
    rows: computeStandings(teams ?? [], matches ?? []),
  }));
}

/** A competition's table (404 when the zone does not see its league). */
export async function competitionStandings(
  db: Db,
  scope: ZoneScope,
  competitionId: number,
): Promise<CompetitionStandings> {
  await visibleLeagueCompetition(db, scope, competitionId);
  const [one] = await readStandings(db, scope, { competitionId });
  return one!;
}

/** Every competition's table of a league (404 when the zone does not see it). */
export async function leagueStandings(db: Db, scope: ZoneScope, leagueId: number): Promise<LeagueStandings> {
  await visibleLeague(db, scope, leagueId);
  const competitions = await readStandings(db, scope, { leagueId });
  const { rows } = await db.execute<{ name: string }>(sql`SELECT name FROM tournaments WHERE id = ${leagueId}`);
  return { leagueId, leagueName: rows[0]!.name, competitions };
}

type TeamStatRow = LeagueTeamStatistics & { competitionId: number };
type PlayerStatRow = LeaguePlayerStatistics & { competitionId: number };

async function readStatistics(db: Db, scope: ZoneScope, which: Which): Promise<CompetitionStatistics[]> {
  const states = statesSql(scope);
  const { rows: heads } = await db.execute<CompetitionHead>(sql`
    SELECT c.id AS "competitionId", c.name AS "competitionName", t.id AS "leagueId", t.name AS "leagueName"
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE ${whichSql(which)} ORDER BY c.name, c.id`);
  // Each counted match twice, once from each side.
  const { rows: teams } = await db.execute<TeamStatRow>(sql`
    WITH s AS (
      SELECT m.competition_id, m.home_team_id AS team_id, TRUE AS home, m.attendance,
             coalesce(m.home_score, 0) AS gw, coalesce(m.away_score, 0) AS gl, coalesce(m.home_sets, 0) AS sw,
             coalesce(m.away_sets, 0) AS sl, coalesce(m.home_balls, 0) AS bw, coalesce(m.away_balls, 0) AS bl
        FROM league_matches m JOIN tournament_competitions c ON c.id = m.competition_id
       WHERE ${whichSql(which)} AND m.state_id = ANY(${states})
      UNION ALL
      SELECT m.competition_id, m.away_team_id, FALSE, NULL,
             coalesce(m.away_score, 0), coalesce(m.home_score, 0), coalesce(m.away_sets, 0), coalesce(m.home_sets, 0),
             coalesce(m.away_balls, 0), coalesce(m.home_balls, 0)
        FROM league_matches m JOIN tournament_competitions c ON c.id = m.competition_id
       WHERE ${whichSql(which)} AND m.state_id = ANY(${states})
    )
    SELECT ct.competition_id AS "competitionId", lt.id AS "teamId", lt.name, lt.club_id AS "clubId", cl.name AS club,
           count(s.team_id)::int AS matches,
           count(*) FILTER (WHERE s.home AND s.gw > s.gl)::int AS "homeWins",
           count(*) FILTER (WHERE s.home AND s.gw = s.gl)::int AS "homeDraws",
           count(*) FILTER (WHERE s.home AND s.gw < s.gl)::int AS "homeLosses",
           count(*) FILTER (WHERE NOT s.home AND s.gw > s.gl)::int AS "awayWins",
           count(*) FILTER (WHERE NOT s.home AND s.gw = s.gl)::int AS "awayDraws",
           count(*) FILTER (WHERE NOT s.home AND s.gw < s.gl)::int AS "awayLosses",
           round(avg(s.attendance), 1)::float8 AS "attendanceAverage",
           coalesce(sum(s.gw), 0)::int AS "scoresWon", coalesce(sum(s.gl), 0)::int AS "scoresLost",
           coalesce(sum(s.sw), 0)::int AS "setsWon", coalesce(sum(s.sl), 0)::int AS "setsLost",
           coalesce(sum(s.bw), 0)::int AS "ballsWon", coalesce(sum(s.bl), 0)::int AS "ballsLost"
      FROM tournament_competitions c
      JOIN league_competition_teams ct ON ct.competition_id = c.id
      JOIN league_teams lt ON lt.id = ct.team_id
      LEFT JOIN clubs cl ON cl.id = lt.club_id
      LEFT JOIN s ON s.competition_id = ct.competition_id AND s.team_id = ct.team_id
     WHERE ${whichSql(which)}
     GROUP BY ct.competition_id, lt.id, cl.name
     ORDER BY lt.name, lt.id`);
  // Each player of each counted game, with the side's team; the best MAX_STATISTICS_PLAYERS per competition.
  const { rows: players } = await db.execute<PlayerStatRow>(sql`
    WITH g AS (
      SELECT m.competition_id, m.home_team_id AS team_id, p.person_id,
             g.home_sets AS sw, g.away_sets AS sl, g.home_balls AS bw, g.away_balls AS bl
        FROM league_matches m JOIN tournament_competitions c ON c.id = m.competition_id
        JOIN league_match_games g ON g.match_id = m.id
        CROSS JOIN LATERAL unnest(g.home_person_ids) AS p(person_id)
       WHERE ${whichSql(which)} AND m.state_id = ANY(${states})
      UNION ALL
      SELECT m.competition_id, m.away_team_id, p.person_id, g.away_sets, g.home_sets, g.away_balls, g.home_balls
        FROM league_matches m JOIN tournament_competitions c ON c.id = m.competition_id
        JOIN league_match_games g ON g.match_id = m.id
        CROSS JOIN LATERAL unnest(g.away_person_ids) AS p(person_id)
       WHERE ${whichSql(which)} AND m.state_id = ANY(${states})
    ), agg AS (
      SELECT competition_id, team_id, person_id, count(*)::int AS games,
             count(*) FILTER (WHERE sw > sl)::int AS won, count(*) FILTER (WHERE sw < sl)::int AS lost,
             sum(sw)::int AS sets_won, sum(sl)::int AS sets_lost, sum(bw)::int AS balls_won, sum(bl)::int AS balls_lost
        FROM g GROUP BY competition_id, team_id, person_id
    ), ranked AS (
      SELECT agg.*, CASE WHEN won + lost = 0 THEN 0 ELSE round(100.0 * won / (won + lost), 1) END AS win_percent,
             ${personFullName} AS name,
             row_number() OVER (PARTITION BY agg.competition_id
                                ORDER BY won DESC,
                                         CASE WHEN won + lost = 0 THEN 0 ELSE 1.0 * won / (won + lost) END DESC,
                                         games DESC, p.last_name, p.first_name, p.id) AS n
        FROM agg JOIN persons p ON p.id = agg.person_id
    )
    SELECT r.competition_id AS "competitionId", r.person_id AS "personId", r.name, r.team_id AS "teamId",
           lt.name AS "teamName", lt.club_id AS "clubId", cl.name AS club, r.games, r.won, r.lost,
           r.sets_won AS "setsWon", r.sets_lost AS "setsLost", r.balls_won AS "ballsWon", r.balls_lost AS "ballsLost",
           r.win_percent::float8 AS "winPercent"
      FROM ranked r JOIN league_teams lt ON lt.id = r.team_id LEFT JOIN clubs cl ON cl.id = lt.club_id
     WHERE r.n <= ${MAX_STATISTICS_PLAYERS}
     ORDER BY r.n`);
  return heads.map((head) => ({
    ...head,
    teams: teams.filter((t) => t.competitionId === head.competitionId).map(({ competitionId: _, ...t }) => t),
    players: players.filter((p) => p.competitionId === head.competitionId).map(({ competitionId: _, ...p }) => p),
  }));
}

/** A competition's team and player statistics (404 when the zone does not see its league). */
export async function competitionStatistics(
  db: Db,
  scope: ZoneScope,
  competitionId: number,
): Promise<CompetitionStatistics> {
  await visibleLeagueCompetition(db, scope, competitionId);
  const [one] = await readStatistics(db, scope, { competitionId });
  return one!;
}

/** Every competition's statistics of a league (404 when the zone does not see it). */
export async function leagueStatistics(db: Db, scope: ZoneScope, leagueId: number): Promise<LeagueStatistics> {
  await visibleLeague(db, scope, leagueId);
  const competitions = await readStatistics(db, scope, { leagueId });
  const { rows } = await db.execute<{ name: string }>(sql`SELECT name FROM tournaments WHERE id = ${leagueId}`);
  return { leagueId, leagueName: rows[0]!.name, competitions };
}
