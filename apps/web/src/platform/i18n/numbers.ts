// Numbers as the reader's language writes them: Czech "1 234" and "51,2 %", English "1,234" and
// "51.2%". Formatters are built once per language (Intl.NumberFormat is slow to construct).
const formats = new Map<string, Intl.NumberFormat>();

function formatter(lang: string, kind: 'count' | 'percent'): Intl.NumberFormat {
  const key = `${lang}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'count'
        ? { maximumFractionDigits: 0 }
        : { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 };
    format = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'cs-CZ', options);
    formats.set(key, format);
  }
  return format;
}

export function formatCount(value: number, lang: string): string {
  return formatter(lang, 'count').format(value);
}

/** A share given in percent (51.2 -> "51,2 %"), with one decimal as the server rounds it. */
export function formatPercent(value: number, lang: string): string {
  return formatter(lang, 'percent').format(value / 100);
}
