// The league standings feature's door: the table and statistics tabs the league pages show.
export { CompetitionStatisticsTab } from './components/CompetitionStatisticsTab';
export { CompetitionTableTab } from './components/CompetitionTableTab';
export { LeagueStandingsTab } from './components/LeagueStandingsTab';
export { LeagueStatisticsTab } from './components/LeagueStatisticsTab';
// A rank ("3.–4.") and a won:lost pair as the tables show them; the public league pages too.
export { pair, rankText } from './format';
