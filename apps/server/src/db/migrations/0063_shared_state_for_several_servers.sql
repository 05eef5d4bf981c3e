-- Several servers on one PostgreSQL (issue 35 item 4): what one process used to keep to itself
-- lives here, so that N servers behind a load balancer behave as one. See
-- docs/decisions/several-servers.md.

-- The public rate-limit counters (platform/http/rate-limit-store.ts): one row per key (a budget's
-- name and the client address), counted in fixed windows. UNLOGGED: a counter lost in a crash
-- only forgets a minute's count, and the upsert on every public call writes no WAL. No index
-- but the key, so the upsert is a HOT update; expired rows are deleted now and then in one pass.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Periodic tasks of the job queue (platform/jobs): which instance runs a task's round. A round
-- claims its task's row while nobody runs it (running_until in the past or empty) and, for a
-- scheduled round, once next_at has passed; the end of a scheduled round sets next_at, so the
-- task runs once per interval however many instances keep a timer for it. running_until is the
-- guard against an instance that died during a round (an hour, as the synchronizations page's).
CREATE TABLE IF NOT EXISTS periodic_task_leases (
  name text PRIMARY KEY,
  running_until timestamptz,
  next_at timestamptz
);

-- Public-cache invalidation: every server LISTENs on `fedra_public_changed` (platform/db/
-- change-listener.ts) and empties its public caches when a table the public pages read changes.
-- Statement-level, with one payload: a statement is one notification, and PostgreSQL folds the
-- same notification within a transaction, so an import of 100,000 rows costs one.
CREATE OR REPLACE FUNCTION fedra_public_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fedra_public_changed', '');
  RETURN NULL;
END $$;

-- What the cached public calls and the public pages' metadata read (public-cache.ts users in
-- features/, and the `publicPages` of the manifests). Persons only for changes of existing rows:
-- a new person is on no public page until a row of another table here names them.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'tournaments', 'tournament_competitions', 'tournament_participants', 'tournament_team_rosters',
    'tournament_unpaired_results', 'tournament_scoring_rows', 'tournament_attachments',
    'tournament_type_levels', 'tournament_calendar_tokens',
    'federation_articles',
    'clubs', 'club_roles', 'sport_fields', 'approval_states',
    'league_teams', 'league_competition_teams', 'league_rounds', 'league_matches', 'league_match_games',
    'league_roster_entries',
    'rankings', 'ranking_entries',
    'representation_teams', 'representation_nominations', 'representation_matches',
    'disciplinary_proceedings', 'disciplinary_parties', 'disciplinary_settings',
    'boards', 'seasons', 'person_roles', 'sexes', 'codebook_entries', 'features'
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_public_changed', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION fedra_public_changed()',
      t || '_public_changed', t);
  END LOOP;
END $$;

DROP TRIGGER IF EXISTS persons_public_changed ON persons;
CREATE TRIGGER persons_public_changed AFTER UPDATE OR DELETE OR TRUNCATE ON persons
  FOR EACH STATEMENT EXECUTE FUNCTION fedra_public_changed();
