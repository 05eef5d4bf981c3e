// Attaching with no file chosen says so on the picker and puts the focus there, where a screen
// reader reads the message, instead of leaving it on the button that was pressed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { AttachFileField } from './AttachFileField';

beforeAll(() => setupI18n('cs'));

describe('the attach-a-file field', () => {
  it('refuses an empty attach on the picker, with the focus on it, and attaches nothing', async () => {
    const attach = vi.fn();
    renderWithProviders(
      <AttachFileField
        zone="club"
        purpose="request-attachment"
        attach={attach}
        texts={{
          label: 'Nová příloha',
          button: 'Přiložit',
          required: 'Vyberte soubor.',
          uploading: 'Nahrávám',
          progress: (p) => `${p} %`,
          added: (name) => `Přiloženo: ${name}`,
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Přiložit' }));
    const picker = screen.getByRole('button', { name: /Nová příloha/ });
    expect(picker).toHaveFocus();
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Vyberte soubor.'));
    expect(attach).not.toHaveBeenCalled();
  });
});
