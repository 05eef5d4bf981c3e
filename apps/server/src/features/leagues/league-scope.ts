// Which leagues a zone sees and whether they may change (docs/access.md "Leagues"): one rule for
// every league call (leagues, competitions, teams, rosters, rounds, matches, standings), so they
// never differ. A league is a tournament of the league type; the zones see leagues as they see
// tournaments (the admin zone all, a club the public ones and the drafts it organizes, members the
// public ones).
import { LEAGUE_TYPE_ID } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';
import { notFound } from '../../platform/errors/app-error';
import { isTournamentEditable, visibleTournamentSql } from '../tournaments';

/** The tournament `alias` is a league. */
export const isLeagueSql = (alias = 't'): SQL => sql`${sql.raw(alias)}.type_id = ${sql.raw(String(LEAGUE_TYPE_ID))}`;

/** The leagues (tournaments alias `alias`) visible in the zone. */
export const visibleLeagueSql = (scope: ZoneScope, alias = 't'): SQL =>
  sql`(${isLeagueSql(alias)} AND ${visibleTournamentSql(scope, alias)})`;

/** Whether a league in this state may still change (not cancelled or archived): the links' test. */
export const isLeagueEditable = (leagueStateId: number) => isTournamentEditable(leagueStateId);

export type VisibleLeague = {
  leagueId: number;
  leagueStateId: number;
};

/** The league if the zone sees it, else 404. */
export async function visibleLeague(db: Db, scope: ZoneScope, leagueId: number): Promise<VisibleLeague> {
  const { rows } = await db.execute<VisibleLeague>(sql`
    SELECT t.id AS "leagueId", t.state_id AS "leagueStateId"
      FROM tournaments t WHERE t.id = ${leagueId} AND ${visibleLeagueSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export type VisibleLeagueCompetition = VisibleLeague & {
  competitionId: number;
  competitionStateId: number;
  /** Games (rubbers) of one match; null = 1. */
  gamePerMatch: number | null;
  /** Most sets of one game (best of setMax); null = 3. */
  setMax: number | null;
  isDraw: boolean;
  /** How many times each pair meets in the draw (1 single, 2 double round robin); null = 1. */
  roundCount: number | null;
};

/** A competition of a league the zone sees, with what the draw and the score rules need; else 404. */
export async function visibleLeagueCompetition(
  db: Db,
  scope: ZoneScope,
  competitionId: number,
): Promise<VisibleLeagueCompetition> {
  const { rows } = await db.execute<VisibleLeagueCompetition>(sql`
    SELECT c.id AS "competitionId", c.state_id AS "competitionStateId", c.game_per_match AS "gamePerMatch",
           c.set_max AS "setMax", c.is_draw AS "isDraw", c.round_count AS "roundCount",
           t.id AS "leagueId", t.state_id AS "leagueStateId"
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE c.id = ${competitionId} AND ${visibleLeagueSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}
