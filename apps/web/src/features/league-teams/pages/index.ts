// The team page of a league (league/team/{id}/{tab?}).
export { default as LeagueTeamPage } from './LeagueTeamPage';
