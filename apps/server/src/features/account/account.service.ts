// Sign-in, token rotation, sign-out, the logged user and the club switch.
import type { LoggedUser, TokenResponse, UserRole } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { type AccessCatalog, managedClubIds, resolveZone, type UserAccess } from '../../platform/access/user-access';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/password';
import {
  clearAccount,
  passwordChangeThrottleRules,
  recordFailure,
  secondsBlocked,
  throttleRules,
} from '../../platform/auth/throttle';
import { hashRefreshToken, newFamilyId, newRefreshToken, type TokenService } from '../../platform/auth/tokens';
import { refereeTodaySql } from '../../platform/db/club-membership';
import type { Db } from '../../platform/db/pool';
import { commitThenThrow, transaction } from '../../platform/db/transaction';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import { secondFactor, type TwoFactorDeps } from './two-factor/two-factor.service';

export interface TokenDeps {
  db: Db;
  tokens: TokenService;
  refreshTtl: number;
}

export async function login(
  deps: TokenDeps,
  twoFactor: TwoFactorDeps,
  credentials: { userName: string; password: string; code?: string | undefined },
  origin: Origin,
): Promise<TokenResponse> {
  const { userName, password, code } = credentials;
  const rules = throttleRules(userName, origin.ip ?? '');
  const blocked = await secondsBlocked(deps.db, rules);
  if (blocked > 0)
    throw new AppError('too_many_attempts', 429, { seconds: blocked }, [], { 'retry-after': String(blocked) });

  const { rows } = await deps.db.query<{ id: number; password_hash: string; locked: boolean }>(
    'SELECT id, password_hash, locked_at IS NOT NULL AS locked FROM users WHERE lower(user_name) = lower($1) AND is_active',
    [userName],
  );
  const user = rows[0];
  // An unknown user costs one hash verification too, so timing does not tell who exists.
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    await recordFailure(deps.db, rules);
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'sign-in-failed',
      subjectType: user ? 'user' : null,
      subjectId: user?.id ?? null,
      origin,
      details: { userName: userName.slice(0, 254), reason: 'password' },
    });
    throw new AppError('invalid_credentials', 401);
  }
  await clearAccount(deps.db, rules);
  // Only who knows the password learns that the account is locked.
  if (user.locked) {
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'sign-in-failed',
      subjectType: 'user',
      subjectId: user.id,
      origin,
      details: { reason: 'locked' },
    });
    throw new AppError('account_locked', 403);
  }
  // The second factor, once the password is right: asking for it is no failure; a wrong code is.
  const second = await secondFactor(twoFactor, user.id, code);
  if (second === 'missing') throw new AppError('second_factor_required', 401);
  if (second === 'wrong') {
    await recordFailure(deps.db, rules);
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'sign-in-failed',
      subjectType: 'user',
      subjectId: user.id,
      origin,
      details: { reason: 'code' },
    });
    throw new AppError('second_factor_invalid', 401, {}, [{ field: 'code', key: 'second_factor_invalid' }]);
  }
  return signIn(deps, user.id, origin, 'password');
}

/**
 * A new session of a user whose identity is proven (password, single sign-on): a new token family,
 * the last sign-in time and the audit log's record of it.
 */
export async function signIn(
  deps: TokenDeps,
  userId: number,
  origin: Origin | null,
  method: 'password' | 'sso' | 'passkey',
): Promise<TokenResponse> {
  const familyId = newFamilyId();
  await deps.db.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [userId]);
  await writeAudit(deps.db, {
    actorUserId: userId,
    action: 'sign-in',
    subjectType: 'user',
    subjectId: userId,
    origin,
    details: { method },
  });
  // The session starts in the club the user chose last; switching later changes this session only.
  await deps.db.query(
    `INSERT INTO session_clubs (family_id, user_id, club_id)
     SELECT $1, u.id, u.current_club_id FROM users u WHERE u.id = $2 AND u.current_club_id IS NOT NULL`,
    [familyId, userId],
  );
  return issueTokens(deps, userId, familyId);
}

async function issueTokens(deps: TokenDeps, userId: number, familyId: string, client: Db = deps.db) {
  const refreshToken = newRefreshToken();
  await client.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashRefreshToken(refreshToken), familyId, userId, deps.refreshTtl],
  );
  return {
    access_token: await deps.tokens.issueAccessToken(userId, familyId),
    refresh_token: refreshToken,
    token_type: 'Bearer' as const,
    expires_in: deps.tokens.accessTtl,
  };
}

/** Spends a refresh token for a new pair. A token presented twice revokes its whole family. */
export async function refresh(deps: TokenDeps, refreshToken: string): Promise<TokenResponse> {
  return transaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      family_id: string;
      user_id: number;
      used: boolean;
      revoked: boolean;
      expired: boolean;
      active: boolean;
    }>(
      `SELECT t.id, t.family_id, t.user_id, t.used_at IS NOT NULL AS used, t.revoked_at IS NOT NULL AS revoked,
              t.expires_at <= now() AS expired, u.is_active AND u.locked_at IS NULL AS active
         FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 FOR UPDATE OF t`,
      [hashRefreshToken(refreshToken)],
    );
    const token = rows[0];
    if (token?.used && !token.revoked) {
      await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
        token.family_id,
      ]);
      // The revocation must hold although the call fails: a stolen token's family stays dead.
      commitThenThrow(new AppError('invalid_refresh_token', 401));
    }
    if (!token || token.revoked || token.expired || !token.active) throw new AppError('invalid_refresh_token', 401);
    await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [token.id]);
    return issueTokens(deps, token.user_id, token.family_id, tx);
  });
}

export async function logout(db: Db, refreshToken: string): Promise<void> {
  await db.query(
    `DELETE FROM session_clubs WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashRefreshToken(refreshToken)],
  );
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
    [hashRefreshToken(refreshToken)],
  );
}

/**
 * Changes the caller's password after checking the current one (throttled per user). Every
 * refresh token of the user is revoked: all sessions, this one included, end when their access
 * token expires (at most ACCESS_TOKEN_TTL), so whoever knew the old password is signed out.
 */
export async function changePassword(
  db: Db,
  user: UserAccess,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const rules = passwordChangeThrottleRules(user.userId);
  const blocked = await secondsBlocked(db, rules);
  if (blocked > 0)
    throw new AppError('too_many_attempts', 429, { seconds: blocked }, [], { 'retry-after': String(blocked) });

  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    user.userId,
  ]);
  if (!(await verifyPassword(currentPassword, rows[0]?.password_hash ?? ''))) {
    await recordFailure(db, rules);
    throw validationError([{ field: 'currentPassword', key: 'account.currentPasswordWrong' }]);
  }
  await clearAccount(db, rules);
  // The schema compares the raw strings; the hash compares normalized ones (NFKC).
  if (await verifyPassword(newPassword, rows[0]!.password_hash)) {
    throw validationError([{ field: 'newPassword', key: 'account.passwordUnchanged' }]);
  }

  const passwordHash = await hashPassword(newPassword);
  await transaction(db, async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, edited_date = now(), edited_by_id = $1 WHERE id = $1', [
      user.userId,
      passwordHash,
    ]);
    await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      user.userId,
    ]);
  });
}

export async function switchClub(db: Db, user: UserAccess, clubId: number): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM clubs WHERE id = $1', [clubId]);
  if (!rowCount) throw notFound();
  if (!managedClubIds(user).includes(clubId)) throw new AppError('not_club_manager', 403);
  // This session's club; the user's own is where the next sign-in starts.
  if (user.sessionId)
    await db.query(
      `INSERT INTO session_clubs (family_id, user_id, club_id) VALUES ($1, $2, $3)
       ON CONFLICT (family_id) DO UPDATE SET club_id = excluded.club_id, updated_date = now()`,
      [user.sessionId, user.userId, clubId],
    );
  await db.query('UPDATE users SET current_club_id = $2, edited_date = now(), edited_by_id = $1 WHERE id = $1', [
    user.userId,
    clubId,
  ]);
}

/**
 * Whether the person is a referee for the journal's menu item: a referee role valid today (the rule
 * of platform/db/club-membership), or entries in the journal already.
 */
async function isReferee(db: Db, personId: number | null): Promise<boolean> {
  if (personId === null) return false;
  const { rows } = await db.execute<{ referee: boolean }>(sql`
    SELECT ${refereeTodaySql(sql`${personId}::int`)}
        OR EXISTS (SELECT 1 FROM referee_journal_entries e WHERE e.person_id = ${personId}) AS referee`);
  return rows[0]?.referee ?? false;
}

export async function loggedUser(db: Db, catalog: AccessCatalog, user: UserAccess): Promise<LoggedUser> {
  const claimedClubs = user.roles.flatMap((r) => r.claims.filter((c) => c.claimType === 'club').map((c) => c.objectId));
  const claimedUnits = user.roles.flatMap((r) =>
    r.claims.filter((c) => c.claimType === 'federationUnit').map((c) => c.objectId),
  );
  // The referee question runs beside the user's row (members only have an assigned person).
  const [{ rows }, referee] = await Promise.all([
    db.query<{
      user_name: string;
      email: string;
      first_name: string;
      last_name: string;
      clubs: Record<string, { name: string; registrationNumber: string }> | null;
      units: Record<string, string> | null;
      person: { id: number; firstName: string; lastName: string; registrationNumber: string } | null;
    }>({
      name: 'logged-user',
      text: `SELECT u.user_name, u.email, u.first_name, u.last_name,
            (SELECT json_object_agg(c.id, json_build_object('name', c.name, 'registrationNumber', c.registration_number))
               FROM clubs c WHERE c.id = ANY($2::int[])) AS clubs,
            (SELECT json_object_agg(f.id, f.name_cs) FROM federation_units f WHERE f.id = ANY($3::int[])) AS units,
            (SELECT json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
                                      'registrationNumber', p.registration_number)
               FROM persons p WHERE p.id = u.assign_person_id) AS person
       FROM users u WHERE u.id = $1`,
      values: [
        user.userId,
        [...claimedClubs, user.currentClubId].filter((x) => x !== null),
        claimedUnits.filter((x) => x !== null),
      ],
    }),
    isReferee(db, user.assignPersonId),
  ]);
  const row = rows[0]!;
  const objectName = (claimType: string, id: number | null) =>
    id === null
      ? null
      : claimType === 'club'
        ? (row.clubs?.[id]?.name ?? null)
        : claimType === 'federationUnit'
          ? (row.units?.[id] ?? null)
          : null;

  const roles = user.roles.map((r) => {
    const objectClaims = r.claims.filter((c) => !c.isPermission);
    return {
      userRole: r.type.code as UserRole,
      userRoleId: r.id,
      isRequiredClub: r.type.isRequiredClub,
      isRequiredFedUnit: r.type.isRequiredFedUnit,
      isReadOnly: r.type.isReadOnly,
      hasMultipleClaims: objectClaims.length > 1,
      claims: r.claims.map((c) => ({
        role: r.type.code as UserRole,
        claimType: c.claimType,
        objectId: c.objectId,
        objectName: objectName(c.claimType, c.objectId),
        isPermission: c.isPermission,
      })),
    };
  });
  const zones = (['admin', 'club', 'personal'] as const).filter((z) => resolveZone(user, z, catalog) !== null);
  const permissions = new Set<string>();
  for (const z of zones) for (const p of resolveZone(user, z, catalog)!.permissions) permissions.add(p);
  const current = user.currentClubId !== null ? row.clubs?.[user.currentClubId] : undefined;

  return {
    id: user.userId,
    userName: row.user_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    initials: `${row.first_name.charAt(0)}${row.last_name.charAt(0)}`.toUpperCase(),
    currentClubId: user.currentClubId,
    assignPersonId: user.assignPersonId,
    level: Math.min(...user.roles.map((r) => r.type.level), 99),
    isSuperAdmin: user.isSuperAdmin,
    roles,
    rolesByClaims: roles.flatMap((r) =>
      r.claims
        .filter((c) => !c.isPermission)
        .map((c) => ({
          userRole: r.userRole,
          userRoleId: r.userRoleId,
          claimType: c.claimType,
          objectId: c.objectId,
          objectName: c.objectName,
        })),
    ),
    currentClub:
      user.currentClubId !== null && current
        ? { id: user.currentClubId, name: current.name, registrationNumber: current.registrationNumber }
        : null,
    assignPerson: row.person && { ...row.person, isReferee: referee },
    zones: [...zones, 'public'],
    permissions: [...permissions].sort(),
    twoFactorSetupRequired: user.secondFactorSetupRequired,
  };
}
