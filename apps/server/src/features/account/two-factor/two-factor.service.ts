// Two-factor sign-in with a time-based code (issue 28 §8; otplib): enrolment (a pending secret,
// confirmed by a first code, then ten one-time recovery codes stored as SHA-256), switching off
// with the password, and the check that sign-in runs once the password is right. The secret is
// stored encrypted (platform/secrets, purpose "user.totp"). A code is taken within ±30 s.
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup, type TwoFactorState, type UserRole } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { UserAccess } from '../../../platform/access/user-access';
import { type Origin, writeAudit } from '../../../platform/audit/audit-log';
import { verifyPassword } from '../../../platform/auth/password';
import { passwordChangeThrottleRules, recordFailure, secondsBlocked } from '../../../platform/auth/throttle';
import type { Db } from '../../../platform/db/pool';
import { isoTimestampSql } from '../../../platform/db/sql-columns';
import { transaction } from '../../../platform/db/transaction';
import { AppError, validationError } from '../../../platform/errors/app-error';
import type { Secrets } from '../../../platform/secrets/secrets';
import './two-factor.messages';

/** The secrets purpose the TOTP secret is encrypted for. */
export const TOTP_SECRET_PURPOSE = 'user.totp';
const PURPOSE = TOTP_SECRET_PURPOSE;
/** Seconds a code may be off the server's clock (one step either way). */
const TOLERANCE = 30;

export interface TwoFactorDeps {
  db: Db;
  secrets: Secrets;
  projectName: string;
  /** Role types that require it (TWO_FACTOR_REQUIRED_ROLES): their users cannot switch it off. */
  requiredRoles: readonly UserRole[];
}

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
/** A recovery code: ten letters and digits in two groups, easy to copy down ("k3f9d-2mxq7"). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A role of the user requires two-factor sign-in (TWO_FACTOR_REQUIRED_ROLES). */
export const requiredByRole = (deps: TwoFactorDeps, user: UserAccess) =>
  user.roles.some((r) => deps.requiredRoles.includes(r.type.code));

export async function twoFactorState(deps: TwoFactorDeps, user: UserAccess): Promise<TwoFactorState> {
  const { rows } = await deps.db.execute<Omit<TwoFactorState, 'requiredByRole'>>(sql`
    SELECT u.totp_enabled_at IS NOT NULL AS enabled, ${isoTimestampSql(sql`u.totp_enabled_at`)} AS "enabledAt",
           (SELECT count(*)::int FROM user_recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL) AS "recoveryCodesLeft"
      FROM users u WHERE u.id = ${user.userId}`);
  return { ...rows[0]!, requiredByRole: requiredByRole(deps, user) };
}

/** A new pending secret and its QR code; 409 while two-factor sign-in is on (switch it off first). */
export async function startTwoFactor(deps: TwoFactorDeps, userId: number): Promise<TwoFactorSetup> {
  const { rows } = await deps.db.execute<{ userName: string; enabled: boolean }>(
    sql`SELECT user_name AS "userName", totp_enabled_at IS NOT NULL AS enabled FROM users WHERE id = ${userId}`,
  );
  if (rows[0]!.enabled) throw new AppError('conflict', 409, {}, [{ key: 'twoFactor.alreadyOn' }]);
  const secret = generateSecret();
  const box = await deps.secrets.encrypt(secret, PURPOSE);
  await deps.db.execute(sql`UPDATE users SET totp_pending_secret = ${box} WHERE id = ${userId}`);
  const uri = generateURI({ issuer: deps.projectName, label: rows[0]!.userName, secret });
  const { default: QRCode } = await import('qrcode'); // loaded on the first code, not in every server
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

const codeWrong = () => validationError([{ field: 'code', key: 'twoFactor.codeWrong' }]);
const matches = async (secret: string, code: string) =>
  (await verify({ secret, token: code, epochTolerance: TOLERANCE })).valid;

/** Switches it on with a first code from the app: the pending secret becomes the secret; new recovery codes. */
export async function confirmTwoFactor(
  deps: TwoFactorDeps,
  userId: number,
  code: string,
  origin: Origin,
): Promise<string[]> {
  return transaction(deps.db, async (tx) => {
    const { rows } = await tx.execute<{ pending: Buffer | null }>(
      sql`SELECT totp_pending_secret AS pending FROM users WHERE id = ${userId} FOR UPDATE`,
    );
    const pending = rows[0]?.pending;
    if (!pending) throw new AppError('conflict', 409, {}, [{ key: 'twoFactor.notStarted' }]);
    if (!(await matches(await deps.secrets.decrypt(pending, PURPOSE), code))) throw codeWrong();
    await tx.execute(sql`
      UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = now()
       WHERE id = ${userId}`);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.execute(sql`DELETE FROM user_recovery_codes WHERE user_id = ${userId}`);
    await tx.execute(sql`
      INSERT INTO user_recovery_codes (user_id, code_hash)
      SELECT ${userId}, h FROM unnest(${sql.param(codes.map(hashCode))}::text[]) AS h`);
    await writeAudit(tx, { actorUserId: userId, action: '2fa.enable', subjectType: 'user', subjectId: userId, origin });
    return codes;
  });
}

/**
 * Switches it off after the password (wrong passwords throttled as in the password change); 409
 * when a role of the user requires it.
 */
export async function disableTwoFactor(deps: TwoFactorDeps, user: UserAccess, password: string, origin: Origin) {
  if (requiredByRole(deps, user)) throw new AppError('conflict', 409, {}, [{ key: 'twoFactor.requiredByRole' }]);
  const userId = user.userId;
  const rules = passwordChangeThrottleRules(userId);
  const blocked = await secondsBlocked(deps.db, rules);
  if (blocked > 0) {
    throw new AppError('too_many_attempts', 429, { seconds: blocked }, [], { 'retry-after': String(blocked) });
  }
  const { rows } = await deps.db.execute<{ hash: string }>(
    sql`SELECT password_hash AS hash FROM users WHERE id = ${userId}`,
  );
  if (!(await verifyPassword(password, rows[0]?.hash ?? ''))) {
    await recordFailure(deps.db, rules);
    throw validationError([{ field: 'password', key: 'account.currentPasswordWrong' }]);
  }
  await transaction(deps.db, async (tx) => {
    await tx.execute(sql`
      UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL WHERE id = ${userId}`);
    await tx.execute(sql`DELETE FROM user_recovery_codes WHERE user_id = ${userId}`);
    await writeAudit(tx, {
      actorUserId: userId,
      action: '2fa.disable',
      subjectType: 'user',
      subjectId: userId,
      origin,
    });
  });
}

/**
 * Sign-in's second step for an account with two-factor sign-in (null: the account has none): the
 * code from the app, or an unused recovery code (spent here).
 */
export async function secondFactor(
  deps: TwoFactorDeps,
  userId: number,
  code: string | undefined,
): Promise<'none' | 'missing' | 'ok' | 'wrong'> {
  const { rows } = await deps.db.execute<{ secret: Buffer | null; enabled: boolean }>(
    sql`SELECT totp_secret AS secret, totp_enabled_at IS NOT NULL AS enabled FROM users WHERE id = ${userId}`,
  );
  const row = rows[0];
  if (!row?.enabled || !row.secret) return 'none';
  if (!code) return 'missing';
  if (/^\d{6}$/.test(code) && (await matches(await deps.secrets.decrypt(row.secret, PURPOSE), code))) return 'ok';
  const spent = await deps.db.execute(sql`
    UPDATE user_recovery_codes SET used_at = now()
     WHERE id = (SELECT id FROM user_recovery_codes WHERE user_id = ${userId} AND code_hash = ${hashCode(code)}
                   AND used_at IS NULL LIMIT 1 FOR UPDATE)
    RETURNING id`);
  return spent.rows.length ? 'ok' : 'wrong';
}
