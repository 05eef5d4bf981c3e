// Koruny as typed into a form <-> whole haléře as the API keeps them (the price list, payments):
// parsed from the text, never through a float (0.29 CZK is 29 haléřů, not 28.999…).

/** "1 250,5" or "1250.50" -> 125050; null when it is no amount of at most two decimals. */
export function korunyToHalere(input: string): number | null {
  const text = input.replace(/[\s\u00a0]|Kč/g, '').replace(',', '.');
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 125050 -> "1250,50" (Czech) or "1250.50": what the form shows to edit. */
export function halereToKoruny(halere: number, lang: string): string {
  const whole = Math.trunc(halere / 100);
  const cents = String(Math.abs(halere % 100)).padStart(2, '0');
  return `${whole}${lang === 'en' ? '.' : ','}${cents}`;
}
