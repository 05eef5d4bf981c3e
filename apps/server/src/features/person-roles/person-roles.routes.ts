// Admin-zone person-role writes (spec 001 §7); board members are written through these too.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { createPersonRole, deletePersonRole, updatePersonRole } from './person-roles.service';

export function registerPersonRoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.personRoles;
  const itemActions = [e.update, e.delete];

  registerEndpoint(app, e.create, async ({ body, zoneAccess, user, lang }) => {
    const role = await createPersonRole(deps.db, requireScope(zoneAccess?.scope, 'admin'), user!.userId, body, lang);
    return { operationId: e.create.operationId, links: linksFor(zoneAccess, itemActions, { id: role.id }), data: role };
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, lang }) => {
    const role = await updatePersonRole(
      deps.db,
      requireScope(zoneAccess?.scope, 'admin'),
      user!.userId,
      params.id,
      body,
      lang,
    );
    return { operationId: e.update.operationId, links: linksFor(zoneAccess, itemActions, { id: role.id }), data: role };
  });
  registerEndpoint(app, e.delete, async ({ params, zoneAccess }) => {
    await deletePersonRole(deps.db, requireScope(zoneAccess?.scope, 'admin'), params.id);
    return undefined;
  });
}
