// What a campaign needs before it is sent or scheduled, as 400 issues naming the field: lists with
// recipients (`lists`), an active sender (`senderId`), an active template (`templateId`) and every
// required template field filled in (`data.<key>`).
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import type { FieldIssue } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import type { LockedCampaign } from './emailing-campaigns.service';
import { runSql, templateRow } from './emailing-db';
import { unionAnySql } from './emailing-recipients';

const listIdsOf = (campaignId: number) =>
  sql`ARRAY(SELECT list_id FROM emailing_campaign_lists WHERE campaign_id = ${campaignId})`;

/**
 * The campaign's problems; with `countRecipients`, also "no recipients now" (an EXISTS that
 * stops at the first recipient; the send job finds the final answer from its own insert).
 */
export async function sendProblems(
  client: Db,
  campaign: LockedCampaign,
  lang: Language,
  options: { countRecipients?: boolean } = {},
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  // The lists and the sender are read locked (FOR SHARE) until the caller commits: a list's
  // delete or a sender's change waits, then sees the campaign scheduled or sending.
  await runSql(
    client,
    sql`SELECT 1 FROM emailing_lists WHERE id IN (SELECT list_id FROM emailing_campaign_lists WHERE campaign_id = ${campaign.id})
        ORDER BY id FOR SHARE`,
  );
  const { rows } = await runSql<{ lists: number; sender_active: boolean; sender_name: string }>(
    client,
    sql`SELECT (SELECT count(*)::int FROM emailing_campaign_lists WHERE campaign_id = ${campaign.id}) AS lists,
               s.active AS sender_active, s.name AS sender_name
          FROM emailing_senders s WHERE s.id = ${campaign.sender_id} FOR SHARE OF s`,
  );
  const facts = rows[0];
  if (!facts?.lists) issues.push({ field: 'lists', key: 'emailing.noLists' });
  if (facts && !facts.sender_active)
    issues.push({ field: 'senderId', key: 'emailing.senderInactive', params: { name: facts.sender_name } });
  const template = await templateRow(client, campaign.template_id);
  if (template && !template.active)
    issues.push({ field: 'templateId', key: 'emailing.templateInactive', params: { name: template.name } });
  for (const field of template?.fields ?? []) {
    const value = campaign.data[field.key] ?? '';
    const empty =
      field.type === 'richtext'
        ? value.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\b/i.test(value)
        : value.trim() === '';
    if (field.required && empty)
      issues.push({
        field: `data.${field.key}`,
        key: 'emailing.fieldRequired',
        params: { label: field.label[lang] ?? field.key },
      });
  }
  if (options.countRecipients && facts?.lists) {
    const any = await runSql<{ any: boolean }>(client, sql`SELECT ${unionAnySql(listIdsOf(campaign.id))} AS any`);
    if (!any.rows[0]?.any) issues.push({ field: 'lists', key: 'emailing.noRecipients' });
  }
  return issues;
}
