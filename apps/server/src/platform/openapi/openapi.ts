// The OpenAPI 3.1 document, generated from the contract's zod schemas, and its browsable docs.
// The document is what other systems build clients from, so it must pass a linter's recommended
// rules (`npm run api:check`): every operation states its security, the servers are named, and a
// path template has one set of parameter names.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Access, LIST_EXPORT_CONTENT_TYPES } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

interface Parameter {
  in?: string;
  name?: string;
}

interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
}

type Paths = Record<string, Record<string, Operation>>;

/**
 * The security requirement of an operation. An empty list says "no sign-in needed": anonymous and
 * public calls ignore a bearer token (the access hook never reads it for them), so offering one
 * as optional would be wrong too.
 */
function operationSecurity(access: Access): Record<string, string[]>[] {
  return access.kind === 'anonymous' || access.kind === 'public' ? [] : [{ bearer: [] }];
}

/** A path with its parameter names blanked: paths with the same shape are the same URLs. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

const pathParamNames = (path: string) => [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The name a parameter gets where routes of one path name it differently (`/leagues/:id/attachments`
 * for one method, `/leagues/:leagueId/attachments` for another): the one that says what it is
 * (not the bare `id`), then the one most operations use, then the first in alphabetical order, so
 * that the choice does not depend on the order the routes were registered in.
 */
function pickName(uses: Map<string, number>): string {
  return [...uses].sort(
    ([a, an], [b, bn]) => Number(a === 'id') - Number(b === 'id') || bn - an || a.localeCompare(b),
  )[0]![0];
}

/**
 * One path template per URL shape. Fastify lets two methods of one URL name a path parameter
 * differently, but OpenAPI treats `/a/{id}` and `/a/{aId}` as two paths that match the same URLs,
 * which a generated client cannot tell apart. The routes keep their names (a validation error names
 * the route's own parameter); the document names each parameter once per path, with the schema the
 * route declared for it.
 */
function withOneNamePerPath(paths: Paths): Paths {
  const byShape = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const shape = pathShape(path);
    byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
  }
  const result: Paths = {};
  for (const [path, operations] of Object.entries(paths)) {
    const group = byShape.get(pathShape(path))!;
    if (group.length === 1) {
      result[path] = operations;
      continue;
    }
    if (group[0] !== path) continue; // merged with the group's first path
    // Per position: how many operations use each name.
    const uses: Map<string, number>[] = pathParamNames(path).map(() => new Map());
    for (const member of group) {
      const count = Object.keys(paths[member]!).filter((m) => HTTP_METHODS.has(m)).length;
      for (const [i, name] of pathParamNames(member).entries()) uses[i]!.set(name, (uses[i]!.get(name) ?? 0) + count);
    }
    const names = uses.map(pickName);
    let i = 0;
    const canonical = path.replace(/\{[^}]*\}/g, () => `{${names[i++]}}`);
    const merged: Record<string, Operation> = {};
    for (const member of group) {
      const rename = new Map(pathParamNames(member).map((name, j) => [name, names[j]!]));
      for (const [method, op] of Object.entries(paths[member]!)) {
        if (merged[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${canonical} is defined twice`);
        const parameters = op.parameters?.map((p) =>
          p.in === 'path' && p.name && rename.has(p.name) ? { ...p, name: rename.get(p.name) } : p,
        );
        merged[method] = parameters ? { ...op, parameters } : op;
      }
    }
    result[canonical] = merged;
  }
  return result;
}

/** A list that takes `format` also answers with a file: its 200 names the file types too. */
function withExportContentTypes(paths: Paths): Paths {
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
  return paths;
}

export interface OpenApiOptions {
  /** The address users reach Fedra at; without it the document names its own origin ("/"). */
  publicUrl?: string | undefined;
}

export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions = {}) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fedra API',
        version: '1.0.0',
        description:
          'API of Fedra, the sports federation system. Errors are application/problem+json (RFC 9457) with `code` and `errors`. Lists take offset, limit, sort and fields[NAME][o|v] filters.',
      },
      // The paths start with /api from the host's root. A relative URL resolves against the
      // address the document was fetched from, so it is right behind any proxy.
      servers: [
        options.publicUrl
          ? { url: options.publicUrl.replace(/\/+$/, ''), description: 'Fedra' }
          : { url: '/', description: 'The server this document was fetched from' },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // The server URL is not a prefix to take off the route paths: they are documented as routed.
    stripBasePath: false,
    transform: (input) => {
      // A route without an endpoint of the contract is not part of the API (the service worker,
      // the documentation itself): it is not documented.
      const endpoint = input.route.config?.endpoint;
      if (!endpoint) return { schema: { hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, schema: { ...transformed.schema, security: operationSecurity(endpoint.access) } };
    },
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input) as { paths?: Paths };
      return { ...doc, paths: withExportContentTypes(withOneNamePerPath(doc.paths ?? {})) } as ReturnType<
        typeof jsonSchemaTransformObject
      >;
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/api/openapi.json' } as never });
}
