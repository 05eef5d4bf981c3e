// The public request result page: the thank-you page for a success token, the failure page with the
// go-to-system action for a failure token and for a forged one (the call answers 400).
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../../test/page';
import { setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import RequestResultPage from './RequestResultPage';

const PATH = '/zone/public/request/result';
const render = (token: string) =>
  renderPage({ routes: [{ path: PATH, element: <RequestResultPage /> }], at: `${PATH}?token=${token}` });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['requests'] }));

describe('the request result page', () => {
  it('thanks the user for a success token', async () => {
    const fetch = answerCalls(() => apiAnswer(200, { operationId: 'x', links: [], data: { outcome: 'success' } }));
    render('good');
    expect(await screen.findByText('Vaše vyjádření bylo zaznamenáno. Děkujeme.')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/public-zone/requests/results?token=good');
    expect(screen.queryByRole('link', { name: 'Přejít do systému' })).toBeNull();
  });

  it.each([
    ['a failure token', () => apiAnswer(200, { operationId: 'x', links: [], data: { outcome: 'failure' } })],
    [
      'a forged token',
      () =>
        apiAnswer(400, {
          type: 'about:blank#validation_failed',
          title: 'Odeslaná data nejsou platná.',
          status: 400,
          code: 'validation_failed',
          errors: [{ field: 'token', message: 'Odkaz je neplatný nebo jeho platnost vypršela.' }],
        }),
    ],
  ])('shows the failure page with the go-to-system action for %s', async (_, answer) => {
    answerCalls(answer);
    render('x');
    expect(
      await screen.findByText('Váš komentář nebyl zpracován. Obraťte se prosím na správce systému.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přejít do systému' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Vaše vyjádření bylo zaznamenáno. Děkujeme.')).toBeNull();
  });
});
