// The reporting calls (issue 33 parts 1–4): the national sports agency's register (Rejstřík
// sportu) export of a club's athletes and coaches, the check before it, the organisations file,
// and the annual statistics (this year against the last). The files' columns are data on the
// server (versioned templates, docs/decisions/reporting.md).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { MAX_ID } from './common/schemas';

const TAGS = ['reporting'];
const BASE = '/api/admin-zone/reporting';
const access = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'stats' as const,
});

/** The year asked (default: the server's current year). */
const yearParam = () =>
  z.coerce.number().int('validation.integer').min(1900, 'validation.min').max(2100, 'validation.max');
const clubParam = () =>
  z.coerce.number().int('validation.integer').positive('validation.min').max(MAX_ID, 'validation.max');

export const NsaPersonsQuerySchema = z.strictObject({
  clubId: clubParam().optional().describe('One club; without it every club, one file per club in a ZIP'),
  year: yearParam().optional().describe('The roles valid in this year (default: the current year)'),
  format: z.enum(['csv'], { error: 'validation.enum' }).optional().describe('Only csv (the register takes CSV)'),
});
export type NsaPersonsQuery = z.input<typeof NsaPersonsQuerySchema>;

export const NsaCheckQuerySchema = z.strictObject({
  clubId: clubParam().optional().describe('One club; without it every club'),
  year: yearParam().optional(),
});

export const NsaOrganisationsQuerySchema = z.strictObject({
  year: yearParam().optional().describe('The clubs registered in this year (default: the current year)'),
  memberOfIco: z
    .string()
    .regex(/^\d{8}$/, 'validation.pattern')
    .optional()
    .describe(
      "The IČO written as each club's membership (CLENSTVI_V_JINE_ORGANIZACI); default: the federation's own (its invoices' IČO)",
    ),
  format: z.enum(['csv'], { error: 'validation.enum' }).optional(),
});

/** Why a person cannot go to the register. */
export const NSA_PROBLEMS = [
  /** A Czech citizen (or no citizenship, which the register takes as Czech) without a birth number. */
  'missingBirthNumber',
  /** A birth number that is not 9–10 digits (a slash allowed). */
  'invalidBirthNumber',
  /** A foreigner with neither a birth number nor a birth date. */
  'missingBirthDate',
  /** The role's section has no sport with the register's code. */
  'unknownSport',
  /** The club has no IČO. */
  'missingClubIco',
] as const;
export type NsaProblem = (typeof NSA_PROBLEMS)[number];

export const NsaCheckRowSchema = z
  .object({
    personId: z.number().int(),
    registrationNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    clubId: z.number().int(),
    clubName: z.string(),
    /** The sport (codebook nsaSports code), null when the role has no section with a sport. */
    sport: z.string().nullable(),
    problems: z.array(z.enum(NSA_PROBLEMS)),
  })
  .meta({ id: 'NsaCheckRow' });
export type NsaCheckRow = z.infer<typeof NsaCheckRowSchema>;

export const NsaCheckSchema = z
  .object({
    year: z.number().int(),
    /** Template version of the persons file. */
    templateVersion: z.number().int(),
    /** Rows (person × sport) that go to the file. */
    exportableCount: z.number().int(),
    /** Rows that cannot, each with its reasons. */
    problems: z.array(NsaCheckRowSchema),
  })
  .meta({ id: 'NsaCheck' });
export type NsaCheck = z.infer<typeof NsaCheckSchema>;

export const ReportingStatsQuerySchema = z.strictObject({
  year: yearParam().optional().describe('The year (default: the current one); compared with the year before'),
});

const countsOfYears = { count: z.number().int(), previousCount: z.number().int() };

export const ReportingStatsSchema = z
  .object({
    year: z.number().int(),
    previousYear: z.number().int(),
    /** The day each year is counted on: 31 December, the current year today. */
    date: z.string(),
    previousDate: z.string(),
    /** The age bands (data: stats-age-bands.json), in order; `unknown` for no birth date. */
    ageBands: z.array(
      z.object({ code: z.string(), from: z.number().int().nullable(), to: z.number().int().nullable() }),
    ),
    members: z.array(
      z.object({
        regionId: z.number().int().nullable(),
        region: z.string().nullable(),
        /** male, female or unknown. */
        sex: z.enum(['male', 'female', 'unknown']),
        ageBand: z.string(),
        ...countsOfYears,
      }),
    ),
    clubsByRegion: z.array(
      z.object({ regionId: z.number().int().nullable(), region: z.string().nullable(), ...countsOfYears }),
    ),
    refereesByLevel: z.array(
      z.object({ levelId: z.number().int().nullable(), level: z.string().nullable(), ...countsOfYears }),
    ),
    coachesByLevel: z.array(
      z.object({ levelId: z.number().int().nullable(), level: z.string().nullable(), ...countsOfYears }),
    ),
    totals: z.object({
      members: z.object(countsOfYears),
      clubs: z.object(countsOfYears),
      referees: z.object(countsOfYears),
      coaches: z.object(countsOfYears),
    }),
  })
  .meta({ id: 'ReportingStats' });
export type ReportingStats = z.infer<typeof ReportingStatsSchema>;

const file = (description: string) => z.string().meta({ format: 'binary', description });

export const reportingEndpoints = {
  nsaPersons: defineEndpoint({
    method: 'GET',
    path: `${BASE}/nsa/persons`,
    operationId: 'admin.reporting.nsa.persons',
    summary:
      "The register's CSV of a club's athletes and coaches (windows-1250, `;`, CRLF); without clubId a ZIP with one file per club. Persons the check reports are left out.",
    tags: TAGS,
    access: access('reporting.nsa.export'),
    query: NsaPersonsQuerySchema,
    status: 200,
    response: file('text/csv; charset=windows-1250, or application/zip'),
  }),
  nsaCheck: defineEndpoint({
    method: 'GET',
    path: `${BASE}/nsa/check`,
    operationId: 'admin.reporting.nsa.check',
    summary: 'The check before the export: persons who cannot be exported and why',
    tags: TAGS,
    access: access('reporting.nsa.export'),
    query: NsaCheckQuerySchema,
    status: 200,
    response: itemEnvelope(NsaCheckSchema),
  }),
  nsaOrganisations: defineEndpoint({
    method: 'GET',
    path: `${BASE}/nsa/organisations`,
    operationId: 'admin.reporting.nsa.organisations',
    summary: "The register's CSV of the clubs registered in the year (windows-1250, `;`, CRLF)",
    tags: TAGS,
    access: access('reporting.nsa.export'),
    query: NsaOrganisationsQuerySchema,
    status: 200,
    response: file('text/csv; charset=windows-1250'),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/stats`,
    operationId: 'admin.reporting.stats',
    summary:
      'Annual statistics: members by sex × age band × region, clubs by region, referees and coaches by level, this year and the last',
    tags: TAGS,
    access: access('reporting.stats.list'),
    query: ReportingStatsQuerySchema,
    status: 200,
    response: itemEnvelope(ReportingStatsSchema),
  }),
  statsXlsx: defineEndpoint({
    method: 'GET',
    path: `${BASE}/stats.xlsx`,
    operationId: 'admin.reporting.stats.xlsx',
    summary: 'The annual statistics as an XLSX workbook (one sheet per table)',
    tags: TAGS,
    access: access('reporting.stats.list'),
    query: ReportingStatsQuerySchema,
    status: 200,
    response: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  }),
};
