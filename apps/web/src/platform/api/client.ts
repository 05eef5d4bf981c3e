// The HTTP client: every call goes through a contract endpoint, with the language, bearer token,
// action name and XSRF headers (spec 000 §7). An expired access token is refreshed once,
// transparently, however many calls are waiting for it.
import { type EndpointDef, endpointPath } from '@fedra/contract/common/endpoint';
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

function apiUrl(path: string): string {
  const base = runtimeConfig().apiUrl.replace(/\/$/, '');
  return path.startsWith('/api') ? `${base}${path.slice(4)}` : `${base}${path}`;
}

function xsrfToken(): string | null {
  const m = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]!) : null;
}

function searchString(query: CallOptions['query']): string {
  if (!query) return '';
  const isListQuery =
    ['offset', 'limit', 'sort', 'fields'].some((k) => k in query) &&
    !('fields' in query && typeof query.fields === 'string');
  const params = isListQuery
    ? listQueryToSearchParams(query as ListQuery)
    : new URLSearchParams(query as Record<string, string>);
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

/** Exchanges the refresh token for a new pair; concurrent callers share one request. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = tokens.refresh();
    if (!refresh) return false;
    try {
      const res = await fetch(apiUrl('/api/account/refresh'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': language,
          'X-Action-Name': 'account.refresh',
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
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function toApiError(res: Response): Promise<ApiError> {
  const type = res.headers.get('content-type') ?? '';
  const problem = type.includes('json') ? await res.json().catch(() => null) : null;
  return new ApiError(res.status, problem && typeof problem === 'object' && 'status' in problem ? problem : null);
}

/** Calls an endpoint; resolves with its answer body (undefined for 202/204 without one). */
export async function call<E extends EndpointDef>(
  endpoint: E,
  options: CallOptions = {},
): Promise<z.output<E['response']>> {
  const url = apiUrl(endpointPath(endpoint.path, options.params)) + searchString(options.query);
  const actionName = options.actionName ?? endpoint.operationId;
  let res = await send(endpoint.method, url, options, actionName);
  if (res.status === 401 && tokens.access() && endpoint.access.kind !== 'anonymous') {
    if (await refreshTokens()) res = await send(endpoint.method, url, options, actionName);
    if (res.status === 401) for (const l of sessionExpiredListeners) l();
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204 || res.headers.get('content-length') === '0') return undefined as z.output<E['response']>;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as z.output<E['response']>;
}
