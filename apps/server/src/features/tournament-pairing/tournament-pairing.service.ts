// Season pairing (docs/decisions.md "Season pairing and the older tournament module"): the
// cross-tournament discipline list in the zone's visibility, the office's pairing of one discipline
// with a discipline of an earlier season, and the season management call that pairs a season's
// unpaired disciplines with an earlier season's at once. A discipline's season is its tournament's
// (tournaments.season_id, never null; tournament_competitions.season_id is a copy of it).
import type { PairingCompetition, SeasonPair, SeasonPairing, SeasonPairingResult } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';
import { AppError, type FieldIssue, notFound, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { booleanFilter, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import {
  isNotLeagueSql,
  isTournamentEditable,
  lockEditableTournament,
  TOURNAMENT_STATE,
  visibleTournamentSql,
} from '../tournaments';
import './tournament-pairing.messages';
import { transaction } from '../../platform/db/transaction';

const ids = ['valuesEqual', 'valuesMemberOf'] as const;

const FROM = sql`tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id JOIN seasons se ON se.id = t.season_id`;

/** The row's columns; the previous discipline only when its tournament is visible in the zone too. */
const columns = (scope: ZoneScope) => sql`
  c.id, c.name, c.tournament_id AS "tournamentId", t.name AS "tournamentName", t.state_id AS "tournamentStateId",
  t.date_from AS "tournamentDateFrom", t.date_till AS "tournamentDateTill", c.date_from AS "dateFrom",
  c.date_till AS "dateTill", c.state_id AS "stateId", t.season_id AS "seasonId", se.name AS "seasonName",
  c.sport_discipline_id AS "sportDisciplineId", c.age_category_group_id AS "ageCategoryGroupId",
  c.athletes_count AS "athletesCount", c.referees_count AS "refereesCount", c.participants_count AS "participantsCount",
  c.previous_competition_id AS "previousCompetitionId",
  (SELECT json_build_object('id', pc.id, 'name', pc.name, 'tournamentName', pt.name, 'seasonName', ps.name)
     FROM tournament_competitions pc JOIN tournaments pt ON pt.id = pc.tournament_id
     LEFT JOIN seasons ps ON ps.id = pt.season_id
    WHERE pc.id = c.previous_competition_id AND ${visibleTournamentSql(scope, 'pt')}) AS "previousCompetition"`;

export const pairingListSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`c.name`, sort: true, selective: true },
    tournament: { type: 'text', column: sql`t.name`, sort: [sql`t.name`, sql`t.id`, sql`c.name`], selective: true },
    tournamentId: { type: 'number', column: sql`c.tournament_id`, operators: ids, selective: true },
    seasonId: { type: 'number', column: sql`t.season_id`, operators: ids },
    sportDisciplineId: { type: 'number', column: sql`c.sport_discipline_id`, operators: ids },
    ageCategoryGroupId: { type: 'number', column: sql`c.age_category_group_id`, operators: ids },
    stateId: { type: 'number', column: sql`c.state_id`, operators: ids, sort: true },
    paired: {
      type: 'boolean',
      operators: ['valuesEqual'],
      filter: booleanFilter(sql`c.previous_competition_id IS NOT NULL`),
    },
    dateFrom: { type: 'date', column: sql`c.date_from`, sort: true },
  },
  defaultSort: 'tournament',
  tieBreaker: sql`c.id ASC`,
};

/** The disciplines of every tournament visible in the zone (drafts only the admin's and the organizer club's). */
export function pairingListSql(scope: ZoneScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, pairingListSpec);
  return selectStatements(q, {
    columns: columns(scope),
    from: FROM,
    where: whereSql([visibleTournamentSql(scope), isNotLeagueSql(), ...q.where]),
  });
}

export async function getPairingCompetition(db: Db, scope: ZoneScope, id: number): Promise<PairingCompetition> {
  const { rows } = await db.execute<PairingCompetition>(
    sql`SELECT ${columns(scope)} FROM ${FROM} WHERE c.id = ${id} AND ${visibleTournamentSql(scope)} AND ${isNotLeagueSql()}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

type CompetitionSeason = {
  tournamentId: number;
  tournamentStateId: number;
  seasonId: number;
  validFrom: string;
  validTill: string;
};

async function competitionSeason(db: Db, id: number): Promise<CompetitionSeason | undefined> {
  const { rows } = await db.execute<CompetitionSeason>(sql`
    SELECT c.tournament_id AS "tournamentId", t.state_id AS "tournamentStateId", t.season_id AS "seasonId",
           to_char(se.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(se.valid_till, 'YYYY-MM-DD') AS "validTill"
      FROM ${FROM} WHERE c.id = ${id}`);
  return rows[0];
}

/**
 * Sets (or with null clears) the discipline's previous one. The previous discipline must exist, not
 * be the discipline itself and belong to an earlier season: one whose validity ends before the
 * discipline's season starts (400 naming previousCompetitionId). The discipline's tournament must
 * not be cancelled or archived (409). Pairing fills the discipline's missing age category group and
 * sport discipline from the previous one: the ranking follows the discipline by them.
 */
export async function setPreviousCompetition(
  db: Db,
  userId: number,
  id: number,
  previousId: number | null,
  lang: Language,
): Promise<PairingCompetition> {
  const self = await competitionSeason(db, id);
  if (!self) throw notFound();
  if (previousId !== null) {
    const issue = await previousIssue(db, id, self, previousId);
    if (issue) throw validationError([issue]);
  }
  await transaction(db, async (tx) => {
    await lockEditableTournament(tx, self.tournamentId, lang);
    await tx.execute(sql`
      UPDATE tournament_competitions c
         SET previous_competition_id = ${previousId}::int,
             age_category_group_id = coalesce(c.age_category_group_id,
               (SELECT pc.age_category_group_id FROM tournament_competitions pc WHERE pc.id = ${previousId}::int)),
             sport_discipline_id = coalesce(c.sport_discipline_id,
               (SELECT pc.sport_discipline_id FROM tournament_competitions pc WHERE pc.id = ${previousId}::int)),
             edited_date = now(), edited_by_id = ${userId}
       WHERE c.id = ${id}`);
  });
  return getPairingCompetition(db, { zone: 'admin', fedUnitIds: null }, id);
}

async function previousIssue(
  db: Db,
  id: number,
  self: CompetitionSeason,
  previousId: number,
): Promise<FieldIssue | null> {
  const field = 'previousCompetitionId';
  if (previousId === id) return { field, key: 'disciplines.previousSelf' };
  const previous = await competitionSeason(db, previousId);
  if (!previous) return { field, key: 'validation.notFoundRef', params: { label: field, id: previousId } };
  if (!(previous.validTill < self.validFrom)) return { field, key: 'pairing.notEarlierSeason' };
  return null;
}

type SeasonRow = {
  id: number;
  validFrom: string;
  validTill: string;
};

async function season(db: Db, id: number): Promise<SeasonRow | undefined> {
  const { rows } = await db.execute<SeasonRow>(sql`
    SELECT id, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_till, 'YYYY-MM-DD') AS "validTill"
      FROM seasons WHERE id = ${id}`);
  return rows[0];
}

/** The season to pair with: the given one (earlier, else 400) or the latest whose validity ends before. */
async function seasonsToPair(db: Db, input: SeasonPairing): Promise<{ current: SeasonRow; previous: SeasonRow }> {
  const current = await season(db, input.seasonId);
  if (!current) {
    throw validationError([
      { field: 'seasonId', key: 'validation.notFoundRef', params: { label: 'seasonId', id: input.seasonId } },
    ]);
  }
  if (input.previousSeasonId != null) {
    const previous = await season(db, input.previousSeasonId);
    if (!previous) {
      throw validationError([
        {
          field: 'previousSeasonId',
          key: 'validation.notFoundRef',
          params: { label: 'previousSeasonId', id: input.previousSeasonId },
        },
      ]);
    }
    if (!(previous.validTill < current.validFrom)) {
      throw validationError([{ field: 'previousSeasonId', key: 'pairing.notEarlierSeason' }]);
    }
    return { current, previous };
  }
  const { rows } = await db.execute<SeasonRow>(sql`
    SELECT id, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_till, 'YYYY-MM-DD') AS "validTill"
      FROM seasons WHERE valid_till < ${current.validFrom}::date AND is_for_tournament
     ORDER BY valid_till DESC, id DESC LIMIT 1`);
  if (!rows[0]) throw validationError([{ field: 'previousSeasonId', key: 'pairing.noEarlierSeason' }]);
  return { current, previous: rows[0] };
}

type Candidate = SeasonPair & {
  sameName: boolean;
};

const norm = (column: string) => sql.raw(`lower(f_unaccent(${column}))`);

/**
 * The proposed pairs: each unpaired discipline of the season (in a tournament that may still
 * change) with the earlier season's disciplines of the same tournament lineage (its
 * previous_tournament_id when set, else a tournament of the same name, case- and accent-insensitive),
 * the same sport discipline and age category group (a value the discipline lacks matches any). When
 * several fit, only those of the same name stay. A discipline keeps a pair only when exactly one
 * fits and no other discipline of the season takes the same one.
 */
async function proposePairs(db: Db, seasonId: number, previousSeasonId: number): Promise<SeasonPair[]> {
  const { rows } = await db.execute<Candidate>(sql`
    SELECT c.id AS "competitionId", c.name AS "competitionName", t.name AS "tournamentName",
           pc.id AS "previousCompetitionId", pc.name AS "previousCompetitionName", pt.name AS "previousTournamentName",
           ${norm('c.name')} = ${norm('pc.name')} AS "sameName"
      FROM tournament_competitions c
      JOIN tournaments t ON t.id = c.tournament_id
      JOIN tournaments pt ON pt.season_id = ${previousSeasonId}
       AND (CASE WHEN t.previous_tournament_id IS NOT NULL THEN pt.id = t.previous_tournament_id
                 ELSE ${norm('pt.name')} = ${norm('t.name')} END)
      JOIN tournament_competitions pc ON pc.tournament_id = pt.id
       AND (c.sport_discipline_id IS NULL OR pc.sport_discipline_id IS NOT DISTINCT FROM c.sport_discipline_id)
       AND (c.age_category_group_id IS NULL OR pc.age_category_group_id IS NOT DISTINCT FROM c.age_category_group_id)
     WHERE t.season_id = ${seasonId} AND c.previous_competition_id IS NULL
       AND t.state_id NOT IN (${TOURNAMENT_STATE.cancelled}, ${TOURNAMENT_STATE.archived})
     ORDER BY t.name, t.id, c.name, c.id, pc.id`);
  const byCompetition = new Map<number, Candidate[]>();
  for (const row of rows) {
    const list = byCompetition.get(row.competitionId) ?? [];
    list.push(row);
    byCompetition.set(row.competitionId, list);
  }
  const chosen: Candidate[] = [];
  for (const list of byCompetition.values()) {
    const fits = list.length > 1 ? list.filter((r) => r.sameName) : list;
    if (fits.length === 1) chosen.push(fits[0]!);
  }
  const takers = new Map<number, number>();
  for (const c of chosen) takers.set(c.previousCompetitionId, (takers.get(c.previousCompetitionId) ?? 0) + 1);
  return chosen.filter((c) => takers.get(c.previousCompetitionId) === 1).map(({ sameName: _, ...pair }) => pair);
}

async function unpairedCount(db: Db, seasonId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE t.season_id = ${seasonId} AND c.previous_competition_id IS NULL`);
  return rows[0]?.n ?? 0;
}

/**
 * The season management call: proposes the pairs (preview) or makes them in one transaction,
 * locking the affected tournaments first; running it again pairs nothing new (only unpaired
 * disciplines are considered).
 */
export async function pairSeason(
  db: Db,
  userId: number,
  input: SeasonPairing,
  _lang: Language,
): Promise<SeasonPairingResult> {
  const { current, previous } = await seasonsToPair(db, input);
  const preview = input.preview === true;
  if (preview) {
    const pairs = await proposePairs(db, current.id, previous.id);
    const unpaired = (await unpairedCount(db, current.id)) - pairs.length;
    return { preview, seasonId: current.id, previousSeasonId: previous.id, paired: pairs.length, unpaired, pairs };
  }
  return transaction(db, async (tx) => {
    // Lock the season's tournaments (in id order, as lockTournaments does), then propose under the lock.
    const { rows: locked } = await tx.execute<{ id: number; stateId: number }>(sql`
      SELECT id, state_id AS "stateId" FROM tournaments WHERE season_id = ${current.id} ORDER BY id FOR UPDATE`);
    const editable = new Set(locked.filter((t) => isTournamentEditable(t.stateId)).map((t) => t.id));
    const pairs = await proposePairs(tx, current.id, previous.id);
    if (pairs.length) {
      const values = sql.join(
        pairs.map((p) => sql`(${p.competitionId}::int, ${p.previousCompetitionId}::int)`),
        sql`, `,
      );
      const { rows: done } = await tx.execute<{ tournamentId: number }>(sql`
        UPDATE tournament_competitions c
           SET previous_competition_id = v.prev,
               age_category_group_id = coalesce(c.age_category_group_id, pc.age_category_group_id),
               sport_discipline_id = coalesce(c.sport_discipline_id, pc.sport_discipline_id),
               edited_date = now(), edited_by_id = ${userId}
          FROM (VALUES ${values}) AS v(id, prev)
          JOIN tournament_competitions pc ON pc.id = v.prev
         WHERE c.id = v.id AND c.previous_competition_id IS NULL
         RETURNING c.tournament_id AS "tournamentId"`);
      if (done.some((d) => !editable.has(d.tournamentId))) {
        // proposePairs leaves frozen tournaments out; a change of state in between would be a bug.
        throw new AppError('conflict', 409, {}, [{ key: 'pairing.frozen' }]);
      }
    }
    const unpaired = await unpairedCount(tx, current.id);
    return { preview, seasonId: current.id, previousSeasonId: previous.id, paired: pairs.length, unpaired, pairs };
  });
}
