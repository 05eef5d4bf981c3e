import { type ListEnvelope } from '@fedra/contract/common/envelope';
import { type ListQuery, listQueryToSearchParams } from '@fedra/contract/common/list-query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { ApiError } from '../api/api-error';
import { tokens } from '../session/tokens';
import { type ListColumn, ListView } from './ListView';
import type { ListFilter } from './use-list-state';

interface Person {
  id: number;
  name: string;
  created: string;
  active: boolean;
}

const people: Person[] = Array.from({ length: 250 }, (_, i) => ({
  id: i + 1,
  name: `Osoba ${i + 1}`,
  created: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
  active: i % 2 === 0,
}));

const columns: ListColumn<Person>[] = [
  { key: 'name', title: 'Jméno', sortField: 'name' },
  { key: 'created', title: 'Vytvořeno', sortField: 'created' },
  { key: 'active', title: 'Aktivní' },
];

const filters: ListFilter[] = [
  { kind: 'text', field: 'name', label: 'Hledat jméno' },
  { kind: 'boolean', field: 'active', label: 'Aktivní' },
  { kind: 'dateRange', field: 'created', label: 'Vytvořeno' },
];

/** A fake server: pages `source`, records every query it was asked. */
function fakeLoad(source: Person[]) {
  return vi.fn(async (query: ListQuery): Promise<ListEnvelope<Person>> => {
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 100;
    return { data: source.slice(offset, offset + limit), total: source.length, limit, offset };
  });
}

function lastQuery(load: { mock: { lastCall?: unknown[] } }): string {
  return decodeURIComponent(listQueryToSearchParams(load.mock.lastCall![0] as ListQuery).toString());
}

function withQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('ListView', () => {
  beforeAll(async () => {
    await setupI18n('cs');
  });

  it('loads the first page with the default limit and renders the rows', async () => {
    const load = fakeLoad(people.slice(0, 3));
    withQuery(<ListView queryKey={['people']} load={load} columns={columns} caption="Osoby" />);
    const table = screen.getByRole('table', { name: 'Osoby' });
    // Loading: skeleton rows while nothing is there yet.
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Osoba 1')).toBeInTheDocument();
    expect(screen.getByText('Osoba 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByText('Ano')).toHaveLength(2);
    expect(lastQuery(load)).toBe('offset=0&limit=100');
    expect(screen.getByText('Zobrazeno 1–3 z 3 záznamů')).toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('sorts by a header click: ascending, descending, none; shift-click adds a secondary sort', async () => {
    const load = fakeLoad(people.slice(0, 5));
    withQuery(<ListView queryKey={['people']} load={load} columns={columns} caption="Osoby" />);
    await screen.findByText('Osoba 1');
    const nameHeader = screen.getByRole('columnheader', { name: /Jméno/ });
    const nameButton = within(nameHeader).getByRole('button');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(nameButton);
    await waitFor(() => expect(lastQuery(load)).toBe('offset=0&limit=100&sort=name'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(nameButton);
    await waitFor(() => expect(lastQuery(load)).toBe('offset=0&limit=100&sort=-name'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    const createdButton = within(screen.getByRole('columnheader', { name: /Vytvořeno/ })).getByRole('button');
    fireEvent.click(createdButton, { shiftKey: true });
    await waitFor(() => expect(lastQuery(load)).toBe('offset=0&limit=100&sort=-name,created'));
    fireEvent.click(createdButton, { shiftKey: true });
    await waitFor(() => expect(lastQuery(load)).toBe('offset=0&limit=100&sort=-name,-created'));

    // A plain click makes a column the only sort; a third click removes it.
    await userEvent.click(nameButton);
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Jméno/ })).toHaveAttribute('aria-sort', 'none'),
    );
    expect(lastQuery(load)).toBe('offset=0&limit=100');
  });

  it('shows the sorting state while the sorted page loads', async () => {
    const gate = deferred<void>();
    const inner = fakeLoad(people.slice(0, 5));
    const load = vi.fn(async (q: ListQuery) => {
      if (q.sort) await gate.promise;
      return inner(q);
    });
    withQuery(<ListView queryKey={['people']} load={load} columns={columns} caption="Osoby" />);
    await screen.findByText('Osoba 1');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Jméno/ })).getByRole('button'));
    expect(await screen.findByText('Řazení…')).toBeInTheDocument();
    // The previous rows stay while sorting.
    expect(screen.getByText('Osoba 1')).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(screen.queryByText('Řazení…')).not.toBeInTheDocument());
  });

  it('filters by text with valuesLike after the debounce and starts from the first page', async () => {
    const load = fakeLoad(people);
    withQuery(
      <ListView
        queryKey={['people']}
        load={load}
        columns={columns}
        filters={filters}
        caption="Osoby"
        defaultLimit={10}
      />,
    );
    await screen.findByText('Osoba 1');
    await userEvent.click(screen.getByRole('button', { name: 'Stránka 2' }));
    await waitFor(() => expect(lastQuery(load)).toBe('offset=10&limit=10'));

    await userEvent.type(screen.getByLabelText('Hledat jméno'), 'Petr');
    await waitFor(() =>
      expect(lastQuery(load)).toBe('offset=0&limit=10&fields[name][o]=valuesLike&fields[name][v]=Petr'),
    );
    // Debounced: one request for the whole word, not one per letter.
    expect(load.mock.calls.filter(([q]) => q.fields?.name)).toHaveLength(1);
  });

  it('pages with the pagination and the rows-per-page choice', async () => {
    const load = fakeLoad(people);
    withQuery(<ListView queryKey={['people']} load={load} columns={columns} caption="Osoby" defaultLimit={10} />);
    await screen.findByText('Osoba 1');
    expect(screen.getByText('Zobrazeno 1–10 z 250 záznamů')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stránka 3' }));
    await waitFor(() => expect(lastQuery(load)).toBe('offset=20&limit=10'));
    expect(await screen.findByText('Zobrazeno 21–30 z 250 záznamů')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Poslední stránka' }));
    await waitFor(() => expect(lastQuery(load)).toBe('offset=240&limit=10'));
    expect(await screen.findByText('Osoba 250')).toBeInTheDocument();
    expect(screen.getByText('Zobrazeno 241–250 z 250 záznamů')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Řádků na stránku'), '25');
    await waitFor(() => expect(lastQuery(load)).toBe('offset=0&limit=25'));
    expect(await screen.findByText('Zobrazeno 1–25 z 250 záznamů')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Další stránka' }));
    await waitFor(() => expect(lastQuery(load)).toBe('offset=25&limit=25'));
  });

  it('shows a capped total as "more than" and pages on while the pages come back full', async () => {
    // A server counting at most 30 rows of 45 (as the persons register does with its cap).
    const source = people.slice(0, 45);
    const CAP = 30;
    const load = vi.fn(async (query: ListQuery): Promise<ListEnvelope<Person>> => {
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 100;
      const data = source.slice(offset, offset + limit);
      const seen = offset + data.length;
      const exact = data.length > 0 && data.length < limit;
      return exact
        ? { data, total: seen, totalCapped: false, limit, offset }
        : { data, total: Math.max(CAP, seen), totalCapped: true, limit, offset };
    });
    withQuery(<ListView queryKey={['people']} load={load} columns={columns} caption="Osoby" defaultLimit={10} />);
    expect(await screen.findByText('Zobrazeno 1–10 z více než 30 záznamů')).toBeInTheDocument();
    // No known last page to jump to; the pages up to the lower bound.
    expect(screen.queryByRole('button', { name: 'Poslední stránka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stránka 4' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stránka 3' }));
    expect(await screen.findByText('Zobrazeno 21–30 z více než 30 záznamů')).toBeInTheDocument();
    // The page reaching the bound came back full: the next one is offered.
    await userEvent.click(screen.getByRole('button', { name: 'Další stránka' }));
    await waitFor(() => expect(lastQuery(load)).toBe('offset=30&limit=10'));
    expect(await screen.findByText('Zobrazeno 31–40 z více než 40 záznamů')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Další stránka' }));
    // A page not full ends the list: the exact total, and the pager's ends are back.
    expect(await screen.findByText('Zobrazeno 41–45 z 45 záznamů')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Další stránka' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Poslední stránka' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    const inner = fakeLoad(people.slice(0, 2));
    const load = vi.fn(async (q: ListQuery) => {
      if (fail) throw new Error('network down');
      return inner(q);
    });
    withQuery(<ListView queryKey={['people']} load={load} columns={columns} caption="Osoby" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Seznam se nepodařilo načíst.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Osoba 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the server's messages of a failed call", async () => {
    const load = vi.fn(async () => {
      throw new ApiError(400, {
        type: 'about:blank',
        title: 'x',
        status: 400,
        code: 'validation_failed',
        errors: [{ field: 'sort', message: 'Podle pole foo nelze řadit.' }],
      });
    });
    withQuery(<ListView queryKey={['people']} load={load} columns={columns} caption="Osoby" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Podle pole foo nelze řadit.');
  });

  it('tells an empty list from an empty filter result', async () => {
    const load = fakeLoad([]);
    withQuery(
      <ListView
        queryKey={['people']}
        load={load}
        columns={columns}
        filters={filters}
        caption="Osoby"
        emptyText="Zatím tu nikdo není"
      />,
    );
    expect(await screen.findByText('Zatím tu nikdo není')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Hledat jméno'), 'x{Enter}');
    expect(await screen.findByText('Filtru neodpovídají žádné záznamy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    expect(await screen.findByText('Zatím tu nikdo není')).toBeInTheDocument();
    expect(screen.getByLabelText('Hledat jméno')).toHaveValue('');
    expect(lastQuery(load)).toBe('offset=0&limit=100');
  });

  it("adds a page's outside filters to each query and clears them with its own", async () => {
    const load = fakeLoad([]);
    const clear = vi.fn();
    withQuery(
      <ListView
        queryKey={['people', 'club 7']}
        load={load}
        columns={columns}
        filters={filters}
        caption="Osoby"
        emptyText="Zatím tu nikdo není"
        emptyFilteredText="Tomu klubu nikdo nepatří"
        outsideFilters={{
          apply: (q) => ({ ...q, fields: { ...q.fields, clubId: { o: 'valuesEqual', v: '7' } } }),
          active: true,
          clear,
        }}
      />,
    );
    expect(await screen.findByText('Tomu klubu nikdo nepatří')).toBeInTheDocument();
    expect(lastQuery(load)).toBe('offset=0&limit=100&fields[clubId][o]=valuesEqual&fields[clubId][v]=7');
    await userEvent.type(screen.getByLabelText('Hledat jméno'), 'x{Enter}');
    await waitFor(() => expect(lastQuery(load)).toContain('fields[name][v]=x'));
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Hledat jméno')).toHaveValue('');
  });

  it('clears the outside filters of a synced list in the same address update as its own', async () => {
    const load = fakeLoad([]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Page() {
      const [params] = useSearchParams();
      const club = params.get('club');
      return (
        <ListView
          queryKey={['people', club]}
          load={load}
          columns={columns}
          filters={filters}
          caption="Osoby"
          syncToUrl
          outsideFilters={{
            apply: (q) => (club ? { ...q, fields: { ...q.fields, clubId: { o: 'valuesEqual', v: club } } } : q),
            active: club !== null,
            addressKeys: ['club'],
          }}
        />
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/people',
          element: (
            <QueryClientProvider client={client}>
              <Page />
            </QueryClientProvider>
          ),
        },
      ],
      {
        initialEntries: ['/people?club=7&fields[name][o]=valuesLike&fields[name][v]=x&sort=name&other=1'],
      },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Zrušit filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe('?other=1&sort=name'));
    await waitFor(() => expect(lastQuery(load)).toBe('offset=0&limit=100&sort=name'));
    expect(screen.getByLabelText('Hledat jméno')).toHaveValue('');
  });

  it('reads and writes its state in the address when synced', async () => {
    const load = fakeLoad(people);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        {
          path: '/people',
          element: (
            <QueryClientProvider client={client}>
              <ListView
                queryKey={['people']}
                load={load}
                columns={columns}
                caption="Osoby"
                syncToUrl
                defaultLimit={50}
              />
            </QueryClientProvider>
          ),
        },
      ],
      { initialEntries: ['/people?sort=-name&offset=50&other=1'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByText('Osoba 51');
    expect(load).toHaveBeenCalledTimes(1);
    expect(lastQuery(load)).toBe('offset=50&limit=50&sort=-name');

    await userEvent.click(screen.getByRole('button', { name: 'Stránka 3' }));
    await waitFor(() => expect(lastQuery(load)).toBe('offset=100&limit=50&sort=-name'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('offset')).toBe('100');
    expect(params.get('sort')).toBe('-name');
    expect(params.get('other')).toBe('1');
  });
});

describe('ListView export', () => {
  const endpoint = {
    method: 'GET' as const,
    path: '/api/admin-zone/people/simple',
    operationId: 'person.list',
    access: { kind: 'zone' as const, zone: 'admin' as const, action: 'person.list' },
  };

  beforeAll(async () => {
    await setupI18n('cs');
    setTestRuntimeConfig();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Records the files handed to the browser: the link's name and the blob's text. */
  function catchSaves() {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const url = `blob:test/${blobs.size}`;
          blobs.set(url, blob);
          return url;
        },
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    return saved;
  }

  it('downloads every row of the current filter and sort, with the server file name, busy meanwhile', async () => {
    tokens.set('the-access', 'the-refresh');
    const saved = catchSaves();
    const gate = deferred<void>();
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
      await gate.promise;
      return new Response('\ufeffJméno;Vytvořeno\r\nOsoba 1;2024-01-01\r\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="people-2026-11-21.csv"',
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const load = fakeLoad(people);
    withQuery(
      <ListView
        queryKey={['people']}
        load={load}
        columns={columns}
        filters={filters}
        caption="Osoby"
        defaultLimit={10}
        exportEndpoint={endpoint}
      />,
    );
    await screen.findByText('Osoba 1');
    await userEvent.type(screen.getByLabelText('Hledat jméno'), 'Osoba{Enter}');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Jméno/ })).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: 'Stránka 2' }));
    await waitFor(() =>
      expect(lastQuery(load)).toBe('offset=10&limit=10&sort=name&fields[name][o]=valuesLike&fields[name][v]=Osoba'),
    );

    // Keyboard use of the menu is driven in a real browser (e2e/export.e2e.ts).
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Export 250 záznamů podle filtru a řazení')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['CSV (pro Excel)', 'Sešit Excelu (XLSX)']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'CSV (pro Excel)' }));

    // Busy while the file comes, and still focusable.
    const busy = await screen.findByRole('button', { name: /Exportuje se/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).not.toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    // The whole list: filter and sort, no paging.
    expect(decodeURIComponent(url)).toBe(
      '/api/admin-zone/people/simple?sort=name&format=csv&fields[name][o]=valuesLike&fields[name][v]=Osoba',
    );
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer the-access');
    expect((init.headers as Record<string, string>)['X-Action-Name']).toBe('person.list');

    gate.resolve();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('people-2026-11-21.csv');
    expect(await saved[0]!.blob.text()).toContain('Osoba 1;2024-01-01');
    expect(await screen.findByRole('button', { name: 'Export' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Soubor people-2026-11-21.csv je stažen.')).toBeInTheDocument();
  });

  it('names the file itself when the server does not, and offers no export without a list call', async () => {
    const saved = catchSaves();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('PK', { status: 200, headers: { 'content-type': 'application/octet-stream' } })),
    );
    const { unmount } = withQuery(
      <ListView
        queryKey={['people']}
        load={fakeLoad(people)}
        columns={columns}
        caption="Osoby"
        exportEndpoint={endpoint}
      />,
    );
    await screen.findByText('Osoba 1');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sešit Excelu (XLSX)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['export.xlsx']));
    unmount();

    withQuery(<ListView queryKey={['people']} load={fakeLoad(people)} columns={columns} caption="Osoby" />);
    await screen.findByText('Osoba 1');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
