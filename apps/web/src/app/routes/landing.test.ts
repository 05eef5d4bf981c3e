import { describe, expect, it } from 'vitest';
import { firstZone, landingPath, startPath } from './landing';

const MEMBER = ['personal', 'public'];
const CLUB = ['club', 'public'];
const ADMIN_AND_CLUB = ['admin', 'club', 'public'];

describe('firstZone and startPath', () => {
  it('keeps the zone worked in last when the user may enter it', () => {
    expect(firstZone(ADMIN_AND_CLUB, 'club')).toBe('club');
    expect(startPath(ADMIN_AND_CLUB, 'club')).toBe('/zone/club/home');
  });

  it('falls back to the first zone the user may enter, never the public one', () => {
    expect(firstZone(MEMBER, 'admin')).toBe('personal');
    expect(firstZone(CLUB, 'public')).toBe('club');
    expect(startPath(MEMBER, 'admin')).toBe('/zone/personal/home');
  });
});

describe('landingPath after sign-in', () => {
  it('leads to the start page without next, or from the root', () => {
    expect(landingPath(null, MEMBER, 'admin')).toBe('/zone/personal/home');
    expect(landingPath('/', CLUB, 'admin')).toBe('/zone/club/home');
    expect(landingPath('/?x=1', CLUB, 'admin')).toBe('/zone/club/home');
  });

  it('replaces the default entry of a zone the user may not enter', () => {
    expect(landingPath('/zone/admin/home', MEMBER, 'admin')).toBe('/zone/personal/home');
    expect(landingPath('/zone/admin', CLUB, 'admin')).toBe('/zone/club/home');
    expect(landingPath('/zone/admin/', CLUB, 'admin')).toBe('/zone/club/home');
  });

  it('keeps a zone entry the user may enter, and every explicit deep link', () => {
    expect(landingPath('/zone/admin/home', ADMIN_AND_CLUB, 'club')).toBe('/zone/admin/home');
    expect(landingPath('/zone/admin/board/list', MEMBER, 'admin')).toBe('/zone/admin/board/list');
    expect(landingPath('/zone/personal/account/user-profile', MEMBER, 'admin')).toBe(
      '/zone/personal/account/user-profile',
    );
  });
});
