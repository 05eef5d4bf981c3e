// GET /api/global-zone/codebook with ETag / If-None-Match (304).
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { type CachedCodebook, loadCachedCodebook } from './codebook.service';

/** Matches an If-None-Match header (a list, weak forms, or *) against our strong ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export function registerCodebookRoutes(app: FastifyInstance, deps: AppDeps) {
  let cached: Promise<CachedCodebook> | undefined;
  const codebook = () => {
    cached ??= loadCachedCodebook(deps.pool).catch((err) => {
      cached = undefined;
      throw err;
    });
    return cached;
  };

  registerEndpoint(app, endpoints.codebook.get, async ({ request, reply }) => {
    const { body, etag } = await codebook();
    reply.header('etag', etag).header('cache-control', 'public, max-age=300, must-revalidate');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send() as never;
    return reply.type('application/json; charset=utf-8').send(body) as never;
  });
}
