// The values the scenarios use, read from the generated data (so they hold for any size) and
// from the running server (tokens, the codebook's ETag, the club manager's current club).
import type pg from 'pg';
import { PERSON_ROLE_TYPE } from '../apps/server/src/db/reference-ids';
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
}

/** What the report says about the chosen values. */
export interface FixtureFacts {
  nameMatches: number;
  dateMatches: number;
  clubMembers: number;
  persons: number;
  contributions: number;
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
    },
    facts: {
      nameMatches: nameMatches.rows[0]?.n ?? 0,
      dateMatches: dateMatches.rows[0]?.n ?? 0,
      clubMembers: club.rows[0]?.n ?? 0,
      persons,
      contributions: contributionSeason.n,
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
