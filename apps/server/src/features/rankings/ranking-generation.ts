// The generation of rankings (docs/decisions.md "Rankings"): set-based SQL run on the caller's
// client inside the caller's transaction (the job's, or the demo seed's). The counted results of
// the affected (age-category group, sex, sport discipline) combinations are gathered once into a
// temporary table; then every affected ranking is upserted, its entries deleted and inserted again
// (sum of points_cp, `rank()` over points descending, the counted results as jsonb), and the
// disciplines' rank states written.
import type { Db } from '../../platform/db/pool';

export interface RankingGenerationInput {
  rankDate: string;
  /** One tournament's combinations; null: every combination with counted results. */
  tournamentId: number | null;
  userId: number | null;
  /** Called after each step: done of total. */
  progress?: (done: number, total: number) => Promise<void> | void;
}

export interface RankingGenerationResult {
  rankings: number;
  entries: number;
}

/** Arbitrary constant of the generation's advisory lock: "rank" in ASCII. */
export const RANKING_LOCK = 0x72616e6b;

/** The steps reported as progress. */
const STEPS = 6;

/**
 * Whether a tournament counts (t = tournaments): generated for rankings and not excluded, or
 * included; neither a draft (1) nor cancelled (5 / is_cancelled).
 */
export const COUNTED_TOURNAMENT_SQL = `((t.ranking_generate AND NOT t.ranking_excluded) OR t.ranking_included)
  AND t.state_id NOT IN (1, 5) AND NOT t.is_cancelled`;

/** The window: the tournament's ranking date (else its last day) within the 12 months up to $1. */
const WINDOW_SQL = `coalesce(t.ranking_date, t.date_till) > ($1::date - interval '12 months')::date
  AND coalesce(t.ranking_date, t.date_till) <= $1::date`;

/**
 * Generates the rankings at `rankDate` on `client` (which must be in a transaction; it takes the
 * generation's advisory lock for the rest of it). Answers how many rankings and entries it wrote.
 */
export async function generateRankings(client: Db, input: RankingGenerationInput): Promise<RankingGenerationResult> {
  const step = async (done: number) => input.progress?.(done, STEPS);
  await client.query('SELECT pg_advisory_xact_lock($1)', [RANKING_LOCK]);
  await step(0);
  // The (group, discipline) pairs a tournament's disciplines touch; for "all": no restriction.
  const pairs = input.tournamentId
    ? `AND (c.age_category_group_id, c.sport_discipline_id) IN (
         SELECT tc.age_category_group_id, tc.sport_discipline_id FROM tournament_competitions tc
          WHERE tc.tournament_id = ${Number(input.tournamentId)}
            AND tc.age_category_group_id IS NOT NULL AND tc.sport_discipline_id IS NOT NULL)`
    : '';

  // 1. The counted results of the window (one row per result).
  await client.query('DROP TABLE IF EXISTS ranking_counted');
  await client.query(
    `CREATE TEMP TABLE ranking_counted ON COMMIT DROP AS
     SELECT c.age_category_group_id AS group_id, pe.sex_id, c.sport_discipline_id AS discipline_id,
            p.person_id, p.club_id, p.tournament_id, p.tournament_competition_id AS competition_id,
            p.points_cp AS points, coalesce(t.ranking_date, t.date_till) AS counted_date
       FROM tournaments t
       JOIN tournament_competitions c ON c.tournament_id = t.id
       JOIN tournament_participants p ON p.tournament_competition_id = c.id
       JOIN persons pe ON pe.id = p.person_id
      WHERE ${COUNTED_TOURNAMENT_SQL} AND ${WINDOW_SQL}
        AND c.state_id <> 4 AND c.age_category_group_id IS NOT NULL AND c.sport_discipline_id IS NOT NULL
        AND p.points_cp IS NOT NULL AND p.role_id = 1 AND p.state_id IN (1, 2) AND pe.sex_id IS NOT NULL
        ${pairs}`,
    [input.rankDate],
  );
  await client.query('ANALYZE ranking_counted');
  await step(1);

  // 2. The affected rankings at the date: those with counted results (upserted) and, of the same
  // scope, those that no longer have any (deleted, entries by cascade).
  await client.query(
    `DELETE FROM rankings r
      WHERE r.rank_date = $1::date
        ${input.tournamentId ? `AND (r.age_category_group_id, r.sport_discipline_id) IN (SELECT tc.age_category_group_id, tc.sport_discipline_id FROM tournament_competitions tc WHERE tc.tournament_id = ${Number(input.tournamentId)})` : ''}
        AND NOT EXISTS (SELECT 1 FROM ranking_counted k
                         WHERE k.group_id = r.age_category_group_id AND k.sex_id = r.sex_id
                           AND k.discipline_id = r.sport_discipline_id)`,
    [input.rankDate],
  );
  const upserted = await client.query<{ id: number }>(
    `INSERT INTO rankings (age_category_group_id, sex_id, sport_discipline_id, rank_date, created_by_id)
     SELECT DISTINCT group_id, sex_id, discipline_id, $1::date, $2::int FROM ranking_counted
     ON CONFLICT (age_category_group_id, sex_id, sport_discipline_id, rank_date)
     DO UPDATE SET created_date = now(), created_by_id = excluded.created_by_id
     RETURNING id`,
    [input.rankDate, input.userId],
  );
  const rankingIds = upserted.rows.map((r) => r.id);
  await step(2);

  // 3. Their entries replaced.
  await client.query('DELETE FROM ranking_entries WHERE ranking_id = ANY($1::int[])', [rankingIds]);
  await step(3);
  const inserted = await client.query(
    `INSERT INTO ranking_entries (ranking_id, person_id, rank, points, club_id, counted)
     SELECT r.id, s.person_id, rank() OVER (PARTITION BY r.id ORDER BY s.points DESC), s.points, s.club_id, s.counted
       FROM (SELECT group_id, sex_id, discipline_id, person_id, sum(points) AS points,
                    (array_agg(club_id ORDER BY counted_date DESC, competition_id DESC))[1] AS club_id,
                    jsonb_agg(jsonb_build_array(tournament_id, competition_id, points)
                              ORDER BY points DESC, counted_date DESC, competition_id) AS counted
               FROM ranking_counted
              GROUP BY group_id, sex_id, discipline_id, person_id) s
       JOIN rankings r ON r.age_category_group_id = s.group_id AND r.sex_id = s.sex_id
                      AND r.sport_discipline_id = s.discipline_id AND r.rank_date = $1::date`,
    [input.rankDate],
  );
  await step(4);
  await client.query(
    `UPDATE rankings r SET entries_count = n.count
       FROM (SELECT ranking_id, count(*)::int AS count FROM ranking_entries
              WHERE ranking_id = ANY($1::int[]) GROUP BY ranking_id) n
      WHERE r.id = n.ranking_id`,
    [rankingIds],
  );
  await step(5);

  // 4. Rank states: the counted disciplines included (3); the disciplines of excluded tournaments
  // within the window and scope excluded (4).
  await client.query(
    `UPDATE tournament_competitions c SET rank_state_id = 3
      WHERE c.id IN (SELECT DISTINCT competition_id FROM ranking_counted) AND c.rank_state_id <> 3`,
  );
  await client.query(
    `UPDATE tournament_competitions c SET rank_state_id = 4
       FROM tournaments t
      WHERE t.id = c.tournament_id AND t.ranking_excluded AND NOT t.ranking_included AND ${WINDOW_SQL}
        AND c.rank_state_id <> 4 ${pairs}`,
    [input.rankDate],
  );
  // A generation for all replaces most entries: fresh statistics keep the entry pages on
  // ranking_entries_rank_idx (stale ones planned a bitmap scan and a sort of the whole ranking).
  if (!input.tournamentId) await client.query('ANALYZE ranking_entries');
  await step(STEPS);
  return { rankings: rankingIds.length, entries: inserted.rowCount ?? 0 };
}
