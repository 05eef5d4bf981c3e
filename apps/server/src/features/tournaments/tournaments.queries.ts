// The SQL of tournaments: their columns in the contract's shapes (list item and detail), the zone's
// visibility (tournament-scope.ts) and the list convention's whitelist. Every filter and sort has
// an index of 0018 (B-trees on the dates, season, state, region and organizer, the type/level pair
// table's indexes, GIN on the disciplines, trigram on the unaccented name); missingReferees is
// computed per row (statute8.ts) and sorts the filtered rows.
import { TOURNAMENT_TABS, type TournamentTab } from '@fedra/contract/tournaments';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import { TODAY_SQL } from '../../platform/clock';
import { isoTimestampSql, userNameSql } from '../../platform/db/sql-columns';
import { validationError } from '../../platform/errors/app-error';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { STATUTE8_COLUMN, STATUTE8_JOIN, STATUTE8_MISSING } from './statute8';
import { isNotLeagueSql, visibleTournamentSql } from './tournament-scope';
import { fileJson, ID_OPERATORS, pairFilter, sportDisciplineFilter } from './tournament-sql';

export const TOURNAMENT_FROM = sql`tournaments t
  JOIN seasons se ON se.id = t.season_id
  LEFT JOIN clubs oc ON oc.id = t.organizer_id
  ${STATUTE8_JOIN}`;

const PAIRS = sql`(SELECT coalesce(json_agg(json_build_object('typeId', p.type_id, 'levelId', p.level_id, 'order', p."order")
                                   ORDER BY p."order"), '[]'::json)
                     FROM tournament_type_levels p WHERE p.tournament_id = t.id)`;

/** What a list row holds (plus `hasApplications`, which the links need and the answer drops). */
export const LIST_COLUMNS = sql`
  t.id, t.name, t.code, t.date_from AS "dateFrom", t.date_till AS "dateTill",
  to_char(t.time_from, 'HH24:MI') AS "timeFrom",
  t.registration_start_date AS "registrationStartDate", t.registration_close_date AS "registrationCloseDate",
  t.season_id AS "seasonId", se.name AS "seasonName",
  t.organizer_id AS "organizerId", coalesce(oc.name, t.organizer_text) AS "organizerName",
  t.type_id AS "typeId", t.level_id AS "levelId", ${PAIRS} AS "typeLevelPairs",
  t.city, t.region_id AS "regionId", t.sport_discipline_ids AS "sportDisciplineIds",
  t.state_id AS "stateId", t.is_cancelled AS "isCancelled",
  t.signed_athletes AS "signedAthletes", t.signed_referees AS "signedReferees", t.signed_teams AS "signedTeams",
  (SELECT count(*)::int FROM tournament_competitions c WHERE c.tournament_id = t.id) AS "disciplineCount",
  ${STATUTE8_COLUMN},
  EXISTS (SELECT 1 FROM tournament_participants ap WHERE ap.tournament_id = t.id) AS "hasApplications"`;

export const DETAIL_FROM = sql`${TOURNAMENT_FROM}
  LEFT JOIN files fp ON fp.id = t.proposition_file_id
  LEFT JOIN files fo ON fo.id = t.poster_file_id
  LEFT JOIN files fm ON fm.id = t.main_image_file_id`;

/** A detail row: the list's columns, every field of the form, the stored files (signed by the presenter). */
export const DETAIL_COLUMNS = sql`${LIST_COLUMNS},
  t.registration_online AS "registrationOnline",
  (t.registration_start_date IS NULL OR t.registration_start_date <= ${TODAY_SQL})
    AND (t.registration_close_date IS NULL OR t.registration_close_date >= ${TODAY_SQL}) AS "isRegistrationOpen",
  t.organizer_text AS "organizerText", t.federation_unit_id AS "federationUnitId",
  t.sport_field_id AS "sportFieldId", (SELECT sf.name FROM sport_fields sf WHERE sf.id = t.sport_field_id) AS "sportFieldName",
  t.sport_field_text AS "sportFieldText", t.referee_id AS "refereeId",
  (SELECT concat(rp.first_name, ' ', rp.last_name) FROM persons rp WHERE rp.id = t.referee_id) AS "refereeName",
  t.referee_text AS "refereeText", t.director, t.contact_name AS "contactName", t.contact_phone AS "contactPhone",
  t.contact_email AS "contactEmail", t.note, t.age_category_id AS "ageCategoryId",
  t.age_category_group_id AS "ageCategoryGroupId", t.sex_id AS "sexId", t.starting_fee::float8 AS "startingFee",
  t.category_id AS "categoryId", t.team_type_id AS "teamTypeId",
  CASE WHEN jsonb_typeof(t.additional_data) = 'array' THEN t.additional_data ELSE '[]'::jsonb END AS "additionalData",
  t.online_info AS "onlineInfo", t.accommodation, t.proposition,
  ${fileJson('fp')} AS "propositionFile", ${fileJson('fo')} AS "posterFile", ${fileJson('fm')} AS "mainImageFile",
  t.badges, t.important_links AS "importantLinks", t.ranking_date AS "rankingDate",
  t.ranking_generate AS "rankingGenerate",
  (SELECT fi.order_id FROM order_items fi WHERE fi.tournament_id = t.id) AS "statute8FineOrderId",
  t.ranking_included AS "rankingIncluded", t.ranking_excluded AS "rankingExcluded",
  t.external_id AS "externalId", t.previous_tournament_id AS "previousTournamentId",
  (SELECT pt.name FROM tournaments pt WHERE pt.id = t.previous_tournament_id) AS "previousTournamentName",
  t."group", json_build_object('street', t.street, 'city', t.city, 'zip', t.zip, 'districtId', t.district_id,
    'regionId', t.region_id, 'latitude', t.latitude, 'longitude', t.longitude) AS address,
  (SELECT count(*)::int FROM tournament_attachments ta WHERE ta.tournament_id = t.id) AS "attachmentCount",
  ${isoTimestampSql(sql`t.created_date`)} AS "createdDate", t.created_by_id AS "createdById",
  ${isoTimestampSql(sql`t.edited_date`)} AS "editedDate", t.edited_by_id AS "editedById",
  ${userNameSql(sql`t.created_by_id`)} AS "createdByName", ${userNameSql(sql`t.edited_by_id`)} AS "editedByName"`;

const TAB_KEY = 'fields[tab][v]';

/** The tab a list query asks for (absent: all). */
function tabOf(query: Record<string, unknown>): TournamentTab {
  const raw = query[TAB_KEY];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return 'all';
  if (!(TOURNAMENT_TABS as readonly unknown[]).includes(value)) {
    throw validationError([
      { field: 'fields[tab]', key: 'tournaments.badTab', params: { value: String(value).slice(0, 20) } },
    ]);
  }
  return value as TournamentTab;
}

const TAB_CONDITION: Record<TournamentTab, SQL> = {
  current: sql`t.date_till >= ${TODAY_SQL}`,
  past: sql`t.date_till < ${TODAY_SQL}`,
  all: sql`TRUE`,
};

const ids = ID_OPERATORS;

const FIELDS: ListSpec['fields'] = {
  tab: { type: 'text', operators: ['valuesEqual'], filter: (f) => TAB_CONDITION[f.values[0] as TournamentTab] },
  seasonId: { type: 'number', column: sql`t.season_id`, operators: ids },
  typeId: { type: 'number', operators: ids, filter: pairFilter('type_id') },
  levelId: { type: 'number', operators: ids, filter: pairFilter('level_id') },
  regionId: { type: 'number', column: sql`t.region_id`, operators: ids },
  sportDisciplineId: {
    type: 'number',
    operators: ids,
    filter: sportDisciplineFilter,
  },
  stateId: { type: 'number', column: sql`t.state_id`, operators: ids, sort: true },
  organizerId: { type: 'number', column: sql`t.organizer_id`, operators: ids, selective: true },
  name: { type: 'text', column: sql`t.name`, operators: ['valuesLike'], sort: [sql`t.name`], selective: true },
  dateFrom: { type: 'date', column: sql`t.date_from`, operators: ['valueDateRange'], sort: true },
  missingReferees: { type: 'number', sort: [STATUTE8_MISSING], filterable: false },
  signedAthletes: { type: 'number', sort: [sql`t.signed_athletes`], filterable: false },
};

/** The whitelist for a tab: current tournaments come soonest first, past and all latest first. */
export const tournamentListSpec = (tab: TournamentTab): ListSpec => ({
  fields: FIELDS,
  defaultSort: tab === 'current' ? 'dateFrom' : '-dateFrom',
  tieBreaker: sql`t.id`,
});

/** The statements of a zone's tournament list for a raw list query. */
export function tournamentsListSql(scope: ZoneScope, query: Record<string, unknown>): ListStatements {
  const tab = tabOf(query);
  const q = parseListQuery(query, tournamentListSpec(tab));
  // Leagues are tournaments of their own module (features/leagues): not in this list.
  const where = whereSql([visibleTournamentSql(scope), isNotLeagueSql(), ...q.where]);
  return selectStatements(q, {
    columns: LIST_COLUMNS,
    from: TOURNAMENT_FROM,
    where,
    countFrom: sql`tournaments t`,
  });
}
