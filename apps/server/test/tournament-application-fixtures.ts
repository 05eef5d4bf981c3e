// The tournaments, disciplines and club members the application tests start from (the
// participants and the review tests): rows written straight to the database where the call under
// test is not the point, disciplines through the office's call.
import { expect } from 'vitest';
import { TEST_DAY } from './database';
import type { DemoUser, TestServer } from './test-server';

export interface TournamentOptions {
  stateId?: number;
  organizerId?: number | null;
  /** Days from today of the registration window (default: opened 5 days ago, closes in 10). */
  window?: [number, number];
  online?: boolean;
}

export function applicationFixtures(server: TestServer) {
  async function one<T>(text: string, params: unknown[] = []): Promise<T> {
    return (await server.db.pool.query(text, params)).rows[0] as T;
  }

  async function tournament(over: TournamentOptions = {}): Promise<number> {
    const [from, till] = over.window ?? [-5, 10];
    const row = await one<{ id: number }>(
      `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id, organizer_id,
                              registration_start_date, registration_close_date, registration_online)
     VALUES ('Test ' || gen_random_uuid(), ${TEST_DAY} + 30, ${TEST_DAY} + 31,
             (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 1, $1, $2,
             ${TEST_DAY} + $3::int, ${TEST_DAY} + $4::int, $5)
     RETURNING id`,
      [over.stateId ?? 2, over.organizerId ?? null, from, till, over.online ?? true],
    );
    return row.id;
  }

  async function discipline(tournamentId: number, name = 'Dvouhra'): Promise<number> {
    const res = await server.request({
      method: 'POST',
      url: `/api/admin-zone/tournaments/${tournamentId}/competitions`,
      as: 'expert',
      payload: { name },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  const clubOf = async (user: DemoUser) =>
    (await one<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = $1`, [`${user}@fedra.test`]))
      .id;

  /** Members of the club today (club-member role valid today), lowest ids first. */
  async function membersOf(clubId: number, count: number): Promise<number[]> {
    const { rows } = await server.db.pool.query<{ id: number }>(
      `SELECT DISTINCT r.person_id AS id FROM person_roles r
      WHERE r.club_id = $1 AND r.type_id = 1 AND r.valid_from <= ${TEST_DAY}
        AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY})
        AND NOT EXISTS (SELECT 1 FROM person_roles x JOIN person_role_types xt ON xt.id = x.type_id AND xt.is_referee
                         WHERE x.person_id = r.person_id)
      ORDER BY 1 LIMIT $2`,
      [clubId, count],
    );
    expect(rows.length).toBe(count);
    return rows.map((r) => r.id);
  }

  return { one, tournament, discipline, clubOf, membersOf };
}
