// The app's password field: Mantine's PasswordInput marks a refused value only for its styling
// (data-invalid) and leaves aria-invalid off, so a screen reader did not say that the field is
// invalid, as it does on every other field. Imported by its path: the sign-in page loads it without
// the rest of the forms' building blocks.
import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
