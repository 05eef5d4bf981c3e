// Boards (committees) and their members (spec 000 §3, §7); the public board overview.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListExportQuerySchema, ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, IdParamsSchema, MAX_ID, validityRange } from './common/schemas';

const isoDate = z.iso.date('validation.date');

const boardFields = {
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.maxLength'),
  priority: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(1000, 'validation.max')
    .default(0),
  isExecutive: z.boolean({ error: 'validation.boolean' }).default(false),
  validFrom: z.string({ error: 'validation.required' }).pipe(isoDate),
  validTill: isoDate.nullish(),
};

export const BoardCreateSchema = z.strictObject(boardFields).superRefine(validityRange).meta({ id: 'BoardCreate' });
export type BoardCreate = z.input<typeof BoardCreateSchema>;
export const BoardUpdateSchema = z
  .strictObject({
    ...boardFields,
    id: z.number({ error: 'validation.required' }).int().positive().max(MAX_ID, 'validation.max'),
  })
  .superRefine(validityRange)
  .meta({ id: 'BoardUpdate' });
export type BoardUpdate = z.input<typeof BoardUpdateSchema>;

export const BoardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    priority: z.number().int(),
    isExecutive: z.boolean(),
    validFrom: z.string(),
    validTill: z.string().nullable(),
    /** Valid today. */
    isActive: z.boolean(),
    /** Current members (valid today). */
    memberCount: z.number().int(),
    ...AuditSchema,
  })
  .meta({ id: 'Board' });
export type Board = z.infer<typeof BoardSchema>;

/** A board member is a person role with boardId (spec 000 §3 "Board member"). */
export const BoardMemberSchema = z
  .object({
    id: z.number().int().describe('The person role id'),
    personId: z.number().int(),
    boardId: z.number().int(),
    registrationNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable().describe('The seat: chair, vice-chair, member ...'),
    birthDate: z.string().nullable(),
    sexId: z.number().int().nullable(),
    nationalityId: z.number().int().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    isContactPublic: z.boolean(),
    note: z.string().nullable(),
    validFrom: z.string(),
    validTill: z.string().nullable(),
    isActive: z.boolean(),
    typeId: z.number().int(),
    personRoleTypeId: z.number().int(),
    levelId: z.number().int().nullable(),
    personRoleLevel: z.string().nullable().describe('Level code of the role, if any'),
    roleLevel: z.number().int().nullable(),
    approvalStateId: z.number().int(),
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'BoardMember' });
export type BoardMember = z.infer<typeof BoardMemberSchema>;

/** What may be public of a member: no birth date, contact only when the member allowed it. */
export const PublicBoardMemberSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable(),
    photoUrl: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    validFrom: z.string(),
    validTill: z.string().nullable(),
  })
  .meta({ id: 'PublicBoardMember' });

export const PublicBoardSchema = BoardSchema.pick({
  id: true,
  name: true,
  priority: true,
  isExecutive: true,
  validFrom: true,
  validTill: true,
})
  .extend({ members: z.array(PublicBoardMemberSchema) })
  .meta({ id: 'PublicBoard' });
export type PublicBoard = z.infer<typeof PublicBoardSchema>;

const BOARD_LIST_FILTERS =
  'filters name, isActive, isExecutive, validFrom, validTill, priority; sorts name, priority, validFrom, validTill';

const admin = (action: string) => ({ kind: 'zone' as const, zone: 'admin' as const, action, module: 'board' as const });

export const boardsEndpoints = {
  publicList: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/boards',
    operationId: 'public.board.list',
    summary: 'Active boards with their current members, only what may be public (board overview, embeddable)',
    tags: ['boards'],
    access: { kind: 'public', action: 'board.list', module: 'board' },
    status: 200,
    response: listEnvelope(PublicBoardSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/boards',
    operationId: 'board.list',
    summary: `Boards; ${BOARD_LIST_FILTERS}`,
    tags: ['boards'],
    access: admin('board.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(BoardSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/boards/:id',
    operationId: 'board.get',
    summary: 'One board with the links the caller may follow',
    tags: ['boards'],
    access: admin('board.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(BoardSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/boards',
    operationId: 'board.create',
    summary: 'Create a board',
    tags: ['boards'],
    access: admin('board.create'),
    body: BoardCreateSchema,
    status: 201,
    response: itemEnvelope(BoardSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/boards/:id',
    operationId: 'board.update',
    summary: 'Change a board; the body id must match the path',
    tags: ['boards'],
    access: admin('board.update'),
    params: IdParamsSchema,
    body: BoardUpdateSchema,
    status: 202,
    response: itemEnvelope(BoardSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/boards/:id',
    operationId: 'board.delete',
    summary: 'Delete a board (409 while it has members)',
    tags: ['boards'],
    access: admin('board.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/boards/:id/members',
    operationId: 'board.member.list',
    summary: 'Members of a board (current and past), ordered by validity and name; format=csv|xlsx exports them',
    tags: ['boards'],
    access: admin('board.member.list'),
    params: IdParamsSchema,
    query: ListExportQuerySchema,
    status: 200,
    response: listEnvelope(BoardMemberSchema),
  }),
};
