// The user's language choice, kept in localStorage; apart from i18n.ts so that the start
// (main.tsx, app/boot.ts) reads it without evaluating i18next first.
export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'fedra.language';

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return stored === 'en' ? 'en' : 'cs';
}
