// A moment typed as a date and a time: the value is a datetime-local input's ("2026-12-10T09:30"),
// '' until both parts are there, and a value from outside is shown.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { TypedDateTimeField } from './DateTimeField';

beforeAll(() => setupI18n('cs'));

function Form({ error }: { error?: string }) {
  const [at, setAt] = useState('');
  return (
    <>
      <TypedDateTimeField label="Začátek" required value={at} onChange={setAt} error={error} />
      <button type="button" onClick={() => setAt('2027-01-05T18:00')}>
        Teď
      </button>
      <output aria-label="Hodnota">{at}</output>
    </>
  );
}

describe('the typed date and time', () => {
  it('reports the moment once both parts are read, and shows one set from outside', async () => {
    renderWithProviders(<Form error="Začátek musí být před koncem." />);
    const u = userEvent.setup();
    const date = screen.getByLabelText(/^Začátek/);
    const time = screen.getByLabelText('Čas – Začátek');
    expect(date).toBeRequired();
    expect(date).toHaveAccessibleDescription('Začátek musí být před koncem.');
    expect(time).toBeInvalid();
    // The time is read with the same message, not only marked invalid.
    expect(time).toHaveAccessibleDescription('Začátek musí být před koncem.');

    await u.type(date, '10. 12. 2026');
    // A date without its time is no moment yet.
    expect(screen.getByLabelText('Hodnota')).toHaveTextContent(/^$/);
    await u.type(time, '9.30');
    expect(screen.getByLabelText('Hodnota')).toHaveTextContent('2026-12-10T09:30');
    await u.tab();
    expect(time).toHaveValue('09:30');
    await u.clear(time);
    expect(screen.getByLabelText('Hodnota')).toHaveTextContent(/^$/);
    // The date typed stays while the time is missing.
    expect(date).toHaveValue('10. 12. 2026');

    await act(() => u.click(screen.getByRole('button', { name: 'Teď' })));
    expect(date).toHaveValue('5. 1. 2027');
    expect(time).toHaveValue('18:00');
  });
});
