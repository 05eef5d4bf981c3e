// The public overview's address: what of it reaches the call, and what one pick keeps.
import { describe, expect, it } from 'vitest';
import { overviewQuery, pickKey } from './PublicRankingOverviewPage';

const key = (ageCategoryGroupId: number, sexId: number, sportDisciplineId: number) => ({
  ageCategoryGroupId,
  sexId,
  sportDisciplineId,
});

describe('the public ranking overview address', () => {
  it('sends only well-formed parameters, the page as an offset', () => {
    expect(overviewQuery(new URLSearchParams('group=3&sex=1&discipline=7&date=2026-11-29&name= Nov &page=3'))).toEqual({
      ageCategoryGroupId: '3',
      sexId: '1',
      sportDisciplineId: '7',
      rankDate: '2026-11-29',
      name: 'Nov',
      offset: '100',
    });
    expect(overviewQuery(new URLSearchParams('group=x&sex=0&discipline=-1&date=yesterday&page=abc&x=1'))).toEqual({});
    expect(overviewQuery(new URLSearchParams('page=1'))).toEqual({});
  });

  it('keeps the other keys when the picked combination has a ranking, else only the picked one', () => {
    const keys = [key(3, 1, 1), key(3, 2, 1), key(2, 1, 1)];
    expect(pickKey(key(3, 1, 1), keys, 'sex', '2').toString()).toBe('group=3&sex=2&discipline=1');
    expect(pickKey(key(3, 2, 1), keys, 'group', '2').toString()).toBe('group=2');
    expect(pickKey(null, keys, 'discipline', '1').toString()).toBe('discipline=1');
  });
});
