// A form its own check refuses puts the focus on its first invalid field (the app's focus rules,
// installed by the test's providers as by the app's root); a form that moves the focus itself keeps it.
import { Button, Radio, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';

function Form({ focusItself = false }: { focusItself?: boolean }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ city: 'Enter the city.', zip: 'Enter the postcode.' });
    if (focusItself) document.getElementById('note')?.focus();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Name" />
      <TextInput label="City" error={errors.city} />
      <TextInput label="Postcode" error={errors.zip} />
      <TextInput id="note" label="Note" />
      <Button type="submit">Save</Button>
    </form>
  );
}

// The app's theme in the test's providers names things in the current language.
beforeAll(() => setupI18n('cs'));

describe('a refused form', () => {
  it('puts the focus on its first invalid field, sent by Enter on the button or in a field', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Form />);
    screen.getByRole('button', { name: 'Save' }).focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus());
    await u.click(screen.getByRole('textbox', { name: 'Name' }));
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus());
  });

  it('puts it on the first option of a radio group left unchosen, which marks no field invalid', async () => {
    function Decide() {
      const [error, setError] = useState<string>();
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setError('Choose the decision.');
          }}
          noValidate
        >
          <Radio.Group label="Decision" error={error}>
            <Radio value="approve" label="Approve" />
            <Radio value="reject" label="Reject" />
          </Radio.Group>
          <TextInput label="Note" />
          <Button type="submit">Save</Button>
        </form>
      );
    }
    const u = userEvent.setup();
    renderWithProviders(<Decide />);
    screen.getByRole('button', { name: 'Save' }).focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Approve' })).toHaveFocus());
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Choose the decision.');
  });

  it('leaves the focus where the form put it', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Form focusItself />);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter the city.');
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });
});
