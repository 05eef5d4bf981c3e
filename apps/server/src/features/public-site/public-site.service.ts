// The public home's data (issue 36 §1) in one answer: the newest public news, the coming public
// tournaments and the latest finished ones with results, with their first disciplines' winners.
import type { PublicHome, PublicHomeResult, PublicHomeTournament } from '@fedra/contract/public-site';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import type { FileStore } from '../../platform/files/file-store';
import { latestPublishedArticles } from '../articles';
import { ACTIVE_APPLICATION_SQL, isNotLeagueSql, visibleTournamentSql } from '../tournaments';

const ARTICLES = 3;
const UPCOMING = 6;
const RESULTS = 4;
const WINNER_DISCIPLINES = 3;
/** Codebook tournamentCompetitionStates: a cancelled discipline has no winner to show. */
const CANCELLED_DISCIPLINE = 4;

const TOURNAMENT_COLUMNS = sql`t.id, t.name, t.date_from::text AS "dateFrom", t.date_till::text AS "dateTill",
  t.city, t.is_cancelled AS "isCancelled"`;

const PUBLIC_TOURNAMENT = sql`${visibleTournamentSql({ zone: 'public' })} AND ${isNotLeagueSql()}`;

export interface HomeDeps {
  db: Db;
  files: FileStore;
  /** The public tournament pages are on (module and codebook feature): else no tournament is shown. */
  tournamentsPublic: boolean;
}

export async function publicHome(deps: HomeDeps, today: string): Promise<PublicHome> {
  const [articles, upcomingTournaments, latestResults] = await Promise.all([
    latestPublishedArticles(deps, 'public', ARTICLES),
    deps.tournamentsPublic ? upcoming(deps.db, today) : [],
    deps.tournamentsPublic ? results(deps.db, today) : [],
  ]);
  return { articles, upcomingTournaments, latestResults };
}

async function upcoming(db: Db, today: string): Promise<PublicHomeTournament[]> {
  const { rows } = await db.execute<PublicHomeTournament>(sql`
    SELECT ${TOURNAMENT_COLUMNS} FROM tournaments t
     WHERE ${PUBLIC_TOURNAMENT} AND t.date_till >= ${today}::date
     ORDER BY t.date_from, t.id LIMIT ${UPCOMING}`);
  return rows;
}

/**
 * Finished tournaments (the last day before today) with at least one placing, the latest first;
 * for each, the winners (placing 1) of its first disciplines with results, names with clubs.
 */
async function results(db: Db, today: string): Promise<PublicHomeResult[]> {
  const { rows } = await db.execute<PublicHomeResult>(sql`
    SELECT ${TOURNAMENT_COLUMNS},
           (SELECT count(DISTINCT p.tournament_competition_id)::int FROM tournament_participants p
             WHERE p.tournament_id = t.id AND p.rank_from IS NOT NULL) AS "disciplinesWithResults",
           coalesce((
             SELECT json_agg(json_build_object('discipline', w.name, 'names', w.names) ORDER BY w.id)
               FROM (SELECT tc.id, tc.name,
                            (SELECT json_agg(pe.first_name || ' ' || pe.last_name
                                             || coalesce(' (' || cl.name || ')', '') ORDER BY p.id)
                               FROM tournament_participants p
                               JOIN persons pe ON pe.id = p.person_id
                               LEFT JOIN clubs cl ON cl.id = p.club_id
                              WHERE p.tournament_competition_id = tc.id AND p.rank_from = 1
                                AND ${ACTIVE_APPLICATION_SQL('p')}) AS names
                       FROM tournament_competitions tc
                      WHERE tc.tournament_id = t.id AND tc.state_id <> ${CANCELLED_DISCIPLINE}
                        AND EXISTS (SELECT 1 FROM tournament_participants p
                                     WHERE p.tournament_competition_id = tc.id AND p.rank_from = 1
                                       AND ${ACTIVE_APPLICATION_SQL('p')})
                      ORDER BY tc.id LIMIT ${WINNER_DISCIPLINES}) w
           ), '[]'::json) AS winners
      FROM tournaments t
     WHERE ${PUBLIC_TOURNAMENT} AND t.date_till < ${today}::date AND NOT t.is_cancelled
       AND EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id AND p.rank_from IS NOT NULL)
     ORDER BY t.date_till DESC, t.id DESC LIMIT ${RESULTS}`);
  return rows;
}
