// The public unsubscribe page: opening it only reads the state (never unsubscribes), the button
// makes the one-click POST, an address already off says so, a forged link says it cannot be used.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../../test/page';
import { setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import UnsubscribePage from './UnsubscribePage';

const PATH = '/zone/public/emailing/unsubscribe';
const render = (query: string) =>
  renderPage({ routes: [{ path: PATH, element: <UnsubscribePage /> }], at: `${PATH}${query}` });
const state = (unsubscribed: boolean) =>
  apiAnswer(200, { operationId: 'x', links: [], data: { email: 'j…a@example.cz', unsubscribed } });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['emailing'] }));

describe('the unsubscribe page', () => {
  it('asks first, and unsubscribes only on the button', async () => {
    const fetch = answerCalls((_url, init) => state(init?.method === 'POST'));
    render('?token=a.b');
    expect(
      await screen.findByText('Adresa j…a@example.cz přestane dostávat hromadné e-maily svazu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Odhlášení z odběru e-mailů' })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET']);
    await userEvent.click(screen.getByRole('button', { name: 'Odhlásit odběr' }));
    expect(
      await screen.findByText('Na adresu j…a@example.cz už hromadné e-maily svazu posílat nebudeme.'),
    ).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/api/public-zone/emailing/unsubscribe?token=a.b');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(screen.queryByRole('button', { name: 'Odhlásit odběr' })).toBeNull();
  });

  it('says an address already unsubscribed is so, without a button', async () => {
    answerCalls(() => state(true));
    render('?token=a.b');
    expect(await screen.findByText('Odběr je odhlášen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odhlásit odběr' })).toBeNull();
  });

  it.each([
    ['a forged token', '?token=forged'],
    ['no token', ''],
  ])('says the link cannot be used for %s', async (_, query) => {
    answerCalls(() =>
      apiAnswer(400, {
        type: 'about:blank#validation_failed',
        title: 'Odeslaná data nejsou platná.',
        status: 400,
        code: 'validation_failed',
        errors: [{ field: 'token', message: 'Odkaz pro odhlášení je neplatný nebo jeho platnost vypršela.' }],
      }),
    );
    render(query);
    expect(await screen.findByText('Odkaz nelze použít')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odhlásit odběr' })).toBeNull();
  });
});
