-- Kept counted rows are read by the report's statements straight from stats_kept_values (not sent
-- back as one parameter per statement), so, as the snapshots (0014), they are marked when a
-- reader finds them, and the cleanup spares those found in the last minute (kept-by-version.ts).
ALTER TABLE stats_kept_values ADD COLUMN IF NOT EXISTS used_at timestamptz NOT NULL DEFAULT now();
