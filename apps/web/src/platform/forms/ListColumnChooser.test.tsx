// "Sloupce" from the keyboard, as the "Export" menu beside it: the focus goes into the menu, the
// arrows move, Enter and Space toggle a column, Escape closes back to the button.
import type { ListEnvelope } from '@fedra/contract/common/envelope';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { type ListColumn, ListView } from './ListView';

interface Row {
  id: number;
  name: string;
  club: string;
  active: string;
}

const rows: Row[] = [{ id: 1, name: 'Osoba 1', club: 'Klub 1', active: 'ano' }];
const columns: ListColumn<Row>[] = [
  { key: 'name', title: 'Jméno' },
  { key: 'club', title: 'Klub' },
  { key: 'active', title: 'Aktivní' },
];

async function load(): Promise<ListEnvelope<Row>> {
  return { data: rows, total: rows.length, limit: 100, offset: 0 };
}

describe('ListColumnChooser from the keyboard', () => {
  const focus = HTMLElement.prototype.focus;
  beforeAll(async () => {
    await setupI18n('cs');
    // As a browser: a disabled button does not take the focus (jsdom would let it).
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
      if ((this as HTMLButtonElement).disabled) return;
      focus.call(this, options);
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('Enter opens with the focus in the menu; arrows, Enter and Space toggle columns; Escape closes back to the button', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <ListView queryKey={['rows']} load={load} columns={columns} caption="Řádky" />
      </QueryClientProvider>,
    );
    await screen.findByText('Osoba 1');
    const button = screen.getByRole('button', { name: 'Sloupce' });
    button.focus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // The first column cannot be hidden: the focus starts on the next one.
    const club = screen.getByRole('menuitemcheckbox', { name: 'Klub' });
    await waitFor(() => expect(club).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    const active = screen.getByRole('menuitemcheckbox', { name: 'Aktivní' });
    expect(active).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Aktivní/ })).not.toBeInTheDocument());
    expect(active).toHaveAttribute('aria-checked', 'false');

    await user.keyboard('{ArrowUp}');
    expect(club).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Klub/ })).not.toBeInTheDocument());
    // The menu stays open for the next choice.
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
