// A step whose e-mail cannot be sent (the SMTP server refuses connections): the failure is
// logged and the step stands (issue 30 §4).
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/platform/clock';
import { TEST_TODAY } from '../database';
import { useTestServer } from '../test-server';

describe('request step e-mails', () => {
  const server = useTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' }, { expectedLogs: /request step mail not sent/ });

  it('keeps the step when its e-mail fails, and logs the failure', async () => {
    const [row] = (
      await server.db.pool.query<{ asking: number; person: number }>(
        `WITH u AS (SELECT current_club_id AS asking FROM users WHERE user_name = 'club@fedra.test')
         SELECT u.asking, r.person_id AS person FROM u, person_roles r
          WHERE r.type_id = 1 AND r.club_id <> u.asking AND r.valid_from <= $1::date
            AND (r.valid_till IS NULL OR r.valid_till >= $1::date)
            AND NOT EXISTS (SELECT 1 FROM person_roles o WHERE o.person_id = r.person_id AND o.type_id = 1
                              AND o.club_id <> r.club_id AND o.valid_from <= $1::date
                              AND (o.valid_till IS NULL OR o.valid_till >= $1::date))
            AND NOT EXISTS (SELECT 1 FROM requests x WHERE x.person_id = r.person_id)
          ORDER BY r.person_id LIMIT 1`,
        [TEST_TODAY],
      )
    ).rows;
    await server.db.pool.query(
      `UPDATE clubs SET email = 'klub@example.cz' WHERE id = $1 OR id = (SELECT club_id FROM person_roles
         WHERE person_id = $2 AND type_id = 1 ORDER BY valid_from DESC LIMIT 1)`,
      [row!.asking, row!.person],
    );
    const res = await server.request({
      method: 'POST',
      url: '/api/club-zone/requests',
      as: 'club',
      payload: { typeId: 1, personId: row!.person, effectiveDate: addDays(TEST_TODAY, 10) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const stored = await server.db.pool.query('SELECT state_id AS "stateId" FROM requests WHERE id = $1', [id]);
    expect(stored.rows[0]).toEqual({ stateId: 3 });
    expect(server.expectedLogLines.some((l) => l.includes('request step mail not sent'))).toBe(true);
  });
});
