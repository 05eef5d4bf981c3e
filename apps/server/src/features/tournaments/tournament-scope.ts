// Which tournaments and applications a zone sees (docs/access.md "Tournaments"): one rule for the
// tournament, discipline, application, attachment, calendar and public calls, so they never differ.
import { LEAGUE_TYPE_ID } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';

/**
 * The tournament `alias` is not a league (a league is a tournament of the league type): the
 * tournament lists, feeds and pickers leave leagues out. Here, not in the leagues feature, so that
 * tournaments never depend on leagues (leagues build on tournaments).
 */
export const isNotLeagueSql = (alias = 't'): SQL =>
  sql`${sql.raw(alias)}.type_id <> ${sql.raw(String(LEAGUE_TYPE_ID))}`;

/** Codebook tournamentStates. */
export const TOURNAMENT_STATE = {
  draft: 1,
  published: 2,
  sentToCommission: 3,
  approved: 4,
  cancelled: 5,
  archived: 6,
} as const;

/** States anyone may see (codebook data isPublic): every state but the draft. */
export const PUBLIC_TOURNAMENT_STATES = [2, 3, 4, 5, 6] as const;

/** Codebook tournamentTeamStates used for applications; registered and confirmed ones count. */
export const APPLICATION_STATE = { registered: 1, confirmed: 2, rejected: 3, withdrawn: 4, excluded: 5 } as const;
export const ACTIVE_APPLICATION_STATES = [1, 2] as const;

/** The application `alias` is active (registered or confirmed): the one SQL test of it. */
export const ACTIVE_APPLICATION_SQL = (alias: string): SQL =>
  sql`${sql.raw(alias)}.state_id IN (${sql.raw(ACTIVE_APPLICATION_STATES.join(', '))})`;

/**
 * The tournaments (alias `t`) visible in the zone: the admin zone sees all of them (a unit manager
 * too: tournaments are federation-wide); a club sees the public ones and the drafts it organizes;
 * members and anonymous visitors see the public ones.
 */
export function visibleTournamentSql(scope: ZoneScope, alias = 't'): SQL {
  const t = sql.raw(alias);
  const isPublic = sql`${t}.state_id <> ${TOURNAMENT_STATE.draft}`;
  switch (scope.zone) {
    case 'admin':
      return sql`TRUE`;
    case 'club':
      return sql`(${isPublic} OR ${t}.organizer_id = ${scope.clubId})`;
    case 'personal':
    case 'public':
      return isPublic;
  }
}

/**
 * The applications (alias `p`, of a tournament alias `t`) visible in the zone: the admin zone sees
 * all; the organizer club sees all of its tournament's, another club only its own; members and the
 * public see the active ones (names and clubs only: the presenter drops the rest outside admin/club).
 */
export function visibleApplicationSql(scope: ZoneScope, participantAlias = 'p', tournamentAlias = 't'): SQL {
  const p = sql.raw(participantAlias);
  const t = sql.raw(tournamentAlias);
  switch (scope.zone) {
    case 'admin':
      return sql`TRUE`;
    case 'club':
      return sql`(${t}.organizer_id = ${scope.clubId} OR ${p}.club_id = ${scope.clubId})`;
    case 'personal':
    case 'public':
      return ACTIVE_APPLICATION_SQL(participantAlias);
  }
}
