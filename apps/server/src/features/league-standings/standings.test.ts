import { describe, expect, it } from 'vitest';
import { type CountedMatch, computeStandings, type StandingTeam } from './standings';

const team = (teamId: number, name: string): StandingTeam => ({ teamId, name, clubId: null, club: null });

/** A match with games hs:as; sets and balls default to the games ×2 and ×21 unless given. */
function m(
  home: number,
  away: number,
  hs: number,
  as: number,
  o: { sets?: [number, number]; balls?: [number, number] } = {},
): CountedMatch {
  const [homeSets, awaySets] = o.sets ?? [hs * 2, as * 2];
  const [homeBalls, awayBalls] = o.balls ?? [hs * 21, as * 21];
  const points = (a: number, b: number) => (a > b ? 3 : a < b ? 1 : 2);
  return {
    homeTeamId: home,
    awayTeamId: away,
    homeScore: hs,
    awayScore: as,
    homeSets,
    awaySets,
    homeBalls,
    awayBalls,
    homePoints: points(hs, as),
    awayPoints: points(as, hs),
  };
}

const order = (rows: ReturnType<typeof computeStandings>) => rows.map((r) => r.name);
const ranks = (rows: ReturnType<typeof computeStandings>) => rows.map((r) => `${r.rankFrom}-${r.rankTo}`);

describe('computeStandings', () => {
  it('gives every team a row of zeros without matches, all sharing the rank, by name', () => {
    const rows = computeStandings([team(2, 'Beta'), team(1, 'Alfa'), team(3, 'Gama')], []);
    expect(order(rows)).toEqual(['Alfa', 'Beta', 'Gama']);
    expect(ranks(rows)).toEqual(['1-3', '1-3', '1-3']);
    expect(rows[0]).toMatchObject({
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
      rank: 1,
    });
  });

  it('sums the totals and orders by points', () => {
    const rows = computeStandings(
      [team(1, 'A'), team(2, 'B'), team(3, 'C')],
      [m(1, 2, 3, 1), m(2, 3, 2, 2), m(3, 1, 1, 3)],
    );
    expect(order(rows)).toEqual(['A', 'B', 'C']);
    expect(rows[0]).toMatchObject({ matches: 2, wins: 2, draws: 0, losses: 0, scoresWon: 6, scoresLost: 2 });
    expect(rows[0]).toMatchObject({ setsWon: 12, setsLost: 4, ballsWon: 126, ballsLost: 42, pointsTotal: 6, rank: 1 });
    // B and C level in everything (their mutual draw, the same losses to A): they share 2nd–3rd.
    expect(rows[1]).toMatchObject({ wins: 0, draws: 1, losses: 1, pointsTotal: 3, rankFrom: 2, rankTo: 3 });
    expect(rows[2]).toMatchObject({ draws: 1, losses: 1, pointsTotal: 3, rankFrom: 2, rankTo: 3 });
  });

  it('breaks a tie on points by the mutual match before the set difference', () => {
    // A and B 4 points each; B has the far better set difference, but A beat B.
    const rows = computeStandings(
      [team(1, 'A'), team(2, 'B'), team(3, 'C')],
      [m(1, 2, 3, 1), m(2, 3, 4, 0, { sets: [8, 0] }), m(3, 1, 3, 1)],
    );
    // All three have 4 points: the mini table is the whole group, level on points (3+1 each);
    // the mutual game difference decides (A +2-2, B -2+4, C +2-4).
    expect(rows.map((r) => r.pointsTotal)).toEqual([4, 4, 4]);
    expect(order(rows)).toEqual(['B', 'A', 'C']);
    const two = computeStandings([team(1, 'A'), team(2, 'B')], [m(1, 2, 3, 1), m(2, 1, 2, 1, { sets: [20, 0] })]);
    // Each won once (4 points each); mutual game difference: A 3-1+1-2 = +1, B -1.
    expect(order(two)).toEqual(['A', 'B']);
  });

  it('uses the mutual points first among the tied teams', () => {
    // A, B 4 points; A beat B, B has the better sets overall (its win over C 4:0 with 8:0 sets).
    const rows = computeStandings(
      [team(1, 'A'), team(2, 'B'), team(3, 'C'), team(4, 'D')],
      [m(1, 2, 3, 1), m(2, 3, 4, 0, { sets: [8, 0] }), m(1, 4, 1, 3), m(3, 4, 0, 0)],
    );
    expect(rows.map((r) => [r.name, r.pointsTotal])).toEqual([
      ['D', 5],
      ['A', 4],
      ['B', 4],
      ['C', 3],
    ]);
  });

  it('uses the mutual game difference when the mutual points are level', () => {
    // Double round: each won at home; A won 4:0, B only 3:1 → A ahead despite B's sets.
    const rows = computeStandings(
      [team(1, 'A'), team(2, 'B')],
      [m(1, 2, 4, 0, { sets: [4, 3] }), m(2, 1, 3, 1, { sets: [9, 0] })],
    );
    expect(order(rows)).toEqual(['A', 'B']);
    expect(rows.map((r) => r.pointsTotal)).toEqual([4, 4]);
  });

  it('falls back to the set difference, then the ball difference', () => {
    // A and B drew; both beat C; A's sets against C better.
    const sets = computeStandings(
      [team(1, 'A'), team(2, 'B'), team(3, 'C')],
      [m(1, 2, 2, 2), m(1, 3, 3, 1, { sets: [6, 1] }), m(2, 3, 3, 1, { sets: [6, 3] })],
    );
    expect(order(sets)).toEqual(['A', 'B', 'C']);
    // Same sets, B has more balls.
    const balls = computeStandings(
      [team(1, 'A'), team(2, 'B'), team(3, 'C')],
      [m(1, 2, 2, 2), m(1, 3, 3, 1, { balls: [60, 50] }), m(2, 3, 3, 1, { balls: [70, 50] })],
    );
    expect(order(balls)).toEqual(['B', 'A', 'C']);
    expect(ranks(balls)).toEqual(['1-1', '2-2', '3-3']);
  });

  it('shares the rank of teams still level, listed by name', () => {
    const rows = computeStandings(
      [team(1, 'Delta'), team(2, 'Alfa'), team(3, 'Charlie'), team(4, 'Bravo')],
      [m(2, 3, 3, 1), m(2, 4, 3, 1), m(1, 3, 2, 2), m(1, 4, 2, 2), m(3, 4, 2, 2), m(2, 1, 1, 3)],
    );
    // Alfa 7, Delta 7 (A beat B? no: Delta beat Alfa) → Delta, Alfa; Charlie and Bravo 5 each, level in everything.
    expect(order(rows)).toEqual(['Delta', 'Alfa', 'Bravo', 'Charlie']);
    expect(ranks(rows)).toEqual(['1-1', '2-2', '3-4', '3-4']);
    expect(rows[2]!.rank).toBe(3);
  });

  it('resolves a three-way tie by the mini table of the tied teams only', () => {
    // A, B, C tied on 6 points. Mutual: A beat B and C; B drew C; B and C beat D (A has not met
    // D yet). The mini table puts A first (6 points) and leaves B and C (3 each, both lost to A
    // by 2 games); their own mutual match is a draw, so the set difference decides (B better vs D).
    const rows = computeStandings(
      [team(1, 'A'), team(2, 'B'), team(3, 'C'), team(4, 'D')],
      [m(1, 2, 3, 1), m(1, 3, 3, 1), m(2, 3, 2, 2), m(2, 4, 3, 1, { sets: [6, 0] }), m(3, 4, 3, 1, { sets: [6, 1] })],
    );
    expect(rows.slice(0, 3).map((r) => r.pointsTotal)).toEqual([6, 6, 6]);
    expect(order(rows)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('starts again from head-to-head for the teams a later step leaves level', () => {
    // Alfa, Zulu, Bravo each 7 points; a cycle among them (each won one mutual match 3:1), so the
    // mini table is level; the set difference puts Alfa first and leaves Zulu and Bravo level on
    // sets and balls: their own mutual match (Zulu beat Bravo) decides, not the name.
    const cycle = { sets: [6, 3] as [number, number], balls: [100, 90] as [number, number] };
    const vsD = (sets: [number, number]) => ({ sets, balls: [80, 40] as [number, number] });
    const rows = computeStandings(
      [team(1, 'Alfa'), team(2, 'Zulu'), team(3, 'Bravo'), team(4, 'Delta')],
      [
        m(1, 2, 3, 1, cycle),
        m(2, 3, 3, 1, cycle),
        m(3, 1, 3, 1, cycle),
        m(1, 4, 3, 1, vsD([8, 0])),
        m(2, 4, 3, 1, vsD([6, 2])),
        m(3, 4, 3, 1, vsD([6, 2])),
      ],
    );
    expect(rows.slice(0, 3).map((r) => r.pointsTotal)).toEqual([7, 7, 7]);
    expect(order(rows)).toEqual(['Alfa', 'Zulu', 'Bravo', 'Delta']);
    expect(ranks(rows)).toEqual(['1-1', '2-2', '3-3', '4-4']);
  });

  it('derives the points from the games when a match has none written', () => {
    const rows = computeStandings(
      [team(1, 'A'), team(2, 'B')],
      [{ ...m(1, 2, 3, 1), homePoints: null, awayPoints: null }],
    );
    expect(rows.map((r) => r.pointsTotal)).toEqual([3, 1]);
  });

  it('goes back to head-to-head when the set difference leaves two teams level, before the balls', () => {
    // A cycle: B beats A, C beats B, A beats C — three teams level on points and in their mini table.
    // Set difference: A +1, C +1, B −2 → B last; A and C level on sets start again at head-to-head,
    // where A beat C, although C has the better ball difference.
    const rows = computeStandings(
      [team(1, 'A'), team(2, 'B'), team(3, 'C')],
      [
        m(2, 1, 1, 0, { sets: [2, 1], balls: [55, 50] }),
        m(3, 2, 1, 0, { sets: [3, 0], balls: [42, 30] }),
        m(1, 3, 1, 0, { sets: [3, 1], balls: [50, 60] }),
      ],
    );
    expect(order(rows)).toEqual(['A', 'C', 'B']);
    expect(ranks(rows)).toEqual(['1-1', '2-2', '3-3']);
  });
});
