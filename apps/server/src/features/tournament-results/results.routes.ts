// Calls of results, team rosters and scoring tables (issue 15): each answer carries the links the
// caller may follow now (none in a cancelled or archived tournament, which is frozen).
import { type EndpointDef, endpoints, type Link } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope, zoneScopeOf } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { isTournamentEditable } from '../tournaments';
import { calculatePoints, getCompetitionResults, getTournamentResults, saveResults } from './results.service';
import {
  createRoster,
  deleteRoster,
  listRosters,
  type RosterRow,
  type RosterScope,
  rosterOfClub,
  updateRoster,
  visibleCompetition,
} from './rosters.service';
import { replaceScoring, scoringExport, scoringListSql } from './scoring.service';

const e = endpoints.tournamentResults;

function resultsAnswer(
  operationId: string,
  zoneAccess: ZoneAccess | null,
  data: Awaited<ReturnType<typeof getCompetitionResults>>,
) {
  const { tournamentStateId, ...results } = data;
  const links: Link[] =
    zoneAccess?.scope.zone === 'admin' && isTournamentEditable(tournamentStateId)
      ? [
          ...linksFor(zoneAccess, [e.resultsUpdate], { competitionId: data.competitionId }),
          ...linksFor(zoneAccess, [e.calculatePoints], { tournamentId: data.tournamentId }),
        ]
      : [];
  return { operationId, links, data: results };
}

function presentRoster(row: RosterRow, zoneAccess: ZoneAccess | null) {
  const { tournamentStateId, ...roster } = row;
  const zone = zoneAccess?.scope.zone;
  let links: Link[] = [];
  if (isTournamentEditable(tournamentStateId)) {
    if (zone === 'admin') links = linksFor(zoneAccess, [e.rosterUpdate, e.rosterDelete], { id: row.id });
    else if (zoneAccess && zoneAccess.scope.zone === 'club' && rosterOfClub(row, zoneAccess.scope.clubId)) {
      links = linksFor(zoneAccess, [e.clubRosterDelete], { id: row.id });
    }
  }
  return { ...roster, links };
}

export function registerTournamentResultRoutes(app: FastifyInstance, deps: AppDeps) {
  const writing = (zoneAccess: ZoneAccess | null): RosterScope => {
    const scope = zoneScopeOf(zoneAccess);
    if (scope.zone !== 'admin' && scope.zone !== 'club') throw new Error('only the admin and club zones write rosters');
    return scope;
  };

  for (const get of [e.resultsGet, e.clubResultsGet, e.personalResultsGet]) {
    registerEndpoint(app, get as typeof e.resultsGet, async ({ params, zoneAccess }) =>
      resultsAnswer(
        get.operationId,
        zoneAccess,
        await getCompetitionResults(deps.db, zoneScopeOf(zoneAccess), params.competitionId),
      ),
    );
  }
  for (const list of [e.tournamentResults, e.clubTournamentResults, e.personalTournamentResults]) {
    registerEndpoint(app, list as typeof e.tournamentResults, async ({ params, zoneAccess }) => ({
      operationId: list.operationId,
      links: [],
      data: await getTournamentResults(deps.db, zoneScopeOf(zoneAccess), params.tournamentId),
    }));
  }
  registerEndpoint(app, e.resultsUpdate, async ({ params, body, zoneAccess, user, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    return resultsAnswer(
      e.resultsUpdate.operationId,
      zoneAccess,
      await saveResults(deps.db, user!.userId, params.competitionId, body, lang),
    );
  });
  registerEndpoint(app, e.calculatePoints, async ({ params, zoneAccess, user, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    return {
      operationId: e.calculatePoints.operationId,
      links: [],
      data: await calculatePoints(deps.db, user!.userId, params.tournamentId, lang),
    };
  });

  const CREATE: Record<string, EndpointDef> = { admin: e.rosterCreate, club: e.clubRosterCreate };
  for (const list of [e.rosterList, e.clubRosterList, e.personalRosterList]) {
    registerEndpoint(app, list as typeof e.rosterList, async ({ params, zoneAccess }) => {
      const scope = zoneScopeOf(zoneAccess);
      const { tournamentStateId } = await visibleCompetition(deps.db, scope, params.competitionId);
      const rows = await listRosters(deps.db, scope, params.competitionId);
      const create = CREATE[scope.zone];
      return {
        operationId: list.operationId,
        links:
          create && isTournamentEditable(tournamentStateId)
            ? linksFor(zoneAccess, [create], { competitionId: params.competitionId })
            : [],
        data: rows.map((row) => presentRoster(row, zoneAccess)),
      };
    });
  }
  for (const create of [e.rosterCreate, e.clubRosterCreate]) {
    registerEndpoint(app, create as typeof e.rosterCreate, async ({ params, body, zoneAccess, user, lang }) => {
      const row = await createRoster(deps.db, writing(zoneAccess), user!.userId, params.competitionId, body, lang);
      const data = presentRoster(row, zoneAccess);
      return { operationId: create.operationId, links: data.links, data };
    });
  }
  registerEndpoint(app, e.rosterUpdate, async ({ params, body, zoneAccess, user, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    const data = presentRoster(await updateRoster(deps.db, user!.userId, params.id, body, lang), zoneAccess);
    return { operationId: e.rosterUpdate.operationId, links: data.links, data };
  });
  for (const remove of [e.rosterDelete, e.clubRosterDelete]) {
    registerEndpoint(app, remove as typeof e.rosterDelete, async ({ params, zoneAccess, lang }) => {
      await deleteRoster(deps.db, writing(zoneAccess), params.id, lang);
      return undefined;
    });
  }

  registerListEndpoint(app, deps, e.scoringList, {
    statements: ({ query }) => scoringListSql(query),
    exportAs: scoringExport,
  });
  registerEndpoint(app, e.scoringUpdate, async ({ params, body, zoneAccess, user }) => {
    requireScope(zoneAccess?.scope, 'admin');
    return {
      operationId: e.scoringUpdate.operationId,
      links: [],
      data: await replaceScoring(deps.db, user!.userId, params.typeId, body),
    };
  });
}
