// The session's start: the user and codebook calls begun before React renders are the ones the
// provider uses (no second pair of calls), and without them the provider makes its own.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { SessionProvider, startSessionLoad, useSession } from './session';
import { tokens } from './tokens';

const user = { id: 1, firstName: 'Jana', lastName: 'Nováková' };
const codebook = { sex: { '1': { id: 1, code: 'M', name: { cs: 'Muž', en: 'Male' } } } };

beforeEach(() => {
  setTestRuntimeConfig();
  tokens.set('access', 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  tokens.clear();
});

function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const body = url.endsWith('/account/me/new') ? { operationId: 'account.me', links: [], data: user } : codebook;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Shown() {
  const { ready, user: u, codebook: c } = useSession();
  return <p>{ready ? `${u?.firstName} ${Object.keys(c ?? {}).join()}` : 'loading'}</p>;
}

const renderSession = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider onSignedOut={() => {}}>
        <Shown />
      </SessionProvider>
    </QueryClientProvider>,
  );

describe('session start', () => {
  it('takes over the calls started before rendering', async () => {
    const fetch = stubApi();
    startSessionLoad();
    expect(fetch.mock.calls.map((c) => c[0]).sort()).toEqual(['/api/account/me/new', '/api/global-zone/codebook']);
    renderSession();
    expect(await screen.findByText('Jana sex')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('makes its own calls when none were started', async () => {
    const fetch = stubApi();
    renderSession();
    expect(await screen.findByText('Jana sex')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
