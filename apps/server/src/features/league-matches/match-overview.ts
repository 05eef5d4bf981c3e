// The matches of every league a zone sees in one list (the menu's "Utkání"): what is still to be
// played this week across all leagues, or the results, without opening each competition's rounds.
// A club manager sees the matches its teams play, home and away. Scores are withheld exactly as in
// the rounds (score-visibility.ts).
import { type LeagueMatchRow, MATCH_LIST_TABS, MATCH_STATE, type MatchListTab } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import { FEDERATION_TIME_ZONE } from '../../platform/clock';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { validationError } from '../../platform/errors/app-error';
import { codebookNames, defineListExport } from '../../platform/list-query/list-export';
import {
  condition,
  type FilterInput,
  type ListSpec,
  numbersParam,
  parseListQuery,
  whereSql,
} from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { visibleLeagueSql } from '../leagues';
import { MATCH_FROM, scoreVisibleSql, TOTALS } from './score-visibility';

const states = (...ids: number[]) => sql.raw(ids.join(', '));

/** `upcoming` is written as league_matches_upcoming_idx's predicate (1, 2, 6), which it then uses. */
const TAB_CONDITION: Record<MatchListTab, SQL> = {
  upcoming: sql`m.state_id IN (${states(MATCH_STATE.scheduled, MATCH_STATE.inProgress, MATCH_STATE.postponed)})`,
  played: sql`m.state_id IN (${states(MATCH_STATE.finished, MATCH_STATE.approved, MATCH_STATE.published, MATCH_STATE.walkover)})`,
  all: sql`TRUE`,
};

function tabFilter(f: FilterInput): SQL {
  const tab = String(f.values[0]);
  if (!(MATCH_LIST_TABS as readonly string[]).includes(tab)) {
    throw validationError([
      { field: 'fields[tab]', key: 'list.badValue', params: { label: 'tab', value: tab.slice(0, 20) } },
    ]);
  }
  return TAB_CONDITION[tab as MatchListTab];
}

/** A day range in the federation's time: the match's start from `from`'s midnight to the end of `to`. */
function startDateFilter(f: FilterInput): SQL {
  const local = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${FEDERATION_TIME_ZONE})`;
  const parts: SQL[] = [];
  if (f.from) parts.push(sql`m.start_date >= ${local(f.from)}`);
  if (f.to) parts.push(sql`m.start_date < ${local(f.to)} + interval '1 day'`);
  return sql.join(parts, sql` AND `);
}

/** A text filter on the home or the away side's column: who plays, home or away. */
const eitherSide =
  (home: SQL, away: SQL) =>
  (f: FilterInput): SQL =>
    sql`(${condition(home, 'text', f)} OR ${condition(away, 'text', f)})`;

const ids = ['valuesEqual', 'valuesMemberOf'] as const;

/** Sorted by start on league_matches_start_idx; a team's matches on the home and away team indexes. */
export const matchOverviewSpec: ListSpec = {
  fields: {
    tab: { type: 'text', operators: ['valuesEqual'], filter: tabFilter },
    team: { type: 'text', operators: ['valuesLike'], filter: eitherSide(sql`ht.name`, sql`at.name`) },
    teamId: {
      type: 'number',
      operators: ['valuesEqual'],
      // Typed to fit the value: an id past the integer range matches nothing instead of failing.
      filter: (f) =>
        sql`(m.home_team_id = ANY(${numbersParam(f.values)}) OR m.away_team_id = ANY(${numbersParam(f.values)}))`,
      selective: true,
    },
    clubName: { type: 'text', operators: ['valuesLike'], filter: eitherSide(sql`hc.name`, sql`ac.name`) },
    leagueId: { type: 'number', column: sql`t.id`, operators: ids, selective: true },
    leagueName: {
      type: 'text',
      column: sql`t.name`,
      operators: ['valuesLike'],
      sort: [sql`t.name`, sql`m.start_date`],
    },
    seasonId: { type: 'number', column: sql`t.season_id`, operators: ids },
    competitionId: { type: 'number', column: sql`m.competition_id`, operators: ids, selective: true },
    stateId: { type: 'number', column: sql`m.state_id`, operators: ids, sort: [sql`m.state_id`, sql`m.start_date`] },
    startDate: {
      type: 'date',
      operators: ['valueDateRange'],
      filter: startDateFilter,
      sort: [sql`m.start_date`],
    },
  },
  defaultSort: 'startDate',
  tieBreaker: sql`m.id`,
};

/** The zone's own rows: the leagues it sees, and in the club zone the matches of its teams. */
function scopeSql(scope: ZoneScope): SQL[] {
  if (scope.zone !== 'club') return [visibleLeagueSql(scope)];
  const clubTeams = sql`(SELECT id FROM league_teams WHERE club_id = ${scope.clubId})`;
  return [visibleLeagueSql(scope), sql`(m.home_team_id IN ${clubTeams} OR m.away_team_id IN ${clubTeams})`];
}

export function matchOverviewSql(scope: ZoneScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, matchOverviewSpec);
  return selectStatements(q, {
    columns: sql`m.id, t.id AS "leagueId", t.name AS "leagueName", m.competition_id AS "competitionId",
      c.name AS "competitionName", r.number AS "roundNumber", r.name AS "roundName",
      m.home_team_id AS "homeTeamId", ht.name AS "homeTeamName", hc.name AS "homeClubName",
      m.away_team_id AS "awayTeamId", at.name AS "awayTeamName", ac.name AS "awayClubName",
      ${isoTimestampSql(sql`m.start_date`)} AS "startDate", coalesce(sf.name, m.address) AS venue,
      m.state_id AS "stateId", ${TOTALS(scoreVisibleSql(scope))}`,
    from: sql`${MATCH_FROM} LEFT JOIN sport_fields sf ON sf.id = m.sport_field_id`,
    where: whereSql([...scopeSql(scope), ...q.where]),
  });
}

const score = (r: LeagueMatchRow) =>
  r.scoreHidden || r.homeScore === null || r.awayScore === null ? '' : `${r.homeScore}:${r.awayScore}`;

export const matchOverviewExport = defineListExport<LeagueMatchRow, { states: Map<number, string> }>({
  name: 'matches',
  title: { cs: 'Utkání', en: 'Matches' },
  prepare: async (db, lang) => ({ states: await codebookNames(db, 'tournamentMatchStates', lang) }),
  columns: [
    { label: { cs: 'Začátek', en: 'Start' }, type: 'dateTime', value: (r) => r.startDate, width: 18 },
    { label: { cs: 'Liga', en: 'League' }, value: (r) => r.leagueName, width: 28 },
    { label: { cs: 'Soutěž', en: 'Competition' }, value: (r) => r.competitionName, width: 24 },
    { label: { cs: 'Kolo', en: 'Round' }, type: 'number', value: (r) => r.roundNumber, width: 8 },
    { label: { cs: 'Domácí', en: 'Home' }, value: (r) => r.homeTeamName, width: 26 },
    { label: { cs: 'Hosté', en: 'Away' }, value: (r) => r.awayTeamName, width: 26 },
    { label: { cs: 'Výsledek', en: 'Score' }, value: score, width: 10 },
    { label: { cs: 'Stav', en: 'State' }, value: (r, x) => x.states.get(r.stateId) ?? String(r.stateId), width: 14 },
    { label: { cs: 'Místo', en: 'Venue' }, value: (r) => r.venue, width: 30 },
  ],
});
