// Koruny typed into the price form become haléře exactly (no float drift), and back.
import { describe, expect, it } from 'vitest';
import { halereToKoruny, korunyToHalere } from './money-input';

describe('koruny and haléře', () => {
  it.each([
    ['250,50', 25_050],
    ['250.5', 25_050],
    ['0,29', 29],
    ['1 000', 100_000],
    ['1\u00a0234,56', 123_456],
    ['0', 0],
    ['9999999,99', 999_999_999],
  ])('reads %s as %i haléřů', (text, halere) => expect(korunyToHalere(text)).toBe(halere));

  it.each(['', '-5', '1,234', '12a', '1.2.3', ',5'])('refuses %s', (text) => expect(korunyToHalere(text)).toBeNull());

  it('writes haléře back as koruny with two decimals', () => {
    expect(halereToKoruny(25_050, 'cs')).toBe('250,50');
    expect(halereToKoruny(29, 'en')).toBe('0.29');
    expect(halereToKoruny(100_000, 'cs')).toBe('1000,00');
  });
  it('takes the currency a formatted amount carries', () => {
    expect(korunyToHalere('450,50 Kč')).toBe(45050);
    expect(korunyToHalere('-5')).toBeNull();
  });
});
