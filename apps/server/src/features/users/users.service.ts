// Users of the admin zone's `users` page (issue 28; docs/decisions/users-and-sign-in-security.md):
// the list, an invitation (the account with its roles and scopes, and a one-time link by e-mail),
// changes of name, e-mail, person and roles, locking, and the sign-ins. Every change runs in one
// transaction with its audit-log record, which holds the values before and after.
import {
  INVITATION_HOURS,
  ROLE_SCOPE,
  type User,
  type UserInvite,
  type UserListItem,
  type UserSignIn,
  type UserUpdate,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { USER_ROLE_TYPE } from '../../db/reference-ids';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import {
  AppError,
  type FieldIssue,
  isUniqueViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import { defineListExport } from '../../platform/list-query/list-export';
import {
  booleanFilter,
  type ListSpec,
  numbersParam,
  parseListQuery,
  whereSql,
} from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { issueAccountToken } from './account-tokens';
import './users.messages';

/** An invited user who has not set a password yet keeps this (never a valid argon2 hash). */
export const NO_PASSWORD = '';

const PENDING = sql`u.password_hash = ${NO_PASSWORD}`;
const FULL_NAME = sql`concat_ws(' ', u.first_name, u.last_name)`;

/** The clubs, unit and person a user's roles are limited to, by name (the list's scope column). */
const SCOPE = sql`concat_ws(', ',
  (SELECT string_agg(c.name, ', ' ORDER BY c.name) FROM user_roles ur JOIN user_role_claims rc ON rc.user_role_id = ur.id
     JOIN clubs c ON c.id = rc.object_id WHERE ur.user_id = u.id AND rc.claim_type = 'club' AND NOT rc.is_permission),
  (SELECT string_agg(f.name_cs, ', ' ORDER BY f.name_cs) FROM user_roles ur JOIN user_role_claims rc ON rc.user_role_id = ur.id
     JOIN federation_units f ON f.id = rc.object_id WHERE ur.user_id = u.id AND rc.claim_type = 'federationUnit'),
  (SELECT concat_ws(' ', p.first_name, p.last_name) FROM persons p WHERE p.id = u.assign_person_id))`;

const hasClaim = (type: string, values: SQL) =>
  sql`EXISTS (SELECT 1 FROM user_roles ur JOIN user_role_claims rc ON rc.user_role_id = ur.id
       WHERE ur.user_id = u.id AND rc.claim_type = ${type} AND rc.object_id = ANY(${values}))`;

export const userListSpec: ListSpec = {
  fields: {
    fullName: {
      type: 'text',
      column: FULL_NAME,
      sort: [sql`u.last_name`, sql`u.first_name`],
      selective: true,
    },
    email: { type: 'text', column: sql`u.email`, sort: [sql`lower(u.email)`], selective: true },
    roleTypeId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) =>
        sql`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.id AND ur.role_type_id = ANY(${numbersParam(f.values)}))`,
    },
    clubId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) => hasClaim('club', numbersParam(f.values)),
    },
    federationUnitId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) => hasClaim('federationUnit', numbersParam(f.values)),
    },
    locked: { type: 'boolean', operators: ['valuesEqual'], filter: booleanFilter(sql`u.locked_at IS NOT NULL`) },
    invitationPending: { type: 'boolean', operators: ['valuesEqual'], filter: booleanFilter(PENDING) },
    twoFactor: {
      type: 'boolean',
      operators: ['valuesEqual'],
      filter: booleanFilter(sql`u.totp_enabled_at IS NOT NULL`),
    },
    lastSignInAt: { type: 'date', column: sql`u.last_sign_in_at`, sort: [sql`u.last_sign_in_at`] },
  },
  defaultSort: 'fullName',
  tieBreaker: sql`u.id`,
};

const LIST_COLUMNS = sql`u.id, ${FULL_NAME} AS "fullName", u.email,
  -- Each type once: a manager of two clubs may hold one role per club.
  coalesce((SELECT array_agg(DISTINCT ur.role_type_id ORDER BY ur.role_type_id) FROM user_roles ur WHERE ur.user_id = u.id), '{}') AS "roleTypeIds",
  ${SCOPE} AS scope, u.locked_at IS NOT NULL AS locked, ${isoTimestampSql(sql`u.last_sign_in_at`)} AS "lastSignInAt",
  ${PENDING} AS "invitationPending", u.totp_enabled_at IS NOT NULL AS "twoFactor"`;

export function usersListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, userListSpec);
  const where = whereSql(q.where);
  return {
    page: sql`SELECT ${LIST_COLUMNS} FROM users u WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

export const userExport = defineListExport<UserListItem, { roles: Map<number, string> }>({
  name: 'users',
  title: { cs: 'Uživatelé', en: 'Users' },
  prepare: async (db, lang) => {
    const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
    const { rows } = await db.execute<{ id: number; name: string }>(
      sql`SELECT id, ${name} AS name FROM user_role_types`,
    );
    return { roles: new Map(rows.map((r) => [r.id, r.name])) };
  },
  columns: [
    { label: { cs: 'Jméno', en: 'Name' }, value: (u) => u.fullName, width: 28 },
    { label: { cs: 'E-mail', en: 'E-mail' }, value: (u) => u.email, width: 30 },
    {
      label: { cs: 'Role', en: 'Roles' },
      value: (u, x) => u.roleTypeIds.map((id) => x.roles.get(id) ?? String(id)).join(', '),
      width: 30,
    },
    { label: { cs: 'Rozsah', en: 'Scope' }, value: (u) => u.scope, width: 36 },
    { label: { cs: 'Zablokován', en: 'Locked' }, type: 'boolean', value: (u) => u.locked },
    { label: { cs: 'Poslední přihlášení', en: 'Last sign-in' }, value: (u) => u.lastSignInAt, width: 22 },
    {
      label: { cs: 'Čeká na přijetí pozvánky', en: 'Invitation pending' },
      type: 'boolean',
      value: (u) => u.invitationPending,
    },
    { label: { cs: 'Dvoufázové ověření', en: 'Two-factor' }, type: 'boolean', value: (u) => u.twoFactor },
  ],
});

// --- One user ------------------------------------------------------------------------------

export async function getUser(db: Db, id: number): Promise<User> {
  const { rows } = await db.execute<User>(sql`
    SELECT u.id, u.user_name AS "userName", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
           ${FULL_NAME} AS "fullName",
           (SELECT json_build_object('id', p.id, 'name', concat_ws(' ', p.first_name, p.last_name))
              FROM persons p WHERE p.id = u.assign_person_id) AS "assignPerson",
           coalesce((SELECT json_agg(json_build_object(
               'roleTypeId', ur.role_type_id, 'roleTypeCode', t.code,
               'clubs', coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
                                    FROM user_role_claims rc JOIN clubs c ON c.id = rc.object_id
                                   WHERE rc.user_role_id = ur.id AND rc.claim_type = 'club' AND NOT rc.is_permission), '[]'::json),
               'federationUnit', (SELECT json_build_object('id', f.id, 'name', f.name_cs)
                                    FROM user_role_claims rc JOIN federation_units f ON f.id = rc.object_id
                                   WHERE rc.user_role_id = ur.id AND rc.claim_type = 'federationUnit' LIMIT 1))
               ORDER BY ur.role_type_id)
              FROM user_roles ur JOIN user_role_types t ON t.id = ur.role_type_id WHERE ur.user_id = u.id), '[]'::json) AS roles,
           u.locked_at IS NOT NULL AS locked, ${isoTimestampSql(sql`u.locked_at`)} AS "lockedAt",
           ${isoTimestampSql(sql`u.last_sign_in_at`)} AS "lastSignInAt",
           ${PENDING} AS "invitationPending",
           CASE WHEN ${PENDING} THEN ${isoTimestampSql(sql`(SELECT max(a.expires_at) FROM account_tokens a
                     WHERE a.user_id = u.id AND a.purpose = 'invitation' AND a.used_at IS NULL)`)} END AS "invitationExpiresAt",
           u.totp_enabled_at IS NOT NULL AS "twoFactor", ${isoTimestampSql(sql`u.created_date`)} AS "createdDate"
      FROM users u WHERE u.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** What the audit log keeps of a user before and after a change. */
const auditView = (u: User) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  assignPersonId: u.assignPerson?.id ?? null,
  roles: u.roles.map((r) => ({
    roleType: r.roleTypeCode,
    clubIds: r.clubs.map((c) => c.id),
    federationUnitId: r.federationUnit?.id ?? null,
  })),
  locked: u.locked,
});

// --- Roles and their scopes ----------------------------------------------------------------

type RoleWrite = { roleTypeId: number; clubIds: number[]; federationUnitId: number | null };

/**
 * Checks the roles against their types' scopes (clubs for the club managers, a unit for the unit
 * manager, the person for the member) and that every reference exists; 400 naming each field.
 */
async function checkRoles(tx: Db, input: UserInvite | UserUpdate): Promise<RoleWrite[]> {
  const typeIds = input.roles.map((r) => r.roleTypeId);
  const clubIds = [...new Set(input.roles.flatMap((r) => r.clubIds ?? []))];
  const unitIds = input.roles.flatMap((r) => (r.federationUnitId ? [r.federationUnitId] : []));
  const { rows } = await tx.execute<{
    types: { id: number; code: string }[];
    clubs: number[];
    units: number[];
    person: boolean;
  }>(sql`
    SELECT coalesce((SELECT json_agg(json_build_object('id', id, 'code', code)) FROM user_role_types
                      WHERE id = ANY(${sql.param(typeIds)}::int[])), '[]'::json) AS types,
           coalesce((SELECT array_agg(id) FROM clubs WHERE id = ANY(${sql.param(clubIds)}::int[])), '{}') AS clubs,
           coalesce((SELECT array_agg(id) FROM federation_units WHERE id = ANY(${sql.param(unitIds)}::int[])), '{}') AS units,
           ${input.assignPersonId ? sql`EXISTS (SELECT 1 FROM persons WHERE id = ${input.assignPersonId})` : sql`TRUE`} AS person`);
  const found = rows[0]!;
  const codeOf = new Map(found.types.map((t) => [t.id, t.code]));
  const issues: FieldIssue[] = [];
  const roles: RoleWrite[] = input.roles.map((r, i) => {
    const code = codeOf.get(r.roleTypeId);
    const at = `roles.${i}`;
    if (!code) {
      issues.push({
        field: `${at}.roleTypeId`,
        key: 'validation.notFoundRef',
        params: { label: 'roleTypeId', id: r.roleTypeId },
      });
      return { roleTypeId: r.roleTypeId, clubIds: [], federationUnitId: null };
    }
    const scope = ROLE_SCOPE[code] ?? null;
    const clubs = scope === 'clubs' ? [...new Set(r.clubIds ?? [])] : [];
    if (scope === 'clubs' && clubs.length === 0) issues.push({ field: `${at}.clubIds`, key: 'users.clubsRequired' });
    const missingClub = clubs.find((c) => !found.clubs.includes(c));
    if (missingClub)
      issues.push({
        field: `${at}.clubIds`,
        key: 'validation.notFoundRef',
        params: { label: 'clubIds', id: missingClub },
      });
    if (scope !== 'clubs' && r.clubIds?.length) issues.push({ field: `${at}.clubIds`, key: 'users.scopeNotFor' });
    const unit = scope === 'federationUnit' ? (r.federationUnitId ?? null) : null;
    if (scope === 'federationUnit' && unit === null)
      issues.push({ field: `${at}.federationUnitId`, key: 'users.unitRequired' });
    if (unit !== null && !found.units.includes(unit))
      issues.push({
        field: `${at}.federationUnitId`,
        key: 'validation.notFoundRef',
        params: { label: 'federationUnitId', id: unit },
      });
    if (scope !== 'federationUnit' && r.federationUnitId)
      issues.push({ field: `${at}.federationUnitId`, key: 'users.scopeNotFor' });
    if (scope === 'person' && !input.assignPersonId)
      issues.push({ field: 'assignPersonId', key: 'users.personRequired' });
    return { roleTypeId: r.roleTypeId, clubIds: clubs, federationUnitId: unit };
  });
  if (input.assignPersonId && !found.person) {
    issues.push({
      field: 'assignPersonId',
      key: 'validation.notFoundRef',
      params: { label: 'assignPersonId', id: input.assignPersonId },
    });
  }
  if (issues.length) throw validationError(issues);
  return roles;
}

/**
 * Replaces the user's roles and their scope claims (the extra-permission claims go with them). The
 * current club follows: a club manager whose current club is none of the managed ones starts in the
 * first of them (else the club zone would have no club to show).
 */
async function writeRoles(tx: Db, userId: number, actorId: number, roles: RoleWrite[]): Promise<void> {
  const managed = roles.flatMap((r) => r.clubIds);
  await tx.execute(sql`
    UPDATE users SET current_club_id = ${managed[0] ?? null}::int
     WHERE id = ${userId} AND (current_club_id IS NULL OR NOT current_club_id = ANY(${sql.param(managed)}::int[]))`);
  await tx.execute(sql`DELETE FROM user_roles WHERE user_id = ${userId}`);
  for (const r of roles) {
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO user_roles (user_id, role_type_id, created_by_id) VALUES (${userId}, ${r.roleTypeId}, ${actorId}) RETURNING id`);
    const claims = [
      ...r.clubIds.map((id) => ({ type: 'club', id })),
      ...(r.federationUnitId ? [{ type: 'federationUnit', id: r.federationUnitId }] : []),
    ];
    if (claims.length) {
      await tx.execute(sql`
        INSERT INTO user_role_claims (user_role_id, claim_type, object_id)
        SELECT ${rows[0]!.id}, x.t, x.o FROM unnest(${sql.param(claims.map((c) => c.type))}::text[],
                                                   ${sql.param(claims.map((c) => c.id))}::int[]) AS x(t, o)`);
    }
  }
}

/** 409 when another user signs in with this e-mail or has it as address (the spec's two messages). */
async function requireFreeEmail(tx: Db, email: string, selfId: number | null): Promise<void> {
  const { rows } = await tx.execute<{ userName: boolean; email: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM users WHERE lower(user_name) = lower(${email}) AND id IS DISTINCT FROM ${selfId}::int) AS "userName",
           EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND id IS DISTINCT FROM ${selfId}::int) AS email`);
  if (rows[0]!.userName) throw new AppError('conflict', 409, {}, [{ field: 'email', key: 'users.userNameTaken' }]);
  if (rows[0]!.email) throw new AppError('conflict', 409, {}, [{ field: 'email', key: 'users.emailTaken' }]);
}

export interface Actor {
  userId: number;
  origin: Origin;
}

export interface IssuedLink {
  token: string;
  tokenId: number;
  expiresAt: Date;
}

/**
 * Creates the invited user (sign-in name = e-mail, no password yet) with the roles, and an
 * invitation link; the caller mails it once the transaction has committed.
 */
export async function inviteUser(db: Db, actor: Actor, input: UserInvite): Promise<{ user: User; link: IssuedLink }> {
  try {
    return await transaction(db, async (tx) => {
      // One invitation at a time: two for the same address cannot both pass the check.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(lower(${input.email})))`);
      await requireFreeEmail(tx, input.email, null);
      const roles = await checkRoles(tx, input);
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO users (user_name, password_hash, first_name, last_name, email, assign_person_id, created_by_id)
        VALUES (${input.email}, ${NO_PASSWORD}, ${input.firstName}, ${input.lastName}, ${input.email},
                ${input.assignPersonId ?? null}, ${actor.userId})
        RETURNING id`);
      const id = rows[0]!.id;
      await writeRoles(tx, id, actor.userId, roles);
      const issued = await issueAccountToken(tx, id, 'invitation', INVITATION_HOURS, actor.userId);
      const user = await getUser(tx, id);
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'user.invite',
        subjectType: 'user',
        subjectId: id,
        origin: actor.origin,
        details: { after: auditView(user) },
      });
      return { user, link: { token: issued.token, tokenId: issued.id, expiresAt: issued.expiresAt } };
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('conflict', 409, {}, [{ field: 'email', key: 'users.userNameTaken' }]);
    throw err;
  }
}

/** Locks the user's row: 404 when there is none. */
async function lockUserRow(tx: Db, id: number): Promise<void> {
  const { rows } = await tx.execute(sql`SELECT 1 FROM users WHERE id = ${id} FOR UPDATE`);
  if (!rows.length) throw notFound();
}

export async function updateUser(db: Db, actor: Actor, id: number, input: UserUpdate): Promise<User> {
  return transaction(db, async (tx) => {
    await lockUserRow(tx, id);
    const before = await getUser(tx, id);
    const email = input.email ?? before.email;
    if (email.toLowerCase() !== before.email.toLowerCase()) await requireFreeEmail(tx, email, id);
    const roles = await checkRoles(tx, input);
    // An administrator does not take their own Administrator role away by mistake (nobody might be left).
    const admin = USER_ROLE_TYPE.Administrator;
    if (
      id === actor.userId &&
      before.roles.some((r) => r.roleTypeId === admin) &&
      !roles.some((r) => r.roleTypeId === admin)
    ) {
      throw validationError([{ field: 'roles', key: 'users.ownAdministrator' }]);
    }
    // The sign-in name follows the e-mail while they are the same (invited users: always).
    await tx.execute(sql`
      UPDATE users SET first_name = ${input.firstName}, last_name = ${input.lastName}, email = ${email},
             user_name = CASE WHEN lower(user_name) = lower(email) THEN ${email} ELSE user_name END,
             assign_person_id = ${input.assignPersonId ?? null}, edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    await writeRoles(tx, id, actor.userId, roles);
    const after = await getUser(tx, id);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'user.update',
      subjectType: 'user',
      subjectId: id,
      origin: actor.origin,
      details: { before: auditView(before), after: auditView(after) },
    });
    return after;
  }).catch((err: unknown) => {
    // Another user took the address meanwhile: the unique index refused it.
    if (isUniqueViolation(err))
      throw new AppError('conflict', 409, {}, [{ field: 'email', key: 'users.userNameTaken' }]);
    throw err;
  });
}

/**
 * Locks or unlocks the user. Locking ends every session at once: the refresh tokens are revoked and
 * every call checks the lock (platform/access), so the next call of any open session is a 401.
 */
export async function setLocked(db: Db, actor: Actor, id: number, locked: boolean): Promise<User> {
  if (locked && id === actor.userId) throw new AppError('conflict', 409, {}, [{ key: 'users.lockSelf' }]);
  return transaction(db, async (tx) => {
    await lockUserRow(tx, id);
    await tx.execute(sql`
      UPDATE users SET locked_at = ${locked ? sql`coalesce(locked_at, now())` : sql`NULL`},
             edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    if (locked) {
      await tx.execute(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = ${id} AND revoked_at IS NULL`);
    }
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: locked ? 'user.lock' : 'user.unlock',
      subjectType: 'user',
      subjectId: id,
      origin: actor.origin,
    });
    return getUser(tx, id);
  });
}

/** A new invitation link (the old one stops working); 409 once the user has set a password. */
export async function renewInvitation(db: Db, actor: Actor, id: number): Promise<{ user: User; link: IssuedLink }> {
  return transaction(db, async (tx) => {
    await lockUserRow(tx, id);
    const user = await getUser(tx, id);
    if (!user.invitationPending) throw new AppError('conflict', 409, {}, [{ key: 'users.invitationAccepted' }]);
    const issued = await issueAccountToken(tx, id, 'invitation', INVITATION_HOURS, actor.userId);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'user.invitation',
      subjectType: 'user',
      subjectId: id,
      origin: actor.origin,
    });
    return { user, link: { token: issued.token, tokenId: issued.id, expiresAt: issued.expiresAt } };
  });
}

/** The user's last 50 sign-ins and failed sign-ins (from the audit log), newest first. */
export async function userSignIns(db: Db, id: number, limit = 50): Promise<UserSignIn[]> {
  const { rows } = await db.execute<UserSignIn>(sql`
    SELECT ${isoTimestampSql(sql`a.at`)} AS at, a.action = 'sign-in' AS success,
           coalesce(a.details->>'method', a.details->>'reason') AS method, a.ip, a.user_agent AS "userAgent"
      FROM audit_log a
     WHERE a.subject_type = 'user' AND a.subject_id = ${id} AND a.action IN ('sign-in', 'sign-in-failed')
     ORDER BY a.at DESC, a.id DESC LIMIT ${limit}`);
  return rows;
}

/** Whether someone can sign in as Administrator: active, unlocked, with a password set (the start banner). */
export async function administratorCanSignIn(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM users u JOIN user_roles r ON r.user_id = u.id
                    WHERE r.role_type_id = ${USER_ROLE_TYPE.Administrator} AND u.is_active AND u.locked_at IS NULL
                      AND u.password_hash <> ${NO_PASSWORD}) AS ok`);
  return rows[0]?.ok ?? false;
}
