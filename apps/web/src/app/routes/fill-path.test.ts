// Menu items become addresses: their params fill the route's :params, and a trailing splat takes
// the `path` param (the documents menu item: {"path": "/"} is the top of the tree).
import { describe, expect, it } from 'vitest';
import { fillPath } from './fill-path';

describe('fillPath', () => {
  it('fills :params and refuses a missing one', () => {
    expect(fillPath('board/detail/:id', { id: 5 })).toBe('board/detail/5');
    expect(() => fillPath('board/detail/:id', {})).toThrow('Missing path parameter id');
  });

  it('leaves out an optional :param? that is not given (the tournament list’s tab)', () => {
    expect(fillPath('tournament-dynamic/list/:tab?', null)).toBe('tournament-dynamic/list');
    expect(fillPath('tournament-dynamic/list/:tab?', { tab: 'past' })).toBe('tournament-dynamic/list/past');
    expect(fillPath('tournament-dynamic/detail/:id/:tab?', { id: 3 })).toBe('tournament-dynamic/detail/3');
    expect(() => fillPath('tournament-dynamic/detail/:id/:tab?', {})).toThrow('Missing path parameter id');
  });

  it('gives a trailing splat the segments of the path param, encoded', () => {
    expect(fillPath('document/*', { path: '/' })).toBe('document');
    expect(fillPath('document/*', null)).toBe('document');
    expect(fillPath('document/*', { path: '/Předpisy/2026/' })).toBe('document/P%C5%99edpisy/2026');
  });
});
