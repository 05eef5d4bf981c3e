// A competition's rounds (league/competition/{competitionId}/rounds) and a match (league/match/{matchId}).
export { default as LeagueMatchPage } from './LeagueMatchPage';
export { default as LeagueRoundsPage } from './LeagueRoundsPage';
