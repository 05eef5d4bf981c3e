// Sending the outbox. A worker claims due messages (state sending, a claim token and a lease), sends
// each one signed by the Standard Webhooks scheme, and records the answer in one transaction that
// also ends the claim: a 2xx makes it delivered, anything else schedules the next attempt with
// exponential back-off until 24 hours have passed, then it has failed. Only pending messages and
// sending ones whose lease ran out (a worker that died mid-attempt) are ever claimed, so a message
// recorded as delivered is never sent again by the job; the office's replay is the only way back.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { now } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { isAllowlisted, parseEndpointHosts, publicOnlyLookup } from '../../platform/push/push-endpoint';
import type { Secrets } from '../../platform/secrets/secrets';

export const WEBHOOK_QUEUE = 'webhooks.deliver';
/** The purpose the endpoints' secrets are encrypted for (platform/secrets). */
export const SECRET_PURPOSE = 'webhook-endpoint-secret';
/** How long a claim holds: far longer than one request may take (REQUEST_TIMEOUT_MS). */
export const LEASE_MS = 2 * 60 * 1000;
/** A receiver that has not answered by then counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000;
/** How often every instance looks for due messages. */
export const SWEEP_INTERVAL_MS = 5_000;
/** Messages claimed by one round; requests of one round run side by side up to PARALLEL. */
const BATCH = 50;
const PARALLEL = 8;
/** Characters of the receiver's answer kept with an attempt. */
const EXCERPT_LENGTH = 300;

/**
 * Wait after the n-th failed attempt (the last value repeats): seconds, then minutes, then hours,
 * as Standard Webhooks senders do. A message made at t is tried at about t, +5 s, +1 min, +6 min,
 * +36 min, +2.6 h, +7.6 h, +17.6 h and then given up (the next one would be past 24 hours).
 */
export const BACKOFF_MS = [5_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000];

export type WebhookDeliveryDeps = Pick<AppDeps, 'db' | 'config' | 'secrets'>;

export interface ClaimedMessage {
  id: number;
  endpointId: number;
  msgId: string;
  body: string;
  claimToken: string;
  replay: boolean;
  /** As the driver reads timestamptz (a string here); compared through new Date(). */
  giveUpDate: Date | string;
  attemptCount: number;
}

/**
 * Claims due messages of active endpoints for one worker (SKIP LOCKED: two workers never claim the
 * same one). `at` is the server's clock; `messageId` limits the claim to that message.
 */
export async function claimWebhookMessages(
  db: Db,
  at: Date,
  options: { limit?: number; messageId?: number } = {},
): Promise<ClaimedMessage[]> {
  const token = randomUUID();
  const { rows } = await db.query<ClaimedMessage>(
    `UPDATE webhook_messages m
        SET state = 'sending', claim_token = $2, lease_until = $3
      WHERE m.id IN (
        SELECT x.id FROM webhook_messages x
          JOIN webhook_endpoints e ON e.id = x.endpoint_id AND e.is_active
         WHERE ((x.state = 'pending' AND x.next_attempt_date <= $1) OR (x.state = 'sending' AND x.lease_until < $1))
           AND ($5::bigint IS NULL OR x.id = $5)
         ORDER BY x.next_attempt_date, x.id
         LIMIT $4
           FOR UPDATE OF x SKIP LOCKED)
      RETURNING m.id::int, m.endpoint_id AS "endpointId", m.msg_id AS "msgId", m.body, m.claim_token AS "claimToken",
                m.replay_requested AS replay, m.give_up_date AS "giveUpDate", m.attempt_count AS "attemptCount"`,
    [at, token, new Date(at.getTime() + LEASE_MS), options.limit ?? BATCH, options.messageId ?? null],
  );
  return rows;
}

/** What one request came to. */
export interface AttemptOutcome {
  status: number | null;
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

export const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/** When the next attempt is due after `failedAttempts` failures, or null when the message is given up. */
export function nextAttemptDate(failedAttempts: number, at: Date, giveUpDate: Date | string): Date | null {
  const wait = BACKOFF_MS[Math.min(failedAttempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
  const next = new Date(at.getTime() + wait);
  return next.getTime() > new Date(giveUpDate).getTime() ? null : next;
}

/**
 * Records an attempt and ends the claim in one transaction: delivered on a 2xx, else pending for
 * the next attempt or failed. A claim that is no longer ours (its lease ran out and another worker
 * took it) changes nothing but the attempt's log line.
 */
export async function recordAttempt(
  db: Db,
  message: ClaimedMessage,
  outcome: AttemptOutcome,
  at: Date,
): Promise<'delivered' | 'pending' | 'failed' | 'lost'> {
  return transaction(db, async (tx) => {
    const attempts = message.attemptCount + 1;
    const ok = isSuccess(outcome.status);
    const next = ok ? null : nextAttemptDate(attempts, at, message.giveUpDate);
    const state = ok ? 'delivered' : next ? 'pending' : 'failed';
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE webhook_messages
          SET state = $3, claim_token = NULL, lease_until = NULL, replay_requested = false,
              attempt_count = attempt_count + 1, last_status = $4, last_attempt_date = $5,
              next_attempt_date = coalesce($6, next_attempt_date),
              delivered_date = CASE WHEN $3 = 'delivered' THEN $5 ELSE delivered_date END
        WHERE id = $1 AND claim_token = $2 AND state = 'sending'
        RETURNING id`,
      [message.id, message.claimToken, state, outcome.status, at, next],
    );
    await tx.query(
      // The message may have gone with its endpoint (deleted during the attempt): nothing to log then.
      `INSERT INTO webhook_attempts (message_id, attempt_date, status, response_excerpt, error, duration_ms, is_replay)
       SELECT id, $2, $3, $4, $5, $6, $7 FROM webhook_messages WHERE id = $1`,
      [message.id, at, outcome.status, outcome.excerpt, outcome.error, outcome.durationMs, message.replay],
    );
    return rows.length ? state : 'lost';
  });
}

/** The signing secrets of an endpoint: the current one, and the previous one during its grace time. */
interface EndpointTarget {
  url: string;
  secrets: string[];
}

async function loadTargets(db: Db, secrets: Secrets, ids: number[], at: Date): Promise<Map<number, EndpointTarget>> {
  const { rows } = await db.query<{
    id: number;
    url: string;
    secret: Buffer;
    previous: Buffer | null;
    previousUntil: Date | string | null;
  }>(
    `SELECT id, url, secret_ciphertext AS secret, previous_secret_ciphertext AS previous,
            previous_secret_until AS "previousUntil"
       FROM webhook_endpoints WHERE id = ANY($1::int[])`,
    [ids],
  );
  const targets = new Map<number, EndpointTarget>();
  for (const row of rows) {
    const list = [await secrets.decrypt(row.secret, SECRET_PURPOSE)];
    if (row.previous && row.previousUntil && new Date(row.previousUntil).getTime() > at.getTime())
      list.push(await secrets.decrypt(row.previous, SECRET_PURPOSE));
    targets.set(row.id, { url: row.url, secrets: list });
  }
  return targets;
}

/**
 * The three Standard Webhooks headers. The signature header carries one `v1,` signature per secret
 * (space-separated), so that a receiver holding either the new or the old secret accepts it. The
 * timestamp is the wall clock's, not the server's settable clock: receivers compare it with theirs.
 */
export function signatureHeaders(msgId: string, body: string, secrets: readonly string[], sentAt = new Date()) {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(msgId, sentAt, body)).join(' '),
  };
}

/** POSTs a message; redirects are not followed (a 3xx is a failed attempt). */
export function postMessage(
  target: EndpointTarget,
  msgId: string,
  body: string,
  allowedHosts: ReadonlySet<string>,
): Promise<AttemptOutcome> {
  const started = Date.now();
  const done = (o: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({ ...o, durationMs: Date.now() - started });
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return Promise.resolve(done({ status: null, excerpt: null, error: 'the address is not a URL' }));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Fedra-Webhooks/1.0',
          ...signatureHeaders(msgId, body, target.secrets),
        },
        timeout: REQUEST_TIMEOUT_MS,
        ...(isAllowlisted(url, allowedHosts) ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          // Only the start is kept; the rest is read and dropped so that the socket is freed.
          if (size < EXCERPT_LENGTH * 4) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_LENGTH);
          resolve(done({ status: response.statusCode ?? 0, excerpt: text || null, error: null }));
        });
        response.on('error', (err) =>
          resolve(done({ status: response.statusCode ?? null, excerpt: null, error: err.message })),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('the receiver did not answer in time')));
    request.on('error', (err) => resolve(done({ status: null, excerpt: null, error: err.message.slice(0, 500) })));
    request.end(body);
  });
}

/**
 * One round: claims due messages and sends them (batch after batch until none is due). Answers
 * how many were delivered, rescheduled and given up. `at` is for tests that move time.
 */
export async function deliverDueWebhooks(
  deps: WebhookDeliveryDeps,
  options: { at?: Date; messageId?: number } = {},
): Promise<{ delivered: number; retrying: number; failed: number }> {
  const totals = { delivered: 0, retrying: 0, failed: 0 };
  const allowed = parseEndpointHosts(deps.config.PUSH_ENDPOINT_HOSTS);
  for (;;) {
    const at = options.at ?? now();
    const claimed = await claimWebhookMessages(deps.db, at, { messageId: options.messageId });
    if (!claimed.length) return totals;
    const targets = await loadTargets(deps.db, deps.secrets, [...new Set(claimed.map((m) => m.endpointId))], at);
    for (let i = 0; i < claimed.length; i += PARALLEL) {
      await Promise.all(
        claimed.slice(i, i + PARALLEL).map(async (message) => {
          const target = targets.get(message.endpointId);
          const outcome = target
            ? await postMessage(target, message.msgId, message.body, allowed)
            : { status: null, excerpt: null, error: 'the endpoint was deleted', durationMs: 0 };
          const state = await recordAttempt(deps.db, message, outcome, options.at ?? now());
          if (state === 'delivered') totals.delivered++;
          else if (state === 'pending') totals.retrying++;
          else if (state === 'failed') totals.failed++;
        }),
      );
    }
    if (options.messageId) return totals;
  }
}

export interface WebhookJobData {
  /** Send this message now if it is due (a replay); without it, every due message. */
  messageId?: number;
}

/**
 * The delivery job: sends what is due. Every instance also sweeps for due messages every few
 * seconds (the outbox rows are written by features without the job queue at hand, and retries
 * are due at their own times); claims keep two instances from sending one message twice.
 */
export function defineWebhookDeliveryJob(deps: AppDeps): JobDefinition<WebhookJobData> {
  return deps.jobs.defineOnce<WebhookJobData>(WEBHOOK_QUEUE, () => {
    deps.jobs.every(SWEEP_INTERVAL_MS, () => deliverDueWebhooks(deps), { name: 'schedule.webhooks-sweep' });
    return {
      name: WEBHOOK_QUEUE,
      // A failed request is recorded and retried by the schedule above, not by the queue.
      retryLimit: 0,
      timeoutSeconds: 10 * 60,
      concurrency: 1,
      handler: (data) => deliverDueWebhooks(deps, { messageId: data.messageId }),
    };
  });
}
