// Points from a scoring table (docs/decisions.md "Scoring tables"): an unshared place r takes the
// non-shared row with rankFrom ≤ r ≤ rankTo; a shared placing from..to takes the shared row with
// exactly (from, to) when the table has one, otherwise the points of the places it spans split
// evenly (their sum / the number of places, rounded to 2 decimals). A place no row covers gets 0.

export interface ScoringTableRow {
  rankFrom: number;
  rankTo: number;
  rankShared: boolean;
  points: number;
}

/** The points of one place by the non-shared rows (0 when no row covers it). */
export function placePoints(table: readonly ScoringTableRow[], place: number): number {
  const row = table.find((r) => !r.rankShared && r.rankFrom <= place && place <= r.rankTo);
  return row ? row.points : 0;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** The points of a placing from..to (shared or not) by the table. */
export function placingPoints(
  table: readonly ScoringTableRow[],
  rankFrom: number,
  rankTo: number,
  shared: boolean,
): number {
  if (!shared) return placePoints(table, rankFrom);
  const exact = table.find((r) => r.rankShared && r.rankFrom === rankFrom && r.rankTo === rankTo);
  if (exact) return exact.points;
  let sum = 0;
  for (let place = rankFrom; place <= rankTo; place++) sum += placePoints(table, place);
  return round2(sum / (rankTo - rankFrom + 1));
}
