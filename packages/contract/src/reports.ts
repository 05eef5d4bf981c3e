// The report lists (spec 001 §2 report/list/*): members at a date listed or counted per club,
// federation unit, region, district, age category (of the codebook or user-defined bands) and
// person role type. Every list follows the list convention and exports as CSV or XLSX.
//
// Who counts is the statistics rule (statistics.ts, docs/decisions.md "Statistics"): a person
// holding a club person role valid on the date in a club registered on the date, once per row;
// children and adults by the codebook age categories at the date.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { boundedDate } from './common/schemas';
import { StatsCountsSchema } from './statistics';

/** The counts of a report row: the statistics' counts without the club count. */
const { clubCount: _clubCount, ...memberCounts } = StatsCountsSchema;
export const ReportCountsSchema = memberCounts;
/** The keys of the member counts, in display order. */
export const REPORT_COUNT_KEYS = Object.keys(ReportCountsSchema) as (keyof typeof ReportCountsSchema)[];

/** The "as of" date of every report (default today), and the list convention. */
export const ReportQuerySchema = ListQueryStringSchema.extend({
  date: boundedDate().optional().describe('The date the report is made at (YYYY-MM-DD, default today)'),
});

/** Band limits are ages reached in the calendar year, within these. */
export const AGE_BAND_LIMITS = { min: 0, max: 150 } as const;
/** At most this many bands in one report. */
export const MAX_AGE_BANDS = 20;

export interface AgeBand {
  from: number;
  /** null: open ("19+"). */
  to: number | null;
}

const BAND = /^(\d{1,3})-(\d{1,3})?$/;

/**
 * Parses `0-10,11-15,16-18,19-` into bands, or names the first problem as a message key:
 * `reports.bandsFormat` (not that shape), `reports.bandsRange` (a limit outside 0..150, or a band
 * ending before it starts), `reports.bandsOrder` (not ascending, or overlapping, or an open band
 * that is not the last). Shared by the contract's check and the web form.
 */
export function parseAgeBands(text: string): { bands: AgeBand[] } | { error: string } {
  const parts = text.split(',').map((s) => s.trim());
  if (!parts.length || parts.length > MAX_AGE_BANDS) return { error: 'reports.bandsFormat' };
  const bands: AgeBand[] = [];
  for (const part of parts) {
    const m = BAND.exec(part);
    if (!m) return { error: 'reports.bandsFormat' };
    const from = Number(m[1]);
    const to = m[2] === undefined ? null : Number(m[2]);
    if (from > AGE_BAND_LIMITS.max || (to !== null && (to > AGE_BAND_LIMITS.max || to < from)))
      return { error: 'reports.bandsRange' };
    const previous = bands.at(-1);
    if (previous && (previous.to === null || from <= previous.to)) return { error: 'reports.bandsOrder' };
    bands.push({ from, to });
  }
  return { bands };
}

/** The bands as the query parameter writes them. */
export const formatAgeBands = (bands: AgeBand[]) => bands.map((b) => `${b.from}-${b.to ?? ''}`).join(',');

export const AgeBandsQuerySchema = ReportQuerySchema.extend({
  bands: z
    .string({ error: 'validation.required' })
    .max(200, 'validation.maxLength')
    .superRefine((text, ctx) => {
      const parsed = parseAgeBands(text);
      if ('error' in parsed)
        ctx.addIssue({
          code: 'custom',
          message: parsed.error,
          params: { min: AGE_BAND_LIMITS.min, max: AGE_BAND_LIMITS.max },
        });
    })
    .describe(
      'Age bands, ascending and not overlapping, ages 0..150 reached in the calendar year: 0-10,11-15,16-18,19-',
    ),
});

export const PersonReportRowSchema = z
  .object({
    id: z.number().int().describe('The person id'),
    registrationNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    /** Age reached in the calendar year of the date; null without a birth date. */
    age: z.number().int().nullable(),
    /** The first codebook age category (by order) the age falls in; null without a birth date. */
    ageCategoryId: z.number().int().nullable(),
    isChild: z.boolean(),
    sexId: z.number().int().nullable(),
    /** The person's own federation unit. */
    federationUnitId: z.number().int().nullable(),
    /** The clubs the person is a member of on the date (within the filter), by name. */
    clubs: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** The types of the club roles valid on the date (within the filter). */
    roleTypeIds: z.array(z.number().int()),
  })
  .meta({ id: 'PersonReportRow' });
export type PersonReportRow = z.infer<typeof PersonReportRowSchema>;

/** A row counted per group (club, federation unit, region, district). */
export const GroupReportRowSchema = z
  .object({
    id: z.number().int().describe('The id of the club, federation unit, region or district'),
    name: z.string().describe("In the caller's language (clubs: the club's name)"),
    /** Clubs: the registration number; other groups null. */
    registrationNumber: z.string().nullable(),
    /** Clubs: their type; other groups null. */
    clubTypeId: z.number().int().nullable(),
    /** Clubs: their unit; units: themselves; regions and districts null. */
    federationUnitId: z.number().int().nullable(),
    /** Clubs registered on the date in the group (1 on a club's row). */
    clubCount: z.number().int(),
    ...ReportCountsSchema,
  })
  .meta({ id: 'GroupReportRow' });
export type GroupReportRow = z.infer<typeof GroupReportRowSchema>;

/** A row per age category of the codebook, or per user-defined band. */
export const AgeReportRowSchema = z
  .object({
    /** The codebook category id; for bands the band's position (1, 2, ...). */
    id: z.number().int(),
    name: z.string().describe("The category's name in the caller's language; a band as 11–15 or 19+"),
    ageFrom: z.number().int().nullable(),
    ageTo: z.number().int().nullable(),
    maleCount: z.number().int(),
    femaleCount: z.number().int(),
    notAvailableCount: z.number().int(),
    totalCount: z.number().int(),
  })
  .meta({ id: 'AgeReportRow' });
export type AgeReportRow = z.infer<typeof AgeReportRowSchema>;

/** A row per person role type and level. */
export const PersonRoleReportRowSchema = z
  .object({
    /** "typeId" or "typeId-levelId": unique per row. */
    id: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    levelId: z.number().int().nullable(),
    levelName: z.string().nullable(),
    ...ReportCountsSchema,
  })
  .meta({ id: 'PersonRoleReportRow' });
export type PersonRoleReportRow = z.infer<typeof PersonRoleReportRowSchema>;

const stats = { kind: 'zone' as const, zone: 'admin' as const, action: 'club.stats.count', module: 'stats' as const };
const AT_DATE = 'at ?date (default today; a unit manager: its units); ?format=csv|xlsx exports';
const COUNT_SORTS = 'and every count';

function reportList<R extends z.ZodType>(
  path: string,
  operationId: string,
  summary: string,
  row: R,
  query: typeof ReportQuerySchema | typeof AgeBandsQuerySchema = ReportQuerySchema,
) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/admin-zone/reports/${path}`,
    operationId: `report.${operationId}`,
    summary: `${summary} ${AT_DATE}`,
    tags: ['reports'],
    access: stats,
    query,
    status: 200,
    response: listEnvelope(row),
  });
}

const GROUP_FILTERS = `filters name, federationUnitId, regionId, districtId, clubTypeId, sectionId, roleTypeId; sorts name ${COUNT_SORTS}`;

export const reportsEndpoints = {
  persons: reportList(
    'persons',
    'persons',
    'Members on the date; filters search (name, registration number), clubId, clubName, federationUnitId, regionId, districtId, sexId, ageCategoryId, roleTypeId, sectionId; sorts lastName, firstName, registrationNumber, birthDate',
    PersonReportRowSchema,
  ),
  clubMembers: reportList(
    'club-members',
    'club-members',
    `Member counts per club registered on the date; ${GROUP_FILTERS}, registrationNumber`,
    GroupReportRowSchema,
  ),
  federationUnits: reportList(
    'federation-units',
    'federation-units',
    `Club and member counts per federation unit; ${GROUP_FILTERS}`,
    GroupReportRowSchema,
  ),
  regions: reportList(
    'regions',
    'regions',
    `Club and member counts per region of the clubs' seats; ${GROUP_FILTERS}`,
    GroupReportRowSchema,
  ),
  districts: reportList(
    'districts',
    'districts',
    `Club and member counts per district of the clubs' seats; ${GROUP_FILTERS}`,
    GroupReportRowSchema,
  ),
  ageCategories: reportList(
    'age-categories',
    'age-categories',
    `Member counts per codebook age category by sex; filters sectionId, federationUnitId, regionId, roleTypeId; sorts order, name ${COUNT_SORTS}`,
    AgeReportRowSchema,
  ),
  ageBands: reportList(
    'age-categories/defined',
    'age-categories.defined',
    `Member counts per user-defined age band (?bands=0-10,11-15,19-) by sex; filters sectionId, federationUnitId, regionId, roleTypeId; sorts order ${COUNT_SORTS}`,
    AgeReportRowSchema,
    AgeBandsQuerySchema,
  ),
  personRoles: reportList(
    'person-roles',
    'person-roles',
    `Persons holding each person role type (and level) on the date; filters sectionId, federationUnitId, clubId, typeId; sorts typeName, levelName ${COUNT_SORTS}`,
    PersonRoleReportRowSchema,
  ),
};
