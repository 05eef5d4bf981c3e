// Generating a season's contributions from its memberships (docs/decisions.md "Economy (issue
// 12)"): per person the club of the latest-starting club role in the season, the role types held
// there, the age category and the highest price among those role types. Idempotent: missing
// contributions are inserted, unpaid ones refreshed, paid ones never touched. It runs in batches
// of person ids, each its own transaction, so that progress shows and a retry simply runs again.
// The demo data and the bench generate with the same code.
import { PAID_STATE } from '@fedra/contract';
import type { Db } from '../../platform/db/pool';

export interface GenerationCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** Persons (by id range) per batch: one transaction of at most this many contributions. */
export const GENERATION_BATCH = 20_000;

/**
 * The statement of one batch ($1 season, $2..$3 person id range, $4 user): the wanted
 * contributions of the range (`target`), inserted where missing and written over unpaid ones
 * that differ; answers the counts.
 */
const BATCH_SQL = `
WITH season AS (
  SELECT id, valid_from, valid_till, extract(year FROM valid_from)::int AS year FROM seasons WHERE id = $1),
roles AS (
  SELECT r.id, r.person_id, r.club_id, r.type_id, r.approval_state_id,
         first_value(r.club_id) OVER latest AS latest_club,
         first_value(r.approval_state_id) OVER latest AS latest_state
    FROM person_roles r
    JOIN season s ON r.valid_from <= s.valid_till AND (r.valid_till IS NULL OR r.valid_till >= s.valid_from)
    JOIN person_role_types t ON t.id = r.type_id AND t.is_club_role
    JOIN approval_states a ON a.id = r.approval_state_id AND NOT a.is_cancelled
   WHERE r.club_id IS NOT NULL AND r.person_id BETWEEN $2 AND $3
  WINDOW latest AS (PARTITION BY r.person_id ORDER BY r.valid_from DESC, r.id DESC)),
-- Per person: the latest role's club and state, and the role types held in that club.
held AS (
  SELECT person_id, latest_club AS club_id, latest_state AS approval_state_id,
         array_agg(DISTINCT type_id ORDER BY type_id) AS role_type_ids
    FROM roles WHERE club_id = latest_club GROUP BY person_id, latest_club, latest_state),
-- The category of each age (index: age + 201): the narrowest range holding it (open ends are
-- infinite), then sort order. One row, so that no plan joins it per person.
categories AS (
  SELECT array_agg(k.id ORDER BY k.age) AS by_age FROM (
    SELECT DISTINCT ON (a.age) a.age, e.id
      FROM generate_series(-200, 300) a(age)
      LEFT JOIN codebook_entries e ON e.list = 'ageCategories'
       AND a.age >= coalesce((e.attrs->>'ageFrom')::int, -100000) AND a.age <= coalesce((e.attrs->>'ageTo')::int, 100000)
     ORDER BY a.age, coalesce((e.attrs->>'ageTo')::int, 100000) - coalesce((e.attrs->>'ageFrom')::int, -100000),
              e.sort_order, e.id) k),
person AS (
  SELECT h.person_id, h.club_id, h.approval_state_id, h.role_type_ids, c.federation_unit_id, a.age,
         k.by_age[a.age + 201] AS age_category_id
    FROM held h
    JOIN persons p ON p.id = h.person_id
    JOIN clubs c ON c.id = h.club_id
    CROSS JOIN season s CROSS JOIN categories k
    CROSS JOIN LATERAL (SELECT s.year - extract(year FROM p.birth_date)::int AS age) a),
-- The season's prices with the age range of their category (none: every age, even unknown).
prices AS MATERIALIZED (
  SELECT cp.person_role_type_id, cp.federation_unit_id, cp.age_category_id, cp.amount,
         coalesce((e.attrs->>'ageFrom')::int, -100000) AS age_from, coalesce((e.attrs->>'ageTo')::int, 100000) AS age_to
    FROM contribution_prices cp
    LEFT JOIN codebook_entries e ON e.list = 'ageCategories' AND e.id = cp.age_category_id
   WHERE cp.season_id = $1),
-- The amount: the highest among the role types' most specific prices; no price at all is 0. A
-- price of a category holds for every age within the category's range (adults 19+ also for a
-- master of 40), the narrowest range first, before a price of any age; then the unit's before any
-- unit's. A unit's general price thus never overrides the youth prices of every unit.
target AS (
  SELECT pe.*, coalesce((
      SELECT max((SELECT cp.amount FROM prices cp
                   WHERE cp.person_role_type_id = t.id
                     AND (cp.federation_unit_id IS NULL OR cp.federation_unit_id = pe.federation_unit_id)
                     AND (cp.age_category_id IS NULL OR pe.age BETWEEN cp.age_from AND cp.age_to)
                   ORDER BY cp.age_category_id IS NOT NULL DESC, cp.age_to - cp.age_from,
                            cp.federation_unit_id IS NOT NULL DESC
                   LIMIT 1))
        FROM unnest(pe.role_type_ids) t(id)), 0) AS amount
    FROM person pe),
inserted AS (
  INSERT INTO person_contributions (person_id, season_id, club_id, federation_unit_id, age_category_id, role_type_ids,
                                    approval_state_id, amount, paid_state_id, created_by_id)
  SELECT t.person_id, $1, t.club_id, t.federation_unit_id, t.age_category_id, t.role_type_ids, t.approval_state_id,
         t.amount, CASE WHEN t.amount > 0 THEN ${PAID_STATE.unpaid} ELSE ${PAID_STATE.notRequired} END, $4
    FROM target t
   WHERE NOT EXISTS (SELECT 1 FROM person_contributions x WHERE x.person_id = t.person_id AND x.season_id = $1)
  ON CONFLICT (person_id, season_id) DO NOTHING
  RETURNING 1),
updated AS (
  UPDATE person_contributions pc
     SET club_id = t.club_id, federation_unit_id = t.federation_unit_id, age_category_id = t.age_category_id,
         role_type_ids = t.role_type_ids, approval_state_id = t.approval_state_id, amount = t.amount,
         paid_state_id = CASE WHEN t.amount > 0 THEN ${PAID_STATE.unpaid} ELSE ${PAID_STATE.notRequired} END,
         edited_date = now(), edited_by_id = $4
    FROM target t
   WHERE pc.person_id = t.person_id AND pc.season_id = $1 AND pc.paid_state_id <> ${PAID_STATE.paid}
     AND (pc.club_id, pc.federation_unit_id, pc.age_category_id, pc.role_type_ids, pc.approval_state_id, pc.amount,
          pc.paid_state_id)
         IS DISTINCT FROM
         (t.club_id, t.federation_unit_id, t.age_category_id, t.role_type_ids, t.approval_state_id, t.amount,
          CASE WHEN t.amount > 0 THEN ${PAID_STATE.unpaid} ELSE ${PAID_STATE.notRequired} END)
  RETURNING 1)
SELECT (SELECT count(*)::int FROM target) AS wanted,
       (SELECT count(*)::int FROM inserted) AS created,
       (SELECT count(*)::int FROM updated) AS updated`;

/** Whether the season exists. */
export async function seasonExists(db: Db, seasonId: number): Promise<boolean> {
  return ((await db.query('SELECT 1 FROM seasons WHERE id = $1', [seasonId])).rowCount ?? 0) > 0;
}

/**
 * Generates (or refreshes) the season's contributions. On the pool's handle each batch is its own
 * transaction; on a transaction's handle every batch runs in it (the demo seed's transaction).
 */
export async function generateContributions(
  db: Db,
  seasonId: number,
  options: {
    userId?: number | null;
    progress?: (done: number, total: number) => Promise<void>;
    signal?: AbortSignal;
  } = {},
): Promise<GenerationCounts> {
  const bounds = await db.query<{ min: number | null; max: number | null }>(
    'SELECT min(id) AS min, max(id) AS max FROM persons',
  );
  const min = bounds.rows[0]?.min ?? 1;
  const max = bounds.rows[0]?.max ?? 0;
  const total = Math.max(0, max - min + 1);
  const counts: GenerationCounts = { created: 0, updated: 0, unchanged: 0 };
  await options.progress?.(0, total);
  for (let from = min; from <= max; from += GENERATION_BATCH) {
    options.signal?.throwIfAborted();
    const to = Math.min(max, from + GENERATION_BATCH - 1);
    const { rows } = await db.query<{ wanted: number; created: number; updated: number }>(BATCH_SQL, [
      seasonId,
      from,
      to,
      options.userId ?? null,
    ]);
    const r = rows[0]!;
    counts.created += r.created;
    counts.updated += r.updated;
    counts.unchanged += r.wanted - r.created - r.updated;
    await options.progress?.(to - min + 1, total);
  }
  return counts;
}
