// Rounds, the generated draw and the matches of a league competition with their score and actions (issue 16; spec 001 §3 Match, §4).
// Rules: docs/decisions.md "Leagues".
import type { EndpointDef } from './common/endpoint';

export const leagueMatchEndpoints = {} satisfies Record<string, EndpointDef>;
