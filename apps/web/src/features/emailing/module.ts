// E-mail campaign screens (issue 13, spec 001 §2 "E-mail campaigns"): the campaign list and a
// campaign's detail, and the senders and recipient lists they use, all in the admin zone; and the
// public unsubscribe page of the campaign e-mails.

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

/**
 * The public page the footer of every campaign e-mail links to (issue 36): anonymous, full layout;
 * it shows whose address and a button that unsubscribes (opening the link alone never does).
 */
export const emailingPublicRoutes: PageRouteDeclaration[] = [
  {
    name: 'emailing__unsubscribe',
    path: 'emailing/unsubscribe',
    accessKey: 'UNSPECIFIED',
    module: 'emailing',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'emailing:unsubscribe.title',
    load: lazyPage(() => import('./pages/UnsubscribePage')),
  },
];

export const webModule: WebModule = { pages: [...emailingRoutes, ...emailingPublicRoutes] };
