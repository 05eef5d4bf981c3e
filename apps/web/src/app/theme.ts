// The Mantine theme: colours with enough contrast for text on white (WCAG AA).
import { createTheme, NavLink } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  components: {
    // The active menu link keeps its background under the pointer: Mantine's darker hover shade
    // leaves the link's text at 4:1, under AA.
    NavLink: NavLink.extend({
      vars: () => ({ root: { '--nl-hover': 'var(--mantine-primary-color-light)' }, children: {} }),
    }),
  },
});
