// Report list screens (spec 001 §2 report/list/*), admin zone, access key STATS, module stats.
import type { ComponentType } from 'react';
import type { PageRoute } from '../../app/routes/page-route';

const page = (path: string, titleKey: string, load: () => Promise<{ default: ComponentType }>): PageRoute => ({
  name: path.replaceAll('/', '__').replaceAll('-', '_'),
  path,
  key: path,
  accessKey: 'STATS',
  module: 'stats',
  zones: ['admin'],
  titleKey: `reports:${titleKey}`,
  load,
});

const groups = () => import('./pages/GroupReportPages');
const ages = () => import('./pages/AgeReportPages');

export const reportRoutes: PageRoute[] = [
  page('report/list/person', 'persons.title', () => import('./pages/PersonReportPage')),
  page('report/list/club', 'club.title', () => import('./pages/ClubReportPage')),
  page('report/list/club-members', 'clubMembers.title', () =>
    groups().then((m) => ({ default: m.ClubMembersReportPage })),
  ),
  page('report/list/federation-unit', 'federationUnits.title', () =>
    groups().then((m) => ({ default: m.FederationUnitReportPage })),
  ),
  page('report/list/regions', 'regions.title', () => groups().then((m) => ({ default: m.RegionReportPage }))),
  page('report/list/districts', 'districts.title', () => groups().then((m) => ({ default: m.DistrictReportPage }))),
  page('report/list/age-categories', 'ageCategories.title', () =>
    ages().then((m) => ({ default: m.AgeCategoriesReportPage })),
  ),
  page('report/list/age-categories/defined', 'ageBands.title', () =>
    ages().then((m) => ({ default: m.AgeBandsReportPage })),
  ),
  page('report/list/person-roles', 'personRoles.title', () => import('./pages/PersonRoleReportPage')),
];
