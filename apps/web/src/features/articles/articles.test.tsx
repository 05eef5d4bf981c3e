// The article pages in the browser's place: the home page's news with its search and tag filter
// (what it asks the API for), paging by "load more", the detail with its sanitised body and the
// spec's not-found message in both languages, and the office's form (required fields, the server's
// field problems next to their fields, the body it sends). The server's side is tested through
// HTTP in apps/server/test/articles/articles.test.ts, the whole flow in e2e/articles.e2e.ts.
import type { LoggedUser } from '@fedra/contract/account';
import type { Article, ArticleSummary } from '@fedra/contract/articles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { roleLine } from './components/DashboardCards';
import ArticleDetailPage from './pages/ArticleDetailPage';
import ArticleEditPage from './pages/ArticleEditPage';
import HomePage from './pages/HomePage';

const json = apiAnswer;
const user = () => userEvent.setup({ applyAccept: false });

function caller(zone: 'admin' | 'club', permissions: string[]): LoggedUser {
  return {
    isSuperAdmin: false,
    firstName: 'Klára',
    lastName: 'Klubová',
    roles: [],
    currentClubId: 7,
    currentClub: { id: 7, name: 'BK Karlín', registrationNumber: 'K-7' },
    permissions,
    zones: [zone],
  } as unknown as LoggedUser;
}

const summary = (id: number, over: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  title: `Zpráva ${id}`,
  perex: `Úvod ${id}`,
  tags: ['Mládež'],
  coverImageUrl: null,
  publishDate: '2026-11-20T09:00:00Z',
  ...over,
});

const page = (data: ArticleSummary[], total = data.length, offset = 0) => ({ data, limit: 12, offset, total });

function renderHome(at = '/zone/club/home') {
  renderPage({
    routes: [
      { path: '/zone/club/home', element: <HomePage /> },
      { path: '/zone/club/federation-article/detail/:id', element: <ArticleDetailPage /> },
    ],
    at,
    user: caller('club', ['api.club.zone.federation.article.read']),
    zone: 'club',
    codebook: { menu: { versions: [] } },
  });
}

/** The query string parameters of the calls to the published list. */
const listCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls
    .map((c) => String(c[0]))
    .filter((url) => url.includes('/federation-articles/published?'))
    .map((url) => new URL(url, 'http://x').searchParams);

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({}));

describe('the home page', () => {
  it('lists the zone news with tags, searches by words and filters by a tag, both kept in the address', async () => {
    const fetch = answerCalls((url) => {
      if (url.includes('/tags'))
        return json(
          200,
          page([
            { tag: 'Mládež', count: 2 },
            { tag: 'Turnaje', count: 1 },
          ] as never),
        );
      if (url.includes('/seasons')) return json(200, page([]));
      const q = new URL(url, 'http://x').searchParams;
      if (q.get('fields[tag][v]') === 'Turnaje') return json(200, page([]));
      if (q.get('q') === 'zavod') return json(200, page([summary(2, { title: 'Závod v Brně' })]));
      return json(200, page([summary(1, { title: 'Mistrovství republiky' }), summary(2)]));
    });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Mistrovství republiky' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mistrovství republiky' })).toHaveAttribute(
      'href',
      '/zone/club/federation-article/detail/1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Přehled' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Filtrovat podle štítku Mládež' })).toHaveLength(2);

    await user().type(screen.getByLabelText('Hledat ve zprávách'), 'zavod');
    expect(await screen.findByRole('heading', { name: 'Závod v Brně' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mistrovství republiky' })).not.toBeInTheDocument();
    expect(listCalls(fetch).at(-1)!.get('q')).toBe('zavod');

    await user().click(screen.getByRole('radio', { name: 'Turnaje (1)' }));
    expect(await screen.findByText('Hledání neodpovídá žádná zpráva.')).toBeInTheDocument();
    const last = listCalls(fetch).at(-1)!;
    expect([last.get('fields[tag][o]'), last.get('fields[tag][v]'), last.get('q')]).toEqual([
      'valuesEqual',
      'Turnaje',
      'zavod',
    ]);
  });

  it('keeps the cards shown, marked busy, while a new search is being answered', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerCalls(async (url) => {
      if (url.includes('/tags') || url.includes('/seasons')) return json(200, page([]));
      if (new URL(url, 'http://x').searchParams.get('q') === 'brno') {
        await held;
        return json(200, page([summary(3, { title: 'Turnaj v Brně' })]));
      }
      return json(200, page([summary(1, { title: 'Mistrovství republiky' })]));
    });
    renderHome();
    const first = await screen.findByRole('heading', { name: 'Mistrovství republiky' });
    await user().type(screen.getByLabelText('Hledat ve zprávách'), 'brno');
    await waitFor(() => expect(first.closest('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getByRole('heading', { name: 'Mistrovství republiky' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Turnaj v Brně' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mistrovství republiky' })).not.toBeInTheDocument();
  });

  it('starts from the search and tag in the address, and loads more pages', async () => {
    const fetch = answerCalls((url) => {
      if (url.includes('/tags') || url.includes('/seasons')) return json(200, page([]));
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const rows = Array.from({ length: offset ? 3 : 12 }, (_, i) => summary(offset + i + 1));
      return json(200, page(rows, 15, offset));
    });
    renderHome('/zone/club/home?q=brno&tag=Ml%C3%A1de%C5%BE');
    expect(await screen.findByText('Zobrazeno 12 zpráv z 15')).toBeInTheDocument();
    expect(screen.getByLabelText('Hledat ve zprávách')).toHaveValue('brno');
    expect(listCalls(fetch)[0]!.get('fields[tag][v]')).toBe('Mládež');
    await user().click(screen.getByRole('button', { name: 'Načíst další' }));
    expect(await screen.findByText('Zobrazeno je všech 15 zpráv')).toBeInTheDocument();
    expect(listCalls(fetch).at(-1)!.get('offset')).toBe('12');
    expect(screen.queryByRole('button', { name: 'Načíst další' })).not.toBeInTheDocument();
  });
});

describe("the dashboard's role line", () => {
  it('names a role held for two clubs once', () => {
    expect(roleLine(['Správce klubu', 'Správce klubu'])).toBe('Správce klubu');
    expect(roleLine(['Správce klubu', 'Člen', 'Správce klubu'])).toBe('Správce klubu, Člen');
  });
});

describe('the article detail', () => {
  it('shows title, date, tags, cover and the body as formatted text', async () => {
    answerCalls(() =>
      json(200, {
        operationId: 'club.federation.article.published.get',
        links: [],
        data: {
          ...summary(4, { coverImageUrl: '/api/files/download/x?s=1' }),
          body: '<p>Velmi <strong>dobrý</strong> výkon</p>',
        },
      }),
    );
    renderHome('/zone/club/federation-article/detail/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zpráva 4' })).toBeInTheDocument();
    expect(screen.getByText('dobrý').tagName).toBe('STRONG');
    expect(screen.getByText('Zveřejněno 20. 11. 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mládež' })).toHaveAttribute(
      'href',
      '/zone/club/home?tag=Ml%C3%A1de%C5%BE',
    );
    expect(screen.getByRole('img', { name: 'Titulní obrázek' })).toHaveAttribute('src', '/api/files/download/x?s=1');
  });

  it.each([
    ['cs', 'Chyba', 'Zpráva nebyla nalezena.'],
    ['en', 'Error', 'The report was not found.'],
  ] as const)('says the report was not found when it is missing (%s)', async (lang, title, text) => {
    await setupI18n(lang);
    answerCalls(() => json(404, { status: 404, title: 'Not found', errors: [{ message: text }] }));
    renderHome('/zone/club/federation-article/detail/999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(text);
    await setupI18n('cs');
  });
});

const ARTICLE: Article = {
  ...summary(8, { tags: ['Mládež'] }),
  body: '<p>Text</p>',
  zones: ['club'],
  state: 'published',
  coverFileName: null,
  createdDate: '2026-11-01T10:00:00Z',
  createdById: 1,
  editedDate: null,
  editedById: null,
  createdByName: 'Eva Expertová',
  editedByName: null,
};

function renderForm(at: string, permissions: string[], links: string[] = []) {
  const fetch = answerCalls((_url, init) => {
    if (init?.method === 'POST' || init?.method === 'PUT') {
      return json(400, {
        status: 400,
        title: 'Bad',
        errors: [
          { field: 'tags.1', message: 'Pole tags.1 může mít nejvýše 40 znaků.' },
          { field: 'title', message: 'Titulek už existuje.' },
        ],
      });
    }
    return json(200, {
      operationId: 'federation.article.get',
      links: links.map((operationId) => ({ operationId })),
      data: ARTICLE,
    });
  });
  renderPage({
    routes: [
      { path: '/zone/admin/federation-article/new', element: <ArticleEditPage /> },
      { path: '/zone/admin/federation-article/edit/:id', element: <ArticleEditPage /> },
      { path: '/zone/admin/federation-article/list', element: <p>seznam</p> },
    ],
    at,
    user: caller('admin', permissions),
    zone: 'admin',
  });
  return fetch;
}

describe('the article form', () => {
  it('marks the required fields and names each one missing before anything is sent', async () => {
    const fetch = renderForm('/zone/admin/federation-article/new', ['api.admin.zone.federation.article.create']);
    expect(await screen.findByLabelText(/^Titulek/)).toBeRequired();
    for (const zone of ['Správa svazu', 'Kluby', 'Členové']) await user().click(screen.getByLabelText(zone));
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Pole Titulek je povinné')).toBeInTheDocument();
    expect(screen.getByText('Pole Zobrazit v zónách je povinné')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the article and shows the server problems next to their fields', async () => {
    const fetch = renderForm(
      '/zone/admin/federation-article/edit/8',
      ['api.admin.zone.federation.article.list'],
      ['api.admin.zone.federation.article.update', 'api.admin.zone.federation.article.delete'],
    );
    const title = await screen.findByLabelText(/^Titulek/);
    await user().clear(title);
    await user().type(title, 'Nový titulek');
    await user().click(screen.getByRole('button', { name: 'Nyní' }));
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Titulek už existuje.')).toBeInTheDocument();
    expect(screen.getByText('Pole tags.1 může mít nejvýše 40 znaků.')).toBeInTheDocument();
    const put = fetch.mock.calls.find((c) => c[1]?.method === 'PUT')!;
    expect(put[0]).toContain('/api/admin-zone/federation-articles/8');
    const body = JSON.parse(String(put[1]!.body));
    expect(body).toMatchObject({ title: 'Nový titulek', tags: ['Mládež'], zones: ['club'], body: '<p>Text</p>' });
    expect(Math.abs(Date.parse(body.publishDate) - Date.now())).toBeLessThan(120_000);
    expect('coverImageUrl' in body).toBe(false);
    expect(screen.getByRole('button', { name: 'Smazat' })).toBeInTheDocument();
  });

  it('asks before deleting, and offers no saving or deleting without the links', async () => {
    renderForm('/zone/admin/federation-article/edit/8', ['api.admin.zone.federation.article.list']);
    expect(await screen.findByLabelText(/^Titulek/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Uložit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Smazat' })).not.toBeInTheDocument();
  });

  it('confirms a delete first, then deletes and goes back to the list', async () => {
    const fetch = renderForm('/zone/admin/federation-article/edit/8', [], ['api.admin.zone.federation.article.delete']);
    await user().click(await screen.findByRole('button', { name: 'Smazat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat článek' });
    expect(fetch.mock.calls.some((c) => c[1]?.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(dialog).toHaveTextContent('Zpráva 8'));
    await user().click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByText('seznam')).toBeInTheDocument();
    const deletes = fetch.mock.calls.filter((c) => c[1]?.method === 'DELETE');
    expect(deletes.map((c) => c[0])).toEqual([expect.stringContaining('/api/admin-zone/federation-articles/8')]);
  });

  it('asks before leaving unsaved edits', async () => {
    renderForm('/zone/admin/federation-article/edit/8', [], ['api.admin.zone.federation.article.update']);
    const title = await screen.findByLabelText(/^Titulek/);
    await user().type(title, ' upraveno');
    await user().click(screen.getByRole('link', { name: /Zpět/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuložené změny' });
    await user().click(within(dialog).getByRole('button', { name: 'Zůstat' }));
    expect(screen.getByLabelText(/^Titulek/)).toHaveValue('Zpráva 8 upraveno');
    expect(screen.queryByText('seznam')).not.toBeInTheDocument();
  });
});
