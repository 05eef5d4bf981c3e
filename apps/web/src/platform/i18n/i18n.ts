// i18next with Czech (default) and English. Every folder's locales/{cs,en}.json is a namespace
// (namespaces.ts). Only what is in use is loaded: the Czech texts of the sign-in screen with it (the
// common ones and the account's); those every screen of the application has (the shell's, the
// platform's, the dashboard's) with the application's code (app-texts.ts); any other feature's
// Czech texts with its pages (loadNamespace, app/routes/registry.ts; the list of them is a chunk of
// its own, feature-texts.ts); English, all of it in one chunk, when chosen.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, storedLanguage } from './language';
import { collectNamespaces } from './namespaces';

export { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, storedLanguage };

type Texts = Record<string, Record<string, unknown>>;

/**
 * Czech, the default language and the fallback. With the first chunk only what the sign-in screen
 * shows: the sign-in page's JavaScript is budgeted (issue 34), and each namespace here counts.
 */
const czech: Texts = collectNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>(
    ['../../locales/cs.json', '../../features/account/locales/cs.json'],
    { eager: true },
  ),
);

let initStarted = false;

/** Adds Czech namespaces that came with a later chunk (app-texts.ts, a feature's pages). */
export function addCzechTexts(texts: Texts): void {
  for (const [ns, bundle] of Object.entries(texts)) {
    czech[ns] = bundle;
    if (initStarted) i18next.addResourceBundle('cs', ns, bundle, true, false);
  }
}

/**
 * Makes a feature's Czech texts available (they are not in the first chunk); resolves at once for
 * the namespaces that are. English needs nothing: its chunk holds every namespace.
 */
export async function loadNamespace(ns: string): Promise<void> {
  if (ns in czech) return;
  const load = (await import('./feature-texts')).FEATURE_TEXTS[ns];
  if (!load) return;
  addCzechTexts({ [ns]: (await load()).default });
}

/** One language's texts by namespace; English is fetched the first time it is needed. */
export async function loadLanguage(lang: Language): Promise<Texts> {
  return lang === 'cs' ? czech : (await import('./english')).english;
}

/** Both languages, every namespace (for tests that compare them or switch between them). */
export async function loadAllLanguages(): Promise<Record<Language, Texts>> {
  const [{ FEATURE_TEXTS }] = await Promise.all([import('./feature-texts'), import('./app-texts')]);
  await Promise.all(Object.keys(FEATURE_TEXTS).map(loadNamespace));
  return { cs: czech, en: await loadLanguage('en') };
}

export async function initI18n(lang: Language = storedLanguage()): Promise<i18n> {
  const resources: Partial<Record<Language, Texts>> = { [lang]: await loadLanguage(lang) };
  // A copy: namespaces that arrive later are added to i18next by loadNamespace.
  resources.cs = { ...czech };
  const ready = i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'cs',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(czech),
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // init() has set up its store by now (it defers only the loading, which needs nothing here).
  initStarted = true;
  await ready;
  document.documentElement.lang = lang;
  return i18next;
}

/** i18next as the sign-in screen left it (app/start-sign-in.tsx), or set up now. */
export function ensureI18n(): Promise<i18n> {
  return i18next.isInitialized ? Promise.resolve(i18next) : initI18n();
}

export async function changeLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  if (!i18next.hasResourceBundle(lang, 'common')) {
    for (const [ns, texts] of Object.entries(await loadLanguage(lang))) i18next.addResourceBundle(lang, ns, texts);
  }
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}
