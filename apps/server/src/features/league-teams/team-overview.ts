// The teams of every league a zone sees in one list (the menu's "Družstva"): the office looks up a
// club's teams or a team by name without opening each league; a club manager sees its own teams in
// every league at once. The per-league list (league-teams.service.ts) stays the league's own tab.
import type { LeagueTeamOverviewRow } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import { codebookNames, defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { visibleLeagueSql } from '../leagues';
import { COMPETITIONS_OF_TEAM } from './league-teams.service';

export type TeamOverviewRow = Omit<LeagueTeamOverviewRow, 'links'> & { leagueStateId: number };

const ids = ['valuesEqual', 'valuesMemberOf'] as const;

/** Sorted by name on league_teams_lower_name_idx; a club's teams on league_teams_club_idx. */
export const teamOverviewSpec: ListSpec = {
  fields: {
    name: {
      type: 'text',
      column: sql`lt.name`,
      operators: ['valuesLike'],
      sort: [sql`lower(lt.name)`],
      selective: true,
    },
    leagueId: { type: 'number', column: sql`lt.tournament_id`, operators: ids, selective: true },
    leagueName: {
      type: 'text',
      column: sql`t.name`,
      operators: ['valuesLike'],
      sort: [sql`t.name`, sql`lower(lt.name)`],
    },
    seasonId: { type: 'number', column: sql`t.season_id`, operators: ids },
    clubId: { type: 'number', column: sql`lt.club_id`, operators: ids, selective: true },
    clubName: {
      type: 'text',
      column: sql`c.name`,
      operators: ['valuesLike'],
      sort: [sql`c.name`, sql`lower(lt.name)`],
    },
    stateId: {
      type: 'number',
      column: sql`lt.state_id`,
      operators: ids,
      sort: [sql`lt.state_id`, sql`lower(lt.name)`],
    },
  },
  defaultSort: 'name',
  tieBreaker: sql`lt.id`,
};

/** The zone's own rows: the leagues it sees, and in the club zone only the current club's teams. */
function scopeSql(scope: ZoneScope): SQL[] {
  const own = scope.zone === 'club' ? [sql`lt.club_id = ${scope.clubId}`] : [];
  return [visibleLeagueSql(scope), ...own];
}

export function teamOverviewSql(scope: ZoneScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, teamOverviewSpec);
  return selectStatements(q, {
    columns: sql`lt.id, lt.tournament_id AS "leagueId", t.name AS "leagueName", se.name AS "seasonName",
      lt.name, lt.club_id AS "clubId", c.name AS "clubName", lt.state_id AS "stateId",
      ${COMPETITIONS_OF_TEAM} AS competitions, t.state_id AS "leagueStateId"`,
    from: sql`league_teams lt
      JOIN tournaments t ON t.id = lt.tournament_id
      JOIN seasons se ON se.id = t.season_id
      JOIN clubs c ON c.id = lt.club_id`,
    where: whereSql([...scopeSql(scope), ...q.where]),
  });
}

export const teamOverviewExport = defineListExport<TeamOverviewRow, { states: Map<number, string> }>({
  name: 'teams',
  title: { cs: 'Družstva', en: 'Teams' },
  prepare: async (db, lang) => ({ states: await codebookNames(db, 'tournamentTeamStates', lang) }),
  columns: [
    { label: { cs: 'Družstvo', en: 'Team' }, value: (r) => r.name, width: 30 },
    { label: { cs: 'Liga', en: 'League' }, value: (r) => r.leagueName, width: 30 },
    { label: { cs: 'Sezóna', en: 'Season' }, value: (r) => r.seasonName, width: 12 },
    { label: { cs: 'Klub', en: 'Club' }, value: (r) => r.clubName, width: 30 },
    { label: { cs: 'Stav', en: 'State' }, value: (r, x) => x.states.get(r.stateId) ?? String(r.stateId), width: 14 },
    {
      label: { cs: 'Soutěže', en: 'Competitions' },
      value: (r) => r.competitions.map((c) => c.name).join(', '),
      width: 40,
    },
  ],
});
