// The invitation dialog in the browser's place: required marks and messages before anything is
// sent, a club manager's clubs as its scope (a unit manager's unit), the body sent, and the
// server's 409 next to the e-mail. The server's side is tested through HTTP in apps/server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPart } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { UserFormModal } from './components/UserFormModal';

const user = () => userEvent.setup({ applyAccept: false });
const role = (id: number, code: string, cs: string) => ({ id, code, name: { cs, en: code } });
const CODEBOOK = {
  userRoleTypes: {
    '1': role(1, 'Administrator', 'Administrátor'),
    '5': role(5, 'ClubManager', 'Správce klubu'),
    '7': role(7, 'FedUnitManager', 'Správce krajského svazu'),
  },
  federationUnits: { '1': { id: 1, code: 'PHA', name: { cs: 'Pražský svaz', en: 'Prague' } } },
};

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['users'] }));

/** The typing input of a field (a select's hidden value input shares the label). */
const field = (label: RegExp) =>
  screen.getAllByLabelText(label).find((el) => el instanceof HTMLInputElement && el.type !== 'hidden') as HTMLElement;
/** A Mantine select: open it and take the option of its own list. */
async function pick(label: RegExp, option: string) {
  const box = field(label);
  await user().click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await user().click(await within(list).findByRole('option', { name: option, hidden: true }));
}

describe('inviting a user', () => {
  it('asks for the required fields first, then sends the club manager with the chosen club', async () => {
    const fetch = answerCalls((url, init) => {
      if (String(url).includes('/clubs')) {
        return json(200, { data: [{ id: 12, name: 'TJ Sokol Brno' }], limit: 20, offset: 0, total: 1 });
      }
      if (init?.method === 'POST') {
        return json(409, {
          code: 'conflict',
          status: 409,
          title: 'x',
          errors: [{ field: 'email', message: 'Tento e-mail už jiný uživatel používá k přihlášení.' }],
        });
      }
      return json(200, { data: [], limit: 20, offset: 0, total: 0 });
    });
    renderPart(<UserFormModal user={null} opened onClose={() => {}} />, { codebook: CODEBOOK });
    const dialog = await screen.findByRole('dialog', { name: 'Pozvat uživatele' });
    await user().click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText(/Pole E-mail je povinné/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'POST')).toBe(false);

    // A mistyped address is named on the field by its label, before anything is sent.
    await user().type(field(/^E-mail/), 'eva-klub.cz');
    await user().click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('Pole E-mail musí být platný e-mail')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'POST')).toBe(false);
    await user().clear(field(/^E-mail/));
    await user().type(field(/^E-mail/), 'eva@klub.cz');
    await user().type(field(/^Jméno/), 'Eva');
    await user().type(field(/^Příjmení/), 'Nová');
    await pick(/^Role 1/, 'Správce klubu');
    const club = field(/^Přidat klub/);
    await user().type(club, 'Sokol');
    const list = await waitFor(() => document.getElementById(club.getAttribute('aria-controls') ?? '')!);
    await user().click(await within(list).findByRole('option', { name: 'TJ Sokol Brno', hidden: true }));
    expect(await within(dialog).findByRole('button', { name: 'Odebrat klub TJ Sokol Brno' })).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Uložit' }));

    await waitFor(() =>
      expect(fetch.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'POST')).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'POST') as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'eva@klub.cz',
      firstName: 'Eva',
      lastName: 'Nová',
      assignPersonId: null,
      roles: [{ roleTypeId: 5, clubIds: [12] }],
    });
    expect(await within(dialog).findByText('Tento e-mail už jiný uživatel používá k přihlášení.')).toBeInTheDocument();
  }, 30_000);

  it('edits a manager of two clubs (one stored role per club) as one role with both clubs', async () => {
    const fetch = answerCalls((_url, init) =>
      init?.method === 'PUT'
        ? json(202, { operationId: 'x', links: [], data: {} })
        : json(200, { data: [], limit: 20, offset: 0, total: 0 }),
    );
    const stored = (id: number, name: string) => ({
      roleTypeId: 5,
      roleTypeCode: 'ClubManager',
      clubs: [{ id, name }],
      federationUnit: null,
    });
    const edited = {
      id: 4,
      userName: 'club@fedra.test',
      email: 'club@fedra.test',
      firstName: 'Lucie',
      lastName: 'Benešová',
      fullName: 'Lucie Benešová',
      assignPerson: null,
      roles: [stored(1, 'BK Karlín'), stored(2, 'TJ Slavia')],
      locked: false,
      lockedAt: null,
      lastSignInAt: null,
      invitationPending: false,
      invitationExpiresAt: null,
      twoFactor: false,
      createdDate: '2026-01-01T00:00:00Z',
    };
    renderPart(<UserFormModal user={edited} opened onClose={() => {}} />, { codebook: CODEBOOK });
    const dialog = await screen.findByRole('dialog', { name: 'Upravit uživatele' });
    await user().click(within(dialog).getByRole('button', { name: 'Uložit' }));
    const put = () => fetch.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'PUT');
    await waitFor(() => expect(put()).toBeDefined());
    const [, init] = put() as [string, RequestInit];
    expect(JSON.parse(String(init.body)).roles).toEqual([{ roleTypeId: 5, clubIds: [1, 2] }]);
  }, 30_000);

  it('asks a unit manager for the federation unit', async () => {
    answerCalls(() => json(200, { data: [], limit: 20, offset: 0, total: 0 }));
    renderPart(<UserFormModal user={null} opened onClose={() => {}} />, { codebook: CODEBOOK });
    await screen.findByRole('dialog', { name: 'Pozvat uživatele' });
    await pick(/^Role 1/, 'Správce krajského svazu');
    expect(field(/^Federační jednotka/)).toBeInTheDocument();
    expect(screen.queryAllByLabelText(/^Přidat klub/)).toHaveLength(0);
  }, 30_000);
});
