// Request statements and their public result (spec 001 §2 "Public request result", §8): the office
// issues a signed statement link for a request waiting for the statement of a club (a transfer's
// releasing club); the club's page records agree / disagree with a comment and leads to the result
// page, whose signed token says whether the statement was taken. Public calls: anonymous and
// rate-limited, behind the module `requests`.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, boundedDate, IdParamsSchema } from './common/schemas';
import { text } from './common/text';

const MODULE = 'requests' as const;

/** Codebook requestStates (docs/decisions/requests.md maps the workflow onto them). */
export const REQUEST_STATE = {
  draft: 1,
  submitted: 2,
  waitingStatement: 3,
  inReview: 4,
  approved: 5,
  rejected: 6,
  cancelled: 7,
} as const;
/** Codebook requestSteps. */
export const REQUEST_STEP = {
  submission: 1,
  clubStatement: 2,
  payment: 3,
  unitReview: 4,
  commissionReview: 5,
  decision: 6,
} as const;
/** Codebook requestTypes. */
export const REQUEST_TYPE = { transfer: 1, loan: 2 } as const;
/** Days the releasing club has to agree or object when the configuration says nothing else. */
export const REQUEST_OBJECTION_DAYS_DEFAULT = 15;
export const REQUEST_COMMENT_MAX = 2000;
export const REQUEST_STATEMENT_COMMENT_MAX = 2000;
/** The public pages, relative to the router base (the e-mailed link and the result link point here). */
export const REQUEST_STATEMENT_PAGE = 'zone/public/request/statement';
export const REQUEST_RESULT_PAGE = 'zone/public/request/result';

export const REQUEST_OUTCOMES = ['success', 'failure'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

export const StatementLinkSchema = z
  .object({
    /** The public statement page with its signed token (also e-mailed to the statement club). */
    statementUrl: z.string(),
    /** ISO date-time after which the link no longer works. */
    expiresAt: z.string(),
    /** The address the link was sent to. */
    sentTo: z.string(),
  })
  .meta({ id: 'StatementLink' });
export type StatementLink = z.infer<typeof StatementLinkSchema>;

/** What the statement page shows: the request as the asked club knows it. */
export const RequestStatementViewSchema = z
  .object({
    requestId: z.number().int(),
    /** Codebook requestTypes. */
    typeId: z.number().int(),
    typeName: z.string(),
    personName: z.string().nullable(),
    clubName: z.string().nullable(),
    statementClubName: z.string().nullable(),
    note: z.string().nullable(),
    /** The request still waits for this link's statement (a submit would be taken). */
    isOpen: z.boolean(),
    expiresAt: z.string(),
  })
  .meta({ id: 'RequestStatementView' });
export type RequestStatementView = z.infer<typeof RequestStatementViewSchema>;

export const RequestStatementBodySchema = z
  .object({
    /** The statement token of the link. */
    token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(4000, 'validation.maxLength'),
    agreed: z.boolean({ error: 'validation.required' }),
    comment: text({ max: REQUEST_STATEMENT_COMMENT_MAX, multiline: true }).nullable().optional(),
  })
  .meta({ id: 'RequestStatementBody' });
export type RequestStatementBody = z.infer<typeof RequestStatementBodySchema>;

export const RequestResultLinkSchema = z
  .object({
    /** The result page with its signed result token (success, or failure when it was not taken). */
    resultUrl: z.string(),
    outcome: z.enum(REQUEST_OUTCOMES),
  })
  .meta({ id: 'RequestResultLink' });
export type RequestResultLink = z.infer<typeof RequestResultLinkSchema>;

export const RequestResultSchema = z.object({ outcome: z.enum(REQUEST_OUTCOMES) }).meta({ id: 'RequestResult' });
export type RequestResult = z.infer<typeof RequestResultSchema>;

/**
 * A signed token (JWT) in the query string, not the path: it is longer than a path parameter may be,
 * and the request log leaves query strings out. Anything not signed by this server: 400 naming `token`.
 */
export const TokenQuerySchema = z.strictObject({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(4000, 'validation.maxLength'),
});

// ---- The workflow of transfers and loans (issue 30 §4–§5) ----

const clubRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** What a step of the history records. */
export const REQUEST_ACTIONS = [
  'submit',
  'agree',
  'object',
  'deadline',
  'statement',
  'statement-link',
  'approve',
  'reject',
  'cancel',
  'apply',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export const RequestListItemSchema = z
  .object({
    id: z.number().int(),
    /** Codebook requestTypes. */
    typeId: z.number().int(),
    /** Codebook requestStates. */
    stateId: z.number().int(),
    /** Codebook requestSteps: where the request waits; null once closed. */
    stepId: z.number().int().nullable(),
    person: z
      .object({ id: z.number().int(), fullName: z.string(), registrationNumber: z.string().nullable() })
      .nullable(),
    /** The releasing club (the person's club when asked). */
    fromClub: clubRef,
    /** The club that asks (the new club). */
    toClub: clubRef,
    effectiveDate: z.string().nullable(),
    loanEndDate: z.string().nullable(),
    /** The last day the releasing club may agree or object. */
    objectionDeadline: z.string().nullable(),
    /** The day the membership changed; null until then. */
    appliedDate: z.string().nullable(),
    fee: z.number().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'RequestListItem' });
export type RequestListItem = z.infer<typeof RequestListItemSchema>;

export const RequestStepSchema = z.object({
  id: z.number().int(),
  stepId: z.number().int(),
  stateId: z.number().int(),
  action: z.enum(REQUEST_ACTIONS),
  /** Who acted (a user's name); null for the jobs and the public statement page. */
  actorName: z.string().nullable(),
  actorClub: clubRef,
  note: z.string().nullable(),
  createdDate: z.string(),
});
export type RequestStep = z.infer<typeof RequestStepSchema>;

export const RequestCommentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  authorName: z.string().nullable(),
  authorClub: clubRef,
  createdDate: z.string(),
});
export type RequestComment = z.infer<typeof RequestCommentSchema>;

export const RequestAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Downloads the file without sign-in for a few minutes. */
  downloadUrl: z.string(),
  authorClub: clubRef,
  createdDate: z.string(),
});
export type RequestAttachment = z.infer<typeof RequestAttachmentSchema>;

export const RequestDetailSchema = RequestListItemSchema.extend({
  note: z.string().nullable(),
  statementAgreed: z.boolean().nullable(),
  statementComment: z.string().nullable(),
  statementDate: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedDate: z.string().nullable(),
  /** The order of the fee (economy), invoiced to the asking club on approval; null: no fee ordered. */
  feeOrder: z.object({ id: z.number().int(), invoiceNumber: z.string().nullable() }).nullable(),
  steps: z.array(RequestStepSchema),
  comments: z.array(RequestCommentSchema),
  attachments: z.array(RequestAttachmentSchema),
}).meta({ id: 'RequestDetail' });
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

/** A club asks for a transfer or a loan of a person of another club to itself. */
export const RequestCreateSchema = z
  .strictObject({
    typeId: z.union([z.literal(REQUEST_TYPE.transfer), z.literal(REQUEST_TYPE.loan)], {
      error: 'validation.required',
    }),
    personId: bodyId(),
    effectiveDate: boundedDate(),
    /** A loan's last day (required for a loan, none for a transfer). */
    loanEndDate: boundedDate().nullish(),
    note: text({ max: REQUEST_COMMENT_MAX, multiline: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.typeId === REQUEST_TYPE.loan && !v.loanEndDate)
      ctx.addIssue({ code: 'custom', path: ['loanEndDate'], message: 'validation.required' });
    if (v.typeId === REQUEST_TYPE.transfer && v.loanEndDate)
      ctx.addIssue({ code: 'custom', path: ['loanEndDate'], message: 'requests.loanEndOnTransfer' });
    if (v.loanEndDate && v.effectiveDate && v.loanEndDate < v.effectiveDate)
      ctx.addIssue({ code: 'custom', path: ['loanEndDate'], message: 'requests.loanEndsBeforeStart' });
  })
  .meta({ id: 'RequestCreate' });
export type RequestCreate = z.input<typeof RequestCreateSchema>;

/** The releasing club agrees or objects (an objection says why). */
export const RequestClubStatementSchema = z
  .strictObject({
    agreed: z.boolean({ error: 'validation.required' }),
    comment: text({ max: REQUEST_COMMENT_MAX, multiline: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.agreed === false && !v.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'requests.objectionReasonRequired' });
  })
  .meta({ id: 'RequestClubStatement' });
export type RequestClubStatement = z.input<typeof RequestClubStatementSchema>;

export const REQUEST_DECISIONS = ['approve', 'reject'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/** The office decides; a rejection says why; an approval may attach a fee (CZK). */
export const RequestDecideSchema = z
  .strictObject({
    decision: z.enum(REQUEST_DECISIONS, { error: 'validation.required' }),
    note: text({ max: REQUEST_COMMENT_MAX, multiline: true }).nullish(),
    fee: z.number({ error: 'validation.number' }).min(0, 'validation.min').max(1_000_000, 'validation.max').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'requests.rejectionReasonRequired' });
  })
  .meta({ id: 'RequestDecide' });
export type RequestDecide = z.input<typeof RequestDecideSchema>;

export const RequestCommentCreateSchema = z
  .strictObject({ text: text({ max: REQUEST_COMMENT_MAX, required: true, multiline: true }) })
  .meta({ id: 'RequestCommentCreate' });
export type RequestCommentCreate = z.input<typeof RequestCommentCreateSchema>;

export const RequestAttachmentCreateSchema = z
  .strictObject({
    /** The file URL the upload answered (purpose request-attachment). */
    fileUrl: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(2000, 'validation.maxLength'),
    /** Shown name; the uploaded file's name when missing. */
    name: text({ max: 200 }).nullish(),
  })
  .meta({ id: 'RequestAttachmentCreate' });
export type RequestAttachmentCreate = z.input<typeof RequestAttachmentCreateSchema>;

/** The person picker of the new-request form: people of other clubs by name or registration number. */
export const RequestPersonQuerySchema = z.strictObject({
  search: z
    .string({ error: 'validation.required' })
    .trim()
    .min(2, 'validation.minLength')
    .max(100, 'validation.maxLength'),
});
export const RequestPersonOptionSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    registrationNumber: z.string().nullable(),
    birthYear: z.number().int().nullable(),
    club: clubRef,
  })
  .meta({ id: 'RequestPersonOption' });
export type RequestPersonOption = z.infer<typeof RequestPersonOptionSchema>;

type WorkflowZone = 'admin' | 'club' | 'personal';
const zoneAccess = (zone: WorkflowZone, action: string) => ({ kind: 'zone' as const, zone, action, module: MODULE });
const TAGS = ['requests'];

function listEndpoint(zone: WorkflowZone) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/requests`,
    operationId: `${zone}.request.list`,
    summary: `Requests (${zone === 'admin' ? 'all; a unit manager those of its clubs' : zone === 'club' ? 'those of the current club, asking or releasing' : 'my own'}); filters typeId, stateId, stepId, personId, clubId, fullName, createdDate, effectiveDate`,
    tags: TAGS,
    access: zoneAccess(zone, 'request.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(RequestListItemSchema),
  });
}
function getEndpoint(zone: WorkflowZone) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/requests/:id`,
    operationId: `${zone}.request.get`,
    summary: 'A request with its steps, comments and attachments; links name the actions the caller may take',
    tags: TAGS,
    access: zoneAccess(zone, 'request.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(RequestDetailSchema),
  });
}
function commentEndpoint(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'POST',
    path: `/api/${zone}-zone/requests/:id/comments`,
    operationId: `${zone}.request.comment.create`,
    summary: 'Adds a comment to the request',
    tags: TAGS,
    access: zoneAccess(zone, 'request.comment.create'),
    params: IdParamsSchema,
    body: RequestCommentCreateSchema,
    status: 201,
    response: itemEnvelope(RequestDetailSchema),
  });
}
function attachmentEndpoint(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'POST',
    path: `/api/${zone}-zone/requests/:id/attachments`,
    operationId: `${zone}.request.attachment.create`,
    summary: 'Attaches an uploaded file (purpose request-attachment) to the request',
    tags: TAGS,
    access: zoneAccess(zone, 'request.attachment.create'),
    params: IdParamsSchema,
    body: RequestAttachmentCreateSchema,
    status: 201,
    response: itemEnvelope(RequestDetailSchema),
  });
}

const publicAccess = (action: string) => ({ kind: 'public' as const, action, module: MODULE });

export const requestsEndpoints = {
  issueStatementLink: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/requests/:id/statement-link',
    operationId: 'admin.request.statement.create',
    summary:
      "Issues a signed statement link for the request (older links stop working), e-mails it to the statement club and sets the state 'waiting for statement'",
    tags: ['requests'],
    access: { kind: 'zone', zone: 'admin', action: 'request.statement.create', module: MODULE },
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(StatementLinkSchema),
  }),
  getStatement: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/requests/statements',
    operationId: 'public.request.statement.get',
    summary: 'The request a statement link is about (a forged or expired token: 400 naming token)',
    tags: ['requests'],
    access: publicAccess('request.statement.get'),
    query: TokenQuerySchema,
    status: 200,
    response: itemEnvelope(RequestStatementViewSchema),
  }),
  submitStatement: defineEndpoint({
    method: 'POST',
    path: '/api/public-zone/requests/statements',
    operationId: 'public.request.statement.submit',
    summary:
      'Records the statement when the request still waits for this link; answers the result page address with a success or failure token',
    tags: ['requests'],
    access: publicAccess('request.statement.submit'),
    body: RequestStatementBodySchema,
    status: 200,
    response: itemEnvelope(RequestResultLinkSchema),
  }),
  getResult: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/requests/results',
    operationId: 'public.request.result.get',
    summary: 'The outcome a result token carries (a forged or expired token: 400 naming token)',
    tags: ['requests'],
    access: publicAccess('request.result.get'),
    query: TokenQuerySchema,
    status: 200,
    response: itemEnvelope(RequestResultSchema),
  }),
  adminList: listEndpoint('admin'),
  clubList: listEndpoint('club'),
  personalList: listEndpoint('personal'),
  adminGet: getEndpoint('admin'),
  clubGet: getEndpoint('club'),
  personalGet: getEndpoint('personal'),
  clubPersons: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/requests/persons',
    operationId: 'club.request.person.list',
    summary: 'People of other clubs for the new-request form (name or registration number, at most 20)',
    tags: TAGS,
    access: zoneAccess('club', 'request.create'),
    query: RequestPersonQuerySchema,
    status: 200,
    response: itemEnvelope(z.array(RequestPersonOptionSchema)),
  }),
  clubCreate: defineEndpoint({
    method: 'POST',
    path: '/api/club-zone/requests',
    operationId: 'club.request.create',
    summary:
      'The current club asks for a transfer or loan of a person of another club: the releasing club is asked for its statement (deadline in days: REQUEST_OBJECTION_DAYS); another open one of the person: 409',
    tags: TAGS,
    access: zoneAccess('club', 'request.create'),
    body: RequestCreateSchema,
    status: 201,
    response: itemEnvelope(RequestDetailSchema),
  }),
  clubStatement: defineEndpoint({
    method: 'POST',
    path: '/api/club-zone/requests/:id/statement',
    operationId: 'club.request.statement',
    summary: 'The releasing club agrees or objects until the deadline; the request goes to the office',
    tags: TAGS,
    access: zoneAccess('club', 'request.statement'),
    params: IdParamsSchema,
    body: RequestClubStatementSchema,
    status: 200,
    response: itemEnvelope(RequestDetailSchema),
  }),
  clubCancel: defineEndpoint({
    method: 'POST',
    path: '/api/club-zone/requests/:id/cancel',
    operationId: 'club.request.cancel',
    summary: 'The asking club withdraws its request before the office decides',
    tags: TAGS,
    access: zoneAccess('club', 'request.cancel'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(RequestDetailSchema),
  }),
  adminDecide: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/requests/:id/decide',
    operationId: 'admin.request.decide',
    summary:
      'The office approves (optionally with a fee) or rejects a request in review; an approved one changes the membership on its effective date',
    tags: TAGS,
    access: zoneAccess('admin', 'request.decide'),
    params: IdParamsSchema,
    body: RequestDecideSchema,
    status: 200,
    response: itemEnvelope(RequestDetailSchema),
  }),
  adminComment: commentEndpoint('admin'),
  clubComment: commentEndpoint('club'),
  adminAttachment: attachmentEndpoint('admin'),
  clubAttachment: attachmentEndpoint('club'),
};
