// Renders a component inside the providers every screen has (Mantine, i18n), for component tests.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useTheme } from '../app/theme';
import { loadAllLanguages } from '../platform/i18n/i18n';
import { useFocusRules } from '../platform/ui/focus-rules';

let ready: Promise<unknown> | undefined;

/** Initialises i18next once per test file with the real locale files. */
export async function setupI18n(lang: 'cs' | 'en' = 'cs') {
  const resources = await loadAllLanguages();
  ready ??= i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'cs',
    defaultNS: 'common',
    ns: Object.keys(resources.cs),
    resources,
    interpolation: { escapeValue: false },
  });
  await ready;
  await i18next.changeLanguage(lang);
  return i18next;
}

/**
 * Mantine with the app's theme, in its test mode (`env="test"`), in every component test (the
 * theme's texts are translated: the test file calls setupI18n first). Test mode: no transitions,
 * and a popover never hidden as "detached". jsdom lays nothing out, so floating-ui measures every
 * target as an empty box that its hide middleware counts as clipped, and Mantine then gives the
 * dropdown display: none. A date picker's calendar or a select's options vanished from the
 * queries as soon as that measure arrived, which on a loaded machine was before the test looked:
 * the person form's test failed so in CI, never locally. Test files that render their own
 * MantineProvider pass it too.
 */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <I18nextProvider i18n={i18next}>
      <TestMantine>
        <FocusRules>{ui}</FocusRules>
      </TestMantine>
    </I18nextProvider>,
  );
}

/** Mantine with the app's theme (its defaults, the close buttons' names) in its test mode. */
export function TestMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test" theme={useTheme()}>
      {children}
    </MantineProvider>
  );
}

/** The focus rules of the app's root (platform/ui/focus-rules): dialogs, refused forms. */
export function FocusRules({ children }: { children: ReactNode }) {
  useFocusRules();
  return children;
}
