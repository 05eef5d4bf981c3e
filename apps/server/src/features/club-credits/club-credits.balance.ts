// What a club's credit is worth: the ledger's one rule, shared by the credit pages and by the
// orders that spend it (issue 31). Purchases add, spends subtract; entries dated after today wait.
import { type SQL, sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';

/** An entry's effect on the balance (entries aliased `e`). */
export const signedCreditAmount = sql`CASE WHEN e.kind = 'order' THEN e.amount ELSE -e.amount END`;

/** Whether an entry counts in today's balance (entries aliased `e`). */
export const creditEntryDue = sql`e.entry_date <= ${TODAY_SQL}`;

/** A club's credit balance today in koruny (numeric), as a scalar subquery. */
export const clubCreditBalanceSql = (clubId: SQL | number): SQL =>
  sql`(SELECT coalesce(sum(${signedCreditAmount}), 0) FROM club_credit_entries e
        WHERE e.club_id = ${clubId} AND ${creditEntryDue})`;
