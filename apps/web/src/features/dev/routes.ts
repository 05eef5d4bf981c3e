// Dev-only pages (spec 001 §2 "Home, profile, dev-only"): a landing page, a sample form, a sample
// grid and the styleguide, in `npm run dev` only. The registry takes them only when
// import.meta.env.DEV, so a production build drops this table, the pages and their texts.
// The spec's empty path is the zone's entry here (it leads to the dashboard, app/routes/landing.ts),
// so the landing page is `dev` (docs/decisions.md "Dev-only pages").
import type { PageRouteDeclaration } from '../../platform/routing/page-route';

// The import() behind the DEV test as well: a bundler emits the chunk of any import() it sees,
// even when nothing reachable calls it; this way the production build has no such chunk.
const page = (name: 'DevLandingPage' | 'DevFormPage' | 'DevGridPage' | 'DevStyleguidePage') => () =>
  (import.meta.env.DEV ? import('./pages') : Promise.reject(new Error('dev-only page'))).then((module) => ({
    default: module[name],
  }));

const common = { accessKey: 'UNSPECIFIED', zones: ['admin', 'club', 'personal'] } as const;

export const devRoutes: PageRouteDeclaration[] = [
  { ...common, path: 'dev', titleKey: 'dev:landing.title', load: page('DevLandingPage') },
  { ...common, path: 'form', titleKey: 'dev:form.title', load: page('DevFormPage') },
  { ...common, path: 'grid', titleKey: 'dev:grid.title', load: page('DevGridPage') },
  { ...common, path: 'styleguide', titleKey: 'dev:styleguide.title', load: page('DevStyleguidePage') },
];
