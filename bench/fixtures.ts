// The values the scenarios use, read from the generated data (so they hold for any size) and
// from the running server (tokens, the codebook's ETag, the club manager's current club).
import type pg from 'pg';
import { APPROVAL_STATE, PERSON_ROLE_TYPE, SEX, USER_ROLE_TYPE } from '../apps/server/src/db/reference-ids';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed';
import type { HttpClient } from './http';

export interface Fixtures {
  adminUserName: string;
  clubUserName: string;
  password: string;
  /** The most common full name ("Jan Novák"): what someone looking a person up types, at its worst. */
  nameTerm: string;
  /** One month of birth dates. */
  birthFrom: string;
  birthTo: string;
  /** A big club (rank 1 % by current members), for the member-of filter. */
  clubId: number;
  /** A tenth of the way into the person list. */
  deepOffset: number;
  codebookEtag: string;
  managerClubId: number;
  /** The database's today: the date of the statistics and per-date count calls. */
  today: string;
  /** The season with the most person contributions (the generated current one). */
  contributionSeasonId: number;
  /** A tenth of the way into that season's contribution list. */
  contributionDeepOffset: number;
  /** The season and the type with the most current tournaments (the filtered list). */
  tournamentSeasonId: number;
  tournamentTypeId: number;
  /** A discipline with about twenty applications, and the one with the most. */
  competitionId: number;
  largeCompetitionId: number;
  /** The persons register's filter values (issue 29): see PersonFixtures. */
  persons: PersonFixtures;
}

/**
 * The persons register's list filters (issue 29), one value each, picked from the generated rows
 * so that every filter matches some persons; the role filters at their commonest value (the
 * largest count a filter leads to), the identifiers of one person.
 */
export interface PersonFixtures {
  /** The commonest surname with diacritics typed without them ("novak"): the accent-insensitive search. */
  surname: string;
  /** One person's registration number and birth number as stored (a person halfway through the ids). */
  registrationNumber: string;
  birthNumber: string;
  /** Coach, and the commonest level of the coaches' roles. */
  roleTypeId: number;
  roleLevelId: number;
  /** U15 (born in the two years it covers this year). */
  ageCategoryId: number;
  sexId: number;
  /** The region and the district of the big club (`Fixtures.clubId`). */
  regionId: number;
  districtId: number;
  /** A year before today: roles valid on a past day. */
  validAt: string;
  /** The commonest approval state other than approved (waiting, in the generated data). */
  approvalStateId: number;
  /** A club manager (the demo password) whose current club is the one closest in members to `Fixtures.clubId`. */
  clubUserName: string;
  clubId: number;
}

/** What the report says about the chosen values. */
export interface FixtureFacts {
  nameMatches: number;
  dateMatches: number;
  clubMembers: number;
  persons: number;
  contributions: number;
  /** Persons the surname search matches, and persons ever in the club manager's club. */
  surnameMatches: number;
  clubZonePersons: number;
}

export const ADMIN_USER = 'admin@fedra.test';
export const CLUB_USER = 'club@fedra.test';

export async function loadFixtures(
  pool: pg.Pool,
  http: HttpClient,
): Promise<{ fixtures: Fixtures; facts: FixtureFacts }> {
  const persons = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM persons')).rows[0]?.n);
  const commonest = await pool.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM persons
      GROUP BY first_name, last_name ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  const nameTerm = commonest.rows[0]?.name;
  if (!nameTerm) throw new Error('bench: the database holds no persons');
  const clubs = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM clubs')).rows[0]?.n);
  const club = await pool.query<{ club_id: number; n: number }>(
    `SELECT club_id, count(*)::int AS n FROM person_roles
      WHERE type_id = $2 AND club_id IS NOT NULL AND valid_from <= current_date
        AND (valid_till IS NULL OR valid_till >= current_date)
      GROUP BY club_id ORDER BY n DESC, club_id OFFSET $1 LIMIT 1`,
    [Math.floor(clubs / 100), PERSON_ROLE_TYPE.CLUB_MEMBER],
  );
  const clubId = club.rows[0]?.club_id;
  if (!clubId) throw new Error('bench: no club has current members');
  const birthFrom = '2008-03-01';
  const birthTo = '2008-03-31';
  const nameMatches = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM persons WHERE lower(f_unaccent(first_name || ' ' || last_name)) LIKE lower(f_unaccent($1))`,
    [`%${nameTerm}%`],
  );
  const dateMatches = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM persons WHERE birth_date BETWEEN $1 AND $2',
    [birthFrom, birthTo],
  );

  const codebook = await http.request({ method: 'GET', path: '/api/global-zone/codebook', status: 200 });
  const codebookEtag = codebook.headers.etag;
  if (typeof codebookEtag !== 'string') throw new Error('bench: the codebook sent no ETag');
  const clubToken = await http.signIn(CLUB_USER, DEMO_PASSWORD);
  const me = await http.request({ method: 'GET', path: '/api/account/me/new', status: 200 }, clubToken);
  const managerClubId = (me.json as { data: { currentClubId: number | null } }).data.currentClubId;
  if (!managerClubId) throw new Error(`bench: ${CLUB_USER} has no current club`);

  const today = (await pool.query<{ d: string }>('SELECT current_date::text AS d')).rows[0]!.d;
  const season = await pool.query<{ season_id: number; n: number }>(
    `SELECT season_id, count(*)::int AS n FROM person_contributions GROUP BY season_id ORDER BY n DESC, season_id LIMIT 1`,
  );
  const contributionSeason = season.rows[0];
  if (!contributionSeason) throw new Error('bench: the database holds no person contributions');
  const tournaments = await tournamentFixtures(pool);
  const register = await personFixtures(pool, clubId, club.rows[0]?.n ?? 0);

  return {
    fixtures: {
      adminUserName: ADMIN_USER,
      clubUserName: CLUB_USER,
      password: DEMO_PASSWORD,
      nameTerm,
      birthFrom,
      birthTo,
      clubId,
      deepOffset: Math.floor(persons / 10 / 20) * 20,
      codebookEtag,
      managerClubId,
      today,
      contributionSeasonId: contributionSeason.season_id,
      contributionDeepOffset: Math.floor(contributionSeason.n / 10 / 20) * 20,
      ...tournaments,
      persons: register.fixtures,
    },
    facts: {
      nameMatches: nameMatches.rows[0]?.n ?? 0,
      dateMatches: dateMatches.rows[0]?.n ?? 0,
      clubMembers: club.rows[0]?.n ?? 0,
      persons,
      contributions: contributionSeason.n,
      ...register.facts,
    },
  };
}

/** The tournament scenarios' values, from the generated tournaments. */
async function tournamentFixtures(
  pool: pg.Pool,
): Promise<Pick<Fixtures, 'tournamentSeasonId' | 'tournamentTypeId' | 'competitionId' | 'largeCompetitionId'>> {
  const { rows } = await pool.query<{ season_id: number; type_id: number; medium: number; large: number }>(
    `SELECT (SELECT season_id FROM tournaments WHERE date_till >= current_date
              GROUP BY season_id ORDER BY count(*) DESC, season_id LIMIT 1) AS season_id,
            (SELECT type_id FROM tournaments WHERE date_till >= current_date
              GROUP BY type_id ORDER BY count(*) DESC, type_id LIMIT 1) AS type_id,
            (SELECT id FROM tournament_competitions ORDER BY abs(participants_count - 20), id LIMIT 1) AS medium,
            (SELECT id FROM tournament_competitions ORDER BY participants_count DESC, id LIMIT 1) AS large`,
  );
  const r = rows[0];
  if (!r?.season_id || !r.medium) throw new Error('bench: the database holds no current tournaments with disciplines');
  return {
    tournamentSeasonId: r.season_id,
    tournamentTypeId: r.type_id,
    competitionId: r.medium,
    largeCompetitionId: r.large,
  };
}

/** The persons register's values (PersonFixtures), from the generated persons and roles. */
async function personFixtures(
  pool: pg.Pool,
  clubId: number,
  clubMembers: number,
): Promise<{ fixtures: PersonFixtures; facts: Pick<FixtureFacts, 'surnameMatches' | 'clubZonePersons'> }> {
  const one = async <T>(what: string, text: string, values: unknown[] = []): Promise<T> => {
    const row = (await pool.query(text, values)).rows[0] as T | undefined;
    if (!row) throw new Error(`bench: the database holds no ${what}`);
    return row;
  };
  const { surname } = await one<{ surname: string }>(
    'surname with diacritics',
    `SELECT lower(f_unaccent(last_name)) AS surname FROM persons WHERE last_name <> f_unaccent(last_name)
      GROUP BY last_name ORDER BY count(*) DESC, last_name LIMIT 1`,
  );
  const person = await one<{ registration_number: string; birth_number: string }>(
    'person with a birth number',
    `SELECT registration_number, birth_number FROM persons
      WHERE id >= (SELECT (min(id) + max(id)) / 2 FROM persons) AND birth_number IS NOT NULL AND anonymised_at IS NULL
      ORDER BY id LIMIT 1`,
  );
  const level = await one<{ level_id: number }>(
    'coach with a level',
    `SELECT level_id FROM person_roles WHERE type_id = $1 AND level_id IS NOT NULL
      GROUP BY level_id ORDER BY count(*) DESC, level_id LIMIT 1`,
    [PERSON_ROLE_TYPE.COACH],
  );
  const state = await one<{ approval_state_id: number }>(
    'role waiting for approval',
    `SELECT approval_state_id FROM person_roles WHERE approval_state_id <> $1
      GROUP BY approval_state_id ORDER BY count(*) DESC, approval_state_id LIMIT 1`,
    [APPROVAL_STATE.approved],
  );
  const age = await one<{ id: number }>(
    'age category U15',
    `SELECT id FROM codebook_entries WHERE list = 'ageCategories' AND code = 'U15'`,
  );
  const place = await one<{ region_id: number | null; district_id: number | null; valid_at: string }>(
    'big club',
    `SELECT region_id, district_id, (current_date - 365)::text AS valid_at FROM clubs WHERE id = $1`,
    [clubId],
  );
  if (place.region_id === null || place.district_id === null)
    throw new Error(`bench: club ${clubId} has no region or district`);
  const manager = await one<{ user_name: string; club_id: number }>(
    'club manager of a club with current members',
    `WITH members AS (
       SELECT club_id, count(*)::int AS n FROM person_roles
        WHERE type_id = $1 AND club_id IS NOT NULL AND valid_from <= current_date
          AND (valid_till IS NULL OR valid_till >= current_date)
        GROUP BY club_id)
     SELECT u.user_name, u.current_club_id AS club_id
       FROM users u
       JOIN user_roles ur ON ur.user_id = u.id AND ur.role_type_id = $2
       JOIN user_role_claims c ON c.user_role_id = ur.id AND c.claim_type = 'club' AND c.object_id = u.current_club_id
       JOIN members m ON m.club_id = u.current_club_id
      WHERE u.is_active AND u.locked_at IS NULL AND u.totp_enabled_at IS NULL
      ORDER BY abs(m.n - $3), u.id LIMIT 1`,
    [PERSON_ROLE_TYPE.CLUB_MEMBER, USER_ROLE_TYPE.ClubManager, clubMembers],
  );
  const counts = await one<{ surname: number; club: number }>(
    'counts',
    `SELECT (SELECT count(*)::int FROM persons p
              WHERE lower(f_unaccent(p.first_name || ' ' || p.last_name)) LIKE $1) AS surname,
            (SELECT count(DISTINCT person_id)::int FROM person_roles WHERE club_id = $2) AS club`,
    [`%${surname}%`, manager.club_id],
  );
  return {
    fixtures: {
      surname,
      registrationNumber: person.registration_number,
      birthNumber: person.birth_number,
      roleTypeId: PERSON_ROLE_TYPE.COACH,
      roleLevelId: level.level_id,
      ageCategoryId: age.id,
      sexId: SEX.female,
      regionId: place.region_id,
      districtId: place.district_id,
      validAt: place.valid_at,
      approvalStateId: state.approval_state_id,
      clubUserName: manager.user_name,
      clubId: manager.club_id,
    },
    facts: { surnameMatches: counts.surname, clubZonePersons: counts.club },
  };
}
