-- The person count (migration 0013) without deadlocks between writers, found by writers running
-- at once in test/reports/stats-counts.test.ts. person_count_refresh took a person's old spans
-- back and added the new ones as two upserts, each in key order but not together, and then
-- removed every zero row of the tables: two transactions could lock the same days in opposite
-- orders (one's old days being the other's new ones), or wait for each other's zero rows.
-- Now the old and the new spans move the deltas in one upsert in key order, the days before the
-- months; a change that cancels out on a day touches nothing; and only rows this transaction has
-- just locked are removed when they reach zero.

CREATE OR REPLACE FUNCTION person_count_move(units integer[], froms date[], tills date[], signs integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zero_units integer[];
  zero_keys date[];
BEGIN
  IF units IS NULL THEN
    RETURN;
  END IF;
  WITH spans AS (
    SELECT * FROM unnest(units, froms, tills, signs) AS s(unit_id, valid_from, valid_till, sign)
  ), change AS (
    SELECT s.unit_id, s.valid_from AS day, s.sign AS delta FROM spans s
    UNION ALL
    SELECT s.unit_id, s.valid_till + 1, -s.sign FROM spans s WHERE s.valid_till < DATE '9999-12-31'
  ), moved AS (
    INSERT INTO person_count_days AS d (unit_id, day, delta)
    SELECT c.unit_id, c.day, sum(c.delta)::int FROM change c
     GROUP BY c.unit_id, c.day HAVING sum(c.delta) <> 0 ORDER BY c.unit_id, c.day
    ON CONFLICT (unit_id, day) DO UPDATE SET delta = d.delta + excluded.delta
    RETURNING d.unit_id, d.day, d.delta
  )
  SELECT array_agg(m.unit_id), array_agg(m.day) INTO zero_units, zero_keys FROM moved m WHERE m.delta = 0;
  IF zero_units IS NOT NULL THEN
    DELETE FROM person_count_days d USING unnest(zero_units, zero_keys) AS z(unit_id, day)
     WHERE d.unit_id = z.unit_id AND d.day = z.day AND d.delta = 0;
  END IF;

  WITH spans AS (
    SELECT * FROM unnest(units, froms, tills, signs) AS s(unit_id, valid_from, valid_till, sign)
  ), change AS (
    SELECT s.unit_id, date_trunc('month', s.valid_from)::date AS month, s.sign AS delta FROM spans s
    UNION ALL
    SELECT s.unit_id, date_trunc('month', s.valid_till + 1)::date, -s.sign FROM spans s
     WHERE s.valid_till < DATE '9999-12-31'
  ), moved AS (
    INSERT INTO person_count_months AS m (unit_id, month, delta)
    SELECT c.unit_id, c.month, sum(c.delta)::int FROM change c
     GROUP BY c.unit_id, c.month HAVING sum(c.delta) <> 0 ORDER BY c.unit_id, c.month
    ON CONFLICT (unit_id, month) DO UPDATE SET delta = m.delta + excluded.delta
    RETURNING m.unit_id, m.month, m.delta
  )
  SELECT array_agg(x.unit_id), array_agg(x.month) INTO zero_units, zero_keys FROM moved x WHERE x.delta = 0;
  IF zero_units IS NOT NULL THEN
    DELETE FROM person_count_months m USING unnest(zero_units, zero_keys) AS z(unit_id, month)
     WHERE m.unit_id = z.unit_id AND m.month = z.month AND m.delta = 0;
  END IF;
END
$$;

-- Replaces the coverage of the given persons by what their roles say now and moves the deltas by
-- the difference.
CREATE OR REPLACE FUNCTION person_count_refresh(ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  units integer[];
  froms date[];
  tills date[];
  signs integer[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- One transaction at a time per person (see migration 0013), in id order.
  PERFORM 1 FROM persons p WHERE p.id = ANY(ids) ORDER BY p.id FOR NO KEY UPDATE;
  WITH old AS (
    DELETE FROM person_count_cover c WHERE c.person_id = ANY(ids) RETURNING c.unit_id, c.valid_from, c.valid_till
  )
  SELECT array_agg(o.unit_id), array_agg(o.valid_from), array_agg(o.valid_till), array_agg(-1)
    INTO units, froms, tills, signs FROM old o;
  WITH fresh AS (
    INSERT INTO person_count_cover SELECT * FROM person_count_coverage(ids)
    RETURNING unit_id, valid_from, valid_till
  )
  SELECT units || array_agg(f.unit_id), froms || array_agg(f.valid_from), tills || array_agg(f.valid_till),
         signs || array_agg(1)
    INTO units, froms, tills, signs FROM fresh f;
  PERFORM person_count_move(units, froms, tills, signs);
END
$$;

DROP FUNCTION IF EXISTS person_count_shift(integer[], date[], date[], integer);
