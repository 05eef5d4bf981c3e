// The public tournament calls and the calendar feeds (tournament-public.ts of the contract). The
// public pages' calls exist only while the codebook feature public-tournament-detail is on; every
// public call is rate-limited (platform/http/rate-limit.ts) and the anonymous JSON and the public
// feed are cached (platform/http/public-cache.ts).
import { endpoints, type ListEnvelope, type PublicParticipant } from '@fedra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors/app-error';
import { registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { createPublicCache } from '../../platform/http/public-cache';
import { publicBase, requestOrigin } from '../../platform/http/request-origin';
import { sendFile } from '../../platform/http/send-file';
import { runList } from '../../platform/list-query/list-statements';
import {
  calendarToken,
  type FeedOptions,
  personalFeed,
  personalFeedUrl,
  publicFeed,
  publicFeedUrl,
  resetCalendarToken,
} from './tournament-calendar.service';
import {
  getPublicTournamentDetail,
  listPublicParticipants,
  publicTournamentFileId,
  publicTournamentListSql,
} from './tournament-public.service';

export const PUBLIC_TOURNAMENT_FEATURE = 'public:public-tournament-detail';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export function registerTournamentPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.tournamentPublic;
  const cache = createPublicCache(deps.config.PUBLIC_CACHE_SECONDS);
  const featureOn = () => deps.catalog.activeFeatures.has(PUBLIC_TOURNAMENT_FEATURE);
  /** Switched off, the public pages' calls do not exist (as a module switched off). */
  const requireFeature = (request: FastifyRequest) => {
    if (!featureOn())
      throw new AppError('route_not_found', 404, { method: request.method, url: request.url.split('?')[0] ?? '' });
  };
  const feedOptions = (name: string): FeedOptions => ({
    base: publicBase(deps.config),
    routerBase: deps.config.ROUTER_BASE,
    detailPages: featureOn(),
    name,
  });

  registerEndpoint(app, e.publicList, async ({ request, reply, query }) => {
    requireFeature(request);
    return cache.answer(request, reply, { query }, async () => runList(deps.db, publicTournamentListSql(query)));
  });
  registerEndpoint(app, e.publicGet, async ({ request, reply, params, query }) => {
    requireFeature(request);
    return cache.answer(request, reply, { params, query }, async () => ({
      operationId: e.publicGet.operationId,
      links: [],
      // The detail page's one call: participants, pairs and results come with it.
      data: await getPublicTournamentDetail(deps.db, params.id),
    }));
  });
  registerEndpoint(app, e.publicParticipants, async ({ request, reply, params, query }) => {
    requireFeature(request);
    return cache.answer(request, reply, { params, query }, async (): Promise<ListEnvelope<PublicParticipant>> => {
      const data = await listPublicParticipants(deps.db, params.id);
      return { data, limit: data.length, offset: 0, total: data.length };
    });
  });
  registerEndpoint(app, e.publicFile, async ({ request, reply, params }) => {
    requireFeature(request);
    const file = await deps.files.get(await publicTournamentFileId(deps.db, params.id, params.fileId));
    if (!file) throw notFound();
    const body = await deps.files.open(file).catch(() => {
      throw notFound();
    });
    // As public documents (platform/http/send-file.ts).
    return sendFile(reply, file, body, 'public, max-age=60');
  });

  // The feeds are subscriptions from every zone's calendar dialog: they do not need the public
  // pages; without them the events just carry no link to a detail page.
  registerEndpoint(app, e.publicCalendar, async ({ request, reply, query }) => {
    const feed = await cache.answer(request, reply, { query }, () => publicFeed(deps.db, feedOptions('Turnaje')), {
      serialize: (text) => text,
    });
    if (feed === undefined) return undefined;
    sendFeed(reply, feed, 'tournaments.ics');
    return STREAMED;
  });
  registerEndpoint(app, e.personalCalendar, async ({ params, reply }) => {
    const feed = await personalFeed(deps.db, params.token, feedOptions('Moje turnaje'));
    // A secret address: never kept by shared caches.
    sendFeed(reply.header('cache-control', 'private, no-cache'), feed, 'my-tournaments.ics');
    return STREAMED;
  });

  // The feed addresses: PUBLIC_URL, else the origin the request came to (as the QR codes have it).
  registerEndpoint(app, e.personalCalendarUrls, async ({ zoneAccess, request }) => {
    const personId = personOf(zoneAccess?.scope);
    const base = requestOrigin(deps.config, request);
    return {
      operationId: e.personalCalendarUrls.operationId,
      links: [],
      data: {
        publicUrl: publicFeedUrl(base),
        personalUrl: personalFeedUrl(base, await calendarToken(deps.db, personId)),
      },
    };
  });
  registerEndpoint(app, e.personalCalendarReset, async ({ zoneAccess, request }) => {
    const personId = personOf(zoneAccess?.scope);
    const base = requestOrigin(deps.config, request);
    return {
      operationId: e.personalCalendarReset.operationId,
      links: [],
      data: {
        publicUrl: publicFeedUrl(base),
        personalUrl: personalFeedUrl(base, await resetCalendarToken(deps.db, personId)),
      },
    };
  });
  for (const call of [e.publicCalendarUrls, e.adminCalendarUrls, e.clubCalendarUrls]) {
    registerEndpoint(app, call, async ({ request }) => ({
      operationId: call.operationId,
      links: [],
      data: { publicUrl: publicFeedUrl(requestOrigin(deps.config, request)) },
    }));
  }
}

/** The feed as text (not through the JSON serializer). */
function sendFeed(reply: FastifyReply, feed: string, fileName: string) {
  void reply.type(CALENDAR_TYPE).header('content-disposition', `inline; filename="${fileName}"`).send(feed);
}

function personOf(scope: { zone: string; personId?: number } | undefined): number {
  // The access hook admits only members with a person into the personal zone.
  if (scope?.zone !== 'personal' || scope.personId === undefined) throw notFound();
  return scope.personId;
}
