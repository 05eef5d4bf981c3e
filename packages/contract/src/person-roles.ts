// Person roles (spec 000 §3 "Person role", spec 001 §3 write form): memberships, functions and
// board seats. Written from the admin zone.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { AuditSchema, IdParamsSchema, MAX_ID, validityRange } from './common/schemas';

const id = z
  .number({ error: 'validation.required' })
  .int('validation.integer')
  .positive('validation.positive')
  .max(MAX_ID, 'validation.max');
const optionalId = z
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .positive('validation.positive')
  .max(MAX_ID, 'validation.max')
  .nullish();
const isoDate = z.iso.date('validation.date');

const personRoleFields = {
  personId: id,
  typeId: id,
  approvalStateId: id,
  validFrom: z.string({ error: 'validation.required' }).pipe(isoDate),
  validTill: isoDate.nullish(),
  sectionId: optionalId,
  clubId: optionalId,
  levelId: optionalId,
  seasonId: optionalId,
  boardId: optionalId,
  roleLevel: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(100, 'validation.max')
    .nullish(),
  participationCompetitions: z.boolean({ error: 'validation.boolean' }).optional(),
  frequency: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(1000, 'validation.max')
    .nullish(),
  note: z.string({ error: 'validation.string' }).max(2000, 'validation.maxLength').nullish(),
  title: z.string({ error: 'validation.string' }).max(200, 'validation.maxLength').nullish(),
  additionalData: z.record(z.string(), z.unknown(), { error: 'validation.object' }).nullish(),
};

export const PersonRoleCreateSchema = z
  .strictObject({ ...personRoleFields, fullName: z.string().max(300).nullish() })
  .superRefine(validityRange)
  .meta({ id: 'PersonRoleCreate' });
export type PersonRoleCreate = z.infer<typeof PersonRoleCreateSchema>;

export const PersonRoleUpdateSchema = z
  .strictObject({ ...personRoleFields, id })
  .superRefine(validityRange)
  .meta({ id: 'PersonRoleUpdate' });
export type PersonRoleUpdate = z.infer<typeof PersonRoleUpdateSchema>;

export const PersonRoleSchema = z
  .object({
    id: z.number().int(),
    personId: z.number().int(),
    typeId: z.number().int(),
    typeName: z.string(),
    typeSectionId: z.number().int().nullable(),
    clubId: z.number().int().nullable(),
    clubName: z.string().nullable(),
    levelId: z.number().int().nullable(),
    approvalStateId: z.number().int(),
    approvalStateIsDraft: z.boolean(),
    seasonId: z.number().int().nullable(),
    season: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    sectionId: z.number().int().nullable(),
    roleLevel: z.number().int().nullable(),
    validFrom: z.string(),
    validTill: z.string().nullable(),
    participationCompetitions: z.boolean(),
    frequency: z.number().int().nullable(),
    note: z.string().nullable(),
    title: z.string().nullable(),
    additionalData: z.unknown().nullable(),
    boardId: z.number().int().nullable(),
    boardName: z.string().nullable(),
    clubTeamId: z.number().int().nullable(),
    isActive: z.boolean(),
    isActiveOrFuture: z.boolean(),
    showInGrid: z.boolean(),
    isClubEditable: z.boolean(),
    ...AuditSchema,
  })
  .meta({ id: 'PersonRole' });
export type PersonRole = z.infer<typeof PersonRoleSchema>;

export const personRolesEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/person-roles',
    operationId: 'person.role.create',
    summary: 'Give a person a role (membership, function, board seat)',
    tags: ['person-roles'],
    access: { kind: 'zone', zone: 'admin', action: 'person.role.create' },
    body: PersonRoleCreateSchema,
    status: 201,
    response: itemEnvelope(PersonRoleSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/person-roles/:id',
    operationId: 'person.role.update',
    summary: 'Change a person role; the body id must match the path',
    tags: ['person-roles'],
    access: { kind: 'zone', zone: 'admin', action: 'person.role.update' },
    params: IdParamsSchema,
    body: PersonRoleUpdateSchema,
    status: 202,
    response: itemEnvelope(PersonRoleSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/person-roles/:id',
    operationId: 'person.role.delete',
    summary: 'Remove a person role',
    tags: ['person-roles'],
    access: { kind: 'zone', zone: 'admin', action: 'person.role.delete' },
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
};
