// The "Generate ranking" dialog: today by default, "one tournament" needs a tournament, the start
// sends the scope and date, then the job is followed with a progress bar to its result and the
// success toast.
import type { RankingGeneration } from '@fedra/contract/rankings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../platform/notifications';
import { answerCalls, apiAnswer, renderPart } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { GenerateRankingModal } from './components/GenerateRankingModal';

const user = () => userEvent.setup();

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['tournamentDynamic'] }));
afterEach(() => {
  vi.restoreAllMocks();
});

const job = (over: Partial<RankingGeneration>): RankingGeneration => ({
  jobId: '6a0c5c1e-2b7f-4a43-9c55-5a0f3f0c8e21',
  state: 'queued',
  done: 0,
  total: null,
  error: null,
  result: null,
  createdDate: '2026-11-24T03:00:00Z',
  finishedDate: null,
  ...over,
});

describe('the generate dialog', () => {
  it('generates for all at today, follows the job and announces the ranking', async () => {
    const success = vi.spyOn(notify, 'success');
    const states = [
      job({ state: 'running', done: 3, total: 6 }),
      job({ state: 'completed', done: 6, total: 6, result: { rankings: 2, entries: 35 } }),
    ];
    const fetch = answerCalls((_url, init) =>
      init?.method === 'POST'
        ? apiAnswer(202, { data: job({}) })
        : apiAnswer(200, { data: states.length > 1 ? states.shift() : states[0] }),
    );
    renderPart(<GenerateRankingModal today="2026-11-21" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generovat žebříček' });
    expect(within(dialog).getByLabelText(/Datum žebříčku/)).toHaveValue('21. 11. 2026');
    expect(within(dialog).getByRole('radio', { name: 'Všechny turnaje' })).toBeChecked();
    await user().click(within(dialog).getByRole('button', { name: 'Generovat' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Průběh generování' });
    // The start button has gone; the focus stays in the dialog on the job's own close button (the
    // header's close button comes first).
    expect(within(dialog).getAllByRole('button', { name: 'Zavřít' }).at(-1)).toHaveFocus();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ rankDate: '2026-11-21', tournamentId: null });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(await within(dialog).findByText('Vygenerovány 2 žebříčky s 35 záznamy.')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(success).toHaveBeenCalledWith('Žebříček byl vygenerován.');
  });

  it('for one tournament asks for the tournament first and sends nothing without it', async () => {
    const fetch = answerCalls(() => apiAnswer(200, { data: [], total: 0, limit: 30, offset: 0 }));
    renderPart(<GenerateRankingModal today="2026-11-21" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generovat žebříček' });
    await user().click(within(dialog).getByRole('radio', { name: 'Jeden turnaj' }));
    await user().click(within(dialog).getByRole('button', { name: 'Generovat' }));
    expect(await within(dialog).findByText('Vyberte turnaj.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
