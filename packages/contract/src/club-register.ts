// The clubs register (issue 30; spec 000 §2.3 pages clubs, clubs/detail/{id}, clubs/detail/my-club,
// clubs-approvals): the list, a club's detail with its tabs (official data, contacts, bank account,
// members, managers, boards, contracts, credit, contributions, sport fields, history), creating and
// editing a club; my club in the club zone (the manager keeps the contacts, a change of the official
// data is a request to the office); a new club's registration from the public form, decided by the
// office. Rules: docs/decisions/clubs-register.md.
import { z } from 'zod';
import { checkBankAccount } from './common/bank-account';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { checkIco } from './common/ico';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { CHANGE_REQUEST_DECISIONS, CHANGE_REQUEST_STATES } from './my-profile';

/** Legal forms of Czech sports clubs (the web names them). */
export const CLUB_LEGAL_FORMS = [
  'association',
  'branchAssociation',
  'institute',
  'publicBenefitCompany',
  'company',
  'other',
] as const;
export type ClubLegalForm = (typeof CLUB_LEGAL_FORMS)[number];

const optionalText = (max: number) => text({ max }).nullish();
const email = text({ max: 254 })
  .pipe(z.union([z.literal(''), z.email('validation.email')]))
  .nullish();
const phone = text({ max: 30 })
  .pipe(z.union([z.literal(''), z.string().regex(/^\+?[\d\s()-]{6,30}$/, 'validation.phone')]))
  .nullish();
const web = text({ max: 300 })
  .pipe(z.union([z.literal(''), z.string().regex(/^(https?:\/\/)?[^\s/]+\.[^\s]+$/i, 'validation.url')]))
  .nullish();
const zip = text({ max: 10 }).pipe(z.union([z.literal(''), z.string().regex(/^\d{3}\s?\d{2}$/, 'clubs.zip')]));
const legalForm = z.enum(CLUB_LEGAL_FORMS, { error: 'validation.enum' }).nullish();

/** The contacts a club manager keeps themselves. */
export const clubContactFields = {
  email,
  phone,
  web,
  contactPerson: optionalText(200),
};

/** The official data: a club manager asks the office to change them. */
export const clubOfficialFields = {
  name: text({ max: 200, required: true }),
  officialName: optionalText(300),
  identificationNumber: optionalText(12),
  taxIdentificationNumber: text({ max: 14 })
    .pipe(z.union([z.literal(''), z.string().regex(/^CZ\d{8,10}$/i, 'clubs.taxId')]))
    .nullish(),
  legalForm,
  street: optionalText(200),
  houseNumber: optionalText(20),
  landRegistryNumber: optionalText(20),
  cityPart: optionalText(100),
  city: optionalText(100),
  zip: zip.nullish(),
  countryId: bodyId().nullish(),
  regionId: bodyId().nullish(),
  districtId: bodyId().nullish(),
  bankAccount: optionalText(40),
};

export const CLUB_CONTACT_FIELDS = Object.keys(clubContactFields) as (keyof typeof clubContactFields)[];
export const CLUB_OFFICIAL_FIELDS = Object.keys(clubOfficialFields) as (keyof typeof clubOfficialFields)[];

/** IČO by its mod-11 rule, the account by its weighted checks (or an IBAN's shape). */
export function clubFieldRules(
  v: { identificationNumber?: string | null; bankAccount?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.identificationNumber) {
    const ico = checkIco(v.identificationNumber);
    if ('problem' in ico) ctx.addIssue({ code: 'custom', path: ['identificationNumber'], message: ico.problem });
  }
  if (v.bankAccount) {
    const account = checkBankAccount(v.bankAccount);
    if ('problem' in account) ctx.addIssue({ code: 'custom', path: ['bankAccount'], message: account.problem });
  }
}

const adminFields = {
  ...clubOfficialFields,
  ...clubContactFields,
  federationUnitId: bodyId(),
  clubTypeId: bodyId().nullish(),
};

export const ClubWriteSchema = z.strictObject(adminFields).superRefine(clubFieldRules).meta({ id: 'ClubWrite' });
export type ClubWrite = z.input<typeof ClubWriteSchema>;

export const ClubContactSchema = z.strictObject(clubContactFields).meta({ id: 'ClubContact' });
export type ClubContact = z.input<typeof ClubContactSchema>;

/** The official data as the manager wants them, whole (the form starts from the current ones). */
export const ClubChangeRequestCreateSchema = z
  .strictObject({
    ...clubOfficialFields,
    /** Why: the office reads it (e.g. "new seat after the general meeting"). */
    note: text({ max: 1000, multiline: true }).nullish(),
  })
  .superRefine(clubFieldRules)
  .meta({ id: 'ClubChangeRequestCreate' });
export type ClubChangeRequestCreate = z.input<typeof ClubChangeRequestCreateSchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const ClubListItemSchema = z
  .object({
    id: z.number().int(),
    registrationNumber: z.string(),
    name: z.string(),
    identificationNumber: z.string().nullable(),
    city: z.string().nullable(),
    regionId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    clubTypeId: z.number().int().nullable(),
    federationUnitId: z.number().int(),
    /** A club registration (club role) is valid today. */
    active: z.boolean(),
  })
  .meta({ id: 'ClubListItem' });
export type ClubListItem = z.infer<typeof ClubListItemSchema>;

export const ClubDetailSchema = z
  .object({
    id: z.number().int(),
    registrationNumber: z.string(),
    name: z.string(),
    officialName: z.string().nullable(),
    identificationNumber: z.string().nullable(),
    taxIdentificationNumber: z.string().nullable(),
    legalForm: z.enum(CLUB_LEGAL_FORMS).nullable(),
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    landRegistryNumber: z.string().nullable(),
    cityPart: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    countryId: z.number().int().nullable(),
    regionId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    bankAccount: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    web: z.string().nullable(),
    contactPerson: z.string().nullable(),
    federationUnitId: z.number().int(),
    clubTypeId: z.number().int().nullable(),
    active: z.boolean(),
    createdDate: z.string(),
    editedDate: z.string().nullable(),
  })
  .meta({ id: 'ClubDetail' });
export type ClubDetail = z.infer<typeof ClubDetailSchema>;

/** The detail's other tabs, read from the features that keep them (at most 200 rows of each). */
export const ClubRecordsSchema = z
  .object({
    members: z.array(
      z.object({
        personId: z.number().int(),
        fullName: z.string(),
        registrationNumber: z.string(),
        typeId: z.number().int(),
        validFrom: z.string(),
        validTill: z.string().nullable(),
      }),
    ),
    /** How many people hold a role in the club today (the list shows the first 200). */
    memberCount: z.number().int(),
    managers: z.array(
      z.object({
        userId: z.number().int(),
        fullName: z.string(),
        userName: z.string(),
        roleTypeId: z.number().int(),
        /** ClubManagerReadOnly. */
        readOnly: z.boolean(),
        invitationPending: z.boolean(),
      }),
    ),
    boards: z.array(
      z.object({
        personId: z.number().int(),
        fullName: z.string(),
        typeId: z.number().int(),
        board: ref.nullable(),
        validFrom: z.string(),
        validTill: z.string().nullable(),
      }),
    ),
    contracts: z.array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        typeId: z.number().int(),
        stateId: z.number().int(),
        validFrom: z.string(),
        validTill: z.string().nullable(),
      }),
    ),
    credit: z.object({
      balance: z.number(),
      entries: z.array(
        z.object({
          id: z.number().int(),
          date: z.string(),
          kind: z.enum(['order', 'spend']),
          amount: z.number(),
          note: z.string().nullable(),
        }),
      ),
    }),
    contributions: z.array(
      z.object({
        seasonId: z.number().int(),
        season: z.string(),
        persons: z.number().int(),
        amount: z.number(),
        paid: z.number(),
      }),
    ),
    sportFields: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        city: z.string().nullable(),
        courtCount: z.number().int().nullable(),
        validFrom: z.string(),
        validTill: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ClubRecords' });
export type ClubRecords = z.infer<typeof ClubRecordsSchema>;

export const ClubChangeSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    action: z.string(),
    actor: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  })
  .meta({ id: 'ClubChange' });
export type ClubChange = z.infer<typeof ClubChangeSchema>;

export const ClubChangeRequestSchema = z
  .object({
    id: z.number().int(),
    club: z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string() }),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    note: z.string().nullable(),
    state: z.enum(CHANGE_REQUEST_STATES),
    reason: z.string().nullable(),
    createdDate: z.string(),
    decidedDate: z.string().nullable(),
  })
  .meta({ id: 'ClubChangeRequest' });
export type ClubChangeRequest = z.infer<typeof ClubChangeRequestSchema>;

export const MyClubSchema = z
  .object({
    club: ClubDetailSchema,
    records: ClubRecordsSchema,
    /** The club's latest request to the office, if any. */
    changeRequest: ClubChangeRequestSchema.nullable(),
  })
  .meta({ id: 'MyClub' });
export type MyClub = z.infer<typeof MyClubSchema>;

export const ClubChangeRequestDecideSchema = z
  .strictObject({
    decision: z.enum(CHANGE_REQUEST_DECISIONS, { error: 'validation.enum' }),
    /** Required to reject: the club reads it. */
    reason: text({ max: 1000, multiline: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason?.trim())
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'clubs.reasonRequired' });
  })
  .meta({ id: 'ClubChangeRequestDecide' });
export type ClubChangeRequestDecide = z.input<typeof ClubChangeRequestDecideSchema>;

/** A new club's registration, as the public form sends it. */
export const ClubRegistrationCreateSchema = z
  .strictObject({
    name: text({ max: 200, required: true }),
    officialName: optionalText(300),
    identificationNumber: text({ max: 12, required: true }),
    legalForm,
    street: optionalText(200),
    houseNumber: optionalText(20),
    city: text({ max: 100, required: true }),
    zip: zip.refine((v) => v !== '', 'validation.required'),
    regionId: bodyId().nullish(),
    districtId: bodyId().nullish(),
    statutoryFirstName: text({ max: 100, required: true }),
    statutoryLastName: text({ max: 100, required: true }),
    statutoryFunction: optionalText(100),
    email: text({ max: 254, required: true }).pipe(z.email('validation.email')),
    phone,
    note: text({ max: 2000, multiline: true }).nullish(),
  })
  .superRefine(clubFieldRules)
  .meta({ id: 'ClubRegistrationCreate' });
export type ClubRegistrationCreate = z.input<typeof ClubRegistrationCreateSchema>;

export const CLUB_REGISTRATION_STATES = ['waiting', 'approved', 'refused'] as const;

export const ClubRegistrationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    officialName: z.string().nullable(),
    identificationNumber: z.string(),
    legalForm: z.enum(CLUB_LEGAL_FORMS).nullable(),
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    city: z.string(),
    zip: z.string(),
    regionId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    statutoryFirstName: z.string(),
    statutoryLastName: z.string(),
    statutoryFunction: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    note: z.string().nullable(),
    state: z.enum(CLUB_REGISTRATION_STATES),
    reason: z.string().nullable(),
    club: ref.nullable(),
    createdDate: z.string(),
    decidedDate: z.string().nullable(),
  })
  .meta({ id: 'ClubRegistration' });
export type ClubRegistration = z.infer<typeof ClubRegistrationSchema>;

export const ClubRegistrationDecideSchema = z
  .strictObject({
    decision: z.enum(['approve', 'refuse'], { error: 'validation.enum' }),
    /** Approve: the unit the new club belongs to, and its type. */
    federationUnitId: bodyId().nullish(),
    clubTypeId: bodyId().nullish(),
    /** Refuse: the applicant reads it in the e-mail. */
    reason: text({ max: 1000, multiline: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'approve' && !v.federationUnitId)
      ctx.addIssue({ code: 'custom', path: ['federationUnitId'], message: 'validation.required' });
    if (v.decision === 'refuse' && !v.reason?.trim())
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'clubs.reasonRequired' });
  })
  .meta({ id: 'ClubRegistrationDecide' });
export type ClubRegistrationDecide = z.input<typeof ClubRegistrationDecideSchema>;

export const ClubRegistrationOutcomeSchema = z
  .object({
    registration: ClubRegistrationSchema,
    /** Approve: the statutory person was invited as the club's manager (false: the address has an account already). */
    managerInvited: z.boolean(),
  })
  .meta({ id: 'ClubRegistrationOutcome' });
export type ClubRegistrationOutcome = z.infer<typeof ClubRegistrationOutcomeSchema>;

const TAGS = ['clubs'];
const ADMIN = '/api/admin-zone/clubs';
const MY_CLUB = '/api/club-zone/club';

export const clubRegisterEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    operationId: 'admin.club.register.list',
    summary:
      'Clubs of the register; filters name, identificationNumber, regionId, districtId, clubTypeId, federationUnitId, active, city',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubListItemSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id`,
    operationId: 'admin.club.get',
    summary: 'A club of the register',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.list' },
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(ClubDetailSchema),
  }),
  records: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/records`,
    operationId: 'admin.club.records',
    summary: "The detail's tabs: members, managers, boards, contracts, credit, contributions, sport fields",
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.list' },
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(ClubRecordsSchema),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/history`,
    operationId: 'admin.club.history',
    summary: 'Changes of the club from the audit log (newest first); filters action, at',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.list' },
    params: IdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubChangeSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: ADMIN,
    operationId: 'admin.club.create',
    summary: 'Create a club (a unit manager in their unit); its registration number is assigned',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.create' },
    body: ClubWriteSchema,
    status: 201,
    response: itemEnvelope(ClubDetailSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id`,
    operationId: 'admin.club.update',
    summary: "Change a club's official data and contacts (a unit manager their unit's clubs)",
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.update' },
    params: IdParamsSchema,
    body: ClubWriteSchema,
    status: 200,
    response: itemEnvelope(ClubDetailSchema),
  }),
  myClub: defineEndpoint({
    method: 'GET',
    path: MY_CLUB,
    operationId: 'club.club.get',
    summary: 'The current club with its tabs and its latest change request',
    tags: TAGS,
    access: { kind: 'zone', zone: 'club', action: 'club.detail' },
    status: 200,
    response: itemEnvelope(MyClubSchema),
  }),
  myClubHistory: defineEndpoint({
    method: 'GET',
    path: `${MY_CLUB}/history`,
    operationId: 'club.club.history',
    summary: 'Changes of the current club from the audit log (newest first); filters action, at',
    tags: TAGS,
    access: { kind: 'zone', zone: 'club', action: 'club.detail' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubChangeSchema),
  }),
  updateMyClub: defineEndpoint({
    method: 'PUT',
    path: MY_CLUB,
    operationId: 'club.club.update',
    summary: "The current club's contacts (fields left out stay)",
    tags: TAGS,
    access: { kind: 'zone', zone: 'club', action: 'club.update' },
    body: ClubContactSchema,
    status: 200,
    response: itemEnvelope(MyClubSchema),
  }),
  requestChange: defineEndpoint({
    method: 'POST',
    path: `${MY_CLUB}/change-request`,
    operationId: 'club.club.change.request',
    summary: 'Ask the office to change the official data (a waiting request is replaced)',
    tags: TAGS,
    access: { kind: 'zone', zone: 'club', action: 'club.update' },
    body: ClubChangeRequestCreateSchema,
    status: 200,
    response: itemEnvelope(MyClubSchema),
  }),
  changeRequests: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/change-requests`,
    operationId: 'admin.club.change.request.list',
    summary: "Clubs' requests to change their official data, waiting by default; filters state, name, createdDate",
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.approval.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubChangeRequestSchema),
  }),
  decideChangeRequest: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/change-requests/:id/decide`,
    operationId: 'admin.club.change.request.decide',
    summary: 'Accept (the change is applied) or reject (with a reason) a waiting request',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.approval.decide' },
    params: IdParamsSchema,
    body: ClubChangeRequestDecideSchema,
    status: 200,
    response: itemEnvelope(ClubChangeRequestSchema),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/public-zone/club-registrations',
    operationId: 'public.club.registration.create',
    summary: "A new club's registration for the office to approve (anonymous, rate-limited)",
    tags: TAGS,
    access: { kind: 'public', action: 'club.registration.create' },
    body: ClubRegistrationCreateSchema,
    status: 201,
    response: itemEnvelope(z.object({ id: z.number().int() })),
  }),
  registrations: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/approvals`,
    operationId: 'admin.club.approval.list',
    summary: 'New clubs’ registrations, waiting by default; filters state, name, identificationNumber, createdDate',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.approval.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubRegistrationSchema),
  }),
  decideRegistration: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/approvals/:id/decide`,
    operationId: 'admin.club.approval.decide',
    summary: 'Approve (the club is created, its statutory person invited as manager) or refuse (with a reason)',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'club.approval.decide' },
    params: IdParamsSchema,
    body: ClubRegistrationDecideSchema,
    status: 200,
    response: itemEnvelope(ClubRegistrationOutcomeSchema),
  }),
};
