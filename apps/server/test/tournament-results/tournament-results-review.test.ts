// The review of issue 15 across its features: every write of a discipline's results (the standings
// save, a result import, a pairing by hand) keeps the placing rule and the rank state alike, and the
// discipline update keeps the season pairing rule of the pairing call.
import { describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';

const server = useTestServer();
const fx = applicationFixtures(server);

const ADMIN = '/api/admin-zone/tournaments';
const CSV_HEADER = 'Umístění;Příjmení;Jméno;Datum narození;Registrační číslo;Klub;Výsledek;Body';
type Problem = { errors: { field?: string; message: string }[] };

/**
 * A tournament with one discipline and `count` applied athletes of club@'s club: the persons and
 * their applications, in the same order (applications by ascending id).
 */
async function withAthletes(count: number) {
  const t = await fx.tournament();
  const d = await fx.discipline(t);
  const persons = await fx.membersOf(await fx.clubOf('club'), count);
  const ids: number[] = [];
  for (const personId of persons) {
    const res = await server.request({
      method: 'POST',
      url: `${ADMIN}/competitions/${d}/participants`,
      as: 'expert',
      payload: { personId, roleId: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().data.id);
  }
  return { t, d, persons, ids };
}

/** A tournament with one discipline, one applied athlete of club@'s club and a roster of that athlete alone. */
async function rosterOfOne() {
  const {
    t,
    d,
    persons: [p1],
  } = await withAthletes(1);
  const created = await server.request({
    method: 'POST',
    url: `${ADMIN}/competitions/${d}/rosters`,
    as: 'expert',
    payload: { firstPersonId: p1 },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { t, d, rosterId: created.json().data.id as number };
}

async function upload(name: string, bytes: Buffer, as: DemoUser = 'expert', purpose = 'result-import') {
  const asked = await server.request({
    method: 'POST',
    url: '/api/admin-zone/files/upload-url',
    as,
    payload: {
      name,
      contentType: name.endsWith('.json') ? 'application/json' : 'text/csv',
      size: bytes.length,
      purpose,
    },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { uploadUrl, fileUrl, headers } = asked.json().data;
  const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return fileUrl as string;
}

async function importCsv(competitionId: number, ...rows: string[]) {
  const fileUrl = await upload('results.csv', Buffer.from([CSV_HEADER, ...rows].join('\r\n'), 'utf8'));
  return server.request({
    method: 'POST',
    url: `/api/fisaf/admin-zone/tournaments/competitions/${competitionId}/import/participants/csv`,
    as: 'expert',
    payload: { fileUrl },
    headers: { 'accept-language': 'en' },
  });
}

/** Demo persons with a registration number (CSV rows of them). */
async function persons(count: number) {
  const { rows } = await server.db.pool.query<{ id: number; regNo: string; first: string; last: string }>(
    `SELECT id, registration_number AS "regNo", first_name AS first, last_name AS last FROM persons
      WHERE registration_number IS NOT NULL ORDER BY id LIMIT $1`,
    [count],
  );
  return rows;
}
const line = (place: string, p: { regNo: string; first: string; last: string }, points = '') =>
  `${place};${p.last};${p.first};;${p.regNo};;;${points}`;

const rankState = async (competitionId: number) =>
  (await fx.one<{ s: number }>('SELECT rank_state_id AS s FROM tournament_competitions WHERE id = $1', [competitionId]))
    .s;

async function placings(competitionId: number) {
  const { rows } = await server.db.pool.query(
    `SELECT person_id AS "personId", rank_from AS "rankFrom", rank_to AS "rankTo", standing_shared AS shared
       FROM tournament_participants WHERE tournament_competition_id = $1 AND rank_from IS NOT NULL ORDER BY rank_from, person_id`,
    [competitionId],
  );
  return rows;
}

describe('a result import', () => {
  it('makes a calculated discipline not calculated, like a standings save', async () => {
    const t = await fx.tournament();
    const d = await fx.discipline(t);
    const [a, b] = await persons(2);
    await server.db.pool.query('UPDATE tournament_competitions SET rank_state_id = 2 WHERE id = $1', [d]);
    const res = await importCsv(d, line('1', a!, '30'), line('2', b!, '20'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await rankState(d)).toBe(1);
  });

  it('refuses a row whose placing another person holds unshared, or that overlaps another placing', async () => {
    const t = await fx.tournament();
    const d = await fx.discipline(t);
    const [a, b, c, e] = await persons(4);
    const res = await importCsv(d, line('1', a!), line('1', b!), line('2', c!), line('2-3', e!));
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary).toMatchObject({ total: 4, processed: 2, unprocessed: 2 });
    expect(summary.rows.map((r: { row: number; code: string }) => [r.row, r.code])).toEqual([
      [3, 'invalid'],
      [5, 'invalid'],
    ]);
    expect((await placings(d)).map((r) => r.personId)).toEqual([a!.id, c!.id]);
  });
});

describe('the places of an import', () => {
  it("lie within the discipline's filled start count, as in the standings", async () => {
    const t = await fx.tournament();
    const d = await fx.discipline(t);
    await server.db.pool.query('UPDATE tournament_competitions SET start_participant_count = 2 WHERE id = $1', [d]);
    const [a, b, c] = await persons(3);
    const res = await importCsv(d, line('1', a!), line('2', b!), line('3', c!));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 3, processed: 2, unprocessed: 1 });
    expect(res.json().data.rows.map((r: { row: number; code: string }) => [r.row, r.code])).toEqual([[4, 'invalid']]);
  });
});

describe('an import after an import of the other source', () => {
  it("replaces the discipline's rows still waiting for pairing, whatever their source", async () => {
    const t = await fx.tournament();
    const d = await fx.discipline(t, 'Dvouhra X');
    const [a, b] = await persons(2);
    const first = await importCsv(d, line('1', a!), `2;Neznámý;Tomáš;14.02.2004;;;;`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.unpaired).toBe(1);
    const json = {
      format: 'fedra-results/1',
      disciplines: [
        {
          name: 'Dvouhra X',
          results: [
            { place: '1', registrationNumber: a!.regNo, firstName: a!.first, lastName: a!.last },
            { place: '2', registrationNumber: b!.regNo, firstName: b!.first, lastName: b!.last },
          ],
        },
      ],
    };
    const fileUrl = await upload('results.json', Buffer.from(JSON.stringify(json)), 'expert', 'result-import-software');
    const second = await server.request({
      method: 'POST',
      url: `${ADMIN}/${t}/import/results`,
      as: 'expert',
      payload: { fileUrl },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ total: 2, processed: 2, unpaired: 0 });
    const list = await server.request({ method: 'GET', url: `${ADMIN}/${t}/unpaired-results`, as: 'expert' });
    expect(list.json().total).toBe(0);
    const one = await server.request({ method: 'GET', url: `${ADMIN}/competitions/${d}/results`, as: 'expert' });
    expect(one.json().data.placeCount).toBe(2);
  });
});

describe('a person applied in another role', () => {
  it('takes no result from an import or a pairing by hand', async () => {
    const t = await fx.tournament();
    const d = await fx.discipline(t);
    const [a, referee] = await persons(2);
    await server.db.pool.query(
      `INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, state_id)
       VALUES ($1, $2, $3, 2, 2)`,
      [d, t, referee!.id],
    );
    const res = await importCsv(d, line('1', a!), line('2', referee!, '10'), `3;Neznámý;Tomáš;14.02.2004;;;;`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 3, processed: 1, unpaired: 1 });
    expect(res.json().data.rows.map((r: { row: number; code: string }) => [r.row, r.code])).toEqual([
      [3, 'invalid'],
      [4, 'notFound'],
    ]);
    const refereeRow = await fx.one<{ rankFrom: number | null }>(
      'SELECT rank_from AS "rankFrom" FROM tournament_participants WHERE tournament_competition_id = $1 AND person_id = $2',
      [d, referee!.id],
    );
    expect(refereeRow.rankFrom).toBeNull();
    const unpaired = await fx.one<{ id: number }>(
      'SELECT id FROM tournament_unpaired_results WHERE tournament_competition_id = $1',
      [d],
    );
    const pair = await server.request({
      method: 'POST',
      url: `${ADMIN}/competitions/participants/pair`,
      as: 'expert',
      payload: { unpairedResultId: unpaired.id, personId: referee!.id },
    });
    expect(pair.statusCode, pair.body).toBe(409);
    expect((pair.json() as Problem).errors[0]).toMatchObject({ field: 'personId' });
  });
});

describe('pairing an imported row by hand', () => {
  async function withUnpaired() {
    const t = await fx.tournament();
    const d = await fx.discipline(t);
    const [a, b] = await persons(2);
    const res = await importCsv(d, line('1', a!), `2;Neznámý;Tomáš;14.02.2004;;;;`, line('3', b!));
    expect(res.statusCode, res.body).toBe(200);
    const row = await fx.one<{ id: number }>(
      'SELECT id FROM tournament_unpaired_results WHERE tournament_competition_id = $1',
      [d],
    );
    return { t, d, a: a!, b: b!, unpairedId: row.id };
  }
  const stranger = async () =>
    (
      await fx.one<{ id: number }>(
        `SELECT id FROM persons WHERE registration_number IS NOT NULL ORDER BY id DESC LIMIT 1`,
      )
    ).id;
  const pair = (unpairedResultId: number, personId: number) =>
    server.request({
      method: 'POST',
      url: `${ADMIN}/competitions/participants/pair`,
      as: 'expert',
      payload: { unpairedResultId, personId },
      headers: { 'accept-language': 'en' },
    });

  it("counts the rows waiting for pairing in the places of the tournament's results, as in the discipline's", async () => {
    const { t, d } = await withUnpaired();
    const one = await server.request({ method: 'GET', url: `${ADMIN}/competitions/${d}/results`, as: 'expert' });
    const all = await server.request({ method: 'GET', url: `${ADMIN}/${t}/results`, as: 'expert' });
    expect(one.json().data.placeCount).toBe(3);
    expect(all.json().data.find((c: { competitionId: number }) => c.competitionId === d).placeCount).toBe(3);
  });

  it('refuses (409) a placing another person took in the standings since the import', async () => {
    const { d, b, unpairedId } = await withUnpaired();
    const participant = await fx.one<{ id: number }>(
      'SELECT id FROM tournament_participants WHERE tournament_competition_id = $1 AND person_id = $2',
      [d, b.id],
    );
    const saved = await server.request({
      method: 'PUT',
      url: `${ADMIN}/competitions/${d}/results`,
      as: 'expert',
      payload: { results: [{ participantId: participant.id, rankFrom: 2, rankTo: 2, standingShared: false }] },
    });
    expect(saved.statusCode, saved.body).toBe(202);
    const res = await pair(unpairedId, await stranger());
    expect(res.statusCode, res.body).toBe(409);
    expect((res.json() as Problem).errors[0]).toMatchObject({ field: 'unpairedResultId' });
    expect((await placings(d)).filter((r) => r.rankFrom === 2)).toHaveLength(1);
  });

  it('makes a calculated discipline not calculated', async () => {
    const { d, unpairedId } = await withUnpaired();
    await server.db.pool.query('UPDATE tournament_competitions SET rank_state_id = 2 WHERE id = $1', [d]);
    const res = await pair(unpairedId, await stranger());
    expect(res.statusCode, res.body).toBe(200);
    expect(await rankState(d)).toBe(1);
  });
});

describe('the discipline update and the season pairing rule', () => {
  it('refuses a previous discipline of the same or a later season, as the pairing call does', async () => {
    const t = await fx.tournament();
    const d = await fx.discipline(t, 'Dvouhra A');
    const sameSeason = await fx.discipline(await fx.tournament(), 'Dvouhra B');
    const put = (previousCompetitionId: number) =>
      server.request({
        method: 'PUT',
        url: `${ADMIN}/competitions/${d}`,
        as: 'expert',
        payload: { name: 'Dvouhra A', previousCompetitionId },
        headers: { 'accept-language': 'en' },
      });
    const res = await put(sameSeason);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as Problem).errors.map((e) => e.field)).toEqual(['previousCompetitionId']);
    const created = await server.request({
      method: 'POST',
      url: `${ADMIN}/${t}/competitions`,
      as: 'expert',
      payload: { name: 'Dvouhra C', previousCompetitionId: sameSeason },
    });
    expect(created.statusCode, created.body).toBe(400);
    // An earlier season's discipline is taken.
    const earlier = await fx.one<{ id: number }>(
      `SELECT c.id FROM tournament_competitions c JOIN tournaments pt ON pt.id = c.tournament_id
         JOIN seasons ps ON ps.id = pt.season_id
        WHERE ps.valid_till < (SELECT s.valid_from FROM seasons s JOIN tournaments x ON x.season_id = s.id WHERE x.id = $1)
        ORDER BY c.id LIMIT 1`,
      [t],
    );
    const ok = await put(earlier.id);
    expect(ok.statusCode, ok.body).toBe(202);
  });
});

describe('a roster whose person leaves the discipline', () => {
  it('is withdrawn when a partner application is deleted or stops being active, and signed_teams follows', async () => {
    const {
      t,
      d,
      persons: [p1, p2, p3, p4],
      ids: apps,
    } = await withAthletes(4);
    const roster = async (firstPersonId: number, secondPersonId: number) => {
      const res = await server.request({
        method: 'POST',
        url: `${ADMIN}/competitions/${d}/rosters`,
        as: 'expert',
        payload: { firstPersonId, secondPersonId },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const r1 = await roster(p1!, p2!);
    const r2 = await roster(p3!, p4!);
    const state = async (id: number) =>
      (await fx.one<{ s: number }>('SELECT state_id AS s FROM tournament_team_rosters WHERE id = $1', [id])).s;
    const teams = async () =>
      (await fx.one<{ n: number }>('SELECT signed_teams AS n FROM tournaments WHERE id = $1', [t])).n;
    expect(await teams()).toBe(2);

    const deleted = await server.request({
      method: 'DELETE',
      url: `${ADMIN}/competitions/participants/${apps[1]}`,
      as: 'expert',
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await state(r1)).toBe(4);
    expect(await teams()).toBe(1);

    const rejected = await server.request({
      method: 'PUT',
      url: `${ADMIN}/competitions/participants/${apps[2]}`,
      as: 'expert',
      payload: { stateId: 3 },
    });
    expect(rejected.statusCode, rejected.body).toBeLessThan(300);
    expect(await state(r2)).toBe(4);
    expect(await teams()).toBe(0);
  });

  it('leaves the rosters of a cancelled discipline out of signed_teams, as its athletes are out of signed_athletes', async () => {
    const { t, d } = await rosterOfOne();
    const cancelled = await server.request({ method: 'PUT', url: `${ADMIN}/competitions/${d}/state/4`, as: 'expert' });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const counts = await fx.one<{ teams: number; athletes: number }>(
      'SELECT signed_teams AS teams, signed_athletes AS athletes FROM tournaments WHERE id = $1',
      [t],
    );
    expect(counts).toEqual({ teams: 0, athletes: 0 });
  });
});

describe('a standings save of some rows only', () => {
  const save = (d: number, results: object[]) =>
    server.request({ method: 'PUT', url: `${ADMIN}/competitions/${d}/results`, as: 'expert', payload: { results } });
  const place = (participantId: number, from: number, to = from) => ({
    participantId,
    rankFrom: from,
    rankTo: to,
    standingShared: from !== to,
  });

  it('refuses a placing that a later application not sent holds or overlaps, naming the sent row', async () => {
    const {
      d,
      ids: [a, b, c],
    } = await withAthletes(3);
    expect((await save(d, [place(b!, 1), place(c!, 2, 3)])).statusCode).toBe(202);
    const taken = await save(d, [place(a!, 1)]);
    expect(taken.statusCode, taken.body).toBe(400);
    expect((taken.json() as Problem).errors.map((e) => e.field)).toEqual(['results.0.rankFrom']);
    const overlap = await save(d, [place(a!, 2)]);
    expect(overlap.statusCode, overlap.body).toBe(400);
    expect((overlap.json() as Problem).errors.map((e) => e.field)).toEqual(['results.0.rankFrom']);
    expect((await placings(d)).map((r) => r.rankFrom)).toEqual([1, 2]);
  });
});

describe('two roster edits at once', () => {
  it('keeps both: the second reads the roster after the first wrote it', async () => {
    const { t, rosterId: id } = await rosterOfOne();
    // Hold the tournament's lock so that both edits wait for it, then let them go.
    const holder = await server.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE', [t]);
      const edit = (payload: object) =>
        server.request({ method: 'PUT', url: `${ADMIN}/rosters/${id}`, as: 'expert', payload });
      const first = edit({ note: 'Levák' });
      const second = edit({ stateId: 2 });
      for (let i = 0; i < 100; i++) {
        const { rows } = await server.db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        if (rows[0]!.n >= 2) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await holder.query('COMMIT');
      const answers = await Promise.all([first, second]);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(300);
    } finally {
      holder.release();
    }
    const row = await fx.one<{ note: string | null; stateId: number }>(
      'SELECT note, state_id AS "stateId" FROM tournament_team_rosters WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ note: 'Levák', stateId: 2 });
  });
});

describe('a pair that holds one unshared placing', () => {
  it('cannot be deleted, withdrawn or split while the standings rely on it (409)', async () => {
    const t = await fx.tournament();
    const d = await fx.discipline(t);
    const persons4 = await fx.membersOf(await fx.clubOf('club'), 3);
    const apps: number[] = [];
    for (const personId of persons4) {
      const res = await server.request({
        method: 'POST',
        url: `${ADMIN}/competitions/${d}/participants`,
        as: 'expert',
        payload: { personId, roleId: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
      apps.push(res.json().data.id);
    }
    const created = await server.request({
      method: 'POST',
      url: `${ADMIN}/competitions/${d}/rosters`,
      as: 'expert',
      payload: { firstPersonId: persons4[0], secondPersonId: persons4[1] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const saved = await server.request({
      method: 'PUT',
      url: `${ADMIN}/competitions/${d}/results`,
      as: 'expert',
      payload: {
        results: apps
          .slice(0, 2)
          .map((participantId) => ({ participantId, rankFrom: 1, rankTo: 1, standingShared: false })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(202);
    const club = await server.request({
      method: 'DELETE',
      url: `/api/club-zone/tournaments/rosters/${id}`,
      as: 'club',
    });
    expect(club.statusCode, club.body).toBe(409);
    const office = await server.request({ method: 'DELETE', url: `${ADMIN}/rosters/${id}`, as: 'expert' });
    expect(office.statusCode, office.body).toBe(409);
    const withdrawn = await server.request({
      method: 'PUT',
      url: `${ADMIN}/rosters/${id}`,
      as: 'expert',
      payload: { stateId: 4 },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(409);
    const split = await server.request({
      method: 'PUT',
      url: `${ADMIN}/rosters/${id}`,
      as: 'expert',
      payload: { secondPersonId: persons4[2] },
    });
    expect(split.statusCode, split.body).toBe(409);
    // A note still changes.
    const note = await server.request({
      method: 'PUT',
      url: `${ADMIN}/rosters/${id}`,
      as: 'expert',
      payload: { note: 'ok' },
    });
    expect(note.statusCode, note.body).toBeLessThan(300);
  });
});

describe('the counts fill and the standings', () => {
  it('refuses a start count below a placing the standings already use (400 naming it)', async () => {
    const t = await fx.tournament();
    const d = await fx.discipline(t);
    const [a, b, c] = await persons(3);
    const res = await importCsv(d, line('1', a!), line('2', b!), line('3', c!));
    expect(res.statusCode, res.body).toBe(200);
    const fill = (startParticipantCount: number) =>
      server.request({
        method: 'PUT',
        url: `${ADMIN}/competitions/${d}/counts`,
        as: 'expert',
        payload: { startParticipantCount },
        headers: { 'accept-language': 'en' },
      });
    const low = await fill(2);
    expect(low.statusCode, low.body).toBe(400);
    expect((low.json() as Problem).errors.map((e) => e.field)).toEqual(['startParticipantCount']);
    expect((await fill(3)).statusCode).toBeLessThan(300);
  });
});
