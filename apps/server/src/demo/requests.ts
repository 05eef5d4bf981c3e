// Demo requests (issue 17): two transfers of current members of club@fedra.test's club to other
// clubs, waiting for the releasing club's statement (codebook requestStates 3). The office issues
// the statement link (POST /api/admin-zone/requests/{id}/statement-link), which e-mails the club
// (data/outbox without SMTP). Deterministic: the first members and clubs by id. Called by
// seedDemoData inside its transaction after the clubs and persons exist.
import { REQUEST_STATE, REQUEST_TYPE } from '@fedra/contract';
import type { Db } from '../platform/db/pool';

export async function seedRequests(client: Db, today: string): Promise<number> {
  const { rows } = await client.query<{ personId: number; fromClub: number; toClub: number }>(
    `WITH home AS (SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'),
          members AS (
            SELECT DISTINCT r.person_id FROM person_roles r, home
             WHERE r.club_id = home.id AND r.type_id = 1 AND r.valid_from <= $1::date
               AND (r.valid_till IS NULL OR r.valid_till >= $1::date)
             ORDER BY r.person_id LIMIT 2),
          targets AS (SELECT c.id FROM clubs c, home WHERE c.id <> home.id ORDER BY c.id LIMIT 2)
     SELECT m.person_id AS "personId", (SELECT id FROM home) AS "fromClub", t.id AS "toClub"
       FROM (SELECT person_id, row_number() OVER (ORDER BY person_id) AS n FROM members) m
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM targets) t ON t.n = m.n`,
    [today],
  );
  for (const [i, r] of rows.entries()) {
    await client.query(
      `INSERT INTO requests (type_id, state_id, person_id, club_id, statement_club_id, note, created_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date - $8::int)`,
      [
        REQUEST_TYPE.transfer,
        REQUEST_STATE.waitingStatement,
        r.personId,
        r.toClub,
        r.fromClub,
        i === 0 ? 'Přestup k 1. dni příštího měsíce.' : null,
        today,
        3 + i,
      ],
    );
  }
  return rows.length;
}
