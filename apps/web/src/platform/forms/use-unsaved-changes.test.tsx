import { Button, Modal } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { useGuardedClose, useUnsavedChanges } from './use-unsaved-changes';

function EditPage() {
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const navigate = useNavigate();
  return (
    <div>
      <h1>Formulář</h1>
      <Button onClick={() => setDirty(true)}>Upravit</Button>
      <Button
        onClick={() => {
          setDirty(false);
          unsaved.allowNavigation();
          navigate('/other');
        }}
      >
        Uložit a zavřít
      </Button>
      <Link to="/other">Jinam</Link>
      <Link to="/edit?tab=2">Záložka</Link>
    </div>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage /> },
      { path: '/other', element: <h1>Jiná stránka</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  renderWithProviders(
    <ModalsProvider>
      <RouterProvider router={router} />
    </ModalsProvider>,
  );
  return router;
}

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChanges', () => {
  beforeAll(async () => {
    await setupI18n('cs');
  });

  it('lets a clean page go without asking', async () => {
    setup();
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Jinam' }));
    expect(await screen.findByRole('heading', { name: 'Jiná stránka' })).toBeInTheDocument();
  });

  it('asks before leaving a dirty page: stay keeps it, leave goes', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Upravit' }));
    expect(beforeUnloadPrevented()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Jinam' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Máte neuložené změny. Opravdu chcete odejít?');
    await userEvent.click(screen.getByRole('button', { name: 'Zůstat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');

    // Search-parameter changes on the same page pass.
    await userEvent.click(screen.getByRole('link', { name: 'Záložka' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Jinam' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Odejít' }));
    expect(await screen.findByRole('heading', { name: 'Jiná stránka' })).toBeInTheDocument();
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('lets a save navigate away at once', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Upravit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit a zavřít' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('useGuardedClose', () => {
  function Drawer({ dirty }: { dirty: boolean }) {
    const [open, setOpen] = useState(true);
    const close = useGuardedClose(dirty, () => setOpen(false));
    return open ? <Button onClick={close}>Zavřít formulář</Button> : <p>Zavřeno</p>;
  }

  it('closes a clean form at once and asks for a dirty one', async () => {
    const { unmount } = renderWithProviders(
      <ModalsProvider>
        <Drawer dirty={false} />
      </ModalsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít formulář' }));
    expect(screen.getByText('Zavřeno')).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <ModalsProvider>
        <Drawer dirty />
      </ModalsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít formulář' }));
    await screen.findByRole('dialog');
    expect(screen.queryByText('Zavřeno')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Odejít' }));
    expect(await screen.findByText('Zavřeno')).toBeInTheDocument();
  });

  it('asks once when Escape closes a dirty dialog, and a second Escape answers "stay"', async () => {
    function FormDialog() {
      const [open, setOpen] = useState(true);
      const close = useGuardedClose(true, () => setOpen(false));
      return (
        <Modal opened={open} onClose={close} title="Formulář">
          <input aria-label="Jméno" />
        </Modal>
      );
    }
    renderWithProviders(
      <ModalsProvider>
        <FormDialog />
      </ModalsProvider>,
    );
    await screen.findByRole('dialog', { name: 'Formulář' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Neuložené změny' })).toBeInTheDocument();
    // The question starts on "stay", the safe answer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zůstat' })).toHaveFocus());
    // (The order in which the two dialogs hear Escape, which a browser may reverse, is the browser
    // test's: e2e/my-profile.e2e.ts.)
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neuložené změny' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Formulář' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
