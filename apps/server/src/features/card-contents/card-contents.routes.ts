// Admin-zone member-card content calls (spec 000 §7): list, create, update and the card preview.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import {
  cardContentExport,
  cardContentsListSql,
  createCardContent,
  previewCard,
  updateCardContent,
} from './card-contents.service';

export function registerCardContentRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.cardContents;
  const itemActions = [e.update, e.preview];

  registerListEndpoint(app, deps, e.list, {
    statements: ({ query, zoneAccess, lang }) =>
      cardContentsListSql(requireScope(zoneAccess?.scope, 'admin'), query, lang),
    exportAs: cardContentExport,
    present: (row, { zoneAccess }) => ({ ...row, links: linksFor(zoneAccess, itemActions, { id: row.id }) }),
  });
  registerEndpoint(app, e.create, async ({ body, zoneAccess, user, lang }) => {
    const content = await createCardContent(
      deps.db,
      requireScope(zoneAccess?.scope, 'admin'),
      user!.userId,
      body,
      lang,
    );
    return {
      operationId: e.create.operationId,
      links: linksFor(zoneAccess, itemActions, { id: content.id }),
      data: content,
    };
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, lang }) => {
    const content = await updateCardContent(
      deps.db,
      requireScope(zoneAccess?.scope, 'admin'),
      user!.userId,
      params.id,
      body,
      lang,
    );
    return {
      operationId: e.update.operationId,
      links: linksFor(zoneAccess, itemActions, { id: content.id }),
      data: content,
    };
  });
  registerEndpoint(app, e.preview, async ({ body, zoneAccess, lang }) => ({
    operationId: e.preview.operationId,
    links: [],
    data: await previewCard(deps.db, requireScope(zoneAccess?.scope, 'admin'), body, lang),
  }));
}
