// Pages that live in the legacy application (spec 000 §2.3): with LEGACY_APP_URL they redirect
// there; without it they do not exist (DECISIONS.md).
export const LEGACY_PAGES: { key: string; path: string }[] = [
  { key: 'clubs', path: 'clubs' },
  { key: 'clubs/detail', path: 'clubs/detail/:id' },
  { key: 'clubs/detail/my-club', path: 'clubs/detail/my-club' },
  { key: 'clubs-approvals', path: 'clubs-approvals' },
  { key: 'competitions', path: 'competitions' },
  { key: 'competition-matches', path: 'competition-matches' },
  { key: 'competition-teams', path: 'competition-teams' },
  { key: 'competition-years', path: 'competition-years' },
  { key: 'contracts', path: 'contracts/:statusId' },
  { key: 'documents', path: 'documents' },
  { key: 'persons', path: 'persons/:roleId' },
  { key: 'persons/detail', path: 'persons/detail/:id' },
  { key: 'my-profile', path: 'my-profile' },
  { key: 'persons-approvals', path: 'persons-approvals' },
  { key: 'requests', path: 'requests' },
  { key: 'sport-fields', path: 'sport-fields' },
  { key: 'economy', path: 'economy' },
  { key: 'price-list-items', path: 'price-list-items/:categoryId' },
  { key: 'orders', path: 'orders' },
  { key: 'order-items', path: 'order-items' },
  { key: 'disciplinary-proceedings', path: 'disciplinary-proceedings' },
  { key: 'representation', path: 'representation' },
  { key: 'representation__teams', path: 'representation__teams' },
  { key: 'representation__events', path: 'representation__events' },
  { key: 'representation__matches', path: 'representation__matches' },
  { key: 'events', path: 'events' },
  { key: 'users', path: 'users' },
  { key: 'seasons', path: 'seasons' },
  { key: 'reporting', path: 'reporting' },
  { key: 'synchronizations', path: 'synchronizations' },
];

export const LEGACY_KEYS = new Set(LEGACY_PAGES.map((p) => p.key));

/**
 * Fills :params of a path; a missing one is an error (spec 000 §8 "Missing path parameter"). A
 * trailing splat (`document/*`, the spec's `document:path(.+)`) takes the `path` parameter's
 * segments ("/A/B"), or nothing.
 */
export function fillPath(path: string, params: Record<string, unknown> | null | undefined): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
  if (!filled.endsWith('/*')) return filled;
  const segments = String(params?.path ?? '')
    .split('/')
    .filter(Boolean)
    .map(encodeURIComponent);
  return [filled.slice(0, -2), ...segments].join('/');
}
