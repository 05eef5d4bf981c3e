// The dev pages' texts, added to i18next by the pages themselves: they are left out of the
// features' text tables (platform/i18n), so that a production build carries none of them.
import i18next from 'i18next';
import cs from './locales/cs.json';
import en from './locales/en.json';

export const DEV_TEXTS = { cs, en };

export function addDevTexts(): void {
  const add = () => {
    i18next.addResourceBundle('cs', 'dev', cs, true, false);
    i18next.addResourceBundle('en', 'dev', en, true, false);
  };
  // The application has set i18next up before any page loads; a test may load the page first.
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
