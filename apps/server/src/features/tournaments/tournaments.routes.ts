// Tournament calls (docs/decisions.md "Tournaments"): every zone lists and reads the tournaments it
// sees with their attachments; the office writes them, moves them through the workflow and keeps
// their attachments. Each item's `links` are the actions the caller may take now: permission
// (linksFor) and the tournament's state (tournament-workflow.ts).
import {
  type EndpointDef,
  endpoints,
  type Link,
  TOURNAMENT_ACTIONS,
  TOURNAMENT_READ_CALLS,
  type TournamentAction,
} from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess, ZoneScope } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { sendListExport } from '../../platform/list-query/list-export';
import {
  attachmentExport,
  attachmentsSql,
  createAttachment,
  deleteAttachment,
  listAttachments,
  updateAttachment,
} from './tournament-attachments.service';
import { APPLYING_TOURNAMENT_STATES } from './tournament-competitions.service';
import { actionsAllowedIn, isEditable, transition } from './tournament-workflow';
import { tournamentExport } from './tournaments.export';
import './tournaments.messages';
import type { ListRow } from './tournaments.presenter';
import { tournamentsListSql } from './tournaments.queries';
import {
  createTournament,
  deleteTournament,
  getTournament,
  tournamentStatus,
  updateTournament,
} from './tournaments.service';

const e = endpoints.tournaments;
type Zone = 'admin' | 'club' | 'personal';

const ACTION_CALLS: Record<TournamentAction, EndpointDef> = {
  publish: e.publish,
  send: e.send,
  approve: e.approve,
  cancel: e.cancel,
  archive: e.archive,
};

const c = endpoints.tournamentCompetitions;

/**
 * The links of a tournament in a state: update while editable, delete without applications, each
 * workflow action the state allows, and the attachment calls; all only as the caller's permissions
 * allow. Besides, what its tabs offer: adding a discipline (while editable), applying persons and
 * approving every application (while it takes applications; a club only when it registers online
 * and today is within its window, the `registrationOpen` of the status; unknown in a list row).
 * The personal zone has none of these calls.
 */
export function tournamentLinks(
  zone: Zone,
  zoneAccess: ZoneAccess | null,
  id: number,
  status: { stateId: number; hasApplications: boolean; registrationOpen?: boolean },
): Link[] {
  const applying = (APPLYING_TOURNAMENT_STATES as readonly number[]).includes(status.stateId);
  // Applications are made per discipline: the links name the call, not an address.
  const withoutHref = (links: Link[]) => links.map(({ href: _href, ...link }) => link);
  if (zone === 'club') {
    return applying && status.registrationOpen
      ? withoutHref(linksFor(zoneAccess, [c.clubParticipantCreate], { id: 0 }))
      : [];
  }
  if (zone !== 'admin') return [];
  const calls: EndpointDef[] = [];
  const editable = isEditable(status.stateId);
  if (editable) calls.push(e.update, c.create);
  if (!status.hasApplications) calls.push(e.delete);
  for (const action of actionsAllowedIn(status.stateId)) calls.push(ACTION_CALLS[action]);
  if (applying) calls.push(c.approveAll);
  // A cancelled or archived tournament is frozen: its attachments are only read.
  if (!editable) return linksFor(zoneAccess, calls, { id, tournamentId: id });
  calls.push(e.attachmentCreate);
  const onAttachments = withoutHref(linksFor(zoneAccess, [e.attachmentUpdate, e.attachmentDelete], { id: 0 }));
  const applyLinks = applying ? withoutHref(linksFor(zoneAccess, [c.participantCreate], { id: 0 })) : [];
  return [...linksFor(zoneAccess, calls, { id, tournamentId: id }), ...onAttachments, ...applyLinks];
}

function registerZoneReads(app: FastifyInstance, deps: AppDeps, zone: Zone) {
  const calls = TOURNAMENT_READ_CALLS[zone];
  const scopeOf = (zoneAccess: ZoneAccess | null): ZoneScope => requireScope(zoneAccess?.scope, zone);
  registerListEndpoint(app, deps, calls.list, {
    statements: ({ query, zoneAccess }) => tournamentsListSql(scopeOf(zoneAccess), query),
    exportAs: tournamentExport,
    present: (row: ListRow, { zoneAccess }) => {
      const { hasApplications, ...item } = row;
      return { ...item, links: tournamentLinks(zone, zoneAccess, row.id, { stateId: row.stateId, hasApplications }) };
    },
  });
  registerEndpoint(app, calls.get, async ({ params, zoneAccess }) => {
    const scope = scopeOf(zoneAccess);
    const status = await tournamentStatus(deps.db, scope, params.id);
    return {
      operationId: calls.get.operationId,
      links: tournamentLinks(zone, zoneAccess, params.id, status),
      data: await getTournament(deps, scope, params.id),
    };
  });
  registerEndpoint(app, calls.attachments, async ({ params, query, zoneAccess, reply, lang }) => {
    const scope = scopeOf(zoneAccess);
    if (!query.format) return listAttachments(deps, scope, params.tournamentId);
    await tournamentStatus(deps.db, scope, params.tournamentId);
    const { db } = deps;
    const statement = attachmentsSql(params.tournamentId);
    await sendListExport(reply, { db, statement, format: query.format, lang, exportAs: attachmentExport });
    return STREAMED;
  });
}

/** The answer of a write: the tournament as the office now sees it, with its links. */
async function answer(deps: AppDeps, operationId: string, zoneAccess: ZoneAccess | null, id: number) {
  const scope = requireScope(zoneAccess?.scope, 'admin');
  const status = await tournamentStatus(deps.db, scope, id);
  return {
    operationId,
    links: tournamentLinks('admin', zoneAccess, id, status),
    data: await getTournament(deps, scope, id),
  };
}

export function registerTournamentRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const zone of ['admin', 'club', 'personal'] as const) registerZoneReads(app, deps, zone);

  registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
    const id = await createTournament(deps, user!.userId, body);
    return answer(deps, e.create.operationId, zoneAccess, id);
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, request }) => {
    await updateTournament(deps, user!.userId, params.id, body, request.log);
    return answer(deps, e.update.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.delete, async ({ params, request }) => {
    await deleteTournament(deps, params.id, request.log);
    return undefined;
  });
  for (const action of TOURNAMENT_ACTIONS) {
    const call = ACTION_CALLS[action] as typeof e.publish;
    registerEndpoint(app, call, async ({ params, zoneAccess, user }) => {
      await transition(deps.db, user!.userId, params.id, action);
      return answer(deps, call.operationId, zoneAccess, params.id);
    });
  }

  registerEndpoint(app, e.attachmentCreate, async ({ params, body, zoneAccess, user }) => {
    const scope = requireScope(zoneAccess?.scope, 'admin');
    const attachment = await createAttachment(deps, scope, user!.userId, params.tournamentId, body);
    return {
      operationId: e.attachmentCreate.operationId,
      links: linksFor(zoneAccess, [e.attachmentUpdate, e.attachmentDelete], { id: attachment.id }),
      data: attachment,
    };
  });
  registerEndpoint(app, e.attachmentUpdate, async ({ params, body, zoneAccess, user, request }) => ({
    operationId: e.attachmentUpdate.operationId,
    links: linksFor(zoneAccess, [e.attachmentUpdate, e.attachmentDelete], { id: params.id }),
    data: await updateAttachment(deps, user!.userId, params.id, body, request.log),
  }));
  registerEndpoint(app, e.attachmentDelete, async ({ params, request }) => {
    await deleteAttachment(deps, params.id, request.log);
    return undefined;
  });
}
