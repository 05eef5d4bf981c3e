// The league matches feature's door: the draw tab the competition page shows.
export { CompetitionDrawTab } from './components/CompetitionDrawTab';
