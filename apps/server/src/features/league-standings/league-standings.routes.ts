// Calls of the standings and statistics of a league and its competitions (issue 16; docs/access.md "Leagues").
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';

export function registerLeagueStandingRoutes(_app: FastifyInstance, _deps: AppDeps) {}
