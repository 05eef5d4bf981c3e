// The audit log as a page of the admin zone (issue 28 item 10): who did what to which record, from
// where, newest first, filtered and exported; and the signed-in user's own last sign-ins (the
// profile). Rules: docs/decisions/audit-log.md.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { UserSignInSchema } from './users';

/**
 * Every action the server writes (platform/audit/audit-log.ts takes only these, so a new one is
 * added here, and the web's test then asks for its text in both languages). The list filters by
 * any text still; this list gives the page its choices and texts.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'user.invite',
  'user.update',
  'user.lock',
  'user.unlock',
  'user.invitation',
  'invitation.accept',
  'password.reset-requested',
  'password.reset',
  '2fa.enable',
  '2fa.disable',
  'passkey.add',
  'passkey.remove',
  'emailing.unsubscribe',
  'person.create',
  'person.update',
  'person.contact',
  'person.change.request',
  'person.change.accept',
  'person.change.reject',
  'person.role.submit',
  'person.role.approve',
  'person.role.return',
  'person.role.cancel',
  'person.role.paid',
  'person.role.unpaid',
  'person.merge',
  'person.merged',
  'person.anonymise',
  'person.suspension',
  'person-role.transfer',
  'person-role.loan',
  'club.create',
  'club.update',
  'club.contact',
  'club.change.request',
  'club.change.accept',
  'club.change.reject',
  'club.registration.create',
  'club.registration.approve',
  'club.registration.refuse',
  'request.submit',
  'request.agree',
  'request.object',
  'request.deadline',
  'request.approve',
  'request.reject',
  'request.cancel',
  'request.apply',
  'request.statement-link',
  'request.statement',
  'disciplinary.create',
  'disciplinary.update',
  'disciplinary.decide',
  'disciplinary.delete',
  'disciplinary.document.add',
  'disciplinary.document.delete',
  'disciplinary.settings',
  'event.create',
  'event.update',
  'event.delete',
  'event.registration.create',
  'event.registration.cancel',
  'event.registration.delete',
  'event.registration.attendance',
  'event.registration.move-up',
  'representation.nomination.create',
  'representation.nomination.answer',
  'representation.nomination.delete',
  'sportfield.create',
  'sportfield.update',
  'sportfield.delete',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.replay',
  'webhook.rotate-secret',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit record is about (`subjectType`): each has its name on the page. */
export const AUDIT_SUBJECT_TYPES = [
  'user',
  'person',
  'club',
  'club_registration',
  'request',
  'disciplinaryProceeding',
  'disciplinarySettings',
  'event',
  'emailing-campaign',
  'sport_field',
  'webhook',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** How many of the caller's own sign-ins the profile shows. */
export const MY_SIGN_INS_LIMIT = 20;

const ref = z.object({ id: z.number().int(), name: z.string().nullable() });

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    /** When (ISO 8601, UTC). */
    at: z.string(),
    /** Who did it, with the user's name (null when the user no longer exists); null: nobody signed in. */
    actor: ref.nullable(),
    action: z.string(),
    /** What it happened to: 'user', … and its id. */
    subjectType: z.string().nullable(),
    subjectId: z.number().int().nullable(),
    /** The subject's name when it is a user. */
    subjectName: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** What identifies the event, or {before, after} of a change: the JSON as written. */
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const AUDIT_LIST_FILTERS =
  'filters at (valueDateRange: days in Europe/Prague), action (valuesEqual, valuesMemberOf), actorUserId (valuesEqual, valuesMemberOf, valueNull), subjectType (valuesEqual, valuesMemberOf), subjectId (valuesEqual, valuesMemberOf; only together with subjectType), ip (valuesLike, valuesEqual); sorts at (default -at)';

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/audit',
    operationId: 'audit.list',
    summary: `The audit log, newest first; ${AUDIT_LIST_FILTERS}; format=csv|xlsx exports it`,
    tags: ['audit'],
    access: { kind: 'zone', zone: 'admin', action: 'audit.list', module: 'users' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(AuditEntrySchema),
  }),
  mySignIns: defineEndpoint({
    method: 'GET',
    path: '/api/account/me/sign-ins',
    operationId: 'account.mySignIns',
    summary: `The signed-in user's own last ${MY_SIGN_INS_LIMIT} sign-ins and failed sign-ins, newest first`,
    tags: ['audit'],
    access: { kind: 'user' },
    status: 200,
    response: itemEnvelope(z.array(UserSignInSchema)),
  }),
};
