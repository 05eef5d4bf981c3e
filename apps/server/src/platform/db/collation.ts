// Names sort as Czech readers expect (Č after C, Ch after H, Ř after R) only where the database's
// own collation is Czech: the embedded PostgreSQL is made so (initdb with ICU cs-CZ), a database
// of DATABASE_URL must be created so (docs/deployment.md), and the server says so at start when it
// is not. Every ORDER BY on a name and the indexes behind it use the database's collation.
import type pg from 'pg';

/** `CREATE DATABASE name ${CZECH_DATABASE}`: UTF-8, ICU's Czech order, C for the rest. */
export const CZECH_DATABASE =
  "TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER icu ICU_LOCALE 'cs-CZ' LOCALE 'C.UTF-8'";

/** Whether the connected database sorts text in Czech (its default collation is ICU's cs). */
export async function sortsInCzech(pool: Pick<pg.Pool, 'query'>): Promise<boolean> {
  const { rows } = await pool.query<{ czech: boolean }>(
    // Two names that byte order and Czech order put the other way round.
    `SELECT ARRAY['Čermák', 'Dvořák'] = ARRAY(SELECT x FROM unnest(ARRAY['Dvořák', 'Čermák']) x ORDER BY x) AS czech`,
  );
  return rows[0]?.czech === true;
}
