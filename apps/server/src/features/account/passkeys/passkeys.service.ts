// Passkeys (issue 28 §9; @simplewebauthn/server): registering one in the profile, listing and
// removing them, and signing in with one. Every challenge is stored (any server instance can check
// the answer), spent by its first answer and valid five minutes. A passkey asks the user to unlock
// it (user verification), so a passkey sign-in is two factors in one and asks for no code.
import type { Passkey, PasskeyChallenge, TokenResponse } from '@fedra/contract';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { sql } from 'drizzle-orm';
import type { UserAccess } from '../../../platform/access/user-access';
import { type Origin, writeAudit } from '../../../platform/audit/audit-log';
import { addressThrottleRules, recordFailure, secondsBlocked } from '../../../platform/auth/throttle';
import type { Db } from '../../../platform/db/pool';
import { isoTimestampSql } from '../../../platform/db/sql-columns';
import { transaction } from '../../../platform/db/transaction';
import { AppError, isUniqueViolation, notFound, validationError } from '../../../platform/errors/app-error';
import { signIn, type TokenDeps } from '../account.service';
import type { RelyingParty } from './relying-party';
import './passkeys.messages';

/** @simplewebauthn/server, loaded on the first passkey call: it holds about 20 MB in every server. */
const webauthn = () => import('@simplewebauthn/server');

export interface PasskeyDeps {
  db: Db;
  projectName: string;
}

const CHALLENGE_SECONDS = 300;

async function storeChallenge(db: Db, userId: number | null, challenge: string): Promise<string> {
  // Challenges nobody answered are cleared on the way.
  await db.execute(sql`DELETE FROM passkey_challenges WHERE expires_at < now()`);
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO passkey_challenges (user_id, challenge, expires_at)
    VALUES (${userId}, ${challenge}, now() + make_interval(secs => ${CHALLENGE_SECONDS}))
    RETURNING id`);
  return rows[0]!.id;
}

/** Spends a challenge of this user (null: a sign-in's); null when it is unknown, used or expired. */
async function spendChallenge(db: Db, id: string, userId: number | null): Promise<string | null> {
  const { rows } = await db.execute<{ challenge: string }>(sql`
    DELETE FROM passkey_challenges
     WHERE id = ${id} AND user_id IS NOT DISTINCT FROM ${userId} AND expires_at > now()
    RETURNING challenge`);
  return rows[0]?.challenge ?? null;
}

const passkeyColumns = sql`p.id, p.name, ${isoTimestampSql(sql`p.created_at`)} AS "createdAt",
  ${isoTimestampSql(sql`p.last_used_at`)} AS "lastUsedAt"`;

export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  const { rows } = await db.execute<Passkey>(
    sql`SELECT ${passkeyColumns} FROM user_passkeys p WHERE p.user_id = ${userId} ORDER BY p.created_at, p.id`,
  );
  return rows;
}

export async function registrationOptions(
  deps: PasskeyDeps,
  user: UserAccess,
  rp: RelyingParty,
): Promise<PasskeyChallenge> {
  const { rows } = await deps.db.execute<{ userName: string; displayName: string; ids: string[] | null }>(sql`
    SELECT u.user_name AS "userName", u.first_name || ' ' || u.last_name AS "displayName",
           (SELECT array_agg(p.credential_id) FROM user_passkeys p WHERE p.user_id = u.id) AS ids
      FROM users u WHERE u.id = ${user.userId}`);
  const me = rows[0]!;
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: deps.projectName,
    rpID: rp.rpId,
    userName: me.userName,
    userDisplayName: me.displayName,
    userID: new TextEncoder().encode(`fedra-user-${user.userId}`),
    attestationType: 'none',
    // One passkey per authenticator: the browser says so instead of making a second.
    excludeCredentials: (me.ids ?? []).map((id) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { challengeId: await storeChallenge(deps.db, user.userId, options.challenge), options: { ...options } };
}

const expired = () => validationError([{ field: 'challengeId', key: 'passkey.expired' }]);

export async function registerPasskey(
  deps: PasskeyDeps,
  user: UserAccess,
  rp: RelyingParty,
  body: { challengeId: string; name: string; credential: unknown },
  origin: Origin,
): Promise<Passkey> {
  const challenge = await spendChallenge(deps.db, body.challengeId, user.userId);
  if (!challenge) throw expired();
  const verified = await (await webauthn())
    .verifyRegistrationResponse({
      response: body.credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!verified?.verified) throw validationError([{ field: 'credential', key: 'passkey.notVerified' }]);
  const { credential } = verified.registrationInfo;
  return transaction(deps.db, async (tx) => {
    try {
      const { rows } = await tx.execute<Passkey>(sql`
        WITH p AS (
          INSERT INTO user_passkeys (user_id, credential_id, public_key, counter, transports, name)
          VALUES (${user.userId}, ${credential.id}, ${Buffer.from(credential.publicKey)}, ${credential.counter},
                  ${sql.param(credential.transports ?? [])}::text[], ${body.name})
          RETURNING *)
        SELECT ${passkeyColumns} FROM p`);
      await writeAudit(tx, {
        actorUserId: user.userId,
        action: 'passkey.add',
        subjectType: 'user',
        subjectId: user.userId,
        origin,
        details: { name: body.name },
      });
      return rows[0]!;
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict', 409, {}, [{ key: 'passkey.alreadyRegistered' }]);
      throw err;
    }
  });
}

export async function removePasskey(db: Db, user: UserAccess, id: number, origin: Origin): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(
      sql`DELETE FROM user_passkeys WHERE id = ${id} AND user_id = ${user.userId} RETURNING name`,
    );
    if (!rows[0]) throw notFound();
    await writeAudit(tx, {
      actorUserId: user.userId,
      action: 'passkey.remove',
      subjectType: 'user',
      subjectId: user.userId,
      origin,
      details: { name: rows[0].name },
    });
  });
}

export async function signInOptions(db: Db, rp: RelyingParty): Promise<PasskeyChallenge> {
  // No list of credentials: the browser offers the passkeys it holds for this site.
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
  });
  return { challengeId: await storeChallenge(db, null, options.challenge), options: { ...options } };
}

type StoredPasskey = {
  id: number;
  userId: number;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  locked: boolean;
};

/**
 * Signs in with a passkey's signed answer. Whatever fails (an unknown, spent or expired challenge,
 * an unknown passkey, a signature that does not verify) is the same 401 `passkey_invalid`, counted
 * against the caller's address as a failed sign-in.
 */
export async function signInWithPasskey(
  deps: PasskeyDeps & { tokens: TokenDeps },
  rp: RelyingParty,
  body: { challengeId: string; credential: { id: string } },
  origin: Origin,
): Promise<TokenResponse> {
  const rules = addressThrottleRules(origin.ip ?? '');
  const blocked = await secondsBlocked(deps.db, rules);
  if (blocked > 0)
    throw new AppError('too_many_attempts', 429, { seconds: blocked }, [], { 'retry-after': String(blocked) });
  const challenge = await spendChallenge(deps.db, body.challengeId, null);
  const { rows } = await deps.db.execute<StoredPasskey>(sql`
    SELECT p.id, p.user_id AS "userId", p.public_key AS "publicKey", p.counter::float8 AS counter, p.transports,
           u.locked_at IS NOT NULL AS locked
      FROM user_passkeys p JOIN users u ON u.id = p.user_id AND u.is_active
     WHERE p.credential_id = ${body.credential.id}`);
  const passkey = rows[0];
  const verified =
    challenge && passkey
      ? await (await webauthn())
          .verifyAuthenticationResponse({
            response: body.credential as AuthenticationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: rp.origin,
            expectedRPID: rp.rpId,
            credential: {
              id: body.credential.id,
              publicKey: new Uint8Array(passkey.publicKey),
              counter: passkey.counter,
              transports: passkey.transports as AuthenticatorTransportFuture[],
            },
            requireUserVerification: true,
          })
          .catch(() => null)
      : null;
  if (!passkey || !verified?.verified) {
    await recordFailure(deps.db, rules);
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'sign-in-failed',
      subjectType: passkey ? 'user' : null,
      subjectId: passkey?.userId ?? null,
      origin,
      details: { reason: 'passkey' },
    });
    throw new AppError('passkey_invalid', 401);
  }
  if (passkey.locked) {
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'sign-in-failed',
      subjectType: 'user',
      subjectId: passkey.userId,
      origin,
      details: { reason: 'locked' },
    });
    throw new AppError('account_locked', 403);
  }
  await deps.db.execute(sql`
    UPDATE user_passkeys SET counter = ${verified.authenticationInfo.newCounter}, last_used_at = now()
     WHERE id = ${passkey.id}`);
  return signIn(deps.tokens, passkey.userId, origin, 'passkey');
}

type AuthenticatorTransportFuture = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
>[number];
