// Calls of the standings and statistics of a league and its competitions (issue 16; docs/access.md "Leagues"):
// read-only, so their answers carry no links.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { zoneScopeOf } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { competitionStandings, competitionStatistics, leagueStandings, leagueStatistics } from './standings.service';

const e = endpoints.leagueStandings;

export function registerLeagueStandingRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const get of [e.competitionStandings, e.clubCompetitionStandings, e.personalCompetitionStandings]) {
    registerEndpoint(app, get as typeof e.competitionStandings, async ({ params, zoneAccess }) => ({
      operationId: get.operationId,
      links: [],
      data: await competitionStandings(deps.db, zoneScopeOf(zoneAccess), params.competitionId),
    }));
  }
  for (const get of [e.leagueStandings, e.clubLeagueStandings, e.personalLeagueStandings]) {
    registerEndpoint(app, get as typeof e.leagueStandings, async ({ params, zoneAccess }) => ({
      operationId: get.operationId,
      links: [],
      data: await leagueStandings(deps.db, zoneScopeOf(zoneAccess), params.leagueId),
    }));
  }
  for (const get of [e.competitionStatistics, e.clubCompetitionStatistics, e.personalCompetitionStatistics]) {
    registerEndpoint(app, get as typeof e.competitionStatistics, async ({ params, zoneAccess }) => ({
      operationId: get.operationId,
      links: [],
      data: await competitionStatistics(deps.db, zoneScopeOf(zoneAccess), params.competitionId),
    }));
  }
  for (const get of [e.leagueStatistics, e.clubLeagueStatistics, e.personalLeagueStatistics]) {
    registerEndpoint(app, get as typeof e.leagueStatistics, async ({ params, zoneAccess }) => ({
      operationId: get.operationId,
      links: [],
      data: await leagueStatistics(deps.db, zoneScopeOf(zoneAccess), params.leagueId),
    }));
  }
}
