// Both contract pages from one module: one lazy import in the first chunk for the two routes
// (the sign-in JavaScript budget); a user who opens the list goes on to a detail anyway.
export { default as ContractDetailPage } from './ContractDetailPage';
export { default as ContractListPage } from './ContractListPage';
