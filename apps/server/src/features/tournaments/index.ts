// The tournaments feature's door: what other features (leagues, results, pairing, the referee
// journal) may use of it. Their inner files are the feature's own.
export { isNotLeagueSql, TOURNAMENT_STATE, visibleTournamentSql } from './tournament-scope';
