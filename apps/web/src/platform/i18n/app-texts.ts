// The Czech texts that every screen of the application has and the sign-in screen does not: the
// shell's (menu), the platform's (files, notifications) and the dashboard's. They come with the
// application's first code (app/boot.ts) rather than with the sign-in page, whose JavaScript is
// budgeted (i18n.ts); the application adds them before i18next starts, or, after a sign-in on the
// small screen, to the i18next it started.
import { addCzechTexts } from './i18n';
import { collectNamespaces } from './namespaces';

addCzechTexts(
  collectNamespaces(
    import.meta.glob<{ default: Record<string, unknown> }>(
      [
        '../../app/**/locales/cs.json',
        '../**/locales/cs.json',
        // The form blocks' texts (lists, validation, pickers) come with the first page that has them.
        '!../forms/locales/cs.json',
        '!../forms/editor/locales/cs.json',
        '!../forms/person-select/locales/cs.json',
        // The browser-notification switch's, with the profile page (features/account/module.ts).
        '!../push/locales/cs.json',
        '../../features/dashboard/locales/cs.json',
      ],
      { eager: true },
    ),
  ),
);
