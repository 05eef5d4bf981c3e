// Dates as the users read them (DECISIONS.md "Formats"): d. m. yyyy, without leading zeros.

/** "2026-03-07" (or an ISO timestamp: its date part) as "7. 3. 2026". */
export function shownDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
}
