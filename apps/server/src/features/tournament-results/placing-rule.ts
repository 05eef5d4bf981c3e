// Valid standings of a discipline (docs/decisions.md "Results and standings"): every placing within
// 1..N; two different persons never hold one unshared placing unless they are partners of one
// roster of the discipline; the places of different placings never overlap. One issue per
// offending row, naming its field (results.{index}.rankFrom).

export interface PlacingRow {
  personId: number;
  rankFrom: number | null;
  rankTo: number | null;
  standingShared: boolean;
}

export interface PlacingIssue {
  index: number;
  field: 'rankFrom' | 'rankTo';
  key: string;
  params: Record<string, string | number>;
}

/**
 * The issues of the standings `rows` with `placeCount` places; `rosterOf` gives the roster a
 * person belongs to in the discipline (undefined: none).
 */
export function checkPlacings(
  rows: readonly PlacingRow[],
  placeCount: number,
  rosterOf: (personId: number) => number | undefined,
): PlacingIssue[] {
  const issues: PlacingIssue[] = [];
  const placed: { index: number; from: number; to: number; row: PlacingRow }[] = [];
  rows.forEach((row, index) => {
    if (row.rankFrom == null || row.rankTo == null) return;
    if (row.rankTo > placeCount || row.rankFrom > placeCount) {
      const field = row.rankFrom > placeCount ? 'rankFrom' : 'rankTo';
      issues.push({ index, field, key: 'results.outsideRange', params: { max: placeCount } });
      return;
    }
    placed.push({ index, from: row.rankFrom, to: row.rankTo, row });
  });
  // One placing per (from, to): its holders.
  const groups = new Map<string, typeof placed>();
  for (const p of placed) {
    const key = `${p.from}-${p.to}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // The placing's holder: a pair (two of the group in one roster) when there is one, so that a
    // third person is the one refused and not the partner of a pair that rightly shares the place.
    const rosterIn = (g: (typeof group)[number]) => rosterOf(g.row.personId);
    const holder =
      group.find((g) => rosterIn(g) !== undefined && group.some((o) => o !== g && rosterIn(o) === rosterIn(g))) ??
      group[0]!;
    const holderRoster = rosterIn(holder);
    for (const g of group) {
      if (g === holder || (holderRoster !== undefined && rosterIn(g) === holderRoster)) continue;
      if (!g.row.standingShared || !holder.row.standingShared) {
        issues.push({
          index: g.index,
          field: 'rankFrom',
          key: 'results.placeTaken',
          params: { place: g.from === g.to ? String(g.from) : `${g.from}–${g.to}`, row: holder.index + 1 },
        });
      }
    }
  }
  // Different placings never overlap.
  const distinct = [...groups.values()].map((g) => g[0]!).sort((a, b) => a.from - b.from || a.to - b.to);
  let reach: (typeof distinct)[number] | null = null;
  for (const d of distinct) {
    if (reach && d.from <= reach.to) {
      for (const g of groups.get(`${d.from}-${d.to}`)!) {
        issues.push({
          index: g.index,
          field: 'rankFrom',
          key: 'results.overlap',
          params: { place: reach.from === reach.to ? String(reach.from) : `${reach.from}–${reach.to}` },
        });
      }
    }
    if (!reach || d.to > reach.to) reach = d;
  }
  return issues.sort((a, b) => a.index - b.index);
}
