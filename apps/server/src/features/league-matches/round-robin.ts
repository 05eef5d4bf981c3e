// The round-robin draw of a league competition (issue 16; docs/decisions.md "Leagues"), by the
// circle method: the first team stays, the others turn one place a round. An odd team count gets
// a bye (the team paired with it rests that round). Home and away: the fixed team alternates by
// round; of every other pair the team in the upper half of the circle is at home. Each turning
// team passes every place once (as many upper as lower places, and one round against the fixed
// team), so every team plays at home as often as away, within one. A double round robin plays the
// first cycle again with home and away swapped: then exactly as often.

export interface Pairing<T> {
  home: T;
  away: T;
}

/** The rounds of the draw (each a list of pairings; byes left out) for the teams in their order. */
export function roundRobin<T>(teams: readonly T[], cycles: 1 | 2 = 1): Pairing<T>[][] {
  if (teams.length < 2) return [];
  const circle: (T | null)[] = teams.length % 2 ? [...teams, null] : [...teams];
  const n = circle.length;
  const first: Pairing<T>[][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairings: Pairing<T>[] = [];
    for (let i = 0; i < n / 2; i++) {
      const upper = circle[i];
      const lower = circle[n - 1 - i];
      if (upper == null || lower == null) continue;
      const upperAtHome = i === 0 ? round % 2 === 0 : true;
      pairings.push(upperAtHome ? { home: upper, away: lower } : { home: lower, away: upper });
    }
    first.push(pairings);
    // Turn: the last place moves to the second, the others one place on; the first stays.
    circle.splice(1, 0, circle.pop() as T | null);
  }
  if (cycles === 1) return first;
  return [...first, ...first.map((round) => round.map(({ home, away }) => ({ home: away, away: home })))];
}
