// The leagues feature's door for the other league features (teams, matches, standings), whose
// pages share its page shape and its texts.
export { LEAGUE_NAMESPACES } from './league-namespaces';
export { leaguePage } from './module';
