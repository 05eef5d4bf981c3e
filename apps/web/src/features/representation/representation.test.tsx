// The national teams' pages in the browser's place: a member's nominations with accept (sent at
// once) and decline (asked first), the buttons only with the answering permission; the club's page
// naming the person; the public team page showing names and clubs. The server's side:
// apps/server/test/representation; the whole flow: e2e/representation.e2e.ts.
import type { NominationWithTeam, PublicRepresentationTeam } from '@fedra/contract/representation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import NominationsPage from './pages/NominationsPage';
import PublicTeamPage from './pages/PublicTeamPage';

const NOMINATION: NominationWithTeam = {
  id: 7,
  teamId: 3,
  personId: 42,
  firstName: 'Karel',
  lastName: 'Novotný',
  registrationNumber: 'CZE 123-456',
  birthDate: '1990-05-01',
  sexId: 1,
  clubId: 5,
  clubName: 'TJ Sokol',
  state: 'pending',
  answeredDate: null,
  answeredAs: null,
  createdDate: '2026-11-01T10:00:00.000Z',
  teamName: 'Reprezentace mužů',
  sportDisciplineId: 6,
  ageCategoryId: 7,
  teamSexId: 1,
  seasonId: 2,
  seasonName: '2026/2027',
};
const CODEBOOK = {
  sportDisciplines: { '6': { id: 6, code: 'TEAM', name: { cs: 'Družstva', en: 'Teams' } } },
  ageCategories: { '7': { id: 7, code: 'ADULTS', name: { cs: 'Dospělí', en: 'Adults' } } },
  sex: { '1': { id: 1, code: 'M', name: { cs: 'Muž', en: 'Male' } } },
  country: { '616': { id: 616, code: 'PL', name: { cs: 'Polsko', en: 'Poland' } } },
};

function serveNominations(sent: { url: string; body: unknown }[]) {
  let state: NominationWithTeam['state'] = 'pending';
  return answerCalls((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      sent.push({ url, body });
      state = body.answer;
      return apiAnswer(200, { operationId: 'x', links: [], data: { ...NOMINATION, state } });
    }
    return apiAnswer(200, { data: [{ ...NOMINATION, state }], limit: 1, offset: 0, total: 1 });
  });
}

const user = () => userEvent.setup();

describe('representation pages', () => {
  beforeAll(async () => {
    await setupI18n();
  });
  beforeEach(() => setTestRuntimeConfig());

  it('lets a member accept their nomination', async () => {
    const sent: { url: string; body: unknown }[] = [];
    serveNominations(sent);
    renderPage({
      routes: [{ path: '/zone/personal/representation/nominations', element: <NominationsPage /> }],
      at: '/zone/personal/representation/nominations',
      user: zoneCaller('personal', ['representation.nomination.list', 'representation.nomination.answer']),
      zone: 'personal',
      codebook: CODEBOOK,
    });
    const card = await screen.findByRole('article', { name: 'Reprezentace mužů' });
    expect(within(card).getByText('Čeká na odpověď')).toBeInTheDocument();
    expect(within(card).getByText('2026/2027 · Družstva · Dospělí · Muž')).toBeInTheDocument();
    await user().click(within(card).getByRole('button', { name: /Přijmout nominaci/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: expect.stringContaining('/api/personal-zone/representation/nominations/7/answer'),
      body: { answer: 'accepted' },
    });
    expect(await within(card).findByText('Přijata')).toBeInTheDocument();
  });

  it('asks before declining, and shows no buttons without the permission', async () => {
    const sent: { url: string; body: unknown }[] = [];
    serveNominations(sent);
    const first = renderPage({
      routes: [{ path: '/zone/club/representation/nominations', element: <NominationsPage /> }],
      at: '/zone/club/representation/nominations',
      user: zoneCaller('club', ['representation.nomination.list', 'representation.nomination.answer']),
      zone: 'club',
      codebook: CODEBOOK,
    });
    const card = await screen.findByRole('article', { name: 'Reprezentace mužů' });
    // The club sees whose nomination it is.
    expect(within(card).getByText(/Karel Novotný/)).toBeInTheDocument();
    await user().click(within(card).getByRole('button', { name: /Odmítnout nominaci/ }));
    const dialog = await screen.findByRole('dialog');
    expect(sent).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Odmítnout' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('/api/club-zone/representation/nominations/7/answer');
    first.unmount();

    serveNominations([]);
    renderPage({
      routes: [{ path: '/zone/club/representation/nominations', element: <NominationsPage /> }],
      at: '/zone/club/representation/nominations',
      user: zoneCaller('club', ['representation.nomination.list']),
      zone: 'club',
      codebook: CODEBOOK,
    });
    const readOnly = await screen.findByRole('article', { name: 'Reprezentace mužů' });
    expect(within(readOnly).queryByRole('button')).toBeNull();
  });

  it('shows the public team with names, clubs and results', async () => {
    const team: PublicRepresentationTeam = {
      id: 3,
      name: 'Reprezentace mužů',
      sportDisciplineId: 6,
      ageCategoryId: 7,
      sexId: 1,
      seasonId: 2,
      seasonName: '2026/2027',
      squadCount: 1,
      squad: [{ firstName: 'Karel', lastName: 'Novotný', clubName: 'TJ Sokol' }],
      matches: [
        {
          date: '2026-10-22',
          time: '18:00',
          opponentCountryId: 616,
          competition: 'Kvalifikace',
          place: 'Varšava',
          scoreOwn: 3,
          scoreOpponent: 2,
        },
      ],
    };
    answerCalls(() => apiAnswer(200, { operationId: 'public.representation.team.get', links: [], data: team }));
    renderPage({
      routes: [{ path: '/zone/public/representation/public-detail/:id', element: <PublicTeamPage /> }],
      at: '/zone/public/representation/public-detail/3',
      user: null,
      codebook: CODEBOOK,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reprezentace mužů' })).toBeInTheDocument();
    const squad = screen.getByRole('region', { name: 'Soupiska' });
    expect(within(squad).getByText('Karel Novotný')).toBeInTheDocument();
    expect(within(squad).getByText('TJ Sokol')).toBeInTheDocument();
    const matches = screen.getByRole('region', { name: 'Utkání' });
    expect(within(matches).getByText('Polsko')).toBeInTheDocument();
    expect(within(matches).getByText('3:2')).toBeInTheDocument();
  });
});
