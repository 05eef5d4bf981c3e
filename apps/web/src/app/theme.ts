// The Mantine theme: the base (base-theme.ts) and the shell's component styles.
import {
  Autocomplete,
  createTheme,
  Drawer,
  type MantineThemeOverride,
  Menu,
  Modal,
  MultiSelect,
  NavLink,
  PasswordInput,
  Select,
  Table,
  TagsInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { baseTheme } from './base-theme';

export const theme = createTheme({
  ...baseTheme,
  // One page header everywhere (issue 36 §9): a 28 px semibold title, the sections below it smaller.
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  components: {
    // The active menu link keeps its background under the pointer: Mantine's darker hover shade
    // leaves the link's text at 4:1, under AA.
    NavLink: NavLink.extend({
      vars: () => ({ root: { '--nl-hover': 'var(--mantine-primary-color-light)' }, children: {} }),
    }),
    // A menu opened from the keyboard puts the focus on its first item, visibly, and Tab moves through
    // the items: Mantine's default focuses an invisible placeholder first, which Tab never left.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false, menuItemTabIndex: 0 } }),
    // A searchable select opens its list when asked (a click, typing, the arrow keys), as a native
    // select does, not whenever it gets the focus: a dialog starts at its first field
    // (platform/ui/dialog-focus) and a refused form goes to its first invalid one, and a list
    // popping open there covered the dialog on a phone and took the first Escape.
    Select: Select.extend({ defaultProps: { openOnFocus: false } }),
    MultiSelect: MultiSelect.extend({ defaultProps: { openOnFocus: false } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { openOnFocus: false } }),
    TagsInput: TagsInput.extend({ defaultProps: { openOnFocus: false } }),
    // A table wider than the screen shows its scrollbar (only then): on a phone the cut-off columns
    // are otherwise clipped words with nothing to say that more is there (Mantine shows it on hover).
    TableScrollContainer: Table.ScrollContainer.extend({ defaultProps: { scrollAreaProps: { type: 'always' } } }),
  },
});

/**
 * The theme in the current language: every dialog's and drawer's close button says what it does
 * (a screen reader would announce only "button"), without each dialog having to name it, and a
 * password field's eye is named in the user's language (Mantine names it in English).
 */
export function useTheme(): MantineThemeOverride {
  const { t } = useTranslation();
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common:close') };
    return createTheme({
      ...theme,
      components: {
        ...theme.components,
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
        PasswordInput: PasswordInput.extend({
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common:showPassword') } },
        }),
      },
    });
  }, [t]);
}
