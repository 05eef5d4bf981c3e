// The Czech QR payment text (SPAYD) and the VAT per rate, without a database: the exact strings of
// the format, its limits (amount, message length, escaping, variable symbol) and no QR payment when
// there is no IBAN or nothing to pay; VAT rounded once per rate to the haléř.
import { describe, expect, it } from 'vitest';
import { shownMoney } from '../../src/features/invoices/invoices.pdf';
import { vatBreakdown } from '../../src/features/invoices/invoices.service';
import { spaydAmount, spaydMessage, spaydString } from '../../src/features/invoices/invoices.spayd';

const IBAN = 'CZ8420100000002100123461';

describe('SPAYD', () => {
  it('builds the text of an invoice payment', () => {
    expect(
      spaydString({
        iban: IBAN,
        amountHalere: 125050,
        variableSymbol: '2026000001',
        message: 'Faktura 2026000001',
      }),
    ).toBe('SPD*1.0*ACC:CZ8420100000002100123461*AM:1250.50*CC:CZK*X-VS:2026000001*MSG:FAKTURA 2026000001');
  });

  it('adds a valid BIC to the account and normalises spaces and case', () => {
    expect(
      spaydString({ iban: 'cz84 2010 0000 0021 0012 3461', bic: 'fiobczpp xxx', amountHalere: 100, currency: 'eur' }),
    ).toBe('SPD*1.0*ACC:CZ8420100000002100123461+FIOBCZPPXXX*AM:1.00*CC:EUR');
    expect(spaydString({ iban: IBAN, bic: 'NOT A BIC!', amountHalere: 100 })).toBe(
      'SPD*1.0*ACC:CZ8420100000002100123461*AM:1.00*CC:CZK',
    );
  });

  it('formats amounts with a dot and two decimals, without grouping', () => {
    expect(spaydAmount(5)).toBe('0.05');
    expect(spaydAmount(100)).toBe('1.00');
    expect(spaydAmount(100_000_000)).toBe('1000000.00');
    expect(spaydAmount(999_999_999)).toBe('9999999.99');
  });

  it('gives no QR payment without an IBAN, with a bad one, for nothing to pay or over the maximum', () => {
    expect(spaydString({ iban: null, amountHalere: 100 })).toBeNull();
    expect(spaydString({ iban: '', amountHalere: 100 })).toBeNull();
    expect(spaydString({ iban: '2100123461/2010', amountHalere: 100 })).toBeNull();
    expect(spaydString({ iban: IBAN, amountHalere: 0 })).toBeNull();
    expect(spaydString({ iban: IBAN, amountHalere: -100 })).toBeNull();
    expect(spaydString({ iban: IBAN, amountHalere: 1_000_000_000 })).toBeNull();
    expect(spaydString({ iban: IBAN, amountHalere: 999_999_999 })).toContain('*AM:9999999.99*');
  });

  it('leaves out a variable symbol that is not up to 10 digits', () => {
    expect(spaydString({ iban: IBAN, amountHalere: 100, variableSymbol: '12345678901' })).not.toContain('X-VS');
    expect(spaydString({ iban: IBAN, amountHalere: 100, variableSymbol: 'D2026000001' })).not.toContain('X-VS');
    expect(spaydString({ iban: IBAN, amountHalere: 100, variableSymbol: '0000000042' })).toContain('*X-VS:0000000042');
  });

  it('writes the message without diacritics in capitals, escapes the asterisk and cuts at 60 characters', () => {
    expect(spaydMessage('Příliš žluťoučký kůň')).toBe('PRILIS ZLUTOUCKY KUN');
    expect(spaydMessage('a*b')).toBe('A%2AB');
    expect(spaydMessage('TJ "Sokol" & spol., z.s.')).toBe('TJ SOKOL SPOL. Z.S.');
    expect(spaydMessage('x'.repeat(80))).toBe('X'.repeat(60));
    // An escape never split: 58 letters and "*" (3 characters) would make 61.
    expect(spaydMessage(`${'x'.repeat(58)}*y`)).toBe('X'.repeat(58));
    expect(spaydString({ iban: IBAN, amountHalere: 100, message: '***' })).toBe(
      'SPD*1.0*ACC:CZ8420100000002100123461*AM:1.00*CC:CZK*MSG:%2A%2A%2A',
    );
    expect(spaydString({ iban: IBAN, amountHalere: 100, message: '  ' })).not.toContain('MSG');
  });
});

describe('VAT per rate', () => {
  it('rounds the VAT of each rate’s sum once, to the haléř, highest rate first', () => {
    // Two lines of 1.00 at 21 %: 17.36 haléře each would round to 17 + 17; their sum 200 gives 35.
    expect(
      vatBreakdown([
        { vatRate: 0, amount: 10000 },
        { vatRate: 21, amount: 100 },
        { vatRate: 12, amount: 125050 },
        { vatRate: 21, amount: 100 },
      ]),
    ).toEqual([
      { rate: 21, base: 165, vat: 35, gross: 200 },
      { rate: 12, base: 111652, vat: 13398, gross: 125050 },
      { rate: 0, base: 10000, vat: 0, gross: 10000 },
    ]);
  });

  it('rounds half up and a credit note’s negative sums as their positive counterparts', () => {
    // 121 × 21 / 121 = 21 exactly.
    expect(vatBreakdown([{ vatRate: 21, amount: 121 }])).toEqual([{ rate: 21, base: 100, vat: 21, gross: 121 }]);
    // 14 × 12 / 112 = 1.5 → 2 (half up).
    expect(vatBreakdown([{ vatRate: 12, amount: 14 }])).toEqual([{ rate: 12, base: 12, vat: 2, gross: 14 }]);
    expect(vatBreakdown([{ vatRate: 12, amount: -14 }])).toEqual([{ rate: 12, base: -12, vat: -2, gross: -14 }]);
  });
});

describe('money on the PDF', () => {
  it('writes haléře as Czech and English readers do', () => {
    const plain = (s: string) => s.replace(/\u00a0/g, ' ');
    expect(plain(shownMoney(125050, 'cs'))).toBe('1 250,50 Kč');
    expect(plain(shownMoney(5, 'cs'))).toBe('0,05 Kč');
    expect(plain(shownMoney(100_000_000, 'en'))).toBe('CZK 1,000,000.00');
    expect(plain(shownMoney(-125050, 'cs'))).toBe('−1 250,50 Kč');
  });
});
