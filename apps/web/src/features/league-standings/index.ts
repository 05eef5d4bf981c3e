// The league standings feature's door: the table and statistics tabs the league pages show.
export { CompetitionStatisticsTab } from './components/CompetitionStatisticsTab';
export { CompetitionTableTab } from './components/CompetitionTableTab';
export { LeagueStandingsTab } from './components/LeagueStandingsTab';
export { LeagueStatisticsTab } from './components/LeagueStatisticsTab';
