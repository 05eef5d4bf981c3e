// The HTTP client: every call goes through a contract endpoint, with the language, bearer token,
// action name and XSRF headers (spec 000 §7). An expired access token is refreshed once,
// transparently, however many calls are waiting for it.
import { accountRoutes } from '@fedra/contract/account-routes';
import { type EndpointDef, type EndpointRoute, endpointPath } from '@fedra/contract/common/endpoint';
import { type ListQuery, listQueryToSearchParams } from '@fedra/contract/common/list-query';
import type { z } from 'zod';
import { runtimeConfig } from '../config/runtime-config';
import { tokens } from '../session/tokens';
import { ApiError } from './api-error';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: ListQuery | Record<string, string>;
  body?: unknown;
  /** The action name header (spec 000 §7); defaults to the endpoint's operation id. */
  actionName?: string;
  signal?: AbortSignal;
}

type Listener = () => void;
const sessionExpiredListeners = new Set<Listener>();
let language = 'cs';

/** Called when a 401 could not be cured by refreshing the token (the session layer signs out). */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export function setApiLanguage(lang: string): void {
  language = lang;
}

/**
 * An API path ("/api/club-zone/imports/7/file") against the configured API address; any other URL
 * (an absolute presigned upload URL) as it is.
 */
export function resolveApiUrl(url: string): string {
  if (!url.startsWith('/api/') && url !== '/api') return url;
  return `${runtimeConfig().apiUrl.replace(/\/$/, '')}${url.slice('/api'.length)}`;
}

function xsrfToken(): string | null {
  const m = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]!) : null;
}

/** The keys of the list convention; any other top-level string is a parameter of the call itself. */
const LIST_QUERY_KEYS = new Set(['offset', 'limit', 'sort', 'format', 'fields', 'params']);

function searchString(query: CallOptions['query']): string {
  if (!query) return '';
  const isListQuery =
    ['offset', 'limit', 'sort', 'fields', 'params'].some((k) => k in query) &&
    !('fields' in query && typeof query.fields === 'string');
  const params = isListQuery
    ? listQueryToSearchParams(query as ListQuery)
    : new URLSearchParams(query as Record<string, string>);
  // A call with a limit and parameters of its own (the applicants' search and referee switch) keeps them.
  if (isListQuery)
    for (const [name, value] of Object.entries(query))
      if (!LIST_QUERY_KEYS.has(name) && typeof value === 'string') params.set(name, value);
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function send(method: string, url: string, options: CallOptions, actionName: string): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    'X-Action-Name': actionName,
  };
  const access = tokens.access();
  if (access) headers.Authorization = `Bearer ${access}`;
  const xsrf = xsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

let refreshing: Promise<boolean> | null = null;

/**
 * Runs a token refresh under a lock the browser's tabs share, as they share the tokens' storage:
 * the server takes a refresh token presented twice for a stolen one and ends the session, which
 * two tabs refreshing at once (both opened after the access token expired) would make it do.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('fedra.token-refresh', work)
    : work();
}

/**
 * Exchanges the refresh token for a new pair after the server refused `refused`, the access token
 * a call carried; concurrent callers (in any tab) share one request. A pair another tab got in
 * the meantime is taken as it is.
 */
function refreshTokens(refused: string): Promise<boolean> {
  refreshing ??= oneTabAtATime(async () => {
    const refresh = tokens.refresh();
    if (!refresh) return false;
    if (tokens.access() !== refused) return true;
    try {
      const res = await fetch(resolveApiUrl(accountRoutes.refresh.path), {
        method: accountRoutes.refresh.method,
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': language,
          'X-Action-Name': accountRoutes.refresh.operationId,
        },
        body: JSON.stringify({ refresh_token: refresh }),
      });
      if (!res.ok) return false;
      const pair = (await res.json()) as { access_token: string; refresh_token: string };
      tokens.set(pair.access_token, pair.refresh_token);
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function toApiError(res: Response): Promise<ApiError> {
  const type = res.headers.get('content-type') ?? '';
  const problem = type.includes('json') ? await res.json().catch(() => null) : null;
  return new ApiError(res.status, problem && typeof problem === 'object' && 'status' in problem ? problem : null);
}

/** The answer body of an endpoint definition (from its schema) or of a route (its declared type). */
export type Answer<E> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : E extends EndpointRoute<infer T>
    ? T
    : never;

/**
 * Calls an endpoint; resolves with its answer body (undefined for 202/204 without one). Takes a
 * definition or, where the code must not load zod (the session start), a route.
 */
export async function call<E extends EndpointDef | EndpointRoute>(
  endpoint: E,
  options: CallOptions = {},
): Promise<Answer<E>> {
  const res = await fetchEndpoint(endpoint, options);
  if (res.status === 204 || res.headers.get('content-length') === '0') return undefined as Answer<E>;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as Answer<E>;
}

/**
 * The one way to the API: the headers of `send`, one token refresh on a 401 (then the session is
 * over), and a failed answer as an ApiError. `url` is an API path with its query, or a full URL.
 */
export async function fetchApi(
  method: string,
  url: string,
  options: CallOptions & { actionName: string; anonymous?: boolean },
): Promise<Response> {
  const target = resolveApiUrl(url);
  const carried = tokens.access();
  let res = await send(method, target, options, options.actionName);
  if (res.status === 401 && carried && !options.anonymous) {
    if (await refreshTokens(carried)) res = await send(method, target, options, options.actionName);
    if (res.status === 401) for (const l of sessionExpiredListeners) l();
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

function fetchEndpoint(endpoint: EndpointDef | EndpointRoute, options: CallOptions): Promise<Response> {
  return fetchApi(endpoint.method, endpointPath(endpoint.path, options.params) + searchString(options.query), {
    ...options,
    actionName: options.actionName ?? endpoint.operationId,
    anonymous: endpoint.access.kind === 'anonymous',
  });
}

/** A file the server sent as an attachment. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; `fallbackName` when the answer names none. */
  fileName: string;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2]!.trim());
      if (name) return name;
    } catch {
      // A malformed encoding: the plain name below is the fallback.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : null;
  return name || null;
}

/**
 * Downloads a file answer of an endpoint (a list's export): the same language, token, refresh and
 * error handling as `call`, the body as a blob and its name from Content-Disposition.
 */
export async function download(
  endpoint: EndpointDef | EndpointRoute,
  options: CallOptions & { fallbackName: string; onProgress?: (bytes: number) => void },
): Promise<DownloadedFile> {
  const res = await fetchEndpoint(endpoint, options);
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition')) ?? options.fallbackName;
  const type = res.headers.get('content-type') ?? '';
  if (!options.onProgress || !res.body) return { blob: await res.blob(), fileName };
  // The file is streamed without a length: report what has arrived so far.
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    options.onProgress(bytes);
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}
