// The webhook calls of the admin zone (issue 33 §6): endpoints, their messages, replay and rotation.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { defineWebhookDeliveryJob } from './webhooks.delivery';
import { endpointExport, endpointListSql, messageExport, messageListSql } from './webhooks.list';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  getMessage,
  replayMessage,
  rotateSecret,
  updateEndpoint,
} from './webhooks.service';

export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.webhooks;
  const job = defineWebhookDeliveryJob(deps);
  const endpointLinks = (zoneAccess: ZoneAccess | null, id: number) =>
    linksFor(zoneAccess, [e.update, e.delete, e.rotateSecret], { id });

  registerListEndpoint(app, deps, e.list, {
    statements: ({ query }) => endpointListSql(query),
    exportAs: endpointExport,
  });
  registerEndpoint(app, e.get, async ({ params, zoneAccess }) => ({
    operationId: e.get.operationId,
    links: endpointLinks(zoneAccess, params.id),
    data: await getEndpoint(deps.db, params.id),
  }));
  registerEndpoint(app, e.create, async ({ body, user, request, zoneAccess }) => {
    const data = await createEndpoint(deps, user!.userId, body, originOf(request));
    return { operationId: e.create.operationId, links: endpointLinks(zoneAccess, data.id), data };
  });
  registerEndpoint(app, e.update, async ({ params, body, user, request, zoneAccess }) => ({
    operationId: e.update.operationId,
    links: endpointLinks(zoneAccess, params.id),
    data: await updateEndpoint(deps, user!.userId, params.id, body, originOf(request)),
  }));
  registerEndpoint(app, e.delete, async ({ params, user, request }) => {
    await deleteEndpoint(deps.db, user!.userId, params.id, originOf(request));
    return undefined;
  });
  registerEndpoint(app, e.rotateSecret, async ({ params, user, request, zoneAccess }) => ({
    operationId: e.rotateSecret.operationId,
    links: endpointLinks(zoneAccess, params.id),
    data: await rotateSecret(deps, user!.userId, params.id, originOf(request)),
  }));
  registerListEndpoint(app, deps, e.messages, {
    statements: async ({ params, query }) => {
      // An unknown endpoint is a 404, not an empty list.
      await getEndpoint(deps.db, params.id);
      return messageListSql(params.id, query);
    },
    exportAs: messageExport,
  });
  registerEndpoint(app, e.message, async ({ params, zoneAccess }) => ({
    operationId: e.message.operationId,
    links: linksFor(zoneAccess, [e.replay], { id: params.id }),
    data: await getMessage(deps.db, params.id),
  }));
  registerEndpoint(app, e.replay, async ({ params, user, request, zoneAccess }) => {
    await replayMessage(deps.db, user!.userId, params.id, originOf(request));
    // Sent by the job at once rather than at the next sweep.
    await deps.jobs.enqueue(job, { messageId: params.id });
    return {
      operationId: e.replay.operationId,
      links: linksFor(zoneAccess, [e.replay], { id: params.id }),
      data: await getMessage(deps.db, params.id),
    };
  });
}
