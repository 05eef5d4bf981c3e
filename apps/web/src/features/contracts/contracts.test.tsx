// The contract pages in the browser's place: the form's messages (required fields, the spec's two
// date-order messages next to both dates, the server's field problems next to their fields), a
// wrong document file refused before anything is sent, and which actions each caller is offered
// (by permission on the list, by the contract's links on the detail). The API's answers come from
// test/page.tsx; the server's side is tested through HTTP in apps/server, the whole flow in
// e2e/contracts.e2e.ts.
import type { LoggedUser } from '@fedra/contract/account';
import type { Link } from '@fedra/contract/common/envelope';
import type { Contract, ContractDocument } from '@fedra/contract/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readableOn } from '../../platform/ui/contrast';
import { answerCalls, apiAnswer, renderPage, renderPart } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { ContractFormModal } from './components/ContractFormModal';
import { DocumentFormModal } from './components/DocumentFormModal';
import { addExtras, withExtra } from './list-extras';
import ContractDetailPage from './pages/ContractDetailPage';
import ContractListPage from './pages/ContractListPage';

const json = apiAnswer;

const codebook = {
  contractStates: {
    '1': { id: 1, code: 'ACTIVE', name: { cs: 'Platná', en: 'Active' }, color: '#2f9e44' },
    '4': { id: 4, code: 'TERMINATED', name: { cs: 'Vypovězená', en: 'Terminated' }, color: '#f59f00' },
  },
  contractTypes: { '1': { id: 1, code: 'MEMBER', name: { cs: 'Členská', en: 'Membership' } } },
};

const CONTRACT: Contract = {
  id: 5,
  number: '2026/3',
  clubId: 7,
  clubName: 'BK Karlín',
  typeId: 1,
  stateId: 1,
  validFrom: '2026-01-01',
  validTill: '2026-12-31',
  registrationDate: '2026-01-02',
  note: null,
  isValid: true,
  documentCount: 1,
  createdDate: '2026-01-02T10:00:00Z',
  createdById: 1,
  editedDate: null,
  editedById: null,
  createdByName: 'Admin',
  editedByName: null,
};

const DOCUMENT: ContractDocument = {
  id: 9,
  contractId: 5,
  name: 'Podepsaná smlouva',
  note: null,
  linkUrl: '/api/files/download/1?expires=1&name=smlouva.pdf&signature=s',
  fileName: 'smlouva.pdf',
  size: 2048,
  contentType: 'application/pdf',
  createdDate: '2026-01-02T10:00:00Z',
  createdById: 1,
  editedDate: null,
  editedById: null,
  createdByName: 'Admin',
};

type Zone = 'admin' | 'club';

function caller(zone: Zone, permissions: string[]): LoggedUser {
  return {
    isSuperAdmin: false,
    currentClubId: 7,
    currentClub: { id: 7, name: 'BK Karlín', registrationNumber: 'K-7' },
    permissions,
    zones: [zone],
  } as unknown as LoggedUser;
}

function renderAt(path: string, user: LoggedUser, zone: Zone) {
  renderPage({
    routes: [
      { path: `/zone/${zone}/contract/list`, element: <ContractListPage /> },
      { path: `/zone/${zone}/contract/detail/:id`, element: <ContractDetailPage /> },
    ],
    at: path,
    user,
    zone,
    modules: ['contracts'],
    codebook,
  });
}

const renderModal = (ui: React.ReactNode) => renderPart(ui, { codebook });

/** A fetch that answers the contract calls with these links (and an empty list). */
function serve(links: Link[]) {
  return answerCalls((url, init) => {
    if (init?.method === 'DELETE') return new Response(null, { status: 202 });
    if (/\/contracts\/5\/document/.test(url)) return json(200, { data: [DOCUMENT], limit: 100, offset: 0, total: 1 });
    if (/\/contracts\/5$/.test(url)) return json(200, { operationId: 'contract.get', links, data: CONTRACT });
    return json(200, { data: [CONTRACT], limit: 100, offset: 0, total: 1 });
  });
}

const link = (operationId: string): Link => ({ operationId });
const ADMIN_LINKS = [
  'api.admin.zone.contract.update',
  'api.admin.zone.contract.delete',
  'api.admin.zone.contract.document.create',
  'api.admin.zone.contract.document.update',
  'api.admin.zone.contract.document.delete',
].map(link);

const user = () => userEvent.setup({ applyAccept: false });
const save = () => screen.getByRole('button', { name: 'Uložit' });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['contracts'] }));

describe('the contract form', () => {
  it('marks the required fields and names each one missing', async () => {
    renderModal(<ContractFormModal contract={null} onClose={() => {}} />);
    expect(screen.getByLabelText(/^Platnost od/)).toBeRequired();
    expect(screen.getByLabelText(/^Platnost do/)).not.toBeRequired();
    await user().click(save());
    for (const label of ['Klub', 'Typ', 'Stav', 'Platnost od']) {
      expect(await screen.findByText(`Pole ${label} je povinné`)).toBeInTheDocument();
    }
  });

  it('shows the two date-order messages next to both dates, whatever else is missing', async () => {
    renderModal(<ContractFormModal contract={null} onClose={() => {}} />);
    await user().type(screen.getByLabelText(/^Platnost od/), '2026-05-01');
    await user().type(screen.getByLabelText(/^Platnost do/), '2026-01-31');
    await user().click(save());
    expect(await screen.findByText('Datum od je větší než datum do.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Platnost od/)).toHaveAccessibleDescription('Datum od je větší než datum do.');
    expect(screen.getByLabelText(/^Platnost do/)).toHaveAccessibleDescription('Datum do je menší než datum od.');
    expect(screen.getByText('Pole Klub je povinné')).toBeInTheDocument();
  });

  it('sends the form once the dates are put right', async () => {
    const fetch = answerCalls((url) =>
      url.includes('/clubs/')
        ? json(200, { data: [], limit: 20, offset: 0, total: 0 })
        : json(202, { operationId: 'contract.update', links: [], data: CONTRACT }),
    );
    renderModal(<ContractFormModal contract={CONTRACT} onClose={() => {}} />);
    const till = screen.getByLabelText(/^Platnost do/);
    await user().clear(till);
    await user().type(till, '2025-12-31');
    await user().click(save());
    expect(await screen.findByText('Datum do je menší než datum od.')).toBeInTheDocument();
    await user().clear(till);
    await user().type(till, '2026-12-31');
    // Put right while typing, before the pointer goes to the button.
    expect(screen.queryByText('Datum do je menší než datum od.')).toBeNull();
    expect(screen.queryByText('Datum od je větší než datum do.')).toBeNull();
    await user().click(save());
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url.endsWith('/contracts/5'))).toBe(true));
  });

  it('puts the server problems next to their fields', async () => {
    const fetch = answerCalls(() =>
      json(400, {
        status: 400,
        title: 'Neplatná data',
        errors: [{ field: 'validTill', message: 'Pole Platnost do může být nejpozději 2100-12-31.' }],
      }),
    );
    renderModal(<ContractFormModal contract={CONTRACT} onClose={() => {}} />);
    const till = screen.getByLabelText(/^Platnost do/);
    await user().clear(till);
    await user().type(till, '2100-12-31');
    await user().click(save());
    const put = () =>
      (fetch.mock.calls as unknown as [string, RequestInit][]).find(([, init]) => init.method === 'PUT');
    await waitFor(() => expect(put()).toBeDefined());
    expect(JSON.parse(String(put()![1].body))).toMatchObject({
      id: 5,
      clubId: 7,
      validTill: '2100-12-31',
    });
    await waitFor(() => expect(till).toHaveAccessibleDescription('Pole Platnost do může být nejpozději 2100-12-31.'));
  });
});

describe('the document form', () => {
  it('asks for a file and refuses a type the purpose does not allow, before anything is sent', async () => {
    const fetch = answerCalls(() => json(500, {}));
    renderModal(<DocumentFormModal zone="club" contractId={5} document={null} onClose={() => {}} />);
    await user().click(save());
    expect(await screen.findByText('Pole Soubor je povinné')).toBeInTheDocument();
    expect(screen.getByText('Pole Název je povinné')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('.pdf');
    await user().upload(input, new File(['a;b'], 'tabulka.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/Vyberte soubor typu \.pdf/)).toBeInTheDocument();
    // The name follows the picked file.
    expect(screen.getByRole('textbox', { name: /Název/ })).toHaveValue('tabulka');
    await user().click(save());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('what each caller is offered', () => {
  it('offers a new contract on the list only to a caller who may create one', async () => {
    serve([]);
    renderAt('/zone/admin/contract/list', caller('admin', ['api.admin.zone.contract.list']), 'admin');
    expect(await screen.findByRole('link', { name: '2026/3' })).toHaveAttribute(
      'href',
      '/zone/admin/contract/detail/5',
    );
    expect(screen.queryByRole('button', { name: 'Nová smlouva' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Klub/ })).toBeInTheDocument();
  });

  it('shows the admin the new contract button when allowed', async () => {
    serve([]);
    renderAt(
      '/zone/admin/contract/list',
      caller('admin', ['api.admin.zone.contract.list', 'api.admin.zone.contract.create']),
      'admin',
    );
    expect(await screen.findByRole('button', { name: 'Nová smlouva' })).toBeInTheDocument();
  });

  it('hides the club column and club filter in the club zone', async () => {
    serve([]);
    renderAt('/zone/club/contract/list', caller('club', ['api.club.zone.contract.list']), 'club');
    await screen.findByRole('link', { name: '2026/3' });
    expect(screen.queryByRole('columnheader', { name: /Klub/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Klub' })).toBeNull();
  });

  it('gives the admin every action the links allow', async () => {
    serve(ADMIN_LINKS);
    renderAt('/zone/admin/contract/detail/5', caller('admin', []), 'admin');
    expect(await screen.findByRole('heading', { name: 'Smlouva 2026/3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upravit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Smazat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nahrát dokument' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upravit Podepsaná smlouva' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Smazat Podepsaná smlouva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stáhnout Podepsaná smlouva' })).toHaveAttribute('href', DOCUMENT.linkUrl);
  });

  it('asks before deleting a document', async () => {
    const fetch = serve(ADMIN_LINKS);
    renderAt('/zone/admin/contract/detail/5', caller('admin', []), 'admin');
    await user().click(await screen.findByRole('button', { name: 'Smazat Podepsaná smlouva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat dokument' });
    await user().click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);
    expect(deletes()).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Smazat Podepsaná smlouva' }));
    const again = await screen.findByRole('dialog', { name: 'Smazat dokument' });
    await user().click(within(again).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(deletes()).toEqual(['/api/admin-zone/contracts/document/9']));
  });

  it('gives a club manager the upload only, and a read-only one nothing but downloads', async () => {
    serve([link('api.club.zone.contract.document.create')]);
    renderAt('/zone/club/contract/detail/5', caller('club', []), 'club');
    expect(await screen.findByRole('button', { name: 'Nahrát dokument' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Stáhnout Podepsaná smlouva' });
    for (const name of ['Upravit', 'Smazat', 'Upravit Podepsaná smlouva', 'Smazat Podepsaná smlouva']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('offers a read-only club manager no upload', async () => {
    serve([]);
    renderAt('/zone/club/contract/detail/5', caller('club', []), 'club');
    await screen.findByRole('link', { name: 'Stáhnout Podepsaná smlouva' });
    expect(screen.queryByRole('button', { name: 'Nahrát dokument' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upravit' })).toBeNull();
  });
});

describe('the club and valid-on filters', () => {
  it('go back to the first page when changed, and join the list query', () => {
    const start = new URLSearchParams('offset=100&fields[stateId][o]=valuesEqual&fields[stateId][v]=1&sort=number');
    const params = withExtra(withExtra(start, 'clubId', '7'), 'validOn', '2026-03-01');
    expect(params.get('offset')).toBeNull();
    expect(addExtras({ sort: 'number', fields: { stateId: { o: 'valuesEqual', v: '1' } } }, { clubId: '7' })).toEqual({
      sort: 'number',
      fields: { stateId: { o: 'valuesEqual', v: '1' }, clubId: { o: 'valuesEqual', v: '7' } },
    });
    expect(withExtra(params, 'clubId', null).get('club')).toBeNull();
  });
});

describe('the state badge', () => {
  it('writes in black or white, whichever contrasts more with the codebook colour', () => {
    expect(readableOn('#2f9e44')).toBe('black'); // the active green: white would be 3.4:1
    expect(readableOn('#f59f00')).toBe('black');
    expect(readableOn('#495057')).toBe('white');
  });
});

describe('in English', () => {
  afterEach(() => setupI18n('cs'));

  it('names the contract, its facts and its actions', async () => {
    await setupI18n('en');
    serve([link('api.club.zone.contract.document.create')]);
    renderAt('/zone/club/contract/detail/5', caller('club', []), 'club');
    expect(await screen.findByRole('heading', { name: 'Contract 2026/3' })).toBeInTheDocument();
    expect(screen.getByText('Valid today')).toBeInTheDocument();
    expect(screen.getByText('1. 1. 2026 – 31. 12. 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeInTheDocument();
    expect(await screen.findByText('smlouva.pdf · 2 kB')).toBeInTheDocument();
  });
});
