// The public rankings (issue 36; docs/decisions/public-rankings.md): the published ranking with a
// page of its persons and the player page, each answered by one anonymous call. Only what the
// federation shows publicly: names, club names, ranks and points; no registration numbers, birth
// dates or contacts. The person id is the player page's address and nothing else of the person is
// exposed.
import {
  PUBLIC_RANKING_DEFAULT_LIMIT,
  type PublicPlayerRanking,
  type PublicPlayerResult,
  type PublicRankingEntry,
  type PublicRankingKey,
  type PublicRankingOverview,
  type PublicRankingPlayer,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { notFound } from '../../platform/errors/app-error';
import { personNameLike } from '../../platform/list-query/person-fields';

export interface PublicRankingFilter {
  ageCategoryGroupId?: number | undefined;
  sexId?: number | undefined;
  sportDisciplineId?: number | undefined;
  rankDate?: string | undefined;
  name?: string | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
}

const KEY_COLUMNS = sql`r.age_category_group_id AS "ageCategoryGroupId", r.sex_id AS "sexId",
  r.sport_discipline_id AS "sportDisciplineId"`;

type ShownRanking = PublicRankingKey & { id: number; rankDate: string; entriesCount: number };

/**
 * The ranking matching the given keys (the most recently dated one, as the internal overview opens
 * on), valid at `rankDate` (dated on or before it), with a page of its persons by rank.
 */
export async function publicRankingOverview(db: Db, f: PublicRankingFilter): Promise<PublicRankingOverview> {
  const offset = f.offset ?? 0;
  const limit = f.limit ?? PUBLIC_RANKING_DEFAULT_LIMIT;
  const where: SQL[] = [];
  if (f.ageCategoryGroupId !== undefined) where.push(sql`r.age_category_group_id = ${f.ageCategoryGroupId}`);
  if (f.sexId !== undefined) where.push(sql`r.sex_id = ${f.sexId}`);
  if (f.sportDisciplineId !== undefined) where.push(sql`r.sport_discipline_id = ${f.sportDisciplineId}`);
  if (f.rankDate !== undefined) where.push(sql`r.rank_date <= ${f.rankDate}::date`);
  const [shown, keys] = await Promise.all([
    db.execute<ShownRanking>(
      sql`SELECT r.id, ${KEY_COLUMNS}, r.rank_date::text AS "rankDate", r.entries_count AS "entriesCount"
            FROM rankings r ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
           ORDER BY r.rank_date DESC, r.id DESC LIMIT 1`,
    ),
    db.execute<PublicRankingKey>(sql`SELECT DISTINCT ${KEY_COLUMNS} FROM rankings r ORDER BY 1, 2, 3`),
  ]);
  const ranking = shown.rows[0];
  if (!ranking) {
    return { ranking: null, keys: keys.rows, dates: [], entries: { data: [], total: 0, offset, limit } };
  }
  const name = f.name?.trim();
  const byName = name ? sql`AND ${personNameLike(name)}` : sql``;
  const [dates, page, count] = await Promise.all([
    db.execute<{ rankDate: string }>(
      sql`SELECT r.rank_date::text AS "rankDate" FROM rankings r
           WHERE r.age_category_group_id = ${ranking.ageCategoryGroupId} AND r.sex_id = ${ranking.sexId}
             AND r.sport_discipline_id = ${ranking.sportDisciplineId}
           ORDER BY r.rank_date DESC`,
    ),
    // Along ranking_entries_rank_idx: the page's rows only.
    db.execute<PublicRankingEntry>(
      sql`SELECT e.rank, e.person_id AS "personId", p.first_name || ' ' || p.last_name AS "fullName",
                 cl.name AS "clubName", e.points::float8 AS points, jsonb_array_length(e.counted) AS "countedCount"
            FROM ranking_entries e JOIN persons p ON p.id = e.person_id LEFT JOIN clubs cl ON cl.id = e.club_id
           WHERE e.ranking_id = ${ranking.id} ${byName}
           ORDER BY e.rank, e.person_id LIMIT ${limit} OFFSET ${offset}`,
    ),
    // Without a name the ranking's own count.
    name
      ? db.execute<{ total: number }>(
          sql`SELECT count(*)::int AS total FROM ranking_entries e JOIN persons p ON p.id = e.person_id
               WHERE e.ranking_id = ${ranking.id} ${byName}`,
        )
      : Promise.resolve({ rows: [{ total: ranking.entriesCount }] }),
  ]);
  const { id: _id, ...shownRanking } = ranking;
  return {
    ranking: shownRanking,
    keys: keys.rows,
    dates: dates.rows.map((r) => r.rankDate),
    entries: { data: page.rows, total: count.rows[0]?.total ?? 0, offset, limit },
  };
}

type HistoryRow = Omit<PublicPlayerRanking, 'entriesCount'> & { entriesCount: number; clubName: string | null };

const sameKey = (a: PublicRankingKey, b: PublicRankingKey) =>
  a.ageCategoryGroupId === b.ageCategoryGroupId && a.sexId === b.sexId && a.sportDisciplineId === b.sportDisciplineId;

/** A person's rankings, history and counted results; 404 for a person in no ranking. */
export async function publicRankingPlayer(db: Db, personId: number): Promise<PublicRankingPlayer> {
  const person = await db.execute<{ fullName: string }>(
    sql`SELECT p.first_name || ' ' || p.last_name AS "fullName" FROM persons p
         WHERE p.id = ${personId} AND EXISTS (SELECT 1 FROM ranking_entries e WHERE e.person_id = p.id)`,
  );
  const found = person.rows[0];
  if (!found) throw notFound();
  const [history, results] = await Promise.all([
    // Along ranking_entries_person_idx: every entry of the person, the oldest first.
    db.execute<HistoryRow>(
      sql`SELECT ${KEY_COLUMNS}, r.rank_date::text AS "rankDate", e.rank, e.points::float8 AS points,
                 r.entries_count AS "entriesCount", cl.name AS "clubName"
            FROM ranking_entries e JOIN rankings r ON r.id = e.ranking_id LEFT JOIN clubs cl ON cl.id = e.club_id
           WHERE e.person_id = ${personId}
           ORDER BY r.rank_date, r.age_category_group_id, r.sex_id, r.sport_discipline_id`,
    ),
    // The results counted in the latest ranking of each combination, with their names.
    db.execute<PublicPlayerResult>(
      sql`SELECT l."ageCategoryGroupId", l."sexId", l."sportDisciplineId", t.id AS "tournamentId",
                 t.name AS "tournamentName", c.name AS "disciplineName", (x.v->>2)::float8 AS points,
                 coalesce(t.ranking_date, t.date_till)::text AS date
            FROM (SELECT DISTINCT ON (r.age_category_group_id, r.sex_id, r.sport_discipline_id) ${KEY_COLUMNS}, e.counted
                    FROM ranking_entries e JOIN rankings r ON r.id = e.ranking_id
                   WHERE e.person_id = ${personId}
                   ORDER BY r.age_category_group_id, r.sex_id, r.sport_discipline_id, r.rank_date DESC) l
           CROSS JOIN LATERAL jsonb_array_elements(l.counted) AS x(v)
            JOIN tournament_competitions c ON c.id = (x.v->>1)::int
            JOIN tournaments t ON t.id = c.tournament_id
           ORDER BY date DESC, points DESC, c.id`,
    ),
  ]);
  const rows = history.rows;
  // The latest of each combination, the latest first.
  const rankings: PublicPlayerRanking[] = [];
  for (const row of [...rows].reverse()) {
    if (rankings.some((r) => sameKey(r, row))) continue;
    const { clubName: _club, ...ranking } = row;
    rankings.push(ranking);
  }
  return {
    personId,
    fullName: found.fullName,
    clubName: rows.at(-1)?.clubName ?? null,
    rankings,
    history: rows.map(({ clubName: _club, entriesCount: _count, ...r }) => r),
    results: results.rows,
  };
}
