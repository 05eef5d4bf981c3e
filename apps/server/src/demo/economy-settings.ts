// Demo economy settings: a payment-provider token, entered by the administrator a month before
// today and valid until a year after it, so the settings page shows the "valid" badge. The token
// is encrypted with the server's key (platform/secrets), so a seed without one stores none.
// Called by seedDemoData inside its transaction, after the demo accounts exist.
import { TOKEN_PURPOSE, tokenHint } from '../features/economy/economy.service';
import type { Db } from '../platform/db/pool';
import type { Secrets } from '../platform/secrets/secrets';

/** Not a real provider's token: the demo's is published here. */
export const DEMO_ECONOMY_TOKEN = 'demo-payment-token-5f3a9c1e7b2d4a60';

/** Stores the demo token; false when there is no key to encrypt it with. */
export async function seedEconomySettings(client: Db, today: string, secrets: Secrets | undefined): Promise<boolean> {
  if (!secrets) return false;
  const ciphertext = await secrets.encrypt(DEMO_ECONOMY_TOKEN, TOKEN_PURPOSE);
  await client.query(
    `INSERT INTO economy_settings (id, token_ciphertext, token_hint, token_valid_till, token_updated_date, token_updated_by_id)
     SELECT 1, $1, $2, ($3::date + interval '1 year')::date,
            ($3::date - 30 + time '09:00') AT TIME ZONE 'Europe/Prague', u.id
       FROM users u WHERE u.user_name = 'admin@fedra.test'`,
    [ciphertext, tokenHint(DEMO_ECONOMY_TOKEN), today],
  );
  return true;
}
