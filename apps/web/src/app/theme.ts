// The Mantine theme: the base (base-theme.ts) and the shell's component styles.
import { createTheme, NavLink } from '@mantine/core';
import { baseTheme } from './base-theme';

export const theme = createTheme({
  ...baseTheme,
  components: {
    // The active menu link keeps its background under the pointer: Mantine's darker hover shade
    // leaves the link's text at 4:1, under AA.
    NavLink: NavLink.extend({
      vars: () => ({ root: { '--nl-hover': 'var(--mantine-primary-color-light)' }, children: {} }),
    }),
  },
});
