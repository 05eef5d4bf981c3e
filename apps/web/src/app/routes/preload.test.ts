// Which code the first screen at an address needs, as the router will decide it: the sign-in
// page, or a page's module with or without the shell.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../platform/config/runtime-config';
import { tokens } from '../../platform/session/tokens';
import { testRuntimeConfig } from '../../test/runtime-config';
import { firstScreen, loadShell, preloadFirstScreen } from './preload';
import { PAGES } from './registry';
import { rememberZone } from './zone-memory';

const config = testRuntimeConfig({ modules: ['board'] });
beforeEach(() => {
  setRuntimeConfig(config);
  sessionStorage.clear();
});

const pageOf = (name: string) => PAGES.find((p) => p.name === name)!;
const screen = (name: string, zone: string, shell: boolean) => ({ kind: 'page', page: pageOf(name), zone, shell });

describe('firstScreen', () => {
  it('is the sign-in page at /login, and for every shell page when signed out', () => {
    expect(firstScreen('/login', false)).toEqual({ kind: 'login' });
    expect(firstScreen('/login', true)).toEqual({ kind: 'login' });
    expect(firstScreen('/zone/admin/home', false)).toEqual({ kind: 'login' });
    expect(firstScreen('/board/list', false)).toEqual({ kind: 'login' });
  });

  it("is the public site's home at the root for a visitor (issue 36)", () => {
    expect(firstScreen('/', false)).toEqual(screen('public_home', 'public', false));
    expect(firstScreen('/zone/public', false)).toEqual(screen('public_home', 'public', false));
  });

  it('is the page with the shell inside a zone, the dashboard for the zone itself and the root', () => {
    expect(firstScreen('/zone/admin/home', true)).toEqual(screen('home', 'admin', true));
    expect(firstScreen('/zone/club', true)).toEqual(screen('home', 'club', true));
    expect(firstScreen('/zone/personal/', true)).toEqual(screen('home', 'personal', true));
    expect(firstScreen('/', true)).toEqual(screen('home', 'admin', true));
    expect(firstScreen('/zone/admin/board/detail/12', true)).toEqual(screen('board__detail', 'admin', true));
    // The root and its duplicates lead into the zone worked in last: the same page.
    expect(firstScreen('/board/detail/12', true)).toEqual(screen('board__detail', 'admin', true));
    rememberZone('club');
    expect(firstScreen('/', true)).toEqual(screen('home', 'club', true));
  });

  it('takes a public page without the shell, signed in or not', () => {
    for (const signedIn of [false, true]) {
      expect(firstScreen('/zone/public/board/public-board-overview', signedIn)).toEqual(
        screen('board__public_board_overview', 'public', false),
      );
      expect(firstScreen('/board/public-board-overview', signedIn)).toEqual(
        screen('board__public_board_overview', 'public', false),
      );
    }
  });

  it('loads nothing for an unknown address, a page in a zone it does not exist in, or a switched-off module', () => {
    expect(firstScreen('/zone/admin/no-such-page', true)).toEqual({ kind: 'unknown' });
    expect(firstScreen('/zone/club/board/list', true)).toEqual({ kind: 'unknown' });
    expect(firstScreen('/zone/elsewhere/home', true)).toEqual({ kind: 'unknown' });
    setRuntimeConfig({ ...config, modules: [] });
    expect(firstScreen('/zone/admin/board/list', true)).toEqual({ kind: 'unknown' });
  });
});

describe('loadShell', () => {
  it('imports the shell once and marks the promise fulfilled for React.use', async () => {
    const first = loadShell();
    expect(loadShell()).toBe(first);
    const shell = await first;
    expect(typeof shell.default).toBe('function');
    expect(first).toMatchObject({ status: 'fulfilled', value: shell });
  });
});

describe('preloadFirstScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokens.clear();
  });

  it("asks for a signed-in user's dashboard data at once, and for nothing when signed out", async () => {
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ data: [], limit: 20, offset: 0, total: 0 })),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    tokens.set('access', 'refresh');
    preloadFirstScreen('/zone/club/home', true, queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['seasons', 'club'])).toEqual(expect.objectContaining({ total: 0 })),
    );
    // The season card, the first page of the zone's news and its tags, all at once.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls.map((c) => c[0]).sort()).toEqual([
      '/api/club-zone/federation-articles/published?offset=0&limit=12&sort=-publishDate',
      '/api/club-zone/federation-articles/tags',
      '/api/club-zone/seasons?limit=20&sort=-validTill',
    ]);

    fetch.mockClear();
    tokens.clear();
    preloadFirstScreen('/zone/club/home', false, new QueryClient());
    preloadFirstScreen('/login', false, new QueryClient());
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
