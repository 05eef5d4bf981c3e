// Calls of a league's teams, the competitions they play and their rosters (issue 16; docs/access.md "Leagues").
// Each answer carries the links the caller may follow now (none while the league is not editable).
import { endpoints, type Link } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope, zoneScopeOf } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { isLeagueEditable } from '../leagues';
import {
  addCompetitionTeam,
  type CompetitionTeamsRow,
  competitionTeams,
  createTeam,
  deleteTeam,
  getRoster,
  getTeam,
  type RosterRow,
  removeCompetitionTeam,
  replaceRoster,
  rosterCandidates,
  type TeamListRow,
  type TeamRow,
  teamExport,
  teamListSql,
  updateTeam,
  type WriteScope,
} from './league-teams.service';
import { type TeamOverviewRow, teamOverviewExport, teamOverviewSql } from './team-overview';

const e = endpoints.leagueTeams;

const isAdmin = (zoneAccess: ZoneAccess | null) => zoneAccess?.scope.zone === 'admin';

function teamLinks(zoneAccess: ZoneAccess | null, id: number, leagueStateId: number): Link[] {
  return isAdmin(zoneAccess) && isLeagueEditable(leagueStateId)
    ? linksFor(zoneAccess, [e.teamUpdate, e.teamDelete], { id })
    : [];
}

function presentTeam(operationId: string, zoneAccess: ZoneAccess | null, row: TeamRow) {
  const { leagueStateId, ...data } = row;
  return { operationId, links: teamLinks(zoneAccess, row.id, leagueStateId), data };
}

function presentCompetitionTeams(operationId: string, zoneAccess: ZoneAccess | null, row: CompetitionTeamsRow) {
  const { leagueStateId, ...rest } = row;
  const editable = isAdmin(zoneAccess) && isLeagueEditable(leagueStateId);
  return {
    operationId,
    links: editable ? linksFor(zoneAccess, [e.competitionTeamAdd], { competitionId: row.competitionId }) : [],
    data: {
      ...rest,
      teams: rest.teams.map((t) => ({
        ...t,
        links: editable
          ? linksFor(zoneAccess, [e.competitionTeamRemove], { competitionId: row.competitionId, teamId: t.teamId })
          : [],
      })),
    },
  };
}

function presentRoster(operationId: string, zoneAccess: ZoneAccess | null, row: RosterRow) {
  const { leagueStateId, ...data } = row;
  const scope = zoneAccess?.scope;
  const params = { competitionId: row.competitionId, teamId: row.teamId };
  let links: Link[] = [];
  if (isLeagueEditable(leagueStateId)) {
    if (scope?.zone === 'admin') links = linksFor(zoneAccess, [e.rosterUpdate], params);
    else if (scope?.zone === 'club' && scope.clubId === row.clubId)
      links = linksFor(zoneAccess, [e.clubRosterUpdate], params);
  }
  return { operationId, links, data };
}

export function registerLeagueTeamRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const list of [e.teamList, e.clubTeamList, e.personalTeamList]) {
    registerListEndpoint(app, deps, list as typeof e.teamList, {
      statements: ({ params, query, zoneAccess }) =>
        teamListSql(deps.db, zoneScopeOf(zoneAccess), params.leagueId, query),
      exportAs: teamExport,
      present: (row: TeamListRow, { zoneAccess }) => {
        const { leagueStateId, ...rest } = row;
        return { ...rest, links: teamLinks(zoneAccess, row.id, leagueStateId) };
      },
    });
  }
  for (const list of [e.teamOverview, e.clubTeamOverview]) {
    registerListEndpoint(app, deps, list as typeof e.teamOverview, {
      statements: ({ query, zoneAccess }) => teamOverviewSql(zoneScopeOf(zoneAccess), query),
      exportAs: teamOverviewExport,
      present: (row: TeamOverviewRow, { zoneAccess }) => {
        const { leagueStateId, ...rest } = row;
        return { ...rest, links: teamLinks(zoneAccess, row.id, leagueStateId) };
      },
    });
  }
  for (const get of [e.teamGet, e.clubTeamGet, e.personalTeamGet]) {
    registerEndpoint(app, get as typeof e.teamGet, async ({ params, zoneAccess }) =>
      presentTeam(get.operationId, zoneAccess, await getTeam(deps.db, zoneScopeOf(zoneAccess), params.id)),
    );
  }
  registerEndpoint(app, e.teamCreate, async ({ params, body, zoneAccess, user, lang }) => {
    const scope = requireScope(zoneAccess?.scope, 'admin');
    const id = await createTeam(deps.db, user!.userId, params.leagueId, body, lang);
    return presentTeam(e.teamCreate.operationId, zoneAccess, await getTeam(deps.db, scope, id));
  });
  registerEndpoint(app, e.teamUpdate, async ({ params, body, zoneAccess, user, lang }) => {
    const scope = requireScope(zoneAccess?.scope, 'admin');
    await updateTeam(deps.db, user!.userId, params.id, body, lang);
    return presentTeam(e.teamUpdate.operationId, zoneAccess, await getTeam(deps.db, scope, params.id));
  });
  registerEndpoint(app, e.teamDelete, async ({ params, query, zoneAccess, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    await deleteTeam(deps.db, params.id, query.withResults === 'true', lang);
    return undefined;
  });

  for (const list of [e.competitionTeams, e.clubCompetitionTeams, e.personalCompetitionTeams]) {
    registerEndpoint(app, list as typeof e.competitionTeams, async ({ params, zoneAccess }) =>
      presentCompetitionTeams(
        list.operationId,
        zoneAccess,
        await competitionTeams(deps.db, zoneScopeOf(zoneAccess), params.competitionId),
      ),
    );
  }
  registerEndpoint(app, e.competitionTeamAdd, async ({ params, body, zoneAccess, user, lang }) => {
    const scope = requireScope(zoneAccess?.scope, 'admin');
    await addCompetitionTeam(deps.db, user!.userId, params.competitionId, body.teamId, lang);
    return presentCompetitionTeams(
      e.competitionTeamAdd.operationId,
      zoneAccess,
      await competitionTeams(deps.db, scope, params.competitionId),
    );
  });
  registerEndpoint(app, e.competitionTeamRemove, async ({ params, zoneAccess, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    await removeCompetitionTeam(deps.db, params.competitionId, params.teamId, lang);
    return undefined;
  });

  for (const get of [e.rosterGet, e.clubRosterGet, e.personalRosterGet]) {
    registerEndpoint(app, get as typeof e.rosterGet, async ({ params, zoneAccess }) =>
      presentRoster(
        get.operationId,
        zoneAccess,
        await getRoster(deps.db, zoneScopeOf(zoneAccess), params.competitionId, params.teamId),
      ),
    );
  }
  for (const put of [e.rosterUpdate, e.clubRosterUpdate]) {
    registerEndpoint(app, put as typeof e.rosterUpdate, async ({ params, body, zoneAccess, user, lang }) => {
      const scope = zoneScopeOf(zoneAccess);
      if (scope.zone !== 'admin' && scope.zone !== 'club')
        throw new Error('only the admin and club zones write rosters');
      await replaceRoster(deps.db, scope as WriteScope, user!.userId, params.competitionId, params.teamId, body, lang);
      return presentRoster(
        put.operationId,
        zoneAccess,
        await getRoster(deps.db, scope, params.competitionId, params.teamId),
      );
    });
  }
  registerEndpoint(app, e.clubRosterCandidates, async ({ params, query, zoneAccess }) => ({
    operationId: e.clubRosterCandidates.operationId,
    links: [],
    data: await rosterCandidates(
      deps.db,
      requireScope(zoneAccess?.scope, 'club'),
      params.competitionId,
      params.teamId,
      query.search,
      query.limit ?? 50,
    ),
  }));
}
