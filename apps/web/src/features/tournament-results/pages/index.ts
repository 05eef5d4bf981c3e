// The results pages from one module: the standings, the team rosters and the scoring tables.
export { default as ScoringPage } from './ScoringPage';
export { default as StandingsPage } from './StandingsPage';
export { default as TeamRostersPage } from './TeamRostersPage';
