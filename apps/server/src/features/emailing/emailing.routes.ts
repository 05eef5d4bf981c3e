// E-mail campaign calls of spec 001 §7 and the actions the screens need (send, schedule, stop,
// test, preview, deliveries, recipient count), all in the admin zone under module `emailing`.
import { type EndpointDef, endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { defineListExport } from '../../platform/list-query/list-export';
import {
  previewCampaign,
  scheduleCampaign,
  sendCampaign,
  stopCampaign,
  testSendCampaign,
} from './emailing-campaign-actions';
import {
  countRecipients,
  createCampaign,
  deleteCampaign,
  getCampaign,
  requireCampaign,
  updateCampaign,
} from './emailing-campaigns.service';
import { jitFreeDb } from './emailing-db';
import {
  campaignsListSql,
  deliveriesListSql,
  listsListSql,
  sendersListSql,
  templatesListSql,
} from './emailing-queries';
import { defineSendJob } from './emailing-send-job';
import { createList, createSender, deleteList, updateSender } from './emailing-setup.service';
import { unsubscribe, unsubscribeState } from './emailing-unsubscribe';
import './emailing.messages';

/** The one-click body is `List-Unsubscribe=One-Click`: a form body larger than this is not one. */
const FORM_BODY_LIMIT = 1024;

const e = endpoints.emailing;

/** What the caller may do with a campaign. */
const CAMPAIGN_ACTIONS: EndpointDef[] = [
  e.campaignUpdate,
  e.campaignDelete,
  e.campaignSend,
  e.campaignSchedule,
  e.campaignStop,
  e.campaignTest,
  e.campaignPreview,
  e.campaignDeliveries,
];
const campaignLinks = (zoneAccess: ZoneAccess | null, id: number) => linksFor(zoneAccess, CAMPAIGN_ACTIONS, { id });

/** The lists as files: a few named columns (the JSON answer has everything). */
const namedExport = <T extends { id: number; name: string }>(name: string, title: { cs: string; en: string }) =>
  defineListExport<T, null>({
    name,
    title,
    prepare: async () => null,
    columns: [
      { label: { cs: 'Id', en: 'Id' }, type: 'number', value: (r) => r.id },
      { label: { cs: 'Název', en: 'Name' }, value: (r) => r.name, width: 40 },
    ],
  });

export function registerEmailingRoutes(app: FastifyInstance, deps: AppDeps) {
  const sendJob = defineSendJob(deps);

  // The lists that count recipients read without JIT (emailing-db.ts).
  const counting = { ...deps, db: jitFreeDb(deps.db) };
  registerListEndpoint(app, counting, e.campaignList, {
    statements: ({ query }) => campaignsListSql(query),
    exportAs: namedExport('email-campaigns', { cs: 'E-mailové kampaně', en: 'E-mail campaigns' }),
  });
  registerEndpoint(app, e.campaignCreate, async ({ body, user, zoneAccess }) => {
    const campaign = await createCampaign(deps.db, user!.userId, body);
    return { operationId: e.campaignCreate.operationId, links: campaignLinks(zoneAccess, campaign.id), data: campaign };
  });
  registerEndpoint(app, e.campaignGet, async ({ params, zoneAccess }) => ({
    operationId: e.campaignGet.operationId,
    links: campaignLinks(zoneAccess, params.id),
    data: await getCampaign(deps.db, params.id),
  }));
  registerEndpoint(app, e.campaignUpdate, async ({ params, body, user, zoneAccess, lang }) => ({
    operationId: e.campaignUpdate.operationId,
    links: campaignLinks(zoneAccess, params.id),
    data: await updateCampaign(deps.db, user!.userId, params.id, body, lang),
  }));
  registerEndpoint(app, e.campaignDelete, async ({ params }) => {
    await deleteCampaign(deps.db, params.id);
    return undefined;
  });
  registerEndpoint(app, e.campaignSend, async ({ params, user, zoneAccess, lang }) => ({
    operationId: e.campaignSend.operationId,
    links: campaignLinks(zoneAccess, params.id),
    data: await sendCampaign(deps, sendJob, user!.userId, params.id, lang),
  }));
  registerEndpoint(app, e.campaignSchedule, async ({ params, body, user, zoneAccess, lang }) => ({
    operationId: e.campaignSchedule.operationId,
    links: campaignLinks(zoneAccess, params.id),
    data: await scheduleCampaign(
      deps,
      sendJob,
      user!.userId,
      params.id,
      // The contract's action helper types its body loosely; the route validated it as CampaignScheduleSchema.
      (body as { sendDate: string }).sendDate,
      lang,
    ),
  }));
  registerEndpoint(app, e.campaignStop, async ({ params, user, zoneAccess }) => ({
    operationId: e.campaignStop.operationId,
    links: campaignLinks(zoneAccess, params.id),
    data: await stopCampaign(deps, user!.userId, params.id),
  }));
  registerEndpoint(app, e.campaignTest, async ({ params, body, user, lang }) => {
    await testSendCampaign(deps, user!.userId, params.id, body.email, lang);
    return undefined;
  });
  registerEndpoint(app, e.campaignPreview, async ({ params, user, lang }) => ({
    operationId: e.campaignPreview.operationId,
    links: [],
    data: await previewCampaign(deps, user!.userId, params.id, lang),
  }));
  registerListEndpoint(app, deps, e.campaignDeliveries, {
    statements: async ({ params, query }) => {
      await requireCampaign(deps.db, params.id);
      return deliveriesListSql(params.id, query);
    },
    exportAs: defineListExport<{ email: string; name: string | null; state: string; sentDate: string | null }, null>({
      name: 'email-deliveries',
      title: { cs: 'Doručení kampaně', en: 'Campaign deliveries' },
      prepare: async () => null,
      columns: [
        { label: { cs: 'E-mail', en: 'E-mail' }, value: (r) => r.email, width: 36 },
        { label: { cs: 'Jméno', en: 'Name' }, value: (r) => r.name, width: 30 },
        { label: { cs: 'Stav', en: 'State' }, value: (r) => r.state, width: 12 },
        { label: { cs: 'Odesláno', en: 'Sent' }, value: (r) => r.sentDate, width: 24 },
      ],
    }),
  });
  registerEndpoint(app, e.recipientCount, async ({ query }) => {
    const count = await countRecipients(deps.db, query.lists.split(',').map(Number));
    return { operationId: e.recipientCount.operationId, links: [], data: count };
  });

  registerListEndpoint(app, counting, e.lists, {
    statements: ({ query }) => listsListSql(query),
    exportAs: namedExport('email-lists', { cs: 'Seznamy příjemců', en: 'Recipient lists' }),
  });
  registerEndpoint(app, e.listCreate, async ({ body, user, zoneAccess }) => {
    const list = await createList(deps.db, user!.userId, body);
    return {
      operationId: e.listCreate.operationId,
      links: linksFor(zoneAccess, [e.listDelete], { id: list.id }),
      data: list,
    };
  });
  registerEndpoint(app, e.listDelete, async ({ params }) => {
    await deleteList(deps.db, params.id);
    return undefined;
  });

  registerListEndpoint(app, deps, e.senders, {
    statements: ({ query }) => sendersListSql(query),
    exportAs: namedExport('email-senders', { cs: 'Odesílatelé', en: 'Senders' }),
  });
  registerEndpoint(app, e.senderCreate, async ({ body, user, zoneAccess }) => {
    const sender = await createSender(deps.db, user!.userId, body);
    return {
      operationId: e.senderCreate.operationId,
      links: linksFor(zoneAccess, [e.senderUpdate], { id: sender.id }),
      data: sender,
    };
  });
  registerEndpoint(app, e.senderUpdate, async ({ params, body, user, zoneAccess }) => ({
    operationId: e.senderUpdate.operationId,
    links: linksFor(zoneAccess, [e.senderUpdate], { id: params.id }),
    data: await updateSender(deps.db, user!.userId, params.id, body),
  }));

  registerListEndpoint(app, deps, e.templates, {
    statements: ({ query, lang }) => templatesListSql(query, lang),
    exportAs: namedExport('email-templates', { cs: 'Šablony e-mailů', en: 'E-mail templates' }),
  });

  registerUnsubscribeRoutes(app, deps);
}

/**
 * The public unsubscribe calls (anonymous, under the public rate limit, never cached: every token
 * is its own). Mail clients send the one-click POST form-encoded (RFC 8058) while the server reads
 * JSON only, so the POST's own scope reads application/x-www-form-urlencoded too (small bodies).
 */
function registerUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps) {
  registerEndpoint(app, e.unsubscribeState, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return {
      operationId: e.unsubscribeState.operationId,
      links: [],
      data: await unsubscribeState(deps.db, query.token),
    };
  });
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerEndpoint(scope, e.unsubscribe, async ({ query, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const oneClick = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      return {
        operationId: e.unsubscribe.operationId,
        links: [],
        data: await unsubscribe(deps.db, query.token, { origin: originOf(request), oneClick }),
      };
    });
  });
}
