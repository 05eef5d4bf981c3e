// Dates and times shown Czech style in both languages (DECISIONS.md "Formats").

/** "2026-03-01" (or an ISO timestamp) -> "1. 3. 2026". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return `${Number(m[3])}. ${Number(m[2])}. ${m[1]}`;
}

/** A range as "d. m. y – d. m. y"; an open end stays empty; a range of one day is that one date. */
export function formatDateRange(from: string | null | undefined, till: string | null | undefined): string {
  if (from && till && formatDate(from) === formatDate(till)) return formatDate(from);
  return `${formatDate(from)} – ${formatDate(till)}`.trim();
}

/** An ISO timestamp -> "HH:MM" in local time. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** An ISO timestamp -> "1. 3. 2026 14:05". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getDate()}. ${d.getMonth() + 1}. ${d.getFullYear()} ${formatTime(value)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (ISO) as a date-and-time field's local "YYYY-MM-DDTHH:mm" (TypedDateTimeField); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
