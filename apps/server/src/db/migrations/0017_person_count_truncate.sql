-- The per-date person count (0013) after a TRUNCATE of the roles (or of the persons, which
-- cascades to them): row triggers do not fire, so the coverage and its deltas stayed, counting
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
