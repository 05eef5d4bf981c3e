// The public national-team pages' data (DECISIONS.md "New public-zone calls"): the teams, and per
// team its squad of accepted nominations (first and last name and the club, nothing else: no ids,
// birth dates or contacts) and its matches. Pending and declined nominations are not public.
import type { PublicRepresentationTeam, PublicRepresentationTeamSummary } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { notFound } from '../../platform/errors/app-error';
import { PERSON_CLUB_JOIN } from './representation.queries';

const SUMMARY = sql`t.id, t.name, t.sport_discipline_id AS "sportDisciplineId", t.age_category_id AS "ageCategoryId",
  t.sex_id AS "sexId", t.season_id AS "seasonId", s.name AS "seasonName",
  (SELECT count(*)::int FROM representation_nominations x WHERE x.team_id = t.id AND x.state = 'accepted') AS "squadCount"`;

export async function listPublicTeams(db: Db): Promise<PublicRepresentationTeamSummary[]> {
  const { rows } = await db.execute<PublicRepresentationTeamSummary>(sql`
    SELECT ${SUMMARY} FROM representation_teams t JOIN seasons s ON s.id = t.season_id
     ORDER BY s.valid_from DESC, t.name, t.id`);
  return rows;
}

export async function getPublicTeam(db: Db, id: number): Promise<PublicRepresentationTeam> {
  const { rows } = await db.execute<PublicRepresentationTeam>(sql`
    SELECT ${SUMMARY},
      coalesce((SELECT json_agg(json_build_object('firstName', p.first_name, 'lastName', p.last_name, 'clubName', pc.name)
                        ORDER BY p.last_name, p.first_name, p.id)
                  FROM representation_nominations x JOIN persons p ON p.id = x.person_id ${PERSON_CLUB_JOIN}
                 WHERE x.team_id = t.id AND x.state = 'accepted'), '[]'::json) AS squad,
      coalesce((SELECT json_agg(json_build_object('date', m.date, 'time', m.time, 'opponentCountryId', m.opponent_country_id,
                          'competition', m.competition, 'place', m.place, 'scoreOwn', m.score_own,
                          'scoreOpponent', m.score_opponent) ORDER BY m.date DESC, m.time DESC NULLS LAST, m.id DESC)
                  FROM representation_matches m WHERE m.team_id = t.id), '[]'::json) AS matches
      FROM representation_teams t JOIN seasons s ON s.id = t.season_id
     WHERE t.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}
