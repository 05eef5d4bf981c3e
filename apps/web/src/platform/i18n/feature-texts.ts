// The features' Czech texts by namespace (and the rich-text editor's), each fetched with the feature's pages (i18n.ts,
// loadNamespace). A chunk of its own: each entry is an import() with its file name, and the first
// chunk (sign-in) would carry all of them (docs/decisions.md, "Bundle budget").
import { namespaceOf } from './namespaces';

export const FEATURE_TEXTS: Record<string, () => Promise<{ default: Record<string, unknown> }>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: Record<string, unknown> }>([
      '../../features/*/locales/cs.json',
      '!../../features/account/locales/cs.json',
      '!../../features/dashboard/locales/cs.json',
      // The dev-only pages bring their own (features/dev/dev-texts.ts): none in a production build.
      '!../../features/dev/locales/cs.json',
      // The form blocks' (lists, validation, pickers), with every feature page (app/routes/registry.ts):
      // the first screens (sign-in, dashboard) have none.
      '../../platform/forms/locales/cs.json',
      // The rich-text editor's, with the editor (platform/forms/RichTextEditor.tsx).
      '../../platform/forms/editor/locales/cs.json',
      // The person picker's, with the pages that use it (tournaments/module.ts).
      '../../platform/forms/person-select/locales/cs.json',
      // The browser-notification switch's, with the profile page (features/account/module.ts).
      '../../platform/push/locales/cs.json',
      // The single-sign-on refusals', only when the sign-in page shows one (features/account/sso.ts).
      '../../features/account/sso-refusals/locales/cs.json',
    ]),
  ).map(([file, load]) => [namespaceOf(file), load]),
);
