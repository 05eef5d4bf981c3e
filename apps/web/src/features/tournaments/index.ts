// The tournaments feature's door for other features: the list and detail pages, which the older
// tournament module shows under its own routes. Imported only from lazily loaded pages.
export { default as TournamentDetailPage } from './pages/TournamentDetailPage';
export { default as TournamentListPage } from './pages/TournamentListPage';
