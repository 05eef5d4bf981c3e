// The articles feature's door: its module manifest (routes, access rows and demo data), listed in
// features/modules.ts.

import { seedArticles } from '../../demo/articles';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { articlesAccess } from './articles.access';
import { registerArticleRoutes } from './articles.routes';

/** The public site's home shows the newest public news (features/public-site). */
export { latestPublishedArticles } from './articles.service';

export const articlesModule: ModuleManifest = {
  name: 'articles',
  routes: [registerArticleRoutes],
  demo: async ({ client, today }) => [`${await seedArticles(client, today)} federation articles`],
  access: articlesAccess,
};
