// The demo's national teams (issue 32 item 7): a men's and a women's adult team of today's season,
// each with a squad of adult athletes (mostly accepted, one waiting, one declined) and
// member@fedra.test's person waiting in the team of their sex, so that the member can accept it; a
// past camp and an upcoming one; a match played with its score and one to come. Dates relative to
// the demo's today; deterministic (persons by id).
import { addDays } from '../../platform/clock';
import type { DemoContext } from '../../platform/modules/manifest';

const TEAM_DISCIPLINE = 6; // sportDisciplines TEAM
const ADULTS = 7; // ageCategories ADULTS (19 and older)
const SQUAD = 8;
const COUNTRY = { poland: 616, slovakia: 703, germany: 276 } as const;

export async function seedRepresentationDemo({ client, today }: DemoContext): Promise<string[]> {
  const { rows: seasons } = await client.query<{ id: number; year: number }>(
    `SELECT id, extract(year FROM valid_from)::int AS year FROM seasons
      ORDER BY (valid_from <= $1::date AND valid_till >= $1::date) DESC, valid_from DESC, id DESC LIMIT 1`,
    [today],
  );
  const season = seasons[0];
  if (!season) return [];
  const { rows: member } = await client.query<{ personId: number; sexId: number | null }>(
    `SELECT p.id AS "personId", p.sex_id AS "sexId" FROM users u JOIN persons p ON p.id = u.assign_person_id
      WHERE u.user_name = 'member@fedra.test'`,
  );
  const memberPerson = member[0] ?? null;

  let nominations = 0;
  const teamIds: Record<1 | 2, number> = { 1: 0, 2: 0 };
  const squads: Record<1 | 2, number[]> = { 1: [], 2: [] };
  for (const [sexId, name] of [
    [1, 'Reprezentace mužů'],
    [2, 'Reprezentace žen'],
  ] as const) {
    const { rows: team } = await client.query<{ id: number }>(
      `INSERT INTO representation_teams (name, sport_discipline_id, age_category_id, sex_id, season_id, note)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [name, TEAM_DISCIPLINE, ADULTS, sexId, season.id, 'Družstvo pro mistrovství Evropy družstev.'],
    );
    teamIds[sexId] = team[0]!.id;
    // Adult athletes (19–34 in the season's year) with an athlete role valid today, by id.
    const { rows: athletes } = await client.query<{ id: number }>(
      `SELECT p.id FROM persons p
        WHERE p.sex_id = $1 AND p.id <> $2
          AND extract(year FROM p.birth_date)::int BETWEEN $3::int - 34 AND $3::int - 19
          AND EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.type_id = 2 AND r.club_id IS NOT NULL
                        AND r.valid_from <= $4::date AND (r.valid_till IS NULL OR r.valid_till >= $4::date))
        ORDER BY p.id LIMIT $5`,
      [sexId, memberPerson?.personId ?? 0, season.year, today, SQUAD],
    );
    const states = athletes.map((_, i) => (i === SQUAD - 1 ? 'declined' : i === SQUAD - 2 ? 'pending' : 'accepted'));
    const persons = athletes.map((a) => a.id);
    if (memberPerson && memberPerson.sexId === sexId) {
      persons.push(memberPerson.personId);
      states.push('pending');
    }
    await client.query(
      `INSERT INTO representation_nominations (team_id, person_id, state, answered_date, answered_as, created_date)
       SELECT $1, w.person_id, w.state, CASE WHEN w.state = 'pending' THEN NULL ELSE ($3::date - 20)::timestamptz END,
              CASE WHEN w.state = 'pending' THEN NULL ELSE 'person' END, ($3::date - 30)::timestamptz
         FROM unnest($2::int[], $4::text[]) AS w(person_id, state)`,
      [team[0]!.id, persons, today, states],
    );
    nominations += persons.length;
    squads[sexId] = athletes.filter((_, i) => states[i] === 'accepted').map((a) => a.id);
  }

  const event = async (
    sexId: 1 | 2,
    name: string,
    kind: string,
    from: string,
    till: string,
    place: string,
    countryId: number | null,
  ) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO representation_events (team_id, name, kind, date_from, date_till, place, country_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [teamIds[sexId], name, kind, from, till, place, countryId],
    );
    await client.query(
      `INSERT INTO representation_event_participants (event_id, person_id) SELECT $1, unnest($2::int[])`,
      [rows[0]!.id, squads[sexId]],
    );
  };
  await event(
    1,
    'Podzimní soustředění',
    'camp',
    addDays(today, -60),
    addDays(today, -57),
    'Praha, Hala Podvinný mlýn',
    null,
  );
  await event(2, 'Soustředění před ME družstev', 'camp', addDays(today, 20), addDays(today, 23), 'Nymburk', null);

  await client.query(
    `INSERT INTO representation_matches (team_id, date, time, opponent_country_id, competition, place, score_own, score_opponent, note)
     VALUES ($1, $2, '18:00', $3, 'Kvalifikace ME družstev', 'Varšava', 3, 2, 'Rozhodla smíšená čtyřhra.'),
            ($4, $5, '17:00', $6, 'Kvalifikace ME družstev', 'Bratislava', NULL, NULL, NULL)`,
    [teamIds[1], addDays(today, -30), COUNTRY.poland, teamIds[2], addDays(today, 40), COUNTRY.slovakia],
  );
  return [`2 national teams with ${nominations} nominations, 2 team events and 2 matches`];
}
