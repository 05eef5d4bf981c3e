// The OpenAPI 3.1 document, generated from the contract's zod schemas, and its browsable docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LIST_EXPORT_CONTENT_TYPES } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

interface Operation {
  parameters?: { in?: string; name?: string }[];
  responses?: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
}

/** A list that takes `format` also answers with a file: its 200 names the file types too. */
function withExportContentTypes<T>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      const ok = op.responses?.['200'];
      if (!ok || !op.parameters?.some((p) => p.in === 'query' && p.name === 'format')) continue;
      ok.content = {
        ...ok.content,
        'text/csv': { schema: { type: 'string', description: 'format=csv: UTF-8 with BOM, ";" separated, CRLF' } },
        [LIST_EXPORT_CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
      };
      ok.headers = {
        ...ok.headers,
        'Content-Disposition': {
          description: 'With format: attachment; filename="<list>-<YYYY-MM-DD>.<format>"',
          schema: { type: 'string' },
        },
      };
    }
  }
  return doc;
}

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fedra API',
        version: '1.0.0',
        description:
          'API of Fedra, the sports federation system. Errors are application/problem+json (RFC 9457) with `code` and `errors`. Lists take offset, limit, sort and fields[NAME][o|v] filters.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withExportContentTypes(jsonSchemaTransformObject(input)),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/api/openapi.json' } as never });
}
