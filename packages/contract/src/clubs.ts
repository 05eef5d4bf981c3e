// Clubs: the simple list (admin and club zone) and the counts (spec 001 §3, §7).
import { z } from 'zod';
import { countEndpoint } from './common/count-endpoint';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { BoundedDateParamsSchema, IdParamsSchema, MAX_ID } from './common/schemas';

export const ClubSimpleSchema = z
  .object({
    id: z.number().int(),
    federationUnitId: z.number().int(),
    registrationNumber: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    contactPerson: z.string().nullable(),
    logoUrl: z.string().nullable(),
    regionId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    seasonsIds: z.array(z.number().int()),
    rolesSectionsIds: z.array(z.number().int()),
  })
  .meta({ id: 'ClubSimple' });
export type ClubSimple = z.infer<typeof ClubSimpleSchema>;

const CLUB_FILTERS = 'filters name, registrationNumber, federationUnitId, regionId, districtId, seasonId, id';

// ---------------------------------------------------------------------------------------------
// The public club finder and a club's public page (issue 36 §5): anonymous, rate-limited, cached,
// one call per page. Only clubs with a registration valid today and approved; nothing personal:
// the register keeps no "public" flag on the club's e-mail, phone or contact person, so the pages
// show only the official seat address and the web.

/** Clubs on one page of the finder. */
export const PUBLIC_CLUB_PAGE_SIZE = 20;
/** Markers on the finder's map at most (the whole filter, not only the page). */
export const PUBLIC_CLUB_MARKER_LIMIT = 1000;

const publicId = () =>
  z.coerce
    .number('validation.number')
    .int('validation.integer')
    .positive('validation.min')
    .max(MAX_ID, 'validation.max');

export const PublicClubFinderQuerySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(100, 'validation.maxLength')
    .optional()
    .describe('Part of the name (accents and case ignored)'),
  regionId: publicId().optional().describe('Codebook region'),
  districtId: publicId().optional().describe('Codebook district'),
  page: z.coerce
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(10000, 'validation.max')
    .optional()
    .describe(`Page (1-based) of ${PUBLIC_CLUB_PAGE_SIZE} clubs`),
});
export type PublicClubFinderQuery = z.input<typeof PublicClubFinderQuerySchema>;

/** The map's tiles (server configuration MAP_TILE_URL / MAP_TILE_ATTRIBUTION). */
export const PublicMapConfigSchema = z
  .object({
    /** A tile URL template with {z}, {x}, {y} (and maybe {s}). */
    tileUrl: z.string(),
    /** HTML (a link to the tile licence). */
    attribution: z.string(),
  })
  .meta({ id: 'PublicMapConfig' });
export type PublicMapConfig = z.infer<typeof PublicMapConfigSchema>;

/**
 * Where a club is on the map: the club's own venue (sport field in use today with GPS, the first
 * by name); null when it has none.
 */
const position = {
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};

export const PublicClubSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    regionId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    ...position,
  })
  .meta({ id: 'PublicClubSummary' });
export type PublicClubSummary = z.infer<typeof PublicClubSummarySchema>;

export const PublicClubMarkerSchema = z
  .object({ id: z.number().int(), name: z.string(), latitude: z.number(), longitude: z.number() })
  .meta({ id: 'PublicClubMarker' });
export type PublicClubMarker = z.infer<typeof PublicClubMarkerSchema>;

export const PublicClubFinderSchema = z
  .object({
    clubs: z.array(PublicClubSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Every club of the filter that has a position (at most PUBLIC_CLUB_MARKER_LIMIT), not only the page's. */
    markers: z.array(PublicClubMarkerSchema),
    map: PublicMapConfigSchema,
  })
  .meta({ id: 'PublicClubFinder' });
export type PublicClubFinder = z.infer<typeof PublicClubFinderSchema>;

export const PublicClubVenueSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Codebook sportFieldTypes. */
    typeId: z.number().int().nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    courtCount: z.number().int().nullable(),
    ...position,
  })
  .meta({ id: 'PublicClubVenue' });
export type PublicClubVenue = z.infer<typeof PublicClubVenueSchema>;

export const PublicClubTeamSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    leagueId: z.number().int(),
    leagueName: z.string(),
    seasonName: z.string(),
    /** The league's competitions the team plays in, by name. */
    competitions: z.array(z.string()),
  })
  .meta({ id: 'PublicClubTeam' });
export type PublicClubTeam = z.infer<typeof PublicClubTeamSchema>;

export const PublicClubSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    officialName: z.string().nullable(),
    /** An http(s) address of the logo, else null. */
    logoUrl: z.string().nullable(),
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    landRegistryNumber: z.string().nullable(),
    cityPart: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    regionId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    /** An http(s) address, else null. */
    web: z.string().nullable(),
    ...position,
    /** Venues in use today, by name. */
    venues: z.array(PublicClubVenueSchema),
    /** Teams in the published leagues not over yet. */
    teams: z.array(PublicClubTeamSchema),
    map: PublicMapConfigSchema,
  })
  .meta({ id: 'PublicClub' });
export type PublicClub = z.infer<typeof PublicClubSchema>;

const publicClubAccess = (action: string) => ({ kind: 'public' as const, action });

// The public finder is listed with the rest of the clubs' calls (one table per feature).
const clubPublicCalls = {
  publicFinder: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/clubs',
    operationId: 'public.club.finder',
    summary: `Registered clubs by name, region and district, ${PUBLIC_CLUB_PAGE_SIZE} a page, with the map's markers and tiles`,
    tags: ['clubs'],
    access: publicClubAccess('club.public.list'),
    query: PublicClubFinderQuerySchema,
    status: 200,
    response: itemEnvelope(PublicClubFinderSchema),
  }),
  publicGet: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/clubs/:id',
    operationId: 'public.club.get',
    summary:
      "A registered club's public page: seat address, web, venues and league teams (unregistered or unknown: 404)",
    tags: ['clubs'],
    access: publicClubAccess('club.public.get'),
    params: IdParamsSchema,
    query: z.strictObject({}),
    status: 200,
    response: itemEnvelope(PublicClubSchema),
  }),
};

/** The clubs' calls: the simple lists and counts, and the public finder and club page. */
export const clubsEndpoints = {
  adminSimpleList: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/clubs/simple',
    operationId: 'admin.club.list',
    summary: `Clubs; ${CLUB_FILTERS}`,
    tags: ['clubs'],
    access: { kind: 'zone', zone: 'admin', action: 'club.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubSimpleSchema),
  }),
  clubSimpleList: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/clubs/simple',
    operationId: 'club.club.list',
    summary: `The current club (club zone rows are scoped to it); ${CLUB_FILTERS}`,
    tags: ['clubs'],
    access: { kind: 'zone', zone: 'club', action: 'club.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ClubSimpleSchema),
  }),
  countAll: countEndpoint({
    path: '/api/admin-zone/clubs/count/all',
    operationId: 'club.count.all',
    summary: 'Number of clubs',
    tag: 'clubs',
    action: 'club.count',
  }),
  countAtDate: countEndpoint({
    path: '/api/admin-zone/clubs/count/date/:date',
    operationId: 'club.count.date',
    summary: 'Number of clubs registered (a club role valid) on the date',
    tag: 'clubs',
    action: 'club.count',
    params: BoundedDateParamsSchema,
  }),
  ...clubPublicCalls,
};
