// The lists of webhook endpoints and of an endpoint's messages: columns, filters, sorts, exports.
import type { WebhookEndpoint, WebhookMessage } from '@fedra/contract';
import { WEBHOOK_MESSAGE_STATES } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Messages per state and the last attempt: one pass over the endpoint's messages (its index). */
const COUNTS = sql.raw(
  `(SELECT json_build_object(${WEBHOOK_MESSAGE_STATES.map(
    (st) => `'${st}', count(*) FILTER (WHERE m.state = '${st}')`,
  ).join(', ')}) FROM webhook_messages m WHERE m.endpoint_id = e.id)`,
);
const LAST_ATTEMPT = sql.raw(
  `(SELECT to_char(max(m.last_attempt_date) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      FROM webhook_messages m WHERE m.endpoint_id = e.id)`,
);

export const ENDPOINT_COLUMNS = sql`
  e.id, e.url, e.description, e.events, e.is_active AS "isActive",
  ${iso('e.secret_rotated_date')} AS "secretRotatedDate", ${iso('e.previous_secret_until')} AS "previousSecretUntil",
  ${COUNTS} AS counts, ${LAST_ATTEMPT} AS "lastAttemptDate",
  ${iso('e.created_date')} AS "createdDate", e.created_by_id AS "createdById",
  ${iso('e.edited_date')} AS "editedDate", e.edited_by_id AS "editedById"`;

const endpointListSpec: ListSpec = {
  fields: {
    url: { type: 'text', column: sql`e.url`, sort: true },
    isActive: { type: 'boolean', column: sql`e.is_active` },
    createdDate: { type: 'date', column: sql`e.created_date`, sort: true },
  },
  defaultSort: 'url',
  tieBreaker: sql`e.id`,
};

export function endpointListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, endpointListSpec);
  return selectStatements(q, {
    columns: ENDPOINT_COLUMNS,
    from: sql`webhook_endpoints e`,
    countFrom: sql`webhook_endpoints e`,
    where: whereSql(q.where),
  });
}

export const endpointExport = defineListExport<WebhookEndpoint>({
  name: 'webhooks',
  title: { cs: 'Webhooky', en: 'Webhooks' },
  columns: [
    { label: { cs: 'Adresa', en: 'URL' }, value: (r) => r.url, width: 40 },
    { label: { cs: 'Popis', en: 'Description' }, value: (r) => r.description, width: 30 },
    { label: { cs: 'Události', en: 'Events' }, value: (r) => r.events.join(', '), width: 40 },
    { label: { cs: 'Aktivní', en: 'Active' }, value: (r) => (r.isActive ? '1' : '0') },
    { label: { cs: 'Doručeno', en: 'Delivered' }, type: 'number', value: (r) => r.counts.delivered },
    { label: { cs: 'Čeká', en: 'Pending' }, type: 'number', value: (r) => r.counts.pending },
    { label: { cs: 'Selhalo', en: 'Failed' }, type: 'number', value: (r) => r.counts.failed },
  ],
});

export const MESSAGE_COLUMNS = sql`
  m.id::int, m.endpoint_id AS "endpointId", m.msg_id AS "msgId", m.event_type AS "eventType", m.state,
  m.attempt_count AS "attemptCount", m.last_status AS "lastStatus", ${iso('m.last_attempt_date')} AS "lastAttemptDate",
  CASE WHEN m.state = 'pending' THEN ${iso('m.next_attempt_date')} END AS "nextAttemptDate",
  ${iso('m.delivered_date')} AS "deliveredDate", ${iso('m.created_date')} AS "createdDate"`;

const messageListSpec: ListSpec = {
  fields: {
    state: { type: 'text', column: sql`m.state` },
    eventType: { type: 'text', column: sql`m.event_type` },
    msgId: { type: 'text', column: sql`m.msg_id` },
    createdDate: { type: 'date', column: sql`m.created_date`, sort: true },
  },
  defaultSort: '-createdDate',
  tieBreaker: sql`m.id DESC`,
};

export function messageListSql(endpointId: number, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, messageListSpec);
  const where: SQL[] = [sql`m.endpoint_id = ${endpointId}`, ...q.where];
  return selectStatements(q, {
    columns: MESSAGE_COLUMNS,
    from: sql`webhook_messages m`,
    countFrom: sql`webhook_messages m`,
    where: whereSql(where),
  });
}

export const messageExport = defineListExport<WebhookMessage>({
  name: 'webhook-messages',
  title: { cs: 'Zprávy webhooku', en: 'Webhook messages' },
  columns: [
    { label: { cs: 'Vytvořeno', en: 'Created' }, type: 'dateTime', value: (r) => r.createdDate },
    { label: { cs: 'Událost', en: 'Event' }, value: (r) => r.eventType, width: 28 },
    { label: { cs: 'webhook-id', en: 'webhook-id' }, value: (r) => r.msgId, width: 38 },
    { label: { cs: 'Stav', en: 'State' }, value: (r) => r.state },
    { label: { cs: 'Pokusů', en: 'Attempts' }, type: 'number', value: (r) => r.attemptCount },
    { label: { cs: 'Poslední kód', en: 'Last code' }, type: 'number', value: (r) => r.lastStatus },
    { label: { cs: 'Poslední pokus', en: 'Last attempt' }, type: 'dateTime', value: (r) => r.lastAttemptDate },
  ],
});
