// The shared confirm dialog: it stays open with a busy confirm button while the action runs, closes
// when the action settles, announces a failure the platform's way and runs `afterwards` only after
// a success; a delete names what goes and announces the outcome.
import { ModalsProvider } from '@mantine/modals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { confirmAction, confirmDelete } from './confirm-action';

const notifications = vi.hoisted(() => ({ error: vi.fn(), deleted: vi.fn(), success: vi.fn() }));
vi.mock('../notifications', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../notifications')>()),
  notifyError: notifications.error,
  notifyDeleted: notifications.deleted,
  notify: { success: notifications.success },
}));

function deferred() {
  let resolve!: (value?: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => {
  vi.clearAllMocks();
  renderWithProviders(<ModalsProvider />);
});

describe('confirmAction', () => {
  it('keeps the dialog open with a busy confirm button until the action ends, then closes and goes on', async () => {
    const run = deferred();
    const afterwards = vi.fn();
    act(() =>
      confirmAction({
        title: 'Odeslat?',
        children: 'Odešle se.',
        confirm: 'Odeslat',
        run: () => run.promise,
        afterwards,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Odeslat?' });
    expect(dialog).toHaveTextContent('Odešle se.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odeslat' }));
    expect(within(dialog).getByRole('button', { name: 'Odeslat' })).toHaveAttribute('data-loading', 'true');
    expect(within(dialog).getByRole('button', { name: 'Zrušit' })).toBeDisabled();
    expect(afterwards).not.toHaveBeenCalled();
    await act(async () => run.resolve('answer'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(afterwards).toHaveBeenCalledWith('answer');
  });

  it('closes and announces a failure, without going on', async () => {
    const afterwards = vi.fn();
    const failure = new Error('Nelze');
    act(() =>
      confirmAction({
        title: 'Zastavit?',
        children: 'Zastaví se.',
        confirm: 'Zastavit',
        danger: true,
        run: () => Promise.reject(failure),
        afterwards,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zastavit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zastavit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifications.error).toHaveBeenCalledWith(failure);
    expect(afterwards).not.toHaveBeenCalled();
  });

  it('does nothing when cancelled', async () => {
    const run = vi.fn(() => Promise.resolve());
    act(() => confirmAction({ title: 'Odeslat?', children: 'Odešle se.', confirm: 'Odeslat', run }));
    const dialog = await screen.findByRole('dialog', { name: 'Odeslat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
  });
});

describe('confirmDelete', () => {
  it('names what goes and announces the delete', async () => {
    act(() => confirmDelete({ title: 'Smazat soubor', name: 'zapis.pdf', remove: () => Promise.resolve() }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat soubor' });
    expect(dialog).toHaveTextContent('Opravdu chcete smazat zapis.pdf?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(notifications.deleted).toHaveBeenCalled());
  });

  it('announces what the delete answers instead, and shows the note', async () => {
    act(() =>
      confirmDelete({
        title: 'Smazat složku',
        name: 'Zápisy',
        note: 'Smažou se i 3 soubory.',
        remove: () => Promise.resolve('Smazány 3 soubory.'),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Smazat složku' });
    expect(dialog).toHaveTextContent('Smažou se i 3 soubory.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(notifications.success).toHaveBeenCalledWith('Smazány 3 soubory.'));
  });
});
