// Every page of the application, from the features' modules (features/<name>/module.ts, found by
// their file name: platform/routing/web-module.ts). The registry comes with the application, never
// the sign-in screen (app/first-code.ts). A page's module arrives with its feature's Czech texts,
// which the first chunk does not carry (platform/i18n).
import { devRoutes } from '../../features/dev/routes';
import { withNamespaces } from '../../platform/routing/lazy-page';
import { keyOfPath, nameOfKey, type PageRoute, type PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const MODULES = import.meta.glob<WebModule>('../../features/*/module.ts', { eager: true, import: 'webModule' });

export const PAGES: PageRoute[] = [
  ...Object.values(MODULES).flatMap((module) => module.pages),
  // Dev-only pages (features/dev): in `npm run dev`; a production build drops the table and the pages.
  ...(import.meta.env.DEV ? devRoutes : []),
].map(withTexts);

/**
 * The page with its key and name (derived when not declared) and a `load` that also fetches the
 * namespace of its title (its feature's texts) and the form blocks' texts (platform/forms), which
 * the first screens do not carry.
 */
function withTexts(page: PageRouteDeclaration): PageRoute {
  const namespace = page.titleKey.split(':')[0]!;
  const key = page.key ?? keyOfPath(page.path);
  return {
    ...page,
    key,
    name: page.name ?? nameOfKey(key),
    load: withNamespaces(page.load, [namespace, 'forms']),
  };
}

/** The zone dashboard's path (spec 000 §2.1: /zone/{zone}/{dashboard}). */
export const DASHBOARD_PATH = 'home';
