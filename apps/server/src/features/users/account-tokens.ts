// One-time links of an account (table account_tokens): a random token that only its e-mail holds,
// stored as its SHA-256, working once until it expires. Issuing a new link of a purpose ends the
// unused ones of that purpose, so only the latest invitation or reset link works.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';

export type TokenPurpose = 'invitation' | 'password-reset';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueAccountToken(
  tx: Db,
  userId: number,
  purpose: TokenPurpose,
  hours: number,
  createdById: number | null,
): Promise<{ token: string; id: number; expiresAt: Date }> {
  await tx.execute(sql`
    UPDATE account_tokens SET expires_at = least(expires_at, now())
     WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL`);
  const token = randomBytes(32).toString('base64url');
  const { rows } = await tx.execute<{ id: number; expiresAt: Date }>(sql`
    INSERT INTO account_tokens (user_id, purpose, token_hash, created_by_id, expires_at)
    VALUES (${userId}, ${purpose}, ${hashToken(token)}, ${createdById}, now() + make_interval(hours => ${hours}))
    RETURNING id, expires_at AS "expiresAt"`);
  return { token, id: rows[0]!.id, expiresAt: new Date(rows[0]!.expiresAt) };
}

/**
 * Spends a link: the user it belongs to, or null when it is unknown, of another purpose, used or
 * expired. The row is locked, so two uses at once cannot both pass.
 */
export async function spendAccountToken(tx: Db, token: string, purpose: TokenPurpose): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number; userId: number; live: boolean }>(sql`
    SELECT id, user_id AS "userId", used_at IS NULL AND expires_at > now() AS live
      FROM account_tokens WHERE token_hash = ${hashToken(token)} AND purpose = ${purpose} FOR UPDATE`);
  const row = rows[0];
  if (!row?.live) return null;
  await tx.execute(sql`UPDATE account_tokens SET used_at = now() WHERE id = ${row.id}`);
  return row.userId;
}
