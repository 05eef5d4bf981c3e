-- The per-date person count (0013) under concurrent writers: two transactions changing the same
-- person's roles each recomputed the person's coverage from a snapshot without the other's
-- uncommitted roles, so both inserted coverage: overlapping spans counted the person twice (or
-- the second failed on the coverage's key). The refresh now takes the persons' row locks first.
CREATE OR REPLACE FUNCTION person_count_refresh(ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  units integer[];
  froms date[];
  tills date[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- One transaction at a time per person: a second waits here until the first commits, and its
  -- next statements then see the first's roles and coverage. A row lock (kept in the row, so a
  -- bulk statement's thousands cost no lock table), in id order; NO KEY UPDATE lets role inserts
  -- (their foreign key's KEY SHARE) pass. Persons deleted by this transaction are not there.
  PERFORM 1 FROM persons p WHERE p.id = ANY(ids) ORDER BY p.id FOR NO KEY UPDATE;
  -- ANY: probes of the primary key (a join with unnest(ids) was planned as a merge join walking
  -- the whole key).
  WITH old AS (
    DELETE FROM person_count_cover c WHERE c.person_id = ANY(ids) RETURNING c.unit_id, c.valid_from, c.valid_till
  )
  SELECT array_agg(o.unit_id), array_agg(o.valid_from), array_agg(o.valid_till) INTO units, froms, tills FROM old o;
  PERFORM person_count_shift(units, froms, tills, -1);
  WITH fresh AS (
    INSERT INTO person_count_cover SELECT * FROM person_count_coverage(ids)
    RETURNING unit_id, valid_from, valid_till
  )
  SELECT array_agg(f.unit_id), array_agg(f.valid_from), array_agg(f.valid_till) INTO units, froms, tills FROM fresh f;
  PERFORM person_count_shift(units, froms, tills, 1);
  DELETE FROM person_count_days WHERE delta = 0;
  DELETE FROM person_count_months WHERE delta = 0;
END
$$;
