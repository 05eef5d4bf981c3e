// Application calls of spec 001 §7 (admin, club and personal zones), the office's "approve all",
// the bulk call of the bulk-application dialog and the persons it offers. Each application carries
// the links the caller may follow now.
import { type EndpointDef, endpoints, type Link } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope, zoneScopeOf } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { notifyApplicationsApproved } from './application-approved-push';
import {
  type ApplyingScope,
  approveAll,
  bulkApply,
  competitionParticipantsSql,
  createParticipant,
  deleteParticipant,
  listApplicants,
  type ParticipantRow,
  participantExport,
  tournamentParticipantsSql,
  updateParticipant,
} from './tournament-participants.service';
import { APPLICATION_STATE } from './tournament-scope';

const e = endpoints.tournamentCompetitions;

const ADMIN_ACTIONS: EndpointDef[] = [e.participantUpdate, e.participantDelete];

/** The answer's shape of a row: the club's delete right becomes a link (or none). */
function present(row: ParticipantRow, zoneAccess: ZoneAccess | null) {
  const { clubMayDelete, tournamentEditable, ...participant } = row;
  const zone = zoneAccess?.scope.zone;
  let links: Link[] = [];
  if (zone === 'admin' && tournamentEditable) links = linksFor(zoneAccess, ADMIN_ACTIONS, { id: row.id });
  else if (zone === 'club' && clubMayDelete) links = linksFor(zoneAccess, [e.clubParticipantDelete], { id: row.id });
  return { ...participant, links };
}

export function registerTournamentParticipantRoutes(app: FastifyInstance, deps: AppDeps) {
  const applying = (zoneAccess: ZoneAccess | null): ApplyingScope => {
    const scope = zoneScopeOf(zoneAccess);
    if (scope.zone !== 'admin' && scope.zone !== 'club') throw new Error('only the admin and club zones apply');
    return scope;
  };

  for (const list of [e.tournamentParticipants, e.clubTournamentParticipants, e.personalTournamentParticipants]) {
    registerListEndpoint(app, deps, list as typeof e.tournamentParticipants, {
      statements: ({ params, query, zoneAccess }) =>
        tournamentParticipantsSql(deps.db, zoneScopeOf(zoneAccess), params.tournamentId, query),
      exportAs: participantExport,
      present: (row, { zoneAccess }) => present(row, zoneAccess),
    });
  }
  for (const list of [e.participantList, e.clubParticipantList]) {
    registerListEndpoint(app, deps, list as typeof e.participantList, {
      statements: ({ params, query, zoneAccess }) =>
        competitionParticipantsSql(deps.db, zoneScopeOf(zoneAccess), params.competitionId, query),
      exportAs: participantExport,
      present: (row, { zoneAccess }) => present(row, zoneAccess),
    });
  }

  for (const create of [e.participantCreate, e.clubParticipantCreate]) {
    registerEndpoint(app, create as typeof e.participantCreate, async ({ params, body, zoneAccess, user, lang }) => {
      const row = await createParticipant(deps.db, applying(zoneAccess), user!.userId, lang, {
        competitionId: params.id,
        personId: body.personId,
        roleId: body.roleId,
        ...('clubId' in body ? { clubId: body.clubId as number | null | undefined } : {}),
        note: body.note,
      });
      const { links, ...data } = present(row, zoneAccess);
      return { operationId: create.operationId, links, data: { ...data, links } };
    });
  }
  for (const bulk of [e.bulk, e.clubBulk]) {
    registerEndpoint(app, bulk as typeof e.bulk, async ({ body, zoneAccess, user, lang, request }) => ({
      operationId: bulk.operationId,
      links: [],
      data: await bulkApply(deps.db, applying(zoneAccess), user!.userId, lang, body, request.log),
    }));
  }
  for (const applicants of [e.applicants, e.clubApplicants]) {
    registerEndpoint(app, applicants as typeof e.applicants, async ({ query, zoneAccess }) => {
      const data = await listApplicants(deps.db, applying(zoneAccess), query);
      return { operationId: applicants.operationId, links: [], data };
    });
  }

  registerEndpoint(app, e.participantUpdate, async ({ params, body, zoneAccess, user, lang, request }) => {
    requireScope(zoneAccess?.scope, 'admin');
    const row = await updateParticipant(deps.db, user!.userId, params.id, body, lang);
    // The transition rules let confirmed through only from another state: this was an approval.
    if (body.stateId === APPLICATION_STATE.confirmed) await notifyApplicationsApproved(deps, [row.id], request.log);
    const { links, ...data } = present(row, zoneAccess);
    return { operationId: e.participantUpdate.operationId, links, data: { ...data, links } };
  });
  for (const remove of [e.participantDelete, e.clubParticipantDelete]) {
    registerEndpoint(app, remove as typeof e.participantDelete, async ({ params, zoneAccess, lang }) => {
      await deleteParticipant(deps.db, applying(zoneAccess), params.id, lang);
      return undefined;
    });
  }
  registerEndpoint(app, e.approveAll, async ({ params, zoneAccess, user, lang, request }) => {
    requireScope(zoneAccess?.scope, 'admin');
    const approved = await approveAll(deps.db, user!.userId, params.tournamentId, lang);
    await notifyApplicationsApproved(deps, approved, request.log);
    return { operationId: e.approveAll.operationId, links: [], data: { count: approved.length } };
  });
}
