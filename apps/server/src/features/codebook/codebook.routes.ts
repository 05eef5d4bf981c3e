// GET /api/global-zone/codebook: built once per process, when the server starts, so that no
// visitor pays for building it (about 250 ms on a fresh process: new db connections, a query per
// reference table in backends that have not planned them yet, the JSON and its compression). Sent
// compressed by Accept-Encoding, with an ETag per encoding and 304 on If-None-Match.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { sendEncoded } from '../../platform/http/encoded-body';
import { registerEndpoint } from '../../platform/http/endpoint';
import { type CachedCodebook, loadCachedCodebook } from './codebook.service';

export function registerCodebookRoutes(app: FastifyInstance, deps: AppDeps) {
  let cached: Promise<CachedCodebook> | undefined;
  const codebook = () => {
    cached ??= loadCachedCodebook(deps.db).catch((err) => {
      cached = undefined;
      throw err;
    });
    return cached;
  };

  // Before the server listens. A failure here is not fatal: the first request tries again and
  // answers the error the way any request would.
  app.addHook('onReady', async () => {
    await codebook().catch((err: Error) => app.log.warn({ err }, 'could not build the codebook at start'));
  });

  registerEndpoint(app, endpoints.codebook.get, async ({ request, reply }) => {
    const encoded = await codebook();
    reply.header('cache-control', 'public, max-age=300, must-revalidate').type('application/json; charset=utf-8');
    return sendEncoded(request, reply, encoded) as never;
  });
}
