// The clubs register's calls (issue 30): the admin zone's list, detail, tabs, history, create and
// change; my club in the club zone; the office's change requests and new clubs' registrations; the
// public registration form. Thin: the rules live in the clubs.register-*, my-club and
// registrations modules.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { addressBudget } from '../../platform/http/rate-limit';
import { requestOrigin } from '../../platform/http/request-origin';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { INVITATION_PAGE, linkMail } from '../users';
import {
  clubChangeRequestExport,
  clubChangeRequestListSql,
  decideClubChangeRequest,
  getMyClub,
  requestOfficialChange,
  updateMyClubContact,
} from './clubs.my-club';
import {
  clubHistoryExport,
  clubHistorySql,
  clubRecords,
  clubRegisterExport,
  clubRegisterListSql,
  getClub,
} from './clubs.register-read';
import { type Actor, createClub, updateClub } from './clubs.register-write';
import {
  decideRegistration,
  fileRegistration,
  refusalMail,
  registrationExport,
  registrationListSql,
} from './clubs.registrations';
import './clubs.messages';

/** Registrations one address may file per window of the public rate limit. */
const REGISTRATIONS_PER_ADDRESS = 5;

export function registerClubRegisterRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.clubRegister;
  const admin = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'admin');
  const club = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'club');
  const actor = (request: FastifyRequest, userId: number): Actor => ({ userId, origin: originOf(request) });
  const detail = async (operationId: string, zoneAccess: ZoneAccess | null, id: number) => ({
    operationId,
    links: linksFor(zoneAccess, [e.update, e.records, e.history], { id }),
    data: await getClub(deps.db, admin(zoneAccess), id),
  });
  const myClub = async (operationId: string, zoneAccess: ZoneAccess | null) => ({
    operationId,
    links: zoneAccess?.readOnly ? [] : linksFor(zoneAccess, [e.updateMyClub, e.requestChange], {}),
    data: await getMyClub(deps.db, club(zoneAccess)),
  });

  registerListEndpoint(app, deps, e.list, {
    statements: ({ query, zoneAccess }) => clubRegisterListSql(admin(zoneAccess), query),
    exportAs: clubRegisterExport,
  });
  registerEndpoint(app, e.get, async ({ params, zoneAccess }) => detail(e.get.operationId, zoneAccess, params.id));
  registerEndpoint(app, e.records, async ({ params, zoneAccess }) => ({
    operationId: e.records.operationId,
    links: [],
    data: await clubRecords(deps.db, admin(zoneAccess), params.id),
  }));
  registerListEndpoint(app, deps, e.history, {
    statements: ({ params, query, zoneAccess }) => clubHistorySql(deps.db, admin(zoneAccess), params.id, query),
    exportAs: clubHistoryExport,
  });
  registerEndpoint(app, e.create, async ({ body, zoneAccess, user, request }) => {
    const id = await createClub(deps.db, admin(zoneAccess), actor(request, user!.userId), body);
    return detail(e.create.operationId, zoneAccess, id);
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, request }) => {
    await updateClub(deps.db, admin(zoneAccess), actor(request, user!.userId), params.id, body);
    return detail(e.update.operationId, zoneAccess, params.id);
  });

  registerEndpoint(app, e.myClub, async ({ zoneAccess }) => myClub(e.myClub.operationId, zoneAccess));
  registerListEndpoint(app, deps, e.myClubHistory, {
    statements: ({ query, zoneAccess }) => {
      const scope = club(zoneAccess);
      return clubHistorySql(deps.db, scope, scope.clubId, query);
    },
    exportAs: clubHistoryExport,
  });
  registerEndpoint(app, e.updateMyClub, async ({ body, zoneAccess, user, request }) => {
    await updateMyClubContact(deps.db, club(zoneAccess), actor(request, user!.userId), body);
    return myClub(e.updateMyClub.operationId, zoneAccess);
  });
  registerEndpoint(app, e.requestChange, async ({ body, zoneAccess, user, request }) => {
    await requestOfficialChange(deps.db, club(zoneAccess), actor(request, user!.userId), body);
    return myClub(e.requestChange.operationId, zoneAccess);
  });

  registerListEndpoint(app, deps, e.changeRequests, {
    statements: ({ query, zoneAccess }) => clubChangeRequestListSql(admin(zoneAccess), query),
    exportAs: clubChangeRequestExport,
  });
  registerEndpoint(app, e.decideChangeRequest, async ({ params, body, zoneAccess, user, request }) => ({
    operationId: e.decideChangeRequest.operationId,
    links: [],
    data: await decideClubChangeRequest(deps.db, admin(zoneAccess), actor(request, user!.userId), params.id, body),
  }));

  const countRegistration = addressBudget(app, 'club-registration', REGISTRATIONS_PER_ADDRESS);
  registerEndpoint(app, e.register, async ({ body, request, reply }) => {
    await countRegistration(request);
    const id = await fileRegistration(deps.db, body);
    reply.header('cache-control', 'no-store');
    return { operationId: e.register.operationId, links: [], data: { id } };
  });
  registerListEndpoint(app, deps, e.registrations, {
    statements: ({ query, zoneAccess }) => registrationListSql(admin(zoneAccess), query),
    exportAs: registrationExport,
  });
  registerEndpoint(app, e.decideRegistration, async ({ params, body, zoneAccess, user, request }) => {
    const { registration, invitation } = await decideRegistration(
      deps.db,
      admin(zoneAccess),
      actor(request, user!.userId),
      params.id,
      body,
    );
    const origin = `${requestOrigin(deps.config, request)}${deps.config.ROUTER_BASE}`;
    // After the commit: a mail that fails is logged; the decision stands (the office resends the
    // invitation from the user's page).
    try {
      if (invitation) {
        const { user: invited, link } = invitation;
        await deps.mail.send(
          linkMail(deps.config, {
            kind: 'invitation',
            name: invited.fullName,
            email: invited.email,
            url: `${origin}${INVITATION_PAGE}?token=${encodeURIComponent(link.token)}`,
            expiresAt: link.expiresAt,
            tokenId: link.tokenId,
          }),
          `invitation-${link.tokenId}`,
        );
      }
      if (registration.state === 'refused')
        await deps.mail.send(refusalMail(deps.config, registration, origin), `club-registration-${registration.id}`);
    } catch (err) {
      request.log.warn({ err, registrationId: registration.id }, 'club registration mail not sent');
    }
    return {
      operationId: e.decideRegistration.operationId,
      links: [],
      data: { registration, managerInvited: invitation !== null },
    };
  });
}
