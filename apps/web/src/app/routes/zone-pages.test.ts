import type { MenuItem } from '@fedra/contract/codebook';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../../platform/routing/page-route';
import { buildMenu, flattenMenu } from '../menu/build-menu';
import { pagesByKeyIn } from './zone-pages';

const load = () => Promise.resolve({ default: () => null });
const page = (name: string, key: string, zones?: PageRoute['zones']): PageRoute => ({
  name,
  path: key,
  key,
  accessKey: 'UNSPECIFIED',
  titleKey: `x:${name}`,
  ...(zones ? { zones } : {}),
  load,
});

const adminCredits = page('admin-credits', 'credit-history/list', ['admin']);
const clubCredits = page('club-credits', 'credit-history/list', ['club']);
const contracts = page('contracts', 'contract/list', ['admin', 'club']);
const boardsPublic = page('boards-public', 'board/public', ['public']);
const home = page('home', 'home');

describe('pagesByKeyIn', () => {
  it('offers a page only in the zones it is registered in', () => {
    const pages = [adminCredits, contracts, home];
    expect(pagesByKeyIn('admin', pages).has('credit-history/list')).toBe(true);
    expect(pagesByKeyIn('club', pages).has('credit-history/list')).toBe(false);
    expect(pagesByKeyIn('personal', pages).has('contract/list')).toBe(false);
    // No zones: every shell zone, not the public one.
    expect([...pagesByKeyIn('personal', pages).keys()]).toEqual(['home']);
    expect(pagesByKeyIn('public', pages).has('home')).toBe(false);
  });

  it("picks the zone's own page when a key has one page per zone", () => {
    const pages = [adminCredits, clubCredits];
    expect(pagesByKeyIn('admin', pages).get('credit-history/list')).toBe(adminCredits);
    expect(pagesByKeyIn('club', pages).get('credit-history/list')).toBe(clubCredits);
  });

  it('links a public-only page from every zone', () => {
    for (const zone of ['admin', 'club', 'personal'] as const) {
      expect(pagesByKeyIn(zone, [boardsPublic]).get('board/public')).toBe(boardsPublic);
    }
  });

  it('removes a club-zone menu item whose page exists in the admin zone only', () => {
    const item: MenuItem = {
      key: 'credit-history/list',
      title: { cs: 'Kredit klubu', en: 'Club credit' },
      description: null,
      icon: 'wallet',
      externalLink: null,
      isDisabled: false,
      isHidden: false,
      params: null,
      items: [],
    };
    const menuIn = (zone: 'admin' | 'club', pages: PageRoute[]) => {
      const byKey = pagesByKeyIn(zone, pages);
      return flattenMenu(
        buildMenu([item], {
          lang: 'cs',
          hasRoute: (k) => byKey.has(k),
          accessKeyOf: () => undefined,
          can: () => true,
          cmsUrl: null,
          legacyAppUrl: null,
          isLegacy: () => false,
          activePath: '',
          hrefOf: (k) => `/zone/${zone}/${k}`,
        }),
      ).map((n) => n.href);
    };
    expect(menuIn('club', [adminCredits])).toEqual([]);
    expect(menuIn('admin', [adminCredits])).toEqual(['/zone/admin/credit-history/list']);
    expect(menuIn('club', [adminCredits, clubCredits])).toEqual(['/zone/club/credit-history/list']);
  });
});
