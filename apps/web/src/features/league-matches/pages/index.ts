// A competition's rounds (league/competition/{competitionId}/rounds), a match (league/match/{matchId})
// and the matches of every league (competition-matches/{tab?}).
export { default as LeagueMatchPage } from './LeagueMatchPage';
export { default as LeagueRoundsPage } from './LeagueRoundsPage';
export { default as MatchOverviewPage } from './MatchOverviewPage';
