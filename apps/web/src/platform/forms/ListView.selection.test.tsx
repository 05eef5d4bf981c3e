// ListView's optional row selection: row and page checkboxes (keyboard too), the selection kept
// across pages, "all matching the filter" with the list's total, and a selection dropped when the
// filter changes. Plus the pure state functions behind it.
import type { ListEnvelope } from '@fedra/contract/common/envelope';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { type ListColumn, ListView } from './ListView';
import {
  EMPTY_SELECTION,
  type ListSelectionState,
  pageSelection,
  selectionCount,
  toggleRow,
  useListSelection,
} from './list-selection';
import type { ListFilter } from './use-list-state';

interface Person {
  id: number;
  name: string;
}

const people: Person[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Osoba ${i + 1}` }));
const columns: ListColumn<Person>[] = [{ key: 'name', title: 'Jméno' }];
const filters: ListFilter[] = [{ kind: 'text', field: 'name', label: 'Hledat jméno' }];

function load(query: ListQuery): Promise<ListEnvelope<Person>> {
  const text = query.fields?.name?.v;
  const source = text ? people.filter((p) => p.name.endsWith(String(text))) : people;
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 100;
  return Promise.resolve({ data: source.slice(offset, offset + limit), total: source.length, limit, offset });
}

let seen: { state: ListSelectionState; query?: ListQuery; total?: number } = { state: EMPTY_SELECTION };

function Selectable() {
  const selection = useListSelection<Person>((p) => `Vybrat ${p.name}`);
  seen.state = selection.state;
  return (
    <ListView<Person>
      queryKey={['people']}
      load={load}
      columns={columns}
      filters={filters}
      caption="Osoby"
      defaultLimit={10}
      selection={selection}
      onQueryChange={(query, total) => {
        seen.query = query;
        seen.total = total;
      }}
    />
  );
}

function renderList() {
  seen = { state: EMPTY_SELECTION };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Selectable />
    </QueryClientProvider>,
  );
}

describe('ListView selection', () => {
  beforeAll(() => setupI18n('cs'));

  it('selects rows by mouse and keyboard, keeps them across pages and counts them', async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Vybrat Osoba 1' }));
    // The keyboard: a focused checkbox toggles with Space.
    screen.getByRole('checkbox', { name: 'Vybrat Osoba 2' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Vybrat Osoba 2' })).toBeChecked();
    expect(screen.getByText('Vybrány 2 záznamy')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vybrat řádky stránky' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    expect(screen.getByText('Osoba 1').closest('tr')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Stránka 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Vybrat Osoba 11' }));
    expect(screen.getByText('Vybrány 3 záznamy')).toBeInTheDocument();
    expect([...seen.state.keys]).toEqual([1, 2, 11]);

    await user.click(screen.getByRole('button', { name: 'Zrušit výběr' }));
    expect(seen.state.keys.size).toBe(0);
  });

  it('selects the page, then offers every row matching the filter', async () => {
    renderList();
    const user = userEvent.setup();
    await screen.findByText('Osoba 1');
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat řádky stránky' }));
    expect(screen.getByText('Vybráno 10 záznamů')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vybrat všech 25 záznamů odpovídajících filtru' }));
    expect(screen.getByText('Vybráno všech 25 záznamů odpovídajících filtru')).toBeInTheDocument();
    expect(seen.state.allMatching).toBe(true);
    expect(seen.total).toBe(25);
    // Unchecking one row of "all" leaves the rest of the page.
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat Osoba 3' }));
    expect(seen.state.allMatching).toBe(false);
    expect(seen.state.keys.size).toBe(9);
    // The page checkbox clears a fully selected page.
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat Osoba 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat řádky stránky' }));
    expect(seen.state.keys.size).toBe(0);
  });

  it('drops the selection when the filter changes and tells the page the new query', async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Vybrat Osoba 1' }));
    expect(seen.state.keys.size).toBe(1);
    await user.type(screen.getByRole('textbox', { name: 'Hledat jméno' }), '5');
    await waitFor(() => expect(seen.query?.fields?.name).toEqual({ o: 'valuesLike', v: '5' }));
    await waitFor(() => expect(seen.total).toBe(3));
    expect(seen.state.keys.size).toBe(0);
    // No paging in the query a bulk action would send.
    expect(seen.query).not.toHaveProperty('offset');
    expect(seen.query).not.toHaveProperty('limit');
  });
});

describe('selection state', () => {
  it('toggles, counts and marks the page checkbox', () => {
    const page = [1, 2, 3];
    let state = toggleRow(EMPTY_SELECTION, page, 2);
    expect(pageSelection(state, page)).toEqual({ checked: false, indeterminate: true });
    state = toggleRow(toggleRow(state, page, 1), page, 3);
    expect(pageSelection(state, page)).toEqual({ checked: true, indeterminate: false });
    expect(selectionCount(state, 100)).toBe(3);
    const all = { keys: new Set<number>(), allMatching: true };
    expect(selectionCount(all, 100)).toBe(100);
    expect(selectionCount(all, undefined)).toBe(0);
    expect(pageSelection(all, [])).toEqual({ checked: false, indeterminate: false });
    expect([...toggleRow(all, page, 1).keys]).toEqual([2, 3]);
  });
});
