// Member-card content (spec 000 §7 card-contents calls, spec 001 §2/§3 "Member-card content"):
// per federation unit, a JSON Schema of the extra fields on its members' cards and their values,
// with a preview of the card.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, IdParamsSchema, MAX_ID } from './common/schemas';

const id = z
  .number({ error: 'validation.required' })
  .int('validation.integer')
  .positive('validation.positive')
  .max(MAX_ID, 'validation.max');
/** A JSON object (the server checks it further: a JSON Schema, or data valid against it). */
const jsonObject = z.record(z.string(), z.unknown(), { error: 'validation.object' });

const cardContentFields = {
  federationUnitId: id,
  /** A JSON Schema of an object: its `properties` (with `title`) are the card's fields. */
  schema: jsonObject.describe(
    'A JSON Schema (draft 2020-12 or 07) of an object; properties with title become card fields',
  ),
  data: jsonObject.describe('The values of the card fields, valid against `schema`'),
};

export const CardContentCreateSchema = z.strictObject(cardContentFields).meta({ id: 'CardContentCreate' });
export type CardContentCreate = z.infer<typeof CardContentCreateSchema>;

export const CardContentUpdateSchema = z.strictObject({ ...cardContentFields, id }).meta({ id: 'CardContentUpdate' });
export type CardContentUpdate = z.infer<typeof CardContentUpdateSchema>;

export const CardContentPreviewRequestSchema = z
  .strictObject({
    /** A stored content whose schema is used (the edit form). */
    id: id.nullish(),
    federationUnitId: id,
    data: jsonObject,
    /** The schema being edited (the create form); without it the stored one (by id, else by unit). */
    schema: jsonObject.nullish(),
  })
  .meta({ id: 'CardContentPreviewRequest' });
export type CardContentPreviewRequest = z.infer<typeof CardContentPreviewRequestSchema>;

export const CardContentSchema = z
  .object({
    id: z.number().int(),
    federationUnitId: z.number().int(),
    federationUnit: z.object({ id: z.number().int(), name: z.string() }),
    schema: z.record(z.string(), z.unknown()),
    data: z.record(z.string(), z.unknown()),
    /** Edited date, or the created date when never edited. */
    lastChange: z.string(),
    ...AuditSchema,
  })
  .meta({ id: 'CardContent' });
export type CardContent = z.infer<typeof CardContentSchema>;

/** A list row carries its links (the operations the caller may perform on it). */
export const CardContentRowSchema = CardContentSchema.extend({ links: z.array(LinkSchema) }).meta({
  id: 'CardContentRow',
});
export type CardContentRow = z.infer<typeof CardContentRowSchema>;

export const CardFieldSchema = z
  .object({ key: z.string(), label: z.string(), value: z.unknown() })
  .meta({ id: 'CardField' });
export type CardField = z.infer<typeof CardFieldSchema>;

export const CardPreviewSchema = z
  .object({
    /** Self-contained card markup; every value is HTML-escaped. */
    html: z.string(),
    card: z.object({
      member: z.object({
        fullName: z.string(),
        registrationNumber: z.string(),
        clubName: z.string().nullable(),
        validTill: z.string().nullable(),
        photoUrl: z.string().nullable(),
      }),
      fields: z.array(CardFieldSchema),
    }),
  })
  .meta({ id: 'CardPreview' });
export type CardPreview = z.infer<typeof CardPreviewSchema>;

const CARD_CONTENT_LIST =
  'filters federationUnitId, lastChange, createdDate; sorts federationUnit, lastChange, createdDate';

const admin = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'memberCard' as const,
});

export const cardContentsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/card-contents',
    operationId: 'cardcontent.list',
    summary: `Member-card contents of the federation units; ${CARD_CONTENT_LIST}`,
    tags: ['card-contents'],
    access: admin('cardcontent.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(CardContentRowSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/card-contents',
    operationId: 'cardcontent.create',
    summary: 'Create the member-card content of a federation unit (409 if the unit has one)',
    tags: ['card-contents'],
    access: admin('cardcontent.create'),
    body: CardContentCreateSchema,
    status: 201,
    response: itemEnvelope(CardContentSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/card-contents/:id',
    operationId: 'cardcontent.update',
    summary: 'Change a member-card content; the body id must match the path',
    tags: ['card-contents'],
    access: admin('cardcontent.update'),
    params: IdParamsSchema,
    body: CardContentUpdateSchema,
    status: 202,
    response: itemEnvelope(CardContentSchema),
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/card-contents/preview',
    operationId: 'cardcontent.preview',
    summary: 'The member card of a sample member of the unit with the given data (nothing is stored)',
    tags: ['card-contents'],
    access: admin('cardcontent.preview'),
    body: CardContentPreviewRequestSchema,
    status: 200,
    response: itemEnvelope(CardPreviewSchema),
  }),
};
