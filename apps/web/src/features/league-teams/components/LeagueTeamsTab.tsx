// Placeholder: the league work (issue 16) fills this tab in.
export function LeagueTeamsTab(_props: { leagueId: number }) {
  return null;
}
