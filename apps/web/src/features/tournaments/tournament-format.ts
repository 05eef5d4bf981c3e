// Small display helpers of the tournament pages.

/** An amount in CZK ("2 000 Kč"). */
export function formatCzk(amount: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en' : 'cs', {
    style: 'currency',
    currency: 'CZK',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A map link for coordinates (OpenStreetMap: no key, works everywhere). */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}
