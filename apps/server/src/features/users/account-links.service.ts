// The account's one-time links (issue 28 §7): accepting an invitation and a forgotten password.
// A reset request answers the same, at about the same time, whether or not the address has an
// account (the mail goes out after the answer), and is limited per address and per network address
// whether or not the account exists. A link that is unknown, used or expired is a 400 on `token`
// and changes nothing.
import { PASSWORD_RESET_HOURS } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import { hashPassword } from '../../platform/auth/password';
import { passwordResetThrottleRules, recordFailure, secondsBlocked } from '../../platform/auth/throttle';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError, validationError } from '../../platform/errors/app-error';
import { issueAccountToken, spendAccountToken, type TokenPurpose } from './account-tokens';
import { NO_PASSWORD } from './users.service';

const linkInvalid = () => validationError([{ field: 'token', key: 'users.linkInvalid' }]);

/**
 * Sets the password through a link: the invitation's first password, or a reset (which ends every
 * session of the account). A locked account's link does nothing.
 */
export async function setPasswordByLink(
  db: Db,
  purpose: TokenPurpose,
  token: string,
  password: string,
  origin: Origin,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await transaction(db, async (tx) => {
    const userId = await spendAccountToken(tx, token, purpose);
    if (userId === null) throw linkInvalid();
    const { rows } = await tx.execute<{ pending: boolean; locked: boolean }>(sql`
      SELECT password_hash = ${NO_PASSWORD} AS pending, locked_at IS NOT NULL AS locked
        FROM users WHERE id = ${userId} AND is_active FOR UPDATE`);
    const user = rows[0];
    // An invitation works only while no password is set; a locked account takes no new password.
    if (!user || user.locked || (purpose === 'invitation' && !user.pending)) throw linkInvalid();
    await tx.execute(sql`UPDATE users SET password_hash = ${passwordHash}, edited_date = now() WHERE id = ${userId}`);
    await tx.execute(
      sql`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`,
    );
    // The other links of the account stop working too: the password they were for is set.
    await tx.execute(
      sql`UPDATE account_tokens SET expires_at = least(expires_at, now()) WHERE user_id = ${userId} AND used_at IS NULL`,
    );
    await writeAudit(tx, {
      actorUserId: userId,
      action: purpose === 'invitation' ? 'invitation.accept' : 'password.reset',
      subjectType: 'user',
      subjectId: userId,
      origin,
    });
  });
}

export interface ResetLink {
  userId: number;
  name: string;
  email: string;
  token: string;
  tokenId: number;
  expiresAt: Date;
}

/**
 * A reset link for the account of this e-mail (sign-in name or address), or null when there is no
 * such active, unlocked account. 429 when the address or the network address asked too often.
 */
export async function requestPasswordReset(db: Db, email: string, origin: Origin): Promise<ResetLink | null> {
  const rules = passwordResetThrottleRules(email, origin.ip ?? '');
  const blocked = await secondsBlocked(db, rules);
  if (blocked > 0) {
    throw new AppError('too_many_attempts', 429, { seconds: blocked }, [], { 'retry-after': String(blocked) });
  }
  // Every request counts, for an unknown address too: the limit tells nothing about who exists.
  await recordFailure(db, rules);
  return transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ id: number; name: string; email: string }>(sql`
      SELECT id, concat_ws(' ', first_name, last_name) AS name, email FROM users
       WHERE (lower(user_name) = lower(${email}) OR lower(email) = lower(${email})) AND is_active AND locked_at IS NULL
       ORDER BY (lower(user_name) = lower(${email})) DESC, id LIMIT 1`);
    const user = rows[0];
    if (!user) return null;
    const issued = await issueAccountToken(tx, user.id, 'password-reset', PASSWORD_RESET_HOURS, null);
    await writeAudit(tx, {
      actorUserId: null,
      action: 'password.reset-requested',
      subjectType: 'user',
      subjectId: user.id,
      origin,
    });
    return {
      userId: user.id,
      name: user.name,
      email: user.email,
      token: issued.token,
      tokenId: issued.id,
      expiresAt: issued.expiresAt,
    };
  });
}
