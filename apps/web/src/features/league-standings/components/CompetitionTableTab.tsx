// Placeholder: the league work (issue 16) fills this tab in.
export function CompetitionTableTab(_props: { competitionId: number; leagueId: number }) {
  return null;
}
