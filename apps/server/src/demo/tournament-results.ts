// Demo results (issue 15): the finished tournaments of the demo season (past, neither cancelled nor
// drafts) get placings and result texts for their disciplines' athlete applications (the 3rd and
// 4th of the singles share 3rd–4th), pairs of the doubles disciplines in confirmed rosters (a pair
// shares its placing), ranking_generate on those of a ranking type, and points calculated by the
// scoring table through the application's own calculation. Deterministic; called by seedDemoData
// inside its transaction after the tournaments exist.
import { calculateTournamentPoints } from '../features/tournament-results/results.service';
import { recountTeams } from '../features/tournament-results/rosters.service';
import type { Db } from '../platform/db/pool';

export interface ResultSeedCounts {
  results: number;
  rosters: number;
}

const RESULT_TEXTS = ['21:15 21:18', '21:19 18:21 21:17', '2:1', '2:0', '1:2', '0:2'];

export async function seedTournamentResults(client: Db, today: string): Promise<ResultSeedCounts> {
  const { rows: tournaments } = await client.query<{ id: number }>(
    `SELECT id FROM tournaments WHERE date_till < $1::date AND state_id NOT IN (1, 5) ORDER BY id`,
    [today],
  );
  let results = 0;
  let rosters = 0;
  const db = client;
  for (const { id } of tournaments) {
    // Pairs play where the sport discipline has two players a side (codebook sportDisciplines).
    const { rows: disciplines } = await client.query<{ id: number; pairs: boolean }>(
      `SELECT c.id, coalesce((SELECT (e.attrs->>'playersPerSide')::int = 2 FROM codebook_entries e
                               WHERE e.list = 'sportDisciplines' AND e.id = c.sport_discipline_id), FALSE) AS pairs
         FROM tournament_competitions c
        WHERE c.tournament_id = $1 AND c.state_id <> 4 ORDER BY c.id`,
      [id],
    );
    for (const d of disciplines) {
      const { rows: athletes } = await client.query<{ id: number; personId: number; clubId: number | null }>(
        `SELECT id, person_id AS "personId", club_id AS "clubId" FROM tournament_participants
          WHERE tournament_competition_id = $1 AND role_id = 1 AND state_id IN (1, 2) ORDER BY id`,
        [d.id],
      );
      const placings: { id: number; from: number; to: number; shared: boolean }[] = [];
      if (d.pairs) {
        // Consecutive applicants pair up; pair k holds place k (both partners the same placing).
        for (let i = 0; i + 1 < athletes.length; i += 2) {
          const [a, b] = [athletes[i]!, athletes[i + 1]!];
          await client.query(
            `INSERT INTO tournament_team_rosters (tournament_competition_id, tournament_id, first_person_id, first_club_id,
                                                  second_person_id, second_club_id, state_id, first_state_id, second_state_id)
             VALUES ($1, $2, $3, $4, $5, $6, 2, 2, 2)`,
            [d.id, id, a.personId, a.clubId, b.personId, b.clubId],
          );
          rosters++;
          const place = i / 2 + 1;
          placings.push(
            { id: a.id, from: place, to: place, shared: false },
            { id: b.id, from: place, to: place, shared: false },
          );
        }
      } else {
        athletes.forEach((a, i) => {
          const place = i + 1;
          // The 3rd and the 4th share 3rd–4th (a knockout without a bronze match).
          const shared = athletes.length >= 4 && (place === 3 || place === 4);
          placings.push({ id: a.id, from: shared ? 3 : place, to: shared ? 4 : place, shared });
        });
      }
      for (const [i, p] of placings.entries()) {
        await client.query(
          `UPDATE tournament_participants SET rank_from = $2, rank_to = $3, standing_shared = $4, result = $5
            WHERE id = $1`,
          [p.id, p.from, p.to, p.shared, RESULT_TEXTS[i % RESULT_TEXTS.length]],
        );
      }
      results += placings.length;
    }
    await recountTeams(db, id);
  }
  if (tournaments.length) {
    const ids = tournaments.map((t) => t.id);
    await client.query(
      `UPDATE tournaments t SET ranking_generate = TRUE
        WHERE t.id = ANY($1::int[])
          AND EXISTS (SELECT 1 FROM codebook_entries e
                       WHERE e.list = 'tournamentTypes' AND e.id = t.type_id AND (e.attrs->>'isRanking')::boolean)`,
      [ids],
    );
    for (const id of ids) await calculateTournamentPoints(db, id, null);
  }
  return { results, rosters };
}
