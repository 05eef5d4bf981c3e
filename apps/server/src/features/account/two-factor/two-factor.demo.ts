// The demo's account with two-factor sign-in (issue 28): an expert-commission member whose
// authenticator key is published with the demo accounts, so anyone trying the demo adds it to an
// authenticator app (or computes a code from it) and sees the second step of signing in.
import { sql } from 'drizzle-orm';
import { USER_ROLE_TYPE } from '../../../db/reference-ids';
import type { DemoContext } from '../../../platform/modules/manifest';
import { TOTP_SECRET_PURPOSE } from './two-factor.service';

export const DEMO_TWO_FACTOR_ACCOUNT = {
  userName: 'secure@fedra.test',
  role: 'AdminExpertCommission with two-factor sign-in',
  /** Base32, as authenticator apps take it when typed in. */
  secret: 'FEDRADEMOTWOFACTORSECRETKEY23456',
} as const;

export async function seedTwoFactorUser({ client, secrets }: DemoContext): Promise<string[]> {
  // Without the secrets key (a seeding that stores no secrets) the account exists with the password alone.
  const box = secrets ? await secrets.encrypt(DEMO_TWO_FACTOR_ACCOUNT.secret, TOTP_SECRET_PURPOSE) : null;
  // The demo password of the other demo accounts (copied from the administrator's hash).
  const { rows } = await client.execute<{ id: number }>(sql`
    INSERT INTO users (user_name, email, password_hash, first_name, last_name, is_active, totp_secret, totp_enabled_at)
    SELECT ${DEMO_TWO_FACTOR_ACCOUNT.userName}, ${DEMO_TWO_FACTOR_ACCOUNT.userName}, u.password_hash, 'Tereza', 'Bezpečná',
           true, ${box}::bytea, CASE WHEN ${box !== null} THEN now() END
      FROM users u WHERE u.user_name = 'admin@fedra.test'
    RETURNING id`);
  if (!rows[0]) return [];
  await client.execute(
    sql`INSERT INTO user_roles (user_id, role_type_id) VALUES (${rows[0].id}, ${USER_ROLE_TYPE.AdminExpertCommission})`,
  );
  return box ? ['1 user with two-factor sign-in'] : [];
}
