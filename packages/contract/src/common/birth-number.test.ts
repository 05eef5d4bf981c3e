import { describe, expect, it } from 'vitest';
import { checkBirthNumber } from './birth-number';

const problem = (text: string) => {
  const r = checkBirthNumber(text);
  return 'problem' in r ? r.problem : null;
};

describe('checkBirthNumber', () => {
  it('reads date and sex of valid numbers, with or without the slash', () => {
    expect(checkBirthNumber('020627/3705')).toEqual({ value: '020627/3705', birthDate: '2002-06-27', sex: 'male' });
    expect(checkBirthNumber('0153231188')).toEqual({ value: '015323/1188', birthDate: '2001-03-23', sex: 'female' });
    expect(checkBirthNumber(' 896130 / 5628 ')).toMatchObject({ birthDate: '1989-11-30', sex: 'female' });
    // Nine digits: before 1954.
    expect(checkBirthNumber('531231/123')).toMatchObject({ birthDate: '1953-12-31', sex: 'male' });
    // The extended series from 2004: +20 for men, +70 for women.
    expect(checkBirthNumber('042215/0003')).toMatchObject({ birthDate: '2004-02-15', sex: 'male' });
    expect(checkBirthNumber('047215/0008')).toMatchObject({ birthDate: '2004-02-15', sex: 'female' });
    // The old series: remainder 10 with a final 0 (here 8001010040: 800101004 % 11 = 10).
    expect(800101004 % 11).toBe(10);
    expect(checkBirthNumber('800101/0040')).toMatchObject({ birthDate: '1980-01-01' });
  });

  it('names what is wrong', () => {
    expect(problem('02062/73705')).toBe('birthNumber.format');
    expect(problem('020627-3705')).toBe('birthNumber.format');
    expect(problem('abc')).toBe('birthNumber.format');
    expect(problem('020627/3706')).toBe('birthNumber.checksum');
    expect(problem('650101/123')).toBe('birthNumber.nineDigits');
    // Remainder 10 is not accepted after 1985.
    expect(problem('900101/0030')).toBe('birthNumber.checksum');
    // +20 only from 2004: month 22 in 1990 does not exist.
    expect(problem('902201/0008')).toBe('birthNumber.month');
    // 31 February.
    expect(problem('020231/0009')).toBe('birthNumber.date');
  });
});
