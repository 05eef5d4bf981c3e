import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { RichTextEditor } from './RichTextEditor';

// ProseMirror measures ranges to scroll the selection into view; jsdom has no layout.
function stubRangeLayout() {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}

describe('RichTextEditor', () => {
  beforeAll(async () => {
    stubRangeLayout();
    await setupI18n('cs');
  });

  it('loads lazily and offers the menu of the spec', async () => {
    renderWithProviders(<RichTextEditor label="Obsah" value="<p>Ahoj světe</p>" onChange={() => {}} />);
    // The Tiptap chunk is not there at first.
    expect(screen.getByRole('progressbar', { name: 'Načítání editoru…' })).toBeInTheDocument();
    // The first import of the chunk compiles Tiptap: the setup's 15 s allow it time.
    const textbox = await screen.findByRole('textbox', { name: 'Obsah' });
    expect(textbox).toHaveTextContent('Ahoj světe');
    for (const name of [
      'Tučné',
      'Kurzíva',
      'Podtržené',
      'Přeškrtnuté',
      'Odstavec',
      'Nadpis 1',
      'Odrážkový seznam',
      'Číslovaný seznam',
      'Zarovnat vlevo',
      'Zarovnat na střed',
      'Zarovnat vpravo',
      'Zarovnat do bloku',
      'Kód',
      'Vložit obrázek',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('inserts an image by address and reports HTML', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor label="Obsah" value="<p>Text</p>" onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vložit obrázek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vložit obrázek' });
    const url = within(dialog).getByLabelText(/Adresa obrázku/);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vložit' }));
    expect(await within(dialog).findByText('Zadejte adresu začínající http://, https:// nebo /')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/logo.png');
    await userEvent.type(within(dialog).getByLabelText('Popis obrázku'), 'Logo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vložit' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain('<img src="https://example.com/logo.png" alt="Logo">');
  });

  it('shows a value set from outside', async () => {
    function Harness() {
      const [value, setValue] = useState('<p>První</p>');
      return (
        <>
          <RichTextEditor label="Obsah" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('<h2>Druhá</h2>')}>
            načíst
          </button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    const textbox = await screen.findByRole('textbox', { name: 'Obsah' });
    expect(textbox).toHaveTextContent('První');
    await userEvent.click(screen.getByRole('button', { name: 'načíst' }));
    await waitFor(() => expect(within(textbox).getByRole('heading', { level: 2 })).toHaveTextContent('Druhá'));
  });
});
