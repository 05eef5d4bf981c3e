// Delivery of a campaign: one row per recipient, sent by the `emailing.send` job in batches.
// Exactly once per recipient: a batch's rows are locked (FOR UPDATE SKIP LOCKED, so two runs
// never take the same row), sent, and marked in the same transaction; a row marked sent is never
// taken again. A failed attempt waits with exponential back-off and after EMAIL_MAX_ATTEMPTS is
// failed. The one window left: the SMTP server accepted a message and the process died before the
// batch committed; the row is still pending and is sent again, with the same Message-ID
// (`<campaign-{id}.delivery-{id}@{host}>`), by which the duplicate is recognisable.
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Config } from '../../platform/config/config';
import { toPgQuery } from '../../platform/db/sql-text';
import { inTransaction } from '../../platform/db/transaction';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { runSql, STATUS } from './emailing-campaigns.service';
import { unionRecipientsSql } from './emailing-recipients';
import { prepareCampaign, type RenderedMessage, type TemplateFieldDef } from './emailing-render';

export interface SendDeps {
  pool: pg.Pool;
  mail: Mailer;
  config: Pick<Config, 'EMAIL_MAX_ATTEMPTS' | 'EMAIL_RETRY_SECONDS'>;
}

/** Rows per batch (one transaction); SMTP is slower, so its batches are smaller. */
const BATCH = { smtp: 50, outbox: 250 } as const;
/** Messages in flight at once: the SMTP pool's connections, or parallel file writes. */
const PARALLEL = { smtp: 5, outbox: 16 } as const;

/** Materialises the recipients of the campaign's lists into delivery rows, once; answers how many. */
export async function materialiseDeliveries(client: pg.PoolClient, campaignId: number, day?: SQL): Promise<number> {
  const { rowCount } = await runSql(
    client,
    sql`INSERT INTO emailing_deliveries (campaign_id, email, name, person_id, user_id)
        SELECT ${campaignId}, r.email, r.name, r.person_id, r.user_id
          FROM (${unionRecipientsSql(sql`ARRAY(SELECT list_id FROM emailing_campaign_lists WHERE campaign_id = ${campaignId})`, day)}) r
        ON CONFLICT DO NOTHING`,
  );
  return rowCount ?? 0;
}

export interface CampaignMessageSource {
  id: number;
  subject: string;
  data: Record<string, string>;
  html_content: string;
  plain_content: string | null;
  generate_plain_content: boolean;
  fields: TemplateFieldDef[];
  sender_name: string;
  sender_alias: string | null;
  sender_email: string;
  reply_to: string | null;
  reply_to_name: string | null;
  federation_name: string | null;
}

export async function loadMessageSource(
  db: pg.Pool | pg.PoolClient,
  campaignId: number,
): Promise<CampaignMessageSource | null> {
  const { rows } = await db.query<CampaignMessageSource>(
    toPgQuery(sql`
    SELECT c.id, c.subject, c.data, t.html_content, t.plain_content, t.generate_plain_content,
           coalesce(t.schema->'fields', '[]'::jsonb) AS fields,
           s.name AS sender_name, s.alias AS sender_alias, s.email AS sender_email, s.reply_to, s.reply_to_name,
           (SELECT name FROM association ORDER BY id LIMIT 1) AS federation_name
      FROM emailing_campaigns c JOIN emailing_templates t ON t.id = c.template_id
      JOIN emailing_senders s ON s.id = c.sender_id
     WHERE c.id = ${campaignId}`),
  );
  return rows[0] ?? null;
}

export interface MessageFactory {
  render: (recipient: { firstName: string; fullName: string }) => RenderedMessage;
  message(to: { email: string; name: string | null }, rendered: RenderedMessage, messageId: string): MailMessage;
  host: string;
}

export function messageFactory(source: CampaignMessageSource, projectName: string): MessageFactory {
  const render = prepareCampaign(
    {
      htmlContent: source.html_content,
      plainContent: source.plain_content,
      generatePlainContent: source.generate_plain_content,
      fields: source.fields,
    },
    { subject: source.subject, data: source.data },
    source.federation_name ?? projectName,
  );
  const host = source.sender_email.split('@')[1] ?? 'localhost';
  return {
    render,
    host,
    message: (to, rendered, messageId) => ({
      from: { name: source.sender_alias ?? source.sender_name, address: source.sender_email },
      to: { name: to.name, address: to.email },
      replyTo: source.reply_to ? { name: source.reply_to_name, address: source.reply_to } : null,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId,
      headers: { 'X-Fedra-Campaign': String(source.id) },
    }),
  };
}

export const deliveryMessageId = (campaignId: number, deliveryId: number, host: string) =>
  `<campaign-${campaignId}.delivery-${deliveryId}@${host}>`;

interface DueRow {
  id: number;
  email: string;
  name: string | null;
  attempts: number;
  first_name: string | null;
}

type BatchResult = { kind: 'stopped' } | { kind: 'done'; sent: number; failed: number };

/** Runs `work` over the items with at most `limit` at once; stops starting new ones once `stop()` holds. */
async function eachLimited<T>(items: T[], limit: number, stop: () => boolean, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/** Sends one batch of due deliveries in one transaction: locked, sent, marked. */
async function sendBatch(
  deps: SendDeps,
  campaignId: number,
  factory: MessageFactory,
  signal: AbortSignal,
): Promise<BatchResult> {
  const kind = deps.mail.kind;
  return inTransaction(deps.pool, async (client) => {
    const status = await runSql<{ status_id: number }>(
      client,
      sql`SELECT status_id FROM emailing_campaigns WHERE id = ${campaignId}`,
    );
    if (status.rows[0]?.status_id !== STATUS.sending) return { kind: 'stopped' };
    const { rows } = await runSql<DueRow>(
      client,
      sql`SELECT d.id, d.email, d.name, d.attempts, coalesce(p.first_name, u.first_name, split_part(d.name, ' ', 1)) AS first_name
            FROM emailing_deliveries d
            LEFT JOIN persons p ON p.id = d.person_id
            LEFT JOIN users u ON u.id = d.user_id
           WHERE d.campaign_id = ${campaignId} AND d.state = 'pending'
             AND (d.next_attempt_date IS NULL OR d.next_attempt_date <= now())
           ORDER BY d.id
           LIMIT ${BATCH[kind]}
           FOR UPDATE OF d SKIP LOCKED`,
    );
    const sent: { id: number; messageId: string }[] = [];
    const failed: { id: number; error: string }[] = [];
    await eachLimited(
      rows,
      PARALLEL[kind],
      () => signal.aborted,
      async (row) => {
        const messageId = deliveryMessageId(campaignId, row.id, factory.host);
        const rendered = factory.render({ firstName: row.first_name ?? '', fullName: row.name ?? '' });
        try {
          await deps.mail.send(factory.message(row, rendered, messageId), `campaign-${campaignId}-delivery-${row.id}`);
          sent.push({ id: row.id, messageId });
        } catch (err) {
          failed.push({ id: row.id, error: errorText(err) });
        }
      },
    );
    if (sent.length)
      await runSql(
        client,
        sql`UPDATE emailing_deliveries d
               SET state = 'sent', sent_date = now(), message_id = x.message_id, attempts = d.attempts + 1,
                   last_error = NULL, next_attempt_date = NULL
              FROM unnest(${sql.param(sent.map((s) => s.id))}::int[], ${sql.param(sent.map((s) => s.messageId))}::text[])
                   AS x(id, message_id)
             WHERE d.id = x.id`,
      );
    if (failed.length)
      await runSql(
        client,
        sql`UPDATE emailing_deliveries d
               SET attempts = d.attempts + 1, last_error = x.error,
                   state = CASE WHEN d.attempts + 1 >= ${deps.config.EMAIL_MAX_ATTEMPTS} THEN 'failed' ELSE 'pending' END,
                   next_attempt_date = CASE WHEN d.attempts + 1 >= ${deps.config.EMAIL_MAX_ATTEMPTS} THEN NULL
                     ELSE now() + make_interval(secs => ${deps.config.EMAIL_RETRY_SECONDS}::float8 * power(2, d.attempts)) END
              FROM unnest(${sql.param(failed.map((f) => f.id))}::int[], ${sql.param(failed.map((f) => f.error))}::text[])
                   AS x(id, error)
             WHERE d.id = x.id`,
      );
    return { kind: 'done', sent: sent.length, failed: failed.length };
  });
}

/**
 * After the last pending row: SENT, or FAILED when not one delivery was sent. Otherwise answers
 * when the next row is due (rows waiting on back-off), or null when the campaign is not sending.
 */
async function finishOrNextDue(
  pool: pg.Pool,
  campaignId: number,
): Promise<{ finished: boolean; nextDue: Date | null }> {
  return inTransaction(pool, async (client) => {
    const { rows } = await runSql<{ status_id: number }>(
      client,
      sql`SELECT status_id FROM emailing_campaigns WHERE id = ${campaignId} FOR UPDATE`,
    );
    if (rows[0]?.status_id !== STATUS.sending) return { finished: true, nextDue: null };
    const next = await runSql<{ due: string | null; pending: boolean }>(
      client,
      sql`SELECT min(coalesce(next_attempt_date, now())) AS due, count(*) > 0 AS pending
            FROM emailing_deliveries WHERE campaign_id = ${campaignId} AND state = 'pending'`,
    );
    if (next.rows[0]?.pending) return { finished: false, nextDue: new Date(next.rows[0].due!) };
    await runSql(
      client,
      sql`UPDATE emailing_campaigns
             SET status_id = CASE WHEN EXISTS (SELECT 1 FROM emailing_deliveries
                                                WHERE campaign_id = ${campaignId} AND state = 'sent')
                                  THEN ${STATUS.sent}::int ELSE ${STATUS.failed}::int END,
                 sent_date = now()
           WHERE id = ${campaignId}`,
    );
    return { finished: true, nextDue: null };
  });
}

export type SendOutcome =
  | { state: 'finished'; sent: number; failed: number }
  | { state: 'continue'; at: Date; sent: number; failed: number };

/**
 * Sends what is due until nothing is, or until `sliceMs` has passed (a long send is a chain of
 * jobs, each bounded). Answers whether the campaign is finished or when to continue. On an abort
 * it stops taking messages, marks what was sent, and throws.
 */
export async function sendDueDeliveries(
  deps: SendDeps,
  campaignId: number,
  factory: MessageFactory,
  options: { signal: AbortSignal; sliceMs: number; onBatch?: (sent: number) => void },
): Promise<SendOutcome> {
  const until = Date.now() + options.sliceMs;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await sendBatch(deps, campaignId, factory, options.signal);
    if (options.signal.aborted) throw options.signal.reason ?? new Error('aborted');
    if (batch.kind === 'stopped') return { state: 'finished', sent, failed };
    sent += batch.sent;
    failed += batch.failed;
    options.onBatch?.(sent);
    if (batch.sent === 0) {
      const { finished, nextDue } = await finishOrNextDue(deps.pool, campaignId);
      if (finished) return { state: 'finished', sent, failed };
      const now = Date.now();
      // Nothing got through (the server is down): the other rows wait too, instead of each
      // spending an attempt on a server that refuses.
      if (batch.failed > 0)
        return { state: 'continue', at: new Date(now + deps.config.EMAIL_RETRY_SECONDS * 1000), sent, failed };
      // Nothing was due (rows waiting on back-off, or taken by another run): the next due row;
      // not sooner than a second, so that a run elsewhere is not chased in a tight loop.
      return { state: 'continue', at: new Date(Math.max(nextDue!.getTime(), now + 1000)), sent, failed };
    }
    if (Date.now() > until) return { state: 'continue', at: new Date(), sent, failed };
  }
}
