// The send time as the date-time field holds it (local "YYYY-MM-DDTHH:mm") and as the call wants
// it (an ISO timestamp); a planned time must lie in the future. toLocalInput: platform/i18n/format.

/** The field's local value -> an ISO timestamp (UTC), or null when it is no date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export type ScheduleProblem = 'required' | 'invalid' | 'past' | null;

/** What is wrong with a planned time, if anything. */
export function scheduleProblem(value: string, now: Date = new Date()): ScheduleProblem {
  if (!value.trim()) return 'required';
  const iso = fromLocalInput(value);
  if (!iso) return 'invalid';
  return new Date(iso).getTime() <= now.getTime() ? 'past' : null;
}
