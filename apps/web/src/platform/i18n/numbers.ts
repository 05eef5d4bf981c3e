// Numbers as the reader's language writes them: Czech "1 234", "51,2 %" and "1 250,00 Kč", English
// "1,234", "51.2%" and "CZK 1,250.00". Formatters are built once per language (Intl.NumberFormat is
// slow to construct).
import { CURRENCY } from '@fedra/contract/common/money';

const formats = new Map<string, Intl.NumberFormat>();

const OPTIONS: Record<'count' | 'points' | 'percent' | 'money', Intl.NumberFormatOptions> = {
  count: { maximumFractionDigits: 0 },
  points: { maximumFractionDigits: 2 },
  percent: { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 },
  money: { style: 'currency', currency: CURRENCY, currencyDisplay: 'symbol' },
};

function formatter(lang: string, kind: keyof typeof OPTIONS): Intl.NumberFormat {
  const key = `${lang}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options = OPTIONS[kind];
    format = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'cs-CZ', options);
    formats.set(key, format);
  }
  return format;
}

export function formatCount(value: number, lang: string): string {
  return formatter(lang, 'count').format(value);
}

/** Points of a result or a ranking, to at most two decimals (12.5 -> "12,5"). */
export function formatPoints(value: number, lang: string): string {
  return formatter(lang, 'points').format(value);
}

/** A share given in percent (51.2 -> "51,2 %"), with one decimal as the server rounds it. */
export function formatPercent(value: number, lang: string): string {
  return formatter(lang, 'percent').format(value / 100);
}

/** An amount in the federation's currency (1250 -> "1 250,00 Kč", in English "CZK 1,250.00"). */
export function formatMoney(value: number, lang: string): string {
  return formatter(lang, 'money').format(value);
}
