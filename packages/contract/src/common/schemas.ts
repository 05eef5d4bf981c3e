// Small schemas reused by several features.
import { z } from 'zod';

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
export const DateParamsSchema = z.object({ date: z.iso.date() });
export const CountSchema = z.number().int().meta({ id: 'Count' });

export const AuditSchema = {
  createdDate: z.string(),
  createdById: z.number().int().nullable(),
  editedDate: z.string().nullable(),
  editedById: z.number().int().nullable(),
};

/** A validity whose end (validTill) is not before its start: the spec's message on validTill. */
export function validityRange(v: { validFrom: string; validTill?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (v.validTill && v.validFrom && v.validTill < v.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTill'], message: 'validation.dateTillBeforeFrom' });
  }
}
