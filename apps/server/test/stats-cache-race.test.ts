// The kept stats snapshots against their cleanup: a snapshot a reader has just found must stay
// while that reader pages through it, even when it is old and a newer version has been computed
// meanwhile (the cleanup then runs in another request); one nobody reads goes.
import { describe, expect, it } from 'vitest';
import { statsSnapshot } from '../src/features/reports/kept-by-version';
import type { AdminScope } from '../src/platform/access/scope-sql';
import { useTestServer } from './test-server';

const server = useTestServer();
const ALL: AdminScope = { zone: 'admin', fedUnitIds: null };
const D = '2026-06-15';

const rowsOf = async (id: number) =>
  Number(
    (
      await server.db.pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM stats_snapshot_rows WHERE snapshot_id = $1',
        [id],
      )
    ).rows[0]!.n,
  );
const age = (id: number) =>
  server.db.pool.query(
    `UPDATE stats_snapshots SET created_at = created_at - interval '2 minutes', used_at = used_at - interval '2 minutes' WHERE id = $1`,
    [id],
  );
/** Another transaction's change committed: the version moves on. */
const changeCommitted = () => server.db.pool.query('UPDATE stats_version SET n = n + 1');

describe('kept snapshot cleanup', () => {
  it('keeps a snapshot a reader has just found, though old and superseded', async () => {
    const db = server.db.db;
    const made = await statsSnapshot(db, 'region', ALL, D);
    const rows = await rowsOf(made);
    expect(rows).toBeGreaterThan(0);
    await age(made);
    // A reader finds the old snapshot (still current) and is about to read its page and count.
    expect(await statsSnapshot(db, 'region', ALL, D)).toBe(made);
    // Meanwhile a change commits and another call computes a snapshot, cleaning up the old ones.
    await changeCommitted();
    await statsSnapshot(db, 'district', ALL, D);
    expect(await rowsOf(made)).toBe(rows);
  });

  it('drops a superseded snapshot nobody has read for a minute', async () => {
    const db = server.db.db;
    const made = await statsSnapshot(db, 'federationUnit', ALL, '2026-06-16');
    await age(made);
    await changeCommitted();
    await statsSnapshot(db, 'district', ALL, '2026-06-16');
    expect(await rowsOf(made)).toBe(0);
  });
});
