// The applications tab and the bulk-application dialog in the browser's place: the spec's message
// when no discipline is picked, what is sent, the outcome of every row after the call, and which
// actions each caller is offered (by permission in the toolbar, by links on a row).
import type { Applicant, BulkResult, CompetitionRow, Participant } from '@fedra/contract/tournament-competitions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPart, zoneCaller } from '../../../../test/page';
import { setupI18n } from '../../../../test/render';
import { setTestRuntimeConfig } from '../../../../test/runtime-config';
import { DISCIPLINE, TOURNAMENT_CODEBOOK } from '../disciplines/test-fixtures';
import ApplicationsTab from './ApplicationsTab';
import { BulkApplicationModal } from './BulkApplicationModal';

const OPEN: CompetitionRow = { ...DISCIPLINE, links: [] };
const CLOSED: CompetitionRow = { ...DISCIPLINE, id: 12, name: 'Čtyřhra', isOpenForParticipants: false, links: [] };
const PEOPLE: Applicant[] = [
  {
    id: 101,
    name: 'Jan Novák',
    birthYear: 2001,
    registrationNumber: 'CZE 100-101',
    clubId: 7,
    club: 'BK Karlín',
    isReferee: false,
  },
  {
    id: 102,
    name: 'Eva Malá',
    birthYear: 2003,
    registrationNumber: 'CZE 100-102',
    clubId: 7,
    club: 'BK Karlín',
    isReferee: true,
  },
];
const PARTICIPANT: Participant = {
  id: 501,
  tournamentCompetitionId: 11,
  tournamentId: 5,
  competitionName: 'Dvouhra mužů',
  personId: 101,
  name: 'Jan Novák',
  roleId: 1,
  birthDate: '2001-02-03',
  birthNumber: null,
  clubId: 7,
  club: 'BK Karlín',
  registered: '2026-11-20T10:00:00Z',
  registrationApprovedDate: null,
  registrationFeePaidDate: null,
  category: null,
  note: null,
  stateId: 1,
  isActive: true,
  createdDate: '2026-11-20T10:00:00Z',
  rankFrom: null,
  rankTo: null,
  standingShared: false,
  result: null,
  points: null,
  pointsCp: null,
  pointsMcr: null,
  isResult: false,
  links: [],
};
const RESULT: BulkResult = {
  results: [
    { competitionId: 11, personId: 101, ok: true, participant: PARTICIPANT },
    {
      competitionId: 11,
      personId: 102,
      ok: false,
      error: { code: 'conflict', message: 'Osoba Eva Malá už do této disciplíny přihlášena je.' },
    },
  ],
  okCount: 1,
  failedCount: 1,
};

const user = () => userEvent.setup({ applyAccept: false });
const setup = { codebook: TOURNAMENT_CODEBOOK };

/** The API: the tournament with its links, its disciplines, the club's members, the bulk call, an application list. */
function serve(participants: Participant[] = [], tournamentLinks: { operationId: string }[] = []) {
  return answerCalls((url, init) => {
    if (/\/tournaments\/5(\?|$)/.test(url))
      return json(200, { operationId: 'x', links: tournamentLinks, data: { id: 5 } });
    if (url.includes('/participants/bulk')) return json(200, { operationId: 'x', links: [], data: RESULT });
    if (url.includes('/participants/applicants')) return json(200, { operationId: 'x', links: [], data: PEOPLE });
    if (url.includes('/competitions')) return json(200, { data: [OPEN, CLOSED], limit: 1000, offset: 0, total: 2 });
    if (init?.method === undefined || init.method === 'GET') {
      return json(200, { data: participants, limit: 10, offset: 0, total: participants.length });
    }
    return json(500, {});
  });
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['tournamentDynamic'] }));

describe('the bulk-application dialog', () => {
  it('needs a discipline and a person, with the spec message, before anything is sent', async () => {
    const fetch = serve();
    renderPart(<BulkApplicationModal zone="club" tournamentId={5} onClose={() => {}} />, setup);
    // Only the disciplines that take applications now are offered.
    expect(await screen.findByRole('checkbox', { name: 'Dvouhra mužů' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Čtyřhra' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Přihlásit' }));
    expect(await screen.findByText('Musíte vybrat alespoň 1 disciplínu.')).toBeInTheDocument();
    expect(screen.getByText('Musíte vybrat alespoň 1 osobu.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/bulk'))).toBe(false);
  });

  it('lists the first 100 persons and says there are more when the search finds more', async () => {
    const many: Applicant[] = Array.from({ length: 101 }, (_, i) => ({
      ...PEOPLE[0]!,
      id: 1000 + i,
      name: `Osoba ${i}`,
    }));
    const fetch = answerCalls((url) => {
      if (url.includes('/participants/applicants')) return json(200, { operationId: 'x', links: [], data: many });
      return json(200, { data: [OPEN], limit: 1000, offset: 0, total: 1 });
    });
    renderPart(<BulkApplicationModal zone="admin" tournamentId={5} onClose={() => {}} />, setup);
    expect(await screen.findByRole('checkbox', { name: /Osoba 99\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Osoba 100\b/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Zobrazeno je jen prvních 100 osob z více nalezených: upřesněte hledání.',
    );
    const asked = fetch.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/applicants'));
    expect(asked).toContain('limit=101');
  });

  it('sends the search term and the referee switch with the applicants call', async () => {
    const fetch = answerCalls((url) => {
      if (url.includes('/participants/applicants')) return json(200, { operationId: 'x', links: [], data: PEOPLE });
      return json(200, { data: [OPEN], limit: 1000, offset: 0, total: 1 });
    });
    renderPart(<BulkApplicationModal zone="club" tournamentId={5} onClose={() => {}} />, setup);
    // The dialog opens on its first field, the chosen role, not on the close button.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hráče' })).toHaveFocus());
    await user().type(await screen.findByLabelText('Hledat jméno nebo registrační číslo'), 'Nov');
    await user().click(screen.getByRole('radio', { name: 'Rozhodčí' }));
    await waitFor(() => {
      const asked = fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/applicants'));
      const last = new URL(asked.at(-1)!, 'http://x').searchParams;
      expect([last.get('search'), last.get('referees'), last.get('limit')]).toEqual(['Nov', 'true', '101']);
    });
  });

  it('sends the chosen pairs and shows the outcome of every row', async () => {
    const fetch = serve();
    renderPart(<BulkApplicationModal zone="club" tournamentId={5} onClose={() => {}} />, setup);
    await user().click(await screen.findByRole('checkbox', { name: 'Dvouhra mužů' }));
    await user().click(await screen.findByRole('checkbox', { name: 'Jan Novák (2001)' }));
    await user().click(screen.getByRole('checkbox', { name: 'Eva Malá (2003)' }));
    expect(screen.getByText('Vybrány 2 osoby')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Přihlásit' }));
    const table = await screen.findByRole('table', { name: 'Výsledek přihlášení' });
    const post = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url.includes('/bulk'))!;
    expect(post[0]).toContain('/api/club-zone/tournaments/participants/bulk');
    expect(JSON.parse(String(post[1].body))).toEqual({ competitionIds: [11], personIds: [101, 102], roleId: 1 });
    expect(screen.getByText('Přihlášeno 1, nepřihlášeno 1.')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Jan Novák');
    expect(rows[0]).toHaveTextContent('Přihlášen(a)');
    expect(rows[1]).toHaveTextContent('Osoba Eva Malá už do této disciplíny přihlášena je.');
  });
});

describe('the applications tab', () => {
  it('offers a club manager the bulk dialog when the tournament takes applications, and a read-only manager nothing', async () => {
    serve([PARTICIPANT], [{ operationId: 'api.club.zone.tournament.dynamic.participant.create' }]);
    const { unmount } = renderPart(<ApplicationsTab tournamentId={5} zone="club" />, {
      ...setup,
      user: zoneCaller('club', ['tournament.dynamic.list', 'tournament.dynamic.participant.create']),
      zone: 'club',
    });
    expect(await screen.findByText('Jan Novák')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Přihlásit členy' })).toBeInTheDocument();
    // No delete link on the row: no action menu.
    expect(screen.queryByRole('button', { name: /Akce přihlášky/ })).toBeNull();
    unmount();
    serve([PARTICIPANT]);
    renderPart(<ApplicationsTab tournamentId={5} zone="club" />, {
      ...setup,
      user: zoneCaller('club', ['tournament.dynamic.list']),
      zone: 'club',
    });
    expect(await screen.findByText('Jan Novák')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přihlásit členy' })).toBeNull();
  });

  it('tells a club with no applications that its club has applied nobody (it sees only its own), the office that nobody has', async () => {
    serve([]);
    const { unmount } = renderPart(<ApplicationsTab tournamentId={5} zone="club" />, {
      ...setup,
      user: zoneCaller('club', ['tournament.dynamic.list']),
      zone: 'club',
    });
    expect(await screen.findByText('Váš klub zatím do turnaje nikoho nepřihlásil.')).toBeInTheDocument();
    unmount();
    serve([]);
    renderPart(<ApplicationsTab tournamentId={5} zone="admin" />, {
      ...setup,
      user: zoneCaller('admin', ['tournament.dynamic.list']),
      zone: 'admin',
    });
    expect(await screen.findByText('Do turnaje zatím nikdo není přihlášen.')).toBeInTheDocument();
  });

  it('offers no applying and no approve all on a tournament whose links lack them (closed window, wrong state)', async () => {
    serve([PARTICIPANT]);
    renderPart(<ApplicationsTab tournamentId={5} zone="admin" />, {
      ...setup,
      user: zoneCaller('admin', [
        'tournament.dynamic.list',
        'tournament.dynamic.participant.create',
        'tournament.dynamic.participant.update',
      ]),
      zone: 'admin',
    });
    expect(await screen.findByText('Jan Novák')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přihlásit osoby' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schválit všechny' })).toBeNull();
  });

  it('offers the office approve all, and approve, reject and delete from the links', async () => {
    serve(
      [
        {
          ...PARTICIPANT,
          links: [
            { operationId: 'api.admin.zone.tournament.dynamic.participant.update' },
            { operationId: 'api.admin.zone.tournament.dynamic.participant.delete' },
          ],
        },
      ],
      [{ operationId: 'api.admin.zone.tournament.dynamic.participant.update' }],
    );
    renderPart(<ApplicationsTab tournamentId={5} zone="admin" />, {
      ...setup,
      user: zoneCaller('admin', ['tournament.dynamic.list', 'tournament.dynamic.participant.update']),
      zone: 'admin',
    });
    expect(await screen.findByText('Jan Novák')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Schválit všechny' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Akce přihlášky osoby Jan Novák' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem', { hidden: true })
          .map((i) => i.textContent),
      ).toEqual(['Schválit', 'Odmítnout', 'Upravit', 'Smazat']),
    );
  });

  it("lets the office edit an application's club, category and fee date, and reject or exclude a confirmed one after asking", async () => {
    const confirmed: Participant = {
      ...PARTICIPANT,
      stateId: 2,
      note: JSON.stringify({ clubName: 'Hosté' }),
      links: [{ operationId: 'api.admin.zone.tournament.dynamic.participant.update' }],
    };
    const fetch = answerCalls((url, init) => {
      if (/\/tournaments\/5(\?|$)/.test(url)) return json(200, { operationId: 'x', links: [], data: { id: 5 } });
      if (url.includes('/competitions')) return json(200, { data: [OPEN], limit: 1000, offset: 0, total: 1 });
      if (init?.method === 'PUT') return json(202, { operationId: 'x', links: [], data: confirmed });
      if (url.includes('/clubs')) return json(200, { operationId: 'x', links: [], data: [] });
      return json(200, { data: [confirmed], limit: 10, offset: 0, total: 1 });
    });
    renderPart(<ApplicationsTab tournamentId={5} zone="admin" />, {
      ...setup,
      user: zoneCaller('admin', ['tournament.dynamic.list', 'tournament.dynamic.participant.update']),
      zone: 'admin',
    });
    const openMenu = async () => {
      await user().click(await screen.findByRole('button', { name: 'Akce přihlášky osoby Jan Novák' }));
      return screen.findByRole('menu', { hidden: true });
    };
    const menu = await openMenu();
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem', { hidden: true })
          .map((i) => i.textContent),
      ).toEqual(['Odmítnout', 'Vyloučit', 'Upravit']),
    );
    await user().click(within(menu).getByRole('menuitem', { name: 'Upravit', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Upravit přihlášku: Jan Novák' });
    await user().type(within(dialog).getByLabelText('Kategorie'), 'U19');
    await user().type(within(dialog).getByLabelText('Startovné zaplaceno dne'), '2026-11-20');
    await user().click(within(dialog).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('/participants/501');
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      clubId: 7,
      note: JSON.stringify({ category: 'U19', clubName: 'Hosté' }),
      registrationFeePaidDate: '2026-11-20',
    });

    // Rejecting the approved application asks too; cancelled, nothing is sent.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Upravit přihlášku/ })).toBeNull());
    const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').length;
    await user().click(within(await openMenu()).getByRole('menuitem', { name: 'Odmítnout', hidden: true }));
    const rejecting = await screen.findByRole('dialog', { name: 'Odmítnout schválenou přihlášku' });
    expect(rejecting).toHaveTextContent('Jan Novák');
    await user().click(within(rejecting).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Odmítnout schválenou přihlášku' })).toBeNull());
    expect(puts()).toBe(1);

    // Excluding asks first; only the confirmation sends stateId 5.
    await user().click(within(await openMenu()).getByRole('menuitem', { name: 'Vyloučit', hidden: true }));
    const ask = await screen.findByRole('dialog', { name: 'Vyloučit z turnaje' });
    expect(puts()).toBe(1);
    await user().click(within(ask).getByRole('button', { name: 'Vyloučit' }));
    await waitFor(() => expect(puts()).toBe(2));
    const last = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1)!;
    expect(JSON.parse(String(last[1]!.body))).toEqual({ stateId: 5 });
  });
});
