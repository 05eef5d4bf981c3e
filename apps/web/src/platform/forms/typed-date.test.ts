// The text a typeable date field reads (platform/forms/typed-date.ts).
import { describe, expect, it } from 'vitest';
import { parseTypedDate, parseTypedTime } from './typed-date';

describe('a typed date', () => {
  it('is typed Czech style, day first with slashes or as ISO; a date that does not exist is no date', () => {
    expect(parseTypedDate('1. 3. 2026')).toBe('2026-03-01');
    expect(parseTypedDate(' 1.3.2026 ')).toBe('2026-03-01');
    expect(parseTypedDate('29. 2. 2024')).toBe('2024-02-29');
    expect(parseTypedDate('2026-03-01')).toBe('2026-03-01');
    expect(parseTypedDate('17/5/2012')).toBe('2012-05-17');
    expect(parseTypedDate('30. 2. 2026')).toBeNull();
    expect(parseTypedDate('1. 13. 2026')).toBeNull();
    expect(parseTypedDate('1. 1. 1800')).toBeNull();
    expect(parseTypedDate('zítra')).toBeNull();
  });
});

describe('a typed time', () => {
  it('takes a colon, a dot, digits alone or an hour alone; what is no time of day is null', () => {
    expect(parseTypedTime('9:30')).toBe('09:30');
    expect(parseTypedTime(' 9.30 ')).toBe('09:30');
    expect(parseTypedTime('0930')).toBe('09:30');
    expect(parseTypedTime('18')).toBe('18:00');
    expect(parseTypedTime('23:59')).toBe('23:59');
    expect(parseTypedTime('24:00')).toBeNull();
    expect(parseTypedTime('9:60')).toBeNull();
    expect(parseTypedTime('930')).toBe('09:30');
    expect(parseTypedTime('9:3')).toBeNull();
    expect(parseTypedTime('')).toBeNull();
    expect(parseTypedTime('poledne')).toBeNull();
  });
});
