// Board calls (spec 000 §7): the public overview and the admin-zone list, detail, writes and members.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { sendListExport } from '../../platform/list-query/list-export';
import {
  boardExport,
  boardMemberExport,
  boardMembersSql,
  boardsListSql,
  createBoard,
  deleteBoard,
  getBoard,
  listBoardMembers,
  listPublicBoards,
  requireBoard,
  updateBoard,
} from './boards.service';

export function registerBoardRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.boards;
  const itemActions = [e.update, e.delete, e.members];

  registerEndpoint(app, e.publicList, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return listPublicBoards(deps.db);
  });
  registerListEndpoint(app, deps, e.list, { statements: ({ query }) => boardsListSql(query), exportAs: boardExport });
  registerEndpoint(app, e.get, async ({ params, zoneAccess }) => ({
    operationId: e.get.operationId,
    links: linksFor(zoneAccess, itemActions, { id: params.id }),
    data: await getBoard(deps.db, params.id),
  }));
  registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
    const board = await createBoard(deps.db, user!.userId, body);
    return {
      operationId: e.create.operationId,
      links: linksFor(zoneAccess, itemActions, { id: board.id }),
      data: board,
    };
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user }) => {
    const board = await updateBoard(deps.db, user!.userId, params.id, body);
    return {
      operationId: e.update.operationId,
      links: linksFor(zoneAccess, itemActions, { id: board.id }),
      data: board,
    };
  });
  registerEndpoint(app, e.delete, async ({ params }) => {
    await deleteBoard(deps.db, params.id);
    return undefined;
  });
  registerEndpoint(app, e.members, async ({ params, query, reply, lang }) => {
    if (!query.format) return listBoardMembers(deps.db, params.id);
    await requireBoard(deps.db, params.id);
    const statement = boardMembersSql(params.id);
    const request = {
      db: deps.db,
      statement,
      format: query.format,
      lang,
      exportAs: boardMemberExport,
    };
    await sendListExport(reply, request);
    return STREAMED;
  });
}
