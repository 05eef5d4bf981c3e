import { type ListEnvelope } from '@fedra/contract/common/envelope';
import { type ListQuery, listQueryToSearchParams } from '@fedra/contract/common/list-query';
import { Button } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { restoreScreenWidth, screenWidth } from '../../test/screen-width';
import { shownFilterCount } from './ListFilters';
import { type ListColumn, ListView } from './ListView';
import type { ListFilter } from './use-list-state';

interface Person {
  id: number;
  name: string;
  club: string;
  active: boolean;
}

const people: Person[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  name: `Osoba ${i + 1}`,
  club: `Klub ${i + 1}`,
  active: i % 2 === 0,
}));

const columns: ListColumn<Person>[] = [
  { key: 'name', title: 'Jméno', sortField: 'name' },
  { key: 'club', title: 'Klub', sortField: 'club' },
  { key: 'active', title: 'Aktivní' },
];

const filters: ListFilter[] = [
  { kind: 'text', field: 'name', label: 'Hledat jméno' },
  { kind: 'boolean', field: 'active', label: 'Aktivní' },
];

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

describe('ListView layout', () => {
  beforeAll(async () => {
    await setupI18n('cs');
  });
  afterEach(() => {
    restoreScreenWidth();
    window.localStorage.clear();
  });

  it('on a phone: one "Filtry" button, a chip per active filter that removes it, rows as cards, a sort picker', async () => {
    screenWidth(true);
    const load = fakeLoad(people);
    withQuery(<ListView queryKey={['people']} load={load} columns={columns} caption="Osoby" filters={filters} />);
    await screen.findByText('Osoba 1');
    // No filter fields on the page; the table shows cards with "title: value".
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Osoby' });
    expect(table).toHaveAttribute('data-layout', 'cards');
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('Klub')).toHaveClass('fedra-list-card-label');
    expect(within(firstRow).getByText('Osoba 1').closest('td')).toHaveAttribute('data-card-heading');

    await userEvent.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    await userEvent.type(within(drawer).getByLabelText('Hledat jméno'), 'Osoba');
    await waitFor(() => expect(lastQuery(load)).toContain('fields[name][o]=valuesLike&fields[name][v]=Osoba'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zobrazit 5 záznamů' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByRole('button', { name: /^Filtry\s*1\s*aktivní$/ })).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Zrušit filtr Hledat jméno: Osoba' });
    await userEvent.click(remove);
    await waitFor(() => expect(lastQuery(load)).toBe('offset=0&limit=100'));
    expect(screen.queryByRole('button', { name: /^Zrušit filtr/ })).not.toBeInTheDocument();

    // The order from the picker above the cards.
    await userEvent.click(screen.getByRole('combobox', { name: 'Řadit podle' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Klub – sestupně', hidden: true }));
    await waitFor(() => expect(lastQuery(load)).toBe('offset=0&limit=100&sort=-club'));
  });

  it('on a phone a card shows a dash for an empty value, as a detail does, and nothing in a wide table', async () => {
    const withGaps: ListColumn<Person>[] = [
      ...columns.slice(0, 2),
      { key: 'note', title: 'Poznámka', render: (p) => (p.active ? 'ano' : null) },
    ];
    screenWidth(true);
    const phone = withQuery(
      <ListView queryKey={['gaps']} load={fakeLoad(people)} columns={withGaps} caption="Osoby" />,
    );
    await screen.findByText('Osoba 2');
    const rows = within(screen.getByRole('table', { name: 'Osoby' })).getAllByRole('row');
    const noteOf = (row: HTMLElement) => within(row).getByText('Poznámka').nextElementSibling?.textContent;
    expect(noteOf(rows[1]!)).toBe('ano');
    expect(noteOf(rows[2]!)).toBe('–');
    phone.unmount();

    screenWidth(false);
    withQuery(<ListView queryKey={['gaps-wide']} load={fakeLoad(people)} columns={withGaps} caption="Osoby" />);
    const cell = within((await screen.findByText('Osoba 2')).closest('tr')!).getAllByRole('cell')[2]!;
    expect(cell.textContent).toBe('');
  });

  it('on a phone the table can stay a table (phoneLayout="table")', async () => {
    screenWidth(true);
    withQuery(
      <ListView queryKey={['people']} load={fakeLoad(people)} columns={columns} caption="Osoby" phoneLayout="table" />,
    );
    await screen.findByText('Osoba 1');
    expect(screen.getByRole('table', { name: 'Osoby' })).toHaveAttribute('data-layout', 'table');
    expect(screen.getByRole('columnheader', { name: /Klub/ })).toBeInTheDocument();
  });

  it('on a wide screen: a column hidden in "Sloupce" stays hidden for the next visit; the first cannot be hidden', async () => {
    screenWidth(false);
    const first = withQuery(
      <ListView queryKey={['people']} load={fakeLoad(people)} columns={columns} caption="Osoby" />,
    );
    await screen.findByText('Osoba 1');
    const table = screen.getByRole('table', { name: 'Osoby' });
    expect(table).toHaveAttribute('data-layout', 'table');
    // The first column stays in place when the table scrolls sideways.
    expect(screen.getByRole('columnheader', { name: /Jméno/ })).toHaveAttribute('data-list-sticky', 'last');

    await userEvent.click(screen.getByRole('button', { name: 'Sloupce' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Jméno' })).toBeDisabled();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Klub' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Klub/ })).not.toBeInTheDocument());
    first.unmount();

    withQuery(<ListView queryKey={['people']} load={fakeLoad(people)} columns={columns} caption="Osoby" />);
    await screen.findByText('Osoba 1');
    expect(screen.queryByRole('columnheader', { name: /Klub/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sloupce' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Zobrazit všechny sloupce' }));
    expect(await screen.findByRole('columnheader', { name: /Klub/ })).toBeInTheDocument();
  });

  it('on a wide screen: filters beyond the first ones fold under "Další filtry", open while one of them is set', async () => {
    screenWidth(false);
    const many: ListFilter[] = Array.from({ length: 5 }, (_, i) => ({
      kind: 'text',
      field: `f${i}`,
      label: `Filtr ${i + 1}`,
    }));
    withQuery(
      <ListView
        queryKey={['people']}
        load={fakeLoad(people)}
        columns={columns}
        caption="Osoby"
        filters={many}
        visibleFilters={2}
      />,
    );
    await screen.findByText('Osoba 1');
    const search = screen.getByRole('search', { name: 'Filtry' });
    expect(within(search).getByLabelText('Filtr 2')).toBeInTheDocument();
    expect(within(search).queryByRole('textbox', { name: 'Filtr 3' })).not.toBeInTheDocument();
    const more = within(search).getByRole('button', { name: 'Další filtry (3)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(within(search).getByLabelText('Filtr 5'), 'x');
    // Set: the folded filters stay open.
    await waitFor(() => expect(more).toBeDisabled());
  });

  it('keeps one folded filter in the bar (a button for one filter saves nothing)', () => {
    expect(shownFilterCount(3, 6)).toBe(3);
    expect(shownFilterCount(7, 6)).toBe(7);
    expect(shownFilterCount(8, 6)).toBe(6);
    expect(shownFilterCount(10, 3)).toBe(3);
  });

  it('offers the main action in the empty state of a list without filters', async () => {
    screenWidth(false);
    withQuery(
      <ListView
        queryKey={['people']}
        load={fakeLoad([])}
        columns={columns}
        caption="Osoby"
        emptyText="Zatím tu nikdo není."
        emptyAction={<Button>Přidat osobu</Button>}
      />,
    );
    expect(await screen.findByText('Zatím tu nikdo není.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přidat osobu' })).toBeInTheDocument();
  });
});
