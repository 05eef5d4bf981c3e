// The demo accounts share a published password: a server that other machines can reach must say
// so loudly at start while any of them still signs in with it.
import { isIP } from 'node:net';
import { verifyPassword } from '../platform/auth/password';
import type { Db } from '../platform/db/pool';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

/** Whether listening on `host` keeps the server to this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1' || /^::ffff:127\./.test(h);
  return false;
}

/** The demo accounts that still sign in with the demo password. */
export async function demoAccountsWithDemoPassword(db: Db): Promise<string[]> {
  const names = DEMO_ACCOUNTS.map((a) => a.userName.toLowerCase());
  const { rows } = await db.query<{ user_name: string; password_hash: string }>(
    'SELECT user_name, password_hash FROM users WHERE lower(user_name) = ANY($1::text[]) ORDER BY user_name',
    [names],
  );
  const checks = await Promise.all(rows.map((r) => verifyPassword(DEMO_PASSWORD, r.password_hash)));
  return rows.filter((_, i) => checks[i]).map((r) => r.user_name);
}

/** The start-up warning for a server that faces a network with demo passwords, or null. */
export async function exposureWarning(host: string, db: Db): Promise<string | null> {
  if (isLoopbackHost(host)) return null;
  const exposed = await demoAccountsWithDemoPassword(db);
  if (exposed.length === 0) return null;
  return [
    `WARNING: listening on ${host}, reachable from other machines, while ${exposed.length} demo account(s)`,
    `still sign in with the published demo password (${exposed.join(', ')}).`,
    'Change their passwords or remove them, or set HOST=127.0.0.1 (docs/configuration.md).',
  ].join('\n');
}
