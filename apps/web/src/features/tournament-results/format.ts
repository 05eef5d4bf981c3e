// Points as shown (up to 2 decimals, the UI language's separators) and a placing as "3." / "3.–4.".
import i18next from 'i18next';

export function formatPoints(value: number | null | undefined): string {
  if (value == null) return '';
  return new Intl.NumberFormat(i18next.language === 'en' ? 'en' : 'cs', { maximumFractionDigits: 2 }).format(value);
}

/** "3.", or "3.–4." for a range. */
export function placeText(from: number | null, to: number | null): string {
  if (from === null) return '';
  return to === null || to === from ? `${from}.` : `${from}.–${to}.`;
}
