// Leagues (issue 16; spec 001 §2 "Leagues", §3 League/competition part): a league is a tournament
// of the league type (codebook tournamentTypes LEAGUE) whose disciplines are its competitions.
// The league list, detail, its competitions and attachments. Rules: docs/decisions.md "Leagues".
import type { EndpointDef } from './common/endpoint';

/** Codebook tournamentTypes: the league type (migration 0023). */
export const LEAGUE_TYPE_ID = 7;

/** Codebook tournamentMatchStates (spec 001 §4 match actions start, end, approve, publish). */
export const MATCH_STATE = {
  scheduled: 1,
  inProgress: 2,
  finished: 3,
  approved: 4,
  published: 5,
  postponed: 6,
  walkover: 7,
  cancelled: 8,
} as const;

/** Matches the standings count in the admin zone (approved and published). */
export const COUNTED_MATCH_STATES = [MATCH_STATE.approved, MATCH_STATE.published] as const;
/** Matches the standings count, and whose score shows, outside the admin zone ("only published matches count publicly"). */
export const PUBLIC_MATCH_STATES = [MATCH_STATE.published] as const;

/** League points a match gives each team (docs/decisions.md "Leagues"). */
export const LEAGUE_POINTS = { win: 3, draw: 2, loss: 1 } as const;

/** Codebook teamPersonTypes (roster types). */
export const TEAM_PERSON_TYPE = {
  player: 1,
  captain: 2,
  substitute: 3,
  coach: 4,
  teamManager: 5,
  physio: 6,
} as const;

export const leagueEndpoints = {} satisfies Record<string, EndpointDef>;
