// The leagues, competitions, teams, rosters, rounds and matches the league tests start from
// (issue 16): rows written straight to the database where the call under test is not the point.
// Match totals are written as given (the score rules are the matches service's to test).
import { LEAGUE_TYPE_ID } from '@fedra/contract';
import { TEST_DAY } from '../database';
import type { TestServer } from '../test-server';

export interface LeagueOptions {
  /** Codebook tournamentStates (default 2, published). */
  stateId?: number;
  organizerId?: number | null;
  name?: string;
}

export interface LeagueCompetitionOptions {
  name?: string;
  gamePerMatch?: number | null;
  setMax?: number | null;
  isDraw?: boolean;
  roundCount?: number | null;
}

export interface MatchOptions {
  stateId?: number;
  homeScore?: number | null;
  awayScore?: number | null;
  homeSets?: number | null;
  awaySets?: number | null;
  homeBalls?: number | null;
  awayBalls?: number | null;
  homePoints?: number | null;
  awayPoints?: number | null;
}

export function leagueFixtures(server: TestServer) {
  async function one<T>(text: string, params: unknown[] = []): Promise<T> {
    return (await server.db.pool.query(text, params)).rows[0] as T;
  }
  const id = async (text: string, params: unknown[] = []) => (await one<{ id: number }>(text, params)).id;

  /** A league (a tournament of the league type) of the latest season. */
  const league = (over: LeagueOptions = {}) =>
    id(
      `WITH t AS (
         INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id, organizer_id)
         VALUES (coalesce($1, 'Liga ' || gen_random_uuid()), ${TEST_DAY} - 30, ${TEST_DAY} + 150,
                 (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), $2, $3, $4)
         RETURNING id)
       , p AS (INSERT INTO tournament_type_levels (tournament_id, "order", type_id) SELECT id, 1, $2 FROM t)
       SELECT id FROM t`,
      [over.name ?? null, LEAGUE_TYPE_ID, over.stateId ?? 2, over.organizerId ?? null],
    );

  const competition = (leagueId: number, over: LeagueCompetitionOptions = {}) =>
    id(
      `INSERT INTO tournament_competitions (tournament_id, name, system_id, game_per_match, set_max, is_draw, round_count)
       VALUES ($1, $2, 6, $3, $4, $5, $6) RETURNING id`,
      [
        leagueId,
        over.name ?? 'Extraliga',
        over.gamePerMatch === undefined ? 1 : over.gamePerMatch,
        over.setMax === undefined ? 3 : over.setMax,
        over.isDraw ?? false,
        over.roundCount === undefined ? 1 : over.roundCount,
      ],
    );

  /** A team of the league for the club (the first club by id when not given). */
  const team = async (leagueId: number, name: string, clubId?: number) =>
    id(
      `INSERT INTO league_teams (tournament_id, club_id, name)
       VALUES ($1, coalesce($2, (SELECT min(id) FROM clubs)), $3) RETURNING id`,
      [leagueId, clubId ?? null, name],
    );

  const enter = (competitionId: number, teamId: number) =>
    server.db.pool.query(`INSERT INTO league_competition_teams (competition_id, team_id) VALUES ($1, $2)`, [
      competitionId,
      teamId,
    ]);

  const rosterPerson = (competitionId: number, teamId: number, personId: number, teamPersonTypeId = 1) =>
    id(
      `INSERT INTO league_roster_entries (competition_id, team_id, person_id, team_person_type_id)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [competitionId, teamId, personId, teamPersonTypeId],
    );

  const round = (competitionId: number, number: number, dateFrom: string | null = null) =>
    id(
      `INSERT INTO league_rounds (competition_id, number, date_from, date_till) VALUES ($1, $2, $3::date, $3::date) RETURNING id`,
      [competitionId, number, dateFrom],
    );

  const match = (
    competitionId: number,
    roundId: number,
    homeTeamId: number,
    awayTeamId: number,
    o: MatchOptions = {},
  ) =>
    id(
      `INSERT INTO league_matches (competition_id, round_id, home_team_id, away_team_id, state_id,
         home_score, away_score, home_sets, away_sets, home_balls, away_balls, home_points, away_points)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        competitionId,
        roundId,
        homeTeamId,
        awayTeamId,
        o.stateId ?? 1,
        o.homeScore ?? null,
        o.awayScore ?? null,
        o.homeSets ?? null,
        o.awaySets ?? null,
        o.homeBalls ?? null,
        o.awayBalls ?? null,
        o.homePoints ?? null,
        o.awayPoints ?? null,
      ],
    );

  return { one, league, competition, team, enter, rosterPerson, round, match };
}
