// What a feature gives the application: `features/<name>/module.ts` exports `webModule`, and the
// route registry (app/routes/registry.ts) finds every such file by itself, so a new feature adds
// its folder and touches no central file. The rest of a feature is found by its folder too: its
// texts (locales/, platform/i18n), its menu items (the server's codebook, by page key), and its
// access keys (the spec's table in platform/access, which names every module's keys already).
// index.ts stays the feature's door for other features: it may export components, which must not
// ride along with the route table.
import type { PageRouteDeclaration } from './page-route';

export interface WebModule {
  /** The pages, each registered under every zone it names. */
  pages: readonly PageRouteDeclaration[];
}
