// Calls of a competition's rounds, draw generation and matches with their actions (issue 16; docs/access.md "Leagues").
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';

export function registerLeagueMatchRoutes(_app: FastifyInstance, _deps: AppDeps) {}
