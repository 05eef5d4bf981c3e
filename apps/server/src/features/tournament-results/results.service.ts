// A discipline's standings (docs/decisions.md "Results and standings"): read in placing order by
// every zone that sees the tournament, saved at once by the office (one transaction: the placing
// rule, the points toward the rankings, the discipline's rank state), and the points calculation
// from the scoring table of the tournament's type.
import {
  type CalculatePointsResult,
  COMPETITION_STATE,
  type CompetitionResults,
  RANK_STATE,
  type ResultsUpdate,
  TOURNAMENT_ROLE,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';
import { type FieldIssue, notFound, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { personFullName } from '../../platform/list-query/person-fields';
import {
  ACTIVE_APPLICATION_SQL,
  lockEditableTournament,
  recomputeRankingPoints,
  visibleTournamentSql,
} from '../tournaments';
import { recordWebhookEvent } from '../webhooks';
import { checkPlacings } from './placing-rule';
import './results.messages';
import { transaction } from '../../platform/db/transaction';
import { placingPoints, type ScoringTableRow } from './scoring-rule';

/** Active athlete applications of the discipline `c` (alias a). */
const ATHLETE_SQL = sql`a.role_id = ${TOURNAMENT_ROLE.athlete} AND ${ACTIVE_APPLICATION_SQL('a')}`;
const ACTIVE_ROSTER = sql`r.state_id IN (1, 2)`;

/**
 * N of the placing rule: the discipline's start count when filled, else its active athlete
 * applications plus its import rows still waiting for pairing.
 */
export async function placeCount(db: Db, competitionId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT coalesce(c.start_participant_count,
             (SELECT count(*) FROM tournament_participants a WHERE a.tournament_competition_id = c.id AND ${ATHLETE_SQL})
           + (SELECT count(*) FROM tournament_unpaired_results u
               WHERE u.tournament_competition_id = c.id AND u.paired_participant_id IS NULL))::int AS n
      FROM tournament_competitions c WHERE c.id = ${competitionId}`);
  return rows[0]?.n ?? 0;
}

/** The roster of each person of the discipline's active rosters. */
export async function rostersOfPersons(db: Db, competitionId: number): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ personId: number; rosterId: number }>(sql`
    SELECT x.person_id AS "personId", r.id AS "rosterId"
      FROM tournament_team_rosters r
      CROSS JOIN LATERAL (VALUES (r.first_person_id), (r.second_person_id)) AS x(person_id)
     WHERE r.tournament_competition_id = ${competitionId} AND ${ACTIVE_ROSTER} AND x.person_id IS NOT NULL`);
  return new Map(rows.map((r) => [r.personId, r.rosterId]));
}

/** The standings of a discipline visible in the zone (404 otherwise). */
export async function getCompetitionResults(
  db: Db,
  scope: ZoneScope,
  competitionId: number,
): Promise<CompetitionResults & { tournamentStateId: number }> {
  const { rows: found } = await db.execute<{
    competitionId: number;
    tournamentId: number;
    name: string;
    rankStateId: number;
    tournamentStateId: number;
  }>(sql`
    SELECT c.id AS "competitionId", c.tournament_id AS "tournamentId", c.name, c.rank_state_id AS "rankStateId",
           t.state_id AS "tournamentStateId"
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE c.id = ${competitionId} AND ${visibleTournamentSql(scope)}`);
  const head = found[0];
  if (!head) throw notFound();
  const { rows } = await db.execute<CompetitionResults['rows'][number]>(sql`
    SELECT a.id AS "participantId", a.person_id AS "personId", ${personFullName} AS name, a.club_id AS "clubId",
           coalesce(cl.name, a.note->>'clubName') AS club, a.state_id AS "stateId",
           a.rank_from AS "rankFrom", a.rank_to AS "rankTo", a.standing_shared AS "standingShared", a.result,
           a.points::float8 AS points, a.points_cp::float8 AS "pointsCp", a.points_mcr::float8 AS "pointsMcr",
           (SELECT concat_ws(' ', pp.first_name, pp.last_name)
              FROM tournament_team_rosters r
              JOIN persons pp ON pp.id = CASE WHEN r.first_person_id = a.person_id THEN r.second_person_id
                                              ELSE r.first_person_id END
             WHERE r.tournament_competition_id = a.tournament_competition_id AND ${ACTIVE_ROSTER}
               AND a.person_id IN (r.first_person_id, r.second_person_id)
             ORDER BY r.id LIMIT 1) AS "partnerName"
      FROM tournament_participants a
      JOIN persons p ON p.id = a.person_id
      LEFT JOIN clubs cl ON cl.id = a.club_id
     WHERE a.tournament_competition_id = ${competitionId} AND ${ATHLETE_SQL}
     ORDER BY a.rank_from NULLS LAST, a.rank_to, p.last_name, p.first_name, a.id`);
  return { ...head, placeCount: await placeCount(db, competitionId), rows };
}

/**
 * The standings of every discipline of a tournament visible in the zone (404 otherwise), the
 * cancelled disciplines left out, each with only its applications that have a result. Two queries.
 */
export async function getTournamentResults(
  db: Db,
  scope: ZoneScope,
  tournamentId: number,
): Promise<CompetitionResults[]> {
  const { rows: tournaments } = await db.execute(
    sql`SELECT 1 FROM tournaments t WHERE t.id = ${tournamentId} AND ${visibleTournamentSql(scope)}`,
  );
  if (!tournaments.length) throw notFound();
  const { rows: heads } = await db.execute<Omit<CompetitionResults, 'rows'>>(sql`
    SELECT c.id AS "competitionId", c.tournament_id AS "tournamentId", c.name, c.rank_state_id AS "rankStateId",
           coalesce(c.start_participant_count,
             c.athletes_count + (SELECT count(*) FROM tournament_unpaired_results u
                                  WHERE u.tournament_competition_id = c.id AND u.paired_participant_id IS NULL))::int
             AS "placeCount"
      FROM tournament_competitions c
     WHERE c.tournament_id = ${tournamentId} AND c.state_id <> ${COMPETITION_STATE.cancelled}
     ORDER BY c.name, c.id`);
  const { rows } = await db.execute<CompetitionResults['rows'][number] & { competitionId: number }>(sql`
    SELECT a.tournament_competition_id AS "competitionId", a.id AS "participantId", a.person_id AS "personId",
           ${personFullName} AS name, a.club_id AS "clubId", coalesce(cl.name, a.note->>'clubName') AS club,
           a.state_id AS "stateId", a.rank_from AS "rankFrom", a.rank_to AS "rankTo",
           a.standing_shared AS "standingShared", a.result, a.points::float8 AS points,
           a.points_cp::float8 AS "pointsCp", a.points_mcr::float8 AS "pointsMcr", NULL::text AS "partnerName"
      FROM tournament_participants a
      JOIN persons p ON p.id = a.person_id
      LEFT JOIN clubs cl ON cl.id = a.club_id
     WHERE a.tournament_id = ${tournamentId} AND ${ATHLETE_SQL}
       AND (a.rank_from IS NOT NULL OR a.result IS NOT NULL OR a.points IS NOT NULL)
     ORDER BY a.tournament_competition_id, a.rank_from NULLS LAST, a.rank_to, p.last_name, p.first_name, a.id`);
  const byCompetition = new Map<number, CompetitionResults['rows']>();
  for (const { competitionId, ...row } of rows) {
    byCompetition.set(competitionId, [...(byCompetition.get(competitionId) ?? []), row]);
  }
  return heads.map((h) => ({ ...h, rows: byCompetition.get(h.competitionId) ?? [] }));
}

async function competitionTournamentId(db: Db, competitionId: number): Promise<number> {
  const { rows } = await db.execute<{ tournamentId: number }>(
    sql`SELECT tournament_id AS "tournamentId" FROM tournament_competitions WHERE id = ${competitionId}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0].tournamentId;
}

type StoredResult = {
  id: number;
  personId: number;
  rankFrom: number | null;
  rankTo: number | null;
  standingShared: boolean;
  result: string | null;
  points: number | null;
  name: string;
};

const placingText = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);

/**
 * Saves a discipline's results at once: the rows name active athlete applications of the
 * discipline (each once); the placings of the whole discipline after the save must be valid. A
 * change of a placing or of points makes a calculated discipline's points not calculated again.
 */
export async function saveResults(
  db: Db,
  userId: number,
  competitionId: number,
  input: ResultsUpdate,
  lang: Language,
): Promise<CompetitionResults & { tournamentStateId: number }> {
  const tournamentId = await competitionTournamentId(db, competitionId);
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    const { rows: stored } = await tx.execute<StoredResult>(sql`
      SELECT a.id, a.person_id AS "personId", a.rank_from AS "rankFrom", a.rank_to AS "rankTo",
             a.standing_shared AS "standingShared", a.result, a.points::float8 AS points, ${personFullName} AS name
        FROM tournament_participants a JOIN persons p ON p.id = a.person_id
       WHERE a.tournament_competition_id = ${competitionId} AND ${ATHLETE_SQL}
       ORDER BY a.id FOR UPDATE OF a`);
    const byId = new Map(stored.map((r) => [r.id, r]));
    const issues: FieldIssue[] = [];
    const seen = new Set<number>();
    const next = new Map(stored.map((r) => [r.id, { ...r }]));
    const indexOf = new Map<number, number>();
    input.results.forEach((row, i) => {
      if (!byId.has(row.participantId)) {
        issues.push({
          field: `results.${i}.participantId`,
          key: 'results.notInDiscipline',
          params: { id: row.participantId },
        });
      } else if (seen.has(row.participantId)) {
        issues.push({ field: `results.${i}.participantId`, key: 'results.duplicateRow' });
      } else {
        seen.add(row.participantId);
        indexOf.set(row.participantId, i);
        const old = byId.get(row.participantId)!;
        next.set(row.participantId, {
          ...old,
          rankFrom: row.rankFrom ?? null,
          rankTo: row.rankTo ?? null,
          standingShared: row.rankFrom == null ? false : (row.standingShared ?? false),
          result: row.result ?? null,
          points: row.points ?? null,
        });
      }
    });
    if (issues.length) throw validationError(issues);

    const all = [...next.values()];
    const n = await placeCount(tx, competitionId);
    const rosters = await rostersOfPersons(tx, competitionId);
    const push = (index: number, field: string, key: string, params: FieldIssue['params']) => {
      const name = `results.${index}.${field}`;
      if (!issues.some((i) => i.field === name)) issues.push({ field: name, key, params });
    };
    for (const issue of checkPlacings(all, n, (personId) => rosters.get(personId))) {
      const row = all[issue.index]!;
      const index = indexOf.get(row.id);
      if (index !== undefined) {
        const holder = issue.key === 'results.placeTaken' ? all[Number(issue.params.row) - 1] : undefined;
        push(
          index,
          issue.field,
          issue.key,
          holder ? { place: issue.params.place!, holder: holder.name } : issue.params,
        );
        continue;
      }
      // An issue of a row the call did not send (it sorts after the sent one) is the issue of each
      // sent row whose places meet its.
      if (issue.key !== 'results.placeTaken' && issue.key !== 'results.overlap') continue;
      for (const [id, i] of indexOf) {
        const sent = next.get(id)!;
        if (sent.rankFrom == null || sent.rankTo == null) continue;
        if (sent.rankFrom > row.rankTo! || row.rankFrom! > sent.rankTo) continue;
        push(
          i,
          'rankFrom',
          issue.key,
          issue.key === 'results.placeTaken'
            ? { place: placingText(sent.rankFrom, sent.rankTo), holder: row.name }
            : { place: placingText(row.rankFrom!, row.rankTo!) },
        );
      }
    }
    if (issues.length) throw validationError(issues);

    const changed = all.filter((r) => {
      const old = byId.get(r.id)!;
      return (
        old.rankFrom !== r.rankFrom ||
        old.rankTo !== r.rankTo ||
        old.standingShared !== r.standingShared ||
        old.result !== r.result ||
        old.points !== r.points
      );
    });
    if (!changed.length) return;
    await tx.execute(sql`
      UPDATE tournament_participants a
         SET rank_from = v.rank_from, rank_to = v.rank_to, standing_shared = v.shared, result = v.result,
             points = v.points, edited_date = now(), edited_by_id = ${userId}
        FROM unnest(${sql.param(changed.map((r) => r.id))}::int[], ${sql.param(changed.map((r) => r.rankFrom))}::int[],
                    ${sql.param(changed.map((r) => r.rankTo))}::int[], ${sql.param(changed.map((r) => r.standingShared))}::bool[],
                    ${sql.param(changed.map((r) => r.result))}::text[], ${sql.param(changed.map((r) => r.points))}::numeric[])
             AS v(id, rank_from, rank_to, shared, result, points)
       WHERE a.id = v.id`);
    const rankingChanged = changed.some((r) => {
      const old = byId.get(r.id)!;
      return old.rankFrom !== r.rankFrom || old.rankTo !== r.rankTo || old.points !== r.points;
    });
    if (rankingChanged) {
      // Entered points or new placings: the calculation no longer stands.
      await tx.execute(sql`
        UPDATE tournament_competitions SET rank_state_id = ${RANK_STATE.notCalculated}
         WHERE id = ${competitionId} AND rank_state_id = ${RANK_STATE.calculated}`);
    }
    await recomputeRankingPoints(tx, [competitionId]);
    // Saved results are public at once (docs/decisions/results-and-standings.md): published.
    await recordWebhookEvent(tx, 'tournament.results.published', {
      tournamentId,
      competitionId,
      results: changed.length,
    });
  });
  return getCompetitionResults(db, { zone: 'admin', fedUnitIds: null }, competitionId);
}

/**
 * The points of every placed result of the tournament's disciplines (not cancelled ones) from the
 * scoring table of its type, the points toward the rankings, and the disciplines' rank state
 * (calculated; one included in or excluded from the ranking keeps its state). Runs in the caller's
 * transaction (the demo calls it too).
 */
export async function calculateTournamentPoints(
  tx: Db,
  tournamentId: number,
  userId: number | null,
): Promise<CalculatePointsResult> {
  const { rows: table } = await tx.execute<ScoringTableRow & Record<string, unknown>>(sql`
    SELECT s.rank_from AS "rankFrom", s.rank_to AS "rankTo", s.rank_shared AS "rankShared", s.points::float8 AS points
      FROM tournament_scoring_rows s JOIN tournaments t ON t.type_id = s.type_id
     WHERE t.id = ${tournamentId}`);
  const { rows: placed } = await tx.execute<{
    id: number;
    competitionId: number;
    rankFrom: number;
    rankTo: number;
    standingShared: boolean;
  }>(sql`
    SELECT a.id, a.tournament_competition_id AS "competitionId", a.rank_from AS "rankFrom", a.rank_to AS "rankTo",
           a.standing_shared AS "standingShared"
      FROM tournament_participants a JOIN tournament_competitions c ON c.id = a.tournament_competition_id
     WHERE c.tournament_id = ${tournamentId} AND c.state_id <> ${COMPETITION_STATE.cancelled}
       AND ${ATHLETE_SQL} AND a.rank_from IS NOT NULL`);
  const competitionIds = [...new Set(placed.map((r) => r.competitionId))];
  if (!placed.length) return { competitions: 0, results: 0 };
  const points = placed.map((r) => placingPoints(table, r.rankFrom, r.rankTo, r.standingShared));
  await tx.execute(sql`
    UPDATE tournament_participants a
       SET points = v.points, edited_date = now(), edited_by_id = coalesce(${userId}::int, a.edited_by_id)
      FROM unnest(${sql.param(placed.map((r) => r.id))}::int[], ${sql.param(points)}::numeric[]) AS v(id, points)
     WHERE a.id = v.id`);
  await tx.execute(sql`
    UPDATE tournament_competitions SET rank_state_id = ${RANK_STATE.calculated}
     WHERE id = ANY(${sql.param(competitionIds)}::int[])
       AND rank_state_id IN (${RANK_STATE.notCalculated}, ${RANK_STATE.calculated})`);
  await recomputeRankingPoints(tx, competitionIds);
  return { competitions: competitionIds.length, results: placed.length };
}

/** The office's calculate-points call: under the tournament's lock, not in a frozen one (409). */
export async function calculatePoints(
  db: Db,
  userId: number,
  tournamentId: number,
  lang: Language,
): Promise<CalculatePointsResult> {
  return transaction(db, async (tx) => {
    await lockEditableTournament(tx, tournamentId, lang);
    return calculateTournamentPoints(tx, tournamentId, userId);
  });
}
