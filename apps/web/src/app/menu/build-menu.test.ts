import type { MenuItem } from '@fedra/contract/codebook';
import { describe, expect, it } from 'vitest';
import { buildMenu, findActivePath, flattenMenu, type MenuContext, type MenuNode } from './build-menu';

function item(key: string, patch: Partial<MenuItem> = {}): MenuItem {
  return {
    key,
    title: { cs: `${key} cs`, en: `${key} en` },
    description: { cs: `popis ${key}`, en: `about ${key}` },
    icon: 'home',
    externalLink: null,
    isDisabled: false,
    isHidden: false,
    params: null,
    items: [],
    ...patch,
  };
}

const group = (key: string, items: MenuItem[], patch: Partial<MenuItem> = {}) => item(key, { items, ...patch });

interface Setup {
  routes?: string[];
  access?: Record<string, string>;
  allowed?: string[];
  legacy?: string[];
  patch?: Partial<MenuContext>;
}

function ctx({ routes = [], access = {}, allowed = [], legacy = [], patch = {} }: Setup = {}): MenuContext {
  return {
    lang: 'cs',
    hasRoute: (k) => routes.includes(k),
    accessKeyOf: (k) => access[k],
    can: (key) => allowed.includes(key),
    cmsUrl: null,
    legacyAppUrl: null,
    isLegacy: (k) => legacy.includes(k),
    activePath: '',
    hrefOf: (k, params) =>
      `/zone/admin/${k}${params ? `/${Object.values(params).map(String).join('/')}` : ''}`.replace(/\/+$/, ''),
    ...patch,
  };
}

const keys = (nodes: MenuNode[]) => nodes.map((n) => n.key);
const find = (nodes: MenuNode[], key: string) => flattenMenu(nodes).find((n) => n.key === key);

describe('buildMenu', () => {
  it('uses the titles and descriptions of the current language', () => {
    const items = [item('home')];
    const cs = buildMenu(items, ctx({ routes: ['home'] }))[0]!;
    expect(cs.title).toBe('home cs');
    expect(cs.description).toBe('popis home');
    const en = buildMenu(items, ctx({ routes: ['home'], patch: { lang: 'en' } }))[0]!;
    expect(en.title).toBe('home en');
    expect(en.description).toBe('about home');
    expect(en.icon).toBe('home');
    expect(en.hidden).toBe(false);
    expect(buildMenu([item('x', { description: null })], ctx({ routes: ['x'] }))[0]!.description).toBeNull();
  });

  it('links a route item to its internal path with its params', () => {
    const [node] = buildMenu([item('persons', { params: { roleId: 2 } })], ctx({ routes: ['persons'] }));
    expect(node).toMatchObject({ kind: 'route', href: '/zone/admin/persons/2', target: null, disabled: false });
    expect(node!.params).toEqual({ roleId: 2 });
  });

  it('disables an item whose access key does not allow the user', () => {
    const items = [item('board/list'), item('import/list'), item('home')];
    const nodes = buildMenu(
      items,
      ctx({
        routes: ['board/list', 'import/list', 'home'],
        access: { 'board/list': 'BOARD__LIST', 'import/list': 'IMPORT__LIST' },
        allowed: ['IMPORT__LIST'],
      }),
    );
    expect(nodes.map((n) => [n.key, n.disabled])).toEqual([
      ['board/list', true],
      ['import/list', false],
      ['home', false], // no access key: any signed-in user
    ]);
  });

  it('removes hidden items with everything under them', () => {
    const items = [item('home'), group('group-x', [item('a')], { isHidden: true }), item('b', { isHidden: true })];
    const nodes = buildMenu(items, ctx({ routes: ['home', 'a', 'b'] }));
    expect(keys(nodes)).toEqual(['home']);
  });

  it('keeps an item flagged disabled in the codebook disabled', () => {
    const [node] = buildMenu([item('home', { isDisabled: true })], ctx({ routes: ['home'] }));
    expect(node!.disabled).toBe(true);
    const [group1] = buildMenu([group('group-x', [item('a')], { isDisabled: true })], ctx({ routes: ['a'] }));
    expect(group1!.disabled).toBe(true);
  });

  describe('items without a route', () => {
    it('removes a leaf that is no legacy page', () => {
      expect(buildMenu([item('nowhere')], ctx())).toEqual([]);
    });

    it('removes a legacy page when no legacy application is configured', () => {
      expect(buildMenu([item('clubs')], ctx({ legacy: ['clubs'] }))).toEqual([]);
    });

    it('links a legacy page to the legacy application when one is configured', () => {
      const c = ctx({ legacy: ['clubs', 'contracts'], patch: { legacyAppUrl: 'https://old.example.cz/' } });
      const nodes = buildMenu([item('clubs'), item('contracts', { params: { statusId: 1 } })], c);
      expect(nodes[0]).toMatchObject({ kind: 'legacy', href: 'https://old.example.cz/zone/admin/clubs', target: null });
      expect(nodes[1]!.href).toBe('https://old.example.cz/zone/admin/contracts/1');
      const custom = buildMenu([item('clubs')], { ...c, legacyHrefOf: (k) => `https://legacy/${k}` });
      expect(custom[0]!.href).toBe('https://legacy/clubs');
    });

    it('a native route wins over the legacy application', () => {
      const c = ctx({ routes: ['clubs'], legacy: ['clubs'], patch: { legacyAppUrl: 'https://old.example.cz' } });
      expect(buildMenu([item('clubs')], c)[0]).toMatchObject({ kind: 'route', href: '/zone/admin/clubs' });
    });

    it('applies the access key to legacy pages too', () => {
      const c = ctx({
        legacy: ['synchronizations'],
        access: { synchronizations: 'SYNCHRONIZATIONS' },
        patch: { legacyAppUrl: 'https://old.example.cz' },
      });
      expect(buildMenu([item('synchronizations')], c)[0]!.disabled).toBe(true);
    });

    it('disables a group only when all its items are disabled', () => {
      const items = [group('group-a', [item('a1'), item('a2')]), group('group-b', [item('b1'), item('b2')])];
      const c = ctx({
        routes: ['a1', 'a2', 'b1', 'b2'],
        access: { a1: 'A1', a2: 'A2', b1: 'B1', b2: 'B2' },
        allowed: ['A2'],
      });
      const nodes = buildMenu(items, c);
      expect(nodes.map((n) => [n.key, n.kind, n.href, n.disabled])).toEqual([
        ['group-a', 'group', null, false],
        ['group-b', 'group', null, true],
      ]);
      expect(nodes[1]!.children.every((n) => n.disabled)).toBe(true);
    });

    it('removes a group with no visible items', () => {
      const items = [
        group('group-empty', []),
        group('group-hidden', [item('h', { isHidden: true })]),
        group('group-missing', [item('gone')]),
        group('group-nested', [group('group-inner', [item('gone2')])]),
        group('group-ok', [item('home')]),
      ];
      expect(keys(buildMenu(items, ctx({ routes: ['home'] })))).toEqual(['group-ok']);
    });

    it('judges a group by its visible items only', () => {
      // The removed item does not count as enabled.
      const items = [group('group-a', [item('gone'), item('a1')])];
      const nodes = buildMenu(items, ctx({ routes: ['a1'], access: { a1: 'A1' } }));
      expect(nodes[0]!.disabled).toBe(true);
      expect(keys(nodes[0]!.children)).toEqual(['a1']);
    });

    it('keeps a parent that has a route as a link with its items', () => {
      const [node] = buildMenu(
        [group('report/statistics', [item('report/statistics/custom')])],
        ctx({ routes: ['report/statistics', 'report/statistics/custom'] }),
      );
      expect(node).toMatchObject({ kind: 'route', href: '/zone/admin/report/statistics' });
      expect(keys(node!.children)).toEqual(['report/statistics/custom']);
    });
  });

  describe('content management', () => {
    it('is removed without a content-management address', () => {
      expect(buildMenu([item('cms')], ctx({ routes: ['cms'] }))).toEqual([]);
    });

    it('opens the address in a new tab', () => {
      const c = ctx({
        routes: ['cms'],
        access: { cms: 'ADMIN_CMS' },
        allowed: ['ADMIN_CMS'],
        patch: { cmsUrl: 'https://cms.example.cz/' },
      });
      expect(buildMenu([item('cms')], c)[0]).toMatchObject({
        kind: 'external',
        href: 'https://cms.example.cz/',
        target: '_blank',
        rel: 'noopener noreferrer',
        disabled: false,
      });
    });

    it('is disabled without ADMIN_CMS', () => {
      const c = ctx({ access: { cms: 'ADMIN_CMS' }, patch: { cmsUrl: 'https://cms.example.cz/' } });
      expect(buildMenu([item('cms')], c)[0]!.disabled).toBe(true);
    });
  });

  it('opens external links in a new tab', () => {
    const [node] = buildMenu([item('federation-web', { externalLink: 'https://www.example.cz' })], ctx());
    expect(node).toMatchObject({
      kind: 'external',
      href: 'https://www.example.cz',
      externalLink: 'https://www.example.cz',
      target: '_blank',
      rel: 'noopener noreferrer',
      active: false,
    });
    expect(node!.rel).toContain('noopener');
  });

  describe('active route', () => {
    const items = [
      group('group-clubs', [
        item('persons', { params: { roleId: 1 } }),
        item('persons', { params: { roleId: 2 } }),
        group('group-inner', [item('board/list')]),
      ]),
      group('group-other', [item('home')]),
    ];
    const routes = ['persons', 'board/list', 'home'];

    it('marks the active item and opens its parents', () => {
      const nodes = buildMenu(items, ctx({ routes, patch: { activePath: 'board/list' } }));
      expect(find(nodes, 'board/list')!.active).toBe(true);
      expect(find(nodes, 'group-inner')!.opened).toBe(true);
      expect(find(nodes, 'group-clubs')!.opened).toBe(true);
      expect(find(nodes, 'group-clubs')!.active).toBe(false);
      expect(find(nodes, 'group-other')!.opened).toBe(false);
      expect(flattenMenu(nodes).filter((n) => n.active)).toHaveLength(1);
      expect(findActivePath(nodes).map((n) => n.key)).toEqual(['group-clubs', 'group-inner', 'board/list']);
    });

    it('tells items with parameters apart by the current parameters', () => {
      const nodes = buildMenu(items, ctx({ routes, patch: { activePath: 'persons', activeParams: { roleId: '2' } } }));
      const persons = flattenMenu(nodes).filter((n) => n.key === 'persons');
      expect(persons.map((n) => n.active)).toEqual([false, true]);
      expect(findActivePath(nodes).at(-1)!.params).toEqual({ roleId: 2 });
    });

    it('has no active path when nothing matches', () => {
      const nodes = buildMenu(items, ctx({ routes, patch: { activePath: 'elsewhere' } }));
      expect(findActivePath(nodes)).toEqual([]);
      expect(flattenMenu(nodes).some((n) => n.opened)).toBe(false);
    });
  });

  it('gives every node a unique id even when keys repeat', () => {
    const nodes = buildMenu(
      [group('g', [item('persons', { params: { roleId: 1 } }), item('persons', { params: { roleId: 2 } })])],
      ctx({ routes: ['persons'] }),
    );
    const ids = flattenMenu(nodes).map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
