// Findings of the review of the dynamic tournaments, each through HTTP on real PostgreSQL: control
// characters refused as a 400 on their field (never a 500), birth data only for the own club's
// applications, frozen (cancelled/archived) tournaments refuse every change and offer no such link,
// the application state table of the update call, the bulk call's pair cap and per-row results, a
// bad statute 8 ratio in the codebook.
import { describe, expect, it } from 'vitest';
import { addDays, today } from '../../src/platform/clock';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';

const server = useTestServer();

type Problem = { code: string; detail: string; errors: { field?: string; message: string }[] };
type Link = { operationId: string };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as: DemoUser,
  payload?: object,
  lang = 'en',
) {
  return server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
}
const problem = (res: { json(): unknown }) => res.json() as Problem;

const ADMIN = '/api/admin-zone/tournaments';
const CLUB = '/api/club-zone/tournaments';
const iso = (days: number) => addDays(today(), days);
const NUL = '\u0000';
const CONTROL_EN = /control characters/;
const CONTROL_CS = /řídicí znaky/;

const fixtures = applicationFixtures(server);
const { one, discipline, clubOf, membersOf } = fixtures;
const tournament = (stateId = 2, organizerId: number | null = null) => fixtures.tournament({ stateId, organizerId });

async function anyPersons(count: number): Promise<number[]> {
  const { rows } = await server.db.pool.query<{ id: number }>(`SELECT id FROM persons ORDER BY id LIMIT $1`, [count]);
  return rows.map((r) => r.id);
}

async function tournamentBody(over: Record<string, unknown> = {}) {
  const season = await one<{ id: number }>(`SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1`);
  return {
    name: 'Kontrola znaků',
    dateFrom: iso(30),
    dateTill: iso(31),
    seasonId: season.id,
    organizerText: 'Pořadatel',
    typeLevelPairs: [{ typeId: 1, levelId: null }],
    ...over,
  };
}

describe('control characters are a 400 on their field, never a 500', () => {
  it('refuses NUL in the tournament contact e-mail, important links and proposition (cs and en)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ contactEmail: `a${NUL}@b.cz` }, 'contactEmail'],
      [{ importantLinks: [{ title: 'Web', url: `https://example.cz/${NUL}` }] }, 'importantLinks.0.url'],
      [{ importantLinks: [{ title: `W${NUL}eb`, url: 'https://example.cz/' }] }, 'importantLinks.0.title'],
      [{ proposition: `<p>a${NUL}b</p>` }, 'proposition'],
    ];
    for (const [over, field] of cases) {
      for (const [lang, pattern] of [
        ['en', CONTROL_EN],
        ['cs', CONTROL_CS],
      ] as const) {
        const res = await call('POST', ADMIN, 'expert', await tournamentBody(over), lang);
        expect(res.statusCode, `${field} ${res.body}`).toBe(400);
        const error = problem(res).errors.find((e) => e.field === field);
        expect(error?.message, field).toMatch(pattern);
      }
    }
    // Tab and line feed stay allowed in the rich text.
    const ok = await call('POST', ADMIN, 'expert', await tournamentBody({ proposition: '<p>a\tb\nc</p>' }));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("refuses NUL in an application note's texts, single and bulk, and in the applicants search", async () => {
    const t = await tournament();
    const d = await discipline(t);
    const [person] = await anyPersons(1);
    for (const key of ['category', 'clubName']) {
      const note = JSON.stringify({ [key]: `x${NUL}y` });
      const single = await call('POST', `${ADMIN}/competitions/${d}/participants`, 'expert', {
        personId: person,
        roleId: 1,
        note,
      });
      expect(single.statusCode, single.body).toBe(400);
      expect(problem(single).errors.find((e) => e.field === 'note')?.message).toMatch(CONTROL_EN);
      const bulk = await call('POST', `${ADMIN}/participants/bulk`, 'expert', {
        competitionIds: [d],
        personIds: [person],
        roleId: 1,
        note,
      });
      expect(bulk.statusCode, bulk.body).toBe(400);
      expect(problem(bulk).errors.find((e) => e.field === 'note')?.message).toMatch(CONTROL_EN);
    }
    for (const zone of ['admin', 'club'] as const) {
      const res = await call(
        'GET',
        `/api/${zone}-zone/tournaments/participants/applicants?search=%00`,
        zone === 'admin' ? 'expert' : 'club',
        undefined,
        'cs',
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(problem(res).errors.find((e) => e.field === 'search')?.message).toMatch(CONTROL_CS);
    }
  });
});

describe('control characters in list queries', () => {
  it('answers 400, never 500, for NUL in a filter of the tournament, discipline and application lists', async () => {
    const t = await tournament();
    for (const url of [
      `${ADMIN}?fields[name][v]=%00`,
      `${ADMIN}?fields[tab][v]=%00`,
      `${ADMIN}/${t}/competitions?fields[name][v]=%00`,
      `${ADMIN}/${t}/participants?fields[club][v]=%00`,
      `${CLUB}?fields[name][v]=%00`,
    ]) {
      const res = await call('GET', url, url.startsWith(CLUB) ? 'club' : 'expert');
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
    }
  });
});

describe('birth data', () => {
  it("the organizer club sees other clubs' applicants without birth date and number, its own with them", async () => {
    const own = await clubOf('club');
    const other = await clubOf('clubro');
    const [ownMember] = await membersOf(own, 1);
    const [otherMember] = await membersOf(other, 1);
    const t = await tournament(2, own);
    const d = await discipline(t);
    for (const [personId, clubId] of [
      [ownMember, own],
      [otherMember, other],
    ]) {
      const res = await call('POST', `${ADMIN}/competitions/${d}/participants`, 'expert', {
        personId,
        roleId: 1,
        clubId,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await server.db.pool.query(
      `UPDATE persons SET birth_date = '2000-01-02', birth_number = '000102/1234' WHERE id = ANY($1)`,
      [[ownMember, otherMember]],
    );
    const list = (await call('GET', `${CLUB}/${t}/participants`, 'club')).json().data as {
      personId: number;
      birthDate: string | null;
      birthNumber: string | null;
    }[];
    const mine = list.find((p) => p.personId === ownMember)!;
    const theirs = list.find((p) => p.personId === otherMember)!;
    expect(mine.birthDate).toBe('2000-01-02');
    expect(mine.birthNumber).toBe('000102/1234');
    expect(theirs).toBeDefined();
    expect(theirs.birthDate).toBeNull();
    expect(theirs.birthNumber).toBeNull();
    // The admin zone sees both.
    const admin = (await call('GET', `${ADMIN}/${t}/participants`, 'expert')).json().data as {
      birthNumber: string | null;
    }[];
    expect(admin.every((p) => p.birthNumber === '000102/1234')).toBe(true);
  });
});

describe('frozen tournaments (cancelled, archived)', () => {
  it('refuse discipline, counts, application and attachment changes with a 409 and offer no such link', async () => {
    const own = await clubOf('club');
    const [member] = await membersOf(own, 1);
    for (const frozen of [5, 6]) {
      const t = await tournament(2, own);
      const d = await discipline(t);
      const applied = await call('POST', `${ADMIN}/competitions/${d}/participants`, 'expert', {
        personId: member,
        roleId: 1,
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const participantId = applied.json().data.id as number;
      const file = await one<{ id: string }>(
        `INSERT INTO files (id, purpose, name, content_type, size, owner_user_id, storage_key)
         SELECT gen_random_uuid(), 'tournament-attachment', 'a.pdf', 'application/pdf', 1, id,
                'review/' || gen_random_uuid()
           FROM users WHERE user_name = 'expert@fedra.test' RETURNING id`,
      );
      const { id: attachmentId } = await one<{ id: number }>(
        `INSERT INTO tournament_attachments (tournament_id, name, file_id) VALUES ($1, 'Příloha', $2) RETURNING id`,
        [t, file.id],
      );
      await server.db.pool.query(`UPDATE tournaments SET state_id = $2 WHERE id = $1`, [t, frozen]);

      const refusals = [
        await call('PUT', `${ADMIN}/competitions/${d}/state/2`, 'expert'),
        await call('PUT', `${ADMIN}/competitions/${d}/counts`, 'expert', { startParticipantCount: 3 }),
        await call('PUT', `${ADMIN}/competitions/participants/${participantId}`, 'expert', { stateId: 2 }),
        await call('DELETE', `${ADMIN}/competitions/participants/${participantId}`, 'expert'),
        await call('POST', `${ADMIN}/competitions/${d}/participants`, 'expert', { personId: member, roleId: 4 }),
        await call('POST', `${ADMIN}/${t}/attachments`, 'expert', { name: 'X', fileUrl: 'files/nothing' }),
        await call('PUT', `${ADMIN}/attachments/${attachmentId}`, 'expert', { name: 'Nová' }),
        await call('DELETE', `${ADMIN}/attachments/${attachmentId}`, 'expert'),
      ];
      for (const res of refusals) {
        expect(res.statusCode, res.body).toBe(409);
        expect(problem(res).detail).toMatch(/Cancelled|Archived/);
      }
      const counts = await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM tournament_participants WHERE id = $1 AND state_id = 1`,
        [participantId],
      );
      expect(counts.n).toBe(1);

      const competition = await call('GET', `${ADMIN}/competitions/${d}`, 'expert');
      const competitionLinks = (competition.json().links as Link[]).map((l) => l.operationId);
      expect(competitionLinks).not.toContain('tournament.competition.update');
      expect(competitionLinks).not.toContain('tournament.competition.counts');
      expect(competitionLinks).not.toContain('tournament.competition.state');
      expect(competitionLinks).not.toContain('tournament.participant.create');
      const participants = (await call('GET', `${ADMIN}/${t}/participants`, 'expert')).json().data as {
        links: Link[];
      }[];
      expect(participants[0]!.links).toEqual([]);
      const detail = await call('GET', `${ADMIN}/${t}`, 'expert');
      const tournamentLinks = (detail.json().links as Link[]).map((l) => l.operationId);
      expect(tournamentLinks).not.toContain('tournament.dynamic.attachment.create');
      expect(tournamentLinks).not.toContain('tournament.dynamic.attachment.update');
      expect(tournamentLinks).not.toContain('tournament.dynamic.attachment.delete');
    }
  });
});

describe('application state changes through the update call', () => {
  it('allows 1→2, 1→3, 3→2, 2→3, 2→5 and refuses the rest with a 409 naming both states', async () => {
    const t = await tournament();
    const d = await discipline(t);
    const persons = await anyPersons(6);
    const make = async (personId: number) => {
      const res = await call('POST', `${ADMIN}/competitions/${d}/participants`, 'expert', { personId, roleId: 1 });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const put = (id: number, stateId: number, lang = 'en') =>
      call('PUT', `${ADMIN}/competitions/participants/${id}`, 'expert', { stateId }, lang);
    const a = await make(persons[0]!);
    expect((await put(a, 3)).statusCode).toBe(202); // 1 → 3
    expect((await put(a, 2)).statusCode).toBe(202); // 3 → 2
    const same = await put(a, 2); // 2 → 2
    expect(same.statusCode).toBe(409);
    expect(problem(same).detail).toMatch(/Confirmed.*Confirmed/);
    const back = await put(a, 1, 'cs'); // 2 → 1
    expect(back.statusCode).toBe(409);
    expect(problem(back).errors[0]).toMatchObject({ field: 'stateId' });
    expect((await put(a, 4)).statusCode).toBe(409); // 2 → 4
    expect((await put(a, 3)).statusCode).toBe(202); // 2 → 3
    expect((await put(a, 5)).statusCode).toBe(409); // 3 → 5
    expect((await put(a, 2)).statusCode).toBe(202); // 3 → 2
    expect((await put(a, 5)).statusCode).toBe(202); // 2 → 5
    for (const to of [1, 2, 3, 4]) expect((await put(a, to)).statusCode).toBe(409); // 5 is final
    const b = await make(persons[1]!);
    expect((await put(b, 5)).statusCode).toBe(409); // 1 → 5
    expect((await put(b, 4)).statusCode).toBe(409); // 1 → 4
    expect((await put(b, 2)).statusCode).toBe(202); // 1 → 2
  });
});

describe('bulk', () => {
  it('caps the pairs at 500 naming both lists, and answers per row', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const tooMany = await call('POST', `${ADMIN}/participants/bulk`, 'expert', {
      competitionIds: ids.slice(0, 11),
      personIds: ids,
      roleId: 1,
    });
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    const fields = problem(tooMany).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['competitionIds', 'personIds']));
    expect(problem(tooMany).errors[0]!.message).toMatch(/500.*550/);

    const t = await tournament();
    const disciplines = [await discipline(t, 'A'), await discipline(t, 'B')];
    const persons = await anyPersons(3);
    const res = await call('POST', `${ADMIN}/participants/bulk`, 'expert', {
      competitionIds: [...disciplines, 2147483000],
      personIds: persons,
      roleId: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { okCount: number; failedCount: number; results: { ok: boolean }[] };
    expect(data.okCount).toBe(6);
    expect(data.failedCount).toBe(3);
    expect(data.results).toHaveLength(9);
  });
});

describe('statute 8', () => {
  it('a ratio in the codebook that is no positive integer falls back to 10 and breaks no list', async () => {
    const before = await one<{ attrs: unknown }>(
      `SELECT attrs FROM codebook_entries WHERE list = 'tournamentTypes' AND id = 1`,
    );
    const t = await tournament();
    await server.db.pool.query(`UPDATE tournaments SET signed_athletes = 21 WHERE id = $1`, [t]);
    try {
      for (const bad of ['"ten"', '2.5', '0', '-3', '"99999999999"']) {
        await server.db.pool.query(
          `UPDATE codebook_entries SET attrs = attrs || jsonb_build_object('athletesPerReferee', $1::jsonb)
            WHERE list = 'tournamentTypes' AND id = 1`,
          [bad],
        );
        const list = await call('GET', `${ADMIN}?limit=100`, 'expert');
        expect(list.statusCode, `${bad} ${list.body}`).toBe(200);
        const got = await call('GET', `${ADMIN}/${t}`, 'expert');
        expect(got.statusCode, got.body).toBe(200);
        expect(got.json().data.statute8.requiredReferees, bad).toBe(3);
      }
    } finally {
      await server.db.pool.query(
        `UPDATE codebook_entries SET attrs = $1::jsonb WHERE list = 'tournamentTypes' AND id = 1`,
        [JSON.stringify(before.attrs)],
      );
    }
  });
});
