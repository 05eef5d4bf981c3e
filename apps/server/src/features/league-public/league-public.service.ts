// The public league pages' data (issue 36 §3; docs/decisions/public-leagues.md): public leagues
// only (never a draft: the leagues feature's scope for the public zone), the table from the public
// results only (the standings feature's rule), a match's score only once it is public, and of a
// roster only each player's name and current club.
import {
  MATCH_STATE,
  PUBLIC_MATCH_STATES,
  type PublicLeagueCompetition,
  type PublicLeagueMatch,
  type PublicLeagueOverview,
  type PublicLeagueRef,
  type PublicLeagueRosterEntry,
  type PublicLeagueSeason,
  type PublicLeagueSummary,
  type PublicLeagueTeam,
  type PublicLeagueTeamMatch,
  type PublicLeagueTeamRef,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import { TODAY_SQL } from '../../platform/clock';
import { currentClubIdSql } from '../../platform/db/club-membership';
import type { Db } from '../../platform/db/pool';
import { notFound } from '../../platform/errors/app-error';
import { competitionStandings, leagueStandings } from '../league-standings';
import { visibleLeagueSql } from '../leagues';

const PUBLIC: ZoneScope = { zone: 'public' };
/** The leagues (tournaments `t`) the public sees: of the league type and not a draft. */
const publicLeagueSql = visibleLeagueSql(PUBLIC);
const publicStatesSql = sql.raw(`ARRAY[${PUBLIC_MATCH_STATES.join(', ')}]::int[]`);

// --- The leagues of a season ---------------------------------------------------------------

/**
 * The season shown (the asked one, else today's, else the newest with a public league), the
 * seasons to pick from and the season's public leagues with their competitions. An unknown season: 404.
 */
export async function publicLeagueOverview(db: Db, seasonId: number | undefined): Promise<PublicLeagueOverview> {
  const { rows: seasons } = await db.execute<PublicLeagueSeason & { current: boolean }>(sql`
    SELECT s.id, s.name, (s.valid_from <= ${TODAY_SQL} AND s.valid_till >= ${TODAY_SQL}) AS current
      FROM seasons s
     WHERE EXISTS (SELECT 1 FROM tournaments t WHERE t.season_id = s.id AND ${publicLeagueSql})
        OR (s.valid_from <= ${TODAY_SQL} AND s.valid_till >= ${TODAY_SQL})
     ORDER BY s.valid_from DESC, s.id DESC`);
  let season: PublicLeagueSeason | null;
  if (seasonId !== undefined) {
    const { rows } = await db.execute<PublicLeagueSeason>(sql`SELECT id, name FROM seasons WHERE id = ${seasonId}`);
    if (!rows[0]) throw notFound();
    season = rows[0];
  } else {
    const chosen = seasons.find((s) => s.current) ?? seasons[0];
    season = chosen ? { id: chosen.id, name: chosen.name } : null;
  }
  const leagues = season ? await seasonLeagues(db, season.id) : [];
  return { season, seasons: seasons.map(({ id, name }) => ({ id, name })), leagues };
}

async function seasonLeagues(db: Db, seasonId: number): Promise<PublicLeagueSummary[]> {
  const { rows } = await db.execute<PublicLeagueSummary>(sql`
    SELECT t.id, t.name, t.date_from AS "dateFrom", t.date_till AS "dateTill", t.state_id AS "stateId",
           coalesce(o.name, t.organizer_text) AS "organizerName",
           coalesce((SELECT json_agg(json_build_object(
                       'id', c.id, 'name', c.name, 'stateId', c.state_id,
                       'teamCount', (SELECT count(*) FROM league_competition_teams ct WHERE ct.competition_id = c.id),
                       'playedMatches', (SELECT count(*) FROM league_matches m
                                          WHERE m.competition_id = c.id AND m.state_id = ANY(${publicStatesSql})),
                       'matchCount', (SELECT count(*) FROM league_matches m
                                       WHERE m.competition_id = c.id AND m.state_id <> ${MATCH_STATE.cancelled}),
                       'leader', NULL)
                     ORDER BY c.name, c.id)
                       FROM tournament_competitions c WHERE c.tournament_id = t.id), '[]') AS competitions
      FROM tournaments t LEFT JOIN clubs o ON o.id = t.organizer_id
     WHERE t.season_id = ${seasonId} AND ${publicLeagueSql}
     ORDER BY t.name, t.id`);
  // Each played competition's leader from its public table: a league's tables in one read, the
  // leagues at once.
  const played = rows.filter((league) => league.competitions.some((c) => c.playedMatches > 0));
  const tables = await Promise.all(played.map((league) => leagueStandings(db, PUBLIC, league.id)));
  const leaders = new Map(tables.flatMap((t) => t.competitions).map((c) => [c.competitionId, c.rows[0]]));
  for (const competition of rows.flatMap((league) => league.competitions)) {
    const first = competition.playedMatches > 0 ? leaders.get(competition.id) : undefined;
    competition.leader = first ? { teamId: first.teamId, name: first.name, points: first.pointsTotal } : null;
  }
  return rows;
}

// --- One competition -----------------------------------------------------------------------

const LEAGUE_REF_COLUMNS = sql`
  t.id, t.name, t.season_id AS "seasonId", s.name AS "seasonName", t.date_from AS "dateFrom",
  t.date_till AS "dateTill", t.state_id AS "stateId", coalesce(o.name, t.organizer_text) AS "organizerName"`;
const LEAGUE_REF_FROM = sql`tournaments t LEFT JOIN seasons s ON s.id = t.season_id LEFT JOIN clubs o ON o.id = t.organizer_id`;

async function leagueRef(db: Db, leagueId: number): Promise<PublicLeagueRef> {
  const { rows } = await db.execute<PublicLeagueRef>(
    sql`SELECT ${LEAGUE_REF_COLUMNS} FROM ${LEAGUE_REF_FROM} WHERE t.id = ${leagueId}`,
  );
  return rows[0]!;
}

/** A match's public columns (alias `m`, its teams `ht`/`at`, its venue `sf`): the score only once public. */
const MATCH_COLUMNS = sql`
  m.id, m.home_team_id AS "homeTeamId", ht.name AS "homeTeamName", m.away_team_id AS "awayTeamId",
  at.name AS "awayTeamName", m.start_date AS "startDate", coalesce(sf.name, m.address) AS venue,
  m.state_id AS "stateId",
  CASE WHEN m.state_id = ANY(${publicStatesSql}) THEN m.home_score END AS "homeScore",
  CASE WHEN m.state_id = ANY(${publicStatesSql}) THEN m.away_score END AS "awayScore",
  CASE WHEN m.state_id = ANY(${publicStatesSql}) THEN m.home_sets END AS "homeSets",
  CASE WHEN m.state_id = ANY(${publicStatesSql}) THEN m.away_sets END AS "awaySets"`;
const MATCH_FROM = sql`
  league_matches m JOIN league_rounds r ON r.id = m.round_id
  JOIN league_teams ht ON ht.id = m.home_team_id JOIN league_teams at ON at.id = m.away_team_id
  LEFT JOIN sport_fields sf ON sf.id = m.sport_field_id`;

/** The competition (of a public league) with its league's id; null when the public does not see it. */
async function findPublicCompetition(db: Db, id: number) {
  const { rows } = await db.execute<{ id: number; name: string; stateId: number | null; leagueId: number }>(sql`
    SELECT c.id, c.name, c.state_id AS "stateId", t.id AS "leagueId"
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE c.id = ${id} AND ${publicLeagueSql}`);
  return rows[0] ?? null;
}

/** The competition page's one answer; 404 for an unknown id or a competition of a draft league. */
export async function publicCompetition(db: Db, id: number): Promise<PublicLeagueCompetition> {
  const head = await findPublicCompetition(db, id);
  if (!head) throw notFound();
  const league = await leagueRef(db, head.leagueId);
  const { rows: otherCompetitions } = await db.execute<{ id: number; name: string }>(sql`
    SELECT c.id, c.name FROM tournament_competitions c
     WHERE c.tournament_id = ${head.leagueId} AND c.id <> ${id} ORDER BY c.name, c.id`);
  const standings = await competitionStandings(db, PUBLIC, id);
  const { rows: rounds } = await db.execute<{
    id: number;
    number: number;
    name: string | null;
    dateFrom: string | null;
    dateTill: string | null;
  }>(sql`
    SELECT r.id, r.number, r.name, r.date_from AS "dateFrom", r.date_till AS "dateTill"
      FROM league_rounds r WHERE r.competition_id = ${id} ORDER BY r.number, r.id`);
  const { rows: matches } = await db.execute<PublicLeagueMatch & { roundId: number }>(sql`
    SELECT m.round_id AS "roundId", ${MATCH_COLUMNS} FROM ${MATCH_FROM}
     WHERE m.competition_id = ${id} ORDER BY m.start_date NULLS LAST, m.id`);
  const { rows: teams } = await db.execute<PublicLeagueTeamRef>(sql`
    SELECT lt.id, lt.name, cl.name AS "clubName"
      FROM league_competition_teams ct JOIN league_teams lt ON lt.id = ct.team_id LEFT JOIN clubs cl ON cl.id = lt.club_id
     WHERE ct.competition_id = ${id} ORDER BY lt.name, lt.id`);
  return {
    id: head.id,
    name: head.name,
    stateId: head.stateId,
    league,
    otherCompetitions,
    standings: standings.rows,
    rounds: rounds.map(({ id: roundId, ...round }) => ({
      ...round,
      matches: matches.filter((m) => m.roundId === roundId).map(({ roundId: _, ...m }) => m),
    })),
    teams,
  };
}

// --- One team ------------------------------------------------------------------------------

/** The team (of a public league); null when the public does not see it. */
async function findPublicTeam(db: Db, id: number) {
  const { rows } = await db.execute<{ id: number; name: string; clubName: string | null; leagueId: number }>(sql`
    SELECT lt.id, lt.name, cl.name AS "clubName", t.id AS "leagueId"
      FROM league_teams lt JOIN tournaments t ON t.id = lt.tournament_id LEFT JOIN clubs cl ON cl.id = lt.club_id
     WHERE lt.id = ${id} AND ${publicLeagueSql}`);
  return rows[0] ?? null;
}

/** The team page's one answer; 404 for an unknown id or a team of a draft league. */
export async function publicTeam(db: Db, id: number): Promise<PublicLeagueTeam> {
  const head = await findPublicTeam(db, id);
  if (!head) throw notFound();
  const league = await leagueRef(db, head.leagueId);
  const { rows: competitions } = await db.execute<{ id: number; name: string }>(sql`
    SELECT c.id, c.name FROM league_competition_teams ct JOIN tournament_competitions c ON c.id = ct.competition_id
     WHERE ct.team_id = ${id} ORDER BY c.name, c.id`);
  const { rows: roster } = await db.execute<PublicLeagueRosterEntry & { competitionId: number }>(sql`
    SELECT e.competition_id AS "competitionId", p.first_name AS "firstName", p.last_name AS "lastName",
           cl.name AS "clubName"
      FROM league_roster_entries e JOIN persons p ON p.id = e.person_id
      LEFT JOIN clubs cl ON cl.id = ${currentClubIdSql(sql`p.id`)}
     WHERE e.team_id = ${id}
     ORDER BY p.last_name, p.first_name, p.id`);
  const { rows: matches } = await db.execute<PublicLeagueTeamMatch & { competitionId: number }>(sql`
    SELECT m.competition_id AS "competitionId", ${MATCH_COLUMNS}, r.number AS "roundNumber", r.name AS "roundName",
           r.date_from AS "roundDate"
      FROM ${MATCH_FROM}
     WHERE (m.home_team_id = ${id} OR m.away_team_id = ${id})
     ORDER BY r.number, m.start_date NULLS LAST, m.id`);
  const tables = await Promise.all(competitions.map((c) => competitionStandings(db, PUBLIC, c.id)));
  return {
    id: head.id,
    name: head.name,
    clubName: head.clubName,
    league,
    competitions: competitions.map((c, i) => ({
      id: c.id,
      name: c.name,
      rank: tables[i]!.rows.find((row) => row.teamId === id)?.rankFrom ?? null,
      roster: roster.filter((e) => e.competitionId === c.id).map(({ competitionId: _, ...e }) => e),
      matches: matches.filter((m) => m.competitionId === c.id).map(({ competitionId: _, ...m }) => m),
    })),
  };
}

// --- Search-engine metadata ----------------------------------------------------------------

/** What the competition page's title and description name; null when the public does not see it. */
export async function competitionMetaFacts(db: Db, id: number) {
  const { rows } = await db.execute<{ name: string; leagueName: string; seasonName: string | null }>(sql`
    SELECT c.name, t.name AS "leagueName", s.name AS "seasonName"
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id LEFT JOIN seasons s ON s.id = t.season_id
     WHERE c.id = ${id} AND ${publicLeagueSql}`);
  return rows[0] ?? null;
}

/** What the team page's title and description name; null when the public does not see it. */
export async function teamMetaFacts(db: Db, id: number) {
  const { rows } = await db.execute<{ name: string; clubName: string | null; leagueName: string }>(sql`
    SELECT lt.name, cl.name AS "clubName", t.name AS "leagueName"
      FROM league_teams lt JOIN tournaments t ON t.id = lt.tournament_id LEFT JOIN clubs cl ON cl.id = lt.club_id
     WHERE lt.id = ${id} AND ${publicLeagueSql}`);
  return rows[0] ?? null;
}

/** The season the leagues page shows by default (today's, else the newest with a public league). */
export async function defaultSeasonName(db: Db): Promise<string | null> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT s.name FROM seasons s
     WHERE EXISTS (SELECT 1 FROM tournaments t WHERE t.season_id = s.id AND ${publicLeagueSql})
        OR (s.valid_from <= ${TODAY_SQL} AND s.valid_till >= ${TODAY_SQL})
     ORDER BY (s.valid_from <= ${TODAY_SQL} AND s.valid_till >= ${TODAY_SQL}) DESC, s.valid_from DESC, s.id DESC
     LIMIT 1`);
  return rows[0]?.name ?? null;
}
