// The SQL of the national teams: the columns of each record in the contract's shape, the lists'
// whitelists (teams, events, matches) and their exports. "Today" is the server's clock.
import type { RepresentationEventListItem, RepresentationMatch, RepresentationTeamListItem } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';
import { codebookNames, defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

/**
 * The club a person represents: the club of a role valid today (an athlete's role first, then the
 * oldest), as a lateral join `pc (id, name)` for the person `p`.
 */
export const PERSON_CLUB_JOIN = sql`LEFT JOIN LATERAL (
    SELECT c.id, c.name FROM person_roles r JOIN clubs c ON c.id = r.club_id
     WHERE r.person_id = p.id AND r.valid_from <= ${TODAY_SQL} AND (r.valid_till IS NULL OR r.valid_till >= ${TODAY_SQL})
     ORDER BY (r.type_id = 2) DESC, r.id LIMIT 1) pc ON TRUE`;

/** The person `p` holds a role in the club valid today: a member of that club. */
export const memberOfClubSql = (clubId: number) =>
  sql`EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.club_id = ${clubId}
        AND r.valid_from <= ${TODAY_SQL} AND (r.valid_till IS NULL OR r.valid_till >= ${TODAY_SQL}))`;

// --- teams -------------------------------------------------------------------------------------

/** `t` with its season `s` and its nomination counts `n`. */
export const TEAM_FROM = sql`representation_teams t
  JOIN seasons s ON s.id = t.season_id
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE x.state <> 'declined')::int AS squad,
           count(*) FILTER (WHERE x.state = 'accepted')::int AS accepted,
           count(*) FILTER (WHERE x.state = 'pending')::int AS pending,
           count(*) FILTER (WHERE x.state = 'declined')::int AS declined
      FROM representation_nominations x WHERE x.team_id = t.id) n ON TRUE`;

export const TEAM_COLUMNS = sql`t.id, t.name, t.sport_discipline_id AS "sportDisciplineId",
  t.age_category_id AS "ageCategoryId", t.sex_id AS "sexId", t.season_id AS "seasonId", s.name AS "seasonName",
  n.squad AS "squadCount", n.accepted AS "acceptedCount", n.pending AS "pendingCount", n.declined AS "declinedCount"`;

export const teamListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`t.id` },
    name: { type: 'text', selective: true, column: sql`t.name`, sort: [sql`t.name`] },
    seasonId: { type: 'number', column: sql`t.season_id`, sort: [sql`s.valid_from`] },
    sportDisciplineId: { type: 'number', column: sql`t.sport_discipline_id` },
    ageCategoryId: { type: 'number', column: sql`t.age_category_id` },
    sexId: { type: 'number', column: sql`t.sex_id` },
  },
  defaultSort: '-seasonId,name',
  tieBreaker: sql`t.id ASC`,
};

export function teamListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, teamListSpec);
  return selectStatements(q, {
    columns: TEAM_COLUMNS,
    from: TEAM_FROM,
    where: whereSql(q.where),
    countFrom: sql`representation_teams t JOIN seasons s ON s.id = t.season_id`,
  });
}

const SEX_NAMES = { 1: { cs: 'Muži', en: 'Men' }, 2: { cs: 'Ženy', en: 'Women' } } as Record<
  number,
  { cs: string; en: string }
>;

export const teamListExport = defineListExport({
  name: 'national-teams',
  title: { cs: 'Reprezentační družstva', en: 'National teams' },
  prepare: async (db, lang) => ({
    lang,
    disciplines: await codebookNames(db, 'sportDisciplines', lang),
    ages: await codebookNames(db, 'ageCategories', lang),
  }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (t: RepresentationTeamListItem) => t.name, width: 30 },
    { label: { cs: 'Sezóna', en: 'Season' }, value: (t) => t.seasonName, width: 12 },
    { label: { cs: 'Disciplína', en: 'Discipline' }, value: (t, x) => nameOf(x.disciplines, t.sportDisciplineId) },
    { label: { cs: 'Věková kategorie', en: 'Age category' }, value: (t, x) => nameOf(x.ages, t.ageCategoryId) },
    {
      label: { cs: 'Pohlaví', en: 'Sex' },
      value: (t, x) => (t.sexId ? (SEX_NAMES[t.sexId]?.[x.lang] ?? null) : x.lang === 'cs' ? 'Smíšené' : 'Mixed'),
    },
    { label: { cs: 'Nominovaní', en: 'Nominated' }, type: 'number', value: (t) => t.squadCount },
    { label: { cs: 'Přijali', en: 'Accepted' }, type: 'number', value: (t) => t.acceptedCount },
    { label: { cs: 'Čekají', en: 'Pending' }, type: 'number', value: (t) => t.pendingCount },
    { label: { cs: 'Odmítli', en: 'Declined' }, type: 'number', value: (t) => t.declinedCount },
  ],
});

// --- nominations -------------------------------------------------------------------------------

/** `x` (the nomination) with its person `p` and the person's club `pc`. */
export const NOMINATION_FROM = sql`representation_nominations x
  JOIN persons p ON p.id = x.person_id
  ${PERSON_CLUB_JOIN}`;

export const NOMINATION_COLUMNS = sql`x.id, x.team_id AS "teamId", x.person_id AS "personId",
  p.first_name AS "firstName", p.last_name AS "lastName", p.registration_number AS "registrationNumber",
  to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", p.sex_id AS "sexId", pc.id AS "clubId", pc.name AS "clubName",
  x.state, x.answered_date AS "answeredDate", x.answered_as AS "answeredAs", x.created_date AS "createdDate"`;

/** With the team `t` and its season `s`. */
export const NOMINATION_WITH_TEAM_FROM = sql`${NOMINATION_FROM}
  JOIN representation_teams t ON t.id = x.team_id
  JOIN seasons s ON s.id = t.season_id`;

export const NOMINATION_WITH_TEAM_COLUMNS = sql`${NOMINATION_COLUMNS}, t.name AS "teamName",
  t.sport_discipline_id AS "sportDisciplineId", t.age_category_id AS "ageCategoryId", t.sex_id AS "teamSexId",
  t.season_id AS "seasonId", s.name AS "seasonName"`;

// --- events ------------------------------------------------------------------------------------

export const EVENT_FROM = sql`representation_events e JOIN representation_teams t ON t.id = e.team_id`;

export const EVENT_COLUMNS = sql`e.id, e.team_id AS "teamId", t.name AS "teamName", e.name, e.kind,
  to_char(e.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(e.date_till, 'YYYY-MM-DD') AS "dateTill",
  e.place, e.country_id AS "countryId",
  (SELECT count(*)::int FROM representation_event_participants ep WHERE ep.event_id = e.id) AS "participantCount"`;

export const eventListSpec: ListSpec = {
  fields: {
    name: { type: 'text', selective: true, column: sql`e.name`, sort: [sql`e.name`] },
    teamId: { type: 'number', column: sql`e.team_id` },
    kind: { type: 'text', column: sql`e.kind`, operators: ['valuesEqual', 'valuesMemberOf'] },
    seasonId: { type: 'number', column: sql`t.season_id` },
    dateFrom: { type: 'date', column: sql`e.date_from`, sort: [sql`e.date_from`] },
    upcoming: { type: 'boolean', column: sql`(e.date_till >= ${TODAY_SQL})` },
  },
  defaultSort: '-dateFrom',
  tieBreaker: sql`e.id DESC`,
};

export function eventListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, eventListSpec);
  return selectStatements(q, { columns: EVENT_COLUMNS, from: EVENT_FROM, where: whereSql(q.where) });
}

const KIND_NAMES = {
  camp: { cs: 'Soustředění', en: 'Camp' },
  tournament: { cs: 'Turnaj', en: 'Tournament' },
  other: { cs: 'Jiná akce', en: 'Other' },
} as const;

export const eventListExport = defineListExport({
  name: 'national-team-events',
  title: { cs: 'Reprezentační akce', en: 'National team events' },
  prepare: async (db, lang) => ({ lang, countries: await referenceNames(db, 'countries', lang) }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (e: RepresentationEventListItem) => e.name, width: 30 },
    { label: { cs: 'Družstvo', en: 'Team' }, value: (e) => e.teamName, width: 24 },
    { label: { cs: 'Druh', en: 'Kind' }, value: (e, x) => KIND_NAMES[e.kind][x.lang] },
    { label: { cs: 'Od', en: 'From' }, type: 'date', value: (e) => e.dateFrom },
    { label: { cs: 'Do', en: 'Till' }, type: 'date', value: (e) => e.dateTill },
    { label: { cs: 'Místo', en: 'Place' }, value: (e) => e.place, width: 20 },
    { label: { cs: 'Země', en: 'Country' }, value: (e, x) => nameOf(x.countries, e.countryId) },
    { label: { cs: 'Účastníci', en: 'Participants' }, type: 'number', value: (e) => e.participantCount },
  ],
});

// --- matches -----------------------------------------------------------------------------------

export const MATCH_FROM = sql`representation_matches m JOIN representation_teams t ON t.id = m.team_id`;

export const MATCH_COLUMNS = sql`m.id, m.team_id AS "teamId", t.name AS "teamName", to_char(m.date, 'YYYY-MM-DD') AS date,
  m.time, m.opponent_country_id AS "opponentCountryId", m.competition, m.place,
  m.score_own AS "scoreOwn", m.score_opponent AS "scoreOpponent", m.note`;

export const matchListSpec: ListSpec = {
  fields: {
    teamId: { type: 'number', column: sql`m.team_id` },
    opponentCountryId: { type: 'number', column: sql`m.opponent_country_id` },
    seasonId: { type: 'number', column: sql`t.season_id` },
    date: { type: 'date', column: sql`m.date`, sort: [sql`m.date`, sql`m.time`] },
    played: { type: 'boolean', column: sql`(m.score_own IS NOT NULL)` },
  },
  defaultSort: '-date',
  tieBreaker: sql`m.id DESC`,
};

export function matchListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, matchListSpec);
  return selectStatements(q, { columns: MATCH_COLUMNS, from: MATCH_FROM, where: whereSql(q.where) });
}

export const matchListExport = defineListExport({
  name: 'national-team-matches',
  title: { cs: 'Reprezentační utkání', en: 'National team matches' },
  prepare: async (db, lang) => ({ countries: await referenceNames(db, 'countries', lang) }),
  columns: [
    { label: { cs: 'Datum', en: 'Date' }, type: 'date', value: (m: RepresentationMatch) => m.date },
    { label: { cs: 'Družstvo', en: 'Team' }, value: (m) => m.teamName, width: 24 },
    { label: { cs: 'Soupeř', en: 'Opponent' }, value: (m, x) => nameOf(x.countries, m.opponentCountryId), width: 20 },
    { label: { cs: 'Soutěž', en: 'Competition' }, value: (m) => m.competition, width: 24 },
    { label: { cs: 'Místo', en: 'Place' }, value: (m) => m.place, width: 20 },
    {
      label: { cs: 'Výsledek', en: 'Score' },
      value: (m) => (m.scoreOwn === null ? null : `${m.scoreOwn}:${m.scoreOpponent}`),
    },
    { label: { cs: 'Poznámka', en: 'Note' }, value: (m) => m.note, width: 30 },
  ],
});

/** A condition that is TRUE for an empty id, else the id's row exists in the table. */
export const existsIn = (table: string, id: number | null | undefined): SQL =>
  id == null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} x WHERE x.id = ${id})`;

export const inCodebook = (list: string, id: number | null | undefined): SQL =>
  id == null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM codebook_entries e WHERE e.list = ${list} AND e.id = ${id})`;
