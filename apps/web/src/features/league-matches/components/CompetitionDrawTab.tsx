// Placeholder: the league work (issue 16) fills this tab in.
export function CompetitionDrawTab(_props: { competitionId: number; leagueId: number }) {
  return null;
}
