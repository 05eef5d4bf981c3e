// The office's endpoints: registered with a URL that passes web push's address rules, a secret made
// here and shown once, rotated with a grace time for the old one; and the messages' replay.
import { randomBytes } from 'node:crypto';
import type {
  WebhookEndpoint,
  WebhookEndpointInputSchema,
  WebhookEndpointWithSecret,
  WebhookMessageDetail,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import { now } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import { endpointProblem, parseEndpointHosts } from '../../platform/push/push-endpoint';
import { SECRET_PURPOSE } from './webhooks.delivery';
import { RETRY_WINDOW_MS } from './webhooks.events';
import { ENDPOINT_COLUMNS, MESSAGE_COLUMNS } from './webhooks.list';
import './webhooks.messages';

/** How long messages are signed with the secret before a rotation too. */
export const SECRET_GRACE_MS = 24 * 3600 * 1000;

type Deps = Pick<AppDeps, 'db' | 'config' | 'secrets'>;
type Input = z.output<typeof WebhookEndpointInputSchema>;

/** A new signing secret: whsec_ and 32 random bytes in base64 (the Standard Webhooks form). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Web push's address rules (platform/push/push-endpoint.ts): https to a public host name, never an
 * IP address, this machine or a local network, unless PUSH_ENDPOINT_HOSTS lists the host (tests).
 * A port is allowed: receivers of webhooks often listen on one of their own.
 */
function requireAllowedUrl(deps: Deps, url: string): void {
  const problem = endpointProblem(url, parseEndpointHosts(deps.config.PUSH_ENDPOINT_HOSTS));
  if (!problem || problem === 'push.endpointPort') return;
  const key = problem === 'push.endpointHttps' ? 'webhooks.urlHttps' : 'webhooks.urlHost';
  throw validationError([{ field: 'url', key, params: { label: 'url' } }]);
}

export async function getEndpoint(db: Db, id: number): Promise<WebhookEndpoint> {
  const rows = await db.execute<WebhookEndpoint>(
    sql`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e WHERE e.id = ${id}`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  return row;
}

export async function createEndpoint(
  deps: Deps,
  userId: number,
  input: Input,
  origin: Origin,
): Promise<WebhookEndpointWithSecret> {
  requireAllowedUrl(deps, input.url);
  const secret = newSecret();
  const box = await deps.secrets.encrypt(secret, SECRET_PURPOSE);
  const id = await transaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO webhook_endpoints (url, description, events, is_active, secret_ciphertext, created_by_id, created_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [input.url, input.description || null, input.events, input.isActive, box, userId, now()],
    );
    const created = rows[0]!.id;
    await writeAudit(tx, {
      actorUserId: userId,
      action: 'webhook.create',
      subjectType: 'webhook',
      subjectId: created,
      origin,
      details: { after: { url: input.url, events: input.events, isActive: input.isActive } },
    });
    return created;
  });
  return { ...(await getEndpoint(deps.db, id)), secret };
}

export async function updateEndpoint(
  deps: Deps,
  userId: number,
  id: number,
  input: Input,
  origin: Origin,
): Promise<WebhookEndpoint> {
  requireAllowedUrl(deps, input.url);
  await transaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ url: string; events: string[]; isActive: boolean; description: string | null }>(
      `SELECT url, events, is_active AS "isActive", description FROM webhook_endpoints WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const before = rows[0];
    if (!before) throw notFound();
    await tx.query(
      `UPDATE webhook_endpoints SET url = $2, description = $3, events = $4, is_active = $5,
              edited_by_id = $6, edited_date = $7 WHERE id = $1`,
      [id, input.url, input.description || null, input.events, input.isActive, userId, now()],
    );
    await writeAudit(tx, {
      actorUserId: userId,
      action: 'webhook.update',
      subjectType: 'webhook',
      subjectId: id,
      origin,
      details: {
        before,
        after: {
          url: input.url,
          events: input.events,
          isActive: input.isActive,
          description: input.description ?? null,
        },
      },
    });
  });
  return getEndpoint(deps.db, id);
}

export async function deleteEndpoint(db: Db, userId: number, id: number, origin: Origin): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.query<{ url: string }>('DELETE FROM webhook_endpoints WHERE id = $1 RETURNING url', [id]);
    if (!rows[0]) throw notFound();
    await writeAudit(tx, {
      actorUserId: userId,
      action: 'webhook.delete',
      subjectType: 'webhook',
      subjectId: id,
      origin,
      details: { before: { url: rows[0].url } },
    });
  });
}

/**
 * A new secret; the current one becomes the previous one and signs too for SECRET_GRACE_MS (the
 * signature header then carries both signatures), so that the receiver may switch without losing
 * a message. A second rotation within the grace time drops the oldest secret.
 */
export async function rotateSecret(
  deps: Deps,
  userId: number,
  id: number,
  origin: Origin,
): Promise<WebhookEndpointWithSecret> {
  const secret = newSecret();
  const box = await deps.secrets.encrypt(secret, SECRET_PURPOSE);
  const at = now();
  await transaction(deps.db, async (tx) => {
    const { rowCount } = await tx.query(
      `UPDATE webhook_endpoints
          SET previous_secret_ciphertext = secret_ciphertext, previous_secret_until = $3,
              secret_ciphertext = $2, secret_rotated_date = $4, edited_by_id = $5, edited_date = $4
        WHERE id = $1`,
      [id, box, new Date(at.getTime() + SECRET_GRACE_MS), at, userId],
    );
    if (!rowCount) throw notFound();
    await writeAudit(tx, {
      actorUserId: userId,
      action: 'webhook.rotate-secret',
      subjectType: 'webhook',
      subjectId: id,
      origin,
    });
  });
  return { ...(await getEndpoint(deps.db, id)), secret };
}

export async function getMessage(db: Db, id: number): Promise<WebhookMessageDetail> {
  const { rows } = await db.execute<Omit<WebhookMessageDetail, 'attempts'>>(
    sql`SELECT ${MESSAGE_COLUMNS}, m.body FROM webhook_messages m WHERE m.id = ${id}`,
  );
  const message = rows[0];
  if (!message) throw notFound();
  const attempts = await db.query<WebhookMessageDetail['attempts'][number]>(
    `SELECT id::int, to_char(attempt_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "attemptDate",
            status, response_excerpt AS "responseExcerpt", error, duration_ms AS "durationMs", is_replay AS "isReplay"
       FROM webhook_attempts WHERE message_id = $1 ORDER BY id DESC`,
    [id],
  );
  return { ...message, attempts: attempts.rows };
}

/**
 * Sends a message again with the same webhook-id: it is due now and retried for 24 hours from
 * now if it fails. 409 while an attempt runs (its claim must end first).
 */
export async function replayMessage(db: Db, userId: number, id: number, origin: Origin): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.query<{ state: string; endpointId: number }>(
      'SELECT state, endpoint_id AS "endpointId" FROM webhook_messages WHERE id = $1 FOR UPDATE',
      [id],
    );
    const message = rows[0];
    if (!message) throw notFound();
    if (message.state === 'sending') throw new AppError('conflict', 409, {}, [{ key: 'webhooks.messageSending' }]);
    const at = now();
    await tx.query(
      `UPDATE webhook_messages SET state = 'pending', replay_requested = true, next_attempt_date = $2, give_up_date = $3
        WHERE id = $1`,
      [id, at, new Date(at.getTime() + RETRY_WINDOW_MS)],
    );
    await writeAudit(tx, {
      actorUserId: userId,
      action: 'webhook.replay',
      subjectType: 'webhook',
      subjectId: message.endpointId,
      origin,
      details: { messageId: id },
    });
  });
}
