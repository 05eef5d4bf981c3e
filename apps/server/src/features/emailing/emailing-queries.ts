// The SQL of the e-mail feature: each answer's columns in the contract's shape, and the list
// convention's whitelists (every filter and sort backed by an index of 0017; the tables are small
// except the deliveries, whose filters and sorts lead with the campaign).
import { CAMPAIGN_STATUS } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { isoTimestampSql as isoSql, userNameSql as userName } from '../../platform/db/sql-columns';
import type { Language } from '../../platform/i18n/messages';
import { booleanFilter, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { listCountSql, unionCountSql } from './emailing-recipients';

const audit = (alias: string) =>
  sql`${isoSql(sql.raw(`${alias}.created_date`))} AS "createdDate", ${sql.raw(`${alias}.created_by_id`)} AS "createdById",
      ${isoSql(sql.raw(`${alias}.edited_date`))} AS "editedDate", ${sql.raw(`${alias}.edited_by_id`)} AS "editedById"`;

// ---- Senders -----------------------------------------------------------------------------------

export const SENDER_COLUMNS = sql`
  s.id, s.external_id AS "externalId", s.name, s.alias, s.email, s.reply_to AS "replyTo",
  s.reply_to_name AS "replyToName", s.active`;

const senderJson = sql`json_build_object('id', s.id, 'externalId', s.external_id, 'name', s.name, 'alias', s.alias,
  'email', s.email, 'replyTo', s.reply_to, 'replyToName', s.reply_to_name, 'active', s.active)`;

const senderListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`s.name`, sort: true },
    email: { type: 'text', column: sql`s.email`, sort: true },
    active: { type: 'boolean', column: sql`s.active`, operators: ['valuesEqual'] },
  },
  defaultSort: 'name',
  tieBreaker: sql`s.id ASC`,
};

export function sendersListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, senderListSpec);
  const where = whereSql(q.where);
  return selectStatements(q, { columns: SENDER_COLUMNS, from: sql`emailing_senders s`, where });
}

// ---- Templates ---------------------------------------------------------------------------------

/** The template `t` with its fields' labels in the caller's language. */
export const templateColumns = (lang: Language) => sql`
  t.id, t.name, t.generate_plain_content AS "generatePlainContent", t.thumbnail_url AS "thumbnailUrl",
  t.plain_content AS "plainContent", t.html_content AS "htmlContent",
  json_build_object('fields', coalesce((
    SELECT json_agg(json_build_object('key', f->>'key', 'type', f->>'type', 'required', (f->>'required')::boolean,
                                      'label', coalesce(f->'label'->>${lang}, f->>'key')) ORDER BY n)
      FROM jsonb_array_elements(t.schema->'fields') WITH ORDINALITY AS x(f, n)), '[]'::json)) AS schema,
  t.editor, t.subject, t.active, ${audit('t')}`;

const templateListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`t.name`, sort: true },
    active: { type: 'boolean', column: sql`t.active`, operators: ['valuesEqual'] },
  },
  defaultSort: 'name',
  tieBreaker: sql`t.id ASC`,
};

export function templatesListSql(query: Record<string, unknown>, lang: Language): ListStatements {
  const q = parseListQuery(query, templateListSpec);
  const where = whereSql(q.where);
  return selectStatements(q, { columns: templateColumns(lang), from: sql`emailing_templates t`, where });
}

// ---- Lists -------------------------------------------------------------------------------------

export const LIST_COLUMNS = sql`
  l.id, l.external_id AS "externalId", l.name, ${listCountSql()} AS "countContact",
  l.contact_strategy AS "contactStrategy", l.federation_unit_id AS "federationUnitId", ${audit('l')}`;

const listListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`l.name`, sort: true },
    contactStrategy: { type: 'text', column: sql`l.contact_strategy`, operators: ['valuesEqual', 'valuesMemberOf'] },
    createdDate: { type: 'date', column: sql`l.created_date`, sort: true, filterable: false },
  },
  defaultSort: 'name',
  tieBreaker: sql`l.id ASC`,
};

export function listsListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, listListSpec);
  const where = whereSql(q.where);
  return selectStatements(q, { columns: LIST_COLUMNS, from: sql`emailing_lists l`, where });
}

// ---- Campaigns ---------------------------------------------------------------------------------

export const CAMPAIGN_FROM = sql`
  emailing_campaigns c
  JOIN emailing_templates t ON t.id = c.template_id
  JOIN emailing_senders s ON s.id = c.sender_id
  JOIN codebook_entries st ON st.list = 'emailingCampaignStatuses' AND st.id = c.status_id`;

const campaignListIds = sql`ARRAY(SELECT cl.list_id FROM emailing_campaign_lists cl WHERE cl.campaign_id = c.id ORDER BY cl.list_id)`;
/** Before the send the recipients are the lists' now; from SENDING on, the campaign's deliveries. */
const beforeSend = sql`c.status_id IN (${CAMPAIGN_STATUS.draft}, ${CAMPAIGN_STATUS.scheduled})`;

/**
 * The campaign `c` in the contract's shape. Deliveries exist from the send on: before, the count
 * is the lists' now. A page passes relations already counted, each list and each distinct set of
 * lists once however many campaigns share them: `listCounts` (id, name, count) and `setCounts`
 * (ids: the sorted list ids, count). Without them the one campaign's lists are counted here.
 * From SENDING on nothing is counted live (a progress poll stays cheap): the campaign's count is
 * its deliveries' and a list's `countContact` is 0 (not counted).
 */
export const campaignColumns = (counted?: { listCounts: SQL; setCounts: SQL }) => sql`
  c.id, c.external_id AS "externalId", c.template_id AS "templateId", t.name AS "templateName",
  json_build_object('id', t.id, 'name', t.name) AS template,
  c.name, c.subject, c.data, c.status_id AS "statusId", st.code AS status,
  c.sender_id AS "senderId", ${senderJson} AS sender,
  CASE WHEN ${beforeSend} THEN ${
    counted
      ? sql`(SELECT sc.count FROM ${counted.setCounts} sc WHERE sc.ids = ${campaignListIds})`
      : unionCountSql(campaignListIds)
  }
       ELSE (SELECT count(*)::int FROM emailing_deliveries d WHERE d.campaign_id = c.id) END AS "countRecipients",
  c.is_planned AS "isPlanned", ${isoSql(sql`c.send_date`)} AS "sendDate", ${isoSql(sql`c.sent_date`)} AS "sentDate",
  ${
    counted
      ? sql`(SELECT coalesce(json_agg(json_build_object('id', l.id, 'name', l.name,
                                                        'countContact', CASE WHEN ${beforeSend} THEN l.count ELSE 0 END)
                                      ORDER BY l.name, l.id), '[]'::json)
               FROM emailing_campaign_lists cl JOIN ${counted.listCounts} l ON l.id = cl.list_id
              WHERE cl.campaign_id = c.id)`
      : sql`(SELECT coalesce(json_agg(json_build_object('id', l.id, 'name', l.name,
                                                        'countContact', CASE WHEN ${beforeSend} THEN ${listCountSql()} ELSE 0 END)
                                      ORDER BY l.name, l.id), '[]'::json)
               FROM emailing_campaign_lists cl JOIN emailing_lists l ON l.id = cl.list_id
              WHERE cl.campaign_id = c.id)`
  } AS lists,
  (SELECT CASE WHEN count(*) = 0 THEN NULL ELSE json_build_object(
            'total', count(*), 'sent', count(*) FILTER (WHERE d.state = 'sent'),
            'failed', count(*) FILTER (WHERE d.state = 'failed'),
            'remaining', count(*) FILTER (WHERE d.state = 'pending')) END
     FROM emailing_deliveries d WHERE d.campaign_id = c.id) AS progress,
  ${audit('c')},
  ${userName(sql`c.created_by_id`)} AS "createdByName", ${userName(sql`c.edited_by_id`)} AS "editedByName"`;

export const CAMPAIGN_COLUMNS = campaignColumns();

const campaignListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`c.name`, sort: true, selective: true },
    subject: { type: 'text', column: sql`c.subject`, sort: true, selective: true },
    statusId: { type: 'number', column: sql`c.status_id`, operators: ['valuesEqual', 'valuesMemberOf'], sort: true },
    templateId: { type: 'number', column: sql`c.template_id`, operators: ['valuesEqual', 'valuesMemberOf'] },
    senderId: { type: 'number', column: sql`c.sender_id`, operators: ['valuesEqual', 'valuesMemberOf'] },
    isPlanned: { type: 'boolean', operators: ['valuesEqual'], filter: booleanFilter(sql`c.is_planned`) },
    sendDate: { type: 'date', column: sql`c.send_date`, sort: true },
    sentDate: { type: 'date', column: sql`c.sent_date`, sort: true, filterable: false },
    createdDate: { type: 'date', column: sql`c.created_date`, sort: true },
    editedDate: { type: 'date', column: sql`c.edited_date`, sort: true, filterable: false },
  },
  defaultSort: '-createdDate',
  tieBreaker: sql`c.id DESC`,
};

export function campaignsListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, campaignListSpec);
  const where = whereSql(q.where);
  return {
    // The page's ids first, then every list and every distinct set of lists of the page's
    // unsent campaigns counted once, then the rows in order.
    page: sql`
      WITH page AS (
        SELECT c.id, c.status_id, row_number() OVER (ORDER BY ${q.orderBy}) AS n
          FROM emailing_campaigns c WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}),
      unsent AS (SELECT c.id, ${campaignListIds} AS ids FROM page c WHERE ${beforeSend}),
      list_counts AS MATERIALIZED (
        SELECT l.id, l.name,
               CASE WHEN l.id IN (SELECT unnest(ids) FROM unsent) THEN ${listCountSql()} ELSE 0 END AS count
          FROM emailing_lists l
         WHERE l.id IN (SELECT cl.list_id FROM emailing_campaign_lists cl JOIN page ON page.id = cl.campaign_id)),
      set_counts AS MATERIALIZED (
        SELECT s.ids, ${unionCountSql(sql`s.ids`)} AS count FROM (SELECT DISTINCT ids FROM unsent) s)
      SELECT ${campaignColumns({ listCounts: sql`list_counts`, setCounts: sql`set_counts` })}
        FROM page JOIN ${CAMPAIGN_FROM} ON c.id = page.id
       ORDER BY page.n`,
    count: sql`SELECT count(*)::int AS total FROM emailing_campaigns c WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

// ---- Deliveries --------------------------------------------------------------------------------

const deliveryListSpec: ListSpec = {
  fields: {
    email: { type: 'text', column: sql`d.email`, sort: [sql`lower(d.email)`], selective: true },
    state: { type: 'text', column: sql`d.state`, operators: ['valuesEqual', 'valuesMemberOf'], sort: true },
    sentDate: { type: 'date', column: sql`d.sent_date`, sort: true, filterable: false },
    attempts: { type: 'number', column: sql`d.attempts`, sort: true, filterable: false },
  },
  defaultSort: 'email',
  tieBreaker: sql`d.id ASC`,
};

export function deliveriesListSql(campaignId: number, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, deliveryListSpec);
  const where = whereSql([sql`d.campaign_id = ${campaignId}`, ...q.where]);
  return {
    page: sql`
      SELECT d.id, d.email, d.name, d.state, d.attempts, d.last_error AS "lastError",
             ${isoSql(sql`d.next_attempt_date`)} AS "nextAttemptDate", ${isoSql(sql`d.sent_date`)} AS "sentDate"
        FROM emailing_deliveries d WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM emailing_deliveries d WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}
