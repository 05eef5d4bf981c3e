// A detail page's trail leads through its list's menu item and group, whichever way its key names
// the detail (`clubs/detail`, or the spec's `representation__teams__detail`, which had no trail).
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../menu';
import { crumbTrail, listNodeOf } from './ShellBreadcrumbs';

const node = (id: string, kind: MenuNode['kind'], children: MenuNode[] = [], title = id): MenuNode => ({
  id,
  key: id,
  kind,
  title,
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

describe('the trail above a page', () => {
  const active = (n: MenuNode): MenuNode => ({ ...n, active: true });
  it('says a group once where its item bears its name (the group Reprezentace and its overview)', () => {
    const menu = [
      node(
        'group-representation',
        'group',
        [active(node('representation', 'route', [], 'Reprezentace'))],
        'Reprezentace',
      ),
    ];
    expect(crumbTrail(menu, 'representation', 'Přehled')).toEqual({
      trail: [expect.objectContaining({ id: 'representation' })],
      onItem: true,
    });
  });

  it('keeps a group of another name, and drops the first group named as the dashboard', () => {
    const menu = [
      node('group-home', 'group', [node('news', 'route', [], 'Aktuality')], 'Přehled'),
      node('group-competitions', 'group', [active(node('events', 'route', [], 'Akce'))], 'Soutěže'),
    ];
    expect(crumbTrail(menu, 'events', 'Přehled').trail.map((n) => n.title)).toEqual(['Soutěže', 'Akce']);
    const home = [node('group-home', 'group', [active(node('news', 'route', [], 'Aktuality'))], 'Přehled')];
    expect(crumbTrail(home, 'news', 'Přehled').trail.map((n) => n.title)).toEqual(['Aktuality']);
  });

  it('leads a detail page through its list item, the page not among the crumbs', () => {
    expect(crumbTrail(MENU, 'clubs/detail', 'Přehled')).toEqual({
      trail: [expect.objectContaining({ id: 'group-clubs' }), expect.objectContaining({ id: 'clubs' })],
      onItem: false,
    });
  });
});
