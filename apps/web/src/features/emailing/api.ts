// The e-mail campaign calls of the admin zone (spec 001 §7 and the actions the screens need), one
// function or query option each, and which of a campaign's actions its links and status offer.
import type { Link } from '@fedra/contract/common/envelope';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  emailingEndpoints as api,
  CAMPAIGN_STATUS,
  type Campaign,
  type CampaignCreate,
  type CampaignUpdate,
  type EmailListCreate,
  type EmailSenderCreate,
  type EmailSenderUpdate,
} from '@fedra/contract/emailing';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const EMAILING_KEY = ['emailing'] as const;
export const CAMPAIGNS_KEY = [...EMAILING_KEY, 'campaigns'] as const;
export const SENDERS_KEY = [...EMAILING_KEY, 'senders'] as const;
export const LISTS_KEY = [...EMAILING_KEY, 'lists'] as const;
export const TEMPLATES_KEY = [...EMAILING_KEY, 'templates'] as const;

/**
 * How often the detail reads a campaign again: a running send (its progress), and a scheduled one
 * whose time is a minute away or past (to see its send start). Tests shorten them.
 */
export const CAMPAIGN_POLL_MS = { sending: 2000, scheduled: 5000 };

// ---- Campaigns ---------------------------------------------------------------------------------

export const loadCampaigns = (query: ListQuery, signal: AbortSignal) => call(api.campaignList, { query, signal });

export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: [...CAMPAIGNS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(api.campaignGet, { params: { id }, signal }),
    // While the campaign is being sent its progress moves: read it every 2 s until the send ends. A
    // scheduled one is read every 5 s from a minute before its time, so the page sees the send start.
    refetchInterval: (query) => campaignPollInterval(query.state.data?.data),
  });

/** How often the detail reads a campaign again (false: not by itself). */
export function campaignPollInterval(campaign: Campaign | undefined, now = Date.now()): number | false {
  if (!campaign) return false;
  if (campaign.statusId === CAMPAIGN_STATUS.sending) return CAMPAIGN_POLL_MS.sending;
  if (campaign.statusId === CAMPAIGN_STATUS.scheduled && campaign.sendDate) {
    const due = Date.parse(campaign.sendDate);
    if (Number.isFinite(due) && due - now <= 60_000) return CAMPAIGN_POLL_MS.scheduled;
  }
  return false;
}

export const campaignPreviewQuery = (id: number, editedDate: string | null) =>
  queryOptions({
    queryKey: [...CAMPAIGNS_KEY, 'preview', id, editedDate],
    queryFn: ({ signal }) => call(api.campaignPreview, { params: { id }, signal }),
  });

export const loadDeliveries = (id: number) => (query: ListQuery, signal: AbortSignal) =>
  call(api.campaignDeliveries, { params: { id }, query, signal });

export const recipientCountQuery = (listIds: readonly number[]) =>
  queryOptions({
    queryKey: [...EMAILING_KEY, 'recipients', [...listIds].sort((a, b) => a - b).join(',')],
    queryFn: ({ signal }) => call(api.recipientCount, { query: { lists: listIds.join(',') }, signal }),
    enabled: listIds.length > 0,
  });

// ---- Unsubscribing (public page, issue 36) -----------------------------------------------------

export const unsubscribeStateQuery = (token: string) =>
  queryOptions({
    queryKey: [...EMAILING_KEY, 'unsubscribe', token],
    queryFn: ({ signal }) => call(api.unsubscribeState, { query: { token }, signal }),
    enabled: token !== '',
    // A forged or expired token stays so.
    retry: false,
  });

/** The same one-click POST a mail client makes from the List-Unsubscribe header (as JSON here). */
export const unsubscribe = (token: string) =>
  call(api.unsubscribe, { query: { token }, body: { 'List-Unsubscribe': 'One-Click' } });

export const createCampaign = (body: CampaignCreate) => call(api.campaignCreate, { body });
export const updateCampaign = (id: number, body: CampaignUpdate) => call(api.campaignUpdate, { params: { id }, body });
export const deleteCampaign = (id: number) => call(api.campaignDelete, { params: { id } });
export const sendCampaign = (id: number) => call(api.campaignSend, { params: { id } });
export const scheduleCampaign = (id: number, sendDate: string) =>
  call(api.campaignSchedule, { params: { id }, body: { sendDate } });
export const stopCampaign = (id: number) => call(api.campaignStop, { params: { id } });
export const testSendCampaign = (id: number, email: string) =>
  call(api.campaignTest, { params: { id }, body: { email } });

/** The update body of a campaign as it is stored, with some fields changed. */
export function campaignUpdateBody(campaign: Campaign, changes: Partial<CampaignUpdate> = {}): CampaignUpdate {
  return {
    id: campaign.id,
    templateId: campaign.templateId,
    name: campaign.name,
    subject: campaign.subject,
    senderId: campaign.senderId,
    lists: campaign.lists.map((l) => l.id),
    data: campaign.data,
    ...changes,
  };
}

// ---- Which actions a campaign offers -----------------------------------------------------------

export type CampaignAction = 'update' | 'delete' | 'send' | 'schedule' | 'stop' | 'test';

/** The endpoint behind each action: its link names the permission, its href the call. */
const ACTION_ENDPOINT = {
  update: api.campaignUpdate,
  delete: api.campaignDelete,
  send: api.campaignSend,
  schedule: api.campaignSchedule,
  stop: api.campaignStop,
  test: api.campaignTest,
} as const;

const { draft, scheduled, sending } = CAMPAIGN_STATUS;

/** Whether an action makes sense in a status (the server refuses it in the others). */
function inStatus(action: CampaignAction, statusId: number): boolean {
  switch (action) {
    case 'update':
    case 'schedule':
    case 'send':
      // A scheduled campaign may also go now instead of at its time.
      return statusId === draft || statusId === scheduled;
    case 'stop':
      return statusId === scheduled || statusId === sending;
    case 'delete':
      return statusId !== sending;
    case 'test':
      return true;
  }
}

/**
 * Whether the answer's links offer the action: a link with its permission, and where the link
 * carries an address, that of this action's call (send, schedule and stop share one permission).
 */
export function linkOffers(links: readonly Link[] | undefined, action: CampaignAction, id: number): boolean {
  const endpoint = ACTION_ENDPOINT[action];
  const operationId = permissionName('admin', endpoint.access.kind === 'zone' ? endpoint.access.action : '');
  const href = endpoint.path.replace(':id', String(id));
  return (links ?? []).some(
    (l) =>
      l.operationId === operationId &&
      (!l.href || l.href.replace(/\?.*$/, '') === href) &&
      (!l.method || l.method === endpoint.method),
  );
}

/** The actions shown for a campaign: offered by its links and sensible in its status. */
export function campaignActions(campaign: Pick<Campaign, 'id' | 'statusId'>, links: readonly Link[] | undefined) {
  const may = (action: CampaignAction) => inStatus(action, campaign.statusId) && linkOffers(links, action, campaign.id);
  return {
    update: may('update'),
    delete: may('delete'),
    send: may('send'),
    schedule: may('schedule'),
    stop: may('stop'),
    test: may('test'),
  };
}
export type CampaignActions = ReturnType<typeof campaignActions>;

// ---- Templates, senders, lists -----------------------------------------------------------------

const ALL = { limit: 1000 } as const;

export const templatesQuery = () =>
  queryOptions({
    queryKey: TEMPLATES_KEY,
    queryFn: ({ signal }) =>
      call(api.templates, {
        query: { ...ALL, sort: 'name', fields: { active: { o: 'valuesEqual', v: 'true' } } },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export const allSendersQuery = () =>
  queryOptions({
    queryKey: [...SENDERS_KEY, 'all'],
    queryFn: ({ signal }) => call(api.senders, { query: { ...ALL, sort: 'name' }, signal }),
  });

export const allListsQuery = () =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'all'],
    queryFn: ({ signal }) => call(api.lists, { query: { ...ALL, sort: 'name' }, signal }),
  });

export const loadSenders = (query: ListQuery, signal: AbortSignal) => call(api.senders, { query, signal });
export const loadLists = (query: ListQuery, signal: AbortSignal) => call(api.lists, { query, signal });

export const createSender = (body: EmailSenderCreate) => call(api.senderCreate, { body });
export const updateSender = (id: number, body: EmailSenderUpdate) => call(api.senderUpdate, { params: { id }, body });
export const createList = (body: EmailListCreate) => call(api.listCreate, { body });
export const deleteList = (id: number) => call(api.listDelete, { params: { id } });

/** Permission names of the management actions (the lists carry no links; the permission decides). */
export const EMAILING_ACTION = {
  campaignCreate: 'emailing.campaigns.create',
  senderCreate: 'emailing.senders.create',
  senderUpdate: 'emailing.senders.update',
  listCreate: 'emailing.lists.create',
  listDelete: 'emailing.lists.delete',
} as const;
