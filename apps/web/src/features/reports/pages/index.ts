// Every report page from one module: the first chunk then holds one lazy import (and its list of
// files to preload) for the nine routes instead of five (the sign-in JavaScript budget).
export { AgeBandsReportPage, AgeCategoriesReportPage } from './AgeReportPages';
export { default as ClubReportPage } from './ClubReportPage';
export {
  ClubMembersReportPage,
  DistrictReportPage,
  FederationUnitReportPage,
  RegionReportPage,
} from './GroupReportPages';
export { default as PersonReportPage } from './PersonReportPage';
export { default as PersonRoleReportPage } from './PersonRoleReportPage';
