import { LoginRequestSchema } from '@fedra/contract/account';
import { boundedDate } from '@fedra/contract/common/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupI18n } from '../../test/render';
import { validationMessages as m, zodFieldErrors } from './messages';
import { rules } from './validators';

describe('validation messages', () => {
  beforeAll(async () => {
    await setupI18n('cs');
  });

  it('fill in the label (Czech)', async () => {
    await setupI18n('cs');
    expect(m.required('Jméno')).toBe('Pole Jméno je povinné');
    expect(m.userNameTaken()).toBe('Toto uživatelské jméno již je používané');
    expect(m.digit('Heslo')).toBe('Pole Heslo musí obsahovat alespoň jednu číslici');
  });

  it('use the Czech plural forms of "znak" and "položka"', async () => {
    await setupI18n('cs');
    expect(m.minLength('Heslo', 1)).toBe('Pole Heslo musí mít alespoň 1 znak');
    expect(m.minLength('Heslo', 2)).toBe('Pole Heslo musí mít alespoň 2 znaky');
    expect(m.minLength('Heslo', 4)).toBe('Pole Heslo musí mít alespoň 4 znaky');
    expect(m.minLength('Heslo', 5)).toBe('Pole Heslo musí mít alespoň 5 znaků');
    expect(m.minLength('Heslo', 0)).toBe('Pole Heslo musí mít alespoň 0 znaků');
    expect(m.minItems('Turnaje', 1)).toBe('Pole Turnaje musí obsahovat alespoň 1 položku');
    expect(m.minItems('Turnaje', 3)).toBe('Pole Turnaje musí obsahovat alespoň 3 položky');
    expect(m.minItems('Turnaje', 10)).toBe('Pole Turnaje musí obsahovat alespoň 10 položek');
  });

  it('speak English', async () => {
    await setupI18n('en');
    expect(m.required('Name')).toBe('The field Name is required');
    expect(m.minLength('Password', 1)).toBe('The field Password must have at least 1 character');
    expect(m.minLength('Password', 8)).toBe('The field Password must have at least 8 characters');
    expect(m.max('Age', 99)).toBe('The field Age must be at most 99');
    await setupI18n('cs');
  });

  it('rules return the shared messages', async () => {
    await setupI18n('cs');
    expect(rules.required('Jméno')('  ', {})).toBe('Pole Jméno je povinné');
    expect(rules.required('Jméno')('Eva', {})).toBeNull();
    expect(rules.all(rules.minLength('Heslo', 8), rules.digit('Heslo'))('abcdefgh', {})).toBe(
      'Pole Heslo musí obsahovat alespoň jednu číslici',
    );
    expect(rules.matches('password')('abc', { password: 'abd' })).toBe('Hesla se neshodují');
    expect(rules.min('Priorita', 1)(0, {})).toBe('Hodnota pole Priorita musí být alespoň 1');
    expect(rules.email('E-mail')('x@', {})).toBe('Pole E-mail musí být platný e-mail');
  });
});

describe('zodFieldErrors', () => {
  it('translates the contract message keys with the field label', async () => {
    await setupI18n('cs');
    const errors = zodFieldErrors(LoginRequestSchema, { userName: 'not-an-email', password: '' });
    expect(errors).toEqual({ userName: 'Neplatný formát e-mailu.', password: 'Heslo je povinné.' });
    await setupI18n('en');
    expect(zodFieldErrors(LoginRequestSchema, { userName: '', password: 'x' })).toEqual({
      userName: 'Email is required.',
    });
    await setupI18n('cs');
  });

  it('maps keys and plain zod issues, with labels and counted plurals', async () => {
    await setupI18n('cs');
    const schema = z.object({
      name: z.string({ error: 'validation.required' }).min(3, 'validation.minLength'),
      tags: z.array(z.string()).min(2),
      priority: z.number().max(100, 'validation.max'),
      note: z.string().regex(/^x/, 'some text no key knows'),
      items: z.array(z.object({ title: z.string() })),
    });
    const errors = zodFieldErrors(
      schema,
      { tags: ['a'], priority: 101, note: 'y', items: [{ title: 1 }] },
      { name: 'Název', tags: 'Štítky', priority: 'Priorita', note: 'Poznámka' },
    );
    expect(errors).toEqual({
      name: 'Pole Název je povinné',
      tags: 'Pole Štítky musí obsahovat alespoň 2 položky',
      priority: 'Hodnota pole Priorita může být nejvýše 100',
      note: 'Pole Poznámka nemá platný formát',
      'items.0.title': 'Pole items.0.title má nesprávný typ',
    });
    expect(zodFieldErrors(schema.pick({ name: true }), { name: 'ab' }, { name: 'Název' })).toEqual({
      name: 'Pole Název musí mít alespoň 3 znaky',
    });
    expect(zodFieldErrors(schema.pick({ name: true }), { name: 'abc' })).toEqual({});
  });

  it('says that a field left empty is required, whatever its type, unless its schema words it itself', async () => {
    await setupI18n('cs');
    const schema = z.object({
      from: boundedDate(),
      name: z.string().min(1, 'validation.minLength'),
      code: z.string().regex(/^\d+$/),
      kind: z.number(),
      format: z.string().regex(/^x/, 'validation.format'),
    });
    const labels = { from: 'Od', name: 'Název', code: 'Kód', kind: 'Druh', format: 'Formát' };
    expect(zodFieldErrors(schema, { from: '', name: '', code: '', kind: null, format: 'y' }, labels)).toEqual({
      from: 'Pole Od je povinné',
      name: 'Pole Název je povinné',
      code: 'Pole Kód je povinné',
      kind: 'Pole Druh je povinné',
      format: 'Pole Formát nemá platný formát',
    });
    // A value typed wrong keeps its own message.
    expect(zodFieldErrors(schema.pick({ from: true }), { from: '2026-13-01' }, labels)).toEqual({
      from: 'Pole Od musí být platné datum',
    });
  });

  it('falls back to a generic message for unknown messages', async () => {
    await setupI18n('cs');
    const schema = z.object({ code: z.string().refine((v) => v === 'ok', 'not.a.known.key') });
    expect(zodFieldErrors(schema, { code: 'no' }, { code: 'Kód' })).toEqual({ code: 'Pole Kód nemá platnou hodnotu' });
  });
});
