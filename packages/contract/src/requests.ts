// Request statements and their public result (spec 001 §2 "Public request result", §8): the office
// issues a signed statement link for a request waiting for the statement of a club (a transfer's
// releasing club); the club's page records agree / disagree with a comment and leads to the result
// page, whose signed token says whether the statement was taken. Public calls: anonymous and
// rate-limited, behind the module `requests`.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { IdParamsSchema } from './common/schemas';
import { text } from './common/text';

const MODULE = 'requests' as const;

/** Codebook requestStates used by the statement flow. */
export const REQUEST_STATE = { waitingStatement: 3, inReview: 4 } as const;
/** Codebook requestTypes. */
export const REQUEST_TYPE = { transfer: 1, loan: 2 } as const;
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

const publicAccess = (action: string) => ({ kind: 'public' as const, action, module: MODULE });

export const requestEndpoints = {
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
};
