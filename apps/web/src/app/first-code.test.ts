import { describe, expect, it } from 'vitest';
import { firstCode } from './first-code';

describe('firstCode', () => {
  it('starts the application for a stored session, whatever the address', () => {
    for (const path of ['/', '/login', '/zone/admin/home', '/zone/public/tournament/list', '/nowhere'])
      expect(firstCode(path, '', '', true)).toEqual({ kind: 'app' });
  });

  it('shows the sign-in screen signed out at the sign-in page, keeping its parameters', () => {
    expect(firstCode('/login', '?next=%2Fzone%2Fclub%2Fhome&ssoError=x', '', false)).toEqual({
      kind: 'sign-in',
      address: '/login?next=%2Fzone%2Fclub%2Fhome&ssoError=x',
    });
  });

  it("starts the application at the root for a visitor: it is the public site's home", () => {
    expect(firstCode('/', '', '', false)).toEqual({ kind: 'app' });
  });

  it("leads a zone's page to the sign-in page and back there afterwards, as the guard does", () => {
    expect(firstCode('/zone/club/contract/list', '?page=2', '#top', false)).toEqual({
      kind: 'sign-in',
      address: `/login?next=${encodeURIComponent('/zone/club/contract/list?page=2#top')}`,
    });
    expect(firstCode('/zone/personal', '', '', false)).toEqual({
      kind: 'sign-in',
      address: `/login?next=${encodeURIComponent('/zone/personal')}`,
    });
  });

  it('leaves public pages, root duplicates and unknown addresses to the application', () => {
    for (const path of [
      '/zone/public/tournament/list',
      '/board/list',
      '/zone/other/x',
      '/nowhere',
      '/zone/administration',
    ])
      expect(firstCode(path, '', '', false)).toEqual({ kind: 'app' });
  });
});
