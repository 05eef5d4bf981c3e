// A detail page's trail leads through its list's menu item and group, whichever way its key names
// the detail (`clubs/detail`, or the spec's `representation__teams__detail`, which had no trail).
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../menu';
import { listNodeOf } from './ShellBreadcrumbs';

const node = (id: string, kind: MenuNode['kind'], children: MenuNode[] = []): MenuNode => ({
  id,
  key: id,
  kind,
  title: id,
  description: null,
  icon: null,
  externalLink: null,
  params: null,
  disabled: false,
  disabledReason: null,
  hidden: false,
  opened: false,
  active: false,
  children,
  href: kind === 'route' ? `/zone/admin/${id}` : null,
  target: null,
  rel: null,
});

const MENU = [
  node('group-clubs', 'group', [node('clubs', 'route')]),
  node('group-representation', 'group', [node('representation__teams', 'route')]),
];

describe('a detail page’s trail', () => {
  it.each([
    ['clubs/detail', ['group-clubs', 'clubs']],
    ['representation__teams__detail', ['group-representation', 'representation__teams']],
    ['representation__teams', []],
  ])('%s leads through %j', (key, trail) => {
    expect(listNodeOf(MENU, key).map((n) => n.id)).toEqual(trail);
  });
});
