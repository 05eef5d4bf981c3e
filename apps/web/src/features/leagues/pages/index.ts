// The league pages from one module: the list, a league's detail and a competition's detail.
export { default as LeagueCompetitionPage } from './LeagueCompetitionPage';
export { default as LeagueDetailPage } from './LeagueDetailPage';
export { default as LeagueListPage } from './LeagueListPage';
