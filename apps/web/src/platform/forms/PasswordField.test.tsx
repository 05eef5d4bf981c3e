// The app's password field says that a refused value is invalid, as every other field does, and its
// eye is named in the user's language by the app's theme (Mantine names it in English).
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { PasswordField } from './PasswordField';

// The app's theme in the test's providers names things in the current language.
beforeAll(() => setupI18n('cs'));

describe('the password field', () => {
  it('is invalid to a screen reader only while it shows an error', () => {
    renderWithProviders(
      <>
        <PasswordField label="Heslo" error="Heslo je povinné." />
        <PasswordField label="Nové heslo" />
      </>,
    );
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Heslo')).toHaveAccessibleDescription('Heslo je povinné.');
    expect(screen.getByLabelText('Nové heslo')).not.toHaveAttribute('aria-invalid');
  });

  it('names its show-password button in Czech', () => {
    renderWithProviders(<PasswordField label="Heslo" />);
    expect(screen.getByRole('button', { name: 'Zobrazit heslo', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
