// Placeholder: the league work (issue 16) fills this tab in.
export function LeagueStatisticsTab(_props: { leagueId: number }) {
  return null;
}
