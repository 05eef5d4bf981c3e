import { describe, expect, it } from 'vitest';
import { checkBankAccount, checkCzechAccount } from './bank-account';
import { checkIco } from './ico';

describe('IČO', () => {
  it('accepts numbers with a valid check digit, padded to eight digits', () => {
    expect(checkIco('00064581')).toEqual({ value: '00064581' }); // Praha
    expect(checkIco('25596641')).toEqual({ value: '25596641' });
    expect(checkIco('64581')).toEqual({ value: '00064581' });
    expect(checkIco('45274649')).toEqual({ value: '45274649' }); // ČEZ
  });
  it('refuses a wrong check digit or a wrong shape', () => {
    expect(checkIco('25596642')).toEqual({ problem: 'ico.checksum' });
    expect(checkIco('123456789')).toEqual({ problem: 'ico.format' });
    expect(checkIco('12a45678')).toEqual({ problem: 'ico.format' });
  });
});

describe('Czech bank account', () => {
  it('accepts numbers with valid weighted sums and normalizes them', () => {
    expect(checkCzechAccount('19-2000145399/0800')).toMatchObject({ value: '19-2000145399/0800' });
    expect(checkCzechAccount('000000-2000145399 / 0800')).toMatchObject({ value: '2000145399/0800' });
    expect(checkCzechAccount('2700000019/2010')).toMatchObject({ bankCode: '2010' });
  });
  it('refuses a wrong checksum, a short number or a missing bank code', () => {
    expect(checkCzechAccount('19-2000145398/0800')).toEqual({ problem: 'bankAccount.numberChecksum' });
    expect(checkCzechAccount('18-2000145399/0800')).toEqual({ problem: 'bankAccount.prefixChecksum' });
    expect(checkCzechAccount('2000145399')).toEqual({ problem: 'bankAccount.format' });
    expect(checkCzechAccount('10/0800')).toEqual({ problem: 'bankAccount.format' });
  });
  it('tells an IBAN by its shape', () => {
    expect(checkBankAccount('CZ65 0800 0000 1920 0014 5399')).toEqual({
      value: 'CZ6508000000192000145399',
      kind: 'iban',
    });
    expect(checkBankAccount('CZ65 08')).toEqual({ problem: 'iban.format' });
  });
});
