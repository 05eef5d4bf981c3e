// The English texts, in a chunk of their own: loaded only when English is chosen (i18n.ts), so the
// first page of a Czech user carries one language.
import { collectNamespaces } from './namespaces';

export const english = collectNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>(
    // The dev-only pages bring their own (features/dev/dev-texts.ts): none in a production build.
    ['../../locales/en.json', '../../**/locales/en.json', '!../../features/dev/locales/en.json'],
    { eager: true },
  ),
);
