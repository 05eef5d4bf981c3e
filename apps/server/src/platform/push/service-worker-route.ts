// Serves the service worker at the router base, not under v2/ with the build's files: a service
// worker controls only the pages under its own folder, and it must control the whole application.
// It comes from the server's own source, so it is there without a web build (tests, API-only runs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

export const SERVICE_WORKER_FILE = 'service-worker.js';

let source: string | undefined;

export function registerServiceWorker(app: FastifyInstance, routerBase: string) {
  // The folder's URL, not the file's: a bundler (Vitest) would load `new URL('./x.js', ...)` as a module.
  source ??= readFileSync(path.join(fileURLToPath(new URL('.', import.meta.url)), SERVICE_WORKER_FILE), 'utf8');
  const body = source;
  app.get(`${routerBase}${SERVICE_WORKER_FILE}`, async (_request, reply) =>
    reply
      .headers({
        'content-type': 'text/javascript; charset=utf-8',
        // A new version must reach the browsers at their next visit (they check at most daily anyway).
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      })
      .send(body),
  );
}
