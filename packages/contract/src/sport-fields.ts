// The sport-fields register (issue 30 §6; spec 001 access table "sport fields": module
// `sportfields` plus sportfield.list): halls and courts with their address, GPS, courts and
// capacity, in the admin zone (the federation, a unit manager their units') and the club zone (the
// current club's own venues). Tournaments and league matches pick their venue from it. Rules:
// docs/decisions/sport-fields.md.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, IdParamsSchema } from './common/schemas';
import { text } from './common/text';

export const SPORT_FIELD_LIMITS = {
  name: 200,
  street: 200,
  city: 100,
  zip: 10,
  note: 2000,
  courtCount: 100,
  capacity: 100000,
} as const;

const optionalId = bodyId().nullish();
const count = (max: number) =>
  z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(max, 'validation.max')
    .nullish();

export const SportFieldWriteSchema = z
  .strictObject({
    name: text({ max: SPORT_FIELD_LIMITS.name, required: true }),
    typeId: bodyId().describe('Codebook sportFieldTypes'),
    clubId: optionalId.describe('The club that runs it (the club zone: the current club, whatever is sent)'),
    federationUnitId: optionalId.describe("Default: the club's unit, else the unit manager's first unit"),
    street: text({ max: SPORT_FIELD_LIMITS.street }).nullish(),
    city: text({ max: SPORT_FIELD_LIMITS.city }).nullish(),
    zip: text({ max: SPORT_FIELD_LIMITS.zip }).nullish(),
    districtId: optionalId.describe('A district (in the region when both are given)'),
    regionId: optionalId,
    latitude: z.number({ error: 'validation.number' }).min(-90, 'validation.min').max(90, 'validation.max').nullish(),
    longitude: z
      .number({ error: 'validation.number' })
      .min(-180, 'validation.min')
      .max(180, 'validation.max')
      .nullish(),
    courtCount: count(SPORT_FIELD_LIMITS.courtCount).describe('Badminton courts'),
    capacity: count(SPORT_FIELD_LIMITS.capacity).describe('Spectators it seats'),
    validFrom: z.string({ error: 'validation.required' }).pipe(boundedDate()),
    validTill: boundedDate().nullish().describe('In use till (empty: still in use)'),
    note: text({ max: SPORT_FIELD_LIMITS.note, multiline: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.validTill && v.validFrom && v.validTill < v.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTill'], message: 'validation.dateTillBeforeFrom' });
    // A point needs both coordinates.
    if ((v.latitude == null) !== (v.longitude == null))
      ctx.addIssue({
        code: 'custom',
        path: [v.latitude == null ? 'latitude' : 'longitude'],
        message: 'sportFields.gpsBoth',
      });
  })
  .meta({ id: 'SportFieldWrite' });
export type SportFieldWrite = z.input<typeof SportFieldWriteSchema>;

const ClubRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const SportFieldListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    typeId: z.number().int().nullable(),
    club: ClubRefSchema.nullable(),
    federationUnitId: z.number().int().nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    districtId: z.number().int().nullable(),
    regionId: z.number().int().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    courtCount: z.number().int().nullable(),
    capacity: z.number().int().nullable(),
    validFrom: z.string(),
    validTill: z.string().nullable(),
  })
  .meta({ id: 'SportFieldListItem' });
export type SportFieldListItem = z.infer<typeof SportFieldListItemSchema>;

export const SportFieldSchema = SportFieldListItemSchema.extend({
  note: z.string().nullable(),
  /** Tournaments and league matches held there: while any, the venue cannot be deleted. */
  tournamentCount: z.number().int(),
  matchCount: z.number().int(),
  ...AuditSchema,
}).meta({ id: 'SportField' });
export type SportField = z.infer<typeof SportFieldSchema>;

const TAGS = ['sport-fields'];
type Zone = 'admin' | 'club';
const zoneAccess = (zone: Zone, action: string) => ({
  kind: 'zone' as const,
  zone,
  action,
  module: 'sportfields' as const,
});

function zoneEndpoints<Z extends Zone>(zone: Z) {
  const base = `/api/${zone}-zone/sport-fields`;
  const who = zone === 'admin' ? 'in the caller’s scope (a unit manager: of its units)' : 'of the current club';
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: `${zone}.sportfield.list`,
      summary: `Sport fields ${who}; filters name (accent-insensitive), city, typeId, clubId, regionId, districtId, federationUnitId, validAt (a date: in use on it); sorts name, city, typeId, courtCount, capacity, validFrom, validTill`,
      tags: TAGS,
      access: zoneAccess(zone, 'sportfield.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(SportFieldListItemSchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      operationId: `${zone}.sportfield.get`,
      summary: `A sport field ${who}`,
      tags: TAGS,
      access: zoneAccess(zone, 'sportfield.list'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(SportFieldSchema),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      operationId: `${zone}.sportfield.create`,
      summary: zone === 'club' ? 'Add a venue of the current club' : 'Add a sport field',
      tags: TAGS,
      access: zoneAccess(zone, 'sportfield.create'),
      body: SportFieldWriteSchema,
      status: 201,
      response: itemEnvelope(SportFieldSchema),
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      operationId: `${zone}.sportfield.update`,
      summary: `Change a sport field ${who}`,
      tags: TAGS,
      access: zoneAccess(zone, 'sportfield.update'),
      params: IdParamsSchema,
      body: SportFieldWriteSchema,
      status: 200,
      response: itemEnvelope(SportFieldSchema),
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      operationId: `${zone}.sportfield.delete`,
      summary: `Delete a sport field ${who} (409 while a tournament or a league match is held there)`,
      tags: TAGS,
      access: zoneAccess(zone, 'sportfield.delete'),
      params: IdParamsSchema,
      status: 204,
      response: z.null(),
    }),
  };
}

/** The admin zone's sport-field calls. */
export const sportFieldsEndpoints = zoneEndpoints('admin');
/** The club zone's: the same calls over the current club's venues. */
export const clubSportFieldsEndpoints = zoneEndpoints('club');
