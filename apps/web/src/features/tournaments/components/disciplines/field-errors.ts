// Field messages of a contract schema for the tournament dialogs: the shared validation keys through
// the platform's messages, the keys of this feature (disciplines.timeFormat, bulk.noneSelected...) in
// the feature's texts, so the dialog shows the same sentence the server would answer.
import type { z } from 'zod';
import { type FieldLabels, zodFieldErrors } from '../../../../platform/forms';

export const tournamentFieldErrors = (schema: z.ZodType, values: unknown, labels: FieldLabels) =>
  zodFieldErrors(schema, values, labels, {
    pattern: /^(disciplines|countsFill|applications|bulk)\.\w+$/,
    ns: 'tournaments',
  });
