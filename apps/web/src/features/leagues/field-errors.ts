// Field messages of a contract schema for the league dialogs: the shared validation keys through
// the platform's messages, this feature's keys (leagues.setMax…) in its own texts, so a dialog shows
// the same sentence the server would answer.
import i18next from 'i18next';
import type { z } from 'zod';
import { type FieldLabels, issueMessage } from '../../platform/forms';

const OWN = /^leagues\.\w+$/;

export function leagueFieldErrors(schema: z.ZodType, values: unknown, labels: FieldLabels): Record<string, string> {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return {};
  const label = (field: string) => (typeof labels === 'function' ? labels(field) : (labels[field] ?? field));
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field in out) continue;
    out[field] = OWN.test(issue.message)
      ? (i18next.t(issue.message, { ns: 'leagues', label: label(field) }) as string)
      : issueMessage(issue, label(field));
  }
  return out;
}
