// The start loads Czech only, without the features' texts; a feature's texts arrive with its pages,
// English when the user switches to it, and a start in English (the stored choice) has its texts
// from the first render.
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, LANGUAGE_STORAGE_KEY, loadNamespace } from './i18n';

beforeEach(() => localStorage.clear());

describe('languages', () => {
  it('starts in Czech without the English texts, and loads them on the switch', async () => {
    await initI18n('cs');
    expect(i18next.t('retry')).toBe('Zkusit znovu');
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);

    await changeLanguage('en');
    expect(i18next.t('retry')).toBe('Try again');
    expect(i18next.t('account:login.submit')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    await changeLanguage('cs');
    expect(i18next.t('retry')).toBe('Zkusit znovu');
  });

  it("adds a feature's Czech texts when its pages load", async () => {
    await initI18n('cs');
    expect(i18next.hasResourceBundle('cs', 'boards')).toBe(false);
    expect(i18next.hasResourceBundle('cs', 'dashboard')).toBe(true);
    await loadNamespace('boards');
    expect(i18next.t('boards:list.title')).toBe('Orgány');
    await loadNamespace('common'); // in the first chunk: nothing to do
    expect(i18next.t('retry')).toBe('Zkusit znovu');
  });

  it('starts in English with its texts when English was chosen', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await initI18n();
    expect(i18next.language).toBe('en');
    expect(i18next.t('loading')).toBe('Loading…');
    expect(document.documentElement.lang).toBe('en');
  });
});
