// Both contribution pages from one module: one lazy import in the first chunk for the two routes
// (the sign-in JavaScript budget).
export { default as ContributionListPage } from './ContributionListPage';
export { default as PriceListPage } from './PriceListPage';
