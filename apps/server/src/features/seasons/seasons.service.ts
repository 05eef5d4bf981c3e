// Seasons: the list with the list convention (the same in every zone: seasons are federation-wide)
// and the office's writes (issue 28). A season's name is unique ignoring case and seasons never
// overlap; both are checked under a table lock, so two writes at once cannot both pass. A season
// that anything uses is not deleted (409 naming the users with counts). Rules: docs/decisions.md
// "Seasons".
import { LEAGUE_TYPE_ID, type Season, type SeasonWriteParsed } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import {
  AppError,
  type FieldIssue,
  isForeignKeyViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import { shownDate } from '../../platform/i18n/shown-date';
import { codebookNames, defineListExport, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements } from '../../platform/list-query/list-statements';
import { countForm } from './seasons.messages';

export const seasonListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`s.id`, sort: true },
    name: { type: 'text', column: sql`s.name`, sort: true },
    validFrom: { type: 'date', column: sql`s.valid_from`, sort: true },
    validTill: { type: 'date', column: sql`s.valid_till`, sort: true },
    stateId: { type: 'number', column: sql`s.state_id`, sort: true },
    sectionId: { type: 'number', column: sql`s.section_id` },
    isForRole: { type: 'boolean', column: sql`s.is_for_role` },
    isForTournament: { type: 'boolean', column: sql`s.is_for_tournament` },
  },
  defaultSort: '-validTill',
  tieBreaker: sql`s.id DESC`,
};

const SEASON_COLUMNS = sql`
  s.id, s.external_id AS "externalId", s.name, s.valid_from AS "validFrom", s.valid_till AS "validTill",
  s.state_id AS "stateId", coalesce(st.code, '') AS state, s.section_id AS "sectionId",
  s.is_for_role AS "isForRole", s.is_for_tournament AS "isForTournament",
  s.additional_data AS "additionalData", ${isoTimestampSql(sql`s.created_date`)} AS "createdDate",
  s.created_by_id AS "createdById", ${isoTimestampSql(sql`s.edited_date`)} AS "editedDate",
  s.edited_by_id AS "editedById"`;

const SEASON_FROM = sql`seasons s LEFT JOIN codebook_entries st ON st.list = 'seasonStates' AND st.id = s.state_id`;

/** The SQL of the season list (the same in every zone) for a raw list query. */
export function seasonsListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, seasonListSpec);
  const where = whereSql(q.where);
  return {
    page: sql`SELECT ${SEASON_COLUMNS} FROM ${SEASON_FROM} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM seasons s WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The season list as a file, with the state and section by name. */
export const seasonExport = defineListExport({
  name: 'seasons',
  title: { cs: 'Sezóny', en: 'Seasons' },
  prepare: async (db, lang) => ({
    states: await codebookNames(db, 'seasonStates', lang),
    sections: await referenceNames(db, 'sections', lang),
  }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (s: Season) => s.name, width: 20 },
    { label: { cs: 'Platnost od', en: 'Valid from' }, type: 'date', value: (s) => s.validFrom },
    { label: { cs: 'Platnost do', en: 'Valid till' }, type: 'date', value: (s) => s.validTill },
    { label: { cs: 'Stav', en: 'State' }, value: (s, c) => c.states.get(s.stateId) ?? s.state, width: 14 },
    {
      label: { cs: 'Sekce', en: 'Section' },
      value: (s, c) => (s.sectionId === null ? null : (c.sections.get(s.sectionId) ?? String(s.sectionId))),
    },
    { label: { cs: 'Pro role', en: 'For roles' }, type: 'boolean', value: (s) => s.isForRole },
    { label: { cs: 'Pro turnaje', en: 'For tournaments' }, type: 'boolean', value: (s) => s.isForTournament },
  ],
});

export async function getSeason(db: Db, id: number): Promise<Season> {
  const { rows } = await db.execute<Season>(sql`SELECT ${SEASON_COLUMNS} FROM ${SEASON_FROM} WHERE s.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * Serialises the season writes: SHARE ROW EXCLUSIVE conflicts with itself and with every write of
 * the table, not with reads, so the name and overlap checks of one write see the other's result.
 */
export async function lockSeasons(tx: Db): Promise<void> {
  await tx.execute(sql`LOCK TABLE seasons IN SHARE ROW EXCLUSIVE MODE`);
}

/** The state is one of the codebook's: 400 on stateId otherwise. */
async function checkState(db: Db, input: SeasonWriteParsed): Promise<void> {
  const { rows } = await db.execute(
    sql`SELECT 1 FROM codebook_entries WHERE list = 'seasonStates' AND id = ${input.stateId}::int`,
  );
  if (!rows.length) {
    throw validationError([
      { field: 'stateId', key: 'validation.notFoundRef', params: { label: 'stateId', id: input.stateId } },
    ]);
  }
}

/**
 * Under the lock: the name is free (ignoring case) and the range [validFrom, validTill] touches no
 * other season's; one 400 naming each problem, the overlap on both dates.
 */
async function checkNameAndRange(tx: Db, input: SeasonWriteParsed, exceptId: number | null): Promise<void> {
  const other = exceptId === null ? sql`TRUE` : sql`s.id <> ${exceptId}`;
  const { rows } = await tx.execute<{ kind: 'name' | 'range'; name: string; validFrom: string; validTill: string }>(sql`
    (SELECT 'name' AS kind, s.name, s.valid_from AS "validFrom", s.valid_till AS "validTill" FROM seasons s
      WHERE ${other} AND lower(s.name) = lower(${input.name}) ORDER BY s.id LIMIT 1)
    UNION ALL
    (SELECT 'range', s.name, s.valid_from, s.valid_till FROM seasons s
      WHERE ${other} AND s.valid_from <= ${input.validTill}::date AND s.valid_till >= ${input.validFrom}::date
      ORDER BY s.valid_from, s.id LIMIT 1)`);
  const issues: FieldIssue[] = [];
  const taken = rows.find((r) => r.kind === 'name');
  if (taken) issues.push({ field: 'name', key: 'seasons.nameTaken', params: { name: taken.name } });
  const overlap = rows.find((r) => r.kind === 'range');
  if (overlap) {
    const params = { name: overlap.name, from: shownDate(overlap.validFrom), till: shownDate(overlap.validTill) };
    issues.push({ field: 'validFrom', key: 'seasons.overlaps', params });
    issues.push({ field: 'validTill', key: 'seasons.overlaps', params });
  }
  if (issues.length) throw validationError(issues);
}

const writeValues = (input: SeasonWriteParsed) =>
  sql`${input.name}, ${input.validFrom}::date, ${input.validTill}::date, ${input.stateId}::int,
      ${input.isForRole}, ${input.isForTournament}`;

export async function createSeason(db: Db, userId: number, input: SeasonWriteParsed): Promise<Season> {
  await checkState(db, input);
  const id = await transaction(db, async (tx) => {
    await lockSeasons(tx);
    await checkNameAndRange(tx, input, null);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO seasons (name, valid_from, valid_till, state_id, is_for_role, is_for_tournament, created_by_id)
      VALUES (${writeValues(input)}, ${userId}) RETURNING id`);
    return rows[0]!.id;
  });
  return getSeason(db, id);
}

export async function updateSeason(db: Db, userId: number, id: number, input: SeasonWriteParsed): Promise<Season> {
  await checkState(db, input);
  await transaction(db, async (tx) => {
    await lockSeasons(tx);
    const found = await tx.execute(sql`SELECT 1 FROM seasons WHERE id = ${id}`);
    if (!found.rows.length) throw notFound();
    await checkNameAndRange(tx, input, id);
    await tx.execute(sql`
      UPDATE seasons SET (name, valid_from, valid_till, state_id, is_for_role, is_for_tournament) = (${writeValues(input)}),
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
  });
  return getSeason(db, id);
}

/**
 * 404 for no such season; 409 `in_use` naming, with counts, what uses it: tournaments, leagues,
 * their disciplines and competitions, person and club roles, contributions and contribution prices
 * (whose rows would otherwise go with it: their foreign key cascades). The season's row is locked
 * first, so nothing can start using it between the count and the delete.
 */
export async function deleteSeason(db: Db, id: number): Promise<void> {
  try {
    await transaction(db, async (tx) => {
      const { rows } = await tx.execute<{ name: string }>(sql`SELECT name FROM seasons WHERE id = ${id} FOR UPDATE`);
      const season = rows[0];
      if (!season) throw notFound();
      const uses = await seasonUses(tx, id);
      if (uses.length) {
        throw new AppError('in_use', 409, {}, [
          { key: 'seasons.inUse', params: { name: season.name } },
          ...uses.map(({ use, count }) => ({ key: `seasons.usedBy.${use}_${countForm(count)}`, params: { count } })),
        ]);
      }
      await tx.execute(sql`DELETE FROM seasons WHERE id = ${id}`);
    });
  } catch (err) {
    // A row that refers to the season by a way not counted above: the foreign key refuses.
    if (isForeignKeyViolation(err)) throw new AppError('in_use', 409);
    throw err;
  }
}

/** The kinds of rows that use a season, in the order the 409 names them. */
export const SEASON_USE_KINDS = [
  'tournaments',
  'leagues',
  'competitions',
  'personRoles',
  'clubRoles',
  'contributions',
  'contributionPrices',
] as const;
export type SeasonUse = (typeof SEASON_USE_KINDS)[number];

/** The rows that use season `id`, by kind, only the kinds with any. */
async function seasonUses(tx: Db, id: number): Promise<{ use: SeasonUse; count: number }[]> {
  const { rows } = await tx.execute<Record<SeasonUse, number>>(sql`
    SELECT (SELECT count(*)::int FROM tournaments t WHERE t.season_id = ${id} AND t.type_id <> ${LEAGUE_TYPE_ID}) AS tournaments,
           (SELECT count(*)::int FROM tournaments t WHERE t.season_id = ${id} AND t.type_id = ${LEAGUE_TYPE_ID}) AS leagues,
           (SELECT count(*)::int FROM tournament_competitions c WHERE c.season_id = ${id}) AS competitions,
           (SELECT count(*)::int FROM person_roles r WHERE r.season_id = ${id}) AS "personRoles",
           (SELECT count(*)::int FROM club_roles r WHERE r.season_id = ${id}) AS "clubRoles",
           (SELECT count(*)::int FROM person_contributions pc WHERE pc.season_id = ${id}) AS contributions,
           (SELECT count(*)::int FROM contribution_prices cp WHERE cp.season_id = ${id}) AS "contributionPrices"`);
  const counts = rows[0]!;
  return SEASON_USE_KINDS.filter((use) => counts[use] > 0).map((use) => ({ use, count: counts[use] }));
}
