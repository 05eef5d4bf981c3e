// The events' calls (issue 32 §4–6): the office keeps the events, their registrations, attendance,
// invitations and grants in the admin zone; a member lists, registers and cancels in the personal
// zone. Thin: contract -> service -> the item with the caller's links; the mails of who moved up
// go out after the service's commit.
import { type EventRegistration, endpoints } from '@fedra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { publicBase } from '../../platform/http/request-origin';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { adminFeed, personalFeed } from './events.calendar';
import {
  eventListExport,
  eventListSql,
  inviteeExport,
  inviteeListSql,
  myEventListSql,
  registrationExport,
  registrationListSql,
} from './events.list';
import { defineInvitationJob, getInvitationJob, mailMovedUp, startInvitations } from './events.mail';
import {
  type Actor,
  addRegistration,
  cancelSelf,
  createEvent,
  deleteEvent,
  getEvent,
  getMyEvent,
  getRegistration,
  grantRole,
  registerSelf,
  removeRegistration,
  setAttendance,
  updateEvent,
} from './events.service';
import './events.messages';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export function registerEventRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.events;
  // Defined at start (also by the manifest's jobs), so that this instance's workers take the sending.
  const invitationJob = defineInvitationJob(deps);
  const actorOf = (request: FastifyRequest, userId: number): Actor => ({ userId, origin: originOf(request) });
  const personal = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'personal');
  const host = () => {
    const base = publicBase(deps.config);
    return base ? new URL(base).hostname : 'localhost';
  };
  const sendFeed = (reply: FastifyReply, feed: string, fileName: string): typeof STREAMED => {
    void reply
      .type(CALENDAR_TYPE)
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .send(feed);
    return STREAMED;
  };

  const eventAnswer = async (operationId: string, zoneAccess: ZoneAccess | null, id: number) => ({
    operationId,
    links: linksFor(zoneAccess, [e.update, e.sendInvitations], { id }),
    data: await getEvent(deps.db, id),
  });
  const registrationAnswer = async (operationId: string, zoneAccess: ZoneAccess | null, r: EventRegistration) => ({
    operationId,
    links: linksFor(zoneAccess, [e.setAttendance, e.grant], { id: r.eventId, registrationId: r.id }),
    data: r,
  });
  const myAnswer = async (operationId: string, zoneAccess: ZoneAccess | null, id: number) => {
    const event = await getMyEvent(deps.db, personal(zoneAccess), id);
    const candidates = [e.register, ...(event.myRegistration ? [e.cancel] : [])];
    return {
      operationId,
      links: linksFor(zoneAccess, candidates, { id, registrationId: event.myRegistration?.id ?? 0 }),
      data: event,
    };
  };
  /** The event must exist (the lists under it are otherwise empty, not missing). */
  const requireEvent = async (id: number) => {
    await getEvent(deps.db, id);
  };

  // ----- admin zone -----
  registerListEndpoint(app, deps, e.list, {
    statements: ({ query }) => eventListSql(query),
    exportAs: eventListExport,
  });
  registerEndpoint(app, e.calendar, async ({ reply }) =>
    sendFeed(reply, await adminFeed(deps.db, 'Akce svazu', host()), 'events.ics'),
  );
  registerEndpoint(app, e.get, ({ params, zoneAccess }) => eventAnswer(e.get.operationId, zoneAccess, params.id));
  registerEndpoint(app, e.create, async ({ body, zoneAccess, user, request }) => {
    const id = await createEvent(deps.db, actorOf(request, user!.userId), body);
    return eventAnswer(e.create.operationId, zoneAccess, id);
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, request }) => {
    const moved = await updateEvent(deps.db, actorOf(request, user!.userId), params.id, body);
    await mailMovedUp(deps, moved);
    return eventAnswer(e.update.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.delete, async ({ params, user, request }) => {
    await deleteEvent(deps.db, actorOf(request, user!.userId), params.id);
    return undefined;
  });

  registerListEndpoint(app, deps, e.registrations, {
    statements: async ({ params, query }) => {
      await requireEvent(params.id);
      return registrationListSql(params.id, query);
    },
    exportAs: registrationExport,
  });
  registerEndpoint(app, e.addRegistration, async ({ params, body, zoneAccess, user, request }) => {
    const id = await addRegistration(deps.db, actorOf(request, user!.userId), params.id, body);
    return registrationAnswer(e.addRegistration.operationId, zoneAccess, await getRegistration(deps.db, params.id, id));
  });
  registerEndpoint(app, e.setAttendance, async ({ params, body, zoneAccess, user, request }) => {
    const moved = await setAttendance(
      deps.db,
      actorOf(request, user!.userId),
      params.id,
      params.registrationId,
      body.stateId,
    );
    await mailMovedUp(deps, moved);
    return registrationAnswer(
      e.setAttendance.operationId,
      zoneAccess,
      await getRegistration(deps.db, params.id, params.registrationId),
    );
  });
  registerEndpoint(app, e.removeRegistration, async ({ params, user, request }) => {
    const moved = await removeRegistration(deps.db, actorOf(request, user!.userId), params.id, params.registrationId);
    await mailMovedUp(deps, moved);
    return undefined;
  });
  registerEndpoint(app, e.grant, async ({ params, zoneAccess, user, request }) => {
    await grantRole(deps.db, actorOf(request, user!.userId), params.id, params.registrationId);
    return registrationAnswer(
      e.grant.operationId,
      zoneAccess,
      await getRegistration(deps.db, params.id, params.registrationId),
    );
  });
  registerListEndpoint(app, deps, e.invitees, {
    statements: async ({ params, query }) => {
      await requireEvent(params.id);
      return inviteeListSql(params.id, query);
    },
    exportAs: inviteeExport,
  });
  registerEndpoint(app, e.sendInvitations, async ({ params, lang }) => ({
    operationId: e.sendInvitations.operationId,
    links: [],
    data: await startInvitations(deps, invitationJob, params.id, lang),
  }));
  registerEndpoint(app, e.invitationJob, async ({ params, lang }) => ({
    operationId: e.invitationJob.operationId,
    links: [],
    data: await getInvitationJob(deps, params.id, params.jobId, lang),
  }));

  // ----- personal zone -----
  registerListEndpoint(app, deps, e.myList, {
    statements: ({ query, zoneAccess }) => myEventListSql(personal(zoneAccess).personId, query),
    exportAs: eventListExport,
  });
  registerEndpoint(app, e.myCalendar, async ({ reply, zoneAccess }) =>
    sendFeed(reply, await personalFeed(deps.db, personal(zoneAccess).personId, 'Moje akce', host()), 'my-events.ics'),
  );
  registerEndpoint(app, e.myGet, ({ params, zoneAccess }) => myAnswer(e.myGet.operationId, zoneAccess, params.id));
  registerEndpoint(app, e.register, async ({ params, zoneAccess, user, request }) => {
    await registerSelf(deps.db, personal(zoneAccess), actorOf(request, user!.userId), params.id);
    return myAnswer(e.register.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.cancel, async ({ params, zoneAccess, user, request }) => {
    const moved = await cancelSelf(
      deps.db,
      personal(zoneAccess),
      actorOf(request, user!.userId),
      params.id,
      params.registrationId,
    );
    await mailMovedUp(deps, moved);
    return myAnswer(e.cancel.operationId, zoneAccess, params.id);
  });
}
