// The persons register (issue 29; spec 000 §2.3 pages persons/{roleId}, persons/detail/{id}): the
// list per person role category, a person's detail with the tabs' records, creating and editing a
// person, in the admin zone (the federation, a unit manager their unit) and the club zone (the
// current club's people). Rules: docs/decisions/persons-register.md.
import { z } from 'zod';
import { checkBirthNumber } from './common/birth-number';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, boundedDate, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { SuspensionSchema } from './disciplinary';

/** Person role categories of the codebook: the register's pages (persons/{roleId}). */
export const PERSON_ROLE_CATEGORY = { membership: 1, athletes: 2, officials: 3, boards: 4, other: 5 } as const;

/** Czechia in the codebook's countries (ISO numeric): its citizens are expected to have a birth number. */
export const CZECHIA = 203;

const optionalText = (max: number) => text({ max }).nullish();
const email = text({ max: 254 })
  .pipe(z.union([z.literal(''), z.email('validation.email')]))
  .nullish();
const phone = text({ max: 30 })
  .pipe(z.union([z.literal(''), z.string().regex(/^\+?[\d\s()-]{6,30}$/, 'validation.phone')]))
  .nullish();

/**
 * A postcode: digits and letters with spaces or hyphens (110 00, SW1A 1AA, 01-234), since members
 * may live abroad; a mistyped one ("1100o0-", "?") is refused rather than kept for the post.
 */
const zip = text({ max: 10 })
  .pipe(z.union([z.literal(''), z.string().regex(/^[\dA-Za-z](?:[\dA-Za-z -]*[\dA-Za-z])?$/, 'validation.zip')]))
  .nullish();

/** What a person's contact is: kept by the club and the member themselves even after approval. */
export const personContactFields = {
  email,
  phone,
  street: optionalText(200),
  city: optionalText(100),
  zip,
  isContactPublic: z.boolean({ error: 'validation.boolean' }).optional(),
  legalRepresentativeFirstName: optionalText(100),
  legalRepresentativeLastName: optionalText(100),
  legalRepresentativeEmail: email,
  legalRepresentativePhone: phone,
};

/** The fields that identify a person: once a role is approved, only the office changes them. */
export const personIdentityFields = {
  firstName: text({ max: 100, required: true }),
  lastName: text({ max: 100, required: true }),
  title: optionalText(40),
  birthNumber: optionalText(11),
  birthDate: boundedDate().nullish(),
  sexId: z.union([z.literal(1), z.literal(2)], { error: 'validation.required' }).nullish(),
  nationalityId: z.number({ error: 'validation.number' }).int('validation.integer').min(1).max(999).nullish(),
};

export const PERSON_CONTACT_FIELDS = Object.keys(personContactFields) as (keyof typeof personContactFields)[];

/**
 * The birth number checked as the civil register builds it, and against the birth date and sex;
 * without one, birth date and citizenship are needed (a foreigner), and the sex.
 */
export function personIdentityRules(
  v: { birthNumber?: string | null; birthDate?: string | null; sexId?: number | null; nationalityId?: number | null },
  ctx: z.RefinementCtx,
) {
  if (v.birthNumber) {
    const checked = checkBirthNumber(v.birthNumber);
    if ('problem' in checked) {
      ctx.addIssue({ code: 'custom', path: ['birthNumber'], message: checked.problem });
      return;
    }
    if (v.birthDate && v.birthDate !== checked.birthDate)
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'birthNumber.dateMismatch' });
    if (v.sexId && v.sexId !== (checked.sex === 'male' ? 1 : 2))
      ctx.addIssue({ code: 'custom', path: ['sexId'], message: 'birthNumber.sexMismatch' });
    return;
  }
  if (!v.birthDate) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'persons.birthDateWithoutNumber' });
  if (!v.nationalityId)
    ctx.addIssue({ code: 'custom', path: ['nationalityId'], message: 'persons.nationalityWithoutNumber' });
  if (!v.sexId) ctx.addIssue({ code: 'custom', path: ['sexId'], message: 'validation.required' });
}

/** The first role of a new person: a club's goes to the office for approval. */
export const PersonNewRoleSchema = z.strictObject({
  typeId: bodyId(),
  levelId: bodyId().nullish(),
  /** The admin zone names the club of a club role; the club zone's is always the current club. */
  clubId: bodyId().nullish(),
  validFrom: boundedDate(),
});

const writeFields = {
  ...personIdentityFields,
  ...personContactFields,
  federationUnitId: bodyId().nullish(),
  gdprConsentDate: boundedDate().nullish(),
  /** The user confirmed that a person of the same name and birth date is someone else. */
  confirmSimilar: z.boolean({ error: 'validation.boolean' }).optional(),
};

export const PersonCreateSchema = z
  .strictObject({ ...writeFields, role: PersonNewRoleSchema.nullish() })
  .superRefine(personIdentityRules)
  .meta({ id: 'PersonCreate' });
export type PersonCreate = z.input<typeof PersonCreateSchema>;

export const PersonUpdateSchema = z
  .strictObject(writeFields)
  .superRefine(personIdentityRules)
  .meta({ id: 'PersonUpdate' });
export type PersonUpdate = z.input<typeof PersonUpdateSchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const PersonListItemSchema = z
  .object({
    id: z.number().int(),
    registrationNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    birthDate: z.string().nullable(),
    birthNumber: z.string().nullable(),
    sexId: z.number().int().nullable(),
    nationalityId: z.number().int().nullable(),
    federationUnitId: z.number().int().nullable(),
    /** The club of the membership valid on the list's day (today unless filtered by validAt). */
    club: ref.nullable(),
    /** Of the club: where the person plays. */
    regionId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    /** The roles of the listed category valid on the list's day: type, level, approval. */
    roles: z.array(
      z.object({
        typeId: z.number().int(),
        levelId: z.number().int().nullable(),
        approvalStateId: z.number().int(),
        clubId: z.number().int().nullable(),
      }),
    ),
    anonymised: z.boolean(),
  })
  .meta({ id: 'PersonListItem' });
export type PersonListItem = z.infer<typeof PersonListItemSchema>;

export const PersonRoleRowSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  levelId: z.number().int().nullable(),
  club: ref.nullable(),
  board: ref.nullable(),
  approvalStateId: z.number().int(),
  paidStateId: z.number().int().nullable(),
  /** Why the office returned or cancelled it. */
  approvalNote: z.string().nullable(),
  seasonId: z.number().int().nullable(),
  validFrom: z.string(),
  validTill: z.string().nullable(),
  title: z.string().nullable(),
  note: z.string().nullable(),
  /** Valid on the server's today. */
  isActive: z.boolean(),
});
export type PersonRoleRow = z.infer<typeof PersonRoleRowSchema>;

export const PersonDetailSchema = z
  .object({
    id: z.number().int(),
    registrationNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    title: z.string().nullable(),
    birthNumber: z.string().nullable(),
    birthDate: z.string().nullable(),
    sexId: z.number().int().nullable(),
    nationalityId: z.number().int().nullable(),
    federationUnitId: z.number().int().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    isContactPublic: z.boolean(),
    legalRepresentativeFirstName: z.string().nullable(),
    legalRepresentativeLastName: z.string().nullable(),
    legalRepresentativeEmail: z.string().nullable(),
    legalRepresentativePhone: z.string().nullable(),
    gdprConsentDate: z.string().nullable(),
    /** The user account that acts as this person in the personal zone. */
    user: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
    roles: z.array(PersonRoleRowSchema),
    /**
     * The caller may change only the contact (a club manager, once a role of the person is
     * approved): the form locks the identity fields.
     */
    contactOnly: z.boolean(),
    anonymisedAt: z.string().nullable(),
    /** Suspensions by disciplinary decisions that hold today or later (issue 32 §2). */
    suspensions: z.array(SuspensionSchema),
    createdDate: z.string(),
    editedDate: z.string().nullable(),
  })
  .meta({ id: 'PersonDetail' });
export type PersonDetail = z.infer<typeof PersonDetailSchema>;

/** The detail's other tabs: what the person took part in (newest first, at most 100 of each). */
export const PersonRecordsSchema = z
  .object({
    contributions: z.array(
      z.object({
        id: z.number().int(),
        seasonId: z.number().int(),
        season: z.string(),
        club: ref.nullable(),
        amount: z.number(),
        paidStateId: z.number().int(),
        paidDate: z.string().nullable(),
      }),
    ),
    tournaments: z.array(
      z.object({
        tournamentId: z.number().int(),
        name: z.string(),
        date: z.string().nullable(),
        competition: z.string().nullable(),
        /** Codebook tournamentTeamStates: registered, confirmed, rejected, withdrawn, excluded. */
        stateId: z.number().int(),
        /** Codebook tournamentRoles: 1 athlete, else a referee's role. */
        roleId: z.number().int(),
        placing: z.number().int().nullable(),
        points: z.number().nullable(),
      }),
    ),
    leagueMatches: z.array(
      z.object({
        matchId: z.number().int(),
        competition: z.string(),
        date: z.string().nullable(),
        home: z.string(),
        away: z.string(),
        score: z.string().nullable(),
      }),
    ),
    refereeJournal: z.array(
      z.object({
        id: z.number().int(),
        date: z.string(),
        typeId: z.number().int(),
        event: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'PersonRecords' });
export type PersonRecords = z.infer<typeof PersonRecordsSchema>;

/** One change of the person from the audit log: who, when, which fields from what to what. */
export const PersonChangeSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    action: z.string(),
    actor: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  })
  .meta({ id: 'PersonChange' });
export type PersonChange = z.infer<typeof PersonChangeSchema>;

const TAGS = ['persons'];
type Zone = 'admin' | 'club';
const zoneAccess = (zone: Zone, action: string) => ({ kind: 'zone' as const, zone, action });

function zoneEndpoints<Z extends Zone>(zone: Z) {
  const base = `/api/${zone}-zone/persons`;
  const who = zone === 'admin' ? 'in the caller’s scope' : 'of the current club (a role in it, at any time)';
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: `${zone}.person.register.list`,
      summary: `Persons ${who}; filters fullName (accent-insensitive), registrationNumber, birthNumber, sexId, nationalityId, federationUnitId, ageCategoryId, birthDate, and of one same role: roleCategoryId, roleTypeId, roleLevelId, clubId, approvalStateId, regionId, districtId, validAt (a date)`,
      tags: TAGS,
      access: zoneAccess(zone, 'person.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(PersonListItemSchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      operationId: `${zone}.person.get`,
      summary: `A person ${who}, with their roles`,
      tags: TAGS,
      access: zoneAccess(zone, 'person.list'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(PersonDetailSchema),
    }),
    records: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/records`,
      operationId: `${zone}.person.records`,
      summary: 'What the person took part in: contributions, tournaments, league matches, referee journal',
      tags: TAGS,
      access: zoneAccess(zone, 'person.list'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(PersonRecordsSchema),
    }),
    history: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/history`,
      operationId: `${zone}.person.history`,
      summary: 'Changes of the person and their roles, from the audit log (newest first); filters action, at',
      tags: TAGS,
      access: zoneAccess(zone, 'person.list'),
      params: IdParamsSchema,
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(PersonChangeSchema),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      operationId: `${zone}.person.create`,
      summary:
        zone === 'club'
          ? 'Register a person in the current club: the first role goes to the office for approval'
          : 'Create a person, with a first role if given',
      tags: TAGS,
      access: zoneAccess(zone, 'person.create'),
      body: PersonCreateSchema,
      status: 201,
      response: itemEnvelope(PersonDetailSchema),
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      operationId: `${zone}.person.update`,
      summary:
        zone === 'club'
          ? 'Change a person of the club; once a role is approved only the contact (other fields must be unchanged)'
          : 'Change a person',
      tags: TAGS,
      access: zoneAccess(zone, 'person.update'),
      params: IdParamsSchema,
      body: PersonUpdateSchema,
      status: 200,
      response: itemEnvelope(PersonDetailSchema),
    }),
  };
}

/** The admin zone's person calls. */
export const personsEndpoints = zoneEndpoints('admin');
/** The club zone's: the same calls over the current club's people. */
export const clubPersonsEndpoints = zoneEndpoints('club');
