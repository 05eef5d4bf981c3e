-- A kept stats snapshot is read in several statements (a list's page, then its count): the
-- cleanup must not drop it between them. `used_at` is touched when a reader finds the snapshot,
-- and the cleanup drops only snapshots nobody has found for a minute (kept-by-version.ts).
ALTER TABLE stats_snapshots ADD COLUMN IF NOT EXISTS used_at timestamptz NOT NULL DEFAULT now();
