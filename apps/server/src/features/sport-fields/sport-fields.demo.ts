// The demo's sport fields (issue 30 §6): the clubs' halls (demo/sport-fields.ts), then the venues
// the demo's events are held at: one per tournament place (its address and GPS, run by the club
// that organizes the first tournament there) and one per league team's home hall (the club's own
// hall in use today, else a new one at the team's address); tournaments and league matches then
// point at them. Runs after the tournaments and the leagues.
import { seedSportFields } from '../../demo/sport-fields';
import type { DemoContext } from '../../platform/modules/manifest';

const SPORTS_HALL = 2;
const BADMINTON_HALL = 1;

export async function seedSportFieldsDemo({ client, today }: DemoContext): Promise<string[]> {
  await seedSportFields(client, today);
  const since = `${Number(today.slice(0, 4)) - 8}-01-01`;
  // Tournament places: one venue per address, in the order of the tournaments.
  await client.query(
    `INSERT INTO sport_fields (name, type_id, club_id, federation_unit_id, street, city, zip, district_id, region_id,
                               latitude, longitude, court_count, capacity, valid_from)
     SELECT 'Městská hala ' || p.city, $1,
            CASE WHEN c.city = p.city THEN c.id END, c.federation_unit_id, p.street, p.city, p.zip, p.district_id, p.region_id,
            p.latitude, p.longitude, 6 + (p.first_id % 4) * 2, 150 + (p.first_id % 5) * 50, $2::date
       FROM (SELECT DISTINCT ON (t.street, t.city) t.id AS first_id, t.street, t.city, t.zip, t.district_id, t.region_id,
                    t.latitude, t.longitude, t.organizer_id
               FROM tournaments t
              WHERE t.type_id <> 7 AND t.street IS NOT NULL AND t.city IS NOT NULL
              ORDER BY t.street, t.city, t.id) p
       LEFT JOIN clubs c ON c.id = p.organizer_id
      ORDER BY p.first_id`,
    [BADMINTON_HALL, since],
  );
  await client.query(
    `UPDATE tournaments t SET sport_field_id = f.id
       FROM sport_fields f
      WHERE t.type_id <> 7 AND f.street = t.street AND f.city = t.city AND f.latitude IS NOT NULL`,
  );
  // League home halls: a team's club's own hall in use today, else a new one at the club's address
  // (not the team's address text, which holds the city too: the hall's address would repeat it).
  await client.query(
    `INSERT INTO sport_fields (name, type_id, club_id, federation_unit_id, street, city, zip, district_id, region_id,
                               court_count, valid_from)
     SELECT DISTINCT ON (c.id) 'Sportovní hala ' || coalesce(c.city, c.name), $1, c.id, c.federation_unit_id,
            c.street, c.city, c.zip, c.district_id, c.region_id, 4, $2::date
       FROM league_teams lt JOIN clubs c ON c.id = lt.club_id
      WHERE NOT EXISTS (SELECT 1 FROM sport_fields f WHERE f.club_id = c.id AND f.valid_from <= $3::date
                          AND (f.valid_till IS NULL OR f.valid_till >= $3::date))
      ORDER BY c.id, lt.id`,
    [SPORTS_HALL, since, today],
  );
  await client.query(
    `UPDATE league_matches m SET sport_field_id = (
       SELECT f.id FROM league_teams lt JOIN sport_fields f ON f.club_id = lt.club_id
        WHERE lt.id = m.home_team_id AND f.valid_from <= $1::date AND (f.valid_till IS NULL OR f.valid_till >= $1::date)
        ORDER BY f.id LIMIT 1)`,
    [today],
  );
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM sport_fields');
  return [`${rows[0]?.n ?? 0} sport fields`];
}
