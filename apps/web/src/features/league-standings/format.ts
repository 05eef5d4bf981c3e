// A rank as shown ("3." or "3.–4." when shared), a won:lost pair and a decimal in the UI language.
import i18next from 'i18next';

export function rankText(from: number, to: number): string {
  return to === from ? `${from}.` : `${from}.–${to}.`;
}

export const pair = (won: number, lost: number) => `${won}:${lost}`;

export function formatDecimal(value: number | null | undefined): string {
  if (value == null) return '–';
  return new Intl.NumberFormat(i18next.language === 'en' ? 'en' : 'cs', { maximumFractionDigits: 1 }).format(value);
}
