// Seasons by their validity: the one a season follows is the latest whose validity ends before
// it starts (the server's rule for an earlier season, docs/decisions.md "Season pairing and the
// older tournament module").
export interface SeasonLike {
  id: number;
  name: string;
  validFrom: string;
  validTill: string;
}

/** The seasons that end before `season` starts, latest first. */
export function earlierSeasons<S extends SeasonLike>(seasons: readonly S[], seasonId: number | null): S[] {
  const season = seasons.find((s) => s.id === seasonId);
  if (!season) return [];
  return seasons.filter((s) => s.validTill < season.validFrom).sort((a, b) => (a.validTill < b.validTill ? 1 : -1));
}

/** The season today falls in (else the latest one). */
export function currentSeason<S extends SeasonLike>(seasons: readonly S[], today: string): S | undefined {
  return seasons.find((s) => s.validFrom <= today && today <= s.validTill) ?? seasons[0];
}
