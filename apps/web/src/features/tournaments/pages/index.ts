// The tournament pages from one module: one lazy import for the list, the detail and the form
// (a user who opens the list goes on to a detail anyway).
export { default as TournamentDetailPage } from './TournamentDetailPage';
export { default as TournamentFormPage } from './TournamentFormPage';
export { default as TournamentListPage } from './TournamentListPage';
