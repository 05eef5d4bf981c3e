// Standings and statistics of a league's competitions computed from the counted matches (issue 16; spec 001 §3 Standing row).
// Rules: docs/decisions.md "Leagues".
import type { EndpointDef } from './common/endpoint';

export const leagueStandingEndpoints = {} satisfies Record<string, EndpointDef>;
