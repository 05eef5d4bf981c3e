// The older tournament module's pages from one module (docs/decisions.md "Season pairing and the
// older tournament module").
export { default as CompetitionListPage } from './CompetitionListPage';
export { default as CompetitionPage } from './CompetitionPage';
export { OlderTournamentDetailPage, OlderTournamentListPage } from './OlderTournamentPages';
export { default as PairingCompetitionsPage } from './PairingCompetitionsPage';
