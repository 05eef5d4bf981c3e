// Who sees a match's score (docs/access.md "Leagues"): one rule for the rounds, the match and the
// list of matches across leagues, so that no view shows a score another withholds; and the joins
// that give a match the aliases the rule and the views read.
import { PUBLIC_MATCH_STATES } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';

const PUBLIC = sql.raw(PUBLIC_MATCH_STATES.join(', '));

/**
 * Whether the caller sees the score of a match (`m`, home team `ht`, away team `at`): the admin
 * zone always, elsewhere a published match, and the two teams' clubs in the club zone.
 */
export function scoreVisibleSql(scope: ZoneScope): SQL {
  if (scope.zone === 'admin') return sql`TRUE`;
  const clubs = scope.zone === 'club' ? sql` OR ${scope.clubId}::int IN (ht.club_id, at.club_id)` : sql``;
  return sql`(m.state_id IN (${PUBLIC})${clubs})`;
}

/** The match's totals, each null where the score is withheld, and `scoreHidden`. */
export const TOTALS = (visible: SQL) => sql`
  CASE WHEN ${visible} THEN m.home_score END AS "homeScore", CASE WHEN ${visible} THEN m.away_score END AS "awayScore",
  CASE WHEN ${visible} THEN m.home_sets END AS "homeSets", CASE WHEN ${visible} THEN m.away_sets END AS "awaySets",
  CASE WHEN ${visible} THEN m.home_balls END AS "homeBalls", CASE WHEN ${visible} THEN m.away_balls END AS "awayBalls",
  CASE WHEN ${visible} THEN m.home_points END AS "homePoints", CASE WHEN ${visible} THEN m.away_points END AS "awayPoints",
  NOT (${visible}) AS "scoreHidden"`;

/**
 * A match (`m`) with its round (`r`), competition (`c`), league (`t`), both teams (`ht`, `at`) and
 * their clubs (`hc`, `ac`).
 */
export const MATCH_FROM = sql`league_matches m
  JOIN league_rounds r ON r.id = m.round_id
  JOIN tournament_competitions c ON c.id = m.competition_id
  JOIN tournaments t ON t.id = c.tournament_id
  JOIN league_teams ht ON ht.id = m.home_team_id
  JOIN league_teams at ON at.id = m.away_team_id
  JOIN clubs hc ON hc.id = ht.club_id
  JOIN clubs ac ON ac.id = at.club_id`;
