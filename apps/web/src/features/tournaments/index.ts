// The tournaments feature's door for other features: the list and detail pages, which the older
// tournament module shows under its own routes, and the calls, codebook hooks and badges that the
// older module, results, rankings and leagues share. Imported only from lazily loaded pages.
export {
  attachmentListCall,
  attachmentsQuery,
  createAttachment,
  deleteAttachment,
  TOURNAMENT_LINK,
  TOURNAMENTS_KEY,
  type TournamentZone,
  tournamentQuery,
  updateAttachment,
} from './api';
export {
  allCompetitionsQuery,
  COMPETITION_ACTION,
  changeCompetitionState,
  competitionListCall,
  competitionsKey,
  loadCompetitions,
  PARTICIPANT_ACTION,
} from './api-competitions';
export { AttachmentList, type AttachmentSource } from './components/attachments/AttachmentList';
export { StateBadge } from './components/disciplines/StateBadge';
export {
  type TournamentList,
  useTournamentCodebook as useDisciplineCodebook,
} from './components/disciplines/use-tournament-codebook';
export { TournamentStateBadge } from './components/TournamentStateBadge';
export { default as TournamentDetailPage } from './pages/TournamentDetailPage';
export { default as TournamentListPage } from './pages/TournamentListPage';
export { useTournamentCodebook } from './use-tournament-codebook';
export { useTournamentZone } from './use-tournament-zone';
