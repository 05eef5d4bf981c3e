// Every origin the server writes on an order has its text in both languages: the order's detail
// shows it, and a missing one showed the raw 'disciplinary'.
import { ORDER_ORIGINS } from '@fedra/contract/orders';
import { describe, expect, it } from 'vitest';
import cs from './locales/cs.json';
import en from './locales/en.json';

describe('order origins', () => {
  it.each([
    ['cs', cs],
    ['en', en],
  ])('each has a text in %s', (_lang, texts) => {
    const origins: Record<string, string> = texts.origin;
    expect(ORDER_ORIGINS.filter((origin) => !origins[origin])).toEqual([]);
  });
});
