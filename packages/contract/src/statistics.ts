// Reports and statistics at a date (spec 001 §3 "Club stats row", "Count-by-sex item", §7): the
// club report, the stats grouped by club/section/role type, district, federation unit, region
// and section, the share of each sex in a role, and the sport-field counts.
//
// What is counted (docs/decisions.md "Statistics"): the clubs registered on the date (a club role
// valid on it) and the persons holding a club person role (clubId set) valid on the date in one
// of those clubs, each person once per row. Children and adults split by the age category of the
// person at the date (age reached in the calendar year; PUPILS and JUNIORS groups are children;
// no birth date: adult). As the spec says, personCount sums the three adult counts and childCount
// the three child counts; totalCount is both.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { BoundedDateParamsSchema, boundedDate, CountSchema } from './common/schemas';

/** The counts of a stats record. */
export const StatsCountsSchema = {
  adultMaleCount: z.number().int(),
  adultFemaleCount: z.number().int(),
  /** Adults whose sex is not known. */
  adultNotAvailableCount: z.number().int(),
  childMaleCount: z.number().int(),
  childFemaleCount: z.number().int(),
  childNotAvailableCount: z.number().int(),
  /** childMaleCount + childFemaleCount + childNotAvailableCount. */
  childCount: z.number().int(),
  /** adultMaleCount + adultFemaleCount + adultNotAvailableCount (adults only, as the spec says). */
  personCount: z.number().int(),
  /** childCount + personCount. */
  totalCount: z.number().int(),
  /** Clubs registered on the date in the row's group (1 on a club's row). */
  clubCount: z.number().int(),
};

/**
 * One stats row. The club report and `club/stats/{date}` fill the club's fields; the grouped
 * calls fill only their group's ids (and names) and leave the club's fields null. Names are in
 * the caller's language (Accept-Language).
 */
export const ClubStatsRowSchema = z
  .object({
    statsDate: z.string(),
    clubId: z.number().int().nullable(),
    registrationNumber: z.string().nullable(),
    name: z.string().nullable(),
    officialName: z.string().nullable(),
    /** Street and house number, city part, zip and city as one line. */
    address: z.string().nullable(),
    identificationNumber: z.string().nullable(),
    taxIdentificationNumber: z.string().nullable(),
    clubTypeId: z.number().int().nullable(),
    clubType: z.string().nullable(),
    federationUnitId: z.number().int().nullable(),
    federationUnit: z.string().nullable(),
    regionId: z.number().int().nullable(),
    region: z.string().nullable(),
    districtId: z.number().int().nullable(),
    district: z.string().nullable(),
    /** The person roles' section (`club/stats/{date}` and `sections`). */
    sectionId: z.number().int().nullable(),
    section: z.string().nullable(),
    /** The person roles' type (`club/stats/{date}` only). */
    roleTypeId: z.number().int().nullable(),
    roleType: z.string().nullable(),
    ...StatsCountsSchema,
  })
  .meta({ id: 'ClubStatsRow' });
export type ClubStatsRow = z.infer<typeof ClubStatsRowSchema>;

/** The keys of the counts, in the order of the record (tables and exports). */
export const STATS_COUNT_KEYS = Object.keys(StatsCountsSchema) as (keyof typeof StatsCountsSchema)[];

export const CountBySexItemSchema = z
  .object({
    /** null: the persons whose sex is not known. */
    sexId: z.number().int().nullable(),
    /** Share in percent with one decimal; the items of an answer sum to exactly 100 (largest remainder). */
    percentage: z.number(),
    /** The number of persons behind the share. */
    count: z.number().int(),
  })
  .meta({ id: 'CountBySexItem' });
export type CountBySexItem = z.infer<typeof CountBySexItemSchema>;

const positiveIdParam = z.coerce
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .positive('validation.min')
  .max(2147483647, 'validation.max');

export const CountBySexParamsSchema = z.object({
  date: boundedDate(),
  sectionId: positiveIdParam.describe('A section id (unknown: 400 on sectionId)'),
  role: positiveIdParam.describe('A person role type id (unknown: 400 on role)'),
});

const stats = { kind: 'zone' as const, zone: 'admin' as const, action: 'club.stats.count', module: 'stats' as const };

const STATS_SORTS =
  'sorts name, registrationNumber, federationUnit, clubType, region, district, section, roleType and every count';
const STATS_FILTERS =
  'filters federationUnitId, regionId, districtId, clubTypeId, sectionId, roleTypeId, name, registrationNumber';

function statsList(path: string, operationId: string, summary: string) {
  return defineEndpoint({
    method: 'GET',
    path,
    operationId,
    summary: `${summary}; ${STATS_FILTERS} (those of the grouping); ${STATS_SORTS} (those of the grouping); ?format=csv|xlsx exports`,
    tags: ['statistics'],
    access: stats,
    params: BoundedDateParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubStatsRowSchema),
  });
}

export const statisticsEndpoints = {
  clubReport: statsList(
    '/api/admin-zone/club/report/:date',
    'club.report',
    'The club report: one row per club registered on the date (a unit manager: its units), with its persons counted',
  ),
  clubStats: statsList(
    '/api/admin-zone/club/stats/:date',
    'club.stats',
    'Stats per club, person-role section and person-role type on the date',
  ),
  districtStats: statsList(
    '/api/admin-zone/club/stats/districts/:date',
    'club.stats.districts',
    "Stats per district of the clubs' seats on the date",
  ),
  federationUnitStats: statsList(
    '/api/admin-zone/club/stats/federationunits/:date',
    'club.stats.federationunits',
    'Stats per federation unit on the date',
  ),
  regionStats: statsList(
    '/api/admin-zone/club/stats/regions/:date',
    'club.stats.regions',
    "Stats per region of the clubs' seats on the date",
  ),
  sectionStats: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/club/stats/sections/:date',
    operationId: 'club.stats.sections',
    summary:
      'Stats per person-role section on the date: a bare array, as the spec says (clubCount: clubs registered in the section)',
    tags: ['statistics'],
    access: stats,
    params: BoundedDateParamsSchema,
    status: 200,
    response: z.array(ClubStatsRowSchema),
  }),
  countBySex: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/people/count-by-sex/date/:date/section/:sectionId/role/:role',
    operationId: 'person.count.by-sex',
    summary:
      'Share of each sex (sexId null: not known) among the persons holding a role of type {role} in section {sectionId} valid on the date; only sexes with persons, empty when none',
    tags: ['statistics'],
    access: { kind: 'zone', zone: 'admin', action: 'person.count', module: 'stats' },
    params: CountBySexParamsSchema,
    status: 200,
    response: listEnvelope(CountBySexItemSchema),
  }),
  sportFieldCountAll: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/sport-fields/count',
    operationId: 'sportfield.count.all',
    summary: 'Number of sport fields (a unit manager: of its units)',
    tags: ['statistics'],
    access: { kind: 'zone', zone: 'admin', action: 'sportfield.count' },
    status: 200,
    response: itemEnvelope(CountSchema),
  }),
  sportFieldCountAtDate: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/sport-fields/count/date/:date/all',
    operationId: 'sportfield.count.date',
    summary: 'Number of sport fields in use on the date (validFrom ≤ date ≤ validTill; a unit manager: of its units)',
    tags: ['statistics'],
    access: { kind: 'zone', zone: 'admin', action: 'sportfield.count' },
    params: BoundedDateParamsSchema,
    status: 200,
    response: itemEnvelope(CountSchema),
  }),
};
