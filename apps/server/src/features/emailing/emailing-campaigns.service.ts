// Campaigns as records (spec 001 §3 "E-mail campaign", §7): created as drafts, changed while
// a draft or scheduled, deleted unless being sent. Status, isPlanned and sendDate change only
// through the actions (emailing-campaign-actions.ts).
import {
  CAMPAIGN_STATUS,
  type Campaign,
  type CampaignCreate,
  type CampaignUpdate,
  type RecipientCount,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError, type FieldIssue, notFound, requireSameId, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { sendProblems } from './emailing-checks';
import { runSql, templateRow, withoutJit } from './emailing-db';
import { CAMPAIGN_COLUMNS, CAMPAIGN_FROM } from './emailing-queries';
import { unionCountsSql } from './emailing-recipients';
import { sanitizeRichText } from './emailing-render';

export const STATUS = CAMPAIGN_STATUS;
const EDITABLE: number[] = [STATUS.draft, STATUS.scheduled];

/** 404 unless the campaign exists (a call on its deliveries). */
export async function requireCampaign(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute(sql`SELECT 1 FROM emailing_campaigns WHERE id = ${id}`);
  if (!rows.length) throw notFound();
}

/** The lists' distinct addresses a send reaches now, and those it skips (unsubscribed). */
export async function countRecipients(db: Db, listIds: number[]): Promise<RecipientCount> {
  const ids = sql`${sql.param([...new Set(listIds)])}::int[]`;
  const { rows } = await withoutJit(db, (tx) => tx.execute<RecipientCount>(unionCountsSql(ids)));
  return rows[0] ?? { count: 0, skipped: 0 };
}

export async function getCampaign(db: Db, id: number): Promise<Campaign> {
  const { rows } = await withoutJit(db, (tx) =>
    tx.execute<Campaign>(sql`SELECT ${CAMPAIGN_COLUMNS} FROM ${CAMPAIGN_FROM} WHERE c.id = ${id}`),
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

type CampaignInput = Omit<CampaignCreate, 'data'> & { data?: Record<string, string> | undefined };

/**
 * The references exist (400 naming each missing one) and the data fits the template: keys the
 * template lacks are dropped (also the old template's after a change), rich text is sanitised.
 */
async function checkInput(client: Db, input: CampaignInput): Promise<Record<string, string>> {
  const issues: FieldIssue[] = [];
  const missing = (field: string, id: number) =>
    issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id } });
  const template = await templateRow(client, input.templateId);
  if (!template) missing('templateId', input.templateId);
  const sender = await runSql(client, sql`SELECT 1 FROM emailing_senders WHERE id = ${input.senderId}`);
  if (!sender.rows.length) missing('senderId', input.senderId);
  const lists = [...new Set(input.lists)];
  if (lists.length) {
    const { rows } = await runSql<{ id: number }>(
      client,
      sql`SELECT id FROM emailing_lists WHERE id = ANY(${sql.param(lists)}::int[])`,
    );
    const found = new Set(rows.map((r) => r.id));
    for (const id of lists.filter((l) => !found.has(l))) missing('lists', id);
  }
  if (issues.length || !template) throw validationError(issues);
  const data: Record<string, string> = {};
  for (const field of template.fields) {
    const value = input.data?.[field.key];
    if (value === undefined) continue;
    data[field.key] = field.type === 'richtext' ? sanitizeRichText(value) : value.trim();
  }
  return data;
}

async function writeLists(client: Db, campaignId: number, lists: number[]) {
  await runSql(client, sql`DELETE FROM emailing_campaign_lists WHERE campaign_id = ${campaignId}`);
  if (lists.length)
    await runSql(
      client,
      sql`INSERT INTO emailing_campaign_lists (campaign_id, list_id)
          SELECT ${campaignId}, unnest(${sql.param([...new Set(lists)])}::int[])`,
    );
}

export async function createCampaign(db: Db, userId: number, input: CampaignInput): Promise<Campaign> {
  const id = await transaction(db, async (client) => {
    const data = await checkInput(client, input);
    const { rows } = await runSql<{ id: number }>(
      client,
      sql`INSERT INTO emailing_campaigns (template_id, name, subject, data, sender_id, created_by_id)
          VALUES (${input.templateId}, ${input.name}, ${input.subject}, ${JSON.stringify(data)}::jsonb,
                  ${input.senderId}, ${userId})
          RETURNING id`,
    );
    await writeLists(client, rows[0]!.id, input.lists);
    return rows[0]!.id;
  });
  return getCampaign(db, id);
}

export interface LockedCampaign {
  id: number;
  status_id: number;
  is_planned: boolean;
  send_date: string | null;
  schedule_version: number;
  template_id: number;
  sender_id: number;
  data: Record<string, string>;
}

/** The campaign's row, locked for the rest of the transaction; 404 when there is none. */
export async function lockCampaign(client: Db, id: number): Promise<LockedCampaign> {
  const { rows } = await runSql<LockedCampaign>(
    client,
    sql`SELECT id, status_id, is_planned, send_date, schedule_version, template_id, sender_id, data
          FROM emailing_campaigns WHERE id = ${id} FOR UPDATE`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

const sameInstant = (a: string | null | undefined, b: string | null) =>
  (a ?? null) === null ? b === null : b !== null && Date.parse(a!) === Date.parse(b);

type UpdateInput = Omit<CampaignUpdate, 'data' | 'externalId' | 'sendDate'> & {
  data?: Record<string, string> | undefined;
  externalId?: string | null | undefined;
  sendDate?: string | null | undefined;
};

export async function updateCampaign(
  db: Db,
  userId: number,
  id: number,
  input: UpdateInput,
  lang: Language,
): Promise<Campaign> {
  requireSameId(input.id, id);
  await transaction(db, async (client) => {
    const row = await lockCampaign(client, id);
    if (!EDITABLE.includes(row.status_id)) throw new AppError('conflict', 409, {}, [{ key: 'emailing.notEditable' }]);
    // The spec's payload carries these; the actions change them, so a different value is a mistake.
    const issues: FieldIssue[] = [];
    const changed = (field: string) =>
      issues.push({ field, key: 'emailing.changedByActions', params: { label: field } });
    if (input.statusId !== undefined && input.statusId !== row.status_id) changed('statusId');
    if (input.isPlanned !== undefined && input.isPlanned !== row.is_planned) changed('isPlanned');
    if (input.sendDate !== undefined && !sameInstant(input.sendDate, row.send_date)) changed('sendDate');
    if (issues.length) throw validationError(issues);
    const data = await checkInput(client, input);
    await runSql(
      client,
      sql`UPDATE emailing_campaigns
             SET template_id = ${input.templateId}, name = ${input.name}, subject = ${input.subject},
                 data = ${JSON.stringify(data)}::jsonb, sender_id = ${input.senderId},
                 external_id = ${input.externalId === undefined ? sql`external_id` : sql`${input.externalId}`},
                 edited_date = now(), edited_by_id = ${userId}
           WHERE id = ${id}`,
    );
    await writeLists(client, id, input.lists);
    // A scheduled campaign must still be sendable as changed: the send checks run again.
    if (row.status_id === STATUS.scheduled) {
      const problems = await sendProblems(client, await lockCampaign(client, id), lang, { countRecipients: true });
      if (problems.length) throw validationError(problems);
    }
  });
  return getCampaign(db, id);
}

/** Deletes a campaign with its delivery rows; one being sent must be stopped first (409). */
export async function deleteCampaign(db: Db, id: number): Promise<void> {
  await transaction(db, async (client) => {
    const row = await lockCampaign(client, id);
    if (row.status_id === STATUS.sending)
      throw new AppError('conflict', 409, {}, [{ key: 'emailing.sendingNotDeletable' }]);
    // A planned job finds no campaign and does nothing.
    await runSql(client, sql`DELETE FROM emailing_campaigns WHERE id = ${id}`);
  });
}
