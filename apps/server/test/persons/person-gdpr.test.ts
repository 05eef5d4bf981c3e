// GDPR for the office through HTTP on real PostgreSQL (issue 29 §7): the export holds the
// person's data and records, the anonymisation asks for the typed name and keeps counts and
// results, the candidates are those without a valid role for the set years.
import { describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[] };
const call = (as: DemoUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': 'cs' } });
const q = (text: string, values: unknown[] = []) => server.db.pool.query(text, values);

async function formerMember(): Promise<number> {
  const { rows } = await q(
    `INSERT INTO persons (registration_number, first_name, last_name, birth_date, birth_number, sex_id, nationality_id,
                          federation_unit_id, email, phone)
     VALUES ($1, 'Bývalý', 'Člen', DATE '1960-06-15', '600615/0008', 1, 203, 1, 'byvaly@example.cz', '+420 600 000 000')
     RETURNING id`,
    [`GDP ${Date.now().toString(36)}`],
  );
  const id = rows[0].id as number;
  await q(
    `INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from, valid_till)
     VALUES ($1, 1, (SELECT min(id) FROM clubs), 3, DATE '1990-01-01', DATE '2001-12-31')`,
    [id],
  );
  return id;
}

describe('GDPR for the office', () => {
  it('exports everything held about the person as a JSON file', async () => {
    const id = await formerMember();
    const res = await call('expert', 'GET', `/api/admin-zone/persons/${id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`person-${id}.json`);
    const data = res.json();
    expect(data.person).toMatchObject({ first_name: 'Bývalý', email: 'byvaly@example.cz' });
    expect(data.roles).toHaveLength(1);
    // Times are ISO instants a JSON reader takes as they are; days stay days.
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(data.person.created_date).toMatch(iso);
    expect(data.roles[0].valid_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const change of data.changes) expect(change.at).toMatch(iso);
    expect(Object.keys(data).sort()).toEqual(
      [
        'changeRequests',
        'changes',
        'contributions',
        'exportedAt',
        'leagueGames',
        'person',
        'refereeJournal',
        'requests',
        'roles',
        'tournaments',
        'users',
      ].sort(),
    );
    expect((await call('unit', 'GET', `/api/admin-zone/persons/${id}/export`)).statusCode).toBe(403);
  });

  it('offers persons without a valid role for ten years, and anonymises one after the typed name', async () => {
    const id = await formerMember();
    const candidates = await call(
      'expert',
      'GET',
      `/api/admin-zone/persons/anonymisation-candidates?limit=500&fields[registrationNumber][o]=valuesLike&fields[registrationNumber][v]=GDP`,
    );
    expect(candidates.statusCode, candidates.body).toBe(200);
    expect(candidates.json().data.map((c: { id: number }) => c.id)).toContain(id);
    const fewer = await call(
      'expert',
      'GET',
      `/api/admin-zone/persons/anonymisation-candidates?years=30&limit=500&fields[registrationNumber][o]=valuesLike&fields[registrationNumber][v]=GDP`,
    );
    expect(fewer.json().data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await call('expert', 'GET', '/api/admin-zone/persons/anonymisation-candidates?years=0')).statusCode).toBe(
      400,
    );

    const wrong = await call('expert', 'POST', `/api/admin-zone/persons/${id}/anonymise`, {
      confirmName: 'Někdo Jiný',
    });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as Problem).errors.map((e) => e.field)).toEqual(['confirmName']);
    const done = await call('expert', 'POST', `/api/admin-zone/persons/${id}/anonymise`, {
      confirmName: ' bývalý  ČLEN ',
    });
    expect(done.statusCode, done.body).toBe(200);
    const { rows } = await q(
      'SELECT first_name, last_name, birth_number, birth_date::text AS birth_date, email, phone, sex_id FROM persons WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      first_name: '',
      last_name: '',
      birth_number: null,
      birth_date: '1960-01-01',
      email: null,
      phone: null,
      sex_id: 1,
    });
    expect((await q('SELECT count(*)::int AS n FROM person_roles WHERE person_id = $1', [id])).rows[0].n).toBe(1);
    const detail = (await call('expert', 'GET', `/api/admin-zone/persons/${id}`)).json();
    expect(detail.data.anonymisedAt).not.toBeNull();
    expect(detail.links).toEqual([]);
    expect(
      (await call('expert', 'POST', `/api/admin-zone/persons/${id}/anonymise`, { confirmName: ' ' })).statusCode,
    ).toBe(400);
    const again = await call('expert', 'POST', `/api/admin-zone/persons/${id}/anonymise`, { confirmName: 'x' });
    expect(again.statusCode).toBe(409);
  });
});
