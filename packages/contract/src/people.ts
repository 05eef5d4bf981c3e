// Persons: the simple list used by pickers and overviews, and the counts (spec 001 §3, §7).
import { z } from 'zod';
import { countEndpoint } from './common/count-endpoint';
import { defineEndpoint } from './common/endpoint';
import { listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { BoundedDateParamsSchema } from './common/schemas';

export const PersonSimpleSchema = z
  .object({
    id: z.number().int(),
    registrationNumber: z.string(),
    customRegistrationNumber: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    givenName: z.string(),
    title: z.string().nullable(),
    birthDate: z.string().nullable(),
    birthNumber: z.string().nullable(),
    gdprConsentDate: z.string().nullable(),
    federationUnitId: z.number().int().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    photoUrl: z.string().nullable(),
    sexId: z.number().int().nullable(),
    nationalityId: z.number().int().nullable(),
    userId: z.number().int().nullable(),
    legalRepresentativeFirstName: z.string().nullable(),
    legalRepresentativeLastName: z.string().nullable(),
    legalRepresentativeEmail: z.string().nullable(),
    legalRepresentativePhone: z.string().nullable(),
    additionalData: z.unknown().nullable(),
    /** The club of the person's club membership valid today. */
    actualClub: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    sex: z.object({ id: z.number().int(), code: z.string() }).nullable(),
    country: z.object({ id: z.number().int(), alpha3: z.string() }).nullable(),
  })
  .meta({ id: 'PersonSimple' });
export type PersonSimple = z.infer<typeof PersonSimpleSchema>;

export const peopleEndpoints = {
  simpleList: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/people/simple',
    operationId: 'person.list',
    summary:
      'Persons; filters search (name or registration number), fullName, firstName, lastName, registrationNumber, birthDate, sexId, nationalityId, federationUnitId, clubId, seasonId, roleTypeId, id',
    tags: ['people'],
    access: { kind: 'zone', zone: 'admin', action: 'person.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PersonSimpleSchema),
  }),
  countAll: countEndpoint({
    path: '/api/admin-zone/people/count/all',
    operationId: 'person.count.all',
    summary: 'Number of persons',
    tag: 'people',
    action: 'person.count',
  }),
  countAtDate: countEndpoint({
    path: '/api/admin-zone/people/count/date/:date',
    operationId: 'person.count.date',
    summary: 'Number of persons holding a role valid on the date',
    tag: 'people',
    action: 'person.count',
    params: BoundedDateParamsSchema,
  }),
};
