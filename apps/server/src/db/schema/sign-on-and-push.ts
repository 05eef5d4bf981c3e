// Corporate single sign-on (OpenID Connect, spec 000 §1) and web-push subscriptions (spec 000 §7).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's account at the OpenID provider, linked on first sign-in (docs/configuration.md "Single sign-on"). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider gave at linking, for the administrator's overview. */
    email: text('email'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_uq').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * One sign-in attempt at the provider: the state, nonce and PKCE verifier sent with it, then the
 * one-time code the web application exchanges for the session. Kept in the database so that any
 * instance can take the provider's callback.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    state: uuid('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The page to return to after signing in (a path of this application). */
    returnTo: text('return_to'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    exchangeCodeHash: text('exchange_code_hash').unique(),
    usedDate: timestamp('used_date', { withTimezone: true }),
  },
  (t) => [index('sso_logins_expiry_idx').on(t.expiresAt)],
);

/** A browser's push subscription (PushSubscription.toJSON()) for one user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessDate: timestamp('last_success_date', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
