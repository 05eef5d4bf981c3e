// Timestamps as raw SQL hands them over: the pool keeps PostgreSQL's text
// ("2026-03-07 13:05:00.12345+00"), which neither JSON readers nor `new Date` take as they are.

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

/** PostgreSQL's type ids of `timestamp` and `timestamptz` (pg_type.oid). */
const TIMESTAMP_TYPES = new Set([1114, 1184]);

/**
 * The rows of a raw query with every timestamp column (by the result's column types, so a text
 * that merely looks like a time stays as it is) as an ISO string.
 */
export function withIsoTimestamps<T extends Record<string, unknown>>(result: {
  rows: T[];
  fields?: { name: string; dataTypeID: number }[];
}): T[] {
  const columns = (result.fields ?? []).filter((f) => TIMESTAMP_TYPES.has(f.dataTypeID)).map((f) => f.name);
  if (!columns.length) return result.rows;
  return result.rows.map((row) => {
    const out: Record<string, unknown> = { ...row };
    for (const name of columns) {
      const value = out[name];
      if (typeof value === 'string') out[name] = timestampOf(value)?.toISOString() ?? value;
    }
    return out as T;
  });
}
