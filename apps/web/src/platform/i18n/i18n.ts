// i18next with Czech (default) and English. Every folder's locales/{cs,en}.json is a namespace:
// src/locales -> "common", features/<name>/locales -> "<name>", platform/<name>/locales -> "<name>".
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'fedra.language';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../../locales/*.json', '../../**/locales/*.json'],
  {
    eager: true,
  },
);

/** Namespace of a locale file from its folder. */
export function namespaceOf(file: string): string {
  const m = /\/([\w-]+)\/locales\/(cs|en)\.json$/.exec(file);
  return !m || m[1] === 'src' || file.startsWith('../../locales/') ? 'common' : m[1]!;
}

export function buildResources(): Record<Language, Record<string, Record<string, unknown>>> {
  const resources: Record<Language, Record<string, Record<string, unknown>>> = { cs: {}, en: {} };
  for (const [file, mod] of Object.entries(files)) {
    const lang = /(cs|en)\.json$/.exec(file)?.[1] as Language;
    resources[lang][namespaceOf(file)] = mod.default;
  }
  return resources;
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return stored === 'en' ? 'en' : 'cs';
}

export async function initI18n(lang: Language = storedLanguage()): Promise<i18n> {
  const resources = buildResources();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'cs',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(resources.cs),
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lang;
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}
