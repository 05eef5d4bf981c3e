// Result imports (docs/decisions.md "Result imports"): the fencing timing tool's CSV of a
// discipline in both encodings, the tournament software's JSON, the rows kept for pairing by hand
// and their pairing, the replace semantics (no duplicates when run twice), every refusal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';

const server = useTestServer();
const fx = applicationFixtures(server);

const SAMPLES = path.resolve(__dirname, '../../../../docs/samples');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name));
const CSV_HEADER = 'Umístění;Příjmení;Jméno;Datum narození;Registrační číslo;Klub;Výsledek';

async function upload(name: string, bytes: Buffer, purpose = 'result-import', as: DemoUser = 'expert') {
  const contentType = name.endsWith('.json') ? 'application/json' : 'text/csv';
  const asked = await server.request({
    method: 'POST',
    url: '/api/admin-zone/files/upload-url',
    as,
    payload: { name, contentType, size: bytes.length, purpose },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { uploadUrl, fileUrl, headers } = asked.json().data;
  const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return fileUrl as string;
}

const csvUrl = (competitionId: number) =>
  `/api/fisaf/admin-zone/tournaments/competitions/${competitionId}/import/participants/csv`;

async function importCsv(competitionId: number, bytes: Buffer | string, as: DemoUser = 'expert', lang = 'cs') {
  const body = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const fileUrl = await upload('results.csv', body);
  return server.request({
    method: 'POST',
    url: csvUrl(competitionId),
    as,
    payload: { fileUrl },
    headers: { 'accept-language': lang },
  });
}

const csv = (...rows: string[]) => [CSV_HEADER, ...rows].join('\r\n');

async function setup(name = 'Fleret muži') {
  const tournamentId = await fx.tournament();
  const competitionId = await fx.discipline(tournamentId, name);
  return { tournamentId, competitionId };
}

async function results(competitionId: number) {
  const { rows } = await server.db.pool.query(
    `SELECT a.person_id AS "personId", a.rank_from AS "rankFrom", a.rank_to AS "rankTo", a.standing_shared AS shared,
            a.result, a.points::text AS points, a.points_cp::text AS "pointsCp", a.state_id AS "stateId",
            a.club_id AS "clubId", a.role_id AS "roleId"
       FROM tournament_participants a WHERE a.tournament_competition_id = $1 ORDER BY a.rank_from NULLS LAST, a.person_id`,
    [competitionId],
  );
  return rows;
}

async function unpairedRows(competitionId: number) {
  const { rows } = await server.db.pool.query(
    `SELECT id, row_key, reason, paired_participant_id FROM tournament_unpaired_results
      WHERE tournament_competition_id = $1 ORDER BY id`,
    [competitionId],
  );
  return rows;
}

const personByRegNo = async (regNo: string) =>
  (await fx.one<{ id: number }>('SELECT id FROM persons WHERE registration_number = $1', [regNo])).id;

describe('the fencing timing tool CSV', () => {
  it('imports the sample in windows-1250 and UTF-8: one row unpaired, paired by hand, no duplicates on re-runs', async () => {
    const { tournamentId, competitionId } = await setup();
    const first = await importCsv(competitionId, sample('fencing-results.csv'));
    expect(first.statusCode, first.body).toBe(200);
    const summary = first.json().data;
    expect(summary).toMatchObject({ total: 6, processed: 5, unprocessed: 1, unpaired: 1, created: 5 });
    expect(summary.rows).toEqual([
      {
        row: 6,
        competitionId,
        code: 'notFound',
        message: 'Osobu Tomáš Neznámý se nepodařilo najít; výsledek čeká na ruční spárování.',
      },
    ]);

    const pavlik = await personByRegNo('CZE 269-161');
    const bures = await personByRegNo('CZE 692-216');
    const written = await results(competitionId);
    expect(written).toHaveLength(5);
    expect(written[0]).toMatchObject({ personId: pavlik, rankFrom: 1, rankTo: 1, shared: false, result: '5 V / 0 P' });
    expect(written[0].stateId).toBe(2);
    expect(written[0].roleId).toBe(1);
    const pavlikClub = await fx.one<{ id: number }>(
      `SELECT r.club_id AS id FROM person_roles r WHERE r.person_id = $1 AND r.type_id = 1
        AND r.valid_from <= ${TEST_DAY} AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY})
      ORDER BY r.valid_from DESC, r.id DESC LIMIT 1`,
      [pavlik],
    );
    expect(written[0].clubId).toBe(pavlikClub?.id ?? null);
    // Matched by name (case and accents ignored) and birth date: a shared placing.
    expect(written.find((w) => w.personId === bures)).toMatchObject({ rankFrom: 3, rankTo: 4, shared: true });
    const counts = await fx.one<{ athletes: number }>(
      'SELECT athletes_count AS athletes FROM tournament_competitions WHERE id = $1',
      [competitionId],
    );
    expect(counts.athletes).toBe(5);

    // The unpaired row, listed with its links, then paired with a person by hand.
    const list = await server.request({
      method: 'GET',
      url: `/api/admin-zone/tournaments/${tournamentId}/unpaired-results?fields[competitionId][o]=valuesEqual&fields[competitionId][v]=${competitionId}`,
      as: 'expert',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(1);
    const row = list.json().data[0];
    expect(row).toMatchObject({ lastName: 'Neznámý', firstName: 'Tomáš', rankFrom: 5, rankTo: 5, reason: 'notFound' });
    expect(row.links.map((l: { rel?: string; method: string }) => l.method).sort()).toEqual(['DELETE', 'POST']);
    const unitList = await server.request({
      method: 'GET',
      url: `/api/admin-zone/tournaments/${tournamentId}/unpaired-results`,
      as: 'unit',
    });
    expect(unitList.statusCode).toBe(200);
    expect(unitList.json().data[0].links).toEqual([]);

    const stranger = await personByRegNo('CZE 869-942');
    const paired = await server.request({
      method: 'POST',
      url: '/api/admin-zone/tournaments/competitions/participants/pair',
      as: 'expert',
      payload: { unpairedResultId: row.id, personId: stranger },
    });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json().data).toMatchObject({ unpairedResultId: row.id, created: true });
    expect((await results(competitionId)).find((w) => w.personId === stranger)).toMatchObject({
      rankFrom: 5,
      rankTo: 5,
    });
    const after = await server.request({
      method: 'GET',
      url: `/api/admin-zone/tournaments/${tournamentId}/unpaired-results`,
      as: 'expert',
    });
    expect(after.json().total).toBe(0);
    // Paired once: pairing again is refused.
    const again = await server.request({
      method: 'POST',
      url: '/api/admin-zone/tournaments/competitions/participants/pair',
      as: 'expert',
      payload: { unpairedResultId: row.id, personId: stranger },
    });
    expect(again.statusCode).toBe(409);

    // The same results again, in UTF-8 and once more in windows-1250: the pairing is remembered,
    // nothing is duplicated.
    for (const file of ['fencing-results.utf8.csv', 'fencing-results.csv']) {
      const rerun = await importCsv(competitionId, sample(file), 'expert', 'en');
      expect(rerun.statusCode, rerun.body).toBe(200);
      expect(rerun.json().data).toMatchObject({ total: 6, processed: 6, unprocessed: 0, unpaired: 0, created: 0 });
      const now = await results(competitionId);
      expect(now).toHaveLength(6);
      expect(now.filter((w) => w.rankFrom !== null)).toHaveLength(6);
      const kept = await unpairedRows(competitionId);
      expect(kept).toHaveLength(1);
      expect(kept[0].paired_participant_id).not.toBeNull();
    }
  });

  it('replaces the previous results: rows gone from the file lose their placing', async () => {
    const { competitionId } = await setup();
    expect((await importCsv(competitionId, sample('fencing-results.utf8.csv'))).statusCode).toBe(200);
    const res = await importCsv(competitionId, csv('1;Pavlík;Filip;27.06.2002;CZE 269-161;;'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, processed: 1, unpaired: 0 });
    const now = await results(competitionId);
    expect(now.filter((w) => w.rankFrom !== null)).toHaveLength(1);
    // The applications stay (only results are replaced); the unpaired row of the old file is gone.
    expect(now).toHaveLength(5);
    expect(await unpairedRows(competitionId)).toHaveLength(0);
  });

  it('keeps rows with unknown registration numbers for pairing instead of refusing the file', async () => {
    const { competitionId } = await setup();
    const res = await importCsv(
      competitionId,
      csv(
        '1;Pavlík;Filip;27.06.2002;CZE 269-161;;',
        '2;Nový;Jan;01.01.2000;CZE 000-001;;',
        '3;Starý;Jan;;CZE 000-002;;',
      ),
      'expert',
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 3, processed: 1, unprocessed: 2, unpaired: 2 });
    expect(data.rows.map((r: { code: string }) => r.code)).toEqual([
      'unknownRegistrationNumber',
      'unknownRegistrationNumber',
    ]);
    expect(data.rows[0].message).toBe(
      'The registration number CZE 000-001 does not exist; the result waits for pairing by hand.',
    );
    const kept = await unpairedRows(competitionId);
    expect(kept.map((k) => k.reason)).toEqual(['unknownRegistrationNumber', 'unknownRegistrationNumber']);
  });

  it('refuses a file with missing columns or a value outside the header (400 naming fileUrl)', async () => {
    const { competitionId } = await setup();
    const missing = await importCsv(competitionId, 'Umístění;Příjmení;Klub\r\n1;Pavlík;TJ\r\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'fileUrl' })]);
    expect(missing.json().errors[0].message).toContain('Jméno');
    const extra = await importCsv(competitionId, csv('1;Pavlík;Filip;27.06.2002;CZE 269-161;;;navíc'));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors[0].field).toBe('fileUrl');
    // Nothing was written.
    expect(await results(competitionId)).toHaveLength(0);
    // Not an upload of this purpose.
    const wrong = await server.request({
      method: 'POST',
      url: csvUrl(competitionId),
      as: 'expert',
      payload: { fileUrl: 'https://example.com/x.csv' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('fileUrl');
  });

  it('reports repeated rows and persons, bad placings, dates and control characters per row', async () => {
    const { competitionId } = await setup();
    const res = await importCsv(
      competitionId,
      csv(
        '1;Pavlík;Filip;27.06.2002;CZE 269-161;;',
        '1;Pavlík;Filip;27.06.2002;CZE 269-161;;',
        '2;Pavlík;Filip;27.06.2002;CZE 269-161;;',
        'x;Holý;Denis;10.09.2009;CZE 865-807;;',
        '0;Holý;Denis;10.09.2009;CZE 865-807;;',
        '4-3;Holý;Denis;10.09.2009;CZE 865-807;;',
        '99;Holý;Denis;10.09.2009;CZE 865-807;;',
        '3;Holý;Denis;31.02.2009;;;',
        '3;Holý;De\u0007nis;10.09.2009;CZE 865-807;;',
        ';Holý;Denis;10.09.2009;CZE 865-807;;',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 10, processed: 1, unprocessed: 9, unpaired: 0 });
    const byRow = Object.fromEntries(data.rows.map((r: { row: number; message: string }) => [r.row, r.message]));
    expect(byRow[3]).toBe('Řádek opakuje řádek 2.');
    expect(byRow[4]).toBe('Osoba Filip Pavlík je už na řádku 2.');
    expect(byRow[5]).toContain('„x“ nemá tvar');
    expect(byRow[6]).toContain('„0“ nemá tvar');
    expect(byRow[7]).toContain('„4-3“ nemá tvar');
    expect(byRow[8]).toBe('Umístění „99“ musí ležet v rozmezí 1 až 10.');
    expect(byRow[9]).toContain('31.02.2009');
    expect(byRow[10]).toContain('řídicí znaky');
    expect(byRow[11]).toBe('Chybí umístění.');
    expect(data.rows.every((r: { code: string }) => r.code === 'invalid')).toBe(true);
  });

  it('refuses a frozen tournament (409) and answers 404 for no such discipline', async () => {
    const { tournamentId, competitionId } = await setup();
    await server.db.pool.query('UPDATE tournaments SET state_id = 5 WHERE id = $1', [tournamentId]);
    const res = await importCsv(competitionId, sample('fencing-results.csv'));
    expect(res.statusCode).toBe(409);
    expect(await results(competitionId)).toHaveLength(0);
    const fileUrl = await upload('r.csv', sample('fencing-results.csv'));
    const none = await server.request({ method: 'POST', url: csvUrl(99999999), as: 'expert', payload: { fileUrl } });
    expect(none.statusCode).toBe(404);
  });

  it('refuses the club, read-only and personal roles and the unit manager', async () => {
    const { tournamentId, competitionId } = await setup();
    const fileUrl = await upload('r.csv', sample('fencing-results.csv'));
    for (const as of ['club', 'clubro', 'member', 'unit'] as DemoUser[]) {
      const res = await server.request({ method: 'POST', url: csvUrl(competitionId), as, payload: { fileUrl } });
      expect(res.statusCode, `${as} ${res.body}`).toBe(403);
      const soft = await server.request({
        method: 'POST',
        url: `/api/admin-zone/tournaments/${tournamentId}/import/results`,
        as,
        payload: { fileUrl },
      });
      expect(soft.statusCode, as).toBe(403);
      const pair = await server.request({
        method: 'POST',
        url: '/api/admin-zone/tournaments/competitions/participants/pair',
        as,
        payload: { unpairedResultId: 1, personId: 1 },
      });
      expect(pair.statusCode, as).toBe(403);
    }
    for (const as of ['club', 'clubro', 'member'] as DemoUser[]) {
      const list = await server.request({
        method: 'GET',
        url: `/api/admin-zone/tournaments/${tournamentId}/unpaired-results`,
        as,
      });
      expect(list.statusCode, as).toBe(403);
    }
    // The read-only commission (no demo account): its role rows give it no import or pairing.
    const { rows } = await server.db.pool.query(`
      SELECT p.permission FROM user_role_type_permissions p JOIN user_role_types t ON t.id = p.role_type_id
       WHERE t.code = 'AdminExpertCommissionReadOnly'
         AND (p.permission LIKE '%results.import%' OR p.permission LIKE '%participant.pair%')`);
    expect(rows).toEqual([]);
    expect(await results(competitionId)).toHaveLength(0);
  });
});

describe('pairing by hand', () => {
  async function withUnpaired() {
    const { tournamentId, competitionId } = await setup();
    const res = await importCsv(
      competitionId,
      csv('1;Pavlík;Filip;27.06.2002;CZE 269-161;;', '2;Neznámý;Karel;01.01.1990;;Klub X;'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = (await unpairedRows(competitionId))[0].id as number;
    return { tournamentId, competitionId, id };
  }
  const pair = (unpairedResultId: number, personId: number, as: DemoUser = 'expert') =>
    server.request({
      method: 'POST',
      url: '/api/admin-zone/tournaments/competitions/participants/pair',
      as,
      payload: { unpairedResultId, personId },
    });

  it('refuses a person who already holds a result in the discipline (409 naming personId)', async () => {
    const { competitionId, id } = await withUnpaired();
    const res = await pair(id, await personByRegNo('CZE 269-161'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ field: 'personId' });
    expect(res.json().errors[0].message).toContain('Filip Pavlík');
    expect((await unpairedRows(competitionId))[0].paired_participant_id).toBeNull();
  });

  it('writes onto an existing application without a result, and checks the body', async () => {
    const { competitionId, id } = await withUnpaired();
    const person = await personByRegNo('CZE 865-807');
    const applied = await server.request({
      method: 'POST',
      url: `/api/admin-zone/tournaments/competitions/${competitionId}/participants`,
      as: 'expert',
      payload: { personId: person, roleId: 1 },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const bad = await pair(id, 99999999);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('personId');
    const noRow = await pair(99999999, person);
    expect(noRow.statusCode).toBe(400);
    expect(noRow.json().errors[0].field).toBe('unpairedResultId');
    const invalid = await server.request({
      method: 'POST',
      url: '/api/admin-zone/tournaments/competitions/participants/pair',
      as: 'expert',
      payload: { unpairedResultId: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    const res = await pair(id, person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ participantId: applied.json().data.id, created: false });
    expect((await results(competitionId)).find((w) => w.personId === person)).toMatchObject({ rankFrom: 2, rankTo: 2 });
  });

  it('dismisses a row (and not in a frozen tournament)', async () => {
    const { tournamentId, competitionId, id } = await withUnpaired();
    const denied = await server.request({
      method: 'DELETE',
      url: `/api/admin-zone/tournaments/unpaired-results/${id}`,
      as: 'unit',
    });
    expect(denied.statusCode).toBe(403);
    await server.db.pool.query('UPDATE tournaments SET state_id = 6 WHERE id = $1', [tournamentId]);
    const frozen = await server.request({
      method: 'DELETE',
      url: `/api/admin-zone/tournaments/unpaired-results/${id}`,
      as: 'expert',
    });
    expect(frozen.statusCode).toBe(409);
    expect((await pair(id, await personByRegNo('CZE 865-807'))).statusCode).toBe(409);
    await server.db.pool.query('UPDATE tournaments SET state_id = 2 WHERE id = $1', [tournamentId]);
    const res = await server.request({
      method: 'DELETE',
      url: `/api/admin-zone/tournaments/unpaired-results/${id}`,
      as: 'expert',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await unpairedRows(competitionId)).toHaveLength(0);
    const gone = await server.request({
      method: 'DELETE',
      url: `/api/admin-zone/tournaments/unpaired-results/${id}`,
      as: 'expert',
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('the tournament software JSON', () => {
  async function setupBoth() {
    const tournamentId = await fx.tournament();
    const men = await fx.discipline(tournamentId, 'Dvouhra muži (hlavní)');
    await server.db.pool.query(
      `UPDATE tournament_competitions SET external_id = 'DM', coeficient_cp = 2 WHERE id = $1`,
      [men],
    );
    const women = await fx.discipline(tournamentId, 'Dvouhra ženy');
    return { tournamentId, men, women };
  }
  const importJson = async (tournamentId: number, bytes: Buffer | string, lang = 'cs') => {
    const body = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    const fileUrl = await upload('results.json', body, 'result-import-software');
    return server.request({
      method: 'POST',
      url: `/api/admin-zone/tournaments/${tournamentId}/import/results`,
      as: 'expert',
      payload: { fileUrl },
      headers: { 'accept-language': lang },
    });
  };

  it('imports the sample: disciplines by externalId then name, points and ranking points, idempotent', async () => {
    const { tournamentId, men, women } = await setupBoth();
    for (let run = 0; run < 2; run++) {
      const res = await importJson(tournamentId, sample('tournament-results.json'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ total: 7, processed: 6, unprocessed: 1, unpaired: 1 });
      expect(res.json().data.competitionIds).toEqual([men, women]);
      expect(res.json().data.rows).toEqual([expect.objectContaining({ competitionId: women, row: 3 })]);
      const m = await results(men);
      expect(m).toHaveLength(4);
      expect(m[0]).toMatchObject({ rankFrom: 1, points: '100.00', pointsCp: '200.00', result: '21:15 21:18' });
      expect(m.filter((r) => r.shared)).toHaveLength(2);
      const w = await results(women);
      expect(w).toHaveLength(2);
      expect(w[0]).toMatchObject({ rankFrom: 1, points: '100.00', pointsCp: '100.00' });
      expect(await unpairedRows(women)).toHaveLength(1);
    }
  });

  it('refuses an unknown discipline, a file that is not JSON of the format, and changes nothing', async () => {
    const { tournamentId, men } = await setupBoth();
    const doc = JSON.parse(sample('tournament-results.json').toString('utf8'));
    doc.disciplines.push({ name: 'Čtyřhra smíšená', results: [] });
    const res = await importJson(tournamentId, JSON.stringify(doc), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'fileUrl', message: 'The tournament has no discipline Čtyřhra smíšená.' }),
    ]);
    expect(await results(men)).toHaveLength(0);
    const notJson = await importJson(tournamentId, '{"format": ');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors[0].field).toBe('fileUrl');
    const wrong = await importJson(tournamentId, JSON.stringify({ format: 'other', disciplines: [] }));
    expect(wrong.statusCode).toBe(400);
    const shape = await importJson(
      tournamentId,
      JSON.stringify({ format: 'fedra-results/1', disciplines: [{ results: [] }, { name: 'x\u0007', results: [] }] }),
    );
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors).toHaveLength(2);
  });

  it('checks rows as the CSV does: bad placing, control characters, duplicates', async () => {
    const { tournamentId, men } = await setupBoth();
    const res = await importJson(
      tournamentId,
      JSON.stringify({
        format: 'fedra-results/1',
        disciplines: [
          {
            externalId: 'DM',
            results: [
              { place: 1, registrationNumber: 'CZE 269-161', firstName: 'Filip', lastName: 'Pavlík' },
              { place: '2', registrationNumber: 'CZE 269-161', firstName: 'Filip', lastName: 'Pavlík' },
              { place: '3–', registrationNumber: 'CZE 865-807', firstName: 'Denis', lastName: 'Holý' },
              {
                place: '3',
                registrationNumber: 'CZE 865-807',
                firstName: 'Denis',
                lastName: 'Holý',
                result: 'a\u0000b',
              },
              { place: '3', registrationNumber: 'CZE 865-807', firstName: 'Denis', lastName: 'Holý', points: -1 },
              { place: '3', registrationNumber: { x: 1 }, firstName: 'Denis', lastName: 'Holý' },
            ],
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 6, processed: 1, unprocessed: 5 });
    expect(res.json().data.rows.map((r: { row: number }) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(await results(men)).toHaveLength(1);
  });
});
