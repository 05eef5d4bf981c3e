// A dialog mounted only while open gives the focus back to its opener when it unmounts: the
// button that opened it, or, for an item of a menu (gone with the menu), the menu's button.
import { Button, Menu, Modal } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { KeptModal } from '../ui/KeptModal';
import { confirmAction } from './confirm-action';
import { useReturnFocus } from './use-return-focus';

function Dialog({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  return (
    <Modal opened onClose={onClose} title="Dialog">
      <Button onClick={onClose}>Close</Button>
    </Modal>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Menu>
        <Menu.Target>
          <Button>Actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen(true)}>Open from menu</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useReturnFocus', () => {
  it('focuses the opening button, or the menu button of an opening menu item, after the dialog unmounts', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());

    await u.click(screen.getByRole('button', { name: 'Actions' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Open from menu' }));
    await u.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus());
  });

  it('does the same for a KeptModal mounted already open (a form dialog added with `{adding && …}`)', async () => {
    function AddPage() {
      const [adding, setAdding] = useState(false);
      return (
        <>
          <Button onClick={() => setAdding(true)}>Add</Button>
          {adding && (
            <KeptModal opened onClose={() => setAdding(false)} title="Add">
              {() => <Button onClick={() => setAdding(false)}>Save</Button>}
            </KeptModal>
          )}
        </>
      );
    }
    const u = userEvent.setup();
    renderWithProviders(<AddPage />);
    screen.getByRole('button', { name: 'Add' }).focus();
    await u.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus());
  });

  it('focuses the menu button after a kept-mounted dialog opened from its item closes', async () => {
    function RowPage() {
      const [editing, setEditing] = useState(false);
      return (
        <>
          <Menu>
            <Menu.Target>
              <Button>Row actions</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setEditing(true)}>Edit</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <KeptModal opened={editing} onClose={() => setEditing(false)} title="Edit">
            {() => <Button onClick={() => setEditing(false)}>Cancel</Button>}
          </KeptModal>
        </>
      );
    }
    const u = userEvent.setup();
    renderWithProviders(<RowPage />);
    screen.getByRole('button', { name: 'Row actions' }).focus();
    await u.keyboard('{Enter}');
    await u.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await u.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Row actions' })).toHaveFocus());
  });

  it('focuses the menu button after a confirmation asked from its item is answered', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <ModalsProvider>
        <Menu>
          <Menu.Target>
            <Button>Row actions</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              onClick={() =>
                confirmAction({
                  title: 'Reject?',
                  children: 'It is rejected.',
                  confirm: 'Reject',
                  run: async () => null,
                })
              }
            >
              Reject
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </ModalsProvider>,
    );
    await u.click(screen.getByRole('button', { name: 'Row actions' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    await screen.findByRole('dialog', { name: 'Reject?' });
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Row actions' })).toHaveFocus());
  });
});
