// Tournament disciplines through HTTP on real PostgreSQL: create, read (both path pairs), change,
// the state workflow with its 409s, the counts fill, delete, the bad inputs of issue 14 in both
// languages, and who may do what in which zone.
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

type Caller = DemoUser | 'anonymous';
type Problem = { code: string; detail: string; errors: { field?: string; message: string }[] };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Caller, payload?: object, lang = 'cs') {
  return server.request({
    method,
    url,
    ...(as === 'anonymous' ? {} : { as }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}
const problem = (res: { json(): unknown }) => res.json() as Problem;
const fieldsOf = (res: { json(): unknown }) => problem(res).errors.map((e) => e.field);

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  return (await server.db.pool.query(text, params)).rows[0] as T;
}

/** A tournament straight in the database (the tournament calls are another helper's). */
async function tournament(over: { stateId?: number; organizerId?: number | null } = {}): Promise<number> {
  const row = await one<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id, organizer_id,
                              registration_start_date, registration_close_date)
     VALUES ('Test ' || gen_random_uuid(), ${TEST_DAY} + 30, ${TEST_DAY} + 31,
             (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 1, $1, $2, ${TEST_DAY} - 5, ${TEST_DAY} + 10)
     RETURNING id`,
    [over.stateId ?? 2, over.organizerId ?? null],
  );
  return row.id;
}

const ADMIN = '/api/admin-zone/tournaments';

async function discipline(tournamentId: number, body: object = {}) {
  const res = await call('POST', `${ADMIN}/${tournamentId}/competitions`, 'expert', { name: 'Dvouhra mužů', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; stateId: number; links: unknown };
}

const clubOf = async (user: DemoUser) =>
  (await one<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = $1`, [`${user}@fedra.test`]))
    .id;

describe('disciplines', () => {
  it('creates a discipline with every field and reads it back through both path pairs', async () => {
    const t = await tournament();
    const res = await call('POST', `${ADMIN}/${t}/competitions`, 'expert', {
      name: 'Dvouhra žen U17',
      ageCategoryId: 5,
      ageCategoryGroupId: 2,
      sportDisciplineId: 2,
      typeId: 1,
      competitionType: 'singles',
      levelId: 2,
      performanceClass: 'A',
      dateFrom: '2030-05-01',
      dateTill: '2030-05-02',
      timeFrom: '09:30',
      location: 'Hala 1',
      externalId: 'X-1',
      startFee: 250.5,
      openForParticipants: '2030-04-01',
      closeForParticipants: '2030-04-20',
      resultsUrl: 'https://example.org/results',
      systemId: 1,
      resultTypeId: 1,
      gamePerMatch: 3,
      setMax: 21,
      isDraw: false,
      roundCount: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.data).toMatchObject({
      tournamentId: t,
      name: 'Dvouhra žen U17',
      timeFrom: '09:30',
      startFee: 250.5,
      stateId: 1,
      athletesCount: 0,
      hasParticipants: false,
      hasResults: false,
    });
    const ops = body.links.map((l: { operationId: string; href: string }) => l.href);
    expect(ops).toContain(`/api/admin-zone/tournaments/competitions/${body.data.id}/state/2`);
    expect(ops).toContain(`/api/admin-zone/tournaments/competitions/${body.data.id}/state/4`);
    expect(ops).not.toContain(`/api/admin-zone/tournaments/competitions/${body.data.id}/state/3`);

    const got = await call('GET', `${ADMIN}/competitions/${body.data.id}`, 'unit');
    expect(got.statusCode).toBe(200);
    expect(got.json().data.name).toBe('Dvouhra žen U17');
    // A unit manager reads but gets no write links.
    expect(got.json().links.map((l: { method: string }) => l.method)).toEqual(['GET']);
    const list = await call('GET', `${ADMIN}/${t}/competitions`, 'expert');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: body.data.id }] });
    expect(list.json().data[0].links.length).toBeGreaterThan(0);
    const csv = await call('GET', `${ADMIN}/${t}/competitions?format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Dvouhra žen U17');
  });

  it('refuses bad input naming every field, in Czech and English', async () => {
    const t = await tournament();
    for (const timeFrom of ['25:00', '7.30']) {
      const res = await call('POST', `${ADMIN}/${t}/competitions`, 'expert', { name: 'X', timeFrom });
      expect(res.statusCode).toBe(400);
      expect(problem(res).errors).toContainEqual({ field: 'timeFrom', message: 'Zadejte čas ve formátu HH:MM.' });
    }
    const en = await call('POST', `${ADMIN}/${t}/competitions`, 'expert', { name: 'X', timeFrom: '7.30' }, 'en');
    expect(problem(en).errors).toContainEqual({ field: 'timeFrom', message: 'Enter the time as HH:MM.' });

    const dates = await call('POST', `${ADMIN}/${t}/competitions`, 'expert', {
      name: 'X',
      dateFrom: '2030-05-02',
      dateTill: '2030-05-01',
      openForParticipants: '2030-04-20',
      closeForParticipants: '2030-04-01',
    });
    expect(dates.statusCode).toBe(400);
    expect(problem(dates).errors).toEqual(
      expect.arrayContaining([
        { field: 'dateFrom', message: 'Datum od je větší než datum do.' },
        { field: 'dateTill', message: 'Datum do je menší než datum od.' },
        { field: 'openForParticipants', message: 'Datum od je větší než datum do.' },
        { field: 'closeForParticipants', message: 'Datum do je menší než datum od.' },
      ]),
    );
    const many = await call('POST', `${ADMIN}/${t}/competitions`, 'expert', { startFee: -1, setMax: 0, extra: 1 });
    expect(many.statusCode).toBe(400);
    expect(fieldsOf(many)).toEqual(expect.arrayContaining(['name', 'startFee', 'setMax', 'extra']));
    const refs = await call('POST', `${ADMIN}/${t}/competitions`, 'expert', {
      name: 'X',
      ageCategoryId: 999,
      systemId: 999,
      previousCompetitionId: 999999,
    });
    expect(refs.statusCode).toBe(400);
    expect(fieldsOf(refs).sort()).toEqual(['ageCategoryId', 'previousCompetitionId', 'systemId']);
    expect((await call('POST', `${ADMIN}/999999/competitions`, 'expert', { name: 'X' })).statusCode).toBe(404);
    const cancelled = await tournament({ stateId: 5 });
    const refused = await call('POST', `${ADMIN}/${cancelled}/competitions`, 'expert', { name: 'X' }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).detail).toBe('A tournament in the state Cancelled can no longer be changed.');
  });

  it('changes a discipline; the body id must match the path', async () => {
    const t = await tournament();
    const d = await discipline(t);
    const res = await call('PUT', `${ADMIN}/competitions/${d.id}`, 'expert', { name: 'Nový název', timeFrom: '18:05' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ name: 'Nový název', timeFrom: '18:05' });
    const mismatch = await call('PUT', `${ADMIN}/competitions/${d.id}`, 'expert', { id: d.id + 1, name: 'X' });
    expect(mismatch.statusCode).toBe(400);
    expect(fieldsOf(mismatch)).toEqual(['id']);
    expect((await call('PUT', `${ADMIN}/competitions/999999`, 'expert', { name: 'X' })).statusCode).toBe(404);
  });

  it('keeps what an edit leaves out: the season pairing and the type survive a form without them', async () => {
    const t = await tournament();
    const d = await discipline(t);
    const earlier = await discipline(t, { name: 'Loňská' });
    await server.db.pool.query(
      'UPDATE tournament_competitions SET previous_competition_id = $2, type_id = 1, location = $3 WHERE id = $1',
      [d.id, earlier.id, 'Hala A'],
    );
    const res = await call('PUT', `${ADMIN}/competitions/${d.id}`, 'expert', { name: 'Přejmenovaná', location: null });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({
      name: 'Přejmenovaná',
      previousCompetitionId: earlier.id,
      typeId: 1,
      location: null,
    });
  });

  it('moves a discipline only along its workflow; others are 409 naming both states', async () => {
    const t = await tournament();
    const d = await discipline(t);
    const state = (id: number, stateId: number, lang = 'cs') =>
      call('PUT', `${ADMIN}/competitions/${id}/state/${stateId}`, 'expert', undefined, lang);
    expect((await state(d.id, 2)).statusCode).toBe(202);
    expect((await state(d.id, 1)).statusCode).toBe(202);
    const skip = await state(d.id, 3);
    expect(skip.statusCode).toBe(409);
    expect(problem(skip).detail).toBe('Disciplínu ve stavu Otevřená nelze převést do stavu Ověřená.');
    expect((await state(d.id, 2)).statusCode).toBe(202);
    const approved = await state(d.id, 3);
    expect(approved.statusCode).toBe(202);
    expect(approved.json().data.approveDate).not.toBeNull();
    const final = await state(d.id, 1, 'en');
    expect(final.statusCode).toBe(409);
    expect(problem(final).detail).toBe('A discipline in the state Validated can no longer be changed.');
    expect((await state(d.id, 99)).statusCode).toBe(400);
    expect((await state(999999, 2)).statusCode).toBe(404);
    const other = await discipline(t);
    expect((await state(other.id, 4)).statusCode).toBe(202);
    expect((await state(other.id, 1)).statusCode).toBe(409);
    // A unit manager reads only.
    expect((await call('PUT', `${ADMIN}/competitions/${other.id}/state/2`, 'unit')).statusCode).toBe(403);
  });

  it('fills the counts and refuses impossible ones', async () => {
    const t = await tournament();
    const d = await discipline(t);
    const url = `${ADMIN}/competitions/${d.id}/counts`;
    const ok = await call('PUT', url, 'expert', {
      startParticipantCount: 40,
      startForeignParticipantCount: 5,
      startCountriesCount: 3,
      coeficientCp: 1.25,
      coeficientMcr: 0.5,
      percentToCpRankings: 75,
      percentToMcrRankings: 100,
    });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json().data).toMatchObject({ startParticipantCount: 40, coeficientCp: 1.25, percentToCpRankings: 75 });
    const bad = await call('PUT', url, 'expert', {
      startParticipantCount: 4,
      startForeignParticipantCount: 5,
      startCountriesCount: -1,
      percentToMcrRankings: 101,
      coeficientCp: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual([
      'percentToMcrRankings',
      'startCountriesCount',
      'startForeignParticipantCount',
    ]);
    expect(problem(bad).errors).toContainEqual({
      field: 'startForeignParticipantCount',
      message: 'Počet zahraničních účastníků nemůže být větší než počet všech účastníků.',
    });
  });

  it('deletes a discipline without applications; one with applications is a 409', async () => {
    const t = await tournament();
    const empty = await discipline(t);
    expect((await call('DELETE', `${ADMIN}/competitions/${empty.id}`, 'expert')).statusCode).toBe(202);
    expect((await call('GET', `${ADMIN}/competitions/${empty.id}`, 'expert')).statusCode).toBe(404);
    expect((await call('DELETE', `${ADMIN}/competitions/${empty.id}`, 'expert')).statusCode).toBe(404);
    const used = await discipline(t);
    const person = await one<{ id: number }>('SELECT min(id) AS id FROM persons');
    const applied = await call('POST', `${ADMIN}/competitions/${used.id}/participants`, 'expert', {
      personId: person.id,
      roleId: 1,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const refused = await call('DELETE', `${ADMIN}/competitions/${used.id}`, 'expert');
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).detail).toBe('Disciplína má přihlášky; místo smazání ji zrušte.');
    const row = await call('GET', `${ADMIN}/competitions/${used.id}`, 'expert');
    expect(row.json().data.hasParticipants).toBe(true);
    expect(row.json().links.map((l: { method: string }) => l.method)).not.toContain('DELETE');
  });

  it('shows each zone the disciplines of the tournaments it sees', async () => {
    const club = await clubOf('club');
    const published = await tournament();
    const ownDraft = await tournament({ stateId: 1, organizerId: club });
    const otherDraft = await tournament({ stateId: 1 });
    for (const t of [published, ownDraft, otherDraft]) await discipline(t);
    const list = (zone: string, t: number, as: Caller) =>
      call('GET', `/api/${zone}-zone/tournaments/${t}/competitions`, as);

    expect((await list('club', published, 'club')).json().total).toBe(1);
    expect((await list('club', ownDraft, 'club')).json().total).toBe(1);
    expect((await list('club', otherDraft, 'club')).statusCode).toBe(404);
    expect((await list('club', published, 'clubro')).statusCode).toBe(200);
    expect((await list('personal', published, 'member')).statusCode).toBe(200);
    expect((await list('personal', otherDraft, 'member')).statusCode).toBe(404);
    expect((await list('admin', otherDraft, 'unit')).statusCode).toBe(200);
    expect((await list('admin', published, 'anonymous')).statusCode).toBe(401);
    expect((await list('admin', published, 'club')).statusCode).toBe(403);
    const d = (await list('club', published, 'club')).json().data[0];
    const get = await call('GET', `/api/club-zone/tournaments/competitions/${d.id}`, 'club');
    expect(get.statusCode).toBe(200);
    // Open, published, within the window: a club manager may apply, the read-only one may not.
    expect(get.json().links.map((l: { operationId: string }) => l.operationId)).toContain(
      'api.club.zone.tournament.dynamic.participant.create',
    );
    const ro = await call('GET', `/api/club-zone/tournaments/competitions/${d.id}`, 'clubro');
    expect(ro.json().links.map((l: { operationId: string }) => l.operationId)).not.toContain(
      'api.club.zone.tournament.dynamic.participant.create',
    );
    // Writes are the office's.
    expect((await call('POST', `${ADMIN}/${published}/competitions`, 'unit', { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `${ADMIN}/competitions/${d.id}`, 'club')).statusCode).toBe(403);
  });
});
