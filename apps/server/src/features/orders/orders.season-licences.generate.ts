// The season's licence orders (issue 31 §2; docs/decisions/economy-generated-orders.md): for every
// club one new order (origin 'season-licences') with one item per member role that the season's
// price list asks a licence or fee for: a person item with a role type, valid in the season, of
// the role's type and (when the item has an age category) of the person's age in the season. A
// role is ordered once: not when paid or not required to pay, not when already on an order that is
// not cancelled. Idempotent: a rerun adds only what is missing, to the club's new order of the
// season if it still has one. Set-based: one statement finds every wanted item, then a few
// statements per range of club ids create the orders and items, all in one transaction (a club
// confirming its order meanwhile waits for it; a retry simply runs again).
import { ORDER_STATUS, type OrderOrigin, PAID_STATE } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';

export const SEASON_LICENCES_ORIGIN = 'season-licences' satisfies OrderOrigin;

export interface SeasonLicenceCounts {
  /** Orders created (a club's existing new order got the missing items instead). */
  orders: number;
  /** Items added. */
  items: number;
  /** Their sum, haléře. */
  amount: number;
}

/** Club ids per step of the generation (each club's order is touched once). */
export const SEASON_LICENCE_BATCH = 1000;
/** The generation transaction's work_mem (its hash joins over the season's roles and persons). */
const GENERATION_WORK_MEM = '256MB';

const WANTED = 'season_licence_wanted';
/** The age key of a person without a birth date. */
const NO_AGE = -999;

/**
 * The wanted items of the whole season ($1 season, $2 the price-list items or null for all, $3..$4
 * the season's first and last day, $5 its year): per role the most specific price-list item of its
 * type (an item of an age category covers every age within the category's range, the narrowest
 * range first, before an item of any age; then the season's own item before one of no season;
 * then the lowest id). The age is the season's year
 * less the year of birth, as the contributions count it. The choice is made once per role type and
 * age (`choice`, a few thousand rows; -999: no birth date), so that the roles join it by hash
 * instead of sorting the prices once per role.
 */
export const WANTED_SQL = `
CREATE TEMP TABLE ${WANTED} ON COMMIT DROP AS
WITH prices AS MATERIALIZED (
  SELECT p.id, p.category_id, p.name, p.amount, p.vat_rate, p.person_role_type_id AS type_id,
         p.age_category_id, p.season_id,
         coalesce((e.attrs->>'ageFrom')::int, -100000) AS age_from, coalesce((e.attrs->>'ageTo')::int, 100000) AS age_to
    FROM price_list_items p
    LEFT JOIN codebook_entries e ON e.list = 'ageCategories' AND e.id = p.age_category_id
   WHERE p.kind = 'person' AND p.person_role_type_id IS NOT NULL
     AND (p.season_id IS NULL OR p.season_id = $1)
     AND (p.valid_from IS NULL OR p.valid_from <= $4::date)
     AND (p.valid_to IS NULL OR p.valid_to >= $3::date)
     AND ($2::int[] IS NULL OR p.id = ANY($2::int[]))),
choice AS MATERIALIZED (
  SELECT DISTINCT ON (p.type_id, a.age) p.type_id, a.age, p.id, p.category_id, p.name, p.amount, p.vat_rate
    FROM prices p
    JOIN (SELECT generate_series(-200, 300) AS age UNION ALL SELECT ${NO_AGE}) a
      ON p.age_category_id IS NULL OR (a.age <> ${NO_AGE} AND a.age BETWEEN p.age_from AND p.age_to)
   ORDER BY p.type_id, a.age, p.age_category_id IS NOT NULL DESC, p.age_to - p.age_from, p.season_id IS NOT NULL DESC, p.id)
SELECT r.id AS role_id, r.person_id, r.club_id, c.id AS price_id, c.category_id, c.name, c.amount, c.vat_rate
  FROM person_roles r
  JOIN approval_states a ON a.id = r.approval_state_id AND NOT a.is_cancelled
  JOIN persons pe ON pe.id = r.person_id
  JOIN choice c ON c.type_id = r.type_id
   AND c.age = coalesce(greatest(-200, least(300, $5::int - extract(year FROM pe.birth_date)::int)), ${NO_AGE})
 WHERE r.club_id IS NOT NULL
   AND r.type_id IN (SELECT type_id FROM prices)
   AND r.valid_from <= $4::date AND (r.valid_till IS NULL OR r.valid_till >= $3::date)
   AND (r.paid_state_id IS NULL OR r.paid_state_id NOT IN (${PAID_STATE.paid}, ${PAID_STATE.notRequired}))
   AND NOT EXISTS (SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
                    WHERE i.person_role_id = r.id AND o.status_id <> ${ORDER_STATUS.cancelled})`;

/** The clubs' new season-licence orders of the season ($1), locked against a concurrent confirmation. */
export const OPEN_ORDERS = `
  SELECT o.id FROM orders o
   WHERE o.season_id = $1 AND o.origin = '${SEASON_LICENCES_ORIGIN}' AND o.status_id = ${ORDER_STATUS.new}
     AND o.club_id BETWEEN $2 AND $3 AND o.club_id IN (SELECT club_id FROM ${WANTED} WHERE club_id BETWEEN $2 AND $3)
   ORDER BY o.id FOR UPDATE`;

/** A new order for each club of the batch with something wanted and no new order of the season yet. */
export const CREATE_ORDERS = `
  INSERT INTO orders (club_id, season_id, status_id, origin, created_by_id)
  SELECT w.club_id, $1, ${ORDER_STATUS.new}, '${SEASON_LICENCES_ORIGIN}', $4
    FROM (SELECT DISTINCT club_id FROM ${WANTED} WHERE club_id BETWEEN $2 AND $3) w
   WHERE NOT EXISTS (SELECT 1 FROM orders o
                      WHERE o.club_id = w.club_id AND o.season_id = $1 AND o.origin = '${SEASON_LICENCES_ORIGIN}'
                        AND o.status_id = ${ORDER_STATUS.new})`;

/** The items into each club's (oldest) new order, the orders' totals raised by what they got. */
export const ADD_ITEMS = `
WITH target AS (
  SELECT DISTINCT ON (o.club_id) o.club_id, o.id FROM orders o
   WHERE o.season_id = $1 AND o.origin = '${SEASON_LICENCES_ORIGIN}' AND o.status_id = ${ORDER_STATUS.new}
     AND o.club_id BETWEEN $2 AND $3
   ORDER BY o.club_id, o.id),
items AS (
  INSERT INTO order_items (order_id, price_list_item_id, category_id, kind, name, person_id, person_role_id,
                           unit_amount, quantity, vat_rate, amount, created_by_id)
  SELECT t.id, w.price_id, w.category_id, 'person', w.name, w.person_id, w.role_id,
         w.amount, 1, w.vat_rate, w.amount, $4
    FROM ${WANTED} w JOIN target t ON t.club_id = w.club_id
   WHERE w.club_id BETWEEN $2 AND $3
   -- In the order of the roles (and so of their persons): the foreign-key checks walk the two
   -- primary keys forward instead of jumping around them.
   ORDER BY w.role_id
  RETURNING order_id, amount),
sums AS (SELECT order_id, sum(amount)::bigint AS amount FROM items GROUP BY order_id),
totals AS (
  UPDATE orders o SET total = o.total + s.amount, edited_date = now(), edited_by_id = $4
    FROM sums s WHERE o.id = s.order_id
  RETURNING 1)
SELECT (SELECT count(*)::int FROM items) AS items, (SELECT coalesce(sum(amount), 0)::float8 FROM sums) AS amount,
       (SELECT count(*)::int FROM totals) AS orders`;

/** The price-list items a generation may be narrowed to that are not person items of a role type valid in the season. */
export async function unusablePriceItems(db: Db, seasonId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT x.id FROM unnest($2::int[]) x(id)
      WHERE NOT EXISTS (
        SELECT 1 FROM price_list_items p JOIN seasons s ON s.id = $1
         WHERE p.id = x.id AND p.kind = 'person' AND p.person_role_type_id IS NOT NULL
           AND (p.season_id IS NULL OR p.season_id = s.id)
           AND (p.valid_from IS NULL OR p.valid_from <= s.valid_till)
           AND (p.valid_to IS NULL OR p.valid_to >= s.valid_from))
      ORDER BY x.id`,
    [seasonId, ids],
  );
  return rows.map((r) => r.id);
}

/**
 * Generates the season's licence orders (see the file's head) in one transaction: the wanted items
 * of every club at once (hash joins over the roles and persons, no per-role look-ups), then the
 * orders and items club range by club range, reporting progress after each range. A failure
 * leaves nothing behind, and the retry starts over.
 */
export async function generateSeasonLicences(
  db: Db,
  seasonId: number,
  options: {
    priceListItemIds?: number[] | null;
    userId?: number | null;
    progress?: (done: number, total: number) => Promise<void>;
    signal?: AbortSignal;
  } = {},
): Promise<SeasonLicenceCounts> {
  const { rows: bounds } = await db.execute<{ min: number | null; max: number | null }>(
    sql`SELECT min(id) AS min, max(id) AS max FROM clubs`,
  );
  const min = bounds[0]?.min ?? 1;
  const max = bounds[0]?.max ?? 0;
  const total = Math.max(0, max - min + 1);
  const ids = options.priceListItemIds?.length ? options.priceListItemIds : null;
  const userId = options.userId ?? null;
  await options.progress?.(0, total);
  const counts = await transaction(db, async (tx) => {
    const counts: SeasonLicenceCounts = { orders: 0, items: 0, amount: 0 };
    // The season's roles and persons are joined by hash: give the joins the memory to stay in it.
    await tx.query(`SET LOCAL work_mem = '${GENERATION_WORK_MEM}'`);
    await tx.query(`DROP TABLE IF EXISTS pg_temp.${WANTED}`);
    // The CTEs' row counts are guesses (one price, one role type): a nested loop over them would
    // scan the roles once per type and age. Every join of this statement is meant as a hash join.
    await tx.query('SET LOCAL enable_nestloop = off');
    await tx.query('SET LOCAL jit = off');
    const { rows: season } = await tx.query<{ from: string; till: string; year: number }>(
      `SELECT valid_from::text AS from, valid_till::text AS till, extract(year FROM valid_from)::int AS year
         FROM seasons WHERE id = $1`,
      [seasonId],
    );
    if (!season[0]) return counts;
    const wanted = await tx.query(WANTED_SQL, [seasonId, ids, season[0].from, season[0].till, season[0].year]);
    await tx.query('SET LOCAL enable_nestloop = on');
    if (!wanted.rowCount) return counts;
    await tx.query(`CREATE INDEX ON pg_temp.${WANTED} (club_id)`);
    await tx.query(`ANALYZE pg_temp.${WANTED}`);
    for (let from = min; from <= max; from += SEASON_LICENCE_BATCH) {
      options.signal?.throwIfAborted();
      const to = Math.min(max, from + SEASON_LICENCE_BATCH - 1);
      await tx.query(OPEN_ORDERS, [seasonId, from, to]);
      const created = await tx.query(CREATE_ORDERS, [seasonId, from, to, userId]);
      const { rows } = await tx.query<{ items: number; amount: number }>(ADD_ITEMS, [seasonId, from, to, userId]);
      counts.orders += created.rowCount ?? 0;
      counts.items += rows[0]!.items;
      counts.amount += rows[0]!.amount;
      await options.progress?.(to - min + 1, total);
    }
    await tx.query(`DROP TABLE pg_temp.${WANTED}`);
    return counts;
  });
  await options.progress?.(total, total);
  return counts;
}
