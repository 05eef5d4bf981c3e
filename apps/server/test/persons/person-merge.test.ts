// Merging duplicates through HTTP on real PostgreSQL (issue 29 §4): the preview says what moves,
// what is dropped (an application to a discipline both applied to) and which empty fields are
// filled; the merge moves it all in one transaction, the removed id then leads to the kept person,
// both are audited; the same person twice and two different birth numbers are refused.
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[] };
const call = (as: DemoUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': 'cs' } });
const q = (text: string, values: unknown[] = []) => server.db.pool.query(text, values);

let seq = 0;
async function person(patch: { birthNumber?: string; email?: string } = {}): Promise<number> {
  seq++;
  const { rows } = await q(
    `INSERT INTO persons (registration_number, first_name, last_name, birth_date, sex_id, nationality_id, federation_unit_id,
                          birth_number, email)
     VALUES ($1, 'Dvojník', 'Testovací', DATE '1995-05-05', 1, 203, 1, $2, $3) RETURNING id`,
    [`MRG ${Date.now().toString(36)}-${seq}`, patch.birthNumber ?? null, patch.email ?? null],
  );
  return rows[0].id;
}

describe('merging persons', () => {
  it('previews and merges: references move, the same application is dropped, empty fields are filled', async () => {
    const keep = await person();
    const remove = await person({ email: 'dvojnik@example.cz' });
    const competitions = (await q('SELECT id, tournament_id FROM tournament_competitions ORDER BY id LIMIT 2'))
      .rows as { id: number; tournament_id: number }[];
    const apply = (personId: number, c: { id: number; tournament_id: number }) =>
      q(
        'INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id) VALUES ($1, $2, $3, 1)',
        [c.id, c.tournament_id, personId],
      );
    await apply(keep, competitions[0]!);
    await apply(remove, competitions[0]!);
    await apply(remove, competitions[1]!);
    await q(
      `INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from)
       VALUES ($1, 1, (SELECT min(id) FROM clubs), 3, $2::date)`,
      [remove, TEST_TODAY],
    );
    await q(`INSERT INTO referee_journal_entries (person_id, date, type_id, name) VALUES ($1, $2::date, 1, 'Turnaj')`, [
      remove,
      TEST_TODAY,
    ]);

    // Both have the season's contribution: the removed person's is paid, so it is the one that stays.
    const season = (await q('SELECT min(id) AS id FROM seasons')).rows[0].id;
    await q(
      `INSERT INTO person_contributions (person_id, season_id, amount, paid_state_id, paid_date)
       VALUES ($1, $3, 500, 1, NULL), ($2, $3, 500, 2, $4::date)`,
      [keep, remove, season, TEST_TODAY],
    );
    const preview = await call(
      'expert',
      'GET',
      `/api/admin-zone/persons/merge/preview?keepId=${keep}&removeId=${remove}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p.moves).toMatchObject({ roles: 1, tournamentApplications: 1, refereeJournal: 1, userLinks: 0 });
    expect(p.drops).toMatchObject({ tournamentApplications: 1, contributions: 1 });
    expect(p.fills).toEqual(['email']);
    expect(p.blockers).toEqual([]);

    const merged = await call('expert', 'POST', '/api/admin-zone/persons/merge', { keepId: keep, removeId: remove });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await q('SELECT count(*)::int AS n FROM persons WHERE id = $1', [remove])).rows[0].n).toBe(0);
    const applications = await q(
      'SELECT tournament_competition_id AS c FROM tournament_participants WHERE person_id = $1 ORDER BY 1',
      [keep],
    );
    expect(applications.rows.map((r) => r.c)).toEqual(competitions.map((c) => c.id));
    expect((await q('SELECT count(*)::int AS n FROM person_roles WHERE person_id = $1', [keep])).rows[0].n).toBe(1);
    expect((await q('SELECT email FROM persons WHERE id = $1', [keep])).rows[0].email).toBe('dvojnik@example.cz');
    const contributions = await q('SELECT paid_state_id AS paid FROM person_contributions WHERE person_id = $1', [
      keep,
    ]);
    expect(contributions.rows).toEqual([{ paid: 2 }]);
    // The old id leads to the kept person.
    const old = await call('expert', 'GET', `/api/admin-zone/persons/${remove}`);
    expect(old.statusCode).toBe(200);
    expect(old.json().data.id).toBe(keep);
    const audit = await q(
      `SELECT action FROM audit_log WHERE action IN ('person.merge', 'person.merged') AND subject_id = ANY($1::int[]) ORDER BY action`,
      [[keep, remove]],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['person.merge', 'person.merged']);
  });

  it('refuses the same person twice, two different birth numbers, and callers who may not merge', async () => {
    const a = await person({ birthNumber: '950505/0005' });
    const b = await person({ birthNumber: '950505/0016' });
    const same = await call('expert', 'POST', '/api/admin-zone/persons/merge', { keepId: a, removeId: a });
    expect(same.statusCode).toBe(400);
    expect((same.json() as Problem).errors).toEqual([
      { field: 'removeId', message: 'Osobu nelze sloučit se sebou samou.' },
    ]);
    const preview = (
      await call('expert', 'GET', `/api/admin-zone/persons/merge/preview?keepId=${a}&removeId=${b}`)
    ).json();
    expect(preview.data.blockers).toEqual(['persons.mergeBirthNumbers']);
    const refused = await call('expert', 'POST', '/api/admin-zone/persons/merge', { keepId: a, removeId: b });
    expect(refused.statusCode).toBe(409);
    expect((await q('SELECT count(*)::int AS n FROM persons WHERE id = ANY($1::int[])', [[a, b]])).rows[0].n).toBe(2);
    expect((await call('unit', 'POST', '/api/admin-zone/persons/merge', { keepId: a, removeId: b })).statusCode).toBe(
      403,
    );
  });
});
