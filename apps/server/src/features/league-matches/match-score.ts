// The score of a league match (docs/decisions.md "Leagues"): games (rubbers), each with its sets in
// balls. The rules come from the competition: at most `gamePerMatch` games (null = 1), each game
// best of `setMax` sets (null = 3: the first to win more than half of them takes it, and no set is
// played after that), a set has a winner, and a match whose games are all decided may end equal
// only where `isDraw` is on. The totals (games, sets, balls won, league points) are what the match
// row keeps for the standings and statistics. A game of a kind (singles, doubles) lists one or two
// players a side; a game without a kind lists as many on both sides.
import { LEAGUE_POINTS } from '@fedra/contract';
import { type GameKind, PLAYERS_PER_SIDE } from '@fedra/contract/league-matches';

export interface SetScore {
  home: number;
  away: number;
}

export interface GameScore {
  kind?: GameKind | null;
  homePersonIds: number[];
  awayPersonIds: number[];
  sets: SetScore[];
}

export interface ScoreRules {
  gamePerMatch: number | null;
  setMax: number | null;
  isDraw: boolean;
}

/** A broken rule: the path within `{ games }` and the message key (with its parameters). */
export interface ScoreIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, string | number>;
}

export interface GameTotals {
  homeSets: number;
  awaySets: number;
  homeBalls: number;
  awayBalls: number;
  /** 'home' | 'away' when one side has won the game, else null (not finished). */
  winner: 'home' | 'away' | null;
}

export interface MatchTotals {
  games: GameTotals[];
  /** Games won. */
  homeScore: number;
  awayScore: number;
  homeSets: number;
  awaySets: number;
  homeBalls: number;
  awayBalls: number;
  /** Whether every game of the match is played and decided. */
  complete: boolean;
  /** League points, once the score is complete; else null. */
  homePoints: number | null;
  awayPoints: number | null;
}

export const gamesOf = (rules: ScoreRules) => rules.gamePerMatch ?? 1;
export const setsOf = (rules: ScoreRules) => rules.setMax ?? 3;
/** Sets that win a game: more than half of setMax. */
export const setsToWin = (rules: ScoreRules) => Math.floor(setsOf(rules) / 2) + 1;

function gameTotals(game: GameScore, need: number): GameTotals {
  const t: GameTotals = { homeSets: 0, awaySets: 0, homeBalls: 0, awayBalls: 0, winner: null };
  for (const set of game.sets) {
    t.homeBalls += set.home;
    t.awayBalls += set.away;
    if (set.home > set.away) t.homeSets++;
    else if (set.away > set.home) t.awaySets++;
  }
  if (t.homeSets >= need && t.homeSets > t.awaySets) t.winner = 'home';
  else if (t.awaySets >= need && t.awaySets > t.homeSets) t.winner = 'away';
  return t;
}

/** The totals of a score (as given: check it with `scoreIssues` first). */
export function scoreTotals(games: readonly GameScore[], rules: ScoreRules): MatchTotals {
  const need = setsToWin(rules);
  const totals = games.map((g) => gameTotals(g, need));
  const sum = (f: (g: GameTotals) => number) => totals.reduce((s, g) => s + f(g), 0);
  const homeScore = totals.filter((g) => g.winner === 'home').length;
  const awayScore = totals.filter((g) => g.winner === 'away').length;
  const complete = games.length === gamesOf(rules) && totals.every((g) => g.winner !== null);
  let homePoints: number | null = null;
  let awayPoints: number | null = null;
  if (complete) {
    if (homeScore === awayScore) homePoints = awayPoints = LEAGUE_POINTS.draw;
    else {
      homePoints = homeScore > awayScore ? LEAGUE_POINTS.win : LEAGUE_POINTS.loss;
      awayPoints = awayScore > homeScore ? LEAGUE_POINTS.win : LEAGUE_POINTS.loss;
    }
  }
  return {
    games: totals,
    homeScore,
    awayScore,
    homeSets: sum((g) => g.homeSets),
    awaySets: sum((g) => g.awaySets),
    homeBalls: sum((g) => g.homeBalls),
    awayBalls: sum((g) => g.awayBalls),
    complete,
    homePoints,
    awayPoints,
  };
}

/** Players a side of the game lists against its kind; none listed is fine (not entered). */
function playerCountIssues(game: GameScore, i: number): ScoreIssue[] {
  const sides = ['homePersonIds', 'awayPersonIds'] as const;
  if (game.kind) {
    const need = PLAYERS_PER_SIDE[game.kind];
    return sides
      .filter((side) => game[side].length > 0 && game[side].length !== need)
      .map((side) => ({ path: ['games', i, side], message: `leagueMatches.${game.kind}Players` }));
  }
  const [home, away] = sides.map((side) => game[side].length);
  return home && away && home !== away
    ? [{ path: ['games', i, 'awayPersonIds'], message: 'leagueMatches.playersUneven' }]
    : [];
}

/**
 * The totals of a walkover: the winner takes every game with the sets that win it, no balls are
 * played, and the points are a win's and a walkover loss's (none).
 */
export function walkoverTotals(rules: ScoreRules, winner: 'home' | 'away'): Omit<MatchTotals, 'games' | 'complete'> {
  const games = gamesOf(rules);
  const sets = games * setsToWin(rules);
  const home = winner === 'home';
  return {
    homeScore: home ? games : 0,
    awayScore: home ? 0 : games,
    homeSets: home ? sets : 0,
    awaySets: home ? 0 : sets,
    homeBalls: 0,
    awayBalls: 0,
    homePoints: home ? LEAGUE_POINTS.win : LEAGUE_POINTS.walkoverLoss,
    awayPoints: home ? LEAGUE_POINTS.walkoverLoss : LEAGUE_POINTS.win,
  };
}

/**
 * What breaks the competition's rules in the score. `complete`: the match is ending, so every
 * game must be there and decided.
 */
export function scoreIssues(games: readonly GameScore[], rules: ScoreRules, complete = false): ScoreIssue[] {
  const issues: ScoreIssue[] = [];
  const maxGames = gamesOf(rules);
  const maxSets = setsOf(rules);
  const need = setsToWin(rules);
  if (games.length > maxGames)
    issues.push({ path: ['games'], message: 'leagueMatches.tooManyGames', params: { max: maxGames } });
  games.forEach((game, i) => {
    issues.push(...playerCountIssues(game, i));
    if (game.sets.length > maxSets) {
      issues.push({ path: ['games', i, 'sets'], message: 'leagueMatches.tooManySets', params: { max: maxSets } });
    }
    let home = 0;
    let away = 0;
    game.sets.forEach((set, j) => {
      if (home >= need || away >= need) {
        issues.push({ path: ['games', i, 'sets', j, 'home'], message: 'leagueMatches.setAfterDecided' });
        return;
      }
      if (set.home === set.away)
        issues.push({ path: ['games', i, 'sets', j, 'home'], message: 'leagueMatches.setTied' });
      else if (set.home > set.away) home++;
      else away++;
    });
    if (complete && home < need && away < need) {
      issues.push({ path: ['games', i, 'sets'], message: 'leagueMatches.gameUndecided', params: { need } });
    }
  });
  if (issues.length) return issues;
  if (complete && games.length < maxGames) {
    issues.push({ path: ['games'], message: 'leagueMatches.gamesMissing', params: { count: maxGames } });
  }
  const totals = scoreTotals(games, rules);
  if (totals.complete && totals.homeScore === totals.awayScore && !rules.isDraw) {
    issues.push({ path: ['games'], message: 'leagueMatches.drawNotAllowed' });
  }
  return issues;
}
