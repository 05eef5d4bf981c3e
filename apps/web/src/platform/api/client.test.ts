// The client's token handling: concurrent calls that meet an expired token share one refresh,
// then retry; a failed refresh reports the expired session. (fetch is stubbed: this tests the
// client alone; the server's side is tested through HTTP in apps/server.)
import { accountEndpoints } from '@fedra/contract/account';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { tokens } from '../session/tokens';
import { isApiError } from './api-error';
import { call, onSessionExpired } from './client';

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

beforeEach(() => {
  setTestRuntimeConfig();
  tokens.set('old-access', 'old-refresh');
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    const seen: string[] = [];
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>).Authorization;
        if (url.endsWith('/account/refresh')) {
          refreshes++;
          await new Promise((r) => setTimeout(r, 20));
          return json(200, {
            access_token: 'new-access',
            refresh_token: 'new-refresh',
            token_type: 'Bearer',
            expires_in: 900,
          });
        }
        seen.push(`${url} ${auth}`);
        return auth === 'Bearer new-access'
          ? json(200, { operationId: 'account.me', links: [], data: { id: 1 } })
          : json(401, {});
      }),
    );
    const [a, b, c] = await Promise.all([
      call(accountEndpoints.me),
      call(accountEndpoints.me),
      call(accountEndpoints.me),
    ]);
    expect(refreshes).toBe(1);
    expect([a, b, c].map((r) => r.data.id)).toEqual([1, 1, 1]);
    expect(tokens.access()).toBe('new-access');
    expect(tokens.refresh()).toBe('new-refresh');
    expect(seen.filter((s) => s.endsWith('new-access'))).toHaveLength(3);
  });

  it('reports the expired session when the refresh fails, and throws the 401', async () => {
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/account/refresh') ? json(401, {}) : json(401, {}))),
    );
    const err = await call(accountEndpoints.me).catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(401);
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });

  it('turns problem details into an ApiError with field messages, and sends the headers', async () => {
    const fetchMock = vi.fn(async () =>
      json(
        400,
        {
          type: 'about:blank',
          title: 'Neplatná data',
          status: 400,
          code: 'validation_failed',
          errors: [{ field: 'userName', message: 'E-mail je povinný.' }],
        },
        'application/problem+json',
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const err = await call(accountEndpoints.login, { body: { userName: '', password: 'x' } }).catch((e: unknown) => e);
    expect(isApiError(err) && err.fieldErrors).toEqual({ userName: 'E-mail je povinný.' });
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['X-Action-Name']).toBe('account.login');
    expect(headers['Accept-Language']).toBe('cs');
  });
});
