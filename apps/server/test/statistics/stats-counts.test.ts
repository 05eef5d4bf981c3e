// The counts kept per group (issue 35 item 1) against a plain count: every grouping of the stats
// at many dates, read from the kept counts, equals the same stats computed from the roles
// (computedStatsRows, the counting rule itself) on the demo federation, after random writes of
// every kind that moves a count (roles, birth dates and sex, clubs' district, unit and region,
// registrations, the age categories, bulk statements, deletions), also when the writes run
// while readers work off the queue. The calls then answer from the kept counts, computing nothing.
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Rng } from '../../src/demo/prng';
import { drainKeptCounts, keptCountsCurrent, keptStatsRows } from '../../src/features/statistics/stats-counts';
import {
  computedStatsRows,
  keyColumnsOf,
  SNAPSHOT_COLUMNS,
  type StatsGrouping,
} from '../../src/features/statistics/stats-sql';
import { today } from '../../src/platform/clock';
import { useTestServer } from '../test-server';

const server = useTestServer();

const GROUPINGS: StatsGrouping[] = ['report', 'club', 'district', 'federationUnit', 'region', 'section'];

/** The grouping's rows as sorted JSON lines: its key columns, the clubs and the six counts. */
async function rowsOf(grouping: StatsGrouping, rows: SQL): Promise<string[]> {
  const columns = SNAPSHOT_COLUMNS.filter((c) => !c.endsWith('_id') || keyColumnsOf(grouping).includes(c));
  const { rows: found } = await server.db.db.execute<Record<string, unknown>>(
    sql`WITH ${rows} SELECT ${sql.raw(columns.join(', '))} FROM stats_rows`,
  );
  return found.map((r) => JSON.stringify(columns.map((c) => r[c]))).sort();
}

/** Every grouping at each date: the kept counts equal the computed ones. */
async function expectKeptEqualComputed(dates: string[]) {
  for (const date of dates) {
    for (const grouping of GROUPINGS) {
      const kept = await rowsOf(grouping, keptStatsRows(grouping, date));
      const computed = await rowsOf(grouping, computedStatsRows(grouping, { zone: 'admin', fedUnitIds: null }, date));
      expect(kept, `${grouping} at ${date}`).toEqual(computed);
    }
  }
}

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.db.pool.query<T>(text, values)).rows;
const ids = async (text: string) => (await query<{ id: number }>(text)).map((r) => r.id);

let dates: string[];

beforeAll(async () => {
  // The server's periodic task works off the same queue every 5 s: side by side with the drains
  // below it would take rounds (and the recount's queue) from under them at random. The tests drive
  // the queue themselves; the stats calls (the last test) need no job.
  await server.deps.jobs.stop({ graceMs: 5_000 });
  const t = today();
  const year = Number(t.slice(0, 4));
  // Today (the base), around it, and years away both ways; the first of a year (a child's last
  // or first day of childhood moves there).
  dates = [t, `${year - 1}-12-31`, `${year}-01-01`, `${year - 6}-03-15`, `${year + 2}-07-01`, '2001-01-01'];
});

// A test still under way after 40 s (a few seconds alone) prints what its database is doing, read
// on a connection of its own (the server's pool may be what is exhausted), so that a run that ends
// at the time limit says what it waited for.
let watchdog: NodeJS.Timeout | undefined;
beforeEach(() => {
  watchdog = setTimeout(async () => {
    const client = new pg.Client(server.deps.config.DATABASE_URL);
    await client.connect();
    const { rows } = await client.query(
      `SELECT a.pid, a.state, a.wait_event_type, a.wait_event, now() - a.query_start AS running, left(a.query, 160) AS query,
              (SELECT string_agg(l.locktype || ':' || l.mode, ', ') FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted) AS waiting_for
         FROM pg_stat_activity a WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()`,
    );
    await client.end();
    console.error(
      `stats-counts: a test runs over 40 s; its database:\n${rows.map((r) => JSON.stringify(r)).join('\n')}`,
    );
  }, 40_000);
});
afterEach(() => clearTimeout(watchdog));

describe('stats counted per group', () => {
  it('equal the stats computed from the roles on the demo federation', async () => {
    await drainKeptCounts(server.db.db);
    expect(await keptCountsCurrent(server.db.db)).toBe(true);
    const counted = await query<{ n: number }>('SELECT count(*)::int AS n FROM stats_group_base');
    expect(counted[0]!.n).toBeGreaterThan(0);
    await expectKeptEqualComputed(dates);
  });

  it('stay equal after random writes of every kind, some while readers work off the queue', async () => {
    const rng = new Rng(35);
    const pick = <T>(xs: T[]) => xs[Math.floor(rng.next() * xs.length)]!;
    const year = Number(today().slice(0, 4));
    const day = () =>
      `${year - 8 + Math.floor(rng.next() * 12)}-${String(1 + Math.floor(rng.next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rng.next() * 28)).padStart(2, '0')}`;
    const span = () => {
      const [a, b] = [day(), day()].sort();
      return [a!, rng.next() < 0.3 ? null : b!] as const;
    };
    const people = await ids('SELECT id FROM persons ORDER BY id LIMIT 400');
    const clubIds = await ids('SELECT id FROM clubs ORDER BY id');
    const sections = [...(await ids('SELECT id FROM sections ORDER BY id')), null];
    const types = await ids('SELECT id FROM person_role_types ORDER BY id LIMIT 4');
    const districts = [...(await ids('SELECT id FROM districts ORDER BY id LIMIT 6')), null];
    const regions = [...(await ids('SELECT id FROM regions ORDER BY id LIMIT 4')), null];
    const units = await ids('SELECT id FROM federation_units ORDER BY id LIMIT 4');
    const someRole = async () => pick(await ids('SELECT id FROM person_roles ORDER BY id LIMIT 800'));
    const someRegistration = async () => pick(await ids('SELECT id FROM club_roles ORDER BY id'));

    const write = async () => {
      const action = pick([
        'role',
        'role',
        'role',
        'roleDates',
        'roleClub',
        'roleGone',
        'birth',
        'sex',
        'clubPlace',
        'registration',
        'registrationDates',
        'registrationGone',
        'bulk',
      ] as const);
      if (action === 'role') {
        const [from, till] = span();
        await query(
          `INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, section_id, valid_from, valid_till)
           VALUES ($1, $2, $3, 3, $4, $5, $6)`,
          [pick(people), pick(types), pick(clubIds), pick(sections), from, till],
        );
      } else if (action === 'roleDates') {
        const [from, till] = span();
        await query('UPDATE person_roles SET valid_from = $2, valid_till = $3 WHERE id = $1', [
          await someRole(),
          from,
          till,
        ]);
      } else if (action === 'roleClub') {
        await query('UPDATE person_roles SET club_id = $2, section_id = $3, person_id = $4 WHERE id = $1', [
          await someRole(),
          pick([...clubIds, null]),
          pick(sections),
          pick(people),
        ]);
      } else if (action === 'roleGone') {
        await query('DELETE FROM person_roles WHERE id = $1', [await someRole()]);
      } else if (action === 'birth') {
        const born = rng.next() < 0.15 ? null : `${year - 25 + Math.floor(rng.next() * 25)}-06-30`;
        await query('UPDATE persons SET birth_date = $2 WHERE id = $1', [pick(people), born]);
      } else if (action === 'sex') {
        await query('UPDATE persons SET sex_id = $2 WHERE id = $1', [pick(people), pick([1, 2, null])]);
      } else if (action === 'clubPlace') {
        await query('UPDATE clubs SET district_id = $2, region_id = $3, federation_unit_id = $4 WHERE id = $1', [
          pick(clubIds),
          pick(districts),
          pick(regions),
          pick(units),
        ]);
      } else if (action === 'registration') {
        const [from, till] = span();
        await query(
          `INSERT INTO club_roles (club_id, type_id, approval_state_id, section_id, valid_from, valid_till)
           VALUES ($1, 1, 3, $2, $3, $4)`,
          [pick(clubIds), pick(sections), from, till],
        );
      } else if (action === 'registrationDates') {
        const [from, till] = span();
        await query('UPDATE club_roles SET valid_from = $2, valid_till = $3 WHERE id = $1', [
          await someRegistration(),
          from,
          till,
        ]);
      } else if (action === 'registrationGone') {
        await query('DELETE FROM club_roles WHERE id = $1', [await someRegistration()]);
      } else {
        // One statement over many roles, as an import or a cleanup does.
        await query('UPDATE person_roles SET valid_till = valid_from + 400 WHERE id % 11 = $1 AND person_id <= $2', [
          Math.floor(rng.next() * 11),
          pick(people),
        ]);
      }
    };

    for (let i = 0; i < 80; i++) await write();
    // A reader works off the short queue before it counts.
    expect(await keptCountsCurrent(server.db.db)).toBe(true);
    await expectKeptEqualComputed(dates.slice(0, 3));

    // Writers and readers at once: each reader works off what is queued while the writers go on.
    const writers = Array.from({ length: 3 }, async () => {
      for (let i = 0; i < 25; i++) await write();
    });
    const readers = Array.from({ length: 2 }, async () => {
      for (let i = 0; i < 10; i++) await keptCountsCurrent(server.db.db);
    });
    await Promise.all([...writers, ...readers]);
    expect(await keptCountsCurrent(server.db.db)).toBe(true);
    await expectKeptEqualComputed(dates);
  });

  it('recount everything when the age categories change', async () => {
    const [junior] = await query<{ id: number; attrs: Record<string, unknown> }>(
      `SELECT k.id, k.attrs FROM codebook_entries k JOIN codebook_entries g ON g.id = (k.attrs->>'groupId')::int
        WHERE k.list = 'ageCategories' AND g.list = 'ageCategoryGroups' AND g.code = 'JUNIORS'
          AND k.attrs->>'ageTo' IS NOT NULL ORDER BY (k.attrs->>'ageTo')::int DESC LIMIT 1`,
    );
    const ageTo = Number(junior!.attrs.ageTo);
    await query(`UPDATE codebook_entries SET attrs = attrs || jsonb_build_object('ageTo', $2::int) WHERE id = $1`, [
      junior!.id,
      ageTo + 3,
    ]);
    // A reader does not wait for the recount: it computes meanwhile.
    expect(await keptCountsCurrent(server.db.db)).toBe(false);
    // A stopping server ends the drain after the round under way: the rest stays queued.
    const stopping = new AbortController();
    stopping.abort();
    await drainKeptCounts(server.db.db, 1000, stopping.signal);
    expect((await query<{ n: number }>('SELECT count(*)::int AS n FROM stats_dirty_persons'))[0]!.n).toBeGreaterThan(
      1000,
    );
    // In chunks smaller than the demo, as a million persons are worked off (and then vacuumed).
    expect(await drainKeptCounts(server.db.db, 1000)).toBeGreaterThan(1000);
    await expectKeptEqualComputed(dates.slice(0, 4));
    await query(`UPDATE codebook_entries SET attrs = attrs || jsonb_build_object('ageTo', $2::int) WHERE id = $1`, [
      junior!.id,
      ageTo,
    ]);
    await drainKeptCounts(server.db.db);
    await expectKeptEqualComputed(dates.slice(0, 2));
  });

  it('answer the stats calls from the kept counts, computing no snapshot', async () => {
    await drainKeptCounts(server.db.db);
    const snapshots = await query('SELECT count(*)::int AS n FROM stats_snapshots');
    const date = today();
    const res = await server.request({
      method: 'GET',
      url: `/api/admin-zone/club/stats/regions/${date}?limit=100&sort=region`,
      as: 'expert',
    });
    expect(res.statusCode).toBe(200);
    const total = (res.json().data as { totalCount: number }[]).reduce((n, r) => n + r.totalCount, 0);
    const { rows } = await server.db.db.execute<{ n: number }>(
      sql`WITH ${computedStatsRows('region', { zone: 'admin', fedUnitIds: null }, date)}
          SELECT sum(adult_male + adult_female + adult_na + child_male + child_female + child_na)::int AS n FROM stats_rows`,
    );
    expect(total).toBe(rows[0]!.n);
    const sections = await server.request({
      method: 'GET',
      url: `/api/admin-zone/club/stats/sections/${date}`,
      as: 'expert',
    });
    expect(sections.statusCode).toBe(200);
    expect(await query('SELECT count(*)::int AS n FROM stats_snapshots')).toEqual(snapshots);
  });
});
