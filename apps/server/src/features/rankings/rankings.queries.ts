// The rankings' lists: the generated rankings, a ranking's entries (paged in SQL along
// ranking_entries_rank_idx; the counted results' tournament names resolved for the page in the
// same statement), and the tournaments excluded from or included in the rankings (their partial
// indexes). Each with its CSV/XLSX export.
import type { Ranking, RankingEntry, RankingTournament } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { notFound } from '../../platform/errors/app-error';
import { codebookNames, defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { PERSON_FIELDS } from '../../platform/list-query/person-fields';

const ID_OPS = ['valuesEqual', 'valuesMemberOf'] as const;

// --- The rankings ---

const RANKING_COLUMNS = sql`r.id, r.age_category_group_id AS "ageCategoryGroupId", r.sex_id AS "sexId",
  r.sport_discipline_id AS "sportDisciplineId", r.rank_date::text AS "rankDate", r.entries_count AS "entriesCount",
  r.created_date AS "createdDate"`;

const rankingSpec: ListSpec = {
  fields: {
    ageCategoryGroupId: { type: 'number', column: sql`r.age_category_group_id`, operators: ID_OPS },
    sexId: { type: 'number', column: sql`r.sex_id`, operators: ID_OPS },
    sportDisciplineId: { type: 'number', column: sql`r.sport_discipline_id`, operators: ID_OPS },
    rankDate: { type: 'date', column: sql`r.rank_date`, sort: true },
    entriesCount: { type: 'number', sort: [sql`r.entries_count`], filterable: false },
  },
  defaultSort: '-rankDate',
  tieBreaker: sql`r.id DESC`,
};

export function rankingsListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, rankingSpec);
  return selectStatements(q, { columns: RANKING_COLUMNS, from: sql`rankings r`, where: whereSql(q.where) });
}

export const rankingExport = defineListExport<
  Ranking,
  { groups: Map<number, string>; sexes: Map<number, string>; disciplines: Map<number, string> }
>({
  name: 'rankings',
  title: { cs: 'Žebříčky', en: 'Rankings' },
  prepare: async (db, lang) => ({
    groups: await codebookNames(db, 'ageCategoryGroups', lang),
    sexes: await referenceNames(db, 'sexes', lang),
    disciplines: await codebookNames(db, 'sportDisciplines', lang),
  }),
  columns: [
    {
      label: { cs: 'Skupina kategorií', en: 'Age category group' },
      value: (r, c) => nameOf(c.groups, r.ageCategoryGroupId),
      width: 20,
    },
    { label: { cs: 'Pohlaví', en: 'Sex' }, value: (r, c) => nameOf(c.sexes, r.sexId), width: 10 },
    {
      label: { cs: 'Disciplína', en: 'Discipline' },
      value: (r, c) => nameOf(c.disciplines, r.sportDisciplineId),
      width: 24,
    },
    { label: { cs: 'Datum žebříčku', en: 'Ranking date' }, type: 'date', value: (r) => r.rankDate },
    { label: { cs: 'Osob', en: 'Persons' }, type: 'number', value: (r) => r.entriesCount },
  ],
});

// --- A ranking's entries ---

/**
 * The counted results of a page row (`pg.counted`) with their tournaments' names, in the stored
 * order: one primary-key lookup per counted result, for the page's rows only.
 */
const COUNTED_SQL = sql`coalesce((SELECT jsonb_agg(jsonb_build_object('tournamentId', (x.v->>0)::int,
    'tournamentName', (SELECT t.name FROM tournaments t WHERE t.id = (x.v->>0)::int),
    'competitionId', (x.v->>1)::int, 'points', (x.v->>2)::float8) ORDER BY x.n)
    FROM jsonb_array_elements(pg.counted) WITH ORDINALITY AS x(v, n)), '[]'::jsonb)`;

const ENTRY_COLUMNS = sql`e.ranking_id AS "rankingId", e.rank, e.person_id AS "personId",
  p.first_name || ' ' || p.last_name AS "fullName", p.registration_number AS "registrationNumber",
  e.club_id AS "clubId", cl.name AS "clubName", e.points::float8 AS points,
  jsonb_array_length(e.counted) AS "countedCount", e.counted`;

const entrySpec: ListSpec = {
  fields: {
    fullName: PERSON_FIELDS.fullName!,
    clubId: { type: 'number', column: sql`e.club_id`, operators: ID_OPS },
    rank: { type: 'number', sort: [sql`e.rank`], filterable: false },
    points: { type: 'number', sort: [sql`e.points`], filterable: false },
  },
  defaultSort: 'rank',
  tieBreaker: sql`e.person_id`,
};

/** The statements of a ranking's entries; 404 for an unknown ranking. */
export async function rankingEntriesSql(
  db: Db,
  rankingId: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  const q = parseListQuery(query, entrySpec);
  const { rows } = await db.execute(sql`SELECT 1 FROM rankings WHERE id = ${rankingId}`);
  if (!rows.length) throw notFound();
  const where = whereSql([sql`e.ranking_id = ${rankingId}`, ...q.where]);
  // The page's rows first (along ranking_entries_rank_idx for the default order), then the names
  // of their counted tournaments: the rows an offset skips never resolve theirs.
  return {
    page: sql`SELECT pg."rankingId", pg.rank, pg."personId", pg."fullName", pg."registrationNumber", pg."clubId",
        pg."clubName", pg.points, pg."countedCount", ${COUNTED_SQL} AS counted
      FROM (SELECT ${ENTRY_COLUMNS}, row_number() OVER (ORDER BY ${q.orderBy}) AS n
              FROM ranking_entries e JOIN persons p ON p.id = e.person_id LEFT JOIN clubs cl ON cl.id = e.club_id
             WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}) pg
     ORDER BY pg.n`,
    count: sql`SELECT count(*)::int AS total FROM ranking_entries e JOIN persons p ON p.id = e.person_id WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

export const rankingEntryExport = defineListExport<RankingEntry>({
  name: 'ranking',
  title: { cs: 'Žebříček', en: 'Ranking' },
  columns: [
    { label: { cs: 'Pořadí', en: 'Rank' }, type: 'number', value: (r) => r.rank, width: 8 },
    { label: { cs: 'Jméno', en: 'Name' }, value: (r) => r.fullName, width: 24 },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (r) => r.registrationNumber, width: 14 },
    { label: { cs: 'Klub', en: 'Club' }, value: (r) => r.clubName, width: 28 },
    { label: { cs: 'Body', en: 'Points' }, type: 'amount', value: (r) => r.points },
    { label: { cs: 'Započteno turnajů', en: 'Tournaments counted' }, type: 'number', value: (r) => r.countedCount },
    {
      label: { cs: 'Započtené turnaje', en: 'Tournaments counted' },
      value: (r) => r.counted.map((c) => `${c.tournamentName} (${c.points})`).join('; '),
      width: 60,
    },
  ],
});

// --- Excluded and included tournaments ---

export type OverrideKind = 'excluded' | 'included';

const TOURNAMENT_COLUMNS = sql`t.id, t.name, t.date_from::text AS "dateFrom", t.date_till::text AS "dateTill",
  t.ranking_date::text AS "rankingDate", t.state_id AS "stateId", t.ranking_generate AS "rankingGenerate",
  coalesce((SELECT oc.name FROM clubs oc WHERE oc.id = t.organizer_id), t.organizer_text) AS "organizerName"`;

const tournamentSpec: ListSpec = {
  fields: {
    name: { type: 'text', column: sql`t.name`, operators: ['valuesLike'], sort: [sql`t.name`] },
    dateFrom: { type: 'date', column: sql`t.date_from`, operators: ['valueDateRange'], sort: true },
  },
  defaultSort: '-dateFrom',
  tieBreaker: sql`t.id DESC`,
};

/** The marked tournaments; the condition matches the partial indexes' predicates. */
export const overrideColumn = (kind: OverrideKind) =>
  kind === 'excluded' ? sql`t.ranking_excluded` : sql`t.ranking_included`;

export function overrideListSql(kind: OverrideKind, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, tournamentSpec);
  return selectStatements(q, {
    columns: TOURNAMENT_COLUMNS,
    from: sql`tournaments t`,
    where: whereSql([overrideColumn(kind), ...q.where]),
  });
}

export const overrideExport = (kind: OverrideKind) =>
  defineListExport<RankingTournament>({
    name: `ranking-${kind}-tournaments`,
    title:
      kind === 'excluded'
        ? { cs: 'Turnaje vyřazené ze žebříčků', en: 'Tournaments excluded from rankings' }
        : { cs: 'Turnaje zahrnuté do žebříčků', en: 'Tournaments included in rankings' },
    columns: [
      { label: { cs: 'Turnaj', en: 'Tournament' }, value: (r) => r.name, width: 36 },
      { label: { cs: 'Od', en: 'From' }, type: 'date', value: (r) => r.dateFrom },
      { label: { cs: 'Do', en: 'Till' }, type: 'date', value: (r) => r.dateTill },
      { label: { cs: 'Pořadatel', en: 'Organizer' }, value: (r) => r.organizerName, width: 28 },
    ],
  });
