// Field messages of a contract schema for the tournament dialogs: the shared validation keys through
// the platform's messages, the keys of this feature (disciplines.timeFormat, bulk.noneSelected...) in
// the feature's texts, so the dialog shows the same sentence the server would answer.
import i18next from 'i18next';
import type { z } from 'zod';
import { type FieldLabels, issueMessage } from '../../../../platform/forms';

const OWN = /^(disciplines|countsFill|applications|bulk)\.\w+$/;

export function tournamentFieldErrors(schema: z.ZodType, values: unknown, labels: FieldLabels): Record<string, string> {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return {};
  const label = (field: string) => (typeof labels === 'function' ? labels(field) : (labels[field] ?? field));
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field in out) continue;
    out[field] = OWN.test(issue.message)
      ? (i18next.t(issue.message, { ns: 'tournaments', label: label(field) }) as string)
      : issueMessage(issue, label(field));
  }
  return out;
}
