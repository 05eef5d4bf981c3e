// The public club finder and a club's public page (issue 36 §5), and their search-engine metadata.
// Only registered clubs: a club registration (club role) valid today in an approved state. Nothing
// personal: the register keeps no "public" flag on the club's e-mail, phone or contact person, so
// only the official seat address and the web are shown. A club's place on the map is its own venue
// (the sport fields register, read here through SQL as the register's tabs do): the club table has
// no coordinates.
import {
  LEAGUE_STATE,
  LEAGUE_TYPE_ID,
  PUBLIC_CLUB_MARKER_LIMIT,
  PUBLIC_CLUB_PAGE_SIZE,
  type PublicClub,
  type PublicClubFinder,
  type PublicMapConfig,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { notFound } from '../../platform/errors/app-error';
import { likePattern } from '../../platform/list-query/list-query';
import { type PublicPageDeclaration, pageId, snippet } from '../../platform/web/public-meta';

/** Codebook tournamentTeamStates a public page shows: registered and confirmed (not rejected, withdrawn, excluded). */
const LISTED_TEAM_STATES = [1, 2];
const VENUE_LIMIT = 50;
const TEAM_LIMIT = 100;

/** `c` has a club registration valid today in an approved state. */
const REGISTERED = sql`EXISTS (SELECT 1 FROM club_roles cr JOIN approval_states s ON s.id = cr.approval_state_id AND s.is_valid
  WHERE cr.club_id = c.id AND cr.valid_from <= ${TODAY_SQL} AND (cr.valid_till IS NULL OR cr.valid_till >= ${TODAY_SQL}))`;

const VENUE_IN_USE = sql`f.valid_from <= ${TODAY_SQL} AND (f.valid_till IS NULL OR f.valid_till >= ${TODAY_SQL})`;

/** `pos`: the first (by name) venue of `c` in use today that has GPS. */
const POSITION_JOIN = sql`LEFT JOIN LATERAL (SELECT f.latitude, f.longitude FROM sport_fields f
  WHERE f.club_id = c.id AND f.latitude IS NOT NULL AND f.longitude IS NOT NULL AND ${VENUE_IN_USE}
  ORDER BY f.name, f.id LIMIT 1) pos ON true`;

export interface PublicClubCalls {
  map: PublicMapConfig;
}

/** One page of the finder with the whole filter's markers and the map's tiles. */
export async function findPublicClubs(
  db: Db,
  query: {
    name?: string | undefined;
    regionId?: number | undefined;
    districtId?: number | undefined;
    page?: number | undefined;
  },
  { map }: PublicClubCalls,
): Promise<PublicClubFinder> {
  const page = query.page ?? 1;
  const where: SQL[] = [REGISTERED];
  const name = query.name?.trim() ?? '';
  if (name) where.push(sql`lower(f_unaccent(c.name)) LIKE lower(f_unaccent(${likePattern(name)}))`);
  if (query.regionId !== undefined) where.push(sql`c.region_id = ${query.regionId}`);
  if (query.districtId !== undefined) where.push(sql`c.district_id = ${query.districtId}`);
  const condition = sql.join(where, sql` AND `);

  const [clubs, count, markers] = await Promise.all([
    db.execute<PublicClubFinder['clubs'][number]>(sql`
      SELECT c.id, c.name, c.city, c.region_id AS "regionId", c.district_id AS "districtId",
             pos.latitude, pos.longitude
        FROM clubs c ${POSITION_JOIN}
       WHERE ${condition}
       ORDER BY c.name, c.id
       LIMIT ${PUBLIC_CLUB_PAGE_SIZE} OFFSET ${(page - 1) * PUBLIC_CLUB_PAGE_SIZE}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM clubs c WHERE ${condition}`),
    db.execute<PublicClubFinder['markers'][number]>(sql`
      SELECT c.id, c.name, pos.latitude, pos.longitude
        FROM clubs c JOIN LATERAL (SELECT f.latitude, f.longitude FROM sport_fields f
          WHERE f.club_id = c.id AND f.latitude IS NOT NULL AND f.longitude IS NOT NULL AND ${VENUE_IN_USE}
          ORDER BY f.name, f.id LIMIT 1) pos ON true
       WHERE ${condition}
       ORDER BY c.name, c.id
       LIMIT ${PUBLIC_CLUB_MARKER_LIMIT}`),
  ]);
  return {
    clubs: clubs.rows,
    total: count.rows[0]?.total ?? 0,
    page,
    pageSize: PUBLIC_CLUB_PAGE_SIZE,
    markers: markers.rows,
    map,
  };
}

type ClubRow = Omit<PublicClub, 'venues' | 'teams' | 'map'> & {
  venues: PublicClub['venues'];
  teams: PublicClub['teams'];
};

/** A registered club's public page; an unregistered or unknown club is a 404. */
export async function getPublicClub(db: Db, id: number, { map }: PublicClubCalls): Promise<PublicClub> {
  const { rows } = await db.execute<ClubRow>(sql`
    SELECT c.id, c.name, c.official_name AS "officialName", c.logo_url AS "logoUrl", c.street,
           c.house_number AS "houseNumber", c.land_registry_number AS "landRegistryNumber", c.city_part AS "cityPart",
           c.city, c.zip, c.region_id AS "regionId", c.district_id AS "districtId", c.web,
           pos.latitude, pos.longitude,
           coalesce((SELECT json_agg(v) FROM (
             SELECT f.id, f.name, f.type_id AS "typeId", f.street, f.city, f.zip, f.court_count AS "courtCount",
                    f.latitude, f.longitude
               FROM sport_fields f WHERE f.club_id = c.id AND ${VENUE_IN_USE}
              ORDER BY f.name, f.id LIMIT ${VENUE_LIMIT}) v), '[]') AS venues,
           coalesce((SELECT json_agg(x) FROM (
             SELECT t.id, t.name, l.id AS "leagueId", l.name AS "leagueName", se.name AS "seasonName",
                    array(SELECT tc.name FROM league_competition_teams lct
                            JOIN tournament_competitions tc ON tc.id = lct.competition_id
                           WHERE lct.team_id = t.id ORDER BY tc.name, tc.id) AS competitions
               FROM league_teams t JOIN tournaments l ON l.id = t.tournament_id JOIN seasons se ON se.id = l.season_id
              WHERE t.club_id = c.id AND l.type_id = ${LEAGUE_TYPE_ID} AND l.state_id = ${LEAGUE_STATE.published}
                AND l.date_till >= ${TODAY_SQL} AND t.state_id IN (${sql.join(LISTED_TEAM_STATES, sql`, `)})
              ORDER BY l.date_from DESC, l.name, t.name, t.id LIMIT ${TEAM_LIMIT}) x), '[]') AS teams
      FROM clubs c ${POSITION_JOIN}
     WHERE c.id = ${id} AND ${REGISTERED}`);
  const club = rows[0];
  if (!club) throw notFound();
  return { ...club, logoUrl: imageAddress(club.logoUrl), web: webAddress(club.web), map };
}

/** An http(s) address as written, a bare domain ("www.klub.cz") with https://, anything else null. */
export function webAddress(web: string | null): string | null {
  const value = web?.trim();
  if (!value) return null;
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i.test(value)) return `https://${value}`;
  return null;
}

/** A logo the browser may load: an http(s) or a site-relative address; anything else (javascript:, data:) null. */
function imageAddress(url: string | null): string | null {
  const value = url?.trim();
  if (!value) return null;
  return /^(https?:\/\/|\/(?!\/))[^\s]+$/i.test(value) ? value : null;
}

const FINDER_META = {
  cs: {
    title: 'Kluby',
    description: 'Vyhledejte registrovaný klub podle názvu, kraje nebo okresu a podívejte se, kde hraje.',
  },
  en: {
    title: 'Clubs',
    description: 'Find a registered club by its name, region or district and see where it plays.',
  },
} as const;

/** The club finder's and the club pages' titles and descriptions (platform/web/public-meta.ts). */
export const clubPublicPages: readonly PublicPageDeclaration[] = [
  { path: 'club/public-finder', meta: async ({ language }) => FINDER_META[language] },
  {
    path: 'club/public-detail/:id',
    meta: async ({ db, params, language }) => {
      const id = pageId(params);
      if (id === null) return null;
      const { rows } = await db.execute<{ name: string; city: string | null; logo: string | null; venues: number }>(sql`
        SELECT c.name, c.city, c.logo_url AS logo,
               (SELECT count(*)::int FROM sport_fields f WHERE f.club_id = c.id AND ${VENUE_IN_USE}) AS venues
          FROM clubs c WHERE c.id = ${id} AND ${REGISTERED}`);
      const club = rows[0];
      if (!club) return null;
      const place = club.city ? `, ${club.city}` : '';
      const description =
        language === 'cs'
          ? `Klub ${club.name}${place}: adresa, web, sportoviště (${club.venues}) a družstva v soutěžích.`
          : `The club ${club.name}${place}: address, web, venues (${club.venues}) and teams in the leagues.`;
      return { title: club.name, description: snippet(description), image: imageAddress(club.logo) };
    },
  },
];
