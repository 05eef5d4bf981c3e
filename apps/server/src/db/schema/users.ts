// Users, their roles and claims, and the sign-in state (refresh tokens, throttling, keys).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { persons } from './persons';
import { userRoleTypes } from './reference';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The sign-in name: an e-mail address, compared case-insensitively. */
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** The person this user acts as in the personal zone. */
    assignPersonId: integer('assign_person_id').references(() => persons.id),
    /** The club the user currently manages in the club zone. */
    currentClubId: integer('current_club_id').references(() => clubs.id),
    isActive: boolean('is_active').notNull().default(true),
    /** Locked by an administrator: no sign-in, and every session ends at its next call. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The TOTP secret (platform/secrets, purpose "user.totp"); with totp_enabled_at, sign-in asks for a code. */
    totpSecret: bytea('totp_secret'),
    /** A secret being enrolled: confirmed by a first code, it becomes totp_secret. */
    totpPendingSecret: bytea('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    language: text('language'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    index('users_assign_person_idx').on(t.assignPersonId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleTypeId: integer('role_type_id')
      .notNull()
      .references(() => userRoleTypes.id),
    ...auditColumns,
  },
  (t) => [index('user_roles_user_idx').on(t.userId)],
);

/**
 * What a role is limited to (claimType `club` or `federationUnit` with objectId), or an extra
 * permission granted to it (isPermission, claimType = the permission name).
 */
export const userRoleClaims = pgTable(
  'user_role_claims',
  {
    id: serial('id').primaryKey(),
    userRoleId: integer('user_role_id')
      .notNull()
      .references(() => userRoles.id, { onDelete: 'cascade' }),
    claimType: text('claim_type').notNull(),
    objectId: integer('object_id'),
    isPermission: boolean('is_permission').notNull().default(false),
  },
  (t) => [
    index('user_role_claims_role_idx').on(t.userRoleId),
    index('user_role_claims_object_idx').on(t.claimType, t.objectId),
  ],
);

/** Refresh tokens are stored hashed; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_expiry_idx').on(t.expiresAt),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * The current club of one session (a refresh-token family): switching club in one browser does not
 * change what another open browser of the same user shows. users.current_club_id stays the club a
 * new session starts with (the last one chosen).
 */
export const sessionClubs = pgTable(
  'session_clubs',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_clubs_user_idx').on(t.userId)],
);

/** Failed sign-in counters per key (account, address, account+address): see auth/throttle.ts. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** The key that signs access tokens, shared by every instance through the database. */
export const signingKeys = pgTable('signing_keys', {
  id: serial('id').primaryKey(),
  secret: text('secret').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time links of an account, stored hashed: an invitation (set the first password, 72 h) or a
 * password reset (1 h). A link works once; a new one of the same purpose replaces the unused ones.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'invitation' | 'password-reset'. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    createdById: integer('created_by_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('account_tokens_purpose_chk', sql`${t.purpose} IN ('invitation', 'password-reset')`),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * The audit log (issue 28): sign-ins, failed sign-ins, passwords, invitations, roles, locks — and in
 * later issues every change of a person or club. Append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE (migration 0031), so not even the application can rewrite what happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it (null: nobody signed in, e.g. a failed sign-in or a reset link). No foreign key: the log outlives rows. */
    actorUserId: integer('actor_user_id'),
    /** What happened, e.g. 'sign-in', 'sign-in-failed', 'user.invite', 'user.roles', 'user.lock'. */
    action: text('action').notNull(),
    /** What it happened to: 'user', 'person', 'club', ... and its id. */
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The values before and after a change ({before, after}), or what else identifies the event. */
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/** One-time recovery codes of two-factor sign-in (ten per enrolment), stored as SHA-256. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/** Passkeys (WebAuthn credentials) a user signs in with instead of a password (issue 28 §9). */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser reports it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key the authenticator's signatures are checked with. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which do not count). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** The user's name for it ("Work laptop"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_passkeys_credential_uq').on(t.credentialId), index('user_passkeys_user_idx').on(t.userId)],
);

/**
 * Challenges of passkey registrations and sign-ins in flight: each is spent by its one answer and
 * lives five minutes; kept in the database so that any server instance can check the answer.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registering user; null for a sign-in (the passkey tells who it is). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
