// Answer envelopes: a single item with the caller's links, and a paged list.
import { z } from 'zod';

export const LinkSchema = z
  .object({
    operationId: z.string().describe('An action the caller may perform on this item, e.g. "person.role.update"'),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    href: z.string().optional(),
  })
  .meta({ id: 'Link' });
export type Link = z.infer<typeof LinkSchema>;

export function itemEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ operationId: z.string(), links: z.array(LinkSchema), data });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    limit: z.number().int(),
    offset: z.number().int(),
    total: z.number().int(),
    totalCapped: z
      .boolean()
      .optional()
      .describe(
        'Only on lists that count at most a cap (the persons register): true when more than `total` rows match, and `total` is a lower bound',
      ),
  });
}

export type ItemEnvelope<T> = { operationId: string; links: Link[]; data: T };
export type ListEnvelope<T> = {
  data: T[];
  limit: number;
  offset: number;
  total: number;
  /** Set by lists with a capped count: true when more than `total` rows match (`total` is a lower bound). */
  totalCapped?: boolean;
};

/** Reference-data names in both languages. */
export const LocalizedTextSchema = z.object({ cs: z.string(), en: z.string() }).meta({ id: 'LocalizedText' });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** ISO date (YYYY-MM-DD) that is also a real calendar date. */
export const IsoDateSchema = z.iso.date();
