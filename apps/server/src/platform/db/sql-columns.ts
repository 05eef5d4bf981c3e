// SQL pieces that many features' column lists repeat.
import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz column as the contract's ISO 8601 text in UTC ("2026-03-01T09:00:00.000Z", what
 * Date#toISOString gives), formatted in the query: for a time inside JSON that SQL builds, or text
 * an export writes. A timestamptz column itself already arrives in that form (pool.ts).
 */
export const isoTimestampSql = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The display name ("First Last") of the user whose id the column holds; null without one. */
export const userNameSql = (column: SQL): SQL =>
  sql`(SELECT nullif(trim(concat(u.first_name, ' ', u.last_name)), '') FROM users u WHERE u.id = ${column})`;
