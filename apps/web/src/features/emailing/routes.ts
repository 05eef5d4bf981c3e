// E-mail campaign screens (issue 13, spec 001 §2 "E-mail campaigns"): the campaign list and a
// campaign's detail, and the senders and recipient lists they use, all in the admin zone.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';

export const emailingRoutes: PageRoute[] = [
  {
    name: 'emailing__campaign__list',
    path: 'emailing/campaign/list',
    key: 'emailing/campaign/list',
    accessKey: 'EMAILING',
    module: 'emailing',
    zones: ['admin'],
    titleKey: 'emailing:list.title',
    load: lazyPage('emailing', 'CampaignListPage'),
  },
  {
    name: 'emailing__campaign__detail',
    path: 'emailing/campaign/detail/:id',
    key: 'emailing/campaign/detail',
    accessKey: 'EMAILING',
    module: 'emailing',
    zones: ['admin'],
    titleKey: 'emailing:detail.title',
    load: lazyPage('emailing', 'CampaignDetailPage'),
  },
  {
    name: 'emailing__setup',
    path: 'emailing/setup',
    key: 'emailing/setup',
    accessKey: 'EMAILING',
    module: 'emailing',
    zones: ['admin'],
    titleKey: 'emailing:setup.title',
    load: lazyPage('emailing', 'EmailingSetupPage'),
  },
];
