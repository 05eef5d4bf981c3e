// Demo league (issue 16): one running league of the current demo season, "Extraliga družstev
// {season}", published, organized by club@fedra.test's club, with one competition (4 games a
// match, best of 3 sets, draws allowed, double round robin) of six teams of different demo clubs
// (club@fedra.test's club and member@fedra.test's club among them), each with a roster of its
// club's current members, the double round-robin draw (round-robin.ts) weekly from eight weeks
// before today, and the past rounds played: their scores come from match-score.ts, most of them
// published, one approved and one finished; today's round has one match in progress, the rest
// is scheduled. A second, smaller competition "II. liga" (four of the teams with other players,
// two games a match, a single round robin over the last three weeks) is all played and published.
// Deterministic (days relative to today, demo/prng.ts); called by seedDemoData inside its
// transaction after the clubs, persons and tournaments exist.
import { LEAGUE_TYPE_ID, MATCH_STATE, TEAM_PERSON_TYPE } from '@fedra/contract';
import { type GameScore, type ScoreRules, scoreTotals } from '../features/league-matches/match-score';
import { roundRobin } from '../features/league-matches/round-robin';
import type { Db } from '../platform/db/pool';
import { stream } from './prng';

export interface LeagueSeedCounts {
  leagues: number;
  teams: number;
  matches: number;
}

const RULES: ScoreRules = { gamePerMatch: 4, setMax: 3, isDraw: true };
const SECOND_RULES: ScoreRules = { gamePerMatch: 2, setMax: 3, isDraw: true };
/** Days from today of the first round; the rounds follow weekly. */
const FIRST_ROUND = -56;
const ROSTER_SIZE = 5;
/** Clubs with at least this many current members play (a roster in each competition). */
const CLUB_MEMBERS = 2 * ROSTER_SIZE;

const day = (today: string, offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

interface DemoTeam {
  id: number;
  clubId: number;
  strength: number;
}

export async function seedLeagues(client: Db, today: string): Promise<LeagueSeedCounts> {
  const rng = stream(16, 'leagues');
  // Six clubs with enough current members: club@fedra.test's, member@fedra.test's, then by id.
  const { rows: clubs } = await client.query<{ id: number; name: string; city: string | null; street: string | null }>(
    `WITH members AS (
       SELECT r.club_id, count(DISTINCT r.person_id) AS n FROM person_roles r
        WHERE r.type_id = 1 AND r.valid_from <= $1::date AND (r.valid_till IS NULL OR r.valid_till >= $1::date)
        GROUP BY r.club_id),
     wanted AS (
       SELECT (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test') AS id, 0 AS k
       UNION ALL
       SELECT (SELECT r.club_id FROM users u JOIN person_roles r ON r.person_id = u.assign_person_id
                WHERE u.user_name = 'member@fedra.test' AND r.type_id = 1 AND r.valid_from <= $1::date
                  AND (r.valid_till IS NULL OR r.valid_till >= $1::date)
                ORDER BY r.valid_from DESC, r.id DESC LIMIT 1), 1)
     SELECT c.id, c.name, c.city, c.street FROM clubs c JOIN members m ON m.club_id = c.id AND m.n >= ${CLUB_MEMBERS}
       LEFT JOIN (SELECT id, min(k) AS k FROM wanted WHERE id IS NOT NULL GROUP BY id) w ON w.id = c.id
      ORDER BY w.k NULLS LAST, c.id
      LIMIT 6`,
    [today],
  );
  if (clubs.length < 2) return { leagues: 0, teams: 0, matches: 0 };
  const expert = (await client.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'expert@fedra.test'`))
    .rows[0]?.id;
  const season = (
    await client.query<{ id: number; name: string }>(
      `SELECT id, name FROM seasons WHERE valid_from <= $1::date AND valid_till >= $1::date ORDER BY valid_from LIMIT 1`,
      [today],
    )
  ).rows[0];
  const rounds = roundRobin(
    clubs.map((_, i) => i),
    2,
  );
  const lastDay = FIRST_ROUND + (rounds.length - 1) * 7;

  const { rows: made } = await client.query<{ id: number }>(
    `INSERT INTO tournaments (name, code, date_from, date_till, season_id, organizer_id, type_id, state_id, city, street,
                             director, contact_name, contact_email, created_by_id)
     VALUES ($1, 'L-001', $2::date, $3::date, $4, $5, $6, 2, $7, $8, 'Jana Nováková', 'Petr Svoboda', 'ligy@fedra.test', $9)
     RETURNING id`,
    [
      `Extraliga družstev ${season?.name ?? today.slice(0, 4)}`,
      day(today, FIRST_ROUND),
      day(today, lastDay),
      season?.id ?? null,
      clubs[0]!.id,
      LEAGUE_TYPE_ID,
      clubs[0]!.city,
      clubs[0]!.street,
      expert ?? null,
    ],
  );
  const leagueId = made[0]!.id;
  await client.query('INSERT INTO tournament_type_levels (tournament_id, "order", type_id) VALUES ($1, 1, $2)', [
    leagueId,
    LEAGUE_TYPE_ID,
  ]);
  const competition = async (name: string, rules: ScoreRules, roundCount: number) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO tournament_competitions (tournament_id, season_id, name, type_id, state_id, date_from, date_till, system_id,
                                            game_per_match, set_max, is_draw, round_count, created_by_id)
       SELECT t.id, t.season_id, $2, t.type_id, 1, t.date_from, t.date_till, 6, $3, $4, $5, $6, $7
         FROM tournaments t WHERE t.id = $1 RETURNING id`,
      [leagueId, name, rules.gamePerMatch, rules.setMax, rules.isDraw, roundCount, expert ?? null],
    );
    return rows[0]!.id;
  };
  const used = new Set<number>();
  /** Enters the team in the competition with a roster of its club's current members not on any roster yet. */
  const enter = async (competitionId: number, team: DemoTeam) => {
    await client.query('INSERT INTO league_competition_teams (competition_id, team_id) VALUES ($1, $2)', [
      competitionId,
      team.id,
    ]);
    // member@fedra.test's person first when this is its club, then the members by id.
    const { rows: members } = await client.query<{ id: number }>(
      `SELECT p.id FROM persons p
        WHERE p.id IN (SELECT r.person_id FROM person_roles r WHERE r.club_id = $1 AND r.type_id = 1
                          AND r.valid_from <= $2::date AND (r.valid_till IS NULL OR r.valid_till >= $2::date))
          AND NOT (p.id = ANY($3::int[]))
        ORDER BY (p.id = (SELECT assign_person_id FROM users WHERE user_name = 'member@fedra.test')) IS TRUE DESC, p.id
        LIMIT ${ROSTER_SIZE}`,
      [team.clubId, today, [...used]],
    );
    for (const [i, m] of members.entries()) {
      used.add(m.id);
      await client.query(
        `INSERT INTO league_roster_entries (competition_id, team_id, person_id, team_person_type_id, created_by_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          competitionId,
          team.id,
          m.id,
          i === 0 ? TEAM_PERSON_TYPE.captain : i === 4 ? TEAM_PERSON_TYPE.substitute : TEAM_PERSON_TYPE.player,
          expert ?? null,
        ],
      );
    }
    return members.map((m) => m.id);
  };

  const teams: DemoTeam[] = [];
  for (const club of clubs) {
    const address = [club.street, club.city].filter(Boolean).join(', ') || null;
    const { rows: t } = await client.query<{ id: number }>(
      `INSERT INTO league_teams (tournament_id, club_id, name, address, contact_person, contact_email, state_id, created_by_id)
       VALUES ($1, $2, $3, $4, 'Kapitán družstva', 'liga@fedra.test', 2, $5) RETURNING id`,
      [leagueId, club.id, club.name, address, expert ?? null],
    );
    teams.push({ id: t[0]!.id, clubId: club.id, strength: rng.int(40, 60) });
  }

  /** One game: singles for the first two, doubles for the others; sets by the sides' strengths. */
  const playGame = (
    home: DemoTeam,
    away: DemoTeam,
    roster: Map<number, number[]>,
    k: number,
    sets: number | null,
  ): GameScore => {
    const pick = (team: DemoTeam) => {
      const players = roster.get(team.id)!;
      return k < 2 ? [players[k]!] : [players[(k - 2) * 2]!, players[(k - 2) * 2 + 1]!];
    };
    const out: GameScore = { homePersonIds: pick(home), awayPersonIds: pick(away), sets: [] };
    let h = 0;
    let a = 0;
    const chance = home.strength / (home.strength + away.strength) + 0.05;
    while (h < 2 && a < 2 && (sets === null || out.sets.length < sets)) {
      const homeWins = rng.next() < chance;
      const loser = rng.int(9, 19);
      out.sets.push(homeWins ? { home: 21, away: loser } : { home: loser, away: 21 });
      if (homeWins) h++;
      else a++;
    }
    return out;
  };

  /**
   * The competition's double or single round robin weekly from `firstRound` (days from today):
   * past rounds played and published, except one approved and one finished match of the last
   * past round when `mixStates`; today's round has one match in progress; the rest scheduled.
   */
  const play = async (
    competitionId: number,
    members: DemoTeam[],
    rules: ScoreRules,
    cycles: 1 | 2,
    firstRound: number,
    mixStates: boolean,
  ) => {
    const roster = new Map<number, number[]>();
    for (const team of members) roster.set(team.id, await enter(competitionId, team));
    let count = 0;
    for (const [r, pairings] of roundRobin(members, cycles).entries()) {
      const offset = firstRound + r * 7;
      const date = day(today, offset);
      const { rows: round } = await client.query<{ id: number }>(
        `INSERT INTO league_rounds (competition_id, number, name, date_from, date_till, created_by_id)
         VALUES ($1, $2, $3, $4::date, $4::date, $5) RETURNING id`,
        [competitionId, r + 1, `${r + 1}. kolo`, date, expert ?? null],
      );
      const lastPast = mixStates && offset === -7;
      for (const [p, { home, away }] of pairings.entries()) {
        let state: number = MATCH_STATE.scheduled;
        if (offset < 0) {
          state = !lastPast || p === 2 ? MATCH_STATE.published : p === 0 ? MATCH_STATE.approved : MATCH_STATE.finished;
        } else if (offset === 0 && p === 0) state = MATCH_STATE.inProgress;
        const games: GameScore[] = [];
        if (state !== MATCH_STATE.scheduled) {
          // In progress: two games played, the third one set in.
          const n = state === MATCH_STATE.inProgress ? 3 : rules.gamePerMatch!;
          for (let k = 0; k < n; k++) {
            games.push(playGame(home, away, roster, k, state === MATCH_STATE.inProgress && k === 2 ? 1 : null));
          }
        }
        const totals = games.length ? scoreTotals(games, rules) : null;
        const { rows: m } = await client.query<{ id: number }>(
          `INSERT INTO league_matches (competition_id, round_id, home_team_id, away_team_id, start_date, address, attendance,
                                       state_id, home_score, away_score, home_sets, away_sets, home_balls, away_balls,
                                       home_points, away_points, created_by_id)
           VALUES ($1, $2, $3, $4, ($5::date + time '17:00')::timestamptz, (SELECT address FROM league_teams WHERE id = $3),
                   $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           RETURNING id`,
          [
            competitionId,
            round[0]!.id,
            home.id,
            away.id,
            date,
            totals ? rng.int(25, 140) : null,
            state,
            totals?.homeScore ?? null,
            totals?.awayScore ?? null,
            totals?.homeSets ?? null,
            totals?.awaySets ?? null,
            totals?.homeBalls ?? null,
            totals?.awayBalls ?? null,
            totals?.homePoints ?? null,
            totals?.awayPoints ?? null,
            expert ?? null,
          ],
        );
        for (const [k, g] of games.entries()) {
          const t = totals!.games[k]!;
          await client.query(
            `INSERT INTO league_match_games (match_id, number, home_person_ids, away_person_ids, sets, home_sets, away_sets,
                                             home_balls, away_balls)
             VALUES ($1, $2, $3::int[], $4::int[], $5::jsonb, $6, $7, $8, $9)`,
            [
              m[0]!.id,
              k + 1,
              g.homePersonIds,
              g.awayPersonIds,
              JSON.stringify(g.sets),
              t.homeSets,
              t.awaySets,
              t.homeBalls,
              t.awayBalls,
            ],
          );
        }
        count++;
      }
    }
    return count;
  };

  let matches = await play(await competition('Extraliga', RULES, 2), teams, RULES, 2, FIRST_ROUND, true);
  // A smaller second competition: four of the teams, two games a match, a single round robin of
  // three weeks, all played and published.
  if (teams.length >= 4) {
    matches += await play(
      await competition('II. liga', SECOND_RULES, 1),
      teams.slice(0, 4),
      SECOND_RULES,
      1,
      -21,
      false,
    );
  }
  return { leagues: 1, teams: teams.length, matches };
}
