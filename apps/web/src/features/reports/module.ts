// Report list screens (spec 001 §2 report/list/*), admin zone, access key STATS, module stats.

import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const page = (
  path: string,
  titleKey: string,
  load: () => Promise<{ default: ComponentType }>,
): PageRouteDeclaration => ({
  name: path.replaceAll('/', '__').replaceAll('-', '_'),
  path,
  key: path,
  accessKey: 'STATS',
  module: 'stats',
  zones: ['admin'],
  titleKey: `reports:${titleKey}`,
  load,
});

/** The report pages travel together: one lazy module for the nine routes. */
const from = (name: keyof typeof import('./pages') & string) => lazyPage(() => import('./pages'), name);

export const reportRoutes: PageRouteDeclaration[] = [
  page('report/list/person', 'persons.title', from('PersonReportPage')),
  page('report/list/club', 'club.title', from('ClubReportPage')),
  page('report/list/club-members', 'clubMembers.title', from('ClubMembersReportPage')),
  page('report/list/federation-unit', 'federationUnits.title', from('FederationUnitReportPage')),
  page('report/list/regions', 'regions.title', from('RegionReportPage')),
  page('report/list/districts', 'districts.title', from('DistrictReportPage')),
  page('report/list/age-categories', 'ageCategories.title', from('AgeCategoriesReportPage')),
  page('report/list/age-categories/defined', 'ageBands.title', from('AgeBandsReportPage')),
  page('report/list/person-roles', 'personRoles.title', from('PersonRoleReportPage')),
];

export const webModule: WebModule = { pages: [...reportRoutes] };
