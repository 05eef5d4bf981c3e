// The counters of the dynamic tournaments (docs/decisions.md "Tournament disciplines and
// applications"): per discipline its active applications as athletes, as referees and in all, per
// tournament the distinct persons actively applied as athletes and as referees in disciplines that
// are not cancelled (statute 8 reads these). One function recomputes them; every change of
// applications or of a discipline's state calls it in its own transaction, and so does the demo.
import {
  ACTIVE_ROSTER_STATES,
  COMPETITION_STATE,
  REFEREE_ROLE_IDS,
  ROSTER_STATE,
  TOURNAMENT_ROLE,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { ACTIVE_APPLICATION_SQL } from './tournament-scope';

const REFEREES = sql.raw(REFEREE_ROLE_IDS.join(', '));
const ACTIVE_ROSTERS = sql.raw(ACTIVE_ROSTER_STATES.join(', '));

/**
 * Locks the tournaments' rows until the transaction ends, before applications are written: two
 * concurrent changes in one tournament then count in turn (each recount sees the other's rows),
 * so neither overwrites the other's counts. In id order, so that two bulk calls never deadlock.
 */
export async function lockTournaments(tx: Db, tournamentIds: number[]): Promise<number[]> {
  if (!tournamentIds.length) return [];
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM tournaments WHERE id = ANY(${sql.param([...new Set(tournamentIds)])}::int[]) ORDER BY id FOR UPDATE`);
  return rows.map((r) => r.id);
}

/**
 * Recomputes the counters of the tournaments and of all their disciplines. A team roster lives on
 * its persons' active athlete applications in its discipline: an active roster of which a person
 * has none any more (the application deleted, rejected, withdrawn or excluded) is withdrawn, and
 * `signed_teams` counts the active rosters (docs/decisions.md "Team rosters").
 */
export async function recountTournaments(tx: Db, tournamentIds: number[]): Promise<void> {
  if (!tournamentIds.length) return;
  const ids = sql`${sql.param([...new Set(tournamentIds)])}::int[]`;
  await tx.execute(sql`
    UPDATE tournament_competitions c
       SET athletes_count = n.athletes, referees_count = n.referees, participants_count = n.participants
      FROM (SELECT c2.id,
                   count(a.id) FILTER (WHERE a.role_id = ${TOURNAMENT_ROLE.athlete})::int AS athletes,
                   count(a.id) FILTER (WHERE a.role_id IN (${REFEREES}))::int AS referees,
                   count(a.id)::int AS participants
              FROM tournament_competitions c2
              LEFT JOIN tournament_participants a ON a.tournament_competition_id = c2.id AND ${ACTIVE_APPLICATION_SQL('a')}
             WHERE c2.tournament_id = ANY(${ids})
             GROUP BY c2.id) n
     WHERE c.id = n.id
       AND (c.athletes_count, c.referees_count, c.participants_count) IS DISTINCT FROM (n.athletes, n.referees, n.participants)`);
  await tx.execute(sql`
    UPDATE tournaments t
       SET signed_athletes = n.athletes, signed_referees = n.referees
      FROM (SELECT t2.id,
                   count(DISTINCT a.person_id) FILTER (WHERE a.role_id = ${TOURNAMENT_ROLE.athlete})::int AS athletes,
                   count(DISTINCT a.person_id) FILTER (WHERE a.role_id IN (${REFEREES}))::int AS referees
              FROM tournaments t2
              LEFT JOIN tournament_participants a ON a.tournament_id = t2.id AND ${ACTIVE_APPLICATION_SQL('a')}
               AND EXISTS (SELECT 1 FROM tournament_competitions c
                            WHERE c.id = a.tournament_competition_id AND c.state_id <> ${COMPETITION_STATE.cancelled})
             WHERE t2.id = ANY(${ids})
             GROUP BY t2.id) n
     WHERE t.id = n.id
       AND (t.signed_athletes, t.signed_referees) IS DISTINCT FROM (n.athletes, n.referees)`);
  await tx.execute(sql`
    UPDATE tournament_team_rosters r SET state_id = ${ROSTER_STATE.withdrawn}, edited_date = now()
     WHERE r.tournament_id = ANY(${ids}) AND r.state_id IN (${ACTIVE_ROSTERS})
       AND EXISTS (SELECT 1 FROM (VALUES (r.first_person_id), (r.second_person_id)) AS x(person_id)
                    WHERE x.person_id IS NOT NULL
                      AND NOT EXISTS (SELECT 1 FROM tournament_participants a
                                       WHERE a.tournament_competition_id = r.tournament_competition_id
                                         AND a.person_id = x.person_id AND a.role_id = ${TOURNAMENT_ROLE.athlete}
                                         AND ${ACTIVE_APPLICATION_SQL('a')}))`);
  await recountTeams(tx, tournamentIds);
}

/**
 * tournaments.signed_teams: the active rosters of the tournament's disciplines that are not
 * cancelled (as signed_athletes counts their athletes).
 */
export async function recountTeams(tx: Db, tournamentIds: number[]): Promise<void> {
  if (!tournamentIds.length) return;
  await tx.execute(sql`
    UPDATE tournaments t SET signed_teams = n.teams
      FROM (SELECT t2.id, count(r.id)::int AS teams
              FROM tournaments t2
              LEFT JOIN tournament_team_rosters r ON r.tournament_id = t2.id AND r.state_id IN (${ACTIVE_ROSTERS})
               AND EXISTS (SELECT 1 FROM tournament_competitions c
                            WHERE c.id = r.tournament_competition_id AND c.state_id <> ${COMPETITION_STATE.cancelled})
             WHERE t2.id = ANY(${sql.param([...new Set(tournamentIds)])}::int[])
             GROUP BY t2.id) n
     WHERE t.id = n.id AND t.signed_teams IS DISTINCT FROM n.teams`);
}
