// Approvals of the persons register (issue 29 §5; spec 000 §2.3 page persons-approvals): the
// roles clubs submitted (a new person comes with their first role), decided by the office one by
// one or many at once: approved (valid from then on, unless it still waits for its payment),
// returned to the club with a reason, or cancelled. The club is e-mailed what was decided.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListFilterQueryStringSchema, ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, boundedDate, IdParamsSchema } from './common/schemas';
import { text } from './common/text';

/** The most roles one decision takes by id (the filter's "all matching" has no such limit). */
export const MAX_APPROVALS_AT_ONCE = 1000;

export const APPROVAL_DECISIONS = ['approve', 'return', 'cancel'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const PersonApprovalSchema = z
  .object({
    /** The role's id: what a decision names. */
    id: z.number().int(),
    person: z.object({
      id: z.number().int(),
      fullName: z.string(),
      registrationNumber: z.string(),
      birthDate: z.string().nullable(),
    }),
    /** The person has no approved role yet: the club registers someone new. */
    newPerson: z.boolean(),
    typeId: z.number().int(),
    levelId: z.number().int().nullable(),
    club: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    validFrom: z.string(),
    approvalStateId: z.number().int(),
    paidStateId: z.number().int().nullable(),
    approvalNote: z.string().nullable(),
    submittedAt: z.string(),
  })
  .meta({ id: 'PersonApproval' });
export type PersonApproval = z.infer<typeof PersonApprovalSchema>;

export const PersonApprovalDecideSchema = z
  .strictObject({
    ids: z
      .array(bodyId(), { error: 'validation.array' })
      .max(MAX_APPROVALS_AT_ONCE, 'validation.maxItems')
      .optional()
      .describe('The roles decided'),
    all: z
      .literal(true, { error: 'validation.boolean' })
      .optional()
      .describe('Instead of ids: every role matching the list filter sent in the query string'),
    decision: z.enum(APPROVAL_DECISIONS, { error: 'validation.enum' }),
    /** Required to return or cancel: the club reads it. */
    reason: text({ max: 1000, multiline: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.all && !v.ids?.length) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'approvals.noneSelected' });
    if (v.decision !== 'approve' && !v.reason?.trim())
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'approvals.reasonRequired' });
  })
  .meta({ id: 'PersonApprovalDecide' });
export type PersonApprovalDecide = z.input<typeof PersonApprovalDecideSchema>;

export const PersonApprovalOutcomeSchema = z
  .object({
    decided: z.number().int(),
    /** Approvals held back: the role still waits for its payment (paid state unpaid). */
    waitingForPayment: z.number().int(),
    /** Not waiting any more (decided meanwhile by someone else): left as they are. */
    skipped: z.number().int(),
    /** Clubs e-mailed about the decision. */
    clubsNotified: z.number().int(),
  })
  .meta({ id: 'PersonApprovalOutcome' });
export type PersonApprovalOutcome = z.infer<typeof PersonApprovalOutcomeSchema>;

/** A club submits another role of one of its people for approval. */
export const ClubRoleSubmitSchema = z
  .strictObject({
    typeId: bodyId(),
    levelId: bodyId().nullish(),
    validFrom: boundedDate(),
  })
  .meta({ id: 'ClubRoleSubmit' });
export type ClubRoleSubmit = z.input<typeof ClubRoleSubmitSchema>;

const TAGS = ['persons'];

export const personApprovalsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/persons/approvals',
    operationId: 'person.approval.list',
    summary:
      'Roles clubs submitted, waiting for the office by default; filters approvalStateId, clubId, roleTypeId, newPerson, fullName, federationUnitId',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'person.approval.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PersonApprovalSchema),
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/persons/approvals/decide',
    operationId: 'person.approval.decide',
    summary: `Approve, return (with a reason) or cancel waiting roles: up to ${MAX_APPROVALS_AT_ONCE} by id, or all the list filter matches`,
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'person.approval.decide' },
    query: ListFilterQueryStringSchema,
    body: PersonApprovalDecideSchema,
    status: 200,
    response: itemEnvelope(PersonApprovalOutcomeSchema),
  }),
  clubSubmitRole: defineEndpoint({
    method: 'POST',
    path: '/api/club-zone/persons/:id/roles',
    operationId: 'club.person.role.submit',
    summary: 'Submit another role of a person of the club (in the club) for the office to approve',
    tags: TAGS,
    access: { kind: 'zone', zone: 'club', action: 'person.update' },
    params: IdParamsSchema,
    body: ClubRoleSubmitSchema,
    status: 201,
    response: itemEnvelope(z.object({ id: z.number().int() })),
  }),
};
