// What campaigns are made of: sender addresses (created and changed by the office), recipient
// lists (a name, a contact strategy and an optional unit; created and deleted), and templates
// (seeded by the migration; read only through the API).
import {
  CAMPAIGN_STATUS,
  type EmailList,
  type EmailListCreate,
  type EmailSender,
  type EmailSenderCreate,
  type EmailTemplate,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError, type FieldIssue, notFound, requireSameId, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { withoutJit } from './emailing-db';
import { LIST_COLUMNS, SENDER_COLUMNS, templateColumns } from './emailing-queries';

type SenderInput = Omit<EmailSenderCreate, 'alias' | 'replyTo' | 'replyToName'> & {
  alias?: string | null;
  replyTo?: string | null;
  replyToName?: string | null;
};

export async function getSender(db: Db, id: number): Promise<EmailSender> {
  const { rows } = await db.execute<EmailSender>(
    sql`SELECT ${SENDER_COLUMNS} FROM emailing_senders s WHERE s.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function createSender(db: Db, userId: number, input: SenderInput): Promise<EmailSender> {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO emailing_senders (name, alias, email, reply_to, reply_to_name, active, created_by_id)
    VALUES (${input.name}, ${input.alias ?? null}, ${input.email}, ${input.replyTo ?? null},
            ${input.replyToName ?? null}, ${input.active ?? true}, ${userId})
    RETURNING id`);
  return getSender(db, rows[0]!.id);
}

/**
 * Changes a sender. While a campaign using it is being sent the change is refused (409): the
 * messages of one send keep one From and one Message-ID host. The sender's row lock orders this
 * with a send's start (its checks read the sender FOR SHARE).
 */
export async function updateSender(
  db: Db,
  userId: number,
  id: number,
  input: SenderInput & { id: number },
): Promise<EmailSender> {
  requireSameId(input.id, id);
  await transaction(db, async (tx) => {
    const { rows: found } = await tx.execute(sql`SELECT 1 FROM emailing_senders WHERE id = ${id} FOR UPDATE`);
    if (!found.length) throw notFound();
    const used = await tx.execute(
      sql`SELECT 1 FROM emailing_campaigns WHERE sender_id = ${id} AND status_id = ${CAMPAIGN_STATUS.sending} LIMIT 1`,
    );
    if (used.rows.length) throw new AppError('conflict', 409, {}, [{ key: 'emailing.senderInUse' }]);
    await tx.execute(sql`
      UPDATE emailing_senders
         SET name = ${input.name}, alias = ${input.alias ?? null}, email = ${input.email},
             reply_to = ${input.replyTo ?? null}, reply_to_name = ${input.replyToName ?? null},
             active = coalesce(${input.active ?? null}::boolean, active), edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
  });
  return getSender(db, id);
}

export async function getList(db: Db, id: number): Promise<EmailList> {
  const { rows } = await withoutJit(db, (tx) =>
    tx.execute<EmailList>(sql`SELECT ${LIST_COLUMNS} FROM emailing_lists l WHERE l.id = ${id}`),
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function createList(
  db: Db,
  userId: number,
  input: Omit<EmailListCreate, 'federationUnitId'> & { federationUnitId?: number | null },
): Promise<EmailList> {
  const unitId = input.federationUnitId ?? null;
  const issues: FieldIssue[] = [];
  if (input.contactStrategy === 'unitMembers' && unitId === null)
    issues.push({ field: 'federationUnitId', key: 'emailing.unitRequired' });
  if (unitId !== null) {
    const { rows } = await db.execute(sql`SELECT 1 FROM federation_units WHERE id = ${unitId}`);
    if (!rows.length)
      issues.push({
        field: 'federationUnitId',
        key: 'validation.notFoundRef',
        params: { label: 'federationUnitId', id: unitId },
      });
  }
  if (issues.length) throw validationError(issues);
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO emailing_lists (name, contact_strategy, federation_unit_id, created_by_id)
    VALUES (${input.name}, ${input.contactStrategy}, ${unitId}, ${userId}) RETURNING id`);
  return getList(db, rows[0]!.id);
}

/**
 * Deletes a list. Campaigns already sending or sent keep their delivery rows; a scheduled or
 * sending campaign would lose recipients it was promised, so those refuse (409). The list's row
 * lock orders this with a send or schedule, whose checks lock the campaign's lists FOR SHARE: a
 * schedule committed first is seen here; a delete committed first leaves the campaign without
 * the list, which its checks then see.
 */
export async function deleteList(db: Db, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute(sql`SELECT 1 FROM emailing_lists WHERE id = ${id} FOR UPDATE`);
    if (!rows.length) throw notFound();
    const used = await tx.execute(sql`
      SELECT 1 FROM emailing_campaign_lists cl JOIN emailing_campaigns c ON c.id = cl.campaign_id
       WHERE cl.list_id = ${id} AND c.status_id IN (${CAMPAIGN_STATUS.scheduled}, ${CAMPAIGN_STATUS.sending}) LIMIT 1`);
    if (used.rows.length) throw new AppError('conflict', 409, {}, [{ key: 'emailing.listInUse' }]);
    await tx.execute(sql`DELETE FROM emailing_lists WHERE id = ${id}`);
  });
}

export async function getTemplate(db: Db, id: number, lang: Language): Promise<EmailTemplate | null> {
  const { rows } = await db.execute<EmailTemplate>(
    sql`SELECT ${templateColumns(lang)} FROM emailing_templates t WHERE t.id = ${id}`,
  );
  return rows[0] ?? null;
}
