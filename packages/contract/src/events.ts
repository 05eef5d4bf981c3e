// The federation's events (issue 32 §4–6; spec 000 §2.3 page `events`; docs/decisions/events.md):
// camps, courses, seminars and assemblies. The office keeps them, invites, records attendance and
// grants a course's role level (admin zone); a member registers and cancels (personal zone), with
// a waiting list when the event is full.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, boundedDateTime, IdParamsSchema, pathId } from './common/schemas';
import { text } from './common/text';

export const EVENT_LIMITS = {
  name: 200,
  venueText: 300,
  description: 5000,
  capacity: 100_000,
  invitedRoleTypes: 50,
  invitedClubs: 500,
} as const;

/** Codebook `eventAttendanceStates`. */
export const EVENT_ATTENDANCE = { invited: 1, confirmed: 2, declined: 3, attended: 4, absent: 5 } as const;

/** Codebook `eventTypes`. */
export const EVENT_TYPE = {
  trainingCamp: 1,
  course: 2,
  seminar: 3,
  meeting: 4,
  generalAssembly: 5,
  promotion: 6,
  other: 7,
} as const;

const optionalId = bodyId().nullish();

export const EventWriteSchema = z
  .strictObject({
    typeId: bodyId().describe('Codebook eventTypes'),
    name: text({ max: EVENT_LIMITS.name, required: true }),
    startsAt: boundedDateTime().describe('Start, ISO date-time with an offset'),
    endsAt: boundedDateTime().describe('End, ISO date-time with an offset; not before the start'),
    sportFieldId: optionalId.describe('A venue of the sport-fields register'),
    venueText: text({ max: EVENT_LIMITS.venueText }).nullish().describe('The venue as text (or a room of the field)'),
    capacity: z
      .number({ error: 'validation.number' })
      .int('validation.integer')
      .min(0, 'validation.min')
      .max(EVENT_LIMITS.capacity, 'validation.max')
      .nullish()
      .describe('Places (empty: no limit); registrations beyond it wait on the waiting list'),
    registrationDeadline: boundedDate()
      .nullish()
      .describe('The last day members register or cancel (empty: until the start)'),
    description: text({ max: EVENT_LIMITS.description, multiline: true }).nullish(),
    invitedRoleTypeIds: z
      .array(bodyId())
      .max(EVENT_LIMITS.invitedRoleTypes, 'validation.maxItems')
      .optional()
      .describe('Invited: persons with a valid role of these types (empty: any role)'),
    invitedClubIds: z
      .array(bodyId())
      .max(EVENT_LIMITS.invitedClubs, 'validation.maxItems')
      .optional()
      .describe('... with a valid role in one of these clubs (empty: any)'),
    invitedFederationUnitId: optionalId.describe('... of this federation unit (empty: the whole federation)'),
    grantRoleTypeId: optionalId.describe('Finishing it grants a role of this type (through the approval)'),
    grantLevelId: optionalId.describe('... at this level (of that role type)'),
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) < Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'events.endBeforeStart' });
    if (v.registrationDeadline && v.endsAt && v.registrationDeadline > v.endsAt.slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['registrationDeadline'], message: 'events.deadlineAfterEnd' });
    if (v.grantLevelId != null && v.grantRoleTypeId == null)
      ctx.addIssue({ code: 'custom', path: ['grantRoleTypeId'], message: 'events.levelWithoutRole' });
  })
  .meta({ id: 'EventWrite' });
export type EventWrite = z.input<typeof EventWriteSchema>;

export const EventListItemSchema = z
  .object({
    id: z.number().int(),
    typeId: z.number().int(),
    name: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    sportFieldId: z.number().int().nullable(),
    sportFieldName: z.string().nullable(),
    venueText: z.string().nullable(),
    capacity: z.number().int().nullable(),
    registrationDeadline: z.string().nullable(),
    /** Registrations holding a place (not declined, not waiting). */
    placesTaken: z.number().int(),
    waitingCount: z.number().int(),
    grantRoleTypeId: z.number().int().nullable(),
    grantLevelId: z.number().int().nullable(),
  })
  .meta({ id: 'EventListItem' });
export type EventListItem = z.infer<typeof EventListItemSchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const EventSchema = EventListItemSchema.extend({
  description: z.string().nullable(),
  invitedRoleTypeIds: z.array(z.number().int()),
  invitedClubs: z.array(NamedSchema),
  invitedFederationUnitId: z.number().int().nullable(),
  /** Persons the invitation e-mail went to. */
  invitationsSent: z.number().int(),
  remindedDate: z.string().nullable(),
  ...AuditSchema,
}).meta({ id: 'Event' });
export type Event = z.infer<typeof EventSchema>;

const PersonRefSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  registrationNumber: z.string().nullable(),
});

export const EventRegistrationSchema = z
  .object({
    id: z.number().int(),
    eventId: z.number().int(),
    person: PersonRefSchema,
    /** The club of the person's club role valid today (the first by name), if any. */
    clubName: z.string().nullable(),
    email: z.string().nullable(),
    /** Codebook eventAttendanceStates. */
    stateId: z.number().int(),
    waiting: z.boolean(),
    /** 1 = the next to move up; null when not waiting. */
    waitingPosition: z.number().int().nullable(),
    registeredAt: z.string(),
    grantedRoleId: z.number().int().nullable(),
    /** The granted role's approval state (approval_states), while it exists. */
    grantedRoleApprovalStateId: z.number().int().nullable(),
  })
  .meta({ id: 'EventRegistration' });
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;

export const EventInviteeSchema = z
  .object({
    person: PersonRefSchema,
    hasEmail: z.boolean(),
    /** When the invitation e-mail went out (null: not yet). */
    invitedAt: z.string().nullable(),
    registrationStateId: z.number().int().nullable(),
    waiting: z.boolean().nullable(),
  })
  .meta({ id: 'EventInvitee' });
export type EventInvitee = z.infer<typeof EventInviteeSchema>;

export const EventInvitationOutcomeSchema = z
  .object({
    /** Invitations sent. */
    sent: z.number().int(),
    /** Not accepted by the mail server (tried again by the next send). */
    failed: z.number().int(),
    /** Invited persons without an e-mail address. */
    withoutEmail: z.number().int(),
  })
  .meta({ id: 'EventInvitationOutcome' });
export type EventInvitationOutcome = z.infer<typeof EventInvitationOutcomeSchema>;

/** The sending of an event's invitations (a job): its state, progress and, when done, the outcome. */
export const EventInvitationJobSchema = z
  .object({
    jobId: z.string(),
    eventId: z.number().int(),
    state: z.enum(['queued', 'running', 'retrying', 'completed', 'failed']),
    done: z.number().int(),
    total: z.number().int().nullable(),
    /** Why it failed, in the caller's language. */
    error: z.string().nullable(),
    result: EventInvitationOutcomeSchema.nullable(),
  })
  .meta({ id: 'EventInvitationJob' });
export type EventInvitationJob = z.infer<typeof EventInvitationJobSchema>;

export const EventJobParamsSchema = z.object({ id: pathId(), jobId: z.uuid('validation.format') });

export const EventAttendanceSchema = z
  .strictObject({ stateId: bodyId().describe('Codebook eventAttendanceStates') })
  .meta({ id: 'EventAttendance' });
export type EventAttendance = z.input<typeof EventAttendanceSchema>;

export const EventRegistrationAddSchema = z.strictObject({ personId: bodyId() }).meta({ id: 'EventRegistrationAdd' });
export type EventRegistrationAdd = z.input<typeof EventRegistrationAddSchema>;

/** The member's own registration of an event. */
export const MyEventRegistrationSchema = z.object({
  id: z.number().int(),
  stateId: z.number().int(),
  waiting: z.boolean(),
  waitingPosition: z.number().int().nullable(),
  registeredAt: z.string(),
});
export type MyEventRegistration = z.infer<typeof MyEventRegistrationSchema>;

export const MyEventListItemSchema = EventListItemSchema.extend({
  /** Registration is open today (before the deadline and the start). */
  registrationOpen: z.boolean(),
  myRegistration: MyEventRegistrationSchema.nullable(),
}).meta({ id: 'MyEventListItem' });
export type MyEventListItem = z.infer<typeof MyEventListItemSchema>;

export const MyEventSchema = MyEventListItemSchema.extend({
  description: z.string().nullable(),
}).meta({ id: 'MyEvent' });
export type MyEvent = z.infer<typeof MyEventSchema>;

export const EventRegistrationParamsSchema = z.object({ id: pathId(), registrationId: pathId() });

const TAGS = ['events'];
const MODULE = 'events' as const;
const admin = (action: string) => ({ kind: 'zone' as const, zone: 'admin' as const, action, module: MODULE });
const personal = (action: string) => ({ kind: 'zone' as const, zone: 'personal' as const, action, module: MODULE });
const ics = z.string().meta({ format: 'binary', description: 'text/calendar (iCalendar, RFC 5545)' });
const FILTERS =
  'filters name (accent-insensitive), typeId, startsAt (valueDateRange on the start day), sportFieldId; sorts startsAt, name, typeId';
const ADMIN = '/api/admin-zone/events';
const PERSONAL = '/api/personal-zone/events';
const NoQuery = z.strictObject({});

/** Every events call, the admin zone's (`event.list`, `event.update`) and the personal zone's. */
export const eventsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    operationId: 'admin.event.list',
    summary: `The federation's events; ${FILTERS}`,
    tags: TAGS,
    access: admin('event.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(EventListItemSchema),
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/calendar.ics`,
    operationId: 'admin.event.calendar',
    summary: 'iCal feed of the events from one year back on',
    tags: TAGS,
    access: admin('event.list'),
    query: NoQuery,
    status: 200,
    response: ics,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id`,
    operationId: 'admin.event.get',
    summary: 'An event',
    tags: TAGS,
    access: admin('event.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(EventSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: ADMIN,
    operationId: 'admin.event.create',
    summary: 'Create an event',
    tags: TAGS,
    access: admin('event.update'),
    body: EventWriteSchema,
    status: 201,
    response: itemEnvelope(EventSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id`,
    operationId: 'admin.event.update',
    summary: 'Change an event (a larger capacity moves the waiting list up)',
    tags: TAGS,
    access: admin('event.update'),
    params: IdParamsSchema,
    body: EventWriteSchema,
    status: 200,
    response: itemEnvelope(EventSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/:id`,
    operationId: 'admin.event.delete',
    summary: 'Delete an event with its registrations',
    tags: TAGS,
    access: admin('event.update'),
    params: IdParamsSchema,
    status: 204,
    response: z.null(),
  }),
  registrations: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/registrations`,
    operationId: 'admin.event.registration.list',
    summary:
      'The registrations of an event (the attendee list; ?format=csv|xlsx exports it); filters fullName, stateId, waiting; sorts registeredAt, fullName',
    tags: TAGS,
    access: admin('event.list'),
    params: IdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(EventRegistrationSchema),
  }),
  addRegistration: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/registrations`,
    operationId: 'admin.event.registration.create',
    summary: 'Register a person (the office); waits when the event is full',
    tags: TAGS,
    access: admin('event.update'),
    params: IdParamsSchema,
    body: EventRegistrationAddSchema,
    status: 201,
    response: itemEnvelope(EventRegistrationSchema),
  }),
  setAttendance: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id/registrations/:registrationId`,
    operationId: 'admin.event.registration.update',
    summary: 'Record attendance (a declined place moves the waiting list up)',
    tags: TAGS,
    access: admin('event.update'),
    params: EventRegistrationParamsSchema,
    body: EventAttendanceSchema,
    status: 200,
    response: itemEnvelope(EventRegistrationSchema),
  }),
  removeRegistration: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/:id/registrations/:registrationId`,
    operationId: 'admin.event.registration.delete',
    summary: 'Remove a registration (its place goes to the first on the waiting list)',
    tags: TAGS,
    access: admin('event.update'),
    params: EventRegistrationParamsSchema,
    status: 204,
    response: z.null(),
  }),
  grant: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/registrations/:registrationId/grant`,
    operationId: 'admin.event.registration.grant',
    summary: "Grant an attendee the event's role (and level): a new role waiting for the persons' approval",
    tags: TAGS,
    access: admin('event.update'),
    params: EventRegistrationParamsSchema,
    status: 200,
    response: itemEnvelope(EventRegistrationSchema),
  }),
  invitees: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/invitations`,
    operationId: 'admin.event.invitation.list',
    summary: 'The invited persons (by the event audience) with the invitation sent and their registration',
    tags: TAGS,
    access: admin('event.list'),
    params: IdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(EventInviteeSchema),
  }),
  sendInvitations: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/invitations/send`,
    operationId: 'admin.event.invitation.send',
    summary: 'E-mail the invitation to every invited person not invited yet, as a job (its progress below)',
    tags: TAGS,
    access: admin('event.update'),
    params: IdParamsSchema,
    status: 202,
    response: itemEnvelope(EventInvitationJobSchema),
  }),
  invitationJob: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/invitations/send/:jobId`,
    operationId: 'admin.event.invitation.job',
    summary: 'The state and progress of a sending of invitations',
    tags: TAGS,
    access: admin('event.update'),
    params: EventJobParamsSchema,
    status: 200,
    response: itemEnvelope(EventInvitationJobSchema),
  }),

  myList: defineEndpoint({
    method: 'GET',
    path: PERSONAL,
    operationId: 'personal.event.list',
    summary: `Events open to the member (invited, not over) and those registered to; ${FILTERS}`,
    tags: TAGS,
    access: personal('event.my.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(MyEventListItemSchema),
  }),
  myCalendar: defineEndpoint({
    method: 'GET',
    path: `${PERSONAL}/calendar.ics`,
    operationId: 'personal.event.calendar',
    summary: 'iCal feed of the events the member holds a place in',
    tags: TAGS,
    access: personal('event.my.list'),
    query: NoQuery,
    status: 200,
    response: ics,
  }),
  myGet: defineEndpoint({
    method: 'GET',
    path: `${PERSONAL}/:id`,
    operationId: 'personal.event.get',
    summary: 'An event open to the member (or registered to)',
    tags: TAGS,
    access: personal('event.my.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(MyEventSchema),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: `${PERSONAL}/:id/registrations`,
    operationId: 'personal.event.register',
    summary: 'Register to the event (the waiting list when full); twice or after the deadline: 409',
    tags: TAGS,
    access: personal('event.register'),
    params: IdParamsSchema,
    status: 201,
    response: itemEnvelope(MyEventSchema),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${PERSONAL}/:id/registrations/:registrationId/cancel`,
    operationId: 'personal.event.registration.cancel',
    summary: "Cancel one's registration (the first waiting moves up); another member's: 403",
    tags: TAGS,
    access: personal('event.register'),
    params: EventRegistrationParamsSchema,
    status: 200,
    response: itemEnvelope(MyEventSchema),
  }),
};
