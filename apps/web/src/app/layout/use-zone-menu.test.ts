import type { LoggedUser } from '@fedra/contract/account';
import type { MenuItem } from '@fedra/contract/codebook';
import { describe, expect, it } from 'vitest';
import { withoutUnmetItems } from './use-zone-menu';

const item = (key: string, items: MenuItem[] = []) => ({ key, items }) as unknown as MenuItem;
const member = (isReferee: boolean) =>
  ({ assignPerson: { id: 1, firstName: 'A', lastName: 'B', registrationNumber: 'CZE 1', isReferee } }) as LoggedUser;

describe('menu items offered to some users only', () => {
  const menu = [item('home'), item('group', [item('referee-journal/my-journal'), item('tournament/calendar')])];

  it('offers the own referee journal to a referee only, at any depth', () => {
    const keys = (items: MenuItem[]): string[] => items.flatMap((i) => [i.key, ...keys(i.items)]);
    expect(keys(withoutUnmetItems(menu, member(true)))).toContain('referee-journal/my-journal');
    expect(keys(withoutUnmetItems(menu, member(false)))).toEqual(['home', 'group', 'tournament/calendar']);
    expect(keys(withoutUnmetItems(menu, null))).not.toContain('referee-journal/my-journal');
  });
});
