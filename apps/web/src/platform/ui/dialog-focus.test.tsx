// The app's focus rules for dialogs (installed by the test's providers as by the app's root): a
// dialog gone gives the focus back to its opener, the button that opened it or, for an item of a
// menu (gone with the menu), the menu's button; a dialog with fields starts at its first field.
import { Button, FileInput, Menu, Modal, Radio, TextInput } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { confirmAction } from '../forms/confirm-action';
import { KeptModal } from './KeptModal';

function Dialog({ onClose }: { onClose: () => void }) {
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

// The app's theme in the test's providers names things in the current language.
beforeAll(() => setupI18n('cs'));

describe('the focus after a dialog', () => {
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

  it("focuses the form dialog's opener after a question asked from the form outlives the form", async () => {
    // "Leave" on the unsaved-changes question: the form goes at once, the question after its
    // closing transition, when the field that asked is long gone.
    function FormPage() {
      const [form, setForm] = useState(false);
      const [question, setQuestion] = useState(false);
      return (
        <>
          <Button onClick={() => setForm(true)}>Edit</Button>
          {form && (
            <Modal opened onClose={() => setQuestion(true)} title="Form">
              <TextInput label="Name" />
            </Modal>
          )}
          {question && (
            <Modal opened onClose={() => setQuestion(false)} title="Unsaved changes">
              <Button onClick={() => setForm(false)}>Leave</Button>
              <Button onClick={() => setQuestion(false)}>Done</Button>
            </Modal>
          )}
        </>
      );
    }
    const u = userEvent.setup();
    renderWithProviders(<FormPage />);
    screen.getByRole('button', { name: 'Edit' }).focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await u.keyboard('{Escape}');
    await u.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());
    await u.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
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

describe('the focus in a dialog that opens', () => {
  it('starts at the first field (a file picker too), the chosen radio of a group, or where data-autofocus says; a question at its cancel button, or without one at its close button', async () => {
    function Dialogs() {
      const [open, setOpen] = useState<string | null>(null);
      const close = () => setOpen(null);
      return (
        <>
          {['form', 'file', 'radios', 'marked', 'asked', 'question'].map((name) => (
            <Button key={name} onClick={() => setOpen(name)}>
              {name}
            </Button>
          ))}
          <Modal opened={open === 'form'} onClose={close} title="Form" closeButtonProps={{ 'aria-label': 'Close' }}>
            <p>Fill in the name.</p>
            <TextInput label="Name" />
          </Modal>
          <Modal opened={open === 'file'} onClose={close} title="File" closeButtonProps={{ 'aria-label': 'Close' }}>
            <FileInput label="File" />
            <TextInput label="Title" />
          </Modal>
          <Modal opened={open === 'radios'} onClose={close} title="Radios" closeButtonProps={{ 'aria-label': 'Close' }}>
            <Radio.Group label="Kind" defaultValue="b">
              <Radio value="a" label="A" />
              <Radio value="b" label="B" />
            </Radio.Group>
          </Modal>
          <Modal opened={open === 'marked'} onClose={close} title="Marked" closeButtonProps={{ 'aria-label': 'Close' }}>
            <TextInput label="First" />
            <TextInput label="Second" data-autofocus />
          </Modal>
          <Modal opened={open === 'asked'} onClose={close} title="Asked" closeButtonProps={{ 'aria-label': 'Close' }}>
            <Button onClick={close} data-cancel>
              No
            </Button>
            <Button onClick={close}>Yes</Button>
          </Modal>
          <Modal
            opened={open === 'question'}
            onClose={close}
            title="Question"
            closeButtonProps={{ 'aria-label': 'Close' }}
          >
            <Button onClick={close}>Yes</Button>
          </Modal>
        </>
      );
    }
    const u = userEvent.setup();
    renderWithProviders(<Dialogs />);
    for (const [name, focused] of [
      ['form', () => screen.getByRole('textbox', { name: 'Name' })],
      ['file', () => screen.getByRole('button', { name: 'File' })],
      ['radios', () => screen.getByRole('radio', { name: 'B' })],
      ['marked', () => screen.getByRole('textbox', { name: 'Second' })],
      ['asked', () => screen.getByRole('button', { name: 'No' })],
      ['question', () => screen.getByRole('button', { name: 'Close' })],
    ] as const) {
      await u.click(screen.getByRole('button', { name }));
      await screen.findByRole('dialog');
      await waitFor(() => expect(focused()).toHaveFocus());
      await u.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
    }
  });
});
