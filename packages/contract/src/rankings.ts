// Rankings (spec 001 §2 "tournament-dynamic/ranking/list", §3 Ranking; issue 15 point 4): a
// ranking per age-category group, sex and sport discipline at a ranking date, generated (a job)
// from the ranking points of the counted tournaments; the tournaments excluded from or included
// in the rankings despite their own setting. Reading: the admin, club and personal zones;
// generating and the overrides: the admin zone. Rules: docs/decisions.md "Rankings".
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, boundedDate, IdParamsSchema, MAX_ID } from './common/schemas';

export const RankingSchema = z
  .object({
    id: z.number().int(),
    /** Codebook `ageCategoryGroups`. */
    ageCategoryGroupId: z.number().int(),
    /** Codebook `sex`. */
    sexId: z.number().int(),
    /** Codebook `sportDisciplines`. */
    sportDisciplineId: z.number().int(),
    rankDate: z.string(),
    entriesCount: z.number().int(),
    createdDate: z.string(),
  })
  .meta({ id: 'Ranking' });
export type Ranking = z.infer<typeof RankingSchema>;

/** A tournament result that counted toward a ranking entry. */
export const RankingCountedSchema = z
  .object({
    tournamentId: z.number().int(),
    tournamentName: z.string(),
    competitionId: z.number().int(),
    points: z.number(),
  })
  .meta({ id: 'RankingCounted' });
export type RankingCounted = z.infer<typeof RankingCountedSchema>;

export const RankingEntrySchema = z
  .object({
    rankingId: z.number().int(),
    rank: z.number().int(),
    personId: z.number().int(),
    fullName: z.string(),
    registrationNumber: z.string(),
    clubId: z.number().int().nullable(),
    clubName: z.string().nullable(),
    points: z.number(),
    countedCount: z.number().int(),
    /** The results that counted, most points first, with their tournaments' names. */
    counted: z.array(RankingCountedSchema),
  })
  .meta({ id: 'RankingEntry' });
export type RankingEntry = z.infer<typeof RankingEntrySchema>;

/** A tournament on the excluded or included tab. */
export const RankingTournamentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    dateFrom: z.string(),
    dateTill: z.string(),
    rankingDate: z.string().nullable(),
    stateId: z.number().int(),
    rankingGenerate: z.boolean(),
    organizerName: z.string().nullable(),
  })
  .meta({ id: 'RankingTournament' });
export type RankingTournament = z.infer<typeof RankingTournamentSchema>;

export const RankingTournamentsInputSchema = z
  .strictObject({
    tournamentIds: z
      .array(bodyId(), { error: 'validation.required' })
      .min(1, 'rankings.pickAtLeastOne')
      .max(1000, 'validation.maxItems'),
  })
  .meta({ id: 'RankingTournamentsInput' });
export type RankingTournamentsInput = z.input<typeof RankingTournamentsInputSchema>;

export const RankingTournamentsResultSchema = z
  .object({ updated: z.number().int() })
  .meta({ id: 'RankingTournamentsResult' });

export const RankingGenerateSchema = z
  .strictObject({
    /** One tournament's combinations; null or absent: every combination with counted results. */
    tournamentId: bodyId().nullish(),
    rankDate: boundedDate(),
  })
  .meta({ id: 'RankingGenerate' });
export type RankingGenerate = z.input<typeof RankingGenerateSchema>;

export const RankingGenerationSchema = z
  .object({
    jobId: z.string(),
    state: z.enum(['queued', 'running', 'retrying', 'completed', 'failed']),
    done: z.number().int(),
    total: z.number().int().nullable(),
    /** Why it failed, in the caller's language. */
    error: z.string().nullable(),
    result: z.object({ rankings: z.number().int(), entries: z.number().int() }).nullable(),
    createdDate: z.string(),
    finishedDate: z.string().nullable(),
  })
  .meta({ id: 'RankingGeneration' });
export type RankingGeneration = z.infer<typeof RankingGenerationSchema>;

export const RankingJobParamsSchema = z.object({ jobId: z.uuid() });

// --- Public rankings (issue 36; docs/decisions/public-rankings.md) ---

/** Persons a page of the public ranking shows at most (default 50). */
export const PUBLIC_RANKING_MAX_LIMIT = 100;
export const PUBLIC_RANKING_DEFAULT_LIMIT = 50;

const queryId = () =>
  z.coerce.number().int('validation.integer').positive('validation.min').max(MAX_ID, 'validation.max');

/**
 * The public ranking's query: any of the three keys (the most recently dated ranking matching the
 * given ones), the ranking valid at a date (the latest on or before it), a name search and the page.
 */
export const PublicRankingQuerySchema = z.strictObject({
  ageCategoryGroupId: queryId().optional().describe('Codebook ageCategoryGroups'),
  sexId: queryId().optional().describe('Codebook sex'),
  sportDisciplineId: queryId().optional().describe('Codebook sportDisciplines'),
  rankDate: boundedDate().optional().describe('The ranking valid at this date: the latest dated on or before it'),
  name: z.string().trim().max(100, 'validation.maxLength').optional().describe("Part of the persons' names"),
  offset: z.coerce
    .number()
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(1_000_000, 'validation.max')
    .optional(),
  limit: z.coerce
    .number()
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(PUBLIC_RANKING_MAX_LIMIT, 'validation.max')
    .optional()
    .describe(`At most this many persons (default ${PUBLIC_RANKING_DEFAULT_LIMIT})`),
});
export type PublicRankingQuery = z.input<typeof PublicRankingQuerySchema>;

/** A combination of the keys that has at least one ranking. */
export const PublicRankingKeySchema = z
  .object({
    ageCategoryGroupId: z.number().int(),
    sexId: z.number().int(),
    sportDisciplineId: z.number().int(),
  })
  .meta({ id: 'PublicRankingKey' });
export type PublicRankingKey = z.infer<typeof PublicRankingKeySchema>;

/** A person in the public ranking: rank, name, club and points only. */
export const PublicRankingEntrySchema = z
  .object({
    rank: z.number().int(),
    /** The player page's id (/zone/public/ranking/public-player/:id). */
    personId: z.number().int(),
    fullName: z.string(),
    clubName: z.string().nullable(),
    points: z.number(),
    countedCount: z.number().int(),
  })
  .meta({ id: 'PublicRankingEntry' });
export type PublicRankingEntry = z.infer<typeof PublicRankingEntrySchema>;

export const PublicRankingOverviewSchema = z
  .object({
    /** The ranking shown; null when none matches (or none has been generated). */
    ranking: PublicRankingKeySchema.extend({ rankDate: z.string(), entriesCount: z.number().int() }).nullable(),
    /** Every combination that has a ranking (the pickers' choices). */
    keys: z.array(PublicRankingKeySchema),
    /** The dates of the shown ranking's combination, the latest first. */
    dates: z.array(z.string()),
    /** The page of its persons (by rank), filtered by name. */
    entries: z.object({
      data: z.array(PublicRankingEntrySchema),
      total: z.number().int(),
      offset: z.number().int(),
      limit: z.number().int(),
    }),
  })
  .meta({ id: 'PublicRankingOverview' });
export type PublicRankingOverview = z.infer<typeof PublicRankingOverviewSchema>;

/** A person's place in one ranking. */
export const PublicPlayerRankingSchema = PublicRankingKeySchema.extend({
  rankDate: z.string(),
  rank: z.number().int(),
  points: z.number(),
  /** Persons in that ranking. */
  entriesCount: z.number().int(),
}).meta({ id: 'PublicPlayerRanking' });
export type PublicPlayerRanking = z.infer<typeof PublicPlayerRankingSchema>;

/** A result that counted toward the person's latest ranking of a combination. */
export const PublicPlayerResultSchema = PublicRankingKeySchema.extend({
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  /** The tournament's discipline (its own name). */
  disciplineName: z.string(),
  points: z.number(),
  /** The date it counts at: the tournament's ranking date, else its last day. */
  date: z.string(),
}).meta({ id: 'PublicPlayerResult' });
export type PublicPlayerResult = z.infer<typeof PublicPlayerResultSchema>;

export const PublicRankingPlayerSchema = z
  .object({
    personId: z.number().int(),
    fullName: z.string(),
    /** The club of the person's latest ranking entry. */
    clubName: z.string().nullable(),
    /** The latest ranking of each combination the person is in, the latest first. */
    rankings: z.array(PublicPlayerRankingSchema),
    /** Every ranking the person is in, the oldest first (the chart). */
    history: z.array(PublicPlayerRankingSchema.omit({ entriesCount: true })),
    /** The results counted in `rankings`, the latest first. */
    results: z.array(PublicPlayerResultSchema),
  })
  .meta({ id: 'PublicRankingPlayer' });
export type PublicRankingPlayer = z.infer<typeof PublicRankingPlayerSchema>;

const publicAccess = {
  kind: 'public' as const,
  action: 'tournament.ranking.overview.list',
  module: 'tournamentDynamic' as const,
};
/** The player page's call takes no query: any parameter is refused by name. */
const NoQuery = z.strictObject({});

type ZoneName = 'admin' | 'club' | 'personal';
const access = (zone: ZoneName, action: string) => ({
  kind: 'zone' as const,
  zone,
  action,
  module: 'tournamentDynamic' as const,
});
const admin = (action: string) => access('admin', action);

const RANKING_LIST =
  'filters ageCategoryGroupId, sexId, sportDisciplineId, rankDate; sorts rankDate (default descending), entriesCount';
const ENTRY_LIST =
  'filters fullName (name search), clubId; sorts rank (default), fullName, points; ?format=csv|xlsx: the whole ranking as a file';
const TOURNAMENT_LIST = 'filters name; sorts dateFrom (default descending), name';

function readCalls(zone: ZoneName) {
  const base = `/api/${zone}-zone/tournaments/rankings`;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: `${zone}.tournament.ranking.list`,
      summary: `The generated rankings; ${RANKING_LIST}`,
      tags: ['rankings'],
      access: access(zone, 'tournament.ranking.overview.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(RankingSchema),
    }),
    entries: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/entries`,
      operationId: `${zone}.tournament.ranking.entry.list`,
      summary: `The persons of a ranking with rank, points and the results that counted; ${ENTRY_LIST}`,
      tags: ['rankings'],
      access: access(zone, 'tournament.ranking.overview.list'),
      params: IdParamsSchema,
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(RankingEntrySchema),
    }),
  };
}

function overrideCalls(kind: 'excluded' | 'included') {
  const base = `/api/admin-zone/tournaments/rankings/${kind}`;
  const what = kind === 'excluded' ? 'excluded from' : 'included in';
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: `tournament.ranking.${kind}.list`,
      summary: `The tournaments ${what} the rankings despite their own setting; ${TOURNAMENT_LIST}`,
      tags: ['rankings'],
      access: admin('tournament.ranking.overview.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(RankingTournamentSchema),
    }),
    add: defineEndpoint({
      method: 'POST',
      path: base,
      operationId: `tournament.ranking.${kind}.add`,
      summary: `Marks tournaments as ${what} the rankings (at least one; the opposite mark is removed)`,
      tags: ['rankings'],
      access: admin('tournament.ranking.update'),
      body: RankingTournamentsInputSchema,
      status: 202,
      response: itemEnvelope(RankingTournamentsResultSchema),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      operationId: `tournament.ranking.${kind}.remove`,
      summary: `Removes the tournament's mark (${what} the rankings)`,
      tags: ['rankings'],
      access: admin('tournament.ranking.update'),
      params: IdParamsSchema,
      status: 202,
      response: z.null(),
    }),
  };
}

const adminRead = readCalls('admin');
const clubRead = readCalls('club');
const personalRead = readCalls('personal');
const excluded = overrideCalls('excluded');
const included = overrideCalls('included');

export const rankingsEndpoints = {
  list: adminRead.list,
  entries: adminRead.entries,
  clubList: clubRead.list,
  clubEntries: clubRead.entries,
  personalList: personalRead.list,
  personalEntries: personalRead.entries,
  excludedList: excluded.list,
  excludedAdd: excluded.add,
  excludedRemove: excluded.remove,
  includedList: included.list,
  includedAdd: included.add,
  includedRemove: included.remove,
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/rankings/generate',
    operationId: 'tournament.ranking.generate',
    summary:
      'Generates the rankings at a date (for one tournament: the combinations its disciplines touch; else every combination with counted results) as a job; while a generation is queued or running, answers that one',
    tags: ['rankings'],
    access: admin('tournament.ranking.generate'),
    body: RankingGenerateSchema,
    status: 202,
    response: itemEnvelope(RankingGenerationSchema),
  }),
  generation: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/tournaments/rankings/generate/:jobId',
    operationId: 'tournament.ranking.generation',
    summary: 'The state and progress of a ranking generation job',
    tags: ['rankings'],
    access: admin('tournament.ranking.generate'),
    params: RankingJobParamsSchema,
    status: 200,
    response: itemEnvelope(RankingGenerationSchema),
  }),
  publicOverview: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/rankings',
    operationId: 'public.ranking.overview',
    summary:
      'The published ranking (anonymous): without keys the most recently dated one; a page of its persons (rank, name, club, points), the combinations that have rankings and the dates of the shown one',
    tags: ['rankings'],
    access: publicAccess,
    query: PublicRankingQuerySchema,
    status: 200,
    response: itemEnvelope(PublicRankingOverviewSchema),
  }),
  publicPlayer: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/rankings/players/:id',
    operationId: 'public.ranking.player',
    summary:
      "A person's public ranking page (anonymous): name, club, place in each ranking, the history and the counted results; a person in no ranking: 404",
    tags: ['rankings'],
    access: publicAccess,
    params: IdParamsSchema,
    query: NoQuery,
    status: 200,
    response: itemEnvelope(PublicRankingPlayerSchema),
  }),
};

/** The read calls of each zone. */
export const RANKING_READ_CALLS = { admin: adminRead, club: clubRead, personal: personalRead } as const;
