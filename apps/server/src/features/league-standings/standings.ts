// A competition's table from its teams and its counted matches' totals (issue 16; spec 001 §3
// Standing row; docs/decisions.md "Standings and statistics"). Pure: the service reads the rows,
// this orders them.
//
// Order: league points; then, among exactly the teams tied on points, head-to-head (the points of
// their mutual matches, then the game difference of those matches: a mini table of the tied group
// only); then the overall set difference; then the overall ball difference. Whenever a step
// separates some of the tied teams, each group still tied starts again from head-to-head with
// its own mini table (so three tied teams whose mutual matches leave two level compare those two
// by their own mutual matches). Teams still level share the rank (rankFrom..rankTo, e.g. 3–4) and
// are listed by name.
import { LEAGUE_POINTS } from '@fedra/contract';

export interface StandingTeam {
  teamId: number;
  name: string;
  clubId: number | null;
  club: string | null;
}

/** A counted match's totals (nulls count as 0; points null are derived from the games). */
export interface CountedMatch {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  homeSets: number | null;
  awaySets: number | null;
  homeBalls: number | null;
  awayBalls: number | null;
  homePoints: number | null;
  awayPoints: number | null;
}

export interface StandingRow extends StandingTeam {
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  /** Games won and lost (the matches' home/away score). */
  scoresWon: number;
  scoresLost: number;
  setsWon: number;
  setsLost: number;
  ballsWon: number;
  ballsLost: number;
  pointsTotal: number;
  /** = rankFrom. */
  rank: number;
  rankFrom: number;
  rankTo: number;
}

interface Side {
  team: number;
  other: number;
  games: number;
  gamesLost: number;
  sets: number;
  setsLost: number;
  balls: number;
  ballsLost: number;
  points: number;
}

const n = (v: number | null) => v ?? 0;

/** The match seen from each team: its games, sets, balls and points for and against. */
function sides(m: CountedMatch): [Side, Side] {
  const hs = n(m.homeScore);
  const as = n(m.awayScore);
  const derived = (own: number, other: number) =>
    own > other ? LEAGUE_POINTS.win : own < other ? LEAGUE_POINTS.loss : LEAGUE_POINTS.draw;
  return [
    {
      team: m.homeTeamId,
      other: m.awayTeamId,
      games: hs,
      gamesLost: as,
      sets: n(m.homeSets),
      setsLost: n(m.awaySets),
      balls: n(m.homeBalls),
      ballsLost: n(m.awayBalls),
      points: m.homePoints ?? derived(hs, as),
    },
    {
      team: m.awayTeamId,
      other: m.homeTeamId,
      games: as,
      gamesLost: hs,
      sets: n(m.awaySets),
      setsLost: n(m.homeSets),
      balls: n(m.awayBalls),
      ballsLost: n(m.homeBalls),
      points: m.awayPoints ?? derived(as, hs),
    },
  ];
}

/** Splits `group` (sorted by `key` descending, compared element-wise) into runs of equal keys. */
function splitBy<T>(group: T[], key: (t: T) => number[]): T[][] {
  const keyed = group.map((t) => ({ t, k: key(t) }));
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
    return 0;
  };
  keyed.sort((a, b) => cmp(a.k, b.k));
  const parts: T[][] = [];
  let last: number[] | null = null;
  for (const { t, k } of keyed) {
    if (last && cmp(last, k) === 0) parts[parts.length - 1]!.push(t);
    else parts.push([t]);
    last = k;
  }
  return parts;
}

export function computeStandings(teams: readonly StandingTeam[], matches: readonly CountedMatch[]): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  for (const t of teams) {
    rows.set(t.teamId, {
      ...t,
      matches: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      scoresWon: 0,
      scoresLost: 0,
      setsWon: 0,
      setsLost: 0,
      ballsWon: 0,
      ballsLost: 0,
      pointsTotal: 0,
      rank: 0,
      rankFrom: 0,
      rankTo: 0,
    });
  }
  const allSides: Side[] = [];
  for (const m of matches) {
    for (const s of sides(m)) {
      allSides.push(s);
      const r = rows.get(s.team);
      if (!r) continue;
      r.matches++;
      if (s.games > s.gamesLost) r.wins++;
      else if (s.games < s.gamesLost) r.losses++;
      else r.draws++;
      r.scoresWon += s.games;
      r.scoresLost += s.gamesLost;
      r.setsWon += s.sets;
      r.setsLost += s.setsLost;
      r.ballsWon += s.balls;
      r.ballsLost += s.ballsLost;
      r.pointsTotal += s.points;
    }
  }

  const byName = (a: StandingRow, b: StandingRow) => a.name.localeCompare(b.name, 'cs') || a.teamId - b.teamId;

  /** Orders a group of teams tied so far into runs; each run of more than one shares its rank. */
  function resolve(group: StandingRow[]): StandingRow[][] {
    if (group.length < 2) return [group];
    const ids = new Set(group.map((r) => r.teamId));
    const mini = new Map<number, { points: number; diff: number }>();
    for (const r of group) mini.set(r.teamId, { points: 0, diff: 0 });
    for (const s of allSides) {
      if (!ids.has(s.team) || !ids.has(s.other)) continue;
      const m = mini.get(s.team)!;
      m.points += s.points;
      m.diff += s.games - s.gamesLost;
    }
    const h2h = splitBy(group, (r) => [mini.get(r.teamId)!.points, mini.get(r.teamId)!.diff]);
    if (h2h.length > 1) return h2h.flatMap(resolve);
    // Sets and balls are two steps: a group the set difference leaves level goes back to
    // head-to-head before its balls are compared.
    const sets = splitBy(group, (r) => [r.setsWon - r.setsLost]);
    if (sets.length > 1) return sets.flatMap(resolve);
    const balls = splitBy(group, (r) => [r.ballsWon - r.ballsLost]);
    if (balls.length > 1) return balls.flatMap(resolve);
    return [[...group].sort(byName)];
  }

  const ordered = splitBy([...rows.values()], (r) => [r.pointsTotal]).flatMap(resolve);
  const result: StandingRow[] = [];
  let next = 1;
  for (const run of ordered) {
    const from = next;
    const to = next + run.length - 1;
    for (const r of run) result.push({ ...r, rank: from, rankFrom: from, rankTo: to });
    next = to + 1;
  }
  return result;
}
