// The national teams' calls (representation.ts of the contract): the office's teams, squads, events
// and matches in the admin zone; a member's own nominations (personal zone) and the current club's
// members' (club zone); the public team pages, cached (platform/http/public-cache.ts). Thin:
// contract -> service -> the item with the caller's links.
import { endpoints, type ListEnvelope } from '@fedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { createPublicCache } from '../../platform/http/public-cache';
import { requestOrigin } from '../../platform/http/request-origin';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { sendNominationMail } from './representation.mail';
import './representation.messages';
import { getPublicTeam, listPublicTeams } from './representation.public';
import {
  eventListExport,
  eventListSql,
  matchListExport,
  matchListSql,
  teamListExport,
  teamListSql,
} from './representation.queries';
import {
  type Actor,
  answerNomination,
  createEvent,
  createMatch,
  createTeam,
  deleteEvent,
  deleteMatch,
  deleteTeam,
  getEvent,
  getMatch,
  getNomination,
  getOverview,
  getTeam,
  listNominations,
  listScopedNominations,
  type NominationScope,
  nominate,
  removeNomination,
  updateEvent,
  updateMatch,
  updateTeam,
} from './representation.service';

const list = <T>(data: T[]): ListEnvelope<T> => ({ data, limit: data.length, offset: 0, total: data.length });

export function registerRepresentationRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.representation;
  const actor = (request: FastifyRequest, userId: number): Actor => ({ userId, origin: originOf(request) });
  const item = <T>(operationId: string, links: ReturnType<typeof linksFor>, data: T) => ({ operationId, links, data });
  // Changing and deleting take the same permission: one link says both.
  const teamLinks = (z: ZoneAccess | null, id: number) => linksFor(z, [e.teamUpdate], { id });

  registerEndpoint(app, e.overview, async () => item(e.overview.operationId, [], await getOverview(deps.db)));

  // Teams.
  registerListEndpoint(app, deps, e.teamList, {
    statements: ({ query }) => teamListSql(query),
    exportAs: teamListExport,
  });
  registerEndpoint(app, e.teamGet, async ({ params, zoneAccess }) =>
    item(e.teamGet.operationId, teamLinks(zoneAccess, params.id), await getTeam(deps.db, params.id)),
  );
  registerEndpoint(app, e.teamCreate, async ({ body, zoneAccess, user, lang }) => {
    const id = await createTeam(deps.db, user!.userId, body, lang);
    return item(e.teamCreate.operationId, teamLinks(zoneAccess, id), await getTeam(deps.db, id));
  });
  registerEndpoint(app, e.teamUpdate, async ({ params, body, zoneAccess, user, lang }) => {
    await updateTeam(deps.db, user!.userId, params.id, body, lang);
    return item(e.teamUpdate.operationId, teamLinks(zoneAccess, params.id), await getTeam(deps.db, params.id));
  });
  registerEndpoint(app, e.teamDelete, async ({ params, user, request }) => {
    await deleteTeam(deps.db, actor(request, user!.userId), params.id);
    return undefined;
  });

  // Squads.
  registerEndpoint(app, e.nominationList, async ({ params }) =>
    item(e.nominationList.operationId, [], await listNominations(deps.db, params.id)),
  );
  registerEndpoint(app, e.nominationCreate, async ({ params, body, zoneAccess, user, request, lang }) => {
    const id = await nominate(deps.db, actor(request, user!.userId), params.id, body.personId, lang);
    // The nomination stands whatever the mail does; a mail not accepted is logged.
    try {
      await sendNominationMail(deps, id, requestOrigin(deps.config, request));
    } catch (err) {
      request.log.warn({ err, nominationId: id }, 'nomination mail not sent');
    }
    return item(
      e.nominationCreate.operationId,
      linksFor(zoneAccess, [e.nominationDelete], { id }),
      await getNomination(deps.db, id),
    );
  });
  registerEndpoint(app, e.nominationDelete, async ({ params, user, request }) => {
    await removeNomination(deps.db, actor(request, user!.userId), params.id);
    return undefined;
  });

  // Events.
  const eventLinks = (z: ZoneAccess | null, id: number) => linksFor(z, [e.eventUpdate], { id });
  registerListEndpoint(app, deps, e.eventList, {
    statements: ({ query }) => eventListSql(query),
    exportAs: eventListExport,
  });
  registerEndpoint(app, e.eventGet, async ({ params, zoneAccess }) =>
    item(e.eventGet.operationId, eventLinks(zoneAccess, params.id), await getEvent(deps.db, params.id)),
  );
  registerEndpoint(app, e.eventCreate, async ({ body, zoneAccess, user }) => {
    const id = await createEvent(deps.db, user!.userId, body);
    return item(e.eventCreate.operationId, eventLinks(zoneAccess, id), await getEvent(deps.db, id));
  });
  registerEndpoint(app, e.eventUpdate, async ({ params, body, zoneAccess, user }) => {
    await updateEvent(deps.db, user!.userId, params.id, body);
    return item(e.eventUpdate.operationId, eventLinks(zoneAccess, params.id), await getEvent(deps.db, params.id));
  });
  registerEndpoint(app, e.eventDelete, async ({ params }) => {
    await deleteEvent(deps.db, params.id);
    return undefined;
  });

  // Matches.
  const matchLinks = (z: ZoneAccess | null, id: number) => linksFor(z, [e.matchUpdate], { id });
  registerListEndpoint(app, deps, e.matchList, {
    statements: ({ query }) => matchListSql(query),
    exportAs: matchListExport,
  });
  registerEndpoint(app, e.matchGet, async ({ params, zoneAccess }) =>
    item(e.matchGet.operationId, matchLinks(zoneAccess, params.id), await getMatch(deps.db, params.id)),
  );
  registerEndpoint(app, e.matchCreate, async ({ body, zoneAccess, user }) => {
    const id = await createMatch(deps.db, user!.userId, body);
    return item(e.matchCreate.operationId, matchLinks(zoneAccess, id), await getMatch(deps.db, id));
  });
  registerEndpoint(app, e.matchUpdate, async ({ params, body, zoneAccess, user }) => {
    await updateMatch(deps.db, user!.userId, params.id, body);
    return item(e.matchUpdate.operationId, matchLinks(zoneAccess, params.id), await getMatch(deps.db, params.id));
  });
  registerEndpoint(app, e.matchDelete, async ({ params }) => {
    await deleteMatch(deps.db, params.id);
    return undefined;
  });

  // A member's own nominations and the club's members'.
  const personal = (z: ZoneAccess | null): NominationScope => requireScope(z?.scope, 'personal');
  const club = (z: ZoneAccess | null): NominationScope => requireScope(z?.scope, 'club');
  for (const [listCall, answerCall, scopeOf] of [
    [e.personalNominations, e.personalAnswer, personal],
    [e.clubNominations, e.clubAnswer, club],
  ] as const) {
    registerEndpoint(app, listCall, async ({ zoneAccess }) =>
      item(listCall.operationId, [], await listScopedNominations(deps.db, scopeOf(zoneAccess))),
    );
    registerEndpoint(app, answerCall, async ({ params, body, zoneAccess, user, request }) =>
      item(
        answerCall.operationId,
        linksFor(zoneAccess, [answerCall], { id: params.id }),
        await answerNomination(deps.db, scopeOf(zoneAccess), actor(request, user!.userId), params.id, body.answer),
      ),
    );
  }

  // Public pages: anonymous, rate-limited by the public limit, cached.
  const cache = createPublicCache(deps.config.PUBLIC_CACHE_SECONDS);
  registerEndpoint(app, e.publicTeams, async ({ request, reply, query }) =>
    cache.answer(request, reply, { query }, async () => list(await listPublicTeams(deps.db))),
  );
  registerEndpoint(app, e.publicTeam, async ({ request, reply, params, query }) =>
    cache.answer(request, reply, { params, query }, async () =>
      item(e.publicTeam.operationId, [], await getPublicTeam(deps.db, params.id)),
    ),
  );
}
