// The price-list page in the browser's place: the category from the address in the title and the
// list's query, amounts shown as money, the add button only with the permission, and the form
// sending the koruny typed as exact haléře (a bad amount told next to the field, nothing sent).
// The server's side: apps/server/test/price-list; the whole flow: e2e/economy-overview.e2e.ts.
import type { PriceListItemListItem } from '@fedra/contract/price-list';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import PriceListPage from './pages/PriceListPage';

const FINE: PriceListItemListItem = {
  id: 11,
  categoryId: 7,
  kind: 'club',
  name: 'Pokuta za chybějícího rozhodčího',
  amount: 100_000,
  vatRate: 0,
  seasonId: null,
  ageCategoryId: null,
  personRoleTypeId: null,
  validFrom: '2024-07-01',
  validTo: null,
};
const CODEBOOK = {
  economyCategories: {
    '2': { id: 2, name: { cs: 'Licence', en: 'Licences' } },
    '7': { id: 7, name: { cs: 'Pokuty', en: 'Fines' } },
  },
};

function serve(sent: unknown[]) {
  return answerCalls((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return apiAnswer(201, {
        operationId: 'admin.price.list.item.create',
        links: [],
        data: { ...FINE, ...body, id: 12 },
      });
    }
    if (url.includes('/seasons')) return apiAnswer(200, { data: [], limit: 20, offset: 0, total: 0 });
    return apiAnswer(200, { data: [FINE], limit: 100, offset: 0, total: 1 });
  });
}

const renderList = (actions: string[]) =>
  renderPage({
    routes: [{ path: '/zone/admin/price-list-items/:categoryId', element: <PriceListPage /> }],
    at: '/zone/admin/price-list-items/7',
    user: zoneCaller('admin', actions),
    modules: ['economy'],
    codebook: CODEBOOK,
  });

const user = () => userEvent.setup({ applyAccept: false });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['economy'] }));

describe('the price-list page', () => {
  it('lists the category of the address with amounts as money; no adding without the permission', async () => {
    const fetch = serve([]);
    renderList(['price.list.item.list']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceník: Pokuty' })).toBeInTheDocument();
    expect(await screen.findByText('Pokuta za chybějícího rozhodčího')).toBeInTheDocument();
    expect(screen.getByText(/1\s000,00\s*Kč/)).toBeInTheDocument();
    const listCall = fetch.mock.calls
      .map(([url]) => decodeURIComponent(url))
      .find((u) => u.includes('/price-list-items'));
    expect(listCall).toContain('fields[categoryId][o]=valuesEqual');
    expect(listCall).toContain('fields[categoryId][v][]=7');
    expect(screen.queryByRole('button', { name: 'Přidat položku' })).toBeNull();
  });

  it('sends the koruny typed as exact haléře into the category of the page', async () => {
    const sent: unknown[] = [];
    serve(sent);
    renderList(['price.list.item.list', 'price.list.item.update']);
    await user().click(await screen.findByRole('button', { name: 'Přidat položku' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nová položka ceníku' }));
    fireEvent.change(dialog.getByLabelText(/^Název/), { target: { value: 'Licence veterána' } });
    const amount = dialog.getByLabelText(/^Cena s DPH/);
    fireEvent.change(amount, { target: { value: '0,2x' } });
    await user().click(dialog.getByRole('button', { name: 'Uložit' }));
    expect(await dialog.findByText('Zadejte částku v korunách s nejvýše dvěma desetinnými místy.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(amount, { target: { value: '0,29' } });
    await user().click(dialog.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Licence veterána', categoryId: 7, kind: 'person', amount: 29, vatRate: 0 });
  }, 60_000);
});
