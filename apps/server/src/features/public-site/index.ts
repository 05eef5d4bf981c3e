// The public site's door (issue 36): the home page's one call and its search-engine metadata.
// The frame and the pages live in the web application (features/public-site).
import type { ModuleManifest } from '../../platform/modules/manifest';
import { publicSitePages } from './public-site.meta';
import { publicSiteAccess, registerPublicSiteRoutes } from './public-site.routes';

export const publicSiteModule: ModuleManifest = {
  name: 'public-site',
  routes: [registerPublicSiteRoutes],
  access: publicSiteAccess,
  publicPages: publicSitePages,
};
