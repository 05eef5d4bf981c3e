// The season page and dialog in the browser's place: required marks, both date-order messages next
// to both dates, what is sent once the form is right, the server's overlap message next to the
// dates, the office's actions only for the office, a delete that asks first and shows the server's
// in-use message. The server's side is tested through HTTP in apps/server/test/seasons.
import type { Season } from '@fedra/contract/seasons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotificationsHost } from '../../platform/notifications/NotificationsHost';
import { answerCalls, apiAnswer as json, renderPage, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { SeasonFormModal } from './components/SeasonFormModal';
import { nextSeason } from './components/season-form';
import SeasonListPage from './pages/SeasonListPage';

const user = () => userEvent.setup({ applyAccept: false });
const save = () => screen.getByRole('button', { name: 'Uložit' });

const SEASON: Season = {
  id: 3,
  externalId: null,
  name: '2026/2027',
  validFrom: '2026-09-01',
  validTill: '2027-08-31',
  stateId: 2,
  state: 'ACTIVE',
  sectionId: null,
  isForRole: true,
  isForTournament: false,
  additionalData: null,
  createdDate: '2026-01-01T00:00:00.000Z',
  createdById: 1,
  editedDate: null,
  editedById: null,
};
const OLDER: Season = {
  ...SEASON,
  id: 2,
  name: '2025/2026',
  validFrom: '2025-09-01',
  validTill: '2026-08-31',
  stateId: 3,
};
const CODEBOOK = { seasonStates: { '2': { id: 2, code: 'ACTIVE', color: '#2f9e44' } } };
const list = (rows: Season[]) => json(200, { data: rows, limit: 100, offset: 0, total: rows.length });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['seasons'] }));

describe('the season dialog', () => {
  it('marks name, dates and state required and names the missing ones, the focus on the first', async () => {
    const fetch = answerCalls(() => json(500, {}));
    renderPart(<SeasonFormModal season={null} onClose={() => {}} />);
    const name = screen.getByLabelText(/^Název/);
    for (const field of [name, screen.getByLabelText(/^Platnost od/), screen.getByLabelText(/^Platnost do/)])
      expect(field).toBeRequired();
    expect(screen.getByRole('combobox', { name: /^Stav/ })).toBeRequired();
    await user().click(save());
    expect(await screen.findByText('Pole Název je povinné')).toBeInTheDocument();
    expect(screen.getByText('Pole Platnost od je povinné')).toBeInTheDocument();
    expect(screen.getByText('Pole Platnost do je povinné')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows both date-order messages next to both dates', async () => {
    const fetch = answerCalls(() => json(500, {}));
    renderPart(<SeasonFormModal season={null} onClose={() => {}} />);
    await user().type(screen.getByLabelText(/^Název/), '2030/2031');
    await user().type(screen.getByLabelText(/^Platnost od/), '2031-09-01');
    await user().type(screen.getByLabelText(/^Platnost do/), '2030-08-31');
    await user().click(save());
    await waitFor(() =>
      expect(screen.getByLabelText(/^Platnost od/)).toHaveAccessibleDescription('Datum od je větší než datum do.'),
    );
    expect(screen.getByLabelText(/^Platnost do/)).toHaveAccessibleDescription('Datum do je menší než datum od.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the season after the newest, sends it and shows the server’s overlap next to both dates', async () => {
    const overlap = 'Sezóna by se překrývala se sezónou 2026/2027 (1. 9. 2026 – 31. 8. 2027).';
    const fetch = answerCalls(() =>
      json(400, {
        status: 400,
        title: 'Odeslaná data nejsou platná.',
        code: 'validation_failed',
        errors: [
          { field: 'validFrom', message: overlap },
          { field: 'validTill', message: overlap },
        ],
      }),
    );
    renderPart(<SeasonFormModal season={null} suggested={nextSeason(SEASON)} onClose={() => {}} />);
    expect(screen.getByLabelText(/^Název/)).toHaveValue('2027/2028');
    expect(screen.getByLabelText(/^Platnost od/)).toHaveValue('1. 9. 2027');
    expect(screen.getByLabelText(/^Platnost do/)).toHaveValue('31. 8. 2028');
    await user().click(screen.getByLabelText(/^Pro turnaje/));
    await user().click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/admin-zone\/seasons$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: '2027/2028',
      validFrom: '2027-09-01',
      validTill: '2028-08-31',
      stateId: 1,
      isForRole: true,
      isForTournament: false,
    });
    await waitFor(() => expect(screen.getByLabelText(/^Platnost od/)).toHaveAccessibleDescription(overlap));
    expect(screen.getByLabelText(/^Platnost do/)).toHaveAccessibleDescription(overlap);
  });

  it('edits a season through its own call', async () => {
    const fetch = answerCalls(() => json(202, { operationId: 'season.update', links: [], data: SEASON }));
    renderPart(<SeasonFormModal season={SEASON} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Upravit sezónu' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Název/)).toHaveValue('2026/2027');
    expect(screen.getByRole('combobox', { name: /^Stav/ })).toHaveValue('Aktivní');
    await user().click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/admin-zone\/seasons\/3$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: '2026/2027', stateId: 2, isForTournament: false });
  });

  it('offers the next season for a year, a leap day carried into March', () => {
    expect(nextSeason({ validTill: '2027-12-31' })).toEqual({
      name: '2028',
      validFrom: '2028-01-01',
      validTill: '2028-12-31',
    });
    expect(nextSeason({ validTill: '2028-02-28' })).toMatchObject({ validFrom: '2028-02-29', validTill: '2029-02-28' });
    expect(nextSeason(null)).toEqual({});
  });
});

describe('the season page', () => {
  const routes = [
    {
      path: '/zone/admin/seasons',
      element: (
        <>
          <SeasonListPage />
          <NotificationsHost withinPortal={false} />
        </>
      ),
    },
  ];

  it('lists the seasons newest first with their state and use; the office edits and deletes', async () => {
    const fetch = answerCalls(() => list([SEASON, OLDER]));
    renderPage({
      routes,
      at: '/zone/admin/seasons',
      user: zoneCaller('admin', ['season.list', 'season.create', 'season.update', 'season.delete']),
      modules: ['seasons'],
      codebook: CODEBOOK,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sezóny' })).toBeInTheDocument();
    const row = (await screen.findByText('2026/2027')).closest('tr')!;
    expect(row).toHaveTextContent('1. 9. 2026');
    expect(row).toHaveTextContent('31. 8. 2027');
    expect(within(row).getByText('Aktivní')).toBeInTheDocument();
    expect(row).toHaveTextContent('role');
    expect(screen.getByText('2025/2026').closest('tr')).toHaveTextContent('Uzavřená');
    expect(screen.getByRole('button', { name: 'Nová sezóna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upravit sezónu 2026/2027' })).toBeInTheDocument();
    // The list asks for the newest first.
    const listUrl = fetch.mock.calls.map((c) => String(c[0])).find((u) => u.includes('/api/admin-zone/seasons?'));
    expect(decodeURIComponent(listUrl!)).toContain('sort=-validTill');
  });

  it('asks before deleting and shows the server’s answer when the season is in use', async () => {
    const fetch = answerCalls((_url, init) =>
      init?.method === 'DELETE'
        ? json(409, {
            status: 409,
            title: 'Záznam nelze smazat, protože se používá.',
            code: 'in_use',
            errors: [
              { message: 'Sezónu 2026/2027 nelze smazat, protože ji používá:' },
              { message: '12 turnajů' },
              { message: '3 role osob' },
            ],
          })
        : list([SEASON]),
    );
    renderPage({
      routes,
      at: '/zone/admin/seasons',
      user: zoneCaller('admin', ['season.list', 'season.delete']),
      modules: ['seasons'],
      codebook: CODEBOOK,
    });
    await user().click(await screen.findByRole('button', { name: 'Smazat sezónu 2026/2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat sezónu' });
    expect(dialog).toHaveTextContent('Opravdu chcete smazat 2026/2027?');
    // Nothing is deleted before the user confirms.
    expect(fetch.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
    await user().click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'DELETE')).toBe(true),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sezónu 2026/2027 nelze smazat, protože ji používá:');
    expect(alert).toHaveTextContent('12 turnajů');
    expect(alert).toHaveTextContent('3 role osob');
  });

  it('offers readers no writes', async () => {
    answerCalls(() => list([SEASON]));
    renderPage({
      routes,
      at: '/zone/admin/seasons',
      user: zoneCaller('admin', ['season.list']),
      modules: ['seasons'],
      codebook: CODEBOOK,
    });
    expect(await screen.findByText('2026/2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nová sezóna' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upravit|Smazat/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Akce' })).not.toBeInTheDocument();
  });
});
