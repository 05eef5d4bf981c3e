// The typed date's calendar opens when the user asks for it (a click, typing, Arrow down), not on
// a focus alone, which is what a refused form gives its first invalid field: a calendar opened then
// covered the message under the field.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { DateRangeField, type IsoRange, TypedDateField } from './DateField';

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

function JournalDate() {
  const [date, setDate] = useState('2026-11-20');
  return (
    <>
      <TypedDateField
        label="Datum"
        required
        minDate="2000-01-01"
        maxDate="2026-11-28"
        value={date}
        onChange={setDate}
      />
      <output aria-label="Hodnota">{date}</output>
    </>
  );
}

describe('a typed date with a narrower bound', () => {
  it('greys the calendar days outside it, but keeps a typed date outside it for the form to name', async () => {
    renderWithProviders(<JournalDate />);
    const u = userEvent.setup();
    const field = screen.getByLabelText(/^Datum/);
    await u.click(field);
    await waitFor(() => expect(calendar()).not.toBeNull());
    expect(screen.getByRole('button', { name: /^27 listopad 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^29 listopad 2026/ })).toBeDisabled();
    await u.clear(field);
    await u.type(field, '31. 12. 1999');
    await u.tab();
    // Not put back to 20. 11. 2026: the form's own check says why the date is refused.
    expect(screen.getByLabelText('Hodnota')).toHaveTextContent('1999-12-31');
    expect(field).toHaveValue('31. 12. 1999');
  });
});

function Period() {
  const [range, setRange] = useState<IsoRange>(['2026-11-02', '2026-11-06']);
  return (
    <>
      <DateRangeField label="Období" value={range} onChange={setRange} />
      <output aria-label="Hodnota">{range.join(' / ')}</output>
    </>
  );
}

describe('the date range field', () => {
  it('speaks Czech, names its calendar and buttons, and reports a range once both ends are picked', async () => {
    renderWithProviders(<Period />);
    const u = userEvent.setup();
    const field = screen.getByRole('button', { name: /^Období/ });
    expect(field).toHaveTextContent('2. 11. 2026 – 6. 11. 2026');
    await u.click(field);
    const dialog = await screen.findByRole('dialog', { name: /^Období/ });
    // Czech month and weekday names, not Mantine's English default.
    expect(within(dialog).getByRole('button', { name: 'listopad 2026' })).toBeInTheDocument();
    expect(within(dialog).getByText('po')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Předchozí měsíc' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: /^10 listopad 2026/ }));
    // One end picked: nothing reported yet.
    expect(screen.getByLabelText('Hodnota')).toHaveTextContent('2026-11-02 / 2026-11-06');
    await u.click(within(dialog).getByRole('button', { name: /^12 listopad 2026/ }));
    await waitFor(() => expect(screen.getByLabelText('Hodnota')).toHaveTextContent('2026-11-10 / 2026-11-12'));
  });
});
