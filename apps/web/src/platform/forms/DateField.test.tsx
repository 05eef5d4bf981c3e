// The typed date's calendar opens when the user asks for it (a click, typing, Arrow down), not on
// a focus alone, which is what a refused form gives its first invalid field: a calendar opened then
// covered the message under the field.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { TypedDateField } from './DateField';

beforeAll(() => setupI18n('cs'));

function Form() {
  const [born, setBorn] = useState('2012-05-17');
  return (
    <>
      <TypedDateField label="Datum narození" required value={born} onChange={setBorn} error="Osoba je příliš mladá." />
      <output aria-label="Hodnota">{born}</output>
    </>
  );
}

const calendar = () => document.querySelector('[data-dates-dropdown]');

describe('the typed date field', () => {
  it('opens its calendar on a click, typing or Arrow down, and not on a focus alone', async () => {
    renderWithProviders(<Form />);
    const u = userEvent.setup();
    const field = screen.getByLabelText(/^Datum narození/);
    act(() => field.focus());
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Osoba je příliš mladá.');
    // Longer than the calendar's opening takes when it does open (below).
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(calendar()).toBeNull();

    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(calendar()).not.toBeNull());
    await u.keyboard('{Escape}');
    await waitFor(() => expect(calendar()).toBeNull());

    await u.click(field);
    await waitFor(() => expect(calendar()).not.toBeNull());
    // A day picked closes it, with the date taken.
    await u.click(screen.getByRole('button', { name: /^20 květen 2012/ }));
    await waitFor(() => expect(calendar()).toBeNull());
    expect(screen.getByLabelText('Hodnota')).toHaveTextContent('2012-05-20');

    await u.clear(field);
    await u.type(field, '7. 5. 1996');
    await waitFor(() => expect(calendar()).not.toBeNull());
    expect(screen.getByLabelText('Hodnota')).toHaveTextContent('1996-05-07');
  });
});
