// The report list calls: a page of any report at a date (in the query, or in the path for the
// statistics' club report), also exported as a file by ListView.
import type { EndpointDef } from '@fedra/contract/common/endpoint';
import type { ListEnvelope } from '@fedra/contract/common/envelope';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { reportsEndpoints } from '@fedra/contract/reports';
import { statisticsEndpoints } from '@fedra/contract/statistics';
import { call } from '../../platform/api/client';

export const REPORTS_KEY = ['reports'] as const;

/** The report calls the pages use, by page. */
export const REPORT_CALLS = {
  persons: reportsEndpoints.persons,
  club: statisticsEndpoints.clubReport,
  clubMembers: reportsEndpoints.clubMembers,
  federationUnits: reportsEndpoints.federationUnits,
  regions: reportsEndpoints.regions,
  districts: reportsEndpoints.districts,
  ageCategories: reportsEndpoints.ageCategories,
  ageBands: reportsEndpoints.ageBands,
  personRoles: reportsEndpoints.personRoles,
} satisfies Record<string, EndpointDef>;

/** A page of a report; `pathParams` for a call with the date in its path. */
export const loadReport =
  <Row>(endpoint: EndpointDef, pathParams?: Record<string, string>) =>
  (query: ListQuery, signal: AbortSignal) =>
    call(endpoint, { query, params: pathParams, signal }) as Promise<ListEnvelope<Row>>;
