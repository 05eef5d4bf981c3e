// Calls of the league list and detail, its competitions and attachments (issue 16; docs/access.md "Leagues").
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';

export function registerLeagueRoutes(_app: FastifyInstance, _deps: AppDeps) {}
