// Report list calls (contract reports.ts): each a list-convention page at a date, or its file.
import { endpoints } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { keptTotal, resultKey } from '../statistics';
import { ageReportExport, ageReportSql } from './age-report';
import { groupReportExport, groupReportSql, type ReportGroup } from './group-report';
import { personReportExport, personReportSql } from './person-report';
import { personRoleReportExport, personRoleReportSql } from './person-role-report';
import { reportDate } from './report-query';

const adminScope = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'admin');

export function registerReportRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.reports;
  registerListEndpoint(app, deps, e.persons, {
    statements: async ({ query, zoneAccess }) => {
      const scope = adminScope(zoneAccess);
      const statements = personReportSql(scope, query);
      // A selective filter counts in the page's own scan; an export needs no total.
      if (statements.totalInPage || query.format) return statements;
      const key = resultKey({ report: 'persons', date: reportDate(query).date, units: scope.fedUnitIds }, query);
      const total = await keptTotal(deps.db, key, statements.count);
      return { ...statements, count: sql`SELECT ${total}::int AS total` };
    },
    exportAs: personReportExport,
  });
  const groups: [typeof e.clubMembers, ReportGroup][] = [
    [e.clubMembers, 'club'],
    [e.federationUnits, 'federationUnit'],
    [e.regions, 'region'],
    [e.districts, 'district'],
  ];
  for (const [endpoint, group] of groups) {
    registerListEndpoint(app, deps, endpoint, {
      statements: ({ query, zoneAccess, lang }) => groupReportSql(deps.db, group, adminScope(zoneAccess), query, lang),
      exportAs: groupReportExport(group),
    });
  }
  registerListEndpoint(app, deps, e.ageCategories, {
    statements: ({ query, zoneAccess, lang }) => ageReportSql(deps.db, adminScope(zoneAccess), query, lang, false),
    exportAs: ageReportExport(false),
  });
  registerListEndpoint(app, deps, e.ageBands, {
    statements: ({ query, zoneAccess, lang }) => ageReportSql(deps.db, adminScope(zoneAccess), query, lang, true),
    exportAs: ageReportExport(true),
  });
  registerListEndpoint(app, deps, e.personRoles, {
    statements: ({ query, zoneAccess, lang }) => personRoleReportSql(deps.db, adminScope(zoneAccess), query, lang),
    exportAs: personRoleReportExport,
  });
}
