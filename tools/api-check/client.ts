// What a client generated from the OpenAPI document (`npm run api:check`) compiles against: a small
// typed fetch over the generated `paths`, a few calls through it, and the bodies of sign-in held
// to the contract's own types, so that a document drifting from the contract fails the check.
import type { LoginRequestSchema, TokenResponseSchema } from '@fedra/contract';
import type { z } from 'zod';
import type { components, paths } from './generated/fedra-api';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type PathParams<O> = O extends { parameters: { path: infer T } } ? T : never;
type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type JsonAnswer<O> = O extends { responses: infer R }
  ? { [S in keyof R]: R[S] extends { content: { 'application/json': infer B } } ? B : never }[keyof R]
  : never;

/** Calls one operation of the document: the path's parameters and the body are typed by it. */
export async function call<P extends keyof paths, M extends Method>(
  baseUrl: string,
  path: P,
  method: M,
  input: { params?: PathParams<Operation<P, M>>; body?: JsonBody<Operation<P, M>>; token?: string },
): Promise<JsonAnswer<Operation<P, M>>> {
  const url = String(path).replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((input.params as Record<string, string | number> | undefined)?.[name])),
  );
  const res = await fetch(new URL(url, baseUrl), {
    method: method.toUpperCase(),
    headers: {
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
    },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
  if (!res.ok) throw new Error(`${method.toUpperCase()} ${url}: ${res.status}`);
  return (await res.json()) as JsonAnswer<Operation<P, M>>;
}

/** True only when A and B are each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Sign-in: the document's body and answer are the contract's.
type LoginBody = JsonBody<Operation<'/api/account/login', 'post'>>;
export const loginBodyIsTheContracts: Same<LoginBody, z.input<typeof LoginRequestSchema>> = true;
export const tokenIsTheContracts: Same<
  components['schemas']['TokenResponse'],
  z.output<typeof TokenResponseSchema>
> = true;

/** Signs in and lists a league's attachments: one parameter name for the path, whichever method. */
export async function example(baseUrl: string) {
  const tokens = await call(baseUrl, '/api/account/login', 'post', {
    body: { userName: 'admin@fedra.test', password: 'secret' },
  });
  const token: string = tokens.access_token;
  const attachments = await call(baseUrl, '/api/admin-zone/leagues/{leagueId}/attachments', 'get', {
    params: { leagueId: 1 },
    token,
  });
  await call(baseUrl, '/api/admin-zone/leagues/{leagueId}/attachments', 'post', {
    params: { leagueId: 1 },
    body: { name: 'Rules', fileUrl: '/api/files/download/00000000-0000-0000-0000-000000000000' },
    token,
  });
  return attachments;
}
