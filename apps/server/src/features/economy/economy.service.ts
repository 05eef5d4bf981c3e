// Economy settings (spec 001 §2 Economy, §4 token validity): the payment provider's token, stored
// AES-256-GCM encrypted (platform/secrets) in the one row of economy_settings. Answers carry the
// token's state, hint and expiry, never the token; only readToken (for the server's own calls to
// the provider) decrypts it.
import type { EconomySettings } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { validationError } from '../../platform/errors/app-error';
import type { Secrets } from '../../platform/secrets/secrets';
import './economy.messages';
import { today as clockToday, TODAY_SQL } from '../../platform/clock';

/** The purpose the token is encrypted for (authenticated with it: the bytes decrypt only as this). */
export const TOKEN_PURPOSE = 'economy.token';

/**
 * Shorter tokens get no hint: the last four characters of a short token would give away too much
 * of it (a quarter at most is shown).
 */
export const HINT_MIN_TOKEN_LENGTH = 16;

export function tokenHint(token: string): string | null {
  return token.length >= HINT_MIN_TOKEN_LENGTH ? token.slice(-4) : null;
}

/** The settings as answered: state by today's date in the database (valid while today <= validTill). */
export async function getEconomySettings(db: Db): Promise<EconomySettings> {
  const { rows } = await db.execute<EconomySettings>(sql`
    SELECT CASE WHEN s.token_ciphertext IS NULL THEN 'missing'
                WHEN ${TODAY_SQL} <= s.token_valid_till THEN 'valid'
                ELSE 'expired' END AS "tokenState",
           CASE WHEN s.token_ciphertext IS NULL THEN NULL ELSE s.token_hint END AS "tokenHint",
           s.token_valid_till AS "tokenValidTill",
           to_char(s.token_updated_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "tokenUpdatedDate",
           CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS "tokenUpdatedByName"
      FROM (SELECT 1) one
      LEFT JOIN economy_settings s ON s.id = 1
      LEFT JOIN users u ON u.id = s.token_updated_by_id`);
  return rows[0]!;
}

/**
 * Replaces the token and its expiry. A validTill before today is refused (a token that is already
 * expired is of no use, and would show "expired" at once); today itself is accepted.
 */
export async function renewEconomyToken(
  db: Db,
  secrets: Secrets,
  userId: number,
  input: { token: string; validTill: string },
): Promise<EconomySettings> {
  const today = clockToday();
  if (input.validTill < today) {
    throw validationError([
      { field: 'validTill', key: 'economy.validTillPast', params: { label: 'validTill', min: today } },
    ]);
  }
  const ciphertext = await secrets.encrypt(input.token, TOKEN_PURPOSE);
  await db.execute(sql`
    INSERT INTO economy_settings (id, token_ciphertext, token_hint, token_valid_till, token_updated_date, token_updated_by_id)
    VALUES (1, ${ciphertext}, ${tokenHint(input.token)}, ${input.validTill}::date, now(), ${userId})
    ON CONFLICT (id) DO UPDATE
       SET token_ciphertext = EXCLUDED.token_ciphertext, token_hint = EXCLUDED.token_hint,
           token_valid_till = EXCLUDED.token_valid_till, token_updated_date = EXCLUDED.token_updated_date,
           token_updated_by_id = EXCLUDED.token_updated_by_id`);
  return getEconomySettings(db);
}

/** The token in plain text for the server's own use, or null when none is stored. Never answer it. */
export async function readEconomyToken(
  db: Db,
  secrets: Secrets,
): Promise<{ token: string; validTill: string | null } | null> {
  const { rows } = await db.execute<{ ciphertext: Buffer | null; validTill: string | null }>(
    sql`SELECT token_ciphertext AS ciphertext, token_valid_till AS "validTill" FROM economy_settings WHERE id = 1`,
  );
  const row = rows[0];
  if (!row?.ciphertext) return null;
  return { token: await secrets.decrypt(row.ciphertext, TOKEN_PURPOSE), validTill: row.validTill };
}
