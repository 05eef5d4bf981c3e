// The referee journal through HTTP on real PostgreSQL: the overview's counts and last dates in
// each admin scope, a member's own journal and nobody else's, the entries' rules in both
// languages (date bounds, codebooks, linked events), the denials and the module switch.
import { parse as parseCsv } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { today as clockToday } from '../../src/platform/clock';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const ADMIN = '/api/admin-zone/referee-journals';
const PERSONAL = '/api/personal-zone/referee-journals';

type Caller = DemoUser | { token: string };
type Overview = {
  personId: number;
  fullName: string;
  registrationNumber: string | null;
  federationUnitId: number | null;
  count: number;
  lastDate: string | null;
  refereeRoles: string[];
};
type Entry = {
  id: number;
  personId: number;
  date: string;
  name: string;
  city: string | null;
  tournamentId: number | null;
  leagueMatchId: number | null;
};

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Caller, payload?: object, lang = 'en') {
  return server.request({
    method,
    url,
    ...(typeof as === 'string' ? { as } : { token: as.token }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  return (await server.db.pool.query(text, params)).rows[0] as T;
}

// The server's clock (set to TEST_TODAY by the test server).
const today = () => clockToday();
const valid = (over: Record<string, unknown> = {}) => ({
  date: '2024-05-01',
  typeId: 6,
  name: 'Testovací turnaj',
  city: 'Praha',
  ageCategoryGroupId: 3,
  gameMain: 4,
  gameServe: 2,
  isChiefReferee: true,
  ...over,
});

let memberPersonId: number;
/** A referee with demo entries other than the member, of another federation unit than unit@'s (1). */
let otherReferee: { id: number; unitId: number };
let referee1: number;

beforeAll(async () => {
  memberPersonId = (
    await one<{ id: number }>(`SELECT assign_person_id AS id FROM users WHERE user_name = 'member@fedra.test'`)
  ).id;
  otherReferee = await one(
    `SELECT p.id, p.federation_unit_id AS "unitId" FROM persons p
      WHERE p.id <> $1 AND p.federation_unit_id <> 1 AND EXISTS (SELECT 1 FROM referee_journal_entries e WHERE e.person_id = p.id)
      ORDER BY p.id LIMIT 1`,
    [memberPersonId],
  );
  referee1 = (
    await one<{ id: number }>(
      `SELECT min(p.id) AS id FROM persons p JOIN person_roles r ON r.person_id = p.id AND r.type_id = 4
        WHERE p.federation_unit_id = 1 AND r.valid_from <= ${TEST_DAY} AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY})`,
    )
  ).id;
});

describe('overview', () => {
  it('lists every referee with the count and last date of their entries, computed in SQL', async () => {
    const res = await call('GET', `${ADMIN}?limit=1000`, 'expert');
    expect(res.statusCode, res.body).toBe(200);
    const rows: Overview[] = res.json().data;
    const expected = (
      await server.db.pool.query<{ id: number; n: number; last: string }>(
        `SELECT person_id AS id, count(*)::int AS n, max(date)::text AS last FROM referee_journal_entries GROUP BY 1`,
      )
    ).rows;
    expect(expected.length).toBeGreaterThan(3);
    for (const e of expected) {
      const row = rows.find((r) => r.personId === e.id);
      expect(row, `person ${e.id}`).toBeDefined();
      expect([row!.count, row!.lastDate]).toEqual([e.n, e.last]);
    }
    // A current referee without entries shows with 0, and the names of their referee levels.
    const member = rows.find((r) => r.personId === memberPersonId)!;
    expect(member.count).toBeGreaterThan(0);
    const refereeOnly = rows.find((r) => r.count === 0);
    expect(refereeOnly?.lastDate).toBeNull();
    expect(rows.filter((r) => r.refereeRoles.length > 0).length).toBeGreaterThan(0);
    expect(rows.flatMap((r) => r.refereeRoles).every((n) => /referee/i.test(n))).toBe(true);
    // Czech names for a Czech caller.
    const cs = (await call('GET', `${ADMIN}?limit=1000`, 'expert', undefined, 'cs')).json().data as Overview[];
    expect(cs.flatMap((r) => r.refereeRoles).every((n) => /rozhodčí/i.test(n))).toBe(true);
  });

  it('sorts by count and last date, filters by name without accents and by the last date', async () => {
    const byCount: Overview[] = (await call('GET', `${ADMIN}?sort=-count,fullName&limit=1000`, 'expert')).json().data;
    const counts = byCount.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const member = byCount.find((r) => r.personId === memberPersonId)!;
    const plain = member.fullName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = await call(
      'GET',
      `${ADMIN}?fields[fullName][o]=valuesLike&fields[fullName][v]=${encodeURIComponent(plain)}`,
      'expert',
    );
    expect(found.json().data.map((r: Overview) => r.personId)).toContain(memberPersonId);
    const range = await call(
      'GET',
      `${ADMIN}?fields[lastDate][o]=valueDateRange&fields[lastDate][v][from]=${member.lastDate}&fields[lastDate][v][to]=${member.lastDate}`,
      'expert',
    );
    expect(range.json().data.every((r: Overview) => r.lastDate === member.lastDate)).toBe(true);
    const bad = await call('GET', `${ADMIN}?sort=note`, 'expert');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('sort');
  });

  it('exports the overview as CSV', async () => {
    const res = await call('GET', `${ADMIN}?format=csv&sort=-count`, 'expert');
    expect(res.statusCode).toBe(200);
    const records: string[][] = parseCsv(res.rawPayload.toString('utf8').replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect(records[0]).toEqual(['Name', 'Registration number', 'Referee roles', 'Entries', 'Last entry']);
    expect(records.length).toBeGreaterThan(3);
  });

  it("shows a unit manager only its units' referees; another unit's journal is 403", async () => {
    const rows: Overview[] = (await call('GET', `${ADMIN}?limit=1000`, 'unit')).json().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.federationUnitId === 1)).toBe(true);
    expect((await call('GET', `${ADMIN}/${otherReferee.id}`, 'unit')).statusCode).toBe(403);
    expect((await call('GET', `${ADMIN}/${otherReferee.id}/entries`, 'unit')).statusCode).toBe(403);
    const own = await call('GET', `${ADMIN}/${referee1}`, 'unit');
    expect(own.statusCode).toBe(200);
    // A unit manager reads only: no write links.
    expect(own.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.admin.zone.referee.journal.detail.list',
    ]);
  });

  it('refuses the club zone, members and anonymous callers', async () => {
    for (const who of ['club', 'clubro', 'member'] as const) {
      expect((await call('GET', ADMIN, who)).statusCode, who).toBe(403);
    }
    expect((await server.request({ method: 'GET', url: ADMIN })).statusCode).toBe(401);
  });
});

describe('a referee journal in the admin zone', () => {
  it('answers the header with the links of the caller and the entries newest first', async () => {
    const head = await call('GET', `${ADMIN}/${otherReferee.id}`, 'expert');
    expect(head.statusCode).toBe(200);
    expect(head.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.admin.zone.referee.journal.detail.list',
      'api.admin.zone.referee.journal.create',
      'api.admin.zone.referee.journal.update',
      'api.admin.zone.referee.journal.delete',
    ]);
    const list = await call('GET', `${ADMIN}/${otherReferee.id}/entries`, 'expert');
    const entries: Entry[] = list.json().data;
    expect(entries.length).toBe(head.json().data.count);
    expect(entries.every((e) => e.personId === otherReferee.id)).toBe(true);
    const dates = entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call('GET', `${ADMIN}/99999999`, 'expert')).statusCode).toBe(404);
  });

  it('creates, changes and deletes an entry; a linked tournament gives its name and city', async () => {
    const t = await one<{ id: number; name: string; city: string | null }>(
      `SELECT id, name, city FROM tournaments WHERE type_id <> 7 ORDER BY id LIMIT 1`,
    );
    const created = await call(
      'POST',
      `${ADMIN}/${referee1}/entries`,
      'expert',
      valid({ name: '', city: null, tournamentId: t.id, typeId: 1 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const entry: Entry = created.json().data;
    expect([entry.personId, entry.name, entry.city, entry.tournamentId]).toEqual([referee1, t.name, t.city, t.id]);
    expect(created.json().links.map((l: { href?: string }) => l.href)).toEqual([
      `${ADMIN}/entries/${entry.id}`,
      `${ADMIN}/entries/${entry.id}`,
    ]);

    const m = await one<{ id: number }>('SELECT min(id) AS id FROM league_matches');
    const changed = await call(
      'PUT',
      `${ADMIN}/entries/${entry.id}`,
      'expert',
      valid({ name: 'Vlastní název', leagueMatchId: m.id, typeId: 2 }),
    );
    expect(changed.statusCode, changed.body).toBe(202);
    expect(changed.json().data).toMatchObject({
      name: 'Vlastní název',
      leagueMatchId: m.id,
      tournamentId: null,
      gameMain: 4,
    });

    const head = (await call('GET', `${ADMIN}/${referee1}`, 'expert')).json().data as Overview;
    expect(head.count).toBe(
      (
        await one<{ n: number }>('SELECT count(*)::int AS n FROM referee_journal_entries WHERE person_id = $1', [
          referee1,
        ])
      ).n,
    );

    expect((await call('DELETE', `${ADMIN}/entries/${entry.id}`, 'expert')).statusCode).toBe(202);
    expect(await one('SELECT 1 FROM referee_journal_entries WHERE id = $1', [entry.id])).toBeUndefined();
    expect((await call('DELETE', `${ADMIN}/entries/${entry.id}`, 'expert')).statusCode).toBe(404);
  });

  it('refuses writes to read-only and unit roles', async () => {
    const token = await server.tokenForRole('rjreadonly@fedra.test', 'AdminExpertCommissionReadOnly');
    expect((await call('GET', `${ADMIN}/${referee1}/entries`, { token })).statusCode).toBe(200);
    const write = await call('POST', `${ADMIN}/${referee1}/entries`, { token }, valid());
    expect(write.statusCode).toBe(403);
    expect((await call('POST', `${ADMIN}/${referee1}/entries`, 'unit', valid())).statusCode).toBe(403);
    const anyEntry = await one<{ id: number }>('SELECT min(id) AS id FROM referee_journal_entries');
    expect((await call('DELETE', `${ADMIN}/entries/${anyEntry.id}`, { token })).statusCode).toBe(403);
    expect((await call('DELETE', `${ADMIN}/entries/${anyEntry.id}`, 'club')).statusCode).toBe(403);
  });

  it('names every bad field, in English and Czech, with the date bounds', async () => {
    const bad = valid({ date: '1999-12-31', typeId: 999, ageCategoryGroupId: 998, tournamentId: 99999999, name: '' });
    const en = await call('POST', `${ADMIN}/${referee1}/entries`, 'expert', bad);
    expect(en.statusCode).toBe(400);
    expect(en.headers['content-type']).toContain('application/problem+json');
    const errors: { field: string; message: string }[] = en.json().errors;
    expect(errors.map((e) => e.field).sort()).toEqual(['ageCategoryGroupId', 'date', 'name', 'tournamentId', 'typeId']);
    expect(errors.find((e) => e.field === 'date')?.message).toBe('Date must be at least 2000-01-01');
    const cs = await call('POST', `${ADMIN}/${referee1}/entries`, 'expert', bad, 'cs');
    expect(cs.json().errors.find((e: { field: string }) => e.field === 'date').message).toBe(
      'Datum musí být nejméně 1. 1. 2000',
    );

    const future = await call('POST', `${ADMIN}/${referee1}/entries`, 'expert', valid({ date: '2999-01-01' }), 'cs');
    const [y, m, d] = today().split('-');
    expect(future.json().errors).toEqual([
      { field: 'date', message: `Datum musí být nejvýše ${Number(d)}. ${Number(m)}. ${y}` },
    ]);
    const futureEn = await call('POST', `${ADMIN}/${referee1}/entries`, 'expert', valid({ date: '2999-01-01' }));
    expect(futureEn.json().errors[0].message).toBe(`Date must be at most ${today()}`);

    const shape = await call('POST', `${ADMIN}/${referee1}/entries`, 'expert', {
      date: '2024-02-30',
      gameMain: -1,
      gameServe: 5000,
      isTraining: 'yes',
      note: 'x'.repeat(2001),
    });
    expect(shape.statusCode).toBe(400);
    expect(
      shape
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['date', 'gameMain', 'gameServe', 'isTraining', 'note', 'typeId'].sort());
    const leagueMatch = await call(
      'POST',
      `${ADMIN}/${referee1}/entries`,
      'expert',
      valid({ leagueMatchId: 99999999 }),
    );
    expect(leagueMatch.json().errors).toEqual([
      { field: 'leagueMatchId', message: expect.stringContaining('99999999') },
    ]);
    expect(
      await one('SELECT 1 FROM referee_journal_entries WHERE name = $1 AND person_id = $2 AND date = $3', [
        'Testovací turnaj',
        referee1,
        '2024-05-01',
      ]),
    ).toBeUndefined();
  });

  it('refuses control characters (a NUL byte) in the texts and the event search with a 400, not a 500', async () => {
    const res = await call(
      'POST',
      `${ADMIN}/${referee1}/entries`,
      'expert',
      valid({ name: 'a\u0000b', city: 'Pra\u0007ha', levelText: 'x\u0000', note: 'line\nnext\u0000' }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['city', 'levelText', 'name', 'note']);
    // A note keeps its line breaks.
    const multiline = await call('POST', `${ADMIN}/${referee1}/entries`, 'expert', valid({ note: 'one\ntwo' }));
    expect(multiline.statusCode).toBe(201);
    await call('DELETE', `${ADMIN}/entries/${multiline.json().data.id}`, 'expert');
    const search = await call('GET', `${ADMIN}/events?search=a%00b`, 'expert', undefined, 'cs');
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual([{ field: 'search', message: expect.any(String) }]);
  });

  it('finds tournaments and league matches to link to', async () => {
    const res = await call('GET', `${ADMIN}/events`, 'expert');
    expect(res.statusCode).toBe(200);
    const kinds = new Set(res.json().data.map((e: { kind: string }) => e.kind));
    expect(kinds).toEqual(new Set(['tournament', 'leagueMatch']));
    // Only what has begun: an entry records what happened.
    expect(res.json().data.every((e: { date: string }) => e.date <= today())).toBe(true);
    const t = await one<{ name: string }>(`SELECT name FROM tournaments WHERE type_id <> 7 ORDER BY id LIMIT 1`);
    const word = t.name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const found = await call('GET', `${ADMIN}/events?search=${encodeURIComponent(word)}`, 'expert');
    expect(found.json().data.length).toBeGreaterThan(0);
    expect(
      found
        .json()
        .data.every((e: { name: string }) =>
          e.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(word),
        ),
    ).toBe(true);
  });
});

describe('the personal journal', () => {
  it('offers and links only the events a member may see: no draft tournament', async () => {
    const original = await one<{ id: number; name: string; stateId: number }>(
      `SELECT id, name, state_id AS "stateId" FROM tournaments
        WHERE type_id <> 7 AND NOT is_cancelled AND date_from <= ${TEST_DAY} ORDER BY id LIMIT 1`,
    );
    await server.db.pool.query(`UPDATE tournaments SET state_id = 1, name = 'Tajný koncept' WHERE id = $1`, [
      original.id,
    ]);
    try {
      const mine = await call('GET', `${PERSONAL}/events?search=tajny%20koncept`, 'member');
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toEqual([]);
      const office = await call('GET', `${ADMIN}/events?search=tajny%20koncept`, 'expert');
      expect(office.json().data.map((e: { id: number }) => e.id)).toContain(original.id);
      const linked = await call('POST', `${PERSONAL}/entries`, 'member', {
        date: '2024-05-01',
        typeId: 6,
        name: 'Turnaj',
        tournamentId: original.id,
      });
      expect(linked.statusCode).toBe(400);
      expect(linked.json().errors).toEqual([{ field: 'tournamentId', message: expect.any(String) }]);
    } finally {
      await server.db.pool.query('UPDATE tournaments SET state_id = $2, name = $3 WHERE id = $1', [
        original.id,
        original.stateId,
        original.name,
      ]);
    }
  });

  it("shows the member only their own entries, with the member's links", async () => {
    const head = await call('GET', PERSONAL, 'member');
    expect(head.statusCode, head.body).toBe(200);
    expect(head.json().data.personId).toBe(memberPersonId);
    expect(head.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.personal.zone.referee.journal.detail.list',
      'api.personal.zone.referee.journal.create',
      'api.personal.zone.referee.journal.update',
      'api.personal.zone.referee.journal.delete',
    ]);
    const entries: Entry[] = (await call('GET', `${PERSONAL}/entries`, 'member')).json().data;
    const n = await one<{ n: number }>('SELECT count(*)::int AS n FROM referee_journal_entries WHERE person_id = $1', [
      memberPersonId,
    ]);
    expect(entries.length).toBe(n.n);
    expect(entries.every((e) => e.personId === memberPersonId)).toBe(true);
    expect((await call('GET', `${PERSONAL}/entries?format=csv`, 'member')).statusCode).toBe(200);
  });

  it('lets the member add, change and delete own entries, and no one else’s (404)', async () => {
    const created = await call('POST', `${PERSONAL}/entries`, 'member', valid({ personId: otherReferee.id }));
    // personId is not a field of the entry: the member cannot write into another journal.
    expect(created.statusCode).toBe(400);
    expect(created.json().errors[0].field).toBe('personId');
    const own = await call('POST', `${PERSONAL}/entries`, 'member', valid());
    expect(own.statusCode, own.body).toBe(201);
    const id = own.json().data.id;
    expect(own.json().data.personId).toBe(memberPersonId);
    expect(
      (await call('PUT', `${PERSONAL}/entries/${id}`, 'member', valid({ name: 'Změněno' }))).json().data.name,
    ).toBe('Změněno');

    const foreign = await one<{ id: number }>(
      'SELECT min(id) AS id FROM referee_journal_entries WHERE person_id = $1',
      [otherReferee.id],
    );
    expect((await call('PUT', `${PERSONAL}/entries/${foreign.id}`, 'member', valid())).statusCode).toBe(404);
    expect((await call('DELETE', `${PERSONAL}/entries/${foreign.id}`, 'member')).statusCode).toBe(404);
    expect(await one('SELECT 1 FROM referee_journal_entries WHERE id = $1', [foreign.id])).toBeDefined();

    expect((await call('DELETE', `${PERSONAL}/entries/${id}`, 'member')).statusCode).toBe(202);
    expect(await one('SELECT 1 FROM referee_journal_entries WHERE id = $1', [id])).toBeUndefined();
  });

  it('refuses the personal calls to admin and club users', async () => {
    for (const who of ['expert', 'club'] as const) {
      expect((await call('GET', `${PERSONAL}/entries`, who)).statusCode, who).toBe(403);
    }
  });
});

describe('module switch', () => {
  const off = useTestServer({ MODULES: 'board' });
  it('answers 404 for the journal calls when the refereeJournal module is off', async () => {
    expect((await off.request({ method: 'GET', url: ADMIN, as: 'expert' })).statusCode).toBe(404);
    expect((await off.request({ method: 'GET', url: `${PERSONAL}/entries`, as: 'member' })).statusCode).toBe(404);
  });
});
