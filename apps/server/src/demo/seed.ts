// Creates the deterministic demo federation (DECISIONS.md "Demo data") on an empty database:
// seasons, ~80 clubs, 4,000 persons with their roles over three seasons, the boards, and the
// six demo accounts. One transaction, batched inserts (unnest arrays), guarded by an advisory
// lock so that two instances starting together seed once. The foreign keys of persons and
// person_roles are dropped and re-added inside that transaction (see suspendForeignKeys): that
// turns ~100,000 row-by-row key checks (~2 s) into a few joins. Then, in the same transaction,
// each feature module's demo step (its manifest's `demo`, features/modules.ts) adds its rows.

import type pg from 'pg';
import {
  APPROVAL_STATE,
  CLUB_ROLE_TYPE,
  COUNTRY,
  FEDERATION_UNIT,
  PERSON_ROLE_TYPE,
  SECTION,
} from '../db/reference-ids';
import { MODULE_MANIFESTS } from '../features/modules';
import { hashPassword } from '../platform/auth/password';
import { today as clockToday } from '../platform/clock';
import { type Db, dbOn } from '../platform/db/pool';
import { transaction } from '../platform/db/transaction';
import type { FileStore } from '../platform/files/file-store';
import type { Secrets } from '../platform/secrets/secrets';
import { LEVEL_WEIGHTS, UNIT_PLACES } from './data';
import { ascii, buildClubs, buildPlan, type DemoPlan, demoClubChoice } from './generate';
import { demoToday, officeHours } from './office-hours';

export interface DemoAccount {
  userName: string;
  role: string;
  description: string;
}

export const DEMO_PASSWORD = 'Fedra-demo-2026';

/** The demo is there when this user exists. */
const MARKER_USER = 'admin@fedra.test';
/** Arbitrary constant, distinct from the migration lock: "fedmo" in ASCII. */
const DEMO_LOCK_ID = 0x6665646d6f;

function describeAccounts(): DemoAccount[] {
  const clubs = buildClubs();
  const { managed, readOnly } = demoClubChoice(clubs);
  const name = (i: number) => clubs[i]?.name ?? `club #${i + 1}`;
  const unitLabel = UNIT_PLACES.find((u) => u.unitId === FEDERATION_UNIT.praha)?.label ?? 'Praha';
  return [
    { userName: 'admin@fedra.test', role: 'Administrator', description: 'super admin: the whole federation' },
    {
      userName: 'expert@fedra.test',
      role: 'AdminExpertCommission',
      description: 'expert commission: the admin zone',
    },
    {
      userName: 'unit@fedra.test',
      role: 'FedUnitManager',
      description: `manager of federation unit ${FEDERATION_UNIT.praha} (${unitLabel})`,
    },
    {
      userName: 'club@fedra.test',
      role: 'ClubManager',
      description: `manager of two clubs: ${name(managed[0])} and ${name(managed[1])}`,
    },
    {
      userName: 'clubro@fedra.test',
      role: 'ClubManagerReadOnly',
      description: `read-only manager of ${name(readOnly)}`,
    },
    {
      userName: 'member@fedra.test',
      role: 'PersonalMember',
      description: `personal zone of a player of ${name(managed[0])}`,
    },
  ];
}

/** The six demo accounts (all with DEMO_PASSWORD), for printing at start. */
export const DEMO_ACCOUNTS: DemoAccount[] = describeAccounts();

type PgType = 'text' | 'int' | 'date' | 'bool';
type Value = string | number | boolean | null;

/** INSERT ... SELECT FROM unnest($1::type[], ...): one statement and one parameter per column. */
async function insertMany<T, R extends pg.QueryResultRow = pg.QueryResultRow>(
  client: Db,
  table: string,
  rows: readonly T[],
  columns: Record<string, readonly [PgType, (row: T, index: number) => Value]>,
  returning?: string,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const entries = Object.entries(columns);
  const names = entries.map(([name]) => name).join(', ');
  const params = entries.map(([, [type]], i) => `$${i + 1}::${type}[]`).join(', ');
  const values = entries.map(([, [, get]]) => rows.map((row, i) => get(row, i)));
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${params})${returning ? ` RETURNING ${returning}` : ''}`;
  return (await client.query<R>(sql, values)).rows;
}

/** Maps rows returned as (id, key) to ids in the order of `keys`. */
function idsByKey(rows: { id: number; key: string }[], keys: readonly string[], what: string): number[] {
  const map = new Map(rows.map((r) => [r.key, r.id]));
  return keys.map((k) => {
    const id = map.get(k);
    if (id === undefined) throw new Error(`demo data: no id returned for ${what} ${k}`);
    return id;
  });
}

const districtKey = (name: string) => ascii(name).replace(/[^a-z0-9]/g, '');

interface ReferenceData {
  unitRegions: Map<number, number | null>;
  districts: { id: number; regionId: number; key: string }[];
  /** Levels per role type, in sort order. */
  levels: Map<number, { id: number; code: string }[]>;
  clubRoleTypes: Set<number>;
}

async function readReferenceData(client: Db): Promise<ReferenceData> {
  const units = await client.query<{ id: number; region_id: number | null }>(
    'SELECT id, region_id FROM federation_units ORDER BY id',
  );
  const districts = await client.query<{ id: number; region_id: number; name_cs: string }>(
    'SELECT id, region_id, name_cs FROM districts ORDER BY id',
  );
  const levels = await client.query<{ id: number; code: string; type_id: number }>(
    'SELECT id, code, type_id FROM person_role_levels WHERE type_id IS NOT NULL ORDER BY type_id, sort_order, id',
  );
  const types = await client.query<{ id: number; is_club_role: boolean }>(
    'SELECT id, is_club_role FROM person_role_types',
  );
  const levelMap = new Map<number, { id: number; code: string }[]>();
  for (const l of levels.rows) levelMap.set(l.type_id, [...(levelMap.get(l.type_id) ?? []), l]);
  return {
    unitRegions: new Map(units.rows.map((u) => [u.id, u.region_id])),
    districts: districts.rows.map((d) => ({ id: d.id, regionId: d.region_id, key: districtKey(d.name_cs) })),
    levels: levelMap,
    // A type missing from the table counts as a club role; the foreign key reports it anyway.
    clubRoleTypes: new Set(types.rows.filter((t) => t.is_club_role).map((t) => t.id)),
  };
}

/** The district (and region) of a club: by name within the unit's region, else spread over it. */
function clubDistrict(ref: ReferenceData, unitId: number, district: string, index: number) {
  const regionId = ref.unitRegions.get(unitId) ?? null;
  const key = districtKey(district);
  if (regionId === null) {
    const match = ref.districts.find((d) => d.key === key);
    return { districtId: match?.id ?? null, regionId: match?.regionId ?? null };
  }
  const inRegion = ref.districts.filter((d) => d.regionId === regionId);
  const match = inRegion.find((d) => d.key === key) ?? inRegion[index % Math.max(inRegion.length, 1)];
  return { districtId: match?.id ?? null, regionId };
}

/**
 * Drops the foreign keys of `tables` and returns a function that adds them back exactly as they
 * were (names and definitions read from pg_constraint). Checked row by row, the keys of 20,000
 * person roles cost seconds; added back, each is validated by one join in milliseconds. All of it
 * happens inside the seeding transaction, so no other session ever sees the table without them.
 */
async function suspendForeignKeys(client: Db, tables: string[]): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ drop_sql: string | null; add_sql: string | null }>(
    `SELECT string_agg(format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname), '; ') AS drop_sql,
            string_agg(format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname,
                              pg_get_constraintdef(oid)), '; ') AS add_sql
       FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY($1::regclass[])`,
    [tables],
  );
  const { drop_sql: dropSql, add_sql: addSql } = rows[0] ?? { drop_sql: null, add_sql: null };
  if (dropSql) await client.query(dropSql);
  return async () => {
    if (addSql) await client.query(addSql);
  };
}

async function insertPlan(client: Db, plan: DemoPlan, passwordHash: Promise<string>, ref: ReferenceData) {
  const seasonRows = await insertMany<(typeof plan.seasons)[number], { id: number; key: string }>(
    client,
    'seasons',
    plan.seasons,
    {
      name: ['text', (s) => s.name],
      valid_from: ['date', (s) => s.validFrom],
      valid_till: ['date', (s) => s.validTill],
      state_id: ['int', (s) => s.stateId],
      section_id: ['int', () => SECTION.badminton],
      is_for_role: ['bool', () => true],
      is_for_tournament: ['bool', () => true],
    },
    'id, name AS key',
  );
  const seasonIds = idsByKey(
    seasonRows,
    plan.seasons.map((s) => s.name),
    'season',
  );
  const season = (i: number) => plan.seasons[i] as (typeof plan.seasons)[number];

  const located = plan.clubs.map((c, i) => clubDistrict(ref, c.federationUnitId, c.district, i));
  const clubRows = await insertMany<(typeof plan.clubs)[number], { id: number; key: string }>(
    client,
    'clubs',
    plan.clubs,
    {
      registration_number: ['text', (c) => c.registrationNumber],
      name: ['text', (c) => c.name],
      official_name: ['text', (c) => c.officialName],
      identification_number: ['text', (c) => c.identificationNumber],
      tax_identification_number: ['text', (c) => c.taxIdentificationNumber],
      federation_unit_id: ['int', (c) => c.federationUnitId],
      club_type_id: ['int', (c) => c.clubTypeId],
      email: ['text', (c) => c.email],
      phone: ['text', (c) => c.phone],
      web: ['text', (c) => c.web],
      contact_person: ['text', (c) => c.contactPerson],
      street: ['text', (c) => c.street],
      land_registry_number: ['text', (c) => c.landRegistryNumber],
      house_number: ['text', (c) => c.houseNumber],
      city_part: ['text', (c) => c.cityPart],
      city: ['text', (c) => c.city],
      zip: ['text', (c) => c.zip],
      country_id: ['int', () => COUNTRY.CZE],
      district_id: ['int', (_, i) => located[i]?.districtId ?? null],
      region_id: ['int', (_, i) => located[i]?.regionId ?? null],
    },
    'id, registration_number AS key',
  );
  const clubIds = idsByKey(
    clubRows,
    plan.clubs.map((c) => c.registrationNumber),
    'club',
  );

  const clubRoles = plan.clubs.flatMap((c, i) => c.seasons.map((s) => ({ club: i, season: s })));
  await insertMany(client, 'club_roles', clubRoles, {
    club_id: ['int', (r) => clubIds[r.club] ?? null],
    type_id: ['int', () => CLUB_ROLE_TYPE.federationMember],
    approval_state_id: ['int', () => APPROVAL_STATE.approved],
    season_id: ['int', (r) => seasonIds[r.season] ?? null],
    section_id: ['int', () => SECTION.badminton],
    valid_from: ['date', (r) => season(r.season).validFrom],
    valid_till: ['date', (r) => season(r.season).validTill],
  });

  const restoreForeignKeys = await suspendForeignKeys(client, ['persons', 'person_roles']);
  const personRows = await insertMany<(typeof plan.persons)[number], { id: number; key: string }>(
    client,
    'persons',
    plan.persons,
    {
      registration_number: ['text', (p) => p.registrationNumber],
      first_name: ['text', (p) => p.firstName],
      last_name: ['text', (p) => p.lastName],
      title: ['text', (p) => p.title],
      birth_date: ['date', (p) => p.birthDate],
      birth_number: ['text', (p) => p.birthNumber],
      sex_id: ['int', (p) => p.sexId],
      nationality_id: ['int', (p) => p.nationalityId],
      federation_unit_id: ['int', (p) => p.federationUnitId],
      email: ['text', (p) => p.email],
      phone: ['text', (p) => p.phone],
      is_contact_public: ['bool', (p) => p.isContactPublic],
      gdpr_consent_date: ['date', (p) => p.gdprConsentDate],
      street: ['text', (p) => p.street],
      city: ['text', (p) => p.city],
      zip: ['text', (p) => p.zip],
      legal_representative_first_name: ['text', (p) => p.legalRepresentativeFirstName],
      legal_representative_last_name: ['text', (p) => p.legalRepresentativeLastName],
      legal_representative_email: ['text', (p) => p.legalRepresentativeEmail],
      legal_representative_phone: ['text', (p) => p.legalRepresentativePhone],
      has_referee_journal: ['bool', (p) => p.hasRefereeJournal],
    },
    'id, registration_number AS key',
  );
  const personIds = idsByKey(
    personRows,
    plan.persons.map((p) => p.registrationNumber),
    'person',
  );

  const boardRows = await insertMany<(typeof plan.boards)[number], { id: number; key: string }>(
    client,
    'boards',
    plan.boards,
    {
      name: ['text', (b) => b.name],
      priority: ['int', (b) => b.priority],
      is_executive: ['bool', (b) => b.isExecutive],
      valid_from: ['date', (b) => b.validFrom],
      valid_till: ['date', (b) => b.validTill],
    },
    'id, name AS key',
  );
  const boardIds = idsByKey(
    boardRows,
    plan.boards.map((b) => b.name),
    'board',
  );

  const levelOf = (r: (typeof plan.roles)[number]) => {
    const levels = ref.levels.get(r.typeId) ?? [];
    if (r.levelCode !== null) return levels.find((l) => l.code === r.levelCode)?.id ?? null;
    if (r.levelPick === null || !levels.length) return null;
    const weights = levels.map((l) => LEVEL_WEIGHTS[l.code] ?? 1);
    let rest = r.levelPick * weights.reduce((s, w) => s + w, 0);
    for (const [i, level] of levels.entries()) {
      rest -= weights[i] ?? 0;
      if (rest < 0) return level.id;
    }
    return levels[levels.length - 1]?.id ?? null;
  };
  const clubOf = (typeId: number, club: number | null) => {
    if (club === null) return null;
    const optional = typeId === PERSON_ROLE_TYPE.COACH || typeId === PERSON_ROLE_TYPE.REFEREE;
    return optional && !ref.clubRoleTypes.has(typeId) ? null : (clubIds[club] ?? null);
  };
  await insertMany(client, 'person_roles', plan.roles, {
    person_id: ['int', (r) => personIds[r.person] ?? null],
    type_id: ['int', (r) => r.typeId],
    club_id: ['int', (r) => clubOf(r.typeId, r.club)],
    level_id: ['int', (r) => levelOf(r)],
    approval_state_id: ['int', (r) => r.approvalStateId],
    season_id: ['int', (r) => (r.season === null ? null : (seasonIds[r.season] ?? null))],
    section_id: ['int', () => SECTION.badminton],
    valid_from: ['date', (r) => (r.season === null ? r.validFrom : season(r.season).validFrom)],
    valid_till: ['date', (r) => (r.season === null ? r.validTill : season(r.season).validTill)],
    participation_competitions: ['bool', (r) => r.participationCompetitions],
    note: ['text', (r) => r.note],
    board_id: ['int', (r) => (r.board === null ? null : (boardIds[r.board] ?? null))],
    title: ['text', (r) => r.title],
  });

  await restoreForeignKeys();

  const hash = await passwordHash;
  for (const u of plan.users) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (user_name, password_hash, first_name, last_name, email, assign_person_id, current_club_id, is_active)
       VALUES ($1, $2, $3, $4, $1, $5, $6, $7) RETURNING id`,
      [
        u.userName,
        hash,
        u.firstName,
        u.lastName,
        u.assignPerson === null ? null : personIds[u.assignPerson],
        u.currentClub === null ? null : clubIds[u.currentClub],
        u.isActive,
      ],
    );
    const userId = rows[0]?.id;
    for (const r of u.roles) {
      const role = await client.query<{ id: number }>(
        'INSERT INTO user_roles (user_id, role_type_id) VALUES ($1, $2) RETURNING id',
        [userId, r.typeId],
      );
      for (const c of r.claims) {
        await client.query('INSERT INTO user_role_claims (user_role_id, claim_type, object_id) VALUES ($1, $2, $3)', [
          role.rows[0]?.id,
          c.claimType,
          c.claimType === 'club' ? clubIds[c.club] : c.unitId,
        ]);
      }
    }
  }
}

/**
 * Files each person and club as created in office hours on the day it entered the register (its
 * earliest role, a person's consent to the processing of their data if earlier), before today
 * (demoToday):
 * the whole register stamped with the seeding's moment would say every record is new, beside
 * memberships and a change history years older.
 */
async function backdateCreation(client: Db, today: string) {
  await client.query(
    `UPDATE persons p SET created_date = ${officeHours(`least(f.since, p.gdpr_consent_date, ${demoToday('$1')} - 1)`, 'p.id')}
       FROM (SELECT person_id, min(valid_from) AS since FROM person_roles GROUP BY person_id) f
      WHERE f.person_id = p.id`,
    [today],
  );
  await client.query(
    `UPDATE clubs c SET created_date = ${officeHours(`least(f.since, ${demoToday('$1')} - 1)`, 'c.id')}
       FROM (SELECT club_id, min(valid_from) AS since
               FROM (SELECT club_id, valid_from FROM club_roles UNION ALL
                     SELECT club_id, valid_from FROM person_roles WHERE club_id IS NOT NULL) r
              GROUP BY club_id) f
      WHERE f.club_id = c.id`,
    [today],
  );
}

/**
 * Creates the demo federation unless it is already there (the user admin@fedra.test exists) or
 * the database already holds clubs or persons of its own. Returns true if it seeded.
 */
export async function seedDemoData(
  pool: pg.Pool,
  /**
   * `files`: where the demo contracts' documents and the document tree's files are stored (without
   * it, contracts have no documents and the folders no files);
   * `secrets`: the key the demo economy token is encrypted with (without it, no token).
   */
  options: { today?: string; log?: (m: string) => void; files?: FileStore; secrets?: Secrets } = {},
): Promise<boolean> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  // One transaction: the demo federation is there whole or not at all.
  return transaction(dbOn(pool), async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_ID]);
    const marker = await client.query('SELECT 1 FROM users WHERE lower(user_name) = $1', [MARKER_USER]);
    if (marker.rowCount) return false;
    const existing = await client.query<{ n: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM clubs) OR EXISTS (SELECT 1 FROM persons) AS n',
    );
    if (existing.rows[0]?.n) {
      log('demo data not created: the database already holds clubs or persons');
      return false;
    }
    // scrypt runs on the thread pool while the plan is built and the rows go in.
    const passwordHash = hashPassword(DEMO_PASSWORD);
    passwordHash.catch(() => {});
    const ref = await readReferenceData(client);
    const today = options.today ?? clockToday();
    const plan = buildPlan(today);
    await insertPlan(client, plan, passwordHash, ref);
    // The modules' own demo data, in the order of the module list (each after what it builds on).
    const created: string[] = [];
    const context = { client, today, files: options.files, secrets: options.secrets };
    for (const module of MODULE_MANIFESTS) if (module.demo) created.push(...(await module.demo(context)));
    await backdateCreation(client, today);
    const core = [
      `${plan.clubs.length} clubs`,
      `${plan.persons.length} persons`,
      `${plan.roles.length} person roles`,
      `${plan.boards.length} boards`,
      `${plan.users.length} users`,
    ];
    log(`demo data created in ${Math.round(performance.now() - started)} ms: ${[...core, ...created].join(', ')}`);
    return true;
  });
}
