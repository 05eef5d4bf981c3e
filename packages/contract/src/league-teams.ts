// Teams of a league, the competitions they play and their rosters (issue 16; spec 001 §3 Team, Team roster).
// Rules: docs/decisions.md "Leagues", "Teams and rosters"; access: docs/access.md "Leagues".
import { z } from 'zod';
import { defineEndpoint, type EndpointDef } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { DeleteWithResultsQuerySchema } from './leagues';

/** The most persons of one roster. */
export const MAX_ROSTER_ENTRIES = 100;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// --- Teams ---------------------------------------------------------------------------------

export const LeagueTeamInputSchema = z
  .strictObject({
    name: text({ max: 200, required: true }),
    clubId: bodyId(),
    address: text({ max: 500 }).nullish(),
    contactPerson: text({ max: 200 }).nullish(),
    contactEmail: text({ max: 254 })
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'validation.email')
      .nullish(),
    contactPhone: text({ max: 40 }).nullish(),
    note: text({ max: 4000, multiline: true }).nullish(),
    /** Codebook tournamentTeamStates (default 1, registered). */
    stateId: bodyId().optional(),
  })
  .meta({ id: 'LeagueTeamSave' });
export type LeagueTeamInput = z.input<typeof LeagueTeamInputSchema>;

const CompetitionRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const LeagueTeamRowSchema = z
  .object({
    id: z.number().int(),
    leagueId: z.number().int(),
    name: z.string(),
    clubId: z.number().int(),
    clubName: z.string(),
    stateId: z.number().int(),
    /** The competitions the team plays, by name. */
    competitions: z.array(CompetitionRefSchema),
    links: z.array(LinkSchema),
  })
  .meta({ id: 'LeagueTeamRow' });
export type LeagueTeamRow = z.infer<typeof LeagueTeamRowSchema>;

/** A team in the list across every league the zone sees (the menu's "Družstva"). */
export const LeagueTeamOverviewRowSchema = LeagueTeamRowSchema.extend({
  leagueName: z.string(),
  seasonName: z.string(),
}).meta({ id: 'LeagueTeamOverviewRow' });
export type LeagueTeamOverviewRow = z.infer<typeof LeagueTeamOverviewRowSchema>;

export const LeagueTeamSchema = z
  .object({
    id: z.number().int(),
    leagueId: z.number().int(),
    leagueName: z.string(),
    name: z.string(),
    clubId: z.number().int(),
    clubName: z.string(),
    address: z.string().nullable(),
    contactPerson: z.string().nullable(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    note: z.string().nullable(),
    stateId: z.number().int(),
    /** The competitions the team plays with its roster size there, by name. */
    competitions: z.array(CompetitionRefSchema.extend({ rosterCount: z.number().int() })),
  })
  .meta({ id: 'LeagueTeam' });
export type LeagueTeam = z.infer<typeof LeagueTeamSchema>;

// --- Competition membership ----------------------------------------------------------------

export const CompetitionTeamAddSchema = z.strictObject({ teamId: bodyId() }).meta({ id: 'LeagueCompetitionTeamAdd' });
export type CompetitionTeamAdd = z.input<typeof CompetitionTeamAddSchema>;

export const CompetitionTeamSchema = z
  .object({
    teamId: z.number().int(),
    name: z.string(),
    clubId: z.number().int(),
    clubName: z.string(),
    stateId: z.number().int(),
    rosterCount: z.number().int(),
    links: z.array(LinkSchema),
  })
  .meta({ id: 'LeagueCompetitionTeam' });
export type CompetitionTeam = z.infer<typeof CompetitionTeamSchema>;

export const CompetitionTeamsSchema = z
  .object({
    competitionId: z.number().int(),
    competitionName: z.string(),
    leagueId: z.number().int(),
    teams: z.array(CompetitionTeamSchema),
  })
  .meta({ id: 'LeagueCompetitionTeams' });
export type CompetitionTeams = z.infer<typeof CompetitionTeamsSchema>;

// --- Rosters -------------------------------------------------------------------------------

export const RosterEntryInputSchema = z.strictObject({
  personId: bodyId(),
  /** Codebook teamPersonTypes. */
  teamPersonTypeId: bodyId(),
  note: text({ max: 500 }).nullish(),
});
export type RosterEntryInput = z.input<typeof RosterEntryInputSchema>;

export const LeagueRosterUpdateSchema = z
  .strictObject({
    entries: z
      .array(RosterEntryInputSchema, { error: 'validation.required' })
      .max(MAX_ROSTER_ENTRIES, 'validation.maxItems'),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.entries.forEach((e, i) => {
      if (seen.has(e.personId)) {
        ctx.addIssue({ code: 'custom', path: ['entries', i, 'personId'], message: 'leagueTeams.duplicatePerson' });
      }
      seen.add(e.personId);
    });
  })
  .meta({ id: 'LeagueRosterUpdate' });
export type LeagueRosterUpdate = z.input<typeof LeagueRosterUpdateSchema>;

export const LeagueRosterEntrySchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  birthYear: z.number().int().nullable(),
  clubName: z.string().nullable(),
  teamPersonTypeId: z.number().int(),
  note: z.string().nullable(),
});
export type LeagueRosterEntry = z.infer<typeof LeagueRosterEntrySchema>;

export const LeagueRosterSchema = z
  .object({
    competitionId: z.number().int(),
    competitionName: z.string(),
    teamId: z.number().int(),
    teamName: z.string(),
    clubId: z.number().int(),
    clubName: z.string(),
    leagueId: z.number().int(),
    entries: z.array(LeagueRosterEntrySchema),
  })
  .meta({ id: 'LeagueRoster' });
export type LeagueRoster = z.infer<typeof LeagueRosterSchema>;

/** A person the club manager may put on its team's roster: a member of the club today. */
export const RosterCandidateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    birthYear: z.number().int().nullable(),
  })
  .meta({ id: 'LeagueRosterCandidate' });
export type RosterCandidate = z.infer<typeof RosterCandidateSchema>;

export const RosterCandidateQuerySchema = z.strictObject({
  search: text({ max: 100 }).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

// --- Calls ---------------------------------------------------------------------------------

type Z = 'admin' | 'club' | 'personal';
const at = (zone: Z, action: string) => ({ kind: 'zone' as const, zone, action, module: 'league' as const });
const READ = 'tournament.dynamic.get';
const TAGS = ['leagues'];
const prefix = (zone: Z) => (zone === 'admin' ? '' : `${zone}.`);
const LeagueIdParams = z.object({ leagueId: IdParamsSchema.shape.id });
const CompetitionIdParams = z.object({ competitionId: IdParamsSchema.shape.id });
const CompetitionTeamParams = z.object({ competitionId: IdParamsSchema.shape.id, teamId: IdParamsSchema.shape.id });

const teamList = (zone: Z) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/:leagueId/teams`,
    operationId: `${prefix(zone)}league.team.list`,
    summary:
      "A league's teams with club, state and the competitions they play; filters name, clubId, stateId; sorts name (default), clubName, stateId; ?format=csv|xlsx",
    tags: TAGS,
    access: at(zone, READ),
    params: LeagueIdParams,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(LeagueTeamRowSchema),
  });

/** The teams of every league the zone sees; in the club zone the current club's own teams. */
const teamOverview = (zone: 'admin' | 'club') =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/teams`,
    operationId: `${prefix(zone)}league.team.overview`,
    summary:
      zone === 'admin'
        ? 'The teams of every league with league, season, club, state and competitions; filters name, leagueId, leagueName, seasonId, clubId, clubName, stateId; sorts name (default), leagueName, clubName, stateId; ?format=csv|xlsx'
        : "The current club's teams in every league it sees, with league, season, state and competitions; filters name, leagueId, leagueName, seasonId, stateId; sorts name (default), leagueName, stateId; ?format=csv|xlsx",
    tags: TAGS,
    access: at(zone, READ),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(LeagueTeamOverviewRowSchema),
  });

const teamGet = (zone: Z) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/teams/:id`,
    operationId: `${prefix(zone)}league.team.get`,
    summary: 'A league team with its contacts and the competitions it plays with their roster sizes',
    tags: TAGS,
    access: at(zone, READ),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(LeagueTeamSchema),
  });

const competitionTeams = (zone: Z) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/competitions/:competitionId/teams`,
    operationId: `${prefix(zone)}league.competition.team.list`,
    summary: "A league competition's teams with their roster sizes, by name (links: adding a team when allowed)",
    tags: TAGS,
    access: at(zone, READ),
    params: CompetitionIdParams,
    status: 200,
    response: itemEnvelope(CompetitionTeamsSchema),
  });

const rosterGet = (zone: Z) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/competitions/:competitionId/teams/:teamId/roster`,
    operationId: `${prefix(zone)}league.roster.get`,
    summary: "A team's roster in a competition (links: its update when allowed)",
    tags: TAGS,
    access: at(zone, READ),
    params: CompetitionTeamParams,
    status: 200,
    response: itemEnvelope(LeagueRosterSchema),
  });

const rosterUpdate = (zone: 'admin' | 'club') =>
  defineEndpoint({
    method: 'PUT',
    path: `/api/${zone}-zone/leagues/competitions/:competitionId/teams/:teamId/roster`,
    operationId: `${prefix(zone)}league.roster.update`,
    summary:
      zone === 'admin'
        ? "Replace a team's roster in a competition (any persons)"
        : "Replace the roster of a team of the current club with the club's members today",
    tags: TAGS,
    access: at(zone, 'league.roster.update'),
    params: CompetitionTeamParams,
    body: LeagueRosterUpdateSchema,
    status: 202,
    response: itemEnvelope(LeagueRosterSchema),
  });

export const leagueTeamsEndpoints = {
  teamList: teamList('admin'),
  clubTeamList: teamList('club'),
  personalTeamList: teamList('personal'),
  teamOverview: teamOverview('admin'),
  clubTeamOverview: teamOverview('club'),
  teamGet: teamGet('admin'),
  clubTeamGet: teamGet('club'),
  personalTeamGet: teamGet('personal'),
  teamCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/:leagueId/teams',
    operationId: 'league.team.create',
    summary: 'Add a team to a league',
    tags: TAGS,
    access: at('admin', 'league.team.create'),
    params: LeagueIdParams,
    body: LeagueTeamInputSchema,
    status: 201,
    response: itemEnvelope(LeagueTeamSchema),
  }),
  teamUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/leagues/teams/:id',
    operationId: 'league.team.update',
    summary: 'Change a league team',
    tags: TAGS,
    access: at('admin', 'league.team.update'),
    params: IdParamsSchema,
    body: LeagueTeamInputSchema,
    status: 202,
    response: itemEnvelope(LeagueTeamSchema),
  }),
  teamDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/leagues/teams/:id',
    operationId: 'league.team.delete',
    summary:
      'Delete a league team: it leaves the whole league (its rosters and matches go with it; with played results only with `withResults=true`)',
    tags: TAGS,
    access: at('admin', 'league.team.delete'),
    params: IdParamsSchema,
    query: DeleteWithResultsQuerySchema,
    status: 202,
    response: z.null(),
  }),
  competitionTeams: competitionTeams('admin'),
  clubCompetitionTeams: competitionTeams('club'),
  personalCompetitionTeams: competitionTeams('personal'),
  competitionTeamAdd: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/competitions/:competitionId/teams',
    operationId: 'league.competition.team.add',
    summary: "Let a team of the competition's league play the competition",
    tags: TAGS,
    access: at('admin', 'league.team.update'),
    params: CompetitionIdParams,
    body: CompetitionTeamAddSchema,
    status: 201,
    response: itemEnvelope(CompetitionTeamsSchema),
  }),
  competitionTeamRemove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/leagues/competitions/:competitionId/teams/:teamId',
    operationId: 'league.competition.team.remove',
    summary:
      'Take a team out of a competition: its roster and scheduled matches there go; refused while it has played matches there',
    tags: TAGS,
    access: at('admin', 'league.team.update'),
    params: CompetitionTeamParams,
    status: 202,
    response: z.null(),
  }),
  rosterGet: rosterGet('admin'),
  clubRosterGet: rosterGet('club'),
  personalRosterGet: rosterGet('personal'),
  rosterUpdate: rosterUpdate('admin'),
  clubRosterUpdate: rosterUpdate('club'),
  clubRosterCandidates: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/leagues/competitions/:competitionId/teams/:teamId/roster/candidates',
    operationId: 'club.league.roster.candidates',
    summary:
      "Members of the team's club today to put on its roster (the current club's teams only; search by name or registration number)",
    tags: TAGS,
    access: at('club', 'league.roster.update'),
    params: CompetitionTeamParams,
    query: RosterCandidateQuerySchema,
    status: 200,
    // A picker's choices (at most `limit`, by name), not a paged list: no export.
    response: itemEnvelope(z.array(RosterCandidateSchema)),
  }),
} satisfies Record<string, EndpointDef>;
