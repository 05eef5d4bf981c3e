// Upload URLs for the admin, club and personal zones, and the transfer routes of local storage
// (the signed upload and download URLs the server itself serves).
import { Readable } from 'node:stream';
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { contentDisposition, type SignedQuery } from '../../platform/files/file-store';
import { recordEndpoints, registerEndpoint } from '../../platform/http/endpoint';

export function registerFileRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.files;
  for (const [endpoint, zone] of [
    [e.adminUploadUrl, 'admin'],
    [e.clubUploadUrl, 'club'],
    [e.personalUploadUrl, 'personal'],
  ] as const) {
    registerEndpoint(app, endpoint, async ({ body, user }) => ({
      operationId: endpoint.operationId,
      links: [],
      data: await deps.files.createUpload(body, { userId: user!.userId, zone }),
    }));
  }

  // The body of an upload is a stream of any type and size (the signed size is the limit, not
  // BODY_LIMIT), so this scope parses nothing: the handler gets the raw request stream.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.route({
      method: e.upload.method,
      url: e.upload.path,
      config: { endpoint: e.upload },
      schema: {
        operationId: e.upload.operationId,
        summary: e.upload.summary,
        tags: e.upload.tags,
        params: e.upload.params,
        querystring: e.upload.query,
        response: { 204: e.upload.response },
      },
      handler: async (request, reply) => {
        const body = (request.body as Readable | undefined) ?? Readable.from([]);
        await deps.files.receiveUpload(
          (request.params as { id: string }).id,
          request.query as SignedQuery,
          { contentType: request.headers['content-type'], contentLength: request.headers['content-length'] },
          body,
        );
        return reply.code(204).send();
      },
    });
  });

  app.route({
    method: e.download.method,
    url: e.download.path,
    config: { endpoint: e.download },
    schema: {
      operationId: e.download.operationId,
      summary: e.download.summary,
      tags: e.download.tags,
      params: e.download.params,
      querystring: e.download.query,
      response: { 200: e.download.response },
    },
    handler: async (request, reply) => {
      const { file, fileName, body } = await deps.files.openDownload(
        (request.params as { id: string }).id,
        request.query as SignedQuery,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  });
  recordEndpoints(app, e.upload, e.download);
}
