// The economy settings page in the browser's place: the token badge of each state, the renewal
// offered only by the item's links, the form's messages (required, too long, the server's field
// problems) and the body it sends. The calls are answered by a stubbed fetch; the server's side is
// tested through HTTP in apps/server/test/economy.test.ts, the whole flow in e2e/economy.e2e.ts.
import type { Link } from '@fedra/contract/common/envelope';
import { type EconomySettings, MAX_TOKEN_LENGTH } from '@fedra/contract/economy';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import EconomySettingsPage from './pages/EconomySettingsPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

const SETTINGS: EconomySettings = {
  tokenState: 'valid',
  tokenHint: 'a1b2',
  tokenValidTill: '2027-11-30',
  tokenUpdatedDate: '2026-11-20T09:30:00Z',
  tokenUpdatedByName: 'Alena Správcová',
};
const RENEW: Link = { operationId: 'api.admin.zone.economy.settings.update' };

function serve(settings: EconomySettings, links: Link[], onPut?: (body: unknown) => Response) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return onPut ? onPut(JSON.parse(String(init.body))) : json(202, {});
    return json(200, { operationId: 'economy.settings.get', links, data: settings });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModalsProvider>
          <EconomySettingsPage />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const user = () => userEvent.setup({ applyAccept: false });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['economy'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the economy settings page', () => {
  it.each([
    ['valid', 'Platný'],
    ['expired', 'Vypršel'],
    ['missing', 'Nenastaven'],
  ] as const)('shows a %s token as the badge "%s"', async (tokenState, text) => {
    serve({ ...SETTINGS, tokenState }, []);
    renderPage();
    expect(await screen.findByTestId('token-state')).toHaveTextContent(text);
  });

  it('shows the last characters, the expiry and who changed it, never more of the token', async () => {
    serve(SETTINGS, []);
    renderPage();
    expect(await screen.findByText('…a1b2')).toBeInTheDocument();
    expect(screen.getByText('30. 11. 2027')).toBeInTheDocument();
    expect(screen.getByText(/Alena Správcová/)).toBeInTheDocument();
  });

  it('offers the renewal only with its link', async () => {
    serve(SETTINGS, []);
    renderPage();
    await screen.findByTestId('token-state');
    expect(screen.queryByRole('button', { name: 'Obnovit token' })).toBeNull();
  });

  it('names the missing and too long fields, then sends the token and its expiry', async () => {
    const sent: unknown[] = [];
    const fetch = serve(SETTINGS, [RENEW], (body) => {
      sent.push(body);
      return json(202, { operationId: 'economy.settings.update', links: [RENEW], data: SETTINGS });
    });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Obnovit token' }));
    const token = screen.getByLabelText(/^Nový token/);
    expect(token).toBeRequired();
    expect(screen.getByLabelText(/^Platný do/)).toBeRequired();
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Pole Nový token je povinné')).toBeInTheDocument();
    expect(screen.getByText('Pole Platný do je povinné')).toBeInTheDocument();

    fireEvent.change(token, { target: { value: 'x'.repeat(MAX_TOKEN_LENGTH + 1) } });
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText(/^Pole Nový token může mít nejvýše 2.?000 znaků/)).toBeInTheDocument();

    fireEvent.change(token, { target: { value: 'tok_live_9f8e7d6c' } });
    await user().type(screen.getByLabelText(/^Platný do/), '2027-12-31');
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(sent).toEqual([{ token: 'tok_live_9f8e7d6c', validTill: '2027-12-31' }]));
    expect(
      fetch.mock.calls.some(([url, init]) => url.endsWith('/economy/settings/token') && init?.method === 'PUT'),
    ).toBe(true);
  });

  it('puts the server problems next to their fields', async () => {
    serve(SETTINGS, [RENEW], () =>
      json(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Odeslaná data nejsou platná.',
        code: 'validation_failed',
        errors: [{ field: 'validTill', message: 'Datum platnosti nesmí být v minulosti.' }],
      }),
    );
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Obnovit token' }));
    await user().type(screen.getByLabelText(/^Nový token/), 'tok_live_1');
    await user().type(screen.getByLabelText(/^Platný do/), '2020-01-01');
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Datum platnosti nesmí být v minulosti.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Platný do/)).toHaveAccessibleDescription('Datum platnosti nesmí být v minulosti.');
  });
});
