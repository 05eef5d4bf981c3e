// Calls of the league list and detail, its competitions and attachments (issue 16; docs/access.md
// "Leagues"): every zone lists and reads the leagues it sees (league-scope.ts); the office writes
// them while they are editable. Each item's `links` are the calls the caller may make now: its
// permissions (linksFor) and the league's state (a cancelled or archived league offers only delete).
import { type EndpointDef, endpoints, LEAGUE_READ_CALLS, type LeagueListItem, type Link } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess, ZoneScope } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { sendListExport } from '../../platform/list-query/list-export';
import { attachmentExport, attachmentsSql, createAttachment, deleteAttachment, listAttachments } from '../tournaments';
import { isLeagueEditable, visibleLeague } from './league-scope';
import { competitionExport, leagueExport } from './leagues.export';
import {
  attachmentLeague,
  type CompetitionRow,
  competitionsListSql,
  createLeague,
  createLeagueCompetition,
  deleteLeague,
  deleteLeagueCompetition,
  getLeague,
  getLeagueCompetition,
  leagueFrozen,
  leaguesListSql,
  updateLeague,
  updateLeagueCompetition,
} from './leagues.service';

const e = endpoints.leagues;
type Zone = 'admin' | 'club' | 'personal';

/** What the caller may do with a league now: the office edits an editable one and deletes any. */
export function leagueLinks(zone: Zone, zoneAccess: ZoneAccess | null, id: number, stateId: number): Link[] {
  if (zone !== 'admin') return [];
  if (!isLeagueEditable(stateId)) return linksFor(zoneAccess, [e.delete], { id });
  const calls: EndpointDef[] = [e.update, e.delete, e.competitionCreate, e.attachmentCreate];
  // Deleting an attachment is a call per attachment: the link names the call, not an address.
  const onAttachments = linksFor(zoneAccess, [e.attachmentDelete], { id: 0 }).map(({ href: _h, ...l }) => l);
  return [...linksFor(zoneAccess, calls, { id }), ...onAttachments];
}

/** What the caller may do with a competition now: the office changes and deletes it while the league is editable. */
export function competitionLinks(zone: Zone, zoneAccess: ZoneAccess | null, c: CompetitionRow): Link[] {
  if (zone !== 'admin' || !isLeagueEditable(c.leagueStateId)) return [];
  return linksFor(zoneAccess, [e.competitionUpdate, e.competitionDelete], { id: c.id });
}

function registerZoneReads(app: FastifyInstance, deps: AppDeps, zone: Zone) {
  const calls = LEAGUE_READ_CALLS[zone];
  const scopeOf = (zoneAccess: ZoneAccess | null): ZoneScope => requireScope(zoneAccess?.scope, zone);
  registerListEndpoint(app, deps, calls.list, {
    statements: ({ query, zoneAccess }) => leaguesListSql(scopeOf(zoneAccess), query),
    exportAs: leagueExport,
    present: (row: Omit<LeagueListItem, 'links'>, { zoneAccess }) => ({
      ...row,
      links: leagueLinks(zone, zoneAccess, row.id, row.stateId),
    }),
  });
  registerEndpoint(app, calls.get, async ({ params, zoneAccess }) => {
    const data = await getLeague(deps.db, scopeOf(zoneAccess), params.id);
    return { operationId: calls.get.operationId, links: leagueLinks(zone, zoneAccess, data.id, data.stateId), data };
  });
  registerListEndpoint(app, deps, calls.competitions, {
    statements: ({ params, query, zoneAccess }) =>
      competitionsListSql(deps.db, scopeOf(zoneAccess), params.leagueId, query),
    exportAs: competitionExport,
    present: (row: CompetitionRow, { zoneAccess }) => ({ ...row, links: competitionLinks(zone, zoneAccess, row) }),
  });
  registerEndpoint(app, calls.competition, async ({ params, zoneAccess }) => {
    const row = await getLeagueCompetition(deps.db, scopeOf(zoneAccess), params.id);
    const links = competitionLinks(zone, zoneAccess, row);
    return { operationId: calls.competition.operationId, links, data: { ...row, links } };
  });
  registerEndpoint(app, calls.attachments, async ({ params, query, zoneAccess, reply, lang }) => {
    const scope = scopeOf(zoneAccess);
    await visibleLeague(deps.db, scope, params.leagueId);
    if (!query.format) return listAttachments(deps, scope, params.leagueId);
    const { db } = deps;
    const statement = attachmentsSql(params.leagueId);
    await sendListExport(reply, { db, statement, format: query.format, lang, exportAs: attachmentExport });
    return STREAMED;
  });
}

const ADMIN: ZoneScope = { zone: 'admin', fedUnitIds: null };

/** The answer of a league write: the league as the office now sees it, with its links. */
async function answerLeague(deps: AppDeps, operationId: string, zoneAccess: ZoneAccess | null, id: number) {
  const data = await getLeague(deps.db, ADMIN, id);
  return { operationId, links: leagueLinks('admin', zoneAccess, id, data.stateId), data };
}

function answerCompetition(operationId: string, zoneAccess: ZoneAccess | null, row: CompetitionRow) {
  const links = competitionLinks('admin', zoneAccess, row);
  return { operationId, links, data: { ...row, links } };
}

export function registerLeagueRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const zone of ['admin', 'club', 'personal'] as const) registerZoneReads(app, deps, zone);

  registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
    const id = await createLeague(deps.db, user!.userId, body);
    return answerLeague(deps, e.create.operationId, zoneAccess, id);
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user }) => {
    await updateLeague(deps.db, user!.userId, params.id, body);
    return answerLeague(deps, e.update.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.delete, async ({ params, request }) => {
    await deleteLeague(deps.db, deps.files, params.id, request.log);
    return undefined;
  });

  registerEndpoint(app, e.competitionCreate, async ({ params, body, zoneAccess, user }) =>
    answerCompetition(
      e.competitionCreate.operationId,
      zoneAccess,
      await createLeagueCompetition(deps.db, user!.userId, params.id, body),
    ),
  );
  registerEndpoint(app, e.competitionUpdate, async ({ params, body, zoneAccess, user }) =>
    answerCompetition(
      e.competitionUpdate.operationId,
      zoneAccess,
      await updateLeagueCompetition(deps.db, user!.userId, params.id, body),
    ),
  );
  registerEndpoint(app, e.competitionDelete, async ({ params, query }) => {
    await deleteLeagueCompetition(deps.db, params.id, query.withResults === 'true');
    return undefined;
  });

  registerEndpoint(app, e.attachmentCreate, async ({ params, body, zoneAccess, user }) => {
    const league = await visibleLeague(deps.db, ADMIN, params.id);
    if (!isLeagueEditable(league.leagueStateId)) throw leagueFrozen(league.leagueStateId);
    const attachment = await createAttachment(deps, ADMIN, user!.userId, params.id, body);
    return {
      operationId: e.attachmentCreate.operationId,
      links: linksFor(zoneAccess, [e.attachmentDelete], { id: attachment.id }),
      data: attachment,
    };
  });
  registerEndpoint(app, e.attachmentDelete, async ({ params, request }) => {
    const league = await attachmentLeague(deps.db, params.id);
    if (!isLeagueEditable(league.leagueStateId)) throw leagueFrozen(league.leagueStateId);
    await deleteAttachment(deps, params.id, request.log);
    return undefined;
  });
}
