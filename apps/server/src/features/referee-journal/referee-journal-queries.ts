// The SQL of the referee journal: the overview (one row per referee, aggregated in one statement),
// a referee's entries, and the list convention's whitelists. Indexes: referee_journal_entries
// (person_id, date, id) for the counts, last dates and entry pages; person_roles (type_id,
// valid_from, valid_till, person_id, ...) for the current referee roles.
import { type SQL, sql } from 'drizzle-orm';
import type { AdminScope } from '../../platform/access/scope-sql';
import { unitScopeSql } from '../../platform/access/scope-sql';
import { TODAY_SQL } from '../../platform/clock';
import type { Language } from '../../platform/i18n/messages';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { PERSON_NAME_FIELD, personFullName } from '../../platform/list-query/person-fields';

/** A role of a referee type (person_role_types.is_referee) valid today, given the role `r`. */
const currentRefereeRole = sql`r.type_id IN (SELECT id FROM person_role_types WHERE is_referee)
  AND r.valid_from <= ${TODAY_SQL} AND (r.valid_till IS NULL OR r.valid_till >= ${TODAY_SQL})`;

/** Who is a referee of the journal: a current referee role, or any entry. */
const REFEREES = sql`(SELECT e.person_id FROM referee_journal_entries e
                      UNION SELECT r.person_id FROM person_roles r WHERE ${currentRefereeRole})`;

/** `p` (persons) with `j` (its entries' count and last date). */
const OVERVIEW_FROM = sql`persons p
  JOIN ${REFEREES} ref (person_id) ON ref.person_id = p.id
  LEFT JOIN LATERAL (SELECT count(*)::int AS n, max(e.date) AS last
                       FROM referee_journal_entries e WHERE e.person_id = p.id) j ON TRUE`;

const nameColumn = (lang: Language) => sql.raw(lang === 'en' ? 'name_en' : 'name_cs');

/** The overview's columns in the contract's shape; role names in the caller's language. */
function overviewColumns(lang: Language): SQL {
  const name = nameColumn(lang);
  return sql`p.id AS "personId", ${personFullName} AS "fullName", p.registration_number AS "registrationNumber",
    p.federation_unit_id AS "federationUnitId", coalesce(j.n, 0) AS count, j.last AS "lastDate",
    ARRAY(SELECT DISTINCT coalesce(l.${name}, t.${name})
            FROM person_roles r JOIN person_role_types t ON t.id = r.type_id
            LEFT JOIN person_role_levels l ON l.id = r.level_id
           WHERE r.person_id = p.id AND ${currentRefereeRole}) AS "refereeRoles"`;
}

export const overviewListSpec: ListSpec = {
  fields: {
    personId: { type: 'number', column: sql`p.id`, operators: ['valuesEqual', 'valuesMemberOf'], selective: true },
    fullName: PERSON_NAME_FIELD,
    registrationNumber: { type: 'text', selective: true, column: sql`p.registration_number`, sort: true },
    federationUnitId: { type: 'number', column: sql`p.federation_unit_id` },
    count: { type: 'number', column: sql`coalesce(j.n, 0)`, sort: true },
    lastDate: { type: 'date', column: sql`j.last`, sort: true },
  },
  defaultSort: 'fullName',
  tieBreaker: sql`p.id ASC`,
};

/** The overview for a raw list query, in the caller's scope (a unit manager: its units' persons). */
export function overviewListSql(scope: AdminScope, query: Record<string, unknown>, lang: Language): ListStatements {
  const q = parseListQuery(query, overviewListSpec);
  const where = whereSql([unitScopeSql(scope, sql`p.federation_unit_id`), ...q.where]);
  return {
    page: sql`SELECT ${overviewColumns(lang)} FROM ${OVERVIEW_FROM} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM ${OVERVIEW_FROM} WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** One person's overview row (whether or not a referee: the header of a journal). */
export function personOverviewSql(personId: number, lang: Language): SQL {
  return sql`SELECT ${overviewColumns(lang)}
               FROM persons p
               LEFT JOIN LATERAL (SELECT count(*)::int AS n, max(e.date) AS last
                                    FROM referee_journal_entries e WHERE e.person_id = p.id) j ON TRUE
              WHERE p.id = ${personId}`;
}

export const ENTRY_COLUMNS = sql`
  e.id, e.person_id AS "personId", e.date, e.type_id AS "typeId", e.name, e.tournament_id AS "tournamentId",
  e.league_match_id AS "leagueMatchId", e.city, e.age_category_group_id AS "ageCategoryGroupId",
  e.level_text AS "levelText", e.game_main AS "gameMain", e.game_serve AS "gameServe",
  e.is_line_referee AS "isLineReferee", e.is_chief_referee AS "isChiefReferee",
  e.is_chief_assist_referee AS "isChiefAssistReferee", e.is_training AS "isTraining", e.note,
  e.created_date AS "createdDate", e.created_by_id AS "createdById",
  e.edited_date AS "editedDate", e.edited_by_id AS "editedById"`;

export const entryListSpec: ListSpec = {
  fields: {
    date: { type: 'date', column: sql`e.date`, sort: [sql`e.date`] },
    typeId: { type: 'number', column: sql`e.type_id`, operators: ['valuesEqual', 'valuesMemberOf'], sort: true },
    name: { type: 'text', column: sql`e.name`, sort: true },
    city: { type: 'text', column: sql`e.city`, sort: true },
    tournamentId: { type: 'number', column: sql`e.tournament_id` },
    leagueMatchId: { type: 'number', column: sql`e.league_match_id` },
    isTraining: { type: 'boolean', column: sql`e.is_training` },
  },
  defaultSort: '-date',
  // Newest first also within a day: the (person_id, date, id) index serves the default order.
  tieBreaker: sql`e.id DESC`,
};

/** One person's entries (the person's scope is checked before). */
export function entriesListSql(personId: number, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, entryListSpec);
  const where = whereSql([sql`e.person_id = ${personId}`, ...q.where]);
  return {
    page: sql`SELECT ${ENTRY_COLUMNS} FROM referee_journal_entries e WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM referee_journal_entries e WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}
