// Recipient lists are rules, not stored addresses: each contact strategy is a query over the
// federation's data as it is when asked (a count, a send). The union of a campaign's lists has
// each address once, compared in lower case. Everything is one SQL statement over the lists'
// rows (`l`), so that a page of lists or campaigns counts its recipients without a query per row.
// A campaign's recipients leave out the addresses that unsubscribed (emailing_unsubscribes).
import { type SQL, sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';

/** Roles valid on `day` (`pr` is person_roles). */
const validOn = (day: SQL) => sql`pr.valid_from <= ${day} AND (pr.valid_till IS NULL OR pr.valid_till >= ${day})`;

/** "Today" of the lists: the database's date; the demo data passes its own. */
const TODAY = TODAY_SQL;

const hasAddress = (column: SQL) => sql`${column} LIKE '%_@_%'`;

/**
 * Persons (`p`) with an address and a role valid on `day` of a kind (`typeFilter`), with `extra` on
 * the role. The kinds' ids are an array computed once, so the role index by type can serve them.
 */
function personsWithRole(gate: SQL, typeFilter: SQL, extra: SQL, rank: number, day: SQL): SQL {
  return sql`
    SELECT p.email, concat_ws(' ', p.first_name, p.last_name) AS name, p.id AS person_id, NULL::int AS user_id,
           ${sql.raw(String(rank))} AS rank
      FROM persons p
     WHERE ${gate} AND ${hasAddress(sql`p.email`)}
       AND EXISTS (SELECT 1 FROM person_roles pr
                    WHERE pr.person_id = p.id AND ${validOn(day)}
                      AND pr.type_id = ANY(ARRAY(SELECT id FROM person_role_types WHERE ${typeFilter})) ${extra})`;
}

/**
 * The recipients of the list row `l` (columns email, name, person_id, user_id, rank: who names a
 * shared address). One branch per strategy, each gated on the row's strategy, which PostgreSQL
 * checks once per row before scanning anything.
 */
export function listRecipientsSql(day: SQL = TODAY): SQL {
  const unit = sql`l.federation_unit_id`;
  const clubManagers = sql`
    SELECT u.email, concat_ws(' ', u.first_name, u.last_name) AS name, u.assign_person_id AS person_id,
           u.id AS user_id, 1 AS rank
      FROM users u
     WHERE l.contact_strategy = 'clubManagers' AND u.is_active AND ${hasAddress(sql`u.email`)}
       AND EXISTS (SELECT 1 FROM user_roles r JOIN user_role_types t ON t.id = r.role_type_id AND t.code = 'ClubManager'
                    WHERE r.user_id = u.id
                      AND (${unit} IS NULL OR EXISTS (
                            SELECT 1 FROM user_role_claims rc JOIN clubs c ON c.id = rc.object_id
                             WHERE rc.user_role_id = r.id AND rc.claim_type = 'club' AND c.federation_unit_id = ${unit})))`;
  // A referee has no club: the person's own unit narrows the list.
  const referees = personsWithRole(
    sql`l.contact_strategy = 'referees' AND (${unit} IS NULL OR p.federation_unit_id = ${unit})`,
    sql`is_referee`,
    sql``,
    2,
    day,
  );
  // A club role's unit is its club's. With and without a unit are two branches: the unit's clubs
  // then lead (the role index by club) instead of a test on every role of the federation.
  const members = personsWithRole(
    sql`l.contact_strategy IN ('unitMembers', 'allMembers') AND ${unit} IS NULL`,
    sql`is_club_role`,
    sql``,
    3,
    day,
  );
  const unitMembers = personsWithRole(
    sql`l.contact_strategy IN ('unitMembers', 'allMembers') AND ${unit} IS NOT NULL`,
    sql`is_club_role`,
    sql`AND pr.club_id IN (SELECT c.id FROM clubs c WHERE c.federation_unit_id = ${unit})`,
    3,
    day,
  );
  return sql`${clubManagers} UNION ALL ${referees} UNION ALL ${members} UNION ALL ${unitMembers}`;
}

/** The distinct addresses of the list row `l` now (unsubscribed ones too: the list's own size). */
export const listCountSql = () => sql`(SELECT count(DISTINCT lower(r.email))::int FROM (${listRecipientsSql()}) r)`;

/** The address of `r` has not unsubscribed (emailing_unsubscribes keeps addresses in lower case). */
const subscribed = sql`NOT EXISTS (SELECT 1 FROM emailing_unsubscribes x WHERE x.email = lower(r.email))`;

/** Every recipient of the lists (`listIds`: an int[] expression), once per address (lower case), without the unsubscribed. */
export function unionRecipientsSql(listIds: SQL, day: SQL = TODAY): SQL {
  return sql`
    SELECT DISTINCT ON (lower(r.email)) r.email, r.name, r.person_id, r.user_id
      FROM emailing_lists l CROSS JOIN LATERAL (${listRecipientsSql(day)}) r
     WHERE l.id = ANY(${listIds}) AND ${subscribed}
     ORDER BY lower(r.email), r.rank, r.person_id NULLS LAST, r.user_id`;
}

/** How many distinct addresses the lists (`listIds`: an int[] expression) have now, without the unsubscribed. */
export function unionCountSql(listIds: SQL): SQL {
  return sql`(SELECT count(DISTINCT lower(r.email))::int
                FROM emailing_lists l CROSS JOIN LATERAL (${listRecipientsSql()}) r
               WHERE l.id = ANY(${listIds}) AND ${subscribed})`;
}

/**
 * The lists' (`listIds`: an int[] expression) distinct addresses a send reaches (`count`) and
 * skips as unsubscribed (`skipped`), in one pass over the recipients.
 */
export function unionCountsSql(listIds: SQL): SQL {
  return sql`SELECT count(DISTINCT lower(r.email)) FILTER (WHERE ${subscribed})::int AS count,
                    count(DISTINCT lower(r.email)) FILTER (WHERE NOT ${subscribed})::int AS skipped
               FROM emailing_lists l CROSS JOIN LATERAL (${listRecipientsSql()}) r
              WHERE l.id = ANY(${listIds})`;
}

/** Whether the lists (`listIds`: an int[] expression) have any subscribed recipient now: stops at the first. */
export function unionAnySql(listIds: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM emailing_lists l CROSS JOIN LATERAL (${listRecipientsSql()}) r
                      WHERE l.id = ANY(${listIds}) AND ${subscribed})`;
}
