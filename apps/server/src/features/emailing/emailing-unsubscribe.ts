// Unsubscribing from campaign mail (issue 36, docs/decisions/campaign-vocative-and-unsubscribe.md):
// every campaign message carries a per-recipient signed link (the footer) and the RFC 8058
// headers; a POST with the token (one click from the mail client, or the button of the public
// page) stores the address in `emailing_unsubscribes`, which later campaigns skip. The token is
// an HMAC of [campaign, address, expiry] with a key derived from the server's signing key (kept
// in the database, so every instance agrees), under its own label: it passes for nothing else.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { EmailUnsubscribeState } from '@fedra/contract';
import { CAMPAIGN_STATUS, EMAIL_UNSUBSCRIBE_PAGE, endpoints } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import { loadSigningKey } from '../../platform/auth/tokens';
import { now } from '../../platform/clock';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { validationError } from '../../platform/errors/app-error';
import { publicBase } from '../../platform/http/request-origin';
import { runSql } from './emailing-db';

/** How long an unsubscribe link works after its message was made. */
export const UNSUBSCRIBE_LINK_DAYS = 400;

export interface UnsubscribeClaims {
  campaignId: number;
  /** Lower case. */
  email: string;
}

export interface UnsubscribeSigner {
  /** A token for the address of the campaign; `expiresAt` defaults to UNSUBSCRIBE_LINK_DAYS from now. */
  issue(campaignId: number, email: string, expiresAt?: Date): string;
  /** The claims of a token this server signed that has not expired, else null. */
  read(token: string): UnsubscribeClaims | null;
}

const keys = new WeakMap<Db, Promise<Buffer>>();

function unsubscribeKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadSigningKey(db).then((secret) =>
      Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'fedra emailing unsubscribe v1', 32)),
    );
    keys.set(db, key);
  }
  return key;
}

export function signerWithKey(key: Buffer): UnsubscribeSigner {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(campaignId, email, expiresAt) {
      const expires = Math.floor((expiresAt?.getTime() ?? now().getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000) / 1000);
      const payload = Buffer.from(JSON.stringify([campaignId, email.toLowerCase(), expires])).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    read(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!Array.isArray(parsed) || parsed.length !== 3) return null;
      const [campaignId, email, expires] = parsed as unknown[];
      if (typeof campaignId !== 'number' || !Number.isSafeInteger(campaignId) || campaignId <= 0) return null;
      if (typeof email !== 'string' || !email.includes('@') || email.length > 254) return null;
      if (typeof expires !== 'number' || expires * 1000 <= now().getTime()) return null;
      return { campaignId, email };
    },
  };
}

/** The signer of the database behind `db` (its key loaded once). */
export async function unsubscribeSigner(db: Db): Promise<UnsubscribeSigner> {
  return signerWithKey(await unsubscribeKey(db));
}

/** Where the links point: PUBLIC_URL, else this server on localhost (as the other job mails). */
export function unsubscribeLinks(config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'ROUTER_BASE'>) {
  const origin = publicBase(config) ?? `http://localhost:${config.PORT}`;
  const query = (token: string) => `?token=${encodeURIComponent(token)}`;
  return {
    /** The public page: a confirmation with a button (a GET never unsubscribes: scanners follow links). */
    page: (token: string) => `${origin}${config.ROUTER_BASE}${EMAIL_UNSUBSCRIBE_PAGE}${query(token)}`,
    /** The RFC 8058 one-click address of the List-Unsubscribe header (POST). */
    oneClick: (token: string) => `${origin}${endpoints.emailing.unsubscribe.path}${query(token)}`,
  };
}

const tokenInvalid = () => validationError([{ field: 'token', key: 'emailing.unsubscribeTokenInvalid' }]);

async function claimsOf(db: Db, token: string): Promise<UnsubscribeClaims> {
  const claims = (await unsubscribeSigner(db)).read(token);
  if (!claims) throw tokenInvalid();
  return claims;
}

/** `j…a@example.cz`: enough for its owner to recognise the address, not to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local.charAt(0)}…` : `${local.charAt(0)}…${local.charAt(local.length - 1)}`;
  return `${shown}${email.slice(at)}`;
}

/** What the public page shows for a token: whose address (masked) and whether it is already off. */
export async function unsubscribeState(db: Db, token: string): Promise<EmailUnsubscribeState> {
  const claims = await claimsOf(db, token);
  const { rows } = await db.query<{ unsubscribed: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM emailing_unsubscribes WHERE email = $1) AS unsubscribed',
    [claims.email],
  );
  return { email: maskEmail(claims.email), unsubscribed: rows[0]?.unsubscribed ?? false };
}

/**
 * Unsubscribes the token's address (again: nothing changes, still a success), and cancels its
 * pending deliveries of campaigns being sent. The person and user come from the campaign's
 * delivery to that address; the audit log notes the address, from where and how.
 */
export async function unsubscribe(
  db: Db,
  token: string,
  how: { origin: Origin; oneClick: boolean },
): Promise<EmailUnsubscribeState> {
  const claims = await claimsOf(db, token);
  await transaction(db, async (client) => {
    const { rows } = await runSql<{ id: number }>(
      client,
      sql`INSERT INTO emailing_unsubscribes (email, person_id, user_id, campaign_id)
          SELECT ${claims.email}, d.person_id, d.user_id, c.id
            FROM (SELECT 1) one
            LEFT JOIN emailing_campaigns c ON c.id = ${claims.campaignId}
            LEFT JOIN emailing_deliveries d ON d.campaign_id = c.id AND lower(d.email) = ${claims.email}
          ON CONFLICT (email) DO NOTHING
          RETURNING id`,
    );
    // A campaign being sent now skips the address too (its deliveries were fixed before).
    await runSql(
      client,
      sql`UPDATE emailing_deliveries SET state = 'cancelled', next_attempt_date = NULL
           WHERE campaign_id IN (SELECT id FROM emailing_campaigns WHERE status_id = ${CAMPAIGN_STATUS.sending})
             AND lower(email) = ${claims.email} AND state = 'pending'`,
    );
    if (!rows[0]) return;
    await writeAudit(client, {
      actorUserId: null,
      action: 'emailing.unsubscribe',
      subjectType: 'emailing-campaign',
      subjectId: claims.campaignId,
      origin: how.origin,
      details: { email: claims.email, via: how.oneClick ? 'list-unsubscribe' : 'page' },
    });
  });
  return { email: maskEmail(claims.email), unsubscribed: true };
}
