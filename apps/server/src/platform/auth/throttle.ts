// Limits failed sign-ins, in the database so every instance counts together.
// - per account and address: 5 failures in 15 min block that pair, 1 min doubling up to 15 min;
// - per address: 30 failures in 15 min block the address until the window ends;
// - per account from anywhere: 20 failures in 15 min block the account for 1 minute only, so a
//   distributed guess is slowed while an attacker cannot lock the real user out for long.
// Changing the password checks the current one: those failures count per user id (the caller is
// signed in), so a stolen session cannot be used to guess the password either.
import type { Db } from '../db/pool';

const WINDOW_SECONDS = 15 * 60;

interface Rule {
  key: string;
  limit: number;
  blockSeconds: (failures: number, limit: number) => number;
}

export function throttleRules(userName: string, ip: string): Rule[] {
  const account = userName.trim().toLowerCase();
  return [
    {
      key: `acctip:${account}|${ip}`,
      limit: 5,
      blockSeconds: (n, limit) => Math.min(60 * 2 ** (n - limit), WINDOW_SECONDS),
    },
    ...addressThrottleRules(ip),
    { key: `acct:${account}`, limit: 20, blockSeconds: () => 60 },
  ];
}

/** Failed sign-ins of any kind from one address (passkey answers that do not verify count here too). */
export function addressThrottleRules(ip: string): Rule[] {
  return [{ key: `ip:${ip}`, limit: 30, blockSeconds: () => WINDOW_SECONDS }];
}

/**
 * Wrong current passwords when changing the password: 5 failures in 15 min block the change for
 * that user, 1 min doubling up to 15 min. Sign-in is not affected, so the real user is not locked out.
 */
export function passwordChangeThrottleRules(userId: number): Rule[] {
  return [
    {
      key: `pwchange:${userId}`,
      limit: 5,
      blockSeconds: (n, limit) => Math.min(60 * 2 ** (n - limit), WINDOW_SECONDS),
    },
  ];
}

/**
 * Password-reset requests (each counts, for any address): 3 in 15 min for one e-mail address and
 * 20 in 15 min from one network address block further requests until the window ends, so nobody
 * floods an inbox or scans for accounts.
 */
export function passwordResetThrottleRules(email: string, ip: string): Rule[] {
  return [
    { key: `reset:acct:${email.trim().toLowerCase()}`, limit: 3, blockSeconds: () => WINDOW_SECONDS },
    { key: `reset:ip:${ip}`, limit: 20, blockSeconds: () => WINDOW_SECONDS },
  ];
}

/** Seconds until the first rule stops blocking, or 0 when none blocks. */
export async function secondsBlocked(db: Db, rules: Rule[]): Promise<number> {
  const { rows } = await db.query<{ s: number }>(
    `SELECT coalesce(max(ceil(extract(epoch FROM blocked_until - now()))), 0)::int AS s
       FROM auth_throttle WHERE key = ANY($1::text[]) AND blocked_until > now()`,
    [rules.map((r) => r.key)],
  );
  return rows[0]?.s ?? 0;
}

export async function recordFailure(db: Db, rules: Rule[]): Promise<void> {
  for (const rule of rules) {
    const { rows } = await db.query<{ failures: number }>(
      `INSERT INTO auth_throttle (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN auth_throttle.window_started_at < now() - make_interval(secs => $2)
                         THEN 1 ELSE auth_throttle.failures + 1 END,
         window_started_at = CASE WHEN auth_throttle.window_started_at < now() - make_interval(secs => $2)
                                  THEN now() ELSE auth_throttle.window_started_at END
       RETURNING failures`,
      [rule.key, WINDOW_SECONDS],
    );
    const failures = rows[0]?.failures ?? 0;
    if (failures >= rule.limit) {
      await db.query(`UPDATE auth_throttle SET blocked_until = now() + make_interval(secs => $2) WHERE key = $1`, [
        rule.key,
        rule.blockSeconds(failures, rule.limit),
      ]);
    }
  }
}

/** A successful sign-in clears the account's counters (not the address's). */
export async function clearAccount(db: Db, rules: Rule[]): Promise<void> {
  await db.query(`DELETE FROM auth_throttle WHERE key = ANY($1::text[])`, [
    rules.filter((r) => !r.key.startsWith('ip:')).map((r) => r.key),
  ]);
}
