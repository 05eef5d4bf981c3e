// Small schemas reused by several features.
import { z } from 'zod';

/** The largest id: every key is an int4 column, so the contract allows no more. */
export const MAX_ID = 2147483647;

/** An id in the path: a whole number 1 … 2^31-1. */
export const pathId = () => z.coerce.number().int().positive().max(MAX_ID);

export const IdParamsSchema = z.object({ id: pathId() });
export const CountSchema = z.number().int().meta({ id: 'Count' });

/** An id in a request body: a whole number 1 … 2^31-1 (an int4 key); absent: validation.required. */
export const bodyId = () =>
  z
    .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
    .int('validation.integer')
    .positive('validation.min')
    .max(MAX_ID, 'validation.max');

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

/**
 * A date range whose end is not before its start, reported on both fields with the spec's two
 * messages (spec 001 §5: 'Datum od je větší než datum do.' / 'Datum do je menší než datum od.'),
 * so a form marks both inputs.
 */
export function dateRangeBothWays<K extends string, L extends string>(fromKey: K, tillKey: L) {
  return (v: Partial<Record<K | L, string | null | undefined>>, ctx: z.RefinementCtx) => {
    const from = v[fromKey];
    const till = v[tillKey];
    if (from && till && till < from) {
      ctx.addIssue({ code: 'custom', path: [fromKey], message: 'validation.dateFromAfterTill' });
      ctx.addIssue({ code: 'custom', path: [tillKey], message: 'validation.dateTillBeforeFrom' });
    }
  };
}

/** The earliest and latest dates the statistics and contracts accept (a typo, not a wish). */
export const DATE_BOUNDS = { min: '1900-01-01', max: '2100-12-31' } as const;

/** An ISO date that exists (no 2026-02-30) within DATE_BOUNDS. */
export const boundedDate = () =>
  z.iso
    .date('validation.date')
    .refine((d) => d >= DATE_BOUNDS.min, { message: 'validation.dateMin', params: { min: DATE_BOUNDS.min } })
    .refine((d) => d <= DATE_BOUNDS.max, { message: 'validation.dateMax', params: { max: DATE_BOUNDS.max } });

/** `{date}` of the statistics and count calls, checked as boundedDate. */
export const BoundedDateParamsSchema = z.object({ date: boundedDate() });

/**
 * An ISO timestamp with an offset ("2026-05-01T09:00:00+02:00") whose date lies within
 * DATE_BOUNDS: year 0 (which PostgreSQL lacks) or 9999 is a typo, refused as a 400 on the field.
 */
export const boundedDateTime = () =>
  z.iso
    .datetime({ offset: true, error: 'validation.format' })
    .refine((d) => d.slice(0, 10) >= DATE_BOUNDS.min, {
      message: 'validation.dateMin',
      params: { min: DATE_BOUNDS.min },
    })
    .refine((d) => d.slice(0, 10) <= DATE_BOUNDS.max, {
      message: 'validation.dateMax',
      params: { max: DATE_BOUNDS.max },
    });

/** A time of day as HH:MM, 00:00–23:59 (spec 001 §5: 'Zadejte čas ve formátu HH:MM.'). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
