// The standings editor and the scoring table in the browser's place: a shared placing entered and
// sent as one call for the whole discipline, the server's field error next to its row, saving with
// nothing changed says so and sends nothing, the read-only view for the other zones; the scoring
// table's "original state" message. The server's side is tested through HTTP in apps/server.
import type { CompetitionResults, ScoringRow } from '@fedra/contract/tournament-results';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../platform/notifications';
import { answerCalls, apiAnswer as json, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { StandingsEditor } from './components/StandingsEditor';
import { ScoringTable } from './pages/ScoringPage';

const user = () => userEvent.setup({ applyAccept: false });
const UPDATE = {
  operationId: 'api.admin.zone.tournament.dynamic.standings.update',
  method: 'PUT' as const,
  href: '/x',
};
const row = (participantId: number, name: string) => ({
  participantId,
  personId: participantId + 100,
  name,
  clubId: 7,
  club: 'BK Karlín',
  stateId: 2,
  rankFrom: null,
  rankTo: null,
  standingShared: false,
  result: null,
  points: null,
  pointsCp: null,
  pointsMcr: null,
  partnerName: null,
});
const DATA: CompetitionResults = {
  competitionId: 11,
  tournamentId: 5,
  name: 'Dvouhra mužů',
  rankStateId: 1,
  placeCount: 3,
  rows: [row(1, 'Jan Novák'), row(2, 'Petr Svoboda'), row(3, 'Karel Dvořák')],
};

function renderEditor(data: CompetitionResults, links = [UPDATE]) {
  return renderPage({
    routes: [{ path: '/', element: <StandingsEditor data={data} links={links} /> }],
    at: '/',
    user: zoneCaller('admin', ['tournament.dynamic.standings.update']),
    codebook: {},
  });
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['tournamentDynamic'] }));

describe('the standings editor', () => {
  it('says that all records are in their original state and sends nothing when nothing changed', async () => {
    const info = vi.spyOn(notify, 'info');
    const fetch = answerCalls(() => json(202, { operationId: 'x', links: [], data: DATA }));
    renderEditor(DATA);
    await user().click(screen.getByRole('button', { name: 'Uložit výsledky' }));
    expect(info).toHaveBeenCalledWith('Všechny záznamy jsou v původním stavu.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a shared placing with the whole discipline and shows the server error next to its row', async () => {
    const fetch = answerCalls(() =>
      json(400, {
        code: 'validation_failed',
        status: 400,
        title: 'x',
        errors: [{ field: 'results.2.rankFrom', message: 'Umístění se překrývá s umístěním 2–3.' }],
      }),
    );
    renderEditor(DATA);
    const u = user();
    await u.type(screen.getByLabelText('Umístění od – Jan Novák'), '1');
    await u.type(screen.getByLabelText('Umístění od – Petr Svoboda'), '2');
    await u.click(screen.getByLabelText('Sdílené – Petr Svoboda'));
    const to = screen.getByLabelText('Umístění do – Petr Svoboda');
    expect(to).toBeEnabled();
    await u.clear(to);
    await u.type(to, '3');
    await u.type(screen.getByLabelText('Umístění od – Karel Dvořák'), '2');
    await u.click(screen.getByLabelText('Sdílené – Karel Dvořák'));
    await u.clear(screen.getByLabelText('Umístění do – Karel Dvořák'));
    await u.type(screen.getByLabelText('Umístění do – Karel Dvořák'), '3');
    await u.type(screen.getByLabelText('Výsledek – Jan Novák'), '21:15 21:18');
    await u.click(screen.getByRole('button', { name: 'Uložit výsledky' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin-zone/tournaments/competitions/11/results');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      results: [
        { participantId: 1, rankFrom: 1, rankTo: 1, standingShared: false, result: '21:15 21:18', points: null },
        { participantId: 2, rankFrom: 2, rankTo: 3, standingShared: true, result: null, points: null },
        { participantId: 3, rankFrom: 2, rankTo: 3, standingShared: true, result: null, points: null },
      ],
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Umístění od – Karel Dvořák')).toHaveAccessibleDescription(
        'Umístění se překrývá s umístěním 2–3.',
      ),
    );
    expect(screen.getByLabelText('Umístění od – Karel Dvořák')).toHaveFocus();
  }, 60_000);

  it('keeps a placing beyond the number of places as typed (no silent change) and sends it to be refused', async () => {
    const fetch = answerCalls(() =>
      json(400, {
        code: 'validation_failed',
        status: 400,
        title: 'x',
        errors: [{ field: 'results.0.rankFrom', message: 'Umístění musí být v rozsahu 1 až 3.' }],
      }),
    );
    renderEditor(DATA);
    const u = user();
    const from = screen.getByLabelText('Umístění od – Jan Novák');
    await u.type(from, '99');
    await u.tab();
    expect(from).toHaveValue('99');
    await u.click(screen.getByRole('button', { name: 'Uložit výsledky' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).results[0]).toMatchObject({ rankFrom: 99, rankTo: 99 });
    await waitFor(() => expect(from).toHaveAccessibleDescription('Umístění musí být v rozsahu 1 až 3.'));
    // The field with the server's message gets the focus (it may be out of sight in a long table).
    await waitFor(() => expect(from).toHaveFocus());
  });

  it('takes a participant added by an import or a pairing (new rows) without breaking', async () => {
    function Harness() {
      const [data, setData] = useState(DATA);
      return (
        <>
          <button type="button" onClick={() => setData({ ...DATA, rows: [...DATA.rows, row(4, 'Tomáš Nový')] })}>
            more
          </button>
          <StandingsEditor data={data} links={[UPDATE]} />
        </>
      );
    }
    renderPage({
      routes: [{ path: '/', element: <Harness /> }],
      at: '/',
      user: zoneCaller('admin', ['tournament.dynamic.standings.update']),
      codebook: {},
    });
    await user().click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByLabelText('Umístění od – Tomáš Nový')).toBeInTheDocument();
    expect(screen.getByLabelText('Sdílené – Tomáš Nový')).not.toBeChecked();
  });

  it('shows the standings read-only without the update link, a shared placing as a range', () => {
    const data: CompetitionResults = {
      ...DATA,
      rows: [
        { ...row(1, 'Jan Novák'), rankFrom: 1, rankTo: 1, points: 100, pointsCp: 100 },
        { ...row(2, 'Petr Svoboda'), rankFrom: 2, rankTo: 3, standingShared: true, points: 72.5 },
      ],
    };
    renderEditor(data, []);
    expect(screen.queryByRole('button', { name: 'Uložit výsledky' })).toBeNull();
    const places = screen.getAllByTestId('place').map((cell) => cell.textContent);
    expect(places).toEqual(['1.', '2.–3.']);
    expect(within(screen.getByRole('table')).getByText('72,5')).toBeInTheDocument();
  });
});

describe('the scoring table', () => {
  const ROWS: ScoringRow[] = [
    { id: 1, typeId: 6, rankFrom: 1, rankTo: 1, rankShared: false, points: 30 },
    { id: 2, typeId: 6, rankFrom: 2, rankTo: 2, rankShared: false, points: 20 },
  ];
  const render = () =>
    renderPage({
      routes: [{ path: '/', element: <ScoringTable typeId={6} rows={ROWS} /> }],
      at: '/',
      user: zoneCaller('admin', ['tournament.scoring.list', 'tournament.scoring.update']),
    });

  it('says the original state without a change and sends the rows of the type after one', async () => {
    const info = vi.spyOn(notify, 'info');
    const fetch = answerCalls(() => json(202, { operationId: 'x', links: [], data: ROWS }));
    render();
    await user().click(screen.getByRole('button', { name: 'Uložit tabulku' }));
    expect(info).toHaveBeenCalledWith('Všechny záznamy jsou v původním stavu.');
    expect(fetch).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Přidat řádek' }));
    await user().click(screen.getByRole('button', { name: 'Uložit tabulku' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin-zone/tournaments/scoring/6');
    expect(JSON.parse(String(init.body)).rows).toEqual([
      { rankFrom: 1, rankTo: 1, rankShared: false, points: 30 },
      { rankFrom: 2, rankTo: 2, rankShared: false, points: 20 },
      { rankFrom: 3, rankTo: 3, rankShared: false, points: 0 },
    ]);
  });
  it("shows the server's overlap message next to the row and moves the focus there", async () => {
    answerCalls(() =>
      json(400, {
        code: 'validation_failed',
        status: 400,
        title: 'x',
        errors: [{ field: 'rows.1.rankFrom', message: 'Řádek se překrývá s jiným nesdíleným řádkem.' }],
      }),
    );
    render();
    const u = user();
    const to = screen.getByLabelText('Umístění do 1');
    await u.clear(to);
    await u.type(to, '2');
    await u.click(screen.getByRole('button', { name: 'Uložit tabulku' }));
    const from = screen.getByLabelText('Umístění od 2');
    await waitFor(() => expect(from).toHaveAccessibleDescription('Řádek se překrývá s jiným nesdíleným řádkem.'));
    await waitFor(() => expect(from).toHaveFocus());
  });
});
