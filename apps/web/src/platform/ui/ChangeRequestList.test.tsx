// The office's list of change requests (persons' and clubs'): what each asks for as the register
// reads it, accept after a confirmation, reject only with a reason, and decided requests with
// their state and reason instead of buttons.
import type { ListEnvelope } from '@fedra/contract/common/envelope';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { ChangeRequestList, type ChangeRequestRow, type ChangeRequestTexts } from './ChangeRequestList';

interface Request extends ChangeRequestRow {
  who: { id: number; name: string; number: string };
}

const requests: Request[] = [
  {
    id: 1,
    who: { id: 7, name: 'Jana Nováková', number: 'CZE 100-1' },
    changes: [{ field: 'surname', before: 'Nová', after: 'Nováková' }],
    note: 'Vdala jsem se.',
    state: 'waiting',
    reason: null,
    createdDate: '2026-03-01T10:00:00Z',
  },
  {
    id: 2,
    who: { id: 8, name: 'Petr Malý', number: 'CZE 100-2' },
    changes: [{ field: 'sexId', before: 1, after: null }],
    note: null,
    state: 'rejected',
    reason: 'Doložte to.',
    createdDate: '2026-02-01T10:00:00Z',
  },
];

const texts: ChangeRequestTexts = {
  caption: 'Žádosti o změnu',
  empty: 'Žádné žádosti.',
  subject: 'Jméno',
  changes: 'Změny',
  submittedAt: 'Podáno',
  state: 'Stav',
  stateName: (s) => `stav ${s}`,
  fieldName: (f) => `pole ${f}`,
  note: (n) => `Poznámka: ${n}`,
  accept: 'Přijmout',
  acceptTitle: 'Přijmout změnu?',
  acceptText: (name) => `Změna se zapíše osobě ${name}.`,
  accepted: 'Přijato.',
  reject: 'Zamítnout',
  rejectTitle: (name) => `Zamítnout žádost: ${name}`,
  reason: 'Důvod',
  reasonHint: 'Žadatel důvod uvidí.',
  reasonRequired: 'Uveďte důvod.',
  rejected: 'Zamítnuto.',
};

function show(mayDecide: boolean) {
  const decide = vi.fn(async () => ({}));
  const load = vi.fn(
    async (): Promise<ListEnvelope<Request>> => ({ data: requests, total: requests.length, limit: 100, offset: 0 }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <ModalsProvider>
        <MemoryRouter>
          <ChangeRequestList<Request>
            queryKey={['requests']}
            load={load}
            exportEndpoint={undefined}
            subjectField="fullName"
            subjectOf={(r) => ({ name: r.who.name, registrationNumber: r.who.number, href: `/people/${r.who.id}` })}
            shown={(field, value) => (value === null ? '–' : field === 'sexId' ? `pohlaví ${value}` : String(value))}
            mayDecide={mayDecide}
            decide={decide}
            changedKey={['people']}
            texts={texts}
          />
        </MemoryRouter>
      </ModalsProvider>
    </QueryClientProvider>,
  );
  return { decide, load };
}

describe('ChangeRequestList', () => {
  beforeAll(() => setupI18n('cs'));

  it('shows each change as the register reads it, the note, and a decided request’s state and reason', async () => {
    show(true);
    const table = await screen.findByRole('table', { name: 'Žádosti o změnu' });
    await within(table).findByText('pole surname: Nová → Nováková');
    expect(within(table).getByText('pole sexId: pohlaví 1 → –')).toBeTruthy();
    expect(within(table).getByText('Poznámka: Vdala jsem se.')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Jana Nováková' }).getAttribute('href')).toBe('/people/7');
    // The rejected one: its state and reason, no buttons.
    expect(within(table).getByText('stav rejected')).toBeTruthy();
    expect(within(table).getByText('Doložte to.')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Přijmout: Petr Malý' })).toBeNull();
  });

  it('accepts after a confirmation that names the record', async () => {
    const { decide, load } = show(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Přijmout: Jana Nováková' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přijmout změnu?' });
    expect(dialog.textContent).toContain('Změna se zapíše osobě Jana Nováková.');
    expect(decide).not.toHaveBeenCalled();
    const loads = load.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přijmout' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith(1, { decision: 'accept' }));
    // The list shows the request's new state.
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(loads));
  });

  it('rejects only with a reason, and reloads the list after', async () => {
    const { decide, load } = show(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Zamítnout: Jana Nováková' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamítnout žádost: Jana Nováková' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamítnout' }));
    expect(await within(dialog).findByText('Uveďte důvod.')).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
    const loads = load.mock.calls.length;
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Důvod/ }), 'Chybí doklad.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamítnout' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith(1, { decision: 'reject', reason: 'Chybí doklad.' }));
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(loads));
  });

  it('offers no decision to whom may not decide', async () => {
    show(false);
    const table = await screen.findByRole('table', { name: 'Žádosti o změnu' });
    await within(table).findByText('stav waiting');
    expect(within(table).queryByRole('button', { name: /Přijmout|Zamítnout/ })).toBeNull();
  });
});
