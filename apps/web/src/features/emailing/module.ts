// E-mail campaign screens (issue 13, spec 001 §2 "E-mail campaigns"): the campaign list and a
// campaign's detail, and the senders and recipient lists they use, all in the admin zone.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

/** One page (admin zone, access key EMAILING); built by a function so the first chunk's route table stays small. */
function emailing(
  path: string,
  title: string,
  page: 'CampaignListPage' | 'CampaignDetailPage' | 'EmailingSetupPage',
): PageRouteDeclaration {
  const key = `emailing/${path.replace('/:id', '')}`;
  return {
    name: key.replaceAll('/', '__'),
    path: `emailing/${path}`,
    key,
    accessKey: 'EMAILING',
    module: 'emailing',
    zones: ['admin'],
    titleKey: `emailing:${title}`,
    load: lazyPage(() => import('./pages'), page),
  };
}

export const emailingRoutes: PageRouteDeclaration[] = [
  emailing('campaign/list', 'list.title', 'CampaignListPage'),
  emailing('campaign/detail/:id', 'detail.title', 'CampaignDetailPage'),
  emailing('setup', 'setup.title', 'EmailingSetupPage'),
];

export const webModule: WebModule = { pages: [...emailingRoutes] };
