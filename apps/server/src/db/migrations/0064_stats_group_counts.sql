-- Statistics kept per group as the data change (issue 35 item 1): the club report and the stats
-- by club, district, federation unit, region and section at any date without counting the roles.
-- See docs/decisions/reports-and-statistics.md "Counts kept per group".
--
-- Each person's coverage per group (merged spans of the days they count there, cut where they
-- turn from child to adult) and each club's (the days it is registered) are kept; every covered
-- span adds +1 on its first day and -1 on the day after its last, per group and day
-- (stats_group_days), and the counts at one date (stats_group_base, the server's today) are kept
-- summed. A date's counts are the base plus the deltas between the base date and it.
--
-- Writes only queue who changed (a statement-level trigger, one INSERT … SELECT per statement, so
-- an import stays bulk); the queue is worked off by one worker at a time (an advisory lock): the
-- reader before it counts, when the queue is short, and a periodic task in chunks otherwise.
-- Everything is recomputed from what is committed, so a person queued twice is counted once.

-- Groupings: 1 report (club), 2 club × section × role type, 3 district, 4 federation unit,
-- 5 region, 6 section. A missing key (a club without a district) is 0.
CREATE TABLE IF NOT EXISTS stats_person_cover (
  person_id integer NOT NULL,
  grp smallint NOT NULL,
  k1 integer NOT NULL,
  k2 integer NOT NULL,
  k3 integer NOT NULL,
  -- 0 adult male, 1 adult female, 2 adult n/a, 3 child male, 4 child female, 5 child n/a
  cat smallint NOT NULL,
  valid_from date NOT NULL,
  valid_till date NOT NULL
);
CREATE INDEX IF NOT EXISTS stats_person_cover_person_idx ON stats_person_cover (person_id);

-- A club's registered days: grouping 1 (the club, also the registration every member needs),
-- 3, 4 and 5 (its district, unit, region) and 6 (per section of its registrations).
CREATE TABLE IF NOT EXISTS stats_club_cover (
  club_id integer NOT NULL,
  grp smallint NOT NULL,
  k1 integer NOT NULL,
  valid_from date NOT NULL,
  valid_till date NOT NULL
);
CREATE INDEX IF NOT EXISTS stats_club_cover_club_idx ON stats_club_cover (club_id, grp);

CREATE TABLE IF NOT EXISTS stats_group_days (
  grp smallint NOT NULL,
  day date NOT NULL,
  k1 integer NOT NULL,
  k2 integer NOT NULL,
  k3 integer NOT NULL,
  am integer NOT NULL, af integer NOT NULL, an integer NOT NULL,
  cm integer NOT NULL, cf integer NOT NULL, cn integer NOT NULL,
  clubs integer NOT NULL,
  PRIMARY KEY (grp, day, k1, k2, k3)
);
CREATE INDEX IF NOT EXISTS stats_group_days_zero_idx ON stats_group_days (grp)
  WHERE am = 0 AND af = 0 AND an = 0 AND cm = 0 AND cf = 0 AND cn = 0 AND clubs = 0;

CREATE TABLE IF NOT EXISTS stats_group_base (
  grp smallint NOT NULL,
  k1 integer NOT NULL,
  k2 integer NOT NULL,
  k3 integer NOT NULL,
  am integer NOT NULL, af integer NOT NULL, an integer NOT NULL,
  cm integer NOT NULL, cf integer NOT NULL, cn integer NOT NULL,
  clubs integer NOT NULL,
  PRIMARY KEY (grp, k1, k2, k3)
);
CREATE INDEX IF NOT EXISTS stats_group_base_zero_idx ON stats_group_base (grp)
  WHERE am = 0 AND af = 0 AND an = 0 AND cm = 0 AND cf = 0 AND cn = 0 AND clubs = 0;

-- base_date: the date stats_group_base counts; rebuild: everything must be recomputed (the age
-- categories changed, a table was truncated, or the migration has just made the tables).
CREATE TABLE IF NOT EXISTS stats_counts_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  base_date date,
  rebuild boolean NOT NULL
);
INSERT INTO stats_counts_state (id, base_date, rebuild) VALUES (true, NULL, true) ON CONFLICT (id) DO NOTHING;

CREATE TABLE IF NOT EXISTS stats_dirty_persons (person_id integer NOT NULL);
CREATE INDEX IF NOT EXISTS stats_dirty_persons_idx ON stats_dirty_persons (person_id);
CREATE TABLE IF NOT EXISTS stats_dirty_clubs (club_id integer NOT NULL);

-- A club's merged registration spans per group.
CREATE OR REPLACE FUNCTION stats_club_cover_of(ids integer[])
RETURNS TABLE (club_id integer, grp smallint, k1 integer, valid_from date, valid_till date)
LANGUAGE sql STABLE AS $$
  WITH spans AS (
    SELECT cr.club_id, coalesce(cr.section_id, 0) AS s,
           daterange(cr.valid_from, coalesce(cr.valid_till, DATE '9999-12-31'), '[]') AS days
      FROM club_roles cr JOIN clubs c ON c.id = cr.club_id
     WHERE cr.club_id = ANY(ids)),
  -- range_agg merges spans that overlap or touch.
  merged AS (
    SELECT s.club_id, 1::smallint AS grp, s.club_id AS k1, range_agg(s.days) AS days FROM spans s GROUP BY s.club_id
    UNION ALL
    SELECT s.club_id, 6::smallint, s.s, range_agg(s.days) FROM spans s GROUP BY s.club_id, s.s),
  keyed AS (
    SELECT m.club_id, m.grp, m.k1, m.days FROM merged m
    UNION ALL
    SELECT m.club_id, g.grp, g.k1, m.days
      FROM merged m JOIN clubs c ON c.id = m.club_id
     CROSS JOIN LATERAL (VALUES (3::smallint, coalesce(c.district_id, 0)), (4::smallint, coalesce(c.federation_unit_id, 0)),
                                (5::smallint, coalesce(c.region_id, 0))) g(grp, k1)
     WHERE m.grp = 1)
  SELECT k.club_id, k.grp, k.k1, lower(r), upper(r) - 1 FROM keyed k CROSS JOIN LATERAL unnest(k.days) AS r
$$;

-- Each birth year's childhood: the years a person born then counts as a child, by the rule of
-- membership-at-date.ts (a child's age, the year of the date minus the year of birth, is in a
-- PUPILS or JUNIORS age category). Refilled with every recount (an age-category change is one).
CREATE TABLE IF NOT EXISTS stats_childhoods (
  y integer PRIMARY KEY,
  childhood datemultirange NOT NULL
);

CREATE OR REPLACE FUNCTION stats_childhoods_fill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM stats_childhoods;
  WITH child_ages AS (
    SELECT DISTINCT a.age FROM generate_series(-250, 250) a(age)
      JOIN codebook_entries k ON k.list = 'ageCategories'
       AND a.age >= coalesce((k.attrs->>'ageFrom')::int, -1000) AND a.age <= coalesce((k.attrs->>'ageTo')::int, 1000)
      JOIN codebook_entries g ON g.list = 'ageCategoryGroups' AND g.id = (k.attrs->>'groupId')::int
       AND g.code IN ('PUPILS', 'JUNIORS')),
  -- Runs of consecutive child ages: a child from 1 January of (birth year + first) to the end of
  -- (birth year + last).
  runs AS (
    SELECT min(x.age) AS a1, max(x.age) AS a2
      FROM (SELECT c.age, c.age - row_number() OVER (ORDER BY c.age) AS island FROM child_ages c) x
     GROUP BY x.island)
  INSERT INTO stats_childhoods (y, childhood)
  SELECT y.y, range_agg(daterange(make_date(greatest(1, least(10000, y.y + r.a1)), 1, 1),
                                  make_date(greatest(1, least(10000, y.y + r.a2 + 1)), 1, 1)))
    FROM generate_series(1, 9999) y(y) CROSS JOIN runs r GROUP BY y.y;
$$;

-- A person's merged spans per group, within their clubs' registration (stats_club_cover, so the
-- clubs go first), cut where the person turns child or adult (stats_childhoods); no birth date is
-- an adult; sex 1 male, 2 female, anything else not available.
CREATE OR REPLACE FUNCTION stats_person_cover_of(ids integer[])
RETURNS TABLE (person_id integer, grp smallint, k1 integer, k2 integer, k3 integer, cat smallint,
               valid_from date, valid_till date)
LANGUAGE sql STABLE AS $$
  WITH pieces AS (
    SELECT r.person_id, r.club_id, coalesce(r.section_id, 0) AS s, r.type_id AS ty,
           coalesce(c.district_id, 0) AS d, coalesce(c.federation_unit_id, 0) AS u, coalesce(c.region_id, 0) AS rg,
           daterange(greatest(r.valid_from, g.valid_from), least(coalesce(r.valid_till, DATE '9999-12-31'), g.valid_till),
                     '[]') AS days
      FROM unnest(ids) AS x(id)
      -- A join, not `= ANY(ids)`: a chunk of thousands of ids is hashed instead of scanned per role.
      JOIN person_roles r ON r.person_id = x.id
      JOIN clubs c ON c.id = r.club_id
      JOIN stats_club_cover g ON g.club_id = r.club_id AND g.grp = 1
     WHERE r.valid_from <= g.valid_till AND coalesce(r.valid_till, DATE '9999-12-31') >= g.valid_from),
  -- range_agg merges a person's spans in one group that overlap or touch: counted once.
  merged AS (
    SELECT p.person_id, x.grp, x.k1, x.k2, x.k3, range_agg(p.days) AS days
      FROM pieces p
     CROSS JOIN LATERAL (VALUES (1::smallint, p.club_id, 0, 0), (2::smallint, p.club_id, p.s, p.ty),
                                (3::smallint, p.d, 0, 0), (4::smallint, p.u, 0, 0), (5::smallint, p.rg, 0, 0),
                                (6::smallint, p.s, 0, 0)) x(grp, k1, k2, k3)
     GROUP BY p.person_id, x.grp, x.k1, x.k2, x.k3)
  SELECT m.person_id, m.grp, m.k1, m.k2, m.k3,
         ((CASE p.sex_id WHEN 1 THEN 0 WHEN 2 THEN 1 ELSE 2 END) + part.child)::smallint,
         lower(part.r), upper(part.r) - 1
    FROM merged m
    JOIN persons p ON p.id = m.person_id
    LEFT JOIN stats_childhoods ch ON ch.y = extract(year FROM p.birth_date)::int
   CROSS JOIN LATERAL (SELECT coalesce(ch.childhood, '{}'::datemultirange) AS days) c
   CROSS JOIN LATERAL (
     SELECT 3 AS child, r FROM unnest(m.days * c.days) r
     UNION ALL
     SELECT 0, r FROM unnest(m.days - c.days) r) part
$$;

-- Adds covered spans (sign +1) or takes them back (-1): per group and day, and into the base
-- for the days up to its date; in key order, so two workers would wait instead of deadlocking.
CREATE OR REPLACE FUNCTION stats_counts_shift(g smallint[], a integer[], b integer[], c integer[], cat smallint[],
                                              f date[], t date[], s integer[])
RETURNS void LANGUAGE sql AS $$
  WITH spans AS (
    SELECT * FROM unnest(g, a, b, c, cat, f, t, s) AS x(grp, k1, k2, k3, cat, valid_from, valid_till, sign)),
  change AS (
    SELECT x.grp, x.k1, x.k2, x.k3, x.cat, x.valid_from AS day, x.sign AS delta FROM spans x
    UNION ALL
    SELECT x.grp, x.k1, x.k2, x.k3, x.cat, x.valid_till + 1, -x.sign FROM spans x
     WHERE x.valid_till < DATE '9999-12-31'),
  per_day AS (
    SELECT x.grp, x.day, x.k1, x.k2, x.k3,
           coalesce(sum(x.delta) FILTER (WHERE x.cat = 0), 0)::int AS am,
           coalesce(sum(x.delta) FILTER (WHERE x.cat = 1), 0)::int AS af,
           coalesce(sum(x.delta) FILTER (WHERE x.cat = 2), 0)::int AS an,
           coalesce(sum(x.delta) FILTER (WHERE x.cat = 3), 0)::int AS cm,
           coalesce(sum(x.delta) FILTER (WHERE x.cat = 4), 0)::int AS cf,
           coalesce(sum(x.delta) FILTER (WHERE x.cat = 5), 0)::int AS cn,
           coalesce(sum(x.delta) FILTER (WHERE x.cat = 6), 0)::int AS clubs
      FROM change x GROUP BY x.grp, x.day, x.k1, x.k2, x.k3),
  days AS (
    INSERT INTO stats_group_days AS d (grp, day, k1, k2, k3, am, af, an, cm, cf, cn, clubs)
    SELECT * FROM per_day ORDER BY grp, day, k1, k2, k3
    ON CONFLICT (grp, day, k1, k2, k3) DO UPDATE SET
      am = d.am + excluded.am, af = d.af + excluded.af, an = d.an + excluded.an,
      cm = d.cm + excluded.cm, cf = d.cf + excluded.cf, cn = d.cn + excluded.cn, clubs = d.clubs + excluded.clubs)
  INSERT INTO stats_group_base AS bs (grp, k1, k2, k3, am, af, an, cm, cf, cn, clubs)
  SELECT p.grp, p.k1, p.k2, p.k3, sum(p.am), sum(p.af), sum(p.an), sum(p.cm), sum(p.cf), sum(p.cn), sum(p.clubs)
    FROM per_day p WHERE p.day <= (SELECT st.base_date FROM stats_counts_state st)
   GROUP BY p.grp, p.k1, p.k2, p.k3 ORDER BY p.grp, p.k1, p.k2, p.k3
  ON CONFLICT (grp, k1, k2, k3) DO UPDATE SET
    am = bs.am + excluded.am, af = bs.af + excluded.af, an = bs.an + excluded.an,
    cm = bs.cm + excluded.cm, cf = bs.cf + excluded.cf, cn = bs.cn + excluded.cn, clubs = bs.clubs + excluded.clubs
$$;

-- Works off the queue: the queued clubs (their persons join the queue), then at most `chunk`
-- persons; moves the base to `today`. Answers whether the counts are now current (nothing left
-- queued). `max_pending` (a reader): do nothing and answer false when more than that many persons
-- wait, or a rebuild does, or another worker holds the queue longer than `wait_ms`.
CREATE OR REPLACE FUNCTION stats_counts_drain(today date, max_pending integer, chunk integer, wait_ms integer)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  st stats_counts_state;
  club_ids integer[];
  person_ids integer[];
  g smallint[]; a integer[]; b integer[]; c integer[]; k smallint[]; f date[]; t date[]; s integer[];
  waiting bigint;
BEGIN
  BEGIN
    PERFORM set_config('lock_timeout', wait_ms || 'ms', true);
    PERFORM pg_advisory_xact_lock(1937007988); -- 'stat'
    PERFORM set_config('lock_timeout', '0', true);
  EXCEPTION WHEN lock_not_available THEN
    RETURN false;
  END;
  SELECT * INTO st FROM stats_counts_state;
  -- A recount queues every club and person, and does no more in this call (a short transaction):
  -- the counts are recomputed person by person as any change is, so a reader meanwhile reads the
  -- counts as they were (or, while the queue is long, computes the stats itself).
  IF st.rebuild THEN
    IF max_pending IS NOT NULL THEN
      RETURN false;
    END IF;
    PERFORM stats_childhoods_fill();
    -- The clubs queue their members when worked off; the persons with kept coverage are queued
    -- too, in case their roles are gone (a TRUNCATE).
    INSERT INTO stats_dirty_clubs SELECT id FROM clubs UNION SELECT DISTINCT x.club_id FROM stats_club_cover x;
    INSERT INTO stats_dirty_persons SELECT DISTINCT x.person_id FROM stats_person_cover x;
    UPDATE stats_counts_state SET rebuild = false, base_date = coalesce(base_date, today);
    RETURN false;
  END IF;
  IF max_pending IS NOT NULL THEN
    SELECT count(*) INTO waiting FROM (
      SELECT 1 FROM stats_dirty_persons LIMIT max_pending + 1) x;
    SELECT waiting + count(*) INTO waiting FROM (
      SELECT 1 FROM person_roles r WHERE r.club_id IN (SELECT d.club_id FROM stats_dirty_clubs d) LIMIT max_pending + 1) x;
    IF waiting > max_pending THEN
      RETURN false;
    END IF;
  END IF;

  WITH taken AS (DELETE FROM stats_dirty_clubs RETURNING club_id)
  SELECT array_agg(DISTINCT taken.club_id) INTO club_ids FROM taken;
  IF club_ids IS NOT NULL THEN
    INSERT INTO stats_dirty_persons SELECT DISTINCT r.person_id FROM person_roles r WHERE r.club_id = ANY(club_ids);
    -- Persons whose roles left these clubs were queued by their roles' trigger.
    WITH old AS (
      DELETE FROM stats_club_cover x WHERE x.club_id = ANY(club_ids)
      RETURNING x.grp, x.k1, x.valid_from, x.valid_till, -1 AS sign),
    fresh AS (
      INSERT INTO stats_club_cover SELECT * FROM stats_club_cover_of(club_ids)
      RETURNING grp, k1, valid_from, valid_till, 1 AS sign),
    changed AS (SELECT * FROM old UNION ALL SELECT * FROM fresh)
    SELECT array_agg(x.grp), array_agg(x.k1), array_agg(0), array_agg(0), array_agg(6::smallint),
           array_agg(x.valid_from), array_agg(x.valid_till), array_agg(x.sign)
      INTO g, a, b, c, k, f, t, s FROM changed x;
    PERFORM stats_counts_shift(g, a, b, c, k, f, t, s);
  END IF;

  WITH picked AS (SELECT DISTINCT d.person_id FROM stats_dirty_persons d LIMIT chunk),
  taken AS (DELETE FROM stats_dirty_persons d WHERE d.person_id IN (SELECT picked.person_id FROM picked) RETURNING d.person_id)
  SELECT array_agg(DISTINCT taken.person_id) INTO person_ids FROM taken;
  IF person_ids IS NOT NULL THEN
    WITH old AS (
      DELETE FROM stats_person_cover x WHERE x.person_id = ANY(person_ids)
      RETURNING x.grp, x.k1, x.k2, x.k3, x.cat, x.valid_from, x.valid_till, -1 AS sign),
    fresh AS (
      INSERT INTO stats_person_cover SELECT * FROM stats_person_cover_of(person_ids)
      RETURNING grp, k1, k2, k3, cat, valid_from, valid_till, 1 AS sign),
    changed AS (SELECT * FROM old UNION ALL SELECT * FROM fresh)
    SELECT array_agg(x.grp), array_agg(x.k1), array_agg(x.k2), array_agg(x.k3), array_agg(x.cat),
           array_agg(x.valid_from), array_agg(x.valid_till), array_agg(x.sign)
      INTO g, a, b, c, k, f, t, s FROM changed x;
    PERFORM stats_counts_shift(g, a, b, c, k, f, t, s);
  END IF;

  -- The base follows the server's today: the days between the old date and the new one.
  IF st.base_date IS DISTINCT FROM today THEN
    INSERT INTO stats_group_base AS bs (grp, k1, k2, k3, am, af, an, cm, cf, cn, clubs)
    SELECT d.grp, d.k1, d.k2, d.k3, x.sign * sum(d.am), x.sign * sum(d.af), x.sign * sum(d.an),
           x.sign * sum(d.cm), x.sign * sum(d.cf), x.sign * sum(d.cn), x.sign * sum(d.clubs)
      FROM stats_group_days d
     CROSS JOIN (SELECT CASE WHEN today > st.base_date THEN 1 ELSE -1 END AS sign) x
     WHERE d.day > least(st.base_date, today) AND d.day <= greatest(st.base_date, today)
     GROUP BY d.grp, d.k1, d.k2, d.k3, x.sign ORDER BY d.grp, d.k1, d.k2, d.k3
    ON CONFLICT (grp, k1, k2, k3) DO UPDATE SET
      am = bs.am + excluded.am, af = bs.af + excluded.af, an = bs.an + excluded.an,
      cm = bs.cm + excluded.cm, cf = bs.cf + excluded.cf, cn = bs.cn + excluded.cn, clubs = bs.clubs + excluded.clubs;
    UPDATE stats_counts_state SET base_date = today;
  END IF;

  -- Days and groups whose deltas cancelled out are noise for every sum (found by partial indexes).
  IF club_ids IS NOT NULL OR person_ids IS NOT NULL OR st.base_date IS DISTINCT FROM today THEN
    DELETE FROM stats_group_days
     WHERE am = 0 AND af = 0 AND an = 0 AND cm = 0 AND cf = 0 AND cn = 0 AND clubs = 0;
    DELETE FROM stats_group_base
     WHERE am = 0 AND af = 0 AND an = 0 AND cm = 0 AND cf = 0 AND cn = 0 AND clubs = 0;
  END IF;
  RETURN NOT EXISTS (SELECT 1 FROM stats_dirty_persons) AND NOT EXISTS (SELECT 1 FROM stats_dirty_clubs);
END
$$;

-- The queue's triggers: who changed, once per statement. Their statements over the transition
-- tables run through EXECUTE, planned anew each time: a plan kept from a session's one-row
-- statements (a nested loop over the two transition tables) made a later 50,000-row statement in
-- the same session quadratic (28 s instead of 0.7 s for 20,000 roles).
CREATE OR REPLACE FUNCTION stats_counts_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE 'INSERT INTO stats_dirty_persons SELECT DISTINCT n.person_id FROM new_rows n WHERE n.club_id IS NOT NULL';
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE 'INSERT INTO stats_dirty_persons SELECT DISTINCT o.person_id FROM old_rows o WHERE o.club_id IS NOT NULL';
  ELSE
    EXECUTE '
      INSERT INTO stats_dirty_persons
      SELECT x.person_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       CROSS JOIN LATERAL (VALUES (o.person_id), (n.person_id)) x(person_id)
       WHERE (o.person_id, o.club_id, o.section_id, o.type_id, o.valid_from, o.valid_till)
             IS DISTINCT FROM (n.person_id, n.club_id, n.section_id, n.type_id, n.valid_from, n.valid_till)
       GROUP BY x.person_id';
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stats_counts_persons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE '
    INSERT INTO stats_dirty_persons
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.birth_date, o.sex_id) IS DISTINCT FROM (n.birth_date, n.sex_id)';
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stats_counts_clubs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE 'INSERT INTO stats_dirty_clubs SELECT o.id FROM old_rows o';
  ELSE
    EXECUTE '
      INSERT INTO stats_dirty_clubs
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.district_id, o.federation_unit_id, o.region_id)
             IS DISTINCT FROM (n.district_id, n.federation_unit_id, n.region_id)';
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stats_counts_registrations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE 'INSERT INTO stats_dirty_clubs SELECT DISTINCT n.club_id FROM new_rows n';
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE 'INSERT INTO stats_dirty_clubs SELECT DISTINCT o.club_id FROM old_rows o';
  ELSE
    EXECUTE '
      INSERT INTO stats_dirty_clubs
      SELECT x.club_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       CROSS JOIN LATERAL (VALUES (o.club_id), (n.club_id)) x(club_id)
       WHERE (o.club_id, o.section_id, o.valid_from, o.valid_till)
             IS DISTINCT FROM (n.club_id, n.section_id, n.valid_from, n.valid_till)
       GROUP BY x.club_id';
  END IF;
  RETURN NULL;
END
$$;

-- The person count's triggers (migration 0013) had the same kept plan: the same cure.
CREATE OR REPLACE FUNCTION person_count_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE 'SELECT person_count_refresh(ARRAY(SELECT DISTINCT n.person_id FROM new_rows n))';
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE 'SELECT person_count_refresh(ARRAY(SELECT DISTINCT o.person_id FROM old_rows o))';
  ELSE
    -- Only rows whose person or validity changed move the coverage.
    EXECUTE '
      SELECT person_count_refresh(ARRAY(
        SELECT x.person_id FROM old_rows o JOIN new_rows n ON n.id = o.id
         CROSS JOIN LATERAL (VALUES (o.person_id), (n.person_id)) x(person_id)
         WHERE (o.person_id, o.valid_from, o.valid_till) IS DISTINCT FROM (n.person_id, n.valid_from, n.valid_till)
         GROUP BY x.person_id))';
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION person_count_persons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE '
    SELECT person_count_refresh(ARRAY(
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE o.federation_unit_id IS DISTINCT FROM n.federation_unit_id))';
  RETURN NULL;
END
$$;

-- The age categories decide who is a child, everywhere: a change of them recomputes everything,
-- as does a TRUNCATE of what the counts are made of.
CREATE OR REPLACE FUNCTION stats_counts_rebuild_needed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_counts_state SET rebuild = true WHERE NOT rebuild;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stats_counts_codebook_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM old_rows o WHERE o.list IN ('ageCategories', 'ageCategoryGroups')))
     OR (TG_OP <> 'DELETE' AND EXISTS (SELECT 1 FROM new_rows n WHERE n.list IN ('ageCategories', 'ageCategoryGroups'))) THEN
    UPDATE stats_counts_state SET rebuild = true WHERE NOT rebuild;
  END IF;
  RETURN NULL;
END
$$;

-- Per table and event: (table, trigger name, function, event); INSERT sees the new rows, DELETE
-- the old, UPDATE both.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('person_roles', 'stats_counts_roles', 'stats_counts_roles_changed', 'INSERT'),
    ('person_roles', 'stats_counts_roles', 'stats_counts_roles_changed', 'UPDATE'),
    ('person_roles', 'stats_counts_roles', 'stats_counts_roles_changed', 'DELETE'),
    ('persons', 'stats_counts_persons', 'stats_counts_persons_changed', 'UPDATE'),
    ('clubs', 'stats_counts_clubs', 'stats_counts_clubs_changed', 'UPDATE'),
    ('clubs', 'stats_counts_clubs', 'stats_counts_clubs_changed', 'DELETE'),
    ('club_roles', 'stats_counts_registrations', 'stats_counts_registrations_changed', 'INSERT'),
    ('club_roles', 'stats_counts_registrations', 'stats_counts_registrations_changed', 'UPDATE'),
    ('club_roles', 'stats_counts_registrations', 'stats_counts_registrations_changed', 'DELETE'),
    ('codebook_entries', 'stats_counts_codebook', 'stats_counts_codebook_changed', 'INSERT'),
    ('codebook_entries', 'stats_counts_codebook', 'stats_counts_codebook_changed', 'UPDATE'),
    ('codebook_entries', 'stats_counts_codebook', 'stats_counts_codebook_changed', 'DELETE')
  ) v(tbl, name, fn, event) LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_' || lower(t.event), t.tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      t.name || '_' || lower(t.event), t.event, t.tbl,
      CASE t.event WHEN 'INSERT' THEN 'NEW TABLE AS new_rows' WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
                   ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
      t.fn);
  END LOOP;
END
$$;

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['person_roles', 'persons', 'club_roles', 'clubs', 'codebook_entries'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS stats_counts_truncated ON %I', tbl);
    EXECUTE format(
      'CREATE TRIGGER stats_counts_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION stats_counts_rebuild_needed()',
      tbl);
  END LOOP;
END
$$;
