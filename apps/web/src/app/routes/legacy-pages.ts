// Pages that live in the legacy application (spec 000 §2.3): with LEGACY_APP_URL they redirect
// there; without it they do not exist (DECISIONS.md). Each page's key is its path without the
// parameters. Keys whose screen Fedra has (contracts, documents, competitions) are alias pages of
// their features instead (platform/routing/alias-page.ts); `seasons` is the seasons feature's own page.
import { keyOfPath } from '../../platform/routing/page-route';

export const LEGACY_PAGES: { key: string; path: string }[] = [
  'clubs',
  'clubs/detail/:id',
  'clubs/detail/my-club',
  'clubs-approvals',
  'persons/:roleId',
  'persons/detail/:id',
  'my-profile',
  'persons-approvals',
  'economy',
  'price-list-items/:categoryId',
  'orders',
  'order-items',
  'users',
].map((path) => ({ key: keyOfPath(path), path }));

export const LEGACY_KEYS = new Set(LEGACY_PAGES.map((p) => p.key));
