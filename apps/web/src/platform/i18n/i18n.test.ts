// Czech has four plural forms (0, 1, 2–4, other) and decimals; English two. Every key exists in both.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { formatDate, formatDateRange } from './format';
import { loadAllLanguages } from './i18n';

let t: Awaited<ReturnType<typeof setupI18n>>['t'];

beforeAll(async () => {
  const i18n = await setupI18n('cs');
  t = i18n.t.bind(i18n);
});

describe('plural forms', () => {
  it('uses the Czech forms for 0, 1, 2–4, 5+ and decimals', () => {
    expect(t('form.minLength', { count: 0 })).toBe('Pole musí mít alespoň 0 znaků');
    expect(t('form.minLength', { count: 1 })).toBe('Pole musí mít alespoň 1 znak');
    expect(t('form.minLength', { count: 3 })).toBe('Pole musí mít alespoň 3 znaky');
    expect(t('form.minLength', { count: 8 })).toBe('Pole musí mít alespoň 8 znaků');
    expect(t('form.minLength', { count: 1.5 })).toBe('Pole musí mít alespoň 1.5 znaku');
  });

  it('has every text in Czech and English', async () => {
    const { cs, en } = await loadAllLanguages();
    // Plural forms differ by language (Czech has four), so keys are compared without the suffix.
    const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
    const flat = (o: unknown, pre = ''): string[] => [
      ...new Set(
        Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
          v && typeof v === 'object' ? flat(v, `${pre}${k}.`) : [base(`${pre}${k}`)],
        ),
      ),
    ];
    expect(Object.keys(en).sort()).toEqual(Object.keys(cs).sort());
    for (const ns of Object.keys(cs)) expect(flat(en[ns]).sort(), ns).toEqual(flat(cs[ns]).sort());
  });
});

describe('dates', () => {
  it('formats Czech style', () => {
    expect(formatDate('2026-03-01')).toBe('1. 3. 2026');
    expect(formatDateRange('2026-07-01', '2027-06-30')).toBe('1. 7. 2026 – 30. 6. 2027');
    // One day is one date (a one-day tournament).
    expect(formatDateRange('2026-12-20', '2026-12-20')).toBe('20. 12. 2026');
  });
});
