// A detail's small table: a table on a wide screen; on a phone each row a card headed by its first
// column, the others "title: value" (an empty one a dash), nothing cut off at the right.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { restoreScreenWidth, screenWidth } from '../../test/screen-width';
import { SimpleTable } from './SimpleTable';

interface Item {
  id: number;
  name: string;
  price: string;
  paid: string | null;
}

const items: Item[] = [{ id: 1, name: 'Licence', price: '1 500,00 Kč', paid: null }];

const table = () => (
  <SimpleTable<Item>
    rows={items}
    rowKey={(i) => i.id}
    empty="Nic"
    columns={[
      { title: 'Položka', render: (i) => i.name },
      { title: 'Cena', render: (i) => i.price },
      { title: 'Zaplaceno', render: (i) => i.paid },
    ]}
  />
);

// The app's theme in the test's providers names things in the current language.
beforeAll(() => setupI18n('cs'));

describe('SimpleTable', () => {
  afterEach(restoreScreenWidth);

  it('is a table with its headers on a wide screen', () => {
    screenWidth(false);
    renderWithProviders(table());
    expect(screen.getByRole('table')).toHaveAttribute('data-layout', 'table');
    expect(screen.getByRole('columnheader', { name: 'Cena' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Licence', '1 500,00 Kč', '']);
  });

  it('shows each row as a card on a phone: its heading, then each title over its value', () => {
    screenWidth(true);
    renderWithProviders(table());
    expect(screen.getByRole('table')).toHaveAttribute('data-layout', 'cards');
    const [heading, price, paid] = screen.getAllByRole('cell');
    expect(heading).toHaveAttribute('data-card-heading');
    expect(heading).toHaveTextContent(/^Licence$/);
    expect(within(price!).getByText('Cena')).toHaveClass('fedra-list-card-label');
    expect(price).toHaveTextContent('Cena1 500,00 Kč');
    expect(paid).toHaveTextContent('Zaplaceno–');
  });
});
