// The pairing dialogs in the browser's place: the discipline dialog offers the previous season's
// disciplines (the list call filtered to that season), marks the choice required, sends the pick and
// shows the server's refusal next to the field; season management previews, then applies with a
// toast of the counts. The server's rules are tested through HTTP in apps/server.
import type { PairingCompetitionRow } from '@fedra/contract/tournament-pairing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, apiAnswer as json, renderPart } from '../../../test/page';
import { setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import { PairDialog } from './PairDialog';
import { SeasonPairingDialog } from './SeasonPairingDialog';

const user = () => userEvent.setup({ applyAccept: false });
/** A Mantine select: open it and take the option of its own list (the lists stay in the page, hidden). */
async function choose(box: HTMLElement, option: string) {
  await user().click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await user().click(await within(list).findByRole('option', { name: option, hidden: true }));
}
/** The input of a labelled field (a select's list is labelled by it too). */
const field = (label: RegExp | string) =>
  screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

const SEASONS = [
  { id: 3, name: '2026/2027', validFrom: '2026-07-01', validTill: '2027-06-30' },
  { id: 2, name: '2025/2026', validFrom: '2025-07-01', validTill: '2026-06-30' },
  { id: 1, name: '2024/2025', validFrom: '2024-07-01', validTill: '2025-06-30' },
];

const row = (over: Partial<PairingCompetitionRow>): PairingCompetitionRow => ({
  id: 10,
  name: 'Dvouhra mužů',
  tournamentId: 1,
  tournamentName: 'Velká cena Brna',
  tournamentStateId: 4,
  tournamentDateFrom: '2026-08-20',
  tournamentDateTill: '2026-08-21',
  dateFrom: null,
  dateTill: null,
  stateId: 3,
  seasonId: 3,
  seasonName: '2026/2027',
  sportDisciplineId: 1,
  ageCategoryGroupId: 3,
  athletesCount: 0,
  refereesCount: 0,
  participantsCount: 0,
  previousCompetitionId: null,
  previousCompetition: null,
  links: [],
  ...over,
});

const PREVIOUS = row({ id: 77, tournamentName: 'Velká cena Brna', seasonId: 2, seasonName: '2025/2026' });
const list = (rows: PairingCompetitionRow[]) => json(200, { data: rows, limit: 1000, offset: 0, total: rows.length });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['tournament', 'tournamentDynamic'] }));

describe('the pairing dialog', () => {
  it("offers the previous season's disciplines, requires one and sends it", async () => {
    const fetch = answerCalls((_url, init) =>
      init?.method === 'PUT'
        ? json(202, { operationId: 'x', links: [], data: { ...row({}), previousCompetitionId: 77 } })
        : list([PREVIOUS]),
    );
    const onPaired = vi.fn();
    renderPart(<PairDialog competition={row({})} seasons={SEASONS} onClose={() => {}} onPaired={onPaired} />);
    // The season defaults to the one before the discipline's.
    expect(field('Sezóna předchozí disciplíny')).toHaveValue('2025/2026');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [listUrl] = fetch.mock.calls[0] as unknown as [string];
    expect(decodeURIComponent(listUrl)).toContain('fields[seasonId][v]=2');
    const select = field(/^Předchozí disciplína/);
    expect(select).toBeRequired();
    await user().click(screen.getByRole('button', { name: 'Spárovat' }));
    expect(await screen.findByText('Vyberte předchozí disciplínu.')).toBeInTheDocument();

    await choose(select, 'Dvouhra mužů — Velká cena Brna');
    await user().click(screen.getByRole('button', { name: 'Spárovat' }));
    await waitFor(() => expect(onPaired).toHaveBeenCalled());
    const put = fetch.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'PUT') as unknown as [
      string,
      RequestInit,
    ];
    expect(put[0]).toContain('/api/admin-zone/tournaments/competitions/10/previous');
    expect(JSON.parse(String(put[1].body))).toEqual({ previousCompetitionId: 77 });
  });

  it("shows the server's refusal next to the field", async () => {
    answerCalls((_url, init) =>
      init?.method === 'PUT'
        ? json(400, {
            code: 'validation',
            title: 'x',
            status: 400,
            detail: 'x',
            errors: [
              { field: 'previousCompetitionId', message: 'Předchozí disciplína musí patřit do dřívější sezóny.' },
            ],
          })
        : list([PREVIOUS]),
    );
    renderPart(<PairDialog competition={row({})} seasons={SEASONS} onClose={() => {}} onPaired={() => {}} />);
    const select = field(/^Předchozí disciplína/);
    await waitFor(() => expect(select).toBeEnabled());
    await choose(select, 'Dvouhra mužů — Velká cena Brna');
    await user().click(screen.getByRole('button', { name: 'Spárovat' }));
    expect(await screen.findByText('Předchozí disciplína musí patřit do dřívější sezóny.')).toBeInTheDocument();
  });
});

describe('season management', () => {
  it('previews the pairs, then applies them', async () => {
    const pairs = [
      {
        competitionId: 10,
        competitionName: 'Dvouhra mužů',
        tournamentName: 'Velká cena Brna',
        previousCompetitionId: 77,
        previousCompetitionName: 'Dvouhra mužů',
        previousTournamentName: 'Velká cena Brna 2025',
      },
    ];
    const fetch = answerCalls((_url, init) => {
      const body = JSON.parse(String(init?.body));
      return json(200, {
        operationId: 'x',
        links: [],
        data: { preview: body.preview, seasonId: 3, previousSeasonId: 2, paired: 1, unpaired: 4, pairs },
      });
    });
    const onPaired = vi.fn();
    renderPart(<SeasonPairingDialog seasons={SEASONS} defaultSeasonId={3} onClose={() => {}} onPaired={onPaired} />);
    const apply = screen.getByRole('button', { name: 'Spárovat' });
    expect(apply).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Zobrazit návrh' }));
    expect(await screen.findByText('Navržena 1 dvojice. Nespárované zůstanou 4 disciplíny.')).toBeInTheDocument();
    expect(screen.getByText('Velká cena Brna 2025')).toBeInTheDocument();
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      seasonId: 3,
      preview: true,
    });
    await user().click(apply);
    await waitFor(() => expect(onPaired).toHaveBeenCalled());
    expect(JSON.parse(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toEqual({
      seasonId: 3,
      preview: false,
    });
  });
});
