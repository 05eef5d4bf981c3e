// The rankings page module (one lazy import).
export { default as RankingListPage } from './RankingListPage';
