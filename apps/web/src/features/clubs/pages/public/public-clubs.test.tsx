// The public club pages: the finder's filters from and into the address (a bad value is left out,
// a new search drops the page), its cards and the note on clubs off the map, and the club page's
// seat, web, venues and teams from one call, or the not-found page. The map itself (Leaflet) is
// the browser spec's: here it is replaced by a list of its places.
import type { PublicClub, PublicClubFinder } from '@fedra/contract/clubs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../../../test/page';
import { setupI18n } from '../../../../test/render';
import { setTestRuntimeConfig } from '../../../../test/runtime-config';
import PublicClubDetailPage from './PublicClubDetailPage';
import PublicClubFinderPage from './PublicClubFinderPage';

vi.mock('../../components/public/ClubMap', () => ({
  default: ({ label, places }: { label: string; places: { key: number; name: string }[] }) => (
    <ul aria-label={label}>
      {places.map((p) => (
        <li key={p.key}>{p.name}</li>
      ))}
    </ul>
  ),
}));

const name = (cs: string) => ({ cs, en: cs });
const CODEBOOK = {
  region: {
    1: { id: 1, code: 'PHA', name: name('Hlavní město Praha') },
    2: { id: 2, code: 'STC', name: name('Středočeský kraj') },
  },
  district: {
    10: { id: 10, code: 'PH', name: name('Praha'), regionId: 1 },
    20: { id: 20, code: 'KL', name: name('Kladno'), regionId: 2 },
  },
  sportFieldTypes: { 1: { id: 1, code: 'HALL', name: name('Badmintonová hala') } },
};
const MAP = { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'Mapy' };

const FINDER: PublicClubFinder = {
  clubs: [
    { id: 3, name: 'Sokol Kladno', city: 'Kladno', regionId: 2, districtId: 20, latitude: 50.1, longitude: 14.1 },
    { id: 4, name: 'Sokol Bez Haly', city: 'Kladno', regionId: 2, districtId: 20, latitude: null, longitude: null },
  ],
  total: 42,
  page: 2,
  pageSize: 20,
  markers: [{ id: 3, name: 'Sokol Kladno', latitude: 50.1, longitude: 14.1 }],
  map: MAP,
};

const CLUB: PublicClub = {
  id: 3,
  name: 'Sokol Kladno',
  officialName: 'Tělocvičná jednota Sokol Kladno, z. s.',
  logoUrl: null,
  street: 'Sportovní',
  houseNumber: '12',
  landRegistryNumber: '1500',
  cityPart: null,
  city: 'Kladno',
  zip: '27201',
  regionId: 2,
  districtId: 20,
  web: 'https://sokol-kladno.test/',
  latitude: 50.1,
  longitude: 14.1,
  venues: [
    {
      id: 8,
      name: 'Hala Sever',
      typeId: 1,
      street: 'Polní 3',
      city: 'Kladno',
      zip: '27201',
      courtCount: 6,
      latitude: 50.1,
      longitude: 14.1,
    },
    {
      id: 9,
      name: 'Tělocvična',
      typeId: null,
      street: null,
      city: 'Kladno',
      zip: null,
      courtCount: 2,
      latitude: null,
      longitude: null,
    },
  ],
  teams: [
    {
      id: 5,
      name: 'Sokol A',
      leagueId: 7,
      leagueName: 'Krajská liga',
      seasonName: '2026/2027',
      competitions: ['Přebor'],
    },
  ],
  map: MAP,
};

function LocationProbe() {
  return <output aria-label="adresa">{useLocation().search}</output>;
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({}));

describe('the public club finder', () => {
  it('sends the filters of the address, shows the clubs and says which are off the map', async () => {
    const fetch = answerCalls(() => apiAnswer(200, { operationId: 'public.club.finder', links: [], data: FINDER }));
    renderPage({
      routes: [
        {
          path: '/zone/public/club/public-finder',
          element: (
            <>
              <PublicClubFinderPage />
              <LocationProbe />
            </>
          ),
        },
      ],
      at: '/zone/public/club/public-finder?name=sokol&regionId=2&districtId=abc&page=2&sort=name',
      codebook: CODEBOOK,
    });
    const card = (await screen.findByRole('link', { name: 'Sokol Kladno' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Sokol Kladno' })).toHaveAttribute(
      'href',
      '/zone/public/club/public-detail/3',
    );
    expect(within(card).getByText('Kladno · Středočeský kraj')).toBeInTheDocument();
    const unmapped = screen.getByRole('link', { name: 'Sokol Bez Haly' }).closest('article')!;
    expect(within(unmapped).getByText('Bez polohy na mapě')).toBeInTheDocument();
    expect(within(card).queryByText('Bez polohy na mapě')).toBeNull();
    expect(screen.getByText('Nalezeno 42 klubů')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Na mapě je 1 klub: poloha klubu je poloha jeho sportoviště. 1 klub na této stránce nemá sportoviště s polohou, a proto na mapě chybí.',
      ),
    ).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'Mapa klubů' })).getByText('Sokol Kladno'),
    ).toBeInTheDocument();
    // Only the call's own parameters, checked: the bad district and the unknown sort stay home.
    const sent = new URL(fetch.mock.calls[0]![0], 'http://x');
    expect(sent.pathname).toBe('/api/public-zone/clubs');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ name: 'sokol', regionId: '2', page: '2' });
    expect(screen.getByRole('textbox', { name: 'Název klubu' })).toHaveValue('sokol');

    // A new search starts at page 1 and is written into the address.
    await userEvent.type(screen.getByRole('textbox', { name: 'Název klubu' }), ' kl');
    await waitFor(() =>
      expect(Object.fromEntries(new URL(fetch.mock.calls.at(-1)![0], 'http://x').searchParams)).toEqual({
        name: 'sokol kl',
        regionId: '2',
      }),
    );
    const search = new URLSearchParams(screen.getByRole('status', { name: 'adresa' }).textContent ?? '');
    expect(search.get('name')).toBe('sokol kl');
    expect(search.get('page')).toBeNull();
  });
});

describe('the public club page', () => {
  it("shows the club's seat, web, venues and teams from one call", async () => {
    const fetch = answerCalls(() => apiAnswer(200, { operationId: 'public.club.get', links: [], data: CLUB }));
    renderPage({
      routes: [{ path: '/zone/public/club/public-detail/:id', element: <PublicClubDetailPage /> }],
      at: '/zone/public/club/public-detail/3',
      codebook: CODEBOOK,
    });
    expect(await screen.findByRole('heading', { name: 'Sokol Kladno', level: 1 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Sportovní 1500/12, 27201 Kladno')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sokol-kladno\.test/ })).toHaveAttribute(
      'href',
      'https://sokol-kladno.test/',
    );
    const venues = screen.getByRole('region', { name: 'Sportoviště' });
    const hall = within(venues).getByRole('article', { name: 'Hala Sever' });
    expect(within(hall).getByText('Badmintonová hala · 6 kurtů')).toBeInTheDocument();
    expect(within(hall).getByRole('link', { name: 'Hala Sever na mapě OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=50.1&mlon=14.1#map=16/50.1/14.1',
    );
    expect(
      within(within(venues).getByRole('article', { name: 'Tělocvična' })).getByText('Poloha sportoviště není zadána.'),
    ).toBeInTheDocument();
    // Only the venue with a position is on the map.
    const map = await within(venues).findByRole('list', { name: 'Mapa sportovišť klubu' });
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hala Sever']);
    const team = within(screen.getByRole('region', { name: 'Družstva v soutěžích' })).getByRole('article', {
      name: 'Sokol A',
    });
    expect(within(team).getByText('Krajská liga')).toBeInTheDocument();
    expect(within(team).getByText('Přebor')).toBeInTheDocument();
  });

  it('is the not-found page for a club that is not public', async () => {
    answerCalls(() => apiAnswer(404, { status: 404, title: 'Nenalezeno', code: 'not_found', errors: [] }));
    renderPage({
      routes: [{ path: '/zone/public/club/public-detail/:id', element: <PublicClubDetailPage /> }],
      at: '/zone/public/club/public-detail/3',
      codebook: CODEBOOK,
    });
    expect(await screen.findByRole('heading', { name: 'Nenalezeno' })).toBeInTheDocument();
  });
});
