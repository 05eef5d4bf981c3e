// The large federation for `npm run bench`: adds seasons, clubs, persons, person roles, boards
// and users on top of the demo data, loaded with COPY in one transaction (a failure leaves the
// demo database as it was). The big tables' secondary indexes and foreign keys are taken off
// for the load and rebuilt from the catalog's own definitions afterwards. Deterministic: the
// same sizes and day give the same rows. Parts live in bench/generate/.
import type pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed';
import { hashPassword } from '../apps/server/src/platform/auth/password';
import { BOARD_COLUMNS, boardLines, planBoards } from './generate/boards';
import { CLUB_COLUMNS, CLUB_ROLE_COLUMNS, clubLines, clubRoleLines, planClubs } from './generate/clubs';
import { addContributions } from './generate/contributions';
import { copyInto } from './generate/copy';
import { readMeta, writeMeta } from './generate/meta';
import { PERSON_COLUMNS, personLines } from './generate/persons';
import { planPopulation } from './generate/population';
import { FILLED_TABLES, readReference } from './generate/reference';
import { ROLE_COLUMNS, type RoleStats, roleLines } from './generate/roles';
import { assertSameSchema, schemaSnapshot, suspendDdl } from './generate/schema-ddl';
import { addSeasons } from './generate/seasons';
import { addTournaments, TOURNAMENT_TABLES } from './generate/tournaments';
import { CLAIM_COLUMNS, planUsers, USER_COLUMNS, USER_ROLE_COLUMNS } from './generate/users';

export interface BenchSizes {
  persons: number;
  clubs: number;
  roles: number;
  seasons: number;
  boards: number;
  users: number;
  /** Seasons (the current one and back) whose person contributions are generated. */
  contributionSeasons: number;
  /** Issue 14: tournaments, their disciplines and the applications to them. */
  tournaments: number;
  disciplines: number;
  participants: number;
}

export const DEFAULT_SIZES: BenchSizes = {
  persons: 1_000_000,
  clubs: 10_000,
  roles: 2_000_000,
  seasons: 10,
  boards: 30,
  users: 20_000,
  contributionSeasons: 1,
  tournaments: 10_000,
  disciplines: 100_000,
  participants: 2_000_000,
};

export const QUICK_SIZES: BenchSizes = {
  persons: 20_000,
  clubs: 300,
  roles: 40_000,
  seasons: 10,
  boards: 10,
  users: 500,
  contributionSeasons: 1,
  tournaments: 200,
  disciplines: 2_000,
  participants: 20_000,
};

/** The fixed seed of the benchmark federation. */
const BENCH_SEED = 0x0be4c4;
/** The tables whose indexes and foreign keys are rebuilt after the load. */
const REBUILT_TABLES = ['persons', 'person_roles', 'clubs', 'club_roles', ...TOURNAMENT_TABLES];
/** Arbitrary constant: two generators on one database wait for each other ("bench" in ASCII). */
const BENCH_LOCK_ID = 0x62656e6368;

const SIZE_KEYS: (keyof BenchSizes)[] = [
  'persons',
  'clubs',
  'roles',
  'seasons',
  'boards',
  'users',
  'contributionSeasons',
  'tournaments',
  'disciplines',
  'participants',
];

/**
 * The version of the generated tournament results (issue 15: placings and points of the past
 * tournaments, ranking keys of the disciplines), kept in bench_meta's sizes: a data set generated
 * before them (or with another version) is built anew.
 */
const RESULTS_VERSION = 1;

/** What the database holds from an earlier generation (null if never generated): lets the bench reuse a database. */
export async function readGeneratedSizes(pool: pg.Pool): Promise<BenchSizes | null> {
  const meta = await readMeta(pool);
  if (!meta) return null;
  if (meta.sizes.results !== RESULTS_VERSION) return null;
  const sizes = {} as BenchSizes;
  for (const key of SIZE_KEYS) {
    const value = meta.sizes[key];
    if (typeof value !== 'number') return null;
    sizes[key] = value;
  }
  return sizes;
}

function checkSizes(sizes: BenchSizes): void {
  for (const key of SIZE_KEYS) {
    if (!Number.isSafeInteger(sizes[key]) || sizes[key] < 0)
      throw new Error(`bench size ${key} must be a whole number >= 0`);
  }
  if (sizes.persons > 0 && sizes.clubs === 0) throw new Error('persons need at least one club');
  if (sizes.tournaments > 0 && sizes.disciplines < sizes.tournaments)
    throw new Error('tournaments need at least one discipline each');
}

/** Adds the federation on top of a migrated, demo-seeded database. Returns the table totals afterwards. */
export async function generateFederation(
  pool: pg.Pool,
  sizes: BenchSizes,
  log: (m: string) => void,
): Promise<Record<string, number>> {
  checkSizes(sizes);
  const started = performance.now();
  let mark = started;
  const phase = (what: string) => {
    const now = performance.now();
    log(`${what} (${((now - mark) / 1000).toFixed(1)} s)`);
    mark = now;
  };
  // argon2 runs on the thread pool while the plan is built.
  const passwordHash = hashPassword(DEMO_PASSWORD);
  passwordHash.catch(() => {});

  const client = await pool.connect();
  let broken: Error | undefined;
  let totals: Record<string, number>;
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL statement_timeout = 0`);
    await client.query(`SET LOCAL lock_timeout = 0`);
    await client.query(`SET LOCAL maintenance_work_mem = '1GB'`);
    await client.query(`SET LOCAL max_parallel_maintenance_workers = 2`);
    await client.query(`SET LOCAL work_mem = '256MB'`);
    await client.query('SELECT pg_advisory_xact_lock($1)', [BENCH_LOCK_ID]);
    if (await readMeta(client)) throw new Error('the database already holds a generated federation');
    const demo = await client.query(`SELECT 1 FROM users WHERE lower(user_name) = 'admin@fedra.test'`);
    if (!demo.rowCount) throw new Error('the demo federation is missing: migrate and seed the database first');

    const before = await schemaSnapshot(client, ['bench_meta']);
    const ref = await readReference(client);
    const frame = await addSeasons(client, sizes.seasons, ref.maxIds.seasons, ref.today);
    const clubNames = (await client.query<{ name: string }>('SELECT name FROM clubs')).rows.map((r) => r.name);
    const clubs = planClubs(sizes.clubs, BENCH_SEED, ref, frame, clubNames);
    const people = planPopulation(sizes.persons, BENCH_SEED, ref, clubs, frame);
    const boards = planBoards(sizes.boards, BENCH_SEED, ref, frame, clubs, people);
    const userNames = (await client.query<{ n: string }>('SELECT user_name AS n FROM users')).rows.map((r) => r.n);
    const users = planUsers({
      count: sizes.users,
      seed: BENCH_SEED,
      passwordHash: await passwordHash,
      ref,
      clubs,
      people,
      takenNames: userNames,
    });
    phase(
      `planned ${frame.added} seasons, ${clubs.list.length} clubs, ${people.count} persons ` +
        `(role candidates: ${people.tiers.memberships} memberships, ${people.tiers.seasonRoles} season roles, ` +
        `${people.tiers.pastRoles} past roles), ${boards.boards.length} boards, ${users.users.length} users`,
    );

    const suspended = await suspendDdl(client, REBUILT_TABLES);
    phase(`dropped ${suspended.indexes.length} indexes and ${suspended.foreignKeys.length} foreign keys`);

    await copyInto(client, 'clubs', CLUB_COLUMNS, clubLines(clubs));
    await copyInto(
      client,
      'club_roles',
      CLUB_ROLE_COLUMNS,
      clubRoleLines(clubs, frame, ref.maxIds.club_roles + 1, ref.today),
    );
    await copyInto(client, 'boards', BOARD_COLUMNS, boardLines(boards));
    // Sport fields for a third of the generated clubs (the statistics count them), an eighth closed.
    await client.query(
      `INSERT INTO sport_fields (name, type_id, club_id, federation_unit_id, district_id, region_id, city, court_count, valid_from, valid_till)
       SELECT 'Hala ' || coalesce(c.city, c.name), 1 + c.id % 3, c.id, c.federation_unit_id, c.district_id, c.region_id,
              c.city, 2 + c.id % 9, DATE '2000-01-01' + c.id % 9000,
              CASE WHEN c.id % 8 = 0 THEN DATE '2000-01-01' + c.id % 9000 + 2000 END
         FROM clubs c WHERE c.id > $1 AND c.id % 3 = 0`,
      [ref.maxIds.clubs],
    );
    phase('copied clubs, club registrations and boards; added sport fields');
    await copyInto(client, 'persons', PERSON_COLUMNS, personLines(people, clubs, BENCH_SEED, ref.today));
    phase(`copied ${people.count} persons`);
    const roleStats: RoleStats = { rows: 0, memberships: 0, seasonRoles: 0, pastRoles: 0, seats: 0 };
    await copyInto(
      client,
      'person_roles',
      ROLE_COLUMNS,
      roleLines(
        {
          seed: BENCH_SEED,
          total: sizes.roles,
          firstId: ref.maxIds.person_roles + 1,
          ref,
          frame,
          clubs,
          people,
          boards,
        },
        roleStats,
      ),
    );
    phase(
      `copied ${roleStats.rows} person roles (${roleStats.memberships} memberships, ${roleStats.seasonRoles} ` +
        `this/next season, ${roleStats.pastRoles} past seasons, ${roleStats.seats} board seats)`,
    );
    if (roleStats.rows < sizes.roles) log(`only ${roleStats.rows} person roles fit these sizes (asked ${sizes.roles})`);
    await copyInto(client, 'users', USER_COLUMNS, users.users);
    await copyInto(client, 'user_roles', USER_ROLE_COLUMNS, users.userRoles);
    await copyInto(client, 'user_role_claims', CLAIM_COLUMNS, users.claims);
    const tournaments = await addTournaments(client, sizes, BENCH_SEED, ref, frame, clubs, people);
    phase(
      `copied ${tournaments.tournaments} tournaments, ${tournaments.disciplines} disciplines and ` +
        `${tournaments.participants} applications (largest discipline: ${tournaments.largestDiscipline})`,
    );
    for (const table of FILLED_TABLES) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
        [table],
      );
    }
    phase(`copied ${users.users.length} users with ${users.userRoles.length} roles; sequences moved on`);

    const indexTimes = await timed(client, suspended.indexes);
    phase(`rebuilt ${suspended.indexes.length} indexes; slowest: ${slowest(indexTimes)}`);
    const keyTimes = await timed(client, suspended.foreignKeys);
    phase(`restored and validated ${suspended.foreignKeys.length} foreign keys; slowest: ${slowest(keyTimes)}`);
    assertSameSchema(before, await schemaSnapshot(client, ['bench_meta']));
    // With every index back: the generation looks persons, clubs and prices up by them.
    const contributions = await addContributions(client, sizes.contributionSeasons);
    phase(
      `generated ${contributions.rows} person contributions of ${contributions.seasons} season(s) ` +
        `with the server's generation, ${contributions.paid} of them paid`,
    );

    totals = await countRows(client);
    await writeMeta(
      client,
      { sizes: { ...sizes, results: RESULTS_VERSION }, totals, seed: BENCH_SEED },
      performance.now() - started,
    );
    await client.query('COMMIT');
    phase('committed');
  } catch (err) {
    await client.query('ROLLBACK').catch((e: Error) => {
      broken = e;
    });
    throw err;
  } finally {
    client.release(broken);
  }
  // After the commit (an ANALYZE inside the transaction would leave the rows counted as changed
  // since, and autovacuum would analyze again while the bench measures): statistics, hint bits
  // and the visibility map (index-only scans) now.
  await pool.query(`VACUUM (ANALYZE) ${FILLED_TABLES.join(', ')}`);
  phase('vacuumed and analyzed');
  log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return totals;
}

async function countRows(client: pg.PoolClient): Promise<Record<string, number>> {
  const { rows } = await client.query<Record<string, string>>(
    `SELECT ${FILLED_TABLES.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** Runs the statements one by one; returns each one's name (the object it creates) and seconds. */
async function timed(client: pg.PoolClient, statements: readonly string[]): Promise<[string, number][]> {
  const times: [string, number][] = [];
  for (const statement of statements) {
    const started = performance.now();
    await client.query(statement);
    const name = /(?:INDEX|CONSTRAINT) "?(\w+)"?/i.exec(statement)?.[1] ?? statement.slice(0, 40);
    times.push([name, (performance.now() - started) / 1000]);
  }
  return times;
}

const slowest = (times: [string, number][]) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
    .join(', ');
