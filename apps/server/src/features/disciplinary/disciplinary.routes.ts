// The disciplinary proceedings' calls (issue 32 §1, §3) in the admin zone. Thin: contract ->
// service -> the case with the caller's links.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { disciplinaryExport, disciplinaryListSql } from './disciplinary.list';
import {
  addDocument,
  createProceeding,
  decide,
  deleteDocument,
  deleteProceeding,
  getProceeding,
  getSettings,
  openFromStatute8,
  updateProceeding,
  updateSettings,
} from './disciplinary.service';
import './disciplinary.messages';

export function registerDisciplinaryRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.disciplinary;
  const answer = async (operationId: string, zoneAccess: ZoneAccess | null, id: number) => ({
    operationId,
    // Every change of a case takes the same permission: the update link says them all.
    links: linksFor(zoneAccess, [e.update], { id }),
    data: await getProceeding(deps, id),
  });

  registerListEndpoint(app, deps, e.list, {
    statements: ({ query }) => disciplinaryListSql(query),
    exportAs: disciplinaryExport,
  });
  registerEndpoint(app, e.settings, async ({ zoneAccess }) => ({
    operationId: e.settings.operationId,
    links: linksFor(zoneAccess, [e.updateSettings], {}),
    data: await getSettings(deps.db),
  }));
  registerEndpoint(app, e.updateSettings, async ({ body, user, request, zoneAccess }) => {
    await updateSettings(deps.db, { userId: user!.userId, origin: originOf(request) }, body);
    return {
      operationId: e.updateSettings.operationId,
      links: linksFor(zoneAccess, [e.updateSettings], {}),
      data: await getSettings(deps.db),
    };
  });
  registerEndpoint(app, e.get, ({ params, zoneAccess }) => answer(e.get.operationId, zoneAccess, params.id));
  registerEndpoint(app, e.create, async ({ body, user, request, zoneAccess }) => {
    const id = await createProceeding(deps.db, { userId: user!.userId, origin: originOf(request) }, body);
    return answer(e.create.operationId, zoneAccess, id);
  });
  registerEndpoint(app, e.update, async ({ params, body, user, request, zoneAccess }) => {
    await updateProceeding(deps.db, { userId: user!.userId, origin: originOf(request) }, params.id, body);
    return answer(e.update.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.decide, async ({ params, body, user, request, zoneAccess }) => {
    await decide(deps.db, { userId: user!.userId, origin: originOf(request) }, params.id, body);
    return answer(e.decide.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.delete, async ({ params, user, request }) => {
    await deleteProceeding(deps.db, { userId: user!.userId, origin: originOf(request) }, params.id);
    return undefined;
  });
  registerEndpoint(app, e.addDocument, async ({ params, body, user, request, zoneAccess }) => {
    await addDocument(deps, { userId: user!.userId, origin: originOf(request) }, params.id, body.fileUrl);
    return answer(e.addDocument.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.deleteDocument, async ({ params, user, request }) => {
    await deleteDocument(deps.db, { userId: user!.userId, origin: originOf(request) }, params.id, params.documentId);
    return undefined;
  });
  registerEndpoint(app, e.fromStatute8, async ({ params, user, request, zoneAccess }) => {
    const id = await openFromStatute8(deps.db, { userId: user!.userId, origin: originOf(request) }, params.id);
    return answer(e.fromStatute8.operationId, zoneAccess, id);
  });
}
