// Calls of a league's teams, the competitions they play and their rosters (issue 16; docs/access.md "Leagues").
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';

export function registerLeagueTeamRoutes(_app: FastifyInstance, _deps: AppDeps) {}
