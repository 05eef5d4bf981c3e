// Czech domestic bank account numbers (prefix-number/bank code) as the Czech National Bank's
// decree 169/2011 builds them, shared by the server and the web form: a prefix of up to six
// digits and a number of two to ten digits, each with its weighted sum divisible by 11 (weights
// from the right 1, 2, 4, 8, 5, 10, 9, 7, 3, 6), the number with at least two non-zero digits,
// and a four-digit bank code. An IBAN (two letters first) is told apart here by its shape only:
// the server checks it with a library (ibankit), the web form leaves that to the server.

export type BankAccountProblem =
  | 'bankAccount.format'
  | 'bankAccount.prefixChecksum'
  | 'bankAccount.numberChecksum'
  | 'iban.format';

const WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** The weighted sum of the digits from the right is divisible by 11. */
function mod11(digits: string): boolean {
  let sum = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((d, i) => {
    sum += Number(d) * (WEIGHTS[i] ?? 0);
  });
  return sum % 11 === 0;
}

export interface CzechAccount {
  /** Normalized "prefix-number/code" (without a zero prefix: "number/code"). */
  value: string;
  prefix: string | null;
  number: string;
  bankCode: string;
}

/** Whether the text looks like an IBAN (country letters, check digits, the rest). */
export const looksLikeIban = (text: string): boolean => /^[A-Za-z]{2}/.test(text.trim());

/** The Czech account number in the text, or why it is none. */
export function checkCzechAccount(text: string): CzechAccount | { problem: BankAccountProblem } {
  const m = /^(?:(\d{1,6})\s*-\s*)?(\d{2,10})\s*\/\s*(\d{4})$/.exec(text.trim());
  if (!m) return { problem: 'bankAccount.format' };
  const [, prefixText, number, bankCode] = m as unknown as [string, string | undefined, string, string];
  const prefix = prefixText && Number(prefixText) !== 0 ? prefixText.replace(/^0+/, '') : null;
  if (prefix && !mod11(prefix)) return { problem: 'bankAccount.prefixChecksum' };
  const normalized = number.replace(/^0+/, '');
  if ([...normalized].filter((d) => d !== '0').length < 2) return { problem: 'bankAccount.format' };
  if (!mod11(number)) return { problem: 'bankAccount.numberChecksum' };
  return {
    value: `${prefix ? `${prefix}-` : ''}${normalized}/${bankCode}`,
    prefix,
    number: normalized,
    bankCode,
  };
}

/**
 * A bank account as typed: a Czech number checked in full, an IBAN by its shape (letters, two check
 * digits, 11 to 30 letters and digits; spaces allowed). The normalized value, or why it is none.
 */
export function checkBankAccount(
  text: string,
): { value: string; kind: 'czech' | 'iban' } | { problem: BankAccountProblem } {
  if (looksLikeIban(text)) {
    const compact = text.replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return { problem: 'iban.format' };
    return { value: compact, kind: 'iban' };
  }
  const checked = checkCzechAccount(text);
  return 'problem' in checked ? checked : { value: checked.value, kind: 'czech' };
}
