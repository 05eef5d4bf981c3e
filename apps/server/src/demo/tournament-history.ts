// Demo tournament history (issue 15, season pairing): three archived tournaments of the season
// before the demo tournaments' one, so that the pairing page and the season management have
// something to pair with. 'Velká cena Brna' repeats by name (paired by name), the previous
// 'Mistrovství ČR dospělých' had another name and is linked by the current tournament's
// previous_tournament_id (paired by lineage), 'Pohár klubu' had two disciplines, and its men's
// singles is already paired (the list shows a paired row). Deterministic; called by seedDemoData
// right after seedTournaments, inside its transaction.

import type { Db } from '../platform/db/pool';
import type { TournamentSeedCounts } from './tournaments';

/** [current tournament's name, the previous season's name, how many of its disciplines it had]. */
const HISTORY: [string, string, number][] = [
  ['Velká cena Brna', 'Velká cena Brna', 3],
  ['Mistrovství ČR dospělých', 'Mistrovství republiky dospělých', 4],
  ['Pohár klubu', 'Pohár klubu', 2],
];

export interface TournamentHistoryCounts {
  tournaments: number;
  disciplines: number;
}

/** Adds its tournaments and disciplines to `counts` (the seed's log reports the tables' totals). */
export async function seedTournamentHistory(
  client: Db,
  today: string,
  counts?: TournamentSeedCounts,
): Promise<TournamentHistoryCounts> {
  // The season before the one of today (none: nothing to seed).
  const { rows: seasons } = await client.query<{ id: number; validFrom: string; validTill: string }>(
    `SELECT p.id, to_char(p.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(p.valid_till, 'YYYY-MM-DD') AS "validTill"
       FROM seasons s JOIN seasons p ON p.valid_till < s.valid_from
      WHERE s.valid_from <= $1::date AND s.valid_till >= $1::date
      ORDER BY s.valid_from, p.valid_till DESC LIMIT 1`,
    [today],
  );
  const previous = seasons[0];
  if (!previous) return { tournaments: 0, disciplines: 0 };
  let tournaments = 0;
  let disciplines = 0;
  for (const [i, [currentName, name, count]] of HISTORY.entries()) {
    // A year (52 weeks) before the current one, kept inside the previous season.
    const { rows } = await client.query<{ id: number; currentId: number }>(
      `INSERT INTO tournaments (name, code, date_from, date_till, time_from, season_id, organizer_id, type_id, level_id,
              state_id, street, city, zip, region_id, latitude, longitude, director, contact_name, contact_email,
              starting_fee, sport_discipline_ids, created_by_id)
       SELECT $2, $3, d.from_day, d.from_day + (t.date_till - t.date_from), t.time_from, $4, t.organizer_id, t.type_id,
              t.level_id, 6, t.street, t.city, t.zip, t.region_id, t.latitude, t.longitude, t.director, t.contact_name,
              t.contact_email, t.starting_fee, t.sport_discipline_ids[1:$7], t.created_by_id
         FROM tournaments t
        CROSS JOIN LATERAL (SELECT least(greatest(t.date_from - 364, $5::date), $6::date - 7) AS from_day) d
        WHERE t.name = $1
       RETURNING id, (SELECT id FROM tournaments WHERE name = $1) AS "currentId"`,
      [
        currentName,
        name,
        `H-${String(i + 1).padStart(3, '0')}`,
        previous.id,
        previous.validFrom,
        previous.validTill,
        count,
      ],
    );
    const made = rows[0];
    if (!made) continue;
    tournaments++;
    await client.query(
      `INSERT INTO tournament_type_levels (tournament_id, "order", type_id, level_id)
       SELECT $1, 1, type_id, level_id FROM tournaments WHERE id = $1`,
      [made.id],
    );
    if (name !== currentName) {
      await client.query('UPDATE tournaments SET previous_tournament_id = $1 WHERE id = $2', [made.id, made.currentId]);
    }
    // The current tournament's first disciplines, approved, on the previous tournament's days.
    const { rowCount } = await client.query(
      `INSERT INTO tournament_competitions (tournament_id, season_id, name, sport_discipline_id, age_category_group_id,
              type_id, level_id, state_id, date_from, date_till, time_from, location, start_fee, system_id, result_type_id,
              approve_date, created_by_id)
       SELECT h.id, h.season_id, c.name, c.sport_discipline_id, c.age_category_group_id, c.type_id, c.level_id, 3,
              h.date_from, h.date_till, c.time_from, c.location, c.start_fee, c.system_id, c.result_type_id,
              h.date_till::timestamptz + interval '1 day', c.created_by_id
         FROM tournaments h
         JOIN LATERAL (SELECT * FROM tournament_competitions WHERE tournament_id = $2 ORDER BY id LIMIT $3) c ON TRUE
        WHERE h.id = $1`,
      [made.id, made.currentId, count],
    );
    disciplines += rowCount ?? 0;
  }
  // One pair already made: the men's singles of 'Pohár klubu' continues last season's.
  await client.query(
    `UPDATE tournament_competitions c SET previous_competition_id = pc.id
       FROM tournaments t, tournament_competitions pc JOIN tournaments pt ON pt.id = pc.tournament_id
      WHERE t.id = c.tournament_id AND t.name = 'Pohár klubu' AND t.season_id <> $1 AND c.name = 'Dvouhra mužů'
        AND pt.name = 'Pohár klubu' AND pt.season_id = $1 AND pc.name = 'Dvouhra mužů'`,
    [previous.id],
  );
  if (counts) {
    counts.tournaments += tournaments;
    counts.disciplines += disciplines;
  }
  return { tournaments, disciplines };
}
