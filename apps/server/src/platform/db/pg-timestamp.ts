// A timestamp kept as text in a form other than the ISO instant that queries answer (pool.ts):
// PostgreSQL's own ("2026-03-07 13:05:00.12345+00"), as a value in JSON or written by hand, which
// neither JSON readers nor `new Date` take as they are.

// ISO ("2026-03-07T13:05:00.000Z") or PostgreSQL's text form.
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** A timestamp string as a Date (null: not one); without an offset it is taken as UTC. */
export function timestampOf(value: string): Date | null {
  const m = TIMESTAMP.exec(value);
  if (!m) return null;
  const [, date, time, fraction = '', zone = 'Z'] = m;
  const offset = zone === 'Z' ? zone : zone.length === 3 ? `${zone}:00` : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const at = new Date(`${date}T${time}${fraction.slice(0, 4)}${offset}`);
  return Number.isNaN(at.getTime()) ? null : at;
}
