// The Czech company identification number (IČO) as the business register builds it, shared by the
// server and the web form: eight digits (older, shorter ones are padded with leading zeros), the
// last a check digit: the first seven weighted 8..2, the sum's remainder by 11 gives the digit
// (11 - r) mod 10, so r = 0 → 1 and r = 1 → 0.

export type IcoProblem = 'ico.format' | 'ico.checksum';

/** The IČO in the text as stored (eight digits), or why it is none. */
export function checkIco(text: string): { value: string } | { problem: IcoProblem } {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d{1,8}$/.test(digits)) return { problem: 'ico.format' };
  const value = digits.padStart(8, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(value[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 10;
  if (check !== Number(value[7])) return { problem: 'ico.checksum' };
  return { value };
}

/** The normalized IČO, or null when the text is none. */
export function parseIco(text: string): string | null {
  const checked = checkIco(text);
  return 'value' in checked ? checked.value : null;
}
