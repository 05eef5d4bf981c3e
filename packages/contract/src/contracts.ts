// Contracts between the federation and its clubs, and their documents (spec 001 §3 Contract,
// Contract document, §7). The server numbers contracts; documents are stored files (platform
// files, purpose `contract-document`).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListExportQuerySchema, ListQueryStringSchema } from './common/list-query-schema';
import {
  AuditSchema,
  BoundedDateParamsSchema,
  boundedDate,
  CountSchema,
  dateRangeBothWays,
  IdParamsSchema,
} from './common/schemas';

/** Codebook `contractStates`. */
export const CONTRACT_STATE = { active: 1, prepared: 2, expired: 3, terminated: 4, cancelled: 5 } as const;

const codebookId = z
  // Missing: required; present but not a number ("1"): must be a number (not "required").
  .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
  .int('validation.integer')
  .positive('validation.min')
  .max(2147483647, 'validation.max');

const contractFields = {
  clubId: codebookId.describe('The club the contract is with'),
  typeId: codebookId.describe('Codebook contractTypes'),
  stateId: codebookId.describe('Codebook contractStates'),
  validFrom: z.string({ error: 'validation.required' }).pipe(boundedDate()),
  validTill: boundedDate().nullish(),
  registrationDate: boundedDate()
    .nullish()
    .describe('When the contract was registered (default today); its year numbers the contract'),
  note: z.string({ error: 'validation.string' }).trim().max(2000, 'validation.maxLength').nullish(),
};

export const ContractCreateSchema = z
  .strictObject(contractFields)
  .superRefine(dateRangeBothWays('validFrom', 'validTill'))
  .meta({ id: 'ContractCreate' });
export type ContractCreate = z.input<typeof ContractCreateSchema>;

export const ContractUpdateSchema = z
  .strictObject({ ...contractFields, id: codebookId })
  .superRefine(dateRangeBothWays('validFrom', 'validTill'))
  .meta({ id: 'ContractUpdate' });
export type ContractUpdate = z.input<typeof ContractUpdateSchema>;

export const ContractSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('Assigned by the server: {year}/{sequence}, gap-free within the year'),
    clubId: z.number().int(),
    clubName: z.string(),
    typeId: z.number().int(),
    stateId: z.number().int(),
    validFrom: z.string(),
    validTill: z.string().nullable(),
    registrationDate: z.string(),
    note: z.string().nullable(),
    /** Valid today (validFrom ≤ today ≤ validTill). */
    isValid: z.boolean(),
    documentCount: z.number().int(),
    ...AuditSchema,
    createdByName: z.string().nullable(),
    editedByName: z.string().nullable(),
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof ContractSchema>;

const documentFields = {
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.maxLength'),
  note: z.string({ error: 'validation.string' }).trim().max(2000, 'validation.maxLength').nullish(),
};
const fileUrl = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(2000, 'validation.maxLength')
  .describe('The fileUrl answered by files/upload-url (purpose contract-document), after the bytes were PUT');

export const ContractDocumentCreateSchema = z
  .strictObject({ ...documentFields, contractId: codebookId, linkUrl: fileUrl })
  .meta({ id: 'ContractDocumentCreate' });
export type ContractDocumentCreate = z.input<typeof ContractDocumentCreateSchema>;

export const ContractDocumentUpdateSchema = z
  .strictObject({
    ...documentFields,
    id: codebookId,
    linkUrl: fileUrl.nullish().describe('A new file replacing the current one; absent: the file stays'),
  })
  .meta({ id: 'ContractDocumentUpdate' });
export type ContractDocumentUpdate = z.input<typeof ContractDocumentUpdateSchema>;

export const ContractDocumentSchema = z
  .object({
    id: z.number().int(),
    contractId: z.number().int(),
    name: z.string(),
    note: z.string().nullable(),
    /** A signed, expiring download URL of the file. */
    linkUrl: z.string(),
    fileName: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    ...AuditSchema,
    createdByName: z.string().nullable(),
  })
  .meta({ id: 'ContractDocument' });
export type ContractDocument = z.infer<typeof ContractDocumentSchema>;

export const ContractIdParamsSchema = z.object({ contractId: IdParamsSchema.shape.id });

const CONTRACT_LIST =
  'filters clubId, typeId, stateId, number, clubName, validFrom, validTill, registrationDate, isValid, validOn (a date: valid on it); sorts number, clubName, validFrom, validTill, registrationDate, stateId, typeId';

const admin = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'contracts' as const,
});
const club = (action: string) => ({
  kind: 'zone' as const,
  zone: 'club' as const,
  action,
  module: 'contracts' as const,
});

function contractCount(path: string, operationId: string, summary: string, withDate: boolean) {
  return defineEndpoint({
    method: 'POST',
    path,
    operationId,
    summary,
    tags: ['contracts'],
    access: admin('contract.count'),
    // A count changes nothing: read-only roles (ExpRO) may ask, though the spec makes it a POST.
    readsOnly: true,
    ...(withDate ? { params: BoundedDateParamsSchema } : {}),
    status: 200,
    response: itemEnvelope(CountSchema),
  });
}

export const contractsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/contracts',
    operationId: 'contract.create',
    summary: 'Create a contract; the server assigns its number',
    tags: ['contracts'],
    access: admin('contract.create'),
    body: ContractCreateSchema,
    status: 201,
    response: itemEnvelope(ContractSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/contracts',
    operationId: 'contract.list',
    summary: `Contracts (a unit manager: its units' clubs); ${CONTRACT_LIST}`,
    tags: ['contracts'],
    access: admin('contract.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ContractSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/contracts/:id',
    operationId: 'contract.get',
    summary: 'One contract with the links the caller may follow',
    tags: ['contracts'],
    access: admin('contract.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(ContractSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/contracts/:id',
    operationId: 'contract.update',
    summary: 'Change a contract (its number stays); the body id must match the path',
    tags: ['contracts'],
    access: admin('contract.update'),
    params: IdParamsSchema,
    body: ContractUpdateSchema,
    status: 202,
    response: itemEnvelope(ContractSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/contracts/:id',
    operationId: 'contract.delete',
    summary: 'Delete a contract with its documents (its number is not given out again)',
    tags: ['contracts'],
    access: admin('contract.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  documentCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/contracts/document',
    operationId: 'contract.document.create',
    summary: 'Attach an uploaded file to a contract',
    tags: ['contracts'],
    access: admin('contract.document.create'),
    body: ContractDocumentCreateSchema,
    status: 201,
    response: itemEnvelope(ContractDocumentSchema),
  }),
  documentUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/contracts/document/:id',
    operationId: 'contract.document.update',
    summary: 'Rename a document, change its note, or replace its file',
    tags: ['contracts'],
    access: admin('contract.document.update'),
    params: IdParamsSchema,
    body: ContractDocumentUpdateSchema,
    status: 202,
    response: itemEnvelope(ContractDocumentSchema),
  }),
  documentDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/contracts/document/:id',
    operationId: 'contract.document.delete',
    summary: 'Delete a document and its file',
    tags: ['contracts'],
    access: admin('contract.document.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  documentList: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/contracts/:contractId/document',
    operationId: 'contract.document.list',
    summary: 'The documents of a contract, oldest first, each with a download URL; ?format=csv|xlsx: as a file',
    tags: ['contracts'],
    access: admin('contract.list'),
    params: ContractIdParamsSchema,
    query: ListExportQuerySchema,
    status: 200,
    response: listEnvelope(ContractDocumentSchema),
  }),
  countAtDate: contractCount(
    '/api/admin-zone/contracts/count/date/:date',
    'contract.count.date',
    'Number of contracts valid on the date (in the caller scope)',
    true,
  ),
  countAll: contractCount('/api/admin-zone/contracts/count/all', 'contract.count.all', 'Number of contracts', false),

  clubList: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/contracts',
    operationId: 'club.contract.list',
    summary: `The current club's contracts; ${CONTRACT_LIST}`,
    tags: ['contracts'],
    access: club('contract.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ContractSchema),
  }),
  clubGet: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/contracts/:id',
    operationId: 'club.contract.get',
    summary: "One of the current club's contracts (others answer 404)",
    tags: ['contracts'],
    access: club('contract.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(ContractSchema),
  }),
  clubDocumentList: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/contracts/:contractId/document',
    operationId: 'club.contract.document.list',
    summary: "The documents of one of the current club's contracts; ?format=csv|xlsx: as a file",
    tags: ['contracts'],
    access: club('contract.list'),
    params: ContractIdParamsSchema,
    query: ListExportQuerySchema,
    status: 200,
    response: listEnvelope(ContractDocumentSchema),
  }),
  clubDocumentCreate: defineEndpoint({
    method: 'POST',
    path: '/api/club-zone/contracts/document',
    operationId: 'club.contract.document.create',
    summary: "Attach an uploaded file to one of the current club's contracts (another club's: 403)",
    tags: ['contracts'],
    access: club('contract.document.create'),
    body: ContractDocumentCreateSchema,
    status: 201,
    response: itemEnvelope(ContractDocumentSchema),
  }),
};
