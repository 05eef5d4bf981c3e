// The economy settings page in the browser's place: the token badge of each state, the renewal
// offered only by the item's links, the form's messages (required, too long, the server's field
// problems) and the body it sends. The API's answers come from test/page.tsx; the server's side is
// tested through HTTP in apps/server/test/economy/economy.test.ts, the whole flow in e2e/economy.e2e.ts.
import type { Link } from '@fedra/contract/common/envelope';
import { type EconomySettings, MAX_TOKEN_LENGTH } from '@fedra/contract/economy';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import EconomySettingsPage from './pages/EconomySettingsPage';

const SETTINGS: EconomySettings = {
  tokenState: 'valid',
  tokenHint: 'a1b2',
  tokenValidTill: '2027-11-30',
  tokenUpdatedDate: '2026-11-20T09:30:00Z',
  tokenUpdatedByName: 'Alena Správcová',
};
const RENEW: Link = { operationId: 'api.admin.zone.economy.settings.update' };

function serve(settings: EconomySettings, links: Link[], onPut?: (body: unknown) => Response) {
  return answerCalls((_url, init) => {
    if (init?.method === 'PUT') return onPut ? onPut(JSON.parse(String(init.body))) : apiAnswer(202, {});
    return apiAnswer(200, { operationId: 'economy.settings.get', links, data: settings });
  });
}

const renderSettings = () =>
  renderPage({ routes: [{ path: '/', element: <EconomySettingsPage /> }], at: '/', modules: ['economy'] });

const user = () => userEvent.setup({ applyAccept: false });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['economy'] }));

describe('the economy settings page', () => {
  it.each([
    ['valid', 'Platný'],
    ['expired', 'Vypršel'],
    ['missing', 'Nenastaven'],
  ] as const)('shows a %s token as the badge "%s"', async (tokenState, text) => {
    serve({ ...SETTINGS, tokenState }, []);
    renderSettings();
    expect(await screen.findByTestId('token-state')).toHaveTextContent(text);
  });

  it('shows the last characters, the expiry and who changed it, never more of the token', async () => {
    serve(SETTINGS, []);
    renderSettings();
    expect(await screen.findByText('…a1b2')).toBeInTheDocument();
    expect(screen.getByText('30. 11. 2027')).toBeInTheDocument();
    expect(screen.getByText(/Alena Správcová/)).toBeInTheDocument();
  });

  it('offers the renewal only with its link', async () => {
    serve(SETTINGS, []);
    renderSettings();
    await screen.findByTestId('token-state');
    expect(screen.queryByRole('button', { name: 'Obnovit token' })).toBeNull();
  });

  it('names the missing and too long fields, then sends the token and its expiry', async () => {
    const sent: unknown[] = [];
    const fetch = serve(SETTINGS, [RENEW], (body) => {
      sent.push(body);
      return apiAnswer(202, { operationId: 'economy.settings.update', links: [RENEW], data: SETTINGS });
    });
    renderSettings();
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
      apiAnswer(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Odeslaná data nejsou platná.',
        code: 'validation_failed',
        errors: [{ field: 'validTill', message: 'Datum platnosti nesmí být v minulosti.' }],
      }),
    );
    renderSettings();
    await user().click(await screen.findByRole('button', { name: 'Obnovit token' }));
    await user().type(screen.getByLabelText(/^Nový token/), 'tok_live_1');
    await user().type(screen.getByLabelText(/^Platný do/), '2020-01-01');
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Datum platnosti nesmí být v minulosti.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Platný do/)).toHaveAccessibleDescription('Datum platnosti nesmí být v minulosti.');
  });
});
