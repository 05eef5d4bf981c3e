// A member's own profile (issue 29 §6; spec 000 §2.3 page my-profile) and the office's side of it:
// the member reads their data, roles, memberships, contributions, results and board seats, keeps
// their contact (e-mail, phone, address) themselves, and asks the office to correct their name or
// birth data; the office accepts such a request (the change is applied) or rejects it with a
// reason. The member downloads everything Fedra holds about them (GDPR art. 15) as JSON or PDF.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { DataExportQuerySchema, PersonDataExportSchema } from './person-gdpr';
import {
  PersonChangeSchema,
  PersonDetailSchema,
  PersonRecordsSchema,
  personContactFields,
  personIdentityFields,
  personIdentityRules,
} from './persons';

/** The contact a member keeps themselves. */
export const ProfileContactSchema = z.strictObject(personContactFields).meta({ id: 'ProfileContact' });
export type ProfileContact = z.input<typeof ProfileContactSchema>;

/** The identity fields a member may ask the office to correct. */
export const PERSON_IDENTITY_FIELDS = Object.keys(personIdentityFields) as (keyof typeof personIdentityFields)[];

/**
 * The identity the member asks for, whole (the form starts from the current one): checked by the
 * same rules as the office's form, so that the office can accept it as it is.
 */
export const ProfileChangeRequestCreateSchema = z
  .strictObject({
    ...personIdentityFields,
    /** Why: the office reads it (e.g. "married", "typo in the birth date"). */
    note: text({ max: 1000, multiline: true }).nullish(),
  })
  .superRefine(personIdentityRules)
  .meta({ id: 'ProfileChangeRequestCreate' });
export type ProfileChangeRequestCreate = z.input<typeof ProfileChangeRequestCreateSchema>;

export const CHANGE_REQUEST_STATES = ['waiting', 'accepted', 'rejected', 'withdrawn'] as const;
export type ChangeRequestState = (typeof CHANGE_REQUEST_STATES)[number];

export const PersonChangeRequestSchema = z
  .object({
    id: z.number().int(),
    person: z.object({ id: z.number().int(), fullName: z.string(), registrationNumber: z.string() }),
    /** Each field asked to change: its value now and the value asked for. */
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    note: z.string().nullable(),
    state: z.enum(CHANGE_REQUEST_STATES),
    /** The office's reason of a rejection. */
    reason: z.string().nullable(),
    createdDate: z.string(),
    decidedDate: z.string().nullable(),
  })
  .meta({ id: 'PersonChangeRequest' });
export type PersonChangeRequest = z.infer<typeof PersonChangeRequestSchema>;

export const MyProfileSchema = z
  .object({
    person: PersonDetailSchema,
    records: PersonRecordsSchema,
    /** The member's latest request to the office, if any (waiting, or how it was decided). */
    changeRequest: PersonChangeRequestSchema.nullable(),
  })
  .meta({ id: 'MyProfile' });
export type MyProfile = z.infer<typeof MyProfileSchema>;

export const CHANGE_REQUEST_DECISIONS = ['accept', 'reject'] as const;

export const ChangeRequestDecideSchema = z
  .strictObject({
    decision: z.enum(CHANGE_REQUEST_DECISIONS, { error: 'validation.enum' }),
    /** Required to reject: the member reads it. */
    reason: text({ max: 1000, multiline: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason?.trim())
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'persons.requestReasonRequired' });
  })
  .meta({ id: 'ChangeRequestDecide' });
export type ChangeRequestDecide = z.input<typeof ChangeRequestDecideSchema>;

const PROFILE = '/api/personal-zone/profile';
const personal = (action: string) => ({ kind: 'zone' as const, zone: 'personal' as const, action });
const admin = (action: string) => ({ kind: 'zone' as const, zone: 'admin' as const, action });
const TAGS = ['persons'];

export const myProfileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: PROFILE,
    operationId: 'profile.get',
    summary: "The member's own data, roles, memberships, records and latest change request",
    tags: TAGS,
    access: personal('profile.get'),
    status: 200,
    response: itemEnvelope(MyProfileSchema),
  }),
  updateContact: defineEndpoint({
    method: 'PUT',
    path: PROFILE,
    operationId: 'profile.update',
    summary: "The member's contact (e-mail, phone, address, legal representative), changed directly",
    tags: TAGS,
    access: personal('profile.update'),
    body: ProfileContactSchema,
    status: 200,
    response: itemEnvelope(MyProfileSchema),
  }),
  requestChange: defineEndpoint({
    method: 'POST',
    path: `${PROFILE}/change-request`,
    operationId: 'profile.change.request',
    summary: 'Ask the office to correct name or birth data (replaces a request still waiting)',
    tags: TAGS,
    access: personal('profile.update'),
    body: ProfileChangeRequestCreateSchema,
    status: 200,
    response: itemEnvelope(MyProfileSchema),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${PROFILE}/history`,
    operationId: 'profile.history',
    summary: "Changes of the member's record and roles, from the audit log (newest first); filters action, at",
    tags: TAGS,
    access: personal('profile.get'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PersonChangeSchema),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: `${PROFILE}/export`,
    operationId: 'profile.export',
    summary: 'Everything Fedra holds about the member (GDPR art. 15): JSON, or with ?format=pdf a readable PDF',
    tags: TAGS,
    access: personal('profile.get'),
    query: DataExportQuerySchema,
    status: 200,
    response: PersonDataExportSchema,
  }),
  changeRequests: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/persons/change-requests',
    operationId: 'person.change.request.list',
    summary:
      "Members' requests to correct their identity (a unit manager: their unit's); filters state (default waiting), fullName; sorts createdDate, fullName",
    tags: TAGS,
    access: admin('person.approval.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PersonChangeRequestSchema),
  }),
  decideChangeRequest: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/persons/change-requests/:id/decide',
    operationId: 'person.change.request.decide',
    summary: 'Accept (the change is applied, checked as an edit) or reject with a reason a waiting request',
    tags: TAGS,
    access: admin('person.approval.decide'),
    params: IdParamsSchema,
    body: ChangeRequestDecideSchema,
    status: 200,
    response: itemEnvelope(PersonChangeRequestSchema),
  }),
};
