// Demo referee journal (issue 17): entries over the last two years for the first eight persons
// with a current referee role and for member@fedra.test's person (who so appears in the overview
// and has a personal journal to keep). Some entries link to the demo's past tournaments and played
// league matches and take their names and cities. Deterministic (days relative to today,
// demo/prng.ts); called by seedDemoData inside its transaction after the tournaments and leagues.

import type { Db } from '../platform/db/pool';
import { stream } from './prng';

const REFEREES = 8;
/** Journal types (codebook refereeJournalTypes): tournament, league match, championship, international, training, other. */
const TYPE = { tournament: 1, league: 2, championship: 3, international: 4, training: 5, other: 6 } as const;
const FREE_EVENTS = [
  { name: 'Mistrovství ČR jednotlivců', city: 'Praha', type: TYPE.championship },
  { name: 'Krajský přebor mládeže', city: 'Brno', type: TYPE.championship },
  { name: 'Czech International', city: 'Ostrava', type: TYPE.international },
  { name: 'Seminář rozhodčích', city: 'Olomouc', type: TYPE.training },
  { name: 'Přátelské utkání', city: 'Plzeň', type: TYPE.other },
];
const LEVELS = ['I. třída', 'II. třída', 'krajská úroveň', 'národní úroveň', null];

const day = (today: string, offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

export async function seedRefereeJournal(client: Db, today: string): Promise<number> {
  const rng = stream(17, 'referee-journal');
  const { rows: persons } = await client.query<{ id: number }>(
    `(SELECT DISTINCT r.person_id AS id FROM person_roles r JOIN person_role_types t ON t.id = r.type_id AND t.is_referee
       WHERE r.valid_from <= $1::date AND (r.valid_till IS NULL OR r.valid_till >= $1::date)
       ORDER BY 1 LIMIT ${REFEREES})
     UNION
     SELECT assign_person_id FROM users WHERE user_name = 'member@fedra.test' AND assign_person_id IS NOT NULL
     ORDER BY 1`,
    [today],
  );
  const { rows: tournaments } = await client.query<{ id: number; name: string; city: string | null; date: string }>(
    `SELECT id, name, city, date_from::text AS date FROM tournaments
      WHERE type_id <> 7 AND NOT is_cancelled AND date_from < $1::date AND date_from >= $1::date - 700
      ORDER BY date_from, id LIMIT 30`,
    [today],
  );
  const { rows: matches } = await client.query<{ id: number; name: string; city: string | null; date: string }>(
    `SELECT m.id, lg.name || ': ' || ht.name || ' – ' || at.name AS name, coalesce(nullif(m.address, ''), lg.city) AS city,
            (m.start_date AT TIME ZONE 'Europe/Prague')::date::text AS date
       FROM league_matches m JOIN tournament_competitions c ON c.id = m.competition_id
       JOIN tournaments lg ON lg.id = c.tournament_id
       JOIN league_teams ht ON ht.id = m.home_team_id JOIN league_teams at ON at.id = m.away_team_id
      WHERE m.start_date < $1::date ORDER BY m.start_date, m.id LIMIT 30`,
    [today],
  );

  const values: unknown[] = [];
  const tuples: string[] = [];
  for (const person of persons) {
    const entries = rng.int(3, 8);
    for (let i = 0; i < entries; i++) {
      const pick = rng.int(0, 9);
      let event: {
        type: number;
        name: string;
        city: string | null;
        date: string;
        tournamentId?: number;
        matchId?: number;
      };
      if (pick < 3 && tournaments.length) {
        const t = tournaments[rng.int(0, tournaments.length - 1)]!;
        event = { type: TYPE.tournament, name: t.name, city: t.city, date: t.date, tournamentId: t.id };
      } else if (pick < 5 && matches.length) {
        const m = matches[rng.int(0, matches.length - 1)]!;
        event = { type: TYPE.league, name: m.name, city: m.city, date: m.date, matchId: m.id };
      } else {
        const f = FREE_EVENTS[rng.int(0, FREE_EVENTS.length - 1)]!;
        event = { ...f, date: day(today, -rng.int(1, 700)) };
      }
      const training = event.type === TYPE.training;
      const chief = !training && rng.chance(0.2);
      const row = [
        person.id,
        event.date,
        event.type,
        event.name,
        event.tournamentId ?? null,
        event.matchId ?? null,
        event.city,
        training ? null : rng.int(1, 3),
        LEVELS[rng.int(0, LEVELS.length - 1)],
        training ? 0 : rng.int(0, 12),
        training ? 0 : rng.int(0, 8),
        !training && rng.chance(0.3),
        chief,
        !training && !chief && rng.chance(0.15),
        training,
        rng.chance(0.2) ? 'Bez problémů.' : null,
      ];
      tuples.push(`(${row.map((_, k) => `$${values.length + k + 1}`).join(', ')})`);
      values.push(...row);
    }
  }
  if (!tuples.length) return 0;
  await client.query(
    `INSERT INTO referee_journal_entries (person_id, date, type_id, name, tournament_id, league_match_id, city,
       age_category_group_id, level_text, game_main, game_serve, is_line_referee, is_chief_referee,
       is_chief_assist_referee, is_training, note)
     VALUES ${tuples.join(', ')}`,
    values,
  );
  await client.query(
    'UPDATE persons SET has_referee_journal = TRUE WHERE id IN (SELECT DISTINCT person_id FROM referee_journal_entries)',
  );
  return tuples.length;
}
