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

  it("adds the application's Czech texts with its code, after the sign-in screen has started i18next", async () => {
    await initI18n('cs');
    // The sign-in screen's: the common texts and the account's, nothing of the shell or the dashboard.
    expect(i18next.hasResourceBundle('cs', 'account')).toBe(true);
    expect(i18next.hasResourceBundle('cs', 'dashboard')).toBe(false);
    expect(i18next.hasResourceBundle('cs', 'menu')).toBe(false);
    await import('./app-texts');
    expect(i18next.hasResourceBundle('cs', 'dashboard')).toBe(true);
    expect(i18next.hasResourceBundle('cs', 'notifications')).toBe(true);
    expect(i18next.hasResourceBundle('cs', 'files')).toBe(true);
    expect(i18next.t('menu:label')).toBe('Hlavní menu');
    // The form blocks' texts still come with the first page that has them.
    expect(i18next.hasResourceBundle('cs', 'forms')).toBe(false);
  });

  it("adds a feature's Czech texts when its pages load", async () => {
    await initI18n('cs');
    expect(i18next.hasResourceBundle('cs', 'boards')).toBe(false);
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
