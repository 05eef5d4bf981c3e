// The club's new transfer or loan request names every missing field at once, the loan's end among
// them (the schema checks it only once the rest is valid), and sends nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../test/page';
import { setupI18n } from '../../test/render';
import { NewRequestModal } from './components/NewRequestModal';

beforeAll(() => setupI18n('cs'));

describe('a new request', () => {
  it('names the person and a loan’s end in one round, and sends nothing', async () => {
    const fetch = answerCalls(() => apiAnswer(200, { data: [], limit: 20, offset: 0, total: 0 }));
    renderPage({
      routes: [{ path: '/zone/club/requests', element: <NewRequestModal onClose={() => {}} /> }],
      at: '/zone/club/requests',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nová žádost o přestup nebo hostování' });
    const u = userEvent.setup();
    await u.click(within(dialog).getByRole('radio', { name: 'Hostování' }));
    await u.click(within(dialog).getByRole('button', { name: 'Podat žádost' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Konec hostování/)).toHaveAccessibleDescription(
        'Pole Konec hostování je povinné',
      ),
    );
    // The effective date keeps its default, today: a required typed date erased gets it back.
    expect(within(dialog).getByLabelText(/^Datum účinnosti/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByText('Pole Osoba je povinné')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });
});
