// Delivery of a campaign: one row per recipient, sent by the `emailing.send` job
// (docs/decisions.md "E-mail campaigns"). Exactly once per recipient:
// - a run claims a few due rows in one short statement (FOR UPDATE SKIP LOCKED, so two runs never
//   take the same row; the claim is a lease: `next_attempt_date` moves EMAIL_CLAIM_SECONDS ahead,
//   so a crashed run's rows become due again by themselves);
// - each message is recorded sent in its own autocommit UPDATE right after the SMTP server's 250
//   (sends finishing together share one UPDATE); a sent row is never taken again.
// The window left: a message accepted by the server whose UPDATE did not happen (the process or its
// database connection died in between) is sent again, with the same Message-ID
// (`<campaign-{id}.delivery-{id}@{host}>`); at most the messages in flight, PARALLEL of them.
// Failures: an error without an SMTP answer (connection refused, timeout, closed) or 421 is an
// outage: no recipient's attempt, the campaign pauses as a whole (sendDueDeliveries answers
// `outage`); another 4xx is the recipient's attempt, retried with back-off up to
// EMAIL_MAX_ATTEMPTS; a 5xx fails the row at once.
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/pool';
import { toPgQuery } from '../../platform/db/sql-text';
import { transaction } from '../../platform/db/transaction';
import type { Language } from '../../platform/i18n/messages';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { STATUS } from './emailing-campaigns.service';
import { runSql } from './emailing-db';
import { unionRecipientsSql } from './emailing-recipients';
import { prepareCampaign, type Recipient, type RenderedMessage, type TemplateFieldDef } from './emailing-render';
import { type UnsubscribeSigner, unsubscribeLinks, unsubscribeSigner } from './emailing-unsubscribe';

export interface SendDeps {
  db: Db;
  mail: Mailer;
  config: Pick<Config, 'EMAIL_MAX_ATTEMPTS' | 'EMAIL_RETRY_SECONDS' | 'EMAIL_CLAIM_SECONDS'>;
}

/** Rows one claim takes (held for EMAIL_CLAIM_SECONDS at most); SMTP is slower, so fewer. */
const BATCH = { smtp: 20, outbox: 100 } as const;
/**
 * Messages in flight at once: the SMTP pool's connections, or parallel file writes. Also the
 * crash window: at most this many accepted messages may lack their `sent` mark.
 */
export const PARALLEL = { smtp: 5, outbox: 16 } as const;

/** Materialises the recipients of the campaign's lists into delivery rows, once; answers how many. */
export async function materialiseDeliveries(client: Db, campaignId: number, day?: SQL): Promise<number> {
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

export async function loadMessageSource(db: Db, campaignId: number): Promise<CampaignMessageSource | null> {
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

/** A recipient's unsubscribe link: the page (the footer) and the one-click address (the header). */
export interface UnsubscribeLink {
  url: string;
  oneClick: string;
  language: Language;
}

export interface MessageFactory {
  render: (recipient: Recipient) => RenderedMessage;
  /** The signed unsubscribe link of an address of this campaign, for a reader of `language`. */
  unsubscribe: (email: string, language: Language) => UnsubscribeLink;
  /** The message; with `unsubscribe`, the List-Unsubscribe headers of RFC 8058 (one click). */
  message(
    to: { email: string; name: string | null },
    rendered: RenderedMessage,
    messageId: string,
    unsubscribe: UnsubscribeLink | null,
  ): MailMessage;
  host: string;
}

/** What a message factory needs besides the campaign: the signer and the links' addresses. */
export interface UnsubscribeLinks {
  signer: UnsubscribeSigner;
  links: ReturnType<typeof unsubscribeLinks>;
}

export async function loadUnsubscribeLinks(deps: {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'ROUTER_BASE'>;
}): Promise<UnsubscribeLinks> {
  return { signer: await unsubscribeSigner(deps.db), links: unsubscribeLinks(deps.config) };
}

export function messageFactory(
  source: CampaignMessageSource,
  projectName: string,
  unsubscribe: UnsubscribeLinks,
): MessageFactory {
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
    unsubscribe: (email, language) => {
      const token = unsubscribe.signer.issue(source.id, email);
      return { url: unsubscribe.links.page(token), oneClick: unsubscribe.links.oneClick(token), language };
    },
    message: (to, rendered, messageId, link) => ({
      from: { name: source.sender_alias ?? source.sender_name, address: source.sender_email },
      to: { name: to.name, address: to.email },
      replyTo: source.reply_to ? { name: source.reply_to_name, address: source.reply_to } : null,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId,
      headers: {
        'X-Fedra-Campaign': String(source.id),
        ...(link
          ? { 'List-Unsubscribe': `<${link.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {}),
      },
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
  sex_id: number | null;
  /** The recipient's user's language (the delivery's user, else one of the person's users). */
  language: string | null;
}

type BatchResult =
  | { kind: 'stopped' }
  | { kind: 'outage'; sent: number; failed: number; error: string }
  | { kind: 'done'; claimed: number; sent: number; failed: number };

/** What a send error means: see the header. */
export function failureKind(err: unknown): 'outage' | 'retry' | 'permanent' {
  const raw = (err as { responseCode?: unknown } | null)?.responseCode;
  const code = typeof raw === 'number' ? raw : Number.NaN;
  if (!Number.isInteger(code) || code === 421 || code < 400) return 'outage';
  return code >= 500 ? 'permanent' : 'retry';
}

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

/** Claims up to `limit` due rows of the campaign (a lease), in one autocommit statement. */
async function claimDue(deps: SendDeps, campaignId: number, limit: number): Promise<DueRow[]> {
  const { rows } = await deps.db.query<DueRow>(
    toPgQuery(sql`
    WITH due AS (
      SELECT id FROM emailing_deliveries
       WHERE campaign_id = ${campaignId} AND state = 'pending'
         AND (next_attempt_date IS NULL OR next_attempt_date <= now())
       ORDER BY id LIMIT ${limit}
       FOR UPDATE SKIP LOCKED),
    claimed AS (
      UPDATE emailing_deliveries d
         SET next_attempt_date = now() + make_interval(secs => ${deps.config.EMAIL_CLAIM_SECONDS}::float8)
        FROM due WHERE d.id = due.id
      RETURNING d.id, d.email, d.name, d.attempts, d.person_id, d.user_id)
    SELECT c.id, c.email, c.name, c.attempts,
           coalesce(p.first_name, u.first_name, split_part(c.name, ' ', 1)) AS first_name, p.sex_id,
           coalesce(u.language, (SELECT pu.language FROM users pu
                                  WHERE pu.assign_person_id = c.person_id AND pu.language IS NOT NULL
                                  ORDER BY pu.id LIMIT 1)) AS language
      FROM claimed c
      LEFT JOIN persons p ON p.id = c.person_id
      LEFT JOIN users u ON u.id = c.user_id
     ORDER BY c.id`),
  );
  return rows;
}

/**
 * Records sent rows: the first caller writes, callers arriving meanwhile are written together by
 * the next UPDATE. Each caller's promise settles once its row is committed.
 */
function sentMarker(db: Db) {
  let queue: { id: number; messageId: string; done: () => void; fail: (err: unknown) => void }[] = [];
  let writing = false;
  const flush = async () => {
    writing = true;
    while (queue.length) {
      const group = queue;
      queue = [];
      try {
        // A row cancelled by a stop meanwhile was still sent: it is marked so.
        await db.query(
          toPgQuery(sql`UPDATE emailing_deliveries d
                 SET state = 'sent', sent_date = now(), message_id = x.message_id, attempts = d.attempts + 1,
                     last_error = NULL, next_attempt_date = NULL
                FROM unnest(${sql.param(group.map((s) => s.id))}::int[], ${sql.param(group.map((s) => s.messageId))}::text[])
                     AS x(id, message_id)
               WHERE d.id = x.id`),
        );
        for (const s of group) s.done();
      } catch (err) {
        for (const s of group) s.fail(err);
      }
    }
    writing = false;
  };
  return (id: number, messageId: string) =>
    new Promise<void>((done, fail) => {
      queue.push({ id, messageId, done, fail });
      if (!writing) void flush();
    });
}

/** A recipient's failed attempt: back-off and retry, or failed (a 5xx, or the last attempt). */
async function markFailed(deps: SendDeps, id: number, error: string, permanent: boolean) {
  const max = permanent ? 1 : deps.config.EMAIL_MAX_ATTEMPTS;
  await deps.db.query(
    toPgQuery(sql`UPDATE emailing_deliveries
           SET attempts = attempts + 1, last_error = ${error},
               state = CASE WHEN ${permanent} OR attempts + 1 >= ${max} THEN 'failed' ELSE 'pending' END,
               next_attempt_date = CASE WHEN ${permanent} OR attempts + 1 >= ${max} THEN NULL
                 ELSE now() + make_interval(secs => ${deps.config.EMAIL_RETRY_SECONDS}::float8 * power(2, attempts)) END
         WHERE id = ${id} AND state = 'pending'`),
  );
}

/** Gives claimed rows that were not tried back at once (no attempt counted); `error` notes an outage. */
async function release(deps: SendDeps, ids: number[], error: string | null) {
  if (!ids.length) return;
  await deps.db.query(
    toPgQuery(sql`UPDATE emailing_deliveries
           SET next_attempt_date = NULL, last_error = coalesce(${error}, last_error)
         WHERE id = ANY(${sql.param(ids)}::int[]) AND state = 'pending'`),
  );
}

/**
 * The campaign's status before each message (a primary-key read, small beside a send): a stop is
 * seen between messages. Workers asking while a read is under way share it, so a message may
 * start on a read made just before the stop: at most PARALLEL of them.
 */
function statusWatch(db: Db, campaignId: number) {
  let sending = true;
  let pending: Promise<boolean> | null = null;
  return async () => {
    if (!sending) return false;
    pending ??= db
      .query<{ status_id: number }>('SELECT status_id FROM emailing_campaigns WHERE id = $1', [campaignId])
      .then(({ rows }) => {
        sending = rows[0]?.status_id === STATUS.sending;
        return sending;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** Claims a batch of due rows and sends them, each recorded as soon as it is accepted. */
async function sendBatch(
  deps: SendDeps,
  campaignId: number,
  factory: MessageFactory,
  signal: AbortSignal,
  stillSending: () => Promise<boolean>,
): Promise<BatchResult> {
  const kind = deps.mail.kind;
  if (!(await stillSending())) return { kind: 'stopped' };
  const rows = await claimDue(deps, campaignId, BATCH[kind]);
  // No message starts in the claim's second half: one started then still ends (SMTP timeouts are
  // far shorter) before the claim expires and another run may take the row.
  const startBefore = Date.now() + (deps.config.EMAIL_CLAIM_SECONDS * 1000) / 2;
  const markSent = sentMarker(deps.db);
  const untried = new Set(rows.map((r) => r.id));
  let sent = 0;
  let failed = 0;
  let outage: string | null = null;
  let stopped = false;
  await eachLimited(
    rows,
    PARALLEL[kind],
    () => signal.aborted || outage !== null || stopped || Date.now() > startBefore,
    async (row) => {
      if (!(await stillSending())) {
        stopped = true;
        return;
      }
      untried.delete(row.id);
      const messageId = deliveryMessageId(campaignId, row.id, factory.host);
      const link = factory.unsubscribe(row.email, row.language === 'en' ? 'en' : 'cs');
      const rendered = factory.render({
        firstName: row.first_name ?? '',
        fullName: row.name ?? '',
        sexId: row.sex_id,
        unsubscribe: link,
      });
      try {
        await deps.mail.send(
          factory.message(row, rendered, messageId, link),
          `campaign-${campaignId}-delivery-${row.id}`,
        );
      } catch (err) {
        const failure = failureKind(err);
        if (failure === 'outage') {
          outage ??= errorText(err);
          untried.add(row.id);
          return;
        }
        failed++;
        await markFailed(deps, row.id, errorText(err), failure === 'permanent');
        return;
      }
      await markSent(row.id, messageId);
      sent++;
    },
  );
  // Rows claimed but not tried (an outage, a stop, an abort) are due again at once, not after the claim.
  await release(deps, [...untried], outage);
  if (stopped) return { kind: 'stopped' };
  if (outage !== null) return { kind: 'outage', sent, failed, error: outage };
  return { kind: 'done', claimed: rows.length, sent, failed };
}

/**
 * After the last pending row: SENT, or FAILED when not one delivery was sent. Otherwise answers
 * when the next row is due (rows waiting on back-off or claimed by another run).
 */
async function finishOrNextDue(db: Db, campaignId: number): Promise<{ finished: boolean; nextDue: Date | null }> {
  return transaction(db, async (client) => {
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
  | { state: 'continue'; at: Date; sent: number; failed: number }
  | { state: 'outage'; error: string; sent: number; failed: number };

/**
 * Sends what is due until nothing is, until `sliceMs` has passed (a long send is a chain of jobs,
 * each bounded), or until the SMTP server is unreachable (`outage`: the caller decides when to try
 * again). On an abort it stops taking messages, records what was sent, and throws.
 */
export async function sendDueDeliveries(
  deps: SendDeps,
  campaignId: number,
  factory: MessageFactory,
  options: { signal: AbortSignal; sliceMs: number; onBatch?: (sent: number) => void },
): Promise<SendOutcome> {
  const until = Date.now() + options.sliceMs;
  const stillSending = statusWatch(deps.db, campaignId);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await sendBatch(deps, campaignId, factory, options.signal, stillSending);
    if (options.signal.aborted) throw options.signal.reason ?? new Error('aborted');
    if (batch.kind === 'stopped') return { state: 'finished', sent, failed };
    sent += batch.sent;
    failed += batch.failed;
    options.onBatch?.(sent);
    if (batch.kind === 'outage') return { state: 'outage', error: batch.error, sent, failed };
    if (batch.claimed === 0) {
      const { finished, nextDue } = await finishOrNextDue(deps.db, campaignId);
      if (finished) return { state: 'finished', sent, failed };
      // Nothing was due (rows waiting on back-off, or claimed by another run): the next due row;
      // not sooner than a second, so that a run elsewhere is not chased in a tight loop.
      return { state: 'continue', at: new Date(Math.max(nextDue!.getTime(), Date.now() + 1000)), sent, failed };
    }
    if (Date.now() > until) return { state: 'continue', at: new Date(), sent, failed };
  }
}
