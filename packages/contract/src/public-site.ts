// The public site's home (issue 36 §1): what a visitor sees first, in one call. Anonymous,
// rate-limited and cached; the latest news published for the public site, the coming tournaments
// and the latest results, each with what a visitor needs to choose one.
import { z } from 'zod';
import { ArticleSummarySchema } from './articles';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';

/** A coming tournament on the home page. */
export const PublicHomeTournamentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    dateFrom: z.string(),
    dateTill: z.string(),
    city: z.string().nullable(),
    isCancelled: z.boolean(),
  })
  .meta({ id: 'PublicHomeTournament' });
export type PublicHomeTournament = z.infer<typeof PublicHomeTournamentSchema>;

/** A discipline's winner (or winners: a pair, a shared first place) of a finished tournament. */
export const PublicHomeWinnerSchema = z
  .object({
    discipline: z.string(),
    /** The winners' names with their clubs, in placing order: "Jana Nováková (TJ Sokol)". */
    names: z.array(z.string()),
  })
  .meta({ id: 'PublicHomeWinner' });

/** A finished tournament with results entered: the first disciplines' winners. */
export const PublicHomeResultSchema = PublicHomeTournamentSchema.extend({
  /** At most three disciplines, in their order. */
  winners: z.array(PublicHomeWinnerSchema),
  /** How many disciplines have results. */
  disciplinesWithResults: z.number().int(),
}).meta({ id: 'PublicHomeResult' });
export type PublicHomeResult = z.infer<typeof PublicHomeResultSchema>;

export const PublicHomeSchema = z
  .object({
    /** The latest news published for the public site (at most 3). */
    articles: z.array(ArticleSummarySchema),
    /** Public tournaments that have not ended yet, soonest first (at most 6; empty while the public tournament pages are off). */
    upcomingTournaments: z.array(PublicHomeTournamentSchema),
    /** Finished public tournaments with results, latest first (at most 4; empty while the public tournament pages are off). */
    latestResults: z.array(PublicHomeResultSchema),
  })
  .meta({ id: 'PublicHome' });
export type PublicHome = z.infer<typeof PublicHomeSchema>;

export const publicSiteEndpoints = {
  home: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/home',
    operationId: 'public.home.get',
    summary: "The public site's home: the latest public news, coming tournaments and latest results",
    tags: ['public site'],
    access: { kind: 'public', action: 'public.home' },
    query: z.strictObject({}),
    status: 200,
    response: itemEnvelope(PublicHomeSchema),
  }),
};
