// The disciplines tab and its dialogs in the browser's place: the spec's messages next to their
// fields (HH:MM, both date-order messages), what is sent once the form is right, the counts fill's
// rules, and the row actions offered exactly by a discipline's links. The API's answers come from
// test/page.tsx; the server's side is tested through HTTP in apps/server.
import type { Link } from '@fedra/contract/common/envelope';
import type { CompetitionRow } from '@fedra/contract/tournament-competitions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPart, zoneCaller } from '../../../../test/page';
import { setupI18n } from '../../../../test/render';
import { setTestRuntimeConfig } from '../../../../test/runtime-config';
import { CountsFillModal } from './CountsFillModal';
import { DisciplineFormModal } from './DisciplineFormModal';
import DisciplinesTab from './DisciplinesTab';
import { DISCIPLINE, TOURNAMENT_CODEBOOK } from './test-fixtures';

const user = () => userEvent.setup({ applyAccept: false });
const save = () => screen.getByRole('button', { name: 'Uložit' });
const setup = { codebook: TOURNAMENT_CODEBOOK };

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['tournamentDynamic'] }));

describe('the discipline dialog', () => {
  it('marks the name required and names it when missing', async () => {
    renderPart(<DisciplineFormModal tournamentId={5} discipline={null} onClose={() => {}} />, setup);
    expect(screen.getByLabelText(/^Název/)).toBeRequired();
    await user().click(save());
    expect(await screen.findByText('Pole Název je povinné')).toBeInTheDocument();
  });

  it('refuses a time that is not HH:MM with the spec message', async () => {
    renderPart(<DisciplineFormModal tournamentId={5} discipline={null} onClose={() => {}} />, setup);
    const time = screen.getByLabelText(/^Čas začátku/);
    for (const wrong of ['25:00', '7.30']) {
      await user().clear(time);
      await user().type(time, wrong);
      await user().click(save());
      await waitFor(() => expect(time).toHaveAccessibleDescription(/Zadejte čas ve formátu HH:MM\./));
    }
  });

  it('shows both date-order messages next to both dates', async () => {
    renderPart(<DisciplineFormModal tournamentId={5} discipline={null} onClose={() => {}} />, setup);
    await user().type(screen.getByLabelText(/^Datum od/), '2030-05-02');
    await user().type(screen.getByLabelText(/^Datum do/), '2030-05-01');
    await user().click(save());
    await waitFor(() =>
      expect(screen.getByLabelText(/^Datum od/)).toHaveAccessibleDescription('Datum od je větší než datum do.'),
    );
    expect(screen.getByLabelText(/^Datum do/)).toHaveAccessibleDescription('Datum do je menší než datum od.');
  });

  it('sends a right form to the tournament', async () => {
    const fetch = answerCalls(() => json(201, { operationId: 'x', links: [], data: DISCIPLINE }));
    renderPart(<DisciplineFormModal tournamentId={5} discipline={null} onClose={() => {}} />, setup);
    await user().type(screen.getByLabelText(/^Název/), 'Dvouhra žen');
    await user().type(screen.getByLabelText(/^Čas začátku/), '09:30');
    await user().click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin-zone/tournaments/5/competitions');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Dvouhra žen', timeFrom: '09:30', dateFrom: null });
  });
});

describe('the counts fill', () => {
  it('refuses more foreign participants than all of them', async () => {
    const fetch = answerCalls(() => json(202, { operationId: 'x', links: [], data: DISCIPLINE }));
    renderPart(<CountsFillModal discipline={DISCIPLINE} onClose={() => {}} />, setup);
    await user().type(screen.getByLabelText('Počet startujících'), '4');
    await user().type(screen.getByLabelText('Z toho zahraničních'), '5');
    await user().click(save());
    expect(
      await screen.findByText('Počet zahraničních účastníků nemůže být větší než počet všech účastníků.'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the disciplines tab', () => {
  const row = (links: Link[]): CompetitionRow => ({ ...DISCIPLINE, links });
  /** The tournament (with the links of its own) and its one discipline (with the row's links). */
  const serve = (links: Link[], tournamentLinks: Link[] = []) =>
    answerCalls((url, init) => {
      if (/\/tournaments\/5(\?|$)/.test(url))
        return json(200, { operationId: 'x', links: tournamentLinks, data: { id: 5 } });
      if (init?.method && init.method !== 'GET') return json(202, null);
      return json(200, { data: [row(links)], limit: 10, offset: 0, total: 1 });
    });
  const base = '/api/admin-zone/tournaments/competitions/11';
  const l = (action: string, href: string, method = 'PUT'): Link => ({
    operationId: `api.admin.zone.tournament.dynamic.${action}`,
    method: method as Link['method'],
    href,
  });

  it('offers the office the actions of the links: edit, counts, the allowed states, no delete with applications', async () => {
    serve(
      [
        l('competition.update', base),
        l('competition.update', `${base}/counts`),
        l('competition.state', `${base}/state/2`),
        l('competition.state', `${base}/state/4`),
      ],
      [l('competition.create', '/api/admin-zone/tournaments/5/competitions', 'POST')],
    );
    renderPart(<DisciplinesTab tournamentId={5} zone="admin" />, {
      ...setup,
      user: zoneCaller('admin', ['tournament.dynamic.competition.create']),
      zone: 'admin',
    });
    expect(await screen.findByText('Hráči 3 · rozhodčí 1 · celkem 4')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Přidat disciplínu' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Akce disciplíny Dvouhra mužů' }));
    // The dropdown's items (jsdom runs no transitions: read them whether shown yet or not).
    const menu = await screen.findByRole('menu', { hidden: true });
    // Validating needs a closed discipline, deleting one without applications: not offered.
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual(['Upravit', 'Vyplnit počty', 'Uzavřít', 'Zrušit']);
  });

  it('offers no new discipline when the tournament does not take one, and asks before validating', async () => {
    const fetch = serve([l('competition.state', `${base}/state/3`)]);
    renderPart(<DisciplinesTab tournamentId={5} zone="admin" />, {
      ...setup,
      user: zoneCaller('admin', ['tournament.dynamic.competition.create', 'tournament.dynamic.competition.state']),
      zone: 'admin',
    });
    expect(await screen.findByText('Dvouhra mužů')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat disciplínu' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Akce disciplíny Dvouhra mužů' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    await user().click(within(menu).getByRole('menuitem', { name: 'Ověřit', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Ověřit disciplínu' });
    expect(dialog).toHaveTextContent('ověřenou disciplínu už nelze znovu otevřít');
    const writes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(writes()).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Ověřit disciplínu' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(String(writes()[0]![0])).toContain('/competitions/11/state/3');
  });

  it('returns the keyboard focus to the button that opened the discipline dialog when it closes', async () => {
    serve([], [l('competition.create', '/api/admin-zone/tournaments/5/competitions', 'POST')]);
    renderPart(<DisciplinesTab tournamentId={5} zone="admin" />, {
      ...setup,
      user: zoneCaller('admin', ['tournament.dynamic.competition.create']),
      zone: 'admin',
    });
    const add = await screen.findByRole('button', { name: 'Přidat disciplínu' });
    await user().click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Nová disciplína' });
    await user().click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nová disciplína' })).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('shows a member the disciplines without actions', async () => {
    serve([]);
    renderPart(<DisciplinesTab tournamentId={5} zone="personal" />, {
      ...setup,
      user: zoneCaller('personal', ['tournament.dynamic.list']),
      zone: 'personal',
    });
    expect(await screen.findByText('Dvouhra mužů')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Akce disciplíny/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Přidat disciplínu' })).toBeNull();
  });
});
