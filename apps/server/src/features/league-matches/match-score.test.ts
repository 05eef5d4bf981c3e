import { describe, expect, it } from 'vitest';
import { type GameScore, type ScoreRules, scoreIssues, scoreTotals, walkoverTotals } from './match-score';

const game = (...sets: [number, number][]): GameScore => ({
  homePersonIds: [],
  awayPersonIds: [],
  sets: sets.map(([home, away]) => ({ home, away })),
});
const rules = (over: Partial<ScoreRules> = {}): ScoreRules => ({ gamePerMatch: 1, setMax: 3, isDraw: false, ...over });
const messages = (games: GameScore[], r: ScoreRules, complete = false) =>
  scoreIssues(games, r, complete).map((i) => `${i.path.join('.')} ${i.message}`);

describe('match score', () => {
  it('sums a two-game match with a draw allowed: games, sets, balls and the draw points', () => {
    const t = scoreTotals(
      [game([21, 15], [21, 18]), game([19, 21], [21, 17], [15, 21])],
      rules({ gamePerMatch: 2, isDraw: true }),
    );
    expect(t).toMatchObject({ homeScore: 1, awayScore: 1, homeSets: 3, awaySets: 2, homeBalls: 97, awayBalls: 92 });
    expect(t).toMatchObject({ complete: true, homePoints: 2, awayPoints: 2 });
  });

  it('gives 3 to the winner and 1 to the loser, and no points before the score is complete', () => {
    expect(scoreTotals([game([21, 10], [21, 12])], rules())).toMatchObject({ homePoints: 3, awayPoints: 1 });
    expect(scoreTotals([game([21, 10])], rules())).toMatchObject({ complete: false, homePoints: null });
  });

  it('refuses more sets than setMax, a set after the game is decided, and a tied set', () => {
    expect(messages([game([21, 10], [10, 21], [21, 5], [21, 3])], rules())).toEqual([
      'games.0.sets leagueMatches.tooManySets',
      'games.0.sets.3.home leagueMatches.setAfterDecided',
    ]);
    expect(messages([game([21, 10], [21, 12], [21, 5])], rules())).toEqual([
      'games.0.sets.2.home leagueMatches.setAfterDecided',
    ]);
    expect(messages([game([20, 20])], rules())).toEqual(['games.0.sets.0.home leagueMatches.setTied']);
  });

  it('refuses more games than gamePerMatch', () => {
    expect(messages([game([21, 1], [21, 1]), game([21, 1], [21, 1])], rules())).toEqual([
      'games leagueMatches.tooManyGames',
    ]);
  });

  it('refuses a finished draw where isDraw is off, and takes it where it is on', () => {
    const draw = [game([21, 15], [21, 18]), game([15, 21], [18, 21])];
    expect(messages(draw, rules({ gamePerMatch: 2 }))).toEqual(['games leagueMatches.drawNotAllowed']);
    expect(messages(draw, rules({ gamePerMatch: 2, isDraw: true }))).toEqual([]);
  });

  it('takes a partial score while the match runs, and wants every game decided when it ends', () => {
    const partial = [game([21, 15])];
    expect(messages(partial, rules({ gamePerMatch: 2 }))).toEqual([]);
    expect(messages(partial, rules({ gamePerMatch: 2 }), true)).toEqual(['games.0.sets leagueMatches.gameUndecided']);
    expect(messages([game([21, 15], [21, 3])], rules({ gamePerMatch: 2 }), true)).toEqual([
      'games leagueMatches.gamesMissing',
    ]);
  });

  it('plays best of five when setMax is 5 and best of three when it is not set', () => {
    expect(scoreTotals([game([11, 5], [5, 11], [11, 7], [11, 9])], rules({ setMax: 5 })).complete).toBe(true);
    expect(scoreTotals([game([21, 5], [21, 11])], rules({ setMax: null })).complete).toBe(true);
  });

  it('checks the players of singles (one a side) and doubles (two), and an even count without a kind', () => {
    const played = (kind: GameScore['kind'], home: number[], away: number[]): GameScore => ({
      ...game([21, 1], [21, 1]),
      kind,
      homePersonIds: home,
      awayPersonIds: away,
    });
    expect(messages([played('singles', [1, 2], [3])], rules())).toEqual([
      'games.0.homePersonIds leagueMatches.singlesPlayers',
    ]);
    expect(messages([played('doubles', [1], [3])], rules())).toEqual([
      'games.0.homePersonIds leagueMatches.doublesPlayers',
      'games.0.awayPersonIds leagueMatches.doublesPlayers',
    ]);
    expect(messages([played('doubles', [1, 2], [])], rules())).toEqual([]);
    expect(messages([played(null, [1, 2], [3])], rules())).toEqual([
      'games.0.awayPersonIds leagueMatches.playersUneven',
    ]);
    expect(messages([played(null, [1], [3])], rules())).toEqual([]);
  });

  it('gives a walkover every game with its winning sets, no balls, 3 points and none to the loser', () => {
    expect(walkoverTotals(rules({ gamePerMatch: 4, setMax: 3 }), 'away')).toEqual({
      homeScore: 0,
      awayScore: 4,
      homeSets: 0,
      awaySets: 8,
      homeBalls: 0,
      awayBalls: 0,
      homePoints: 0,
      awayPoints: 3,
    });
  });
});
