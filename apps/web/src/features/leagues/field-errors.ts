// Field messages of a contract schema for the league dialogs: the shared validation keys through
// the platform's messages, this feature's keys (leagues.setMax…) in its own texts, so a dialog shows
// the same sentence the server would answer.
import type { z } from 'zod';
import { type FieldLabels, zodFieldErrors } from '../../platform/forms';

export const leagueFieldErrors = (schema: z.ZodType, values: unknown, labels: FieldLabels) =>
  zodFieldErrors(schema, values, labels, { pattern: /^leagues\.\w+$/, ns: 'leagues' });
