// The demo federation on real, freshly migrated databases: contents, idempotence, concurrency,
// determinism. Needs the PostgreSQL server at DEMO_SEED_TEST_PG (trust auth, may create databases).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBirthNumber } from '@fedra/contract/common/birth-number';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_STATE,
  CLUB_ROLE_TYPE,
  FEDERATION_UNIT,
  PERSON_ROLE_TYPE,
  SEASON_STATE,
  USER_ROLE_TYPE,
} from '../db/reference-ids';
import { verifyPassword } from '../platform/auth/password';
import { loadSigningKey } from '../platform/auth/tokens';
import { loadConfig } from '../platform/config/config';
import { migrate } from '../platform/db/migrate';
import { createDatabase, dbOn } from '../platform/db/pool';
import { createFileStore, type FileStore } from '../platform/files/file-store';
import { createSecrets, type Secrets } from '../platform/secrets/secrets';
import { DEMO_ECONOMY_TOKEN } from './economy-settings';
import { buildPlan, seasonsAround } from './generate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed';

const SERVER = process.env.DEMO_SEED_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432';
const TODAY = '2026-03-15';

interface TestDatabase {
  pool: pg.Pool;
  drop: () => Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function freshDatabase(): Promise<TestDatabase> {
  const name = `demo_seed_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const { pool } = createDatabase(`${SERVER}/${name}`, { max: 4 });
  await migrate(pool);
  return {
    pool,
    drop: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function rows<T extends pg.QueryResultRow>(pool: pg.Pool, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await pool.query<T>(sql, params)).rows;
}

async function one<T extends pg.QueryResultRow>(pool: pg.Pool, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await rows<T>(pool, sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

const TABLES = ['seasons', 'clubs', 'club_roles', 'persons', 'person_roles', 'boards', 'users', 'user_roles'];

async function tableCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of [...TABLES, 'user_role_claims']) {
    counts[t] = (await one<{ n: number }>(pool, `SELECT count(*)::int AS n FROM ${t}`)).n;
  }
  return counts;
}

async function foreignKeys(pool: pg.Pool): Promise<string[]> {
  const fks = await rows<{ d: string }>(
    pool,
    `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS d
       FROM pg_constraint WHERE contype = 'f' ORDER BY 1`,
  );
  return fks.map((r) => r.d);
}

/** Rows without the audit timestamps, which are the time of insertion. */
function stable(table: string, orderBy = 'id'): string {
  return `SELECT to_jsonb(t) - 'created_date' - 'edited_date' AS r FROM ${table} t ORDER BY ${orderBy}`;
}

describe('the demo plan', () => {
  it('computes the seasons from today (a season starts on 1 July)', () => {
    expect(seasonsAround('2026-06-30').map((s) => s.name)).toEqual(['2024/2025', '2025/2026', '2026/2027']);
    expect(seasonsAround('2026-07-01').map((s) => s.name)).toEqual(['2025/2026', '2026/2027', '2027/2028']);
    expect(() => seasonsAround('1. 3. 2026')).toThrow();
  });

  it('gives the same clubs, persons and roles whatever the date', () => {
    const march = buildPlan('2026-03-15');
    const autumn = buildPlan('2031-10-01');
    expect(autumn.persons).toEqual(march.persons);
    expect(autumn.clubs).toEqual(march.clubs);
    expect(autumn.roles.filter((r) => r.board === null)).toEqual(march.roles.filter((r) => r.board === null));
    expect(autumn.seasons[1]?.name).toBe('2031/2032');
  });

  it('gives every person with a birth number one the register accepts, of their birth date and sex', () => {
    const persons = buildPlan('2026-03-15').persons.filter((p) => p.birthNumber !== null);
    expect(persons.length).toBeGreaterThan(2000);
    const wrong = persons.filter((p) => {
      const checked = checkBirthNumber(p.birthNumber ?? '');
      return 'problem' in checked || checked.birthDate !== p.birthDate || (checked.sex === 'male') !== (p.sexId === 1);
    });
    // An office edit of a seeded person's phone must not stop at a birth number it never typed.
    expect(wrong.map((p) => p.birthNumber)).toEqual([]);
  });
});

describe('seedDemoData', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  let firstRun: boolean;
  let secondRun: boolean;
  let countsAfterFirst: Record<string, number>;
  let fksBefore: string[];
  const messages: string[] = [];
  let filesDir: string;
  let files: FileStore;
  let secrets: Secrets;

  beforeAll(async () => {
    [a, b] = await Promise.all([freshDatabase(), freshDatabase()]);
    fksBefore = await foreignKeys(a.pool);
    // The contract documents of the first database are stored through a file store, as at start.
    filesDir = await mkdtemp(path.join(tmpdir(), 'fedra-seed-files-'));
    const config = loadConfig({}, { DATA_DIR: filesDir });
    files = createFileStore(config, dbOn(a.pool), await loadSigningKey(dbOn(a.pool)));
    secrets = createSecrets(config);
    const started = performance.now();
    firstRun = await seedDemoData(a.pool, { today: TODAY, log: (m) => messages.push(m), files, secrets });
    messages.push(`seed took ${Math.round(performance.now() - started)} ms (including the check)`);
    countsAfterFirst = await tableCounts(a.pool);
    secondRun = await seedDemoData(a.pool, { today: TODAY });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.drop(), b?.drop()]);
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('seeds once, then finds the demo and adds nothing', async () => {
    console.log(messages.join('\n'));
    expect(firstRun).toBe(true);
    expect(secondRun).toBe(false);
    expect(await tableCounts(a.pool)).toEqual(countsAfterFirst);
  });

  it('logs what it created, each count as the tables hold it', async () => {
    const count = async (table: string) =>
      (await one<{ n: number }>(a.pool, `SELECT count(*)::int AS n FROM ${table}`)).n;
    const [created] = messages;
    expect(created).toMatch(/^demo data created in \d+ ms: /);
    for (const [table, words] of [
      ['clubs', 'clubs'],
      // The register's duplicate pair and long-gone members (features/persons/persons.demo.ts) are logged on their own.
      ["persons WHERE last_name NOT IN ('Opakovaný', 'Dávný', 'Dávná')", 'persons'],
      ['imports', 'imports'],
      ['contracts', 'contracts'],
      ['sport_fields', 'sport fields'],
      ['contribution_prices', 'contribution prices'],
      ['person_contributions', 'contributions'],
      ['document_folders', 'document folders'],
      ['document_files', 'document files'],
      ['federation_articles', 'federation articles'],
      ['emailing_campaigns', 'e-mail campaigns'],
      ['emailing_deliveries', 'deliveries'],
      // The leagues are tournaments of the league type, counted on their own.
      ['tournaments WHERE type_id <> 7', 'tournaments'],
      ['tournament_competitions WHERE tournament_id IN (SELECT id FROM tournaments WHERE type_id <> 7)', 'disciplines'],
      ['tournament_participants', 'applications'],
      ['tournaments WHERE type_id = 7', 'leagues'],
      ['league_teams', 'teams'],
      ['league_matches', 'matches'],
      ['requests', 'transfer and loan requests'],
      ['referee_journal_entries', 'referee journal entries'],
    ] as const) {
      const n = await count(table);
      expect(n, table).toBeGreaterThan(0);
      expect(created).toContain(` ${n} ${words}`);
    }
  });

  it('leaves the foreign keys exactly as the migrations made them', async () => {
    expect(await foreignKeys(a.pool)).toEqual(fksBefore);
  });

  it('creates three seasons around today', async () => {
    const seasons = await rows<{
      name: string;
      valid_from: string;
      valid_till: string;
      state_id: number;
      is_for_role: boolean;
      is_for_tournament: boolean;
    }>(a.pool, 'SELECT * FROM seasons ORDER BY valid_from');
    expect(seasons.map((s) => [s.name, s.valid_from, s.valid_till, s.state_id])).toEqual([
      ['2024/2025', '2024-07-01', '2025-06-30', SEASON_STATE.closed],
      ['2025/2026', '2025-07-01', '2026-06-30', SEASON_STATE.active],
      ['2026/2027', '2026-07-01', '2027-06-30', SEASON_STATE.prepared],
    ]);
    expect(seasons.every((s) => s.is_for_role && s.is_for_tournament)).toBe(true);
  });

  it('creates about 80 clubs in all four units with consistent addresses and registrations', async () => {
    const clubs = await rows<{ federation_unit_id: number; n: number }>(
      a.pool,
      'SELECT federation_unit_id, count(*)::int AS n FROM clubs GROUP BY 1 ORDER BY 1',
    );
    const total = clubs.reduce((s, c) => s + c.n, 0);
    expect(total).toBeGreaterThanOrEqual(70);
    expect(total).toBeLessThanOrEqual(90);
    expect(clubs.map((c) => c.federation_unit_id)).toEqual(Object.values(FEDERATION_UNIT));
    expect(new Set(clubs.map((c) => c.n)).size).toBeGreaterThan(1);

    const bad = await one<{ n: number }>(
      a.pool,
      `SELECT count(*)::int AS n FROM clubs c
         JOIN federation_units u ON u.id = c.federation_unit_id
         LEFT JOIN districts d ON d.id = c.district_id
        WHERE c.region_id IS DISTINCT FROM u.region_id OR d.region_id IS DISTINCT FROM c.region_id
           OR c.country_id <> 203 OR c.identification_number !~ '^\\d{8}$' OR c.registration_number !~ '^CB-\\d{4}$'
           OR c.email IS NULL OR c.phone !~ '^\\+420 ' OR c.city IS NULL OR c.zip IS NULL OR c.contact_person IS NULL`,
    );
    expect(bad.n).toBe(0);
    const unique = await one<{ names: number; icos: number; n: number }>(
      a.pool,
      'SELECT count(DISTINCT name)::int AS names, count(DISTINCT identification_number)::int AS icos, count(*)::int AS n FROM clubs',
    );
    expect(unique.names).toBe(unique.n);
    expect(unique.icos).toBe(unique.n);

    const registrations = await rows<{ season: string; n: number; dup: number; wrong: number }>(
      a.pool,
      `SELECT s.name AS season, count(*)::int AS n, (count(*) - count(DISTINCT r.club_id))::int AS dup,
              count(*) FILTER (WHERE r.type_id <> $1 OR r.approval_state_id <> $2 OR r.valid_from <> s.valid_from
                                 OR r.valid_till <> s.valid_till OR r.section_id IS NULL)::int AS wrong
         FROM club_roles r JOIN seasons s ON s.id = r.season_id GROUP BY s.name ORDER BY s.name`,
      [CLUB_ROLE_TYPE.federationMember, APPROVAL_STATE.approved],
    );
    expect(registrations.map((r) => r.n)).toEqual([total, total, registrations[2]?.n]);
    expect(registrations[2]?.n).toBeLessThan(total);
    expect(registrations[2]?.n).toBeGreaterThan(total - 10);
    expect(registrations.every((r) => r.dup === 0 && r.wrong === 0)).toBe(true);
  });

  it('gives the venues an address that names the town once (a match’s hall reads "street, zip town")', async () => {
    const venues = await one<{ n: number; repeated: string[] }>(
      a.pool,
      `SELECT count(*)::int AS n,
              coalesce(array_agg(name || ': ' || street) FILTER (WHERE street LIKE '%' || city), '{}') AS repeated
         FROM sport_fields`,
    );
    expect(venues.n).toBeGreaterThan(10);
    expect(venues.repeated).toEqual([]);
  });

  it('files the transfer requests and their steps in office hours before today, never at midnight', async () => {
    const times = await one<{ n: number; midnight: number; late: number }>(
      a.pool,
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE (at AT TIME ZONE 'Europe/Prague')::time NOT BETWEEN '08:00' AND '16:00')::int AS midnight,
              count(*) FILTER (WHERE (at AT TIME ZONE 'Europe/Prague')::date >= $1::date)::int AS late
         FROM (SELECT created_date AS at FROM requests UNION ALL SELECT created_date FROM request_steps
               UNION ALL SELECT statement_date FROM requests WHERE statement_date IS NOT NULL) t`,
      [TODAY],
    );
    expect(times.n).toBeGreaterThan(10);
    expect(times).toMatchObject({ midnight: 0, late: 0 });
  });

  it('gives the demo clubs and some of their members a change history that ends in what the records hold', async () => {
    const history = await a.pool.query<{
      subject_type: string;
      n: number;
      actors: string[];
      contradicted: string[];
      off_hours: number;
    }>(
      `SELECT l.subject_type, count(*)::int AS n, array_agg(DISTINCT u.user_name ORDER BY u.user_name) AS actors,
              coalesce(array_agg(l.subject_id || ':' || k) FILTER (WHERE l.details->'after'->k IS DISTINCT FROM
                coalesce(to_jsonb(p), to_jsonb(c))->lower(regexp_replace(k, '([A-Z])', '_\\1', 'g'))), '{}') AS contradicted,
              count(*) FILTER (WHERE (l.at AT TIME ZONE 'Europe/Prague')::time NOT BETWEEN '08:00' AND '16:00'
                                  OR (l.at AT TIME ZONE 'Europe/Prague')::date >= $1::date)::int AS off_hours
         FROM audit_log l JOIN users u ON u.id = l.actor_user_id
         CROSS JOIN LATERAL jsonb_object_keys(l.details->'after') AS k
         LEFT JOIN persons p ON l.subject_type = 'person' AND p.id = l.subject_id
         LEFT JOIN clubs c ON l.subject_type = 'club' AND c.id = l.subject_id
        WHERE l.action IN ('person.contact', 'person.update', 'club.contact', 'club.update')
        GROUP BY 1 ORDER BY 1`,
      [TODAY],
    );
    expect(history.rows.map((r) => r.subject_type)).toEqual(['club', 'person']);
    for (const r of history.rows) {
      expect(r.n, r.subject_type).toBeGreaterThan(4);
      expect(r.contradicted, r.subject_type).toEqual([]);
      expect(r.off_hours, r.subject_type).toBe(0);
    }
    expect(history.rows[0]?.actors).toEqual(['admin@fedra.test', 'club@fedra.test']);
    // A change names only what it changed.
    const unchanged = await one<{ n: number }>(
      a.pool,
      `SELECT count(*)::int AS n FROM audit_log l CROSS JOIN LATERAL jsonb_object_keys(l.details->'after') AS k
        WHERE l.details->'before'->k IS NOT DISTINCT FROM l.details->'after'->k`,
    );
    expect(unchanged.n).toBe(0);
    // Nothing changed before it was created, and nothing was created on the seeding's day or at night.
    const order = await one<{ early: number; created_today: number; at_night: number }>(
      a.pool,
      `SELECT (SELECT count(*)::int FROM audit_log l
                 LEFT JOIN persons p ON l.subject_type = 'person' AND p.id = l.subject_id
                 LEFT JOIN clubs c ON l.subject_type = 'club' AND c.id = l.subject_id
                WHERE l.at < coalesce(p.created_date, c.created_date)) AS early,
              count(*) FILTER (WHERE (created_date AT TIME ZONE 'Europe/Prague')::date >= $1::date)::int AS created_today,
              count(*) FILTER (WHERE (created_date AT TIME ZONE 'Europe/Prague')::time NOT BETWEEN '08:00' AND '16:00')::int AS at_night
         FROM (SELECT created_date FROM persons UNION ALL SELECT created_date FROM clubs) t`,
      [TODAY],
    );
    expect(order).toEqual({ early: 0, created_today: 0, at_night: 0 });
  });

  it('creates about 4,000 persons with proper registration numbers', async () => {
    const persons = await rows<{ registration_number: string; nationality_id: number; sex_id: number }>(
      a.pool,
      'SELECT registration_number, nationality_id, sex_id FROM persons',
    );
    expect(persons.length).toBeGreaterThanOrEqual(3800);
    expect(persons.length).toBeLessThanOrEqual(4200);
    const numbers = persons.map((p) => p.registration_number);
    expect(numbers.filter((n) => !/^[A-Z]{3} \d{3}-\d{3}$/.test(n))).toEqual([]);
    expect(new Set(numbers).size).toBe(numbers.length);
    const nationality: Record<string, number> = { CZE: 203, SVK: 703, POL: 616, UKR: 804 };
    expect(persons.filter((p) => nationality[p.registration_number.slice(0, 3)] !== p.nationality_id)).toEqual([]);
    for (const code of ['SVK', 'POL', 'UKR']) expect(numbers.some((n) => n.startsWith(code))).toBe(true);
    expect(new Set(persons.map((p) => p.sex_id))).toEqual(new Set([1, 2]));

    const facts = await one<{ young: number; old: number; adults_without_email: number; minors_with_email: number }>(
      a.pool,
      `SELECT count(*) FILTER (WHERE birth_date >= '2004-01-01')::int AS young,
              count(*) FILTER (WHERE birth_date < '1960-01-01')::int AS old,
              count(*) FILTER (WHERE birth_date < '1990-01-01' AND email IS NULL)::int AS adults_without_email,
              count(*) FILTER (WHERE birth_date >= '2010-01-01' AND email IS NOT NULL)::int AS minors_with_email
         FROM persons WHERE birth_date BETWEEN '1950-01-01' AND '2018-12-31'`,
    );
    expect(facts.young).toBeGreaterThan(persons.length / 3);
    expect(facts.old).toBeGreaterThan(0);
    expect(facts.old).toBeLessThan(facts.young / 3);
    expect(facts.adults_without_email).toBeLessThan(persons.length / 10);
    expect(facts.minors_with_email).toBe(0);
    // Each person's unit is that of a club they are (or were) a member of.
    const strays = await one<{ n: number }>(
      a.pool,
      `SELECT count(*)::int AS n FROM persons p WHERE NOT EXISTS (
         SELECT 1 FROM person_roles r JOIN clubs c ON c.id = r.club_id
          WHERE r.person_id = p.id AND c.federation_unit_id = p.federation_unit_id)`,
    );
    expect(strays.n).toBe(0);
  });

  it('gives persons season roles within the season bounds', async () => {
    const byType = await rows<{ season: string; type_id: number; n: number }>(
      a.pool,
      `SELECT s.name AS season, r.type_id, count(*)::int AS n
         FROM person_roles r JOIN seasons s ON s.id = r.season_id GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const count = (season: string, type: number) =>
      byType.find((r) => r.season === season && r.type_id === type)?.n ?? 0;
    for (const season of ['2024/2025', '2025/2026', '2026/2027']) {
      expect(count(season, PERSON_ROLE_TYPE.CLUB_MEMBER)).toBeGreaterThan(3000);
      expect(count(season, PERSON_ROLE_TYPE.ATHLETE)).toBeGreaterThan(2000);
      expect(count(season, PERSON_ROLE_TYPE.COACH)).toBeGreaterThan(30);
      expect(count(season, PERSON_ROLE_TYPE.REFEREE)).toBeGreaterThan(20);
      expect(count(season, PERSON_ROLE_TYPE.CLUB_OFFICIAL)).toBeGreaterThan(70);
    }
    const wrong = await one<{ bounds: number; section: number; member_twice: number; no_club: number }>(
      a.pool,
      `SELECT count(*) FILTER (WHERE r.valid_from <> s.valid_from OR r.valid_till <> s.valid_till)::int AS bounds,
              count(*) FILTER (WHERE r.section_id IS NULL)::int AS section,
              (count(*) FILTER (WHERE r.type_id = $1) - count(DISTINCT (r.person_id, r.season_id)) FILTER (WHERE r.type_id = $1))::int AS member_twice,
              count(*) FILTER (WHERE r.type_id = ANY($2::int[]) AND r.club_id IS NULL)::int AS no_club
         FROM person_roles r JOIN seasons s ON s.id = r.season_id`,
      [PERSON_ROLE_TYPE.CLUB_MEMBER, [PERSON_ROLE_TYPE.CLUB_MEMBER, PERSON_ROLE_TYPE.ATHLETE, PERSON_ROLE_TYPE.COACH]],
    );
    expect(wrong).toEqual({ bounds: 0, section: 0, member_twice: 0, no_club: 0 });

    const states = await rows<{ season: string; approval_state_id: number }>(
      a.pool,
      `SELECT DISTINCT s.name AS season, r.approval_state_id FROM person_roles r JOIN seasons s ON s.id = r.season_id
        WHERE r.type_id = $1 ORDER BY 1, 2`,
      [PERSON_ROLE_TYPE.CLUB_MEMBER],
    );
    expect(states.filter((s) => s.season === '2024/2025').map((s) => s.approval_state_id)).toEqual([
      APPROVAL_STATE.approved,
    ]);
    expect(states.filter((s) => s.season === '2026/2027').map((s) => s.approval_state_id)).toEqual([
      APPROVAL_STATE.draft,
      APPROVAL_STATE.waiting,
      APPROVAL_STATE.approved,
    ]);

    // Levels belong to the role's type; coaches and referees all have one.
    const levels = await one<{ mismatched: number; missing: number }>(
      a.pool,
      `SELECT count(*) FILTER (WHERE l.type_id <> r.type_id)::int AS mismatched,
              count(*) FILTER (WHERE r.type_id = ANY($1::int[]) AND r.level_id IS NULL)::int AS missing
         FROM person_roles r LEFT JOIN person_role_levels l ON l.id = r.level_id`,
      [[PERSON_ROLE_TYPE.COACH, PERSON_ROLE_TYPE.REFEREE]],
    );
    expect(levels).toEqual({ mismatched: 0, missing: 0 });

    const movers = await one<{ n: number }>(
      a.pool,
      'SELECT count(*)::int AS n FROM (SELECT person_id FROM person_roles WHERE type_id = $1 GROUP BY person_id HAVING count(DISTINCT club_id) > 1) m',
      [PERSON_ROLE_TYPE.CLUB_MEMBER],
    );
    expect(movers.n).toBeGreaterThan(20);
    expect(movers.n).toBeLessThan(400);
  });

  it('creates boards with 3-7 titled members, one of them ended', async () => {
    const boards = await rows<{
      name: string;
      priority: number;
      valid_till: string | null;
      is_executive: boolean;
      members: number;
      untitled: number;
      outside: number;
    }>(
      a.pool,
      `SELECT b.name, b.priority, b.valid_till, b.is_executive, count(r.id)::int AS members,
              count(r.id) FILTER (WHERE r.title IS NULL OR r.type_id <> $1)::int AS untitled,
              count(r.id) FILTER (WHERE r.valid_from <> b.valid_from OR r.valid_till IS DISTINCT FROM b.valid_till)::int AS outside
         FROM boards b LEFT JOIN person_roles r ON r.board_id = b.id GROUP BY b.id ORDER BY b.priority`,
      [PERSON_ROLE_TYPE.BOARD_MEMBER],
    );
    expect(boards.length).toBeGreaterThanOrEqual(5);
    expect(boards.map((b) => b.name)).toEqual(
      expect.arrayContaining([
        'Výkonný výbor',
        'Dozorčí rada',
        'Komise rozhodčích',
        'Trenérsko-metodická komise',
        'Disciplinární komise',
      ]),
    );
    for (const b of boards) {
      expect(b.members).toBeGreaterThanOrEqual(3);
      expect(b.members).toBeLessThanOrEqual(7);
      expect(b.untitled).toBe(0);
      expect(b.outside).toBe(0);
    }
    expect(boards.filter((b) => b.is_executive).map((b) => b.name)).toEqual(['Výkonný výbor']);
    expect(boards.filter((b) => b.valid_till !== null && b.valid_till < TODAY)).toHaveLength(1);
    const chairs = await rows<{ title: string }>(
      a.pool,
      `SELECT r.title FROM person_roles r WHERE r.board_id IS NOT NULL AND r.title IN ('předseda', 'předsedkyně')`,
    );
    expect(chairs).toHaveLength(boards.length);
    const publicContacts = await one<{ n: number }>(
      a.pool,
      'SELECT count(*)::int AS n FROM persons WHERE is_contact_public',
    );
    expect(publicContacts.n).toBeGreaterThan(3);
    expect(publicContacts.n).toBeLessThan(30);
  });

  it('creates the six demo accounts with their roles and claims, all with the demo password', async () => {
    const users = await rows<{
      id: number;
      user_name: string;
      email: string;
      first_name: string;
      last_name: string;
      password_hash: string;
      current_club_id: number | null;
      assign_person_id: number | null;
    }>(a.pool, `SELECT * FROM users WHERE user_name = ANY($1::text[]) ORDER BY id`, [
      DEMO_ACCOUNTS.map((d) => d.userName),
    ]);
    expect(users.map((u) => u.user_name)).toEqual([
      'admin@fedra.test',
      'expert@fedra.test',
      'unit@fedra.test',
      'club@fedra.test',
      'clubro@fedra.test',
      'member@fedra.test',
    ]);
    expect(users.every((u) => u.email === u.user_name && u.first_name)).toBe(true);
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]?.password_hash ?? '')).toBe(true);

    const roles = await rows<{ user_name: string; role_type_id: number; claims: string[] }>(
      a.pool,
      `SELECT u.user_name, r.role_type_id,
              coalesce(array_agg(c.claim_type || ':' || c.object_id ORDER BY c.id) FILTER (WHERE c.id IS NOT NULL), '{}') AS claims
         FROM users u JOIN user_roles r ON r.user_id = u.id LEFT JOIN user_role_claims c ON c.user_role_id = r.id
        WHERE u.user_name LIKE '%@fedra.test' AND u.user_name = ANY($1::text[])
        GROUP BY u.user_name, r.id ORDER BY r.id`,
      [DEMO_ACCOUNTS.map((d) => d.userName)],
    );
    const of = (name: string) => roles.filter((r) => r.user_name === name);
    const user = (name: string) => users.find((u) => u.user_name === name);
    expect(of('admin@fedra.test')).toEqual([
      { user_name: 'admin@fedra.test', role_type_id: USER_ROLE_TYPE.Administrator, claims: [] },
    ]);
    expect(of('expert@fedra.test')).toEqual([
      { user_name: 'expert@fedra.test', role_type_id: USER_ROLE_TYPE.AdminExpertCommission, claims: [] },
    ]);
    expect(of('unit@fedra.test')).toEqual([
      {
        user_name: 'unit@fedra.test',
        role_type_id: USER_ROLE_TYPE.FedUnitManager,
        claims: [`federationUnit:${FEDERATION_UNIT.praha}`],
      },
    ]);
    const club = of('club@fedra.test');
    expect(club.map((r) => r.role_type_id)).toEqual([USER_ROLE_TYPE.ClubManager, USER_ROLE_TYPE.ClubManager]);
    const managed = club.map((r) => {
      expect(r.claims).toHaveLength(1);
      expect(r.claims[0]).toMatch(/^club:\d+$/);
      return Number(r.claims[0]?.split(':')[1]);
    });
    expect(new Set(managed).size).toBe(2);
    expect(user('club@fedra.test')?.current_club_id).toBe(managed[0]);
    const clubro = of('clubro@fedra.test');
    expect(clubro.map((r) => r.role_type_id)).toEqual([USER_ROLE_TYPE.ClubManagerReadOnly]);
    const readOnly = Number(clubro[0]?.claims[0]?.split(':')[1]);
    expect(managed).not.toContain(readOnly);
    expect(user('clubro@fedra.test')?.current_club_id).toBe(readOnly);
    expect(of('member@fedra.test').map((r) => [r.role_type_id, r.claims])).toEqual([
      [USER_ROLE_TYPE.PersonalMember, []],
    ]);

    // member@ is an adult member of one of club@'s clubs in the current season.
    const member = user('member@fedra.test');
    const person = await one<{ birth_date: string; first_name: string; last_name: string; clubs: number[] }>(
      a.pool,
      `SELECT p.birth_date, p.first_name, p.last_name, array_agg(r.club_id) AS clubs
         FROM persons p JOIN person_roles r ON r.person_id = p.id JOIN seasons s ON s.id = r.season_id
        WHERE p.id = $1 AND r.type_id = $2 AND s.name = '2025/2026' AND r.approval_state_id = $3
        GROUP BY p.id`,
      [member?.assign_person_id, PERSON_ROLE_TYPE.CLUB_MEMBER, APPROVAL_STATE.approved],
    );
    expect(person.birth_date < '2008-01-01').toBe(true);
    expect(managed).toContain(person.clubs[0]);
    expect([member?.first_name, member?.last_name]).toEqual([person.first_name, person.last_name]);
  });

  it('creates contracts numbered per year for the demo clubs, each with a stored document', async () => {
    const contracts = await rows<{
      number: string;
      year: number;
      sequence: number;
      club_id: number;
      state_id: number;
      valid_till: string | null;
      documents: string[];
    }>(
      a.pool,
      `SELECT c.number, c.year, c.sequence, c.club_id, c.state_id, c.valid_till,
              array_agg(d.file_id::text ORDER BY d.id) FILTER (WHERE d.id IS NOT NULL) AS documents
         FROM contracts c LEFT JOIN contract_documents d ON d.contract_id = c.id GROUP BY c.id ORDER BY c.year, c.sequence`,
    );
    expect(contracts.length).toBeGreaterThanOrEqual(6);
    for (const c of contracts) expect(c.number).toBe(`${c.year}/${String(c.sequence).padStart(4, '0')}`);
    // Gap-free per year, and the counters continue after them.
    const counters = await rows<{ year: number; last_sequence: number }>(
      a.pool,
      'SELECT year, last_sequence FROM contract_number_counters ORDER BY year',
    );
    for (const { year, last_sequence } of counters) {
      const ofYear = contracts.filter((c) => c.year === year).map((c) => c.sequence);
      expect(ofYear).toEqual(Array.from({ length: last_sequence }, (_, i) => i + 1));
    }
    const claims = await rows<{ id: number }>(
      a.pool,
      `SELECT c.object_id AS id FROM users u JOIN user_roles r ON r.user_id = u.id
         JOIN user_role_claims c ON c.user_role_id = r.id AND c.claim_type = 'club'
        WHERE u.user_name IN ('club@fedra.test', 'clubro@fedra.test')`,
    );
    expect(claims).toHaveLength(3);
    for (const { id } of claims) expect(contracts.some((c) => c.club_id === id)).toBe(true);
    expect(contracts.some((c) => c.state_id === 3 && c.valid_till !== null && c.valid_till < TODAY)).toBe(true);
    expect(contracts.some((c) => c.valid_till === null)).toBe(true);
    for (const c of contracts) {
      expect(c.documents?.length, c.number).toBeGreaterThanOrEqual(1);
      for (const id of c.documents ?? []) {
        const file = await files.get(id);
        const stream = await files.open(file!);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).length).toBe(file!.size);
      }
    }
  });

  it('creates a document tree with stored files of each visibility, only unlisted ones with a link secret', async () => {
    const folders = await rows<{ path: string }>(
      a.pool,
      `WITH RECURSIVE t AS (
         SELECT id, '/' || name AS path FROM document_folders WHERE parent_id IS NULL
         UNION ALL SELECT f.id, t.path || '/' || f.name FROM t JOIN document_folders f ON f.parent_id = t.id)
       SELECT path FROM t ORDER BY path`,
    );
    expect(folders.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        '/Formuláře',
        '/Předpisy',
        '/Předpisy/2026',
        '/Zápisy z jednání',
        '/Zápisy z jednání/2025',
      ]),
    );
    const docs = await rows<{ visibility: string; share_token: string | null; file_id: string; size: number }>(
      a.pool,
      'SELECT visibility, share_token, file_id, size FROM document_files ORDER BY id',
    );
    expect(new Set(docs.map((d) => d.visibility))).toEqual(new Set(['private', 'public', 'unlisted']));
    for (const d of docs) {
      expect(d.share_token !== null).toBe(d.visibility === 'unlisted');
      const file = await files.get(d.file_id);
      expect(file?.purpose).toBe('document');
      expect(file?.size).toBe(d.size);
    }
    // The link secrets are the same on every seed (deterministic) and look like the server's own.
    for (const d of docs) if (d.share_token) expect(d.share_token).toMatch(/^[\w-]{32}$/);
  });

  it('creates tagged Czech articles for every zone, with a draft and one scheduled a week ahead', async () => {
    const articles = await rows<{ title: string; tags: string[]; zones: string[]; day: string | null; body: string }>(
      a.pool,
      `SELECT title, tags, zones, body, to_char(publish_date, 'YYYY-MM-DD') AS day FROM federation_articles ORDER BY id`,
    );
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(articles.length).toBeLessThanOrEqual(8);
    expect(articles.every((x) => x.tags.length > 0 && x.body.startsWith('<'))).toBe(true);
    expect(articles.filter((x) => x.day === null)).toHaveLength(1);
    expect(articles.filter((x) => x.day !== null && x.day > TODAY).map((x) => x.day)).toEqual(['2026-03-22']);
    for (const zone of ['admin', 'club', 'personal']) {
      const published = articles.filter((x) => x.zones.includes(zone) && x.day !== null && x.day <= TODAY);
      expect(published.length, zone).toBeGreaterThanOrEqual(3);
    }
    expect(articles.some((x) => x.zones.length === 1)).toBe(true);
    expect(articles.map((x) => x.title).join(' ')).toMatch(/[ěščřžýáíéůú]/);
  });

  it('stores an economy token, encrypted, valid until a year after today (the "valid" badge)', async () => {
    const row = await one<{ ciphertext: Buffer; hint: string; validTill: string; updated: string; by: string }>(
      a.pool,
      `SELECT s.token_ciphertext AS ciphertext, s.token_hint AS hint, s.token_valid_till::text AS "validTill",
              to_char(s.token_updated_date AT TIME ZONE 'Europe/Prague', 'YYYY-MM-DD HH24:MI') AS updated,
              u.user_name AS by
         FROM economy_settings s JOIN users u ON u.id = s.token_updated_by_id`,
    );
    expect(row).toMatchObject({
      hint: DEMO_ECONOMY_TOKEN.slice(-4),
      validTill: '2027-03-15',
      updated: '2026-02-13 09:00',
    });
    expect(row.by).toBe('admin@fedra.test');
    expect(row.ciphertext.includes(Buffer.from(DEMO_ECONOMY_TOKEN))).toBe(false);
    expect(await secrets.decrypt(row.ciphertext, 'economy.token')).toBe(DEMO_ECONOMY_TOKEN);
    expect(messages[0]).toContain(', an economy token');
  });

  it('generates two seasons of contributions, partly paid, some from club credit', async () => {
    const seasons = await rows<{ id: number; n: number; paid: number; unpaid: number; credit: number; linked: number }>(
      a.pool,
      `SELECT s.id, count(pc.id)::int AS n,
              count(pc.id) FILTER (WHERE pc.paid_state_id = 2)::int AS paid,
              count(pc.id) FILTER (WHERE pc.paid_state_id = 1)::int AS unpaid,
              count(pc.id) FILTER (WHERE pc.payment_source_id = 4)::int AS credit,
              count(pc.id) FILTER (WHERE pc.credit_entry_id IS NOT NULL)::int AS linked
         FROM seasons s LEFT JOIN person_contributions pc ON pc.season_id = s.id
        GROUP BY s.id ORDER BY s.valid_from`,
    );
    const [previous, current, next] = seasons;
    expect(previous!.n).toBeGreaterThan(1000);
    expect(current!.n).toBeGreaterThan(1000);
    expect(next!.n).toBe(0);
    // Previous season mostly paid, the current about a third.
    expect(previous!.paid / (previous!.paid + previous!.unpaid)).toBeGreaterThan(0.8);
    const share = current!.paid / (current!.paid + current!.unpaid);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.5);
    // Paid from club credit: each in a spend entry of the club's ledger, for the sum paid.
    for (const s of [previous!, current!]) {
      expect(s.credit).toBeGreaterThan(0);
      expect(s.linked).toBe(s.credit);
    }
    const mismatched = await rows(
      a.pool,
      `SELECT e.id FROM club_credit_entries e JOIN person_contributions pc ON pc.credit_entry_id = e.id
        GROUP BY e.id HAVING e.amount <> sum(pc.amount) OR e.kind <> 'spend' OR bool_or(pc.club_id <> e.club_id)`,
    );
    expect(mismatched).toEqual([]);
    // Every demo club manager's current club has paid and unpaid contributions this season.
    const clubs = await rows<{ user_name: string; paid: number; unpaid: number }>(
      a.pool,
      `SELECT u.user_name, count(*) FILTER (WHERE pc.paid_state_id = 2)::int AS paid,
              count(*) FILTER (WHERE pc.paid_state_id = 1)::int AS unpaid
         FROM users u JOIN person_contributions pc ON pc.club_id = u.current_club_id AND pc.season_id = $1
        WHERE u.user_name IN ('club@fedra.test', 'clubro@fedra.test') GROUP BY u.user_name ORDER BY 1`,
      [current!.id],
    );
    expect(clubs.map((c) => c.user_name)).toEqual(['club@fedra.test', 'clubro@fedra.test']);
    for (const c of clubs) {
      expect(c.paid, c.user_name).toBeGreaterThan(0);
      expect(c.unpaid, c.user_name).toBeGreaterThan(0);
    }
    // Prices: youth below adults, Prague's own adult membership fee.
    const prices = await rows<{ amount: string }>(
      a.pool,
      `SELECT amount FROM contribution_prices WHERE season_id = $1 AND person_role_type_id = 1 AND federation_unit_id = 1`,
      [current!.id],
    );
    expect(prices.map((p) => Number(p.amount))).toEqual([1400]);
  });

  it('creates e-mail senders, a list of each strategy, two sent campaigns with their deliveries and a draft', async () => {
    const lists = await rows<{ contact_strategy: string }>(
      a.pool,
      'SELECT contact_strategy FROM emailing_lists ORDER BY 1',
    );
    expect(lists.map((l) => l.contact_strategy)).toEqual(['allMembers', 'clubManagers', 'referees', 'unitMembers']);
    expect((await one<{ n: number }>(a.pool, 'SELECT count(*)::int AS n FROM emailing_senders WHERE active')).n).toBe(
      2,
    );
    const campaigns = await rows<{ status_id: number; n: number; sent: number; before_today: boolean }>(
      a.pool,
      `SELECT c.status_id, count(d.id)::int AS n, count(d.id) FILTER (WHERE d.state = 'sent')::int AS sent,
              coalesce(c.sent_date < $1::date, true) AS before_today
         FROM emailing_campaigns c LEFT JOIN emailing_deliveries d ON d.campaign_id = c.id
        GROUP BY c.id ORDER BY c.id`,
      [TODAY],
    );
    expect(campaigns.map((c) => c.status_id)).toEqual([4, 4, 1]);
    for (const c of campaigns.slice(0, 2)) {
      expect(c.n).toBeGreaterThan(0);
      expect(c.sent).toBe(c.n);
      expect(c.before_today).toBe(true);
    }
    expect(campaigns[2]!.n).toBe(0);
    // The office wrote them: the list names who.
    const writers = await rows<{ user_name: string }>(
      a.pool,
      'SELECT DISTINCT u.user_name FROM emailing_campaigns c JOIN users u ON u.id = c.created_by_id',
    );
    expect(writers.map((w) => w.user_name)).toEqual(['admin@fedra.test']);
    expect(
      (
        await one<{ n: number }>(
          a.pool,
          'SELECT count(*)::int AS n FROM emailing_campaigns WHERE created_by_id IS NULL',
        )
      ).n,
    ).toBe(0);
    // Each delivery names a person or a user with that address, once per campaign.
    const orphans = await one<{ n: number }>(
      a.pool,
      `SELECT count(*)::int AS n FROM emailing_deliveries d
        WHERE NOT EXISTS (SELECT 1 FROM persons p WHERE p.id = d.person_id AND lower(p.email) = lower(d.email))
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id AND lower(u.email) = lower(d.email))`,
    );
    expect(orphans.n).toBe(0);
  });

  it('is safe when two processes start at once, and gives the same data on another database', async () => {
    const results = await Promise.all([seedDemoData(b.pool, { today: TODAY }), seedDemoData(b.pool, { today: TODAY })]);
    expect([...results].sort()).toEqual([false, true]);
    expect(await tableCounts(b.pool)).toEqual(countsAfterFirst);
    for (const [table, order] of [
      ['persons', 'id'],
      ['clubs', 'id'],
      ['person_roles', 'id'],
      ['boards', 'id'],
      ['contracts', 'id'],
      ['person_contributions', 'id'],
      ['club_credit_entries', 'id'],
      ['emailing_campaigns', 'id'],
      ['emailing_deliveries', 'id'],
    ] as const) {
      const [left, right] = await Promise.all([rows(a.pool, stable(table, order)), rows(b.pool, stable(table, order))]);
      expect(right, table).toEqual(left);
    }
  });

  it('does not seed over data of its own', async () => {
    const c = await freshDatabase();
    try {
      await c.pool.query(
        `INSERT INTO clubs (registration_number, name, federation_unit_id) VALUES ('X-1', 'Real club', 1)`,
      );
      expect(await seedDemoData(c.pool, { today: TODAY })).toBe(false);
      expect((await tableCounts(c.pool)).persons).toBe(0);
    } finally {
      await c.drop();
    }
  });
});
