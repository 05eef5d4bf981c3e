-- Statistics (issue 11): the number of persons holding a role on a date without scanning the
-- roles. Each person's roles are merged into the days they cover (person_count_cover); each
-- covered span adds +1 on its first day and -1 on the day after its last, summed per federation
-- unit and day (person_count_days). The persons counted on a date are the sum of the deltas up to
-- it: a few thousand rows instead of two million roles. Statement-level triggers with transition
-- tables keep both tables exact, one set-based pass per statement, so bulk imports stay bulk.
-- See docs/decisions.md "Statistics".

-- A person's role coverage, merged: spans that overlap or touch are one. `unit_id` is the
-- person's federation unit at the time (0: none), so the old contribution can be taken back even
-- after the person is gone. `till` is 9999-12-31 for an open end.
CREATE TABLE IF NOT EXISTS person_count_cover (
  person_id integer NOT NULL,
  unit_id integer NOT NULL,
  valid_from date NOT NULL,
  valid_till date NOT NULL,
  PRIMARY KEY (person_id, valid_from)
);

-- Per unit and day: covered spans starting that day minus those that ended the day before.
CREATE TABLE IF NOT EXISTS person_count_days (
  unit_id integer NOT NULL,
  day date NOT NULL,
  delta integer NOT NULL,
  PRIMARY KEY (unit_id, day)
);
CREATE INDEX IF NOT EXISTS person_count_days_day_idx ON person_count_days (day, unit_id) INCLUDE (delta);
-- The same deltas per unit and calendar month: a date's count is the months before its own
-- (a few hundred rows per unit) plus the days of its month up to it.
CREATE TABLE IF NOT EXISTS person_count_months (
  unit_id integer NOT NULL,
  month date NOT NULL,
  delta integer NOT NULL,
  PRIMARY KEY (unit_id, month)
);
CREATE INDEX IF NOT EXISTS person_count_months_month_idx ON person_count_months (month, unit_id) INCLUDE (delta);
CREATE INDEX IF NOT EXISTS person_count_months_zero_idx ON person_count_months (unit_id, month) WHERE delta = 0;
-- The days whose deltas cancelled out, found at once for removal.
CREATE INDEX IF NOT EXISTS person_count_days_zero_idx ON person_count_days (unit_id, day) WHERE delta = 0;

-- The merged coverage of the given persons, as person_roles and persons hold them now.
CREATE OR REPLACE FUNCTION person_count_coverage(ids integer[])
RETURNS TABLE (person_id integer, unit_id integer, valid_from date, valid_till date)
LANGUAGE sql STABLE AS $$
  WITH spans AS (
    SELECT r.person_id, coalesce(p.federation_unit_id, 0) AS unit_id,
           r.valid_from AS f, coalesce(r.valid_till, DATE '9999-12-31') AS t
      FROM unnest(ids) AS x(id)
      JOIN person_roles r ON r.person_id = x.id
      JOIN persons p ON p.id = r.person_id),
  ordered AS (
    SELECT s.*, max(s.t) OVER (PARTITION BY s.person_id ORDER BY s.f, s.t
                               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reach
      FROM spans s),
  islands AS (
    SELECT o.*, count(*) FILTER (WHERE o.reach IS NULL OR o.f > o.reach + 1)
                  OVER (PARTITION BY o.person_id ORDER BY o.f, o.t) AS island
      FROM ordered o)
  SELECT i.person_id, min(i.unit_id), min(i.f), max(i.t)
    FROM islands i GROUP BY i.person_id, i.island
$$;

-- Adds spans (sign +1) or takes them back (sign -1): +sign on each first day, -sign on the day
-- after each last, per unit and day and per unit and month, as one upsert each in key order, so
-- that two transactions touching the same days wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION person_count_shift(units integer[], froms date[], tills date[], sign integer)
RETURNS void LANGUAGE sql AS $$
  WITH spans AS (
    SELECT * FROM unnest(units, froms, tills) AS s(unit_id, valid_from, valid_till)
  ), change AS (
    SELECT s.unit_id, s.valid_from AS day, sign AS delta FROM spans s
    UNION ALL
    SELECT s.unit_id, s.valid_till + 1, -sign FROM spans s WHERE s.valid_till < DATE '9999-12-31'
  ), days AS (
    INSERT INTO person_count_days AS d (unit_id, day, delta)
    SELECT c.unit_id, c.day, sum(c.delta)::int FROM change c GROUP BY c.unit_id, c.day ORDER BY c.unit_id, c.day
    ON CONFLICT (unit_id, day) DO UPDATE SET delta = d.delta + excluded.delta
  )
  INSERT INTO person_count_months AS m (unit_id, month, delta)
  SELECT c.unit_id, date_trunc('month', c.day)::date, sum(c.delta)::int FROM change c
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (unit_id, month) DO UPDATE SET delta = m.delta + excluded.delta;
$$;

-- Replaces the coverage of the given persons by what their roles say now and moves the deltas by
-- the difference. Days and months whose deltas now cancel out are dropped (noise for every sum).
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
  -- next statements then see the first's roles and coverage (else two writers of one person's
  -- roles each rebuild its coverage without the other's uncommitted roles and count it twice).
  -- A row lock (kept in the row, so a bulk statement's thousands cost no lock table), in id
  -- order; NO KEY UPDATE lets role inserts (their foreign key's KEY SHARE) pass. Persons deleted
  -- by this transaction are not there.
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

CREATE OR REPLACE FUNCTION person_count_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM person_count_refresh(ARRAY(SELECT DISTINCT n.person_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM person_count_refresh(ARRAY(SELECT DISTINCT o.person_id FROM old_rows o));
  ELSE
    -- Only rows whose person or validity changed move the coverage.
    PERFORM person_count_refresh(ARRAY(
      SELECT o.person_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.person_id, o.valid_from, o.valid_till) IS DISTINCT FROM (n.person_id, n.valid_from, n.valid_till)
      UNION
      SELECT n.person_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.person_id, o.valid_from, o.valid_till) IS DISTINCT FROM (n.person_id, n.valid_from, n.valid_till)));
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION person_count_persons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_count_refresh(ARRAY(
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE o.federation_unit_id IS DISTINCT FROM n.federation_unit_id));
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS person_count_roles_inserted ON person_roles;
CREATE TRIGGER person_count_roles_inserted AFTER INSERT ON person_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_count_roles_changed();
DROP TRIGGER IF EXISTS person_count_roles_updated ON person_roles;
CREATE TRIGGER person_count_roles_updated AFTER UPDATE ON person_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_count_roles_changed();
DROP TRIGGER IF EXISTS person_count_roles_deleted ON person_roles;
CREATE TRIGGER person_count_roles_deleted AFTER DELETE ON person_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION person_count_roles_changed();
DROP TRIGGER IF EXISTS person_count_persons_updated ON persons;
CREATE TRIGGER person_count_persons_updated AFTER UPDATE ON persons
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_count_persons_changed();

-- Backfill from the roles there are: every person with a role, in one pass.
TRUNCATE person_count_cover, person_count_days, person_count_months;
INSERT INTO person_count_cover SELECT * FROM person_count_coverage(ARRAY(SELECT DISTINCT person_id FROM person_roles));
SELECT person_count_shift(array_agg(unit_id), array_agg(valid_from), array_agg(valid_till), 1) FROM person_count_cover;
DELETE FROM person_count_days WHERE delta = 0;
DELETE FROM person_count_months WHERE delta = 0;

-- The stats at a date (club report and stats calls) are kept once computed, per grouping, date
-- and scope, as long as nothing they read has changed: `stats_version` counts the committed
-- transactions that changed persons, roles, clubs, club registrations or the codebook. A
-- statement-level trigger notes the transaction once (stats_pending); a deferred constraint
-- trigger bumps the version at its commit, so writers wait for each other only for that update.
-- A reader that finds no snapshot of the current version computes it; since it reads the
-- version before the data, a snapshot is never newer-labelled than what it holds.
CREATE TABLE IF NOT EXISTS stats_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  n bigint NOT NULL
);
INSERT INTO stats_version (id, n) VALUES (true, 0) ON CONFLICT (id) DO NOTHING;

CREATE UNLOGGED TABLE IF NOT EXISTS stats_pending (xid xid8 PRIMARY KEY DEFAULT pg_current_xact_id());

CREATE OR REPLACE FUNCTION stats_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_pending DEFAULT VALUES ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stats_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_version SET n = n + 1;
  DELETE FROM stats_pending WHERE xid = NEW.xid;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS stats_version_bump ON stats_pending;
CREATE CONSTRAINT TRIGGER stats_version_bump AFTER INSERT ON stats_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stats_bump_version();

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['person_roles', 'persons', 'club_roles', 'clubs', 'codebook_entries'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS stats_changed ON %I', t);
    EXECUTE format(
      'CREATE TRIGGER stats_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION stats_mark_changed()',
      t);
  END LOOP;
END
$$;

-- The kept stats: one snapshot per grouping, date, scope ('all' or the unit ids) and version,
-- its rows the groups' keys and counts (names are joined when read, in the caller's language).
-- Unlogged: a cache, rebuilt on demand after a crash.
CREATE UNLOGGED TABLE IF NOT EXISTS stats_snapshots (
  id bigserial PRIMARY KEY,
  grouping text NOT NULL,
  stats_date date NOT NULL,
  scope_key text NOT NULL,
  version bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Touched when a reader finds it: a list reads a snapshot in several statements (page, then
  -- count), so the cleanup drops only snapshots nobody has found for a minute.
  used_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (grouping, stats_date, scope_key, version)
);
CREATE UNLOGGED TABLE IF NOT EXISTS stats_snapshot_rows (
  snapshot_id bigint NOT NULL REFERENCES stats_snapshots (id) ON DELETE CASCADE,
  club_id integer,
  section_id integer,
  type_id integer,
  district_id integer,
  federation_unit_id integer,
  region_id integer,
  clubs integer NOT NULL,
  adult_male integer NOT NULL,
  adult_female integer NOT NULL,
  adult_na integer NOT NULL,
  child_male integer NOT NULL,
  child_female integer NOT NULL,
  child_na integer NOT NULL
);
CREATE INDEX IF NOT EXISTS stats_snapshot_rows_snapshot_idx ON stats_snapshot_rows (snapshot_id);

-- Small kept answers (the count by sex), by call key and version: the same rule as the snapshots.
CREATE UNLOGGED TABLE IF NOT EXISTS stats_kept_values (
  key text NOT NULL,
  version bigint NOT NULL,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- As the snapshots': reports read kept rows straight from here in several statements.
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, version)
);

-- The per-date person count after a TRUNCATE of the roles (or of the persons, which
-- cascades to them): row triggers do not fire, so the coverage and its deltas would stay, counting
-- persons who hold no role any more. Without roles there is nothing to count: empty them too.
CREATE OR REPLACE FUNCTION person_count_roles_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE person_count_cover, person_count_days, person_count_months;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS person_count_roles_truncated ON person_roles;
CREATE TRIGGER person_count_roles_truncated AFTER TRUNCATE ON person_roles
  FOR EACH STATEMENT EXECUTE FUNCTION person_count_roles_truncated();
