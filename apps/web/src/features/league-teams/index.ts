// The league teams feature's door: the team tabs the league pages show.
export { CompetitionTeamsTab } from './components/CompetitionTeamsTab';
export { LeagueTeamsTab } from './components/LeagueTeamsTab';
