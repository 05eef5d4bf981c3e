// The club's "add role" form on its own (the server's side is tested in
// apps/server/src/features/persons): the types a club may submit, the level dropped with a change
// of type, the body it sends and the messages of missing fields, in both languages.
import type { CodebookItem } from '@fedra/contract/codebook';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../test/render';
import { isClubSubmittable, roleBody, roleFormErrors, roleFormValues, withRoleType } from './role-form';

const labels = (field: string) => i18next.t(`persons:field.role_${field}`);
const type = (flags: Record<string, boolean>): CodebookItem => ({
  id: 1,
  code: 'X',
  name: { cs: 'X', en: 'X' },
  ...flags,
});

beforeAll(async () => {
  await setupI18n();
});

describe("the club's add-role form", () => {
  it('offers only the club roles a club may edit', () => {
    expect(isClubSubmittable(type({ isClubRole: true, isClubEditable: true }))).toBe(true);
    expect(isClubSubmittable(type({ isClubRole: true, isClubEditable: false }))).toBe(false);
    expect(isClubSubmittable(type({ isClubRole: false, isClubEditable: false }))).toBe(false);
  });

  it('starts on the given day, drops the level when the type changes and sends ids as numbers', () => {
    const start = roleFormValues('2026-03-01');
    expect(start).toEqual({ typeId: null, levelId: null, validFrom: '2026-03-01' });
    const coach = { ...withRoleType(start, '3'), levelId: '2' };
    expect(withRoleType(coach, '3').levelId).toBe('2');
    expect(withRoleType(coach, '5')).toEqual({ typeId: '5', levelId: null, validFrom: '2026-03-01' });
    expect(roleBody(coach)).toEqual({ typeId: 3, levelId: 2, validFrom: '2026-03-01' });
    expect(roleBody(withRoleType(coach, '8'))).toEqual({ typeId: 8, levelId: null, validFrom: '2026-03-01' });
    expect(roleFormErrors(coach, labels)).toEqual({});
  });

  it('names the missing role and date next to their fields', async () => {
    await i18next.changeLanguage('cs');
    const errors = roleFormErrors({ typeId: null, levelId: null, validFrom: '' }, labels);
    expect(Object.keys(errors).sort()).toEqual(['typeId', 'validFrom']);
    expect(errors).toEqual({ typeId: 'Pole Role je povinné', validFrom: 'Pole Platí od je povinné' });
    await i18next.changeLanguage('en');
    const english = roleFormErrors({ typeId: null, levelId: null, validFrom: '' }, labels);
    expect(english).toEqual({ typeId: 'The field Role is required', validFrom: 'The field Valid from is required' });
    await i18next.changeLanguage('cs');
  });
});
