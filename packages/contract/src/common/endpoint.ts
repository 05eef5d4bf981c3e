// One definition per call: method, path, access rule and schemas. The server registers its
// routes from these, the access-matrix test enumerates them, the web client calls through them.
import type { z } from 'zod';
import type { ModuleName } from './modules';
import type { Zone } from './zones';

/**
 * Who may call: nobody needs to be signed in (anonymous); any signed-in user (user); or a
 * zone action checked against the caller's permissions as api.{zone}.zone.{action}.
 */
export type Access =
  | { kind: 'anonymous' }
  | { kind: 'user' }
  | { kind: 'zone'; zone: Exclude<Zone, 'public'>; action: string; module?: ModuleName }
  | { kind: 'public'; action: string; module?: ModuleName };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. /api/admin-zone/person-roles/:id */
  path: string;
  /** The operation id of the OpenAPI document and of the answer envelope. */
  operationId: string;
  summary: string;
  tags: string[];
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Status of a successful answer (200, 201, 202, 204 or 304-capable 200; 302 for a browser redirect). */
  status: 200 | 201 | 202 | 204 | 302;
  response: R;
  /**
   * A POST that only reads (the spec's count calls are POST): read-only roles may call it, and
   * it is not treated as a write.
   */
  readsOnly?: boolean;
}

/**
 * An endpoint without its schemas: what a client needs to make the call. The web application's
 * first load (session start, sign-in) calls through these, so zod is not in it. `T` is the type
 * of the answer body, carried for the compiler only (`answer` is never set).
 */
export interface EndpointRoute<T = unknown> {
  method: HttpMethod;
  path: string;
  operationId: string;
  access: Access;
  readonly answer?: T;
}

/** A route whose answer type is `T` (declared once; the endpoint definition spreads it). */
export function defineRoute<T>(route: EndpointRoute<T>): EndpointRoute<T> {
  return route;
}

/**
 * An endpoint definition. Built from a route (`{...routes.me, ...}`), the route's answer type
 * must be what the response schema produces, so the two cannot drift apart.
 */
export function defineEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: EndpointDef<P, Q, B, R> & { readonly answer?: z.output<R> },
): EndpointDef<P, Q, B, R> {
  return def;
}

/** Fills :params of an endpoint path (for clients and tests). */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
