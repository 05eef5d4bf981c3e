// Teams of a league, the competitions they play and their rosters (issue 16; spec 001 §3 Team, Team roster).
// Rules: docs/decisions.md "Leagues".
import type { EndpointDef } from './common/endpoint';

export const leagueTeamEndpoints = {} satisfies Record<string, EndpointDef>;
