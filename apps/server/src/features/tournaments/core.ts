// The tournaments core: what the features built on tournaments use of them (results, result
// imports, season pairing, the referee journal, and the leagues, whose competitions are tournament
// rows): who sees a tournament, whether it may still change and its lock, the application states,
// the counts and ranking points a change of results recomputes, the attachments and the state
// texts. Reached through the feature's door (index.ts); tournaments depend on none of those features.

// The sex and age rule of a discipline, which the national teams apply to their nominations too.
export { type Ineligibility, ineligibility } from './application-eligibility';
// The results feature hands the public detail its standings and rosters (public-results-source.ts).
export { type PublicResultsSource, providePublicResults } from './public-results-source';
export { recomputeRankingPoints } from './ranking-points';
// The statute 8 fine the economy records against the organiser (orders.fines.ts).
export { STATUTE8_JOIN } from './statute8';
export {
  attachmentExport,
  attachmentsSql,
  createAttachment,
  deleteAttachment,
  listAttachments,
} from './tournament-attachments.service';
export { isTournamentEditable, lockEditableTournament } from './tournament-competitions.service';
export { lockTournaments, recountTeams, recountTournaments } from './tournament-counts';
export {
  ACTIVE_APPLICATION_SQL,
  APPLICATION_STATE,
  isNotLeagueSql,
  TOURNAMENT_STATE,
  visibleTournamentSql,
} from './tournament-scope';

// The state texts (`tournamentState.{id}`) are registered on import; the leagues show them too.
import './tournaments.messages';
