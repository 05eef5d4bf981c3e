// The team page of a league (league/team/{id}/{tab?}) and the teams of every league (competition-teams).
export { default as LeagueTeamPage } from './LeagueTeamPage';
export { default as TeamOverviewPage } from './TeamOverviewPage';
