// The theme's base (colours with enough contrast for text on white, WCAG AA; the font), apart from
// theme.ts: the sign-in screen takes it alone, without the shell's component styles and the
// components they bring.
import type { MantineThemeOverride } from '@mantine/core';

export const baseTheme: MantineThemeOverride = {
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
};
