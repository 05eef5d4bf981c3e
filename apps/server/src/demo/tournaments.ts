// Demo tournaments: a season of twelve around today (past, current, future) in every workflow state,
// organized by demo clubs (both of club@fedra.test's among them), with addresses and coordinates,
// two to four disciplines each and applications of demo club members as athletes and of referees:
// one open tournament with enough referees for statute 8 and one without, one whose registration
// closed, one not open yet. Deterministic (days relative to today); called by seedDemoData inside
// its transaction after the persons and accounts exist. The counters come from the one function
// the application calls use.
import { PERSON_ROLE_TYPE } from '../db/reference-ids';
import { recountTournaments } from '../features/tournaments/tournament-counts';
import type { Db } from '../platform/db/pool';
import { demoClubs, type Owner } from './contracts';

/** tournamentStates and tournamentCompetitionStates of the reference data. */
const T = { draft: 1, published: 2, sent: 3, approved: 4, cancelled: 5, archived: 6 } as const;
const D = { open: 1, closed: 2, approved: 3, cancelled: 4 } as const;

interface Place {
  city: string;
  street: string;
  zip: string;
  regionId: number;
  lat: number;
  lon: number;
}
const PLACES: Place[] = [
  { city: 'Praha', street: 'Za Císařským mlýnem 1063', zip: '170 00', regionId: 1, lat: 50.1078, lon: 14.4218 },
  { city: 'Brno', street: 'Křídlovická 911/34', zip: '603 00', regionId: 11, lat: 49.1869, lon: 16.5972 },
  { city: 'Ostrava', street: 'Ruská 3077/135', zip: '700 30', regionId: 14, lat: 49.8066, lon: 18.2569 },
  { city: 'Plzeň', street: 'Baseballová 1024/6', zip: '301 00', regionId: 4, lat: 49.7384, lon: 13.3736 },
  { city: 'Olomouc', street: 'U Sportovní haly 1a', zip: '779 00', regionId: 12, lat: 49.5938, lon: 17.2509 },
  { city: 'Liberec', street: 'Jeronýmova 570/22', zip: '460 07', regionId: 7, lat: 50.7663, lon: 15.0543 },
  { city: 'Hradec Králové', street: 'Třebechovická 1590', zip: '500 03', regionId: 8, lat: 50.2092, lon: 15.8328 },
  { city: 'Pardubice', street: 'Sukovo nábřeží 1735', zip: '530 02', regionId: 9, lat: 50.0343, lon: 15.7812 },
  { city: 'Jihlava', street: 'Tolstého 1a', zip: '586 01', regionId: 10, lat: 49.3961, lon: 15.5912 },
];

/** Disciplines: name, sport discipline (codebook sportDisciplines), age category group. */
const DISCIPLINES: [string, number, number][] = [
  ['Dvouhra mužů', 1, 3],
  ['Dvouhra žen', 2, 3],
  ['Čtyřhra mužů', 3, 3],
  ['Smíšená čtyřhra', 5, 3],
];

interface DemoTournament {
  name: string;
  /** Days from today of the first day; the tournament lasts `days`. */
  start: number;
  days: number;
  stateId: number;
  organizer: Owner;
  /** Registration window, days from today. */
  window: [number, number];
  typeId: number;
  levelId: number;
  disciplines: number;
  disciplineState: number;
  /** Athletes applied per club and discipline, and from which clubs. */
  athletes: number;
  clubs: Owner[];
  referees: number;
  /** Share of applications the office confirmed. */
  confirmed: number;
}

const TOURNAMENTS: DemoTournament[] = [
  {
    name: 'Zimní turnaj dospělých',
    start: -120,
    days: 2,
    stateId: T.archived,
    organizer: 'prague',
    window: [-160, -125],
    typeId: 2,
    levelId: 3,
    disciplines: 2,
    disciplineState: D.approved,
    athletes: 6,
    clubs: ['managed', 'unit2'],
    referees: 2,
    confirmed: 1,
  },
  {
    name: 'Velká cena Brna',
    start: -90,
    days: 2,
    stateId: T.approved,
    organizer: 'unit4',
    window: [-130, -95],
    typeId: 2,
    levelId: 2,
    disciplines: 3,
    disciplineState: D.approved,
    athletes: 5,
    clubs: ['managedSecond', 'unit4'],
    referees: 2,
    confirmed: 1,
  },
  {
    name: 'Jarní turnaj mládeže (zrušen)',
    start: -60,
    days: 1,
    stateId: T.cancelled,
    organizer: 'unit2',
    window: [-100, -65],
    typeId: 1,
    levelId: 4,
    disciplines: 2,
    disciplineState: D.cancelled,
    athletes: 0,
    clubs: [],
    referees: 0,
    confirmed: 0,
  },
  {
    name: 'Pohár klubu',
    start: -30,
    days: 2,
    stateId: T.approved,
    organizer: 'managed',
    window: [-70, -35],
    typeId: 2,
    levelId: 3,
    disciplines: 4,
    disciplineState: D.approved,
    athletes: 4,
    clubs: ['managed', 'managedSecond', 'readOnly'],
    referees: 3,
    confirmed: 1,
  },
  {
    name: 'Krajský přebor',
    start: -10,
    days: 1,
    stateId: T.sent,
    organizer: 'readOnly',
    window: [-40, -14],
    typeId: 2,
    levelId: 5,
    disciplines: 2,
    disciplineState: D.closed,
    athletes: 5,
    clubs: ['readOnly', 'managed'],
    referees: 1,
    confirmed: 0.5,
  },
  {
    name: 'Turnaj veteránů',
    start: 0,
    days: 2,
    stateId: T.approved,
    organizer: 'unit2',
    window: [-40, -3],
    typeId: 3,
    levelId: 4,
    disciplines: 2,
    disciplineState: D.closed,
    athletes: 3,
    clubs: ['unit2', 'managedSecond'],
    referees: 1,
    confirmed: 1,
  },
  {
    name: 'Mistrovství Prahy',
    start: 12,
    days: 2,
    stateId: T.published,
    organizer: 'managed',
    window: [-20, 5],
    typeId: 2,
    levelId: 5,
    disciplines: 3,
    disciplineState: D.open,
    athletes: 6,
    clubs: ['managed', 'managedSecond', 'prague'],
    referees: 6,
    confirmed: 0.5,
  },
  {
    name: 'Podzimní Grand Prix',
    start: 20,
    days: 2,
    stateId: T.published,
    organizer: 'managedSecond',
    window: [-5, 15],
    typeId: 2,
    levelId: 2,
    disciplines: 2,
    disciplineState: D.open,
    athletes: 8,
    clubs: ['managed', 'unit4'],
    referees: 1,
    confirmed: 0,
  },
  {
    name: 'Turnaj mládeže U15',
    start: 26,
    days: 1,
    stateId: T.sent,
    organizer: 'unit4',
    window: [-35, -2],
    typeId: 1,
    levelId: 4,
    disciplines: 2,
    disciplineState: D.open,
    athletes: 4,
    clubs: ['unit4', 'managed'],
    referees: 1,
    confirmed: 0.5,
  },
  {
    name: 'Mistrovství ČR dospělých',
    start: 45,
    days: 3,
    stateId: T.approved,
    organizer: 'unit2',
    window: [5, 30],
    typeId: 2,
    levelId: 1,
    disciplines: 4,
    disciplineState: D.open,
    athletes: 0,
    clubs: [],
    referees: 0,
    confirmed: 0,
  },
  {
    name: 'Vánoční turnaj (rozpracovaný)',
    start: 60,
    days: 1,
    stateId: T.draft,
    organizer: 'managed',
    window: [20, 50],
    typeId: 6,
    levelId: 6,
    disciplines: 2,
    disciplineState: D.open,
    athletes: 0,
    clubs: [],
    referees: 0,
    confirmed: 0,
  },
  {
    name: 'Novoroční turnaj',
    start: 90,
    days: 1,
    stateId: T.draft,
    organizer: 'unit4',
    window: [40, 80],
    typeId: 2,
    levelId: 4,
    disciplines: 2,
    disciplineState: D.open,
    athletes: 0,
    clubs: [],
    referees: 0,
    confirmed: 0,
  },
];

export interface TournamentSeedCounts {
  tournaments: number;
  disciplines: number;
  applications: number;
}

const day = (today: string, offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

export async function seedTournaments(client: Db, today: string): Promise<TournamentSeedCounts> {
  const clubs = await demoClubs(client);
  const expert = (await client.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'expert@fedra.test'`))
    .rows[0]?.id;
  const tournamentIds: number[] = [];
  let disciplines = 0;
  for (const [i, t] of TOURNAMENTS.entries()) {
    const place = PLACES[i % PLACES.length]!;
    const organizer = clubs[t.organizer];
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO tournaments (name, code, date_from, date_till, time_from, registration_start_date, registration_close_date,
              season_id, organizer_id, type_id, level_id, state_id, is_cancelled, street, city, zip, region_id,
              latitude, longitude, director, contact_name, contact_email, starting_fee, sport_discipline_ids, created_by_id)
       VALUES ($1, $2, $3::date, $4::date, '09:00', $5::date, $6::date,
               (SELECT id FROM seasons WHERE valid_from <= $3::date AND valid_till >= $3::date ORDER BY valid_from LIMIT 1),
               $7, $8, $9, $10, $10 = ${T.cancelled}, $11, $12, $13, $14, $15, $16, 'Jana Nováková', 'Petr Svoboda',
               'turnaje@fedra.test', 300, $17::int[], $18)
       RETURNING id`,
      [
        t.name,
        `T-${String(i + 1).padStart(3, '0')}`,
        day(today, t.start),
        day(today, t.start + t.days - 1),
        day(today, t.window[0]),
        day(today, t.window[1]),
        organizer.id,
        t.typeId,
        t.levelId,
        t.stateId,
        place.street,
        place.city,
        place.zip,
        place.regionId,
        place.lat,
        place.lon,
        DISCIPLINES.slice(0, t.disciplines).map(([, sd]) => sd),
        expert ?? null,
      ],
    );
    const tournamentId = rows[0]!.id;
    tournamentIds.push(tournamentId);
    await client.query(
      'INSERT INTO tournament_type_levels (tournament_id, "order", type_id, level_id) VALUES ($1, 1, $2, $3)',
      [tournamentId, t.typeId, t.levelId],
    );
    for (const [k, [name, sportDisciplineId, groupId]] of DISCIPLINES.slice(0, t.disciplines).entries()) {
      const { rows: made } = await client.query<{ id: number }>(
        `INSERT INTO tournament_competitions (tournament_id, season_id, name, sport_discipline_id, age_category_group_id,
                type_id, level_id, state_id, date_from, date_till, time_from, location, start_fee, system_id, result_type_id,
                approve_date, created_by_id)
         SELECT t.id, t.season_id, $2, $3, $4, t.type_id, t.level_id, $5, t.date_from, t.date_till, $6::time, $7, 150, 1, 1,
                CASE WHEN $5 = ${D.approved} THEN t.date_till::timestamptz + interval '1 day' END, $8
           FROM tournaments t WHERE t.id = $1
         RETURNING id`,
        [
          tournamentId,
          name,
          sportDisciplineId,
          groupId,
          t.disciplineState,
          `${9 + k}:00`,
          `Kurt ${k + 1}`,
          expert ?? null,
        ],
      );
      disciplines++;
      await applyDemo(client, today, t, tournamentId, made[0]!.id, k, clubs);
    }
  }
  await recountTournaments(client, tournamentIds);
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM tournament_participants');
  return { tournaments: tournamentIds.length, disciplines, applications: rows[0]?.n ?? 0 };
}

/** The applications of one discipline: each club's members (others in each discipline) and referees. */
async function applyDemo(
  client: Db,
  today: string,
  t: DemoTournament,
  tournamentId: number,
  competitionId: number,
  index: number,
  clubs: Record<Owner, { id: number }>,
) {
  const registered = day(today, t.window[0] + 1);
  // $1 discipline, $2 tournament, $3 registration day, $4 confirmed share, $5 today, then the query's own.
  const validOn = `r.valid_from <= $5::date AND (r.valid_till IS NULL OR r.valid_till >= $5::date)`;
  // Men's singles take men, women's singles women; mixed disciplines (no sexId) anyone.
  const disciplineSexFits = `coalesce(p.sex_id = (SELECT (sd.attrs->>'sexId')::int FROM tournament_competitions tc
      JOIN codebook_entries sd ON sd.list = 'sportDisciplines' AND sd.id = tc.sport_discipline_id WHERE tc.id = $1), TRUE)`;
  const insert = (people: string) => `
    INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, club_id, state_id,
                                         registered, registration_approved_date)
    SELECT $1::int, $2::int, m.person_id, m.role_id, m.club_id,
           CASE WHEN m.n <= ceil(count(*) OVER () * $4::float8) THEN 2 ELSE 1 END,
           $3::date::timestamptz + interval '10 hours',
           CASE WHEN m.n <= ceil(count(*) OVER () * $4::float8) THEN $3::date::timestamptz + interval '2 days' END
      FROM (${people}) m
    ON CONFLICT DO NOTHING`;
  for (const owner of t.clubs) {
    await client.query(
      insert(`SELECT person_id, 1 AS role_id, $8::int AS club_id, row_number() OVER (ORDER BY person_id) AS n
                FROM (SELECT DISTINCT r.person_id FROM person_roles r JOIN persons p ON p.id = r.person_id
                       WHERE r.club_id = $8 AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND ${validOn}
                         AND ${disciplineSexFits}
                       ORDER BY r.person_id OFFSET $6 LIMIT $7) x`),
      [competitionId, tournamentId, registered, t.confirmed, today, index * t.athletes, t.athletes, clubs[owner].id],
    );
  }
  if (t.referees > 0) {
    // Referees spread over the disciplines: each discipline its share, in person order.
    const share = Math.ceil(t.referees / t.disciplines);
    await client.query(
      insert(`SELECT person_id, 4 AS role_id,
                     (SELECT r.club_id FROM person_roles r WHERE r.person_id = x.person_id
                        AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND ${validOn}
                      ORDER BY r.valid_from DESC, r.id DESC LIMIT 1) AS club_id,
                     row_number() OVER (ORDER BY person_id) AS n
                FROM (SELECT DISTINCT r.person_id FROM person_roles r JOIN person_role_types rt ON rt.id = r.type_id
                       WHERE rt.is_referee AND ${validOn}
                       ORDER BY r.person_id OFFSET $6 LIMIT $7) x`),
      [
        competitionId,
        tournamentId,
        registered,
        t.confirmed,
        today,
        index * share,
        Math.max(0, Math.min(share, t.referees - index * share)),
      ],
    );
  }
}
