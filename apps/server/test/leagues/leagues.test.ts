// Leagues, their competitions and attachments through HTTP on real PostgreSQL (issue 16): the
// office's CRUD with the validation 400s in both languages and the 409s of a frozen league, what
// each zone sees (a club the published leagues and the drafts it organizes, a member the published
// ones), the denials, the module switch, and leagues left out of the tournament lists.
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';
import { leagueFixtures } from './league-fixtures';

const server = useTestServer();

type Caller = DemoUser | 'anonymous';
type Problem = { code: string; errors: { field?: string; message: string }[] };

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
const fields = (res: { json(): unknown }) => problem(res).errors.map((e) => e.field);
const message = (res: { json(): unknown }, field: string) =>
  problem(res).errors.find((e) => e.field === field)?.message;

const ADMIN = '/api/admin-zone/leagues';
const CLUB = '/api/club-zone/leagues';
const PERSONAL = '/api/personal-zone/leagues';

const fx = leagueFixtures(server);

async function seasonId(): Promise<number> {
  return (await fx.one<{ id: number }>('SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1')).id;
}
async function clubOfClubManager(): Promise<number> {
  return (await fx.one<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`))
    .id;
}

const leagueBody = async (over: object = {}) => ({
  name: `Extraliga ${Math.random().toString(36).slice(2, 8)}`,
  seasonId: await seasonId(),
  dateFrom: '2026-09-01',
  dateTill: '2027-05-31',
  stateId: 2,
  note: 'Hraje se v sobotu.',
  contactName: 'Jan Novák',
  contactEmail: 'liga@fedra.test',
  ...over,
});

const competitionBody = (over: object = {}) => ({
  name: 'Muži A',
  stateId: 1,
  dateFrom: '2026-09-05',
  dateTill: '2027-05-20',
  gamePerMatch: 5,
  isDraw: true,
  openForParticipants: '2026-01-01',
  closeForParticipants: '2099-12-31',
  roundCount: 2,
  setMax: 3,
  ...over,
});

describe('leagues (office CRUD)', () => {
  it('creates, reads, lists, changes and deletes a league with a competition', async () => {
    const body = await leagueBody();
    const created = await call('POST', ADMIN, 'expert', body);
    expect(created.statusCode, created.body).toBe(201);
    const league = created.json().data;
    expect(league).toMatchObject({
      name: body.name,
      stateId: 2,
      competitionCount: 0,
      teamCount: 0,
      note: 'Hraje se v sobotu.',
      isEditable: true,
      competitions: [],
    });
    const ops = created.json().links.map((l: { operationId: string }) => l.operationId);
    expect(ops).toEqual(
      expect.arrayContaining([
        'api.admin.zone.league.update',
        'api.admin.zone.league.delete',
        'api.admin.zone.league.competition.create',
      ]),
    );
    // The league is a tournament of the league type with the pair (7, no level).
    const pair = await fx.one<{ type_id: number; level_id: number | null; order: number }>(
      'SELECT type_id, level_id, "order" FROM tournament_type_levels WHERE tournament_id = $1',
      [league.id],
    );
    expect(pair).toEqual({ type_id: 7, level_id: null, order: 1 });

    const comp = await call('POST', `${ADMIN}/${league.id}/competitions`, 'expert', competitionBody());
    expect(comp.statusCode, comp.body).toBe(201);
    expect(comp.json().data).toMatchObject({
      leagueId: league.id,
      name: 'Muži A',
      systemId: 6,
      setMax: 3,
      roundCount: 2,
      isOpenForParticipants: true,
      teamCount: 0,
    });
    const competitionId = comp.json().data.id;

    const list = await call(
      'GET',
      `${ADMIN}?fields[name][o]=valuesLike&fields[name][v]=${encodeURIComponent(body.name.toUpperCase())}`,
      'expert',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: league.id, competitionCount: 1, teamCount: 0 }] });

    const detail = await call('GET', `${ADMIN}/${league.id}`, 'expert');
    expect(detail.json().data.competitions).toEqual([
      expect.objectContaining({ id: competitionId, name: 'Muži A', teamCount: 0, matchCount: 0 }),
    ]);

    const changed = await call(
      'PUT',
      `${ADMIN}/competitions/${competitionId}`,
      'expert',
      competitionBody({ name: 'Muži B', setMax: 5 }),
    );
    expect(changed.statusCode, changed.body).toBe(202);
    expect(changed.json().data).toMatchObject({ name: 'Muži B', setMax: 5 });

    const updated = await call('PUT', `${ADMIN}/${league.id}`, 'expert', { ...body, name: `${body.name} 2` });
    expect(updated.statusCode, updated.body).toBe(202);
    expect(updated.json().data.name).toBe(`${body.name} 2`);

    const teamId = await fx.team(league.id, 'Tým A');
    await fx.enter(competitionId, teamId);
    const removed = await call('DELETE', `${ADMIN}/${league.id}`, 'expert');
    expect(removed.statusCode, removed.body).toBe(202);
    expect((await call('GET', `${ADMIN}/${league.id}`, 'expert')).statusCode).toBe(404);
    const left = await fx.one<{ n: number }>(
      'SELECT (SELECT count(*) FROM league_teams WHERE id = $1) + (SELECT count(*) FROM tournament_competitions WHERE id = $2) AS n',
      [teamId, competitionId],
    );
    expect(Number(left.n)).toBe(0);
  });

  it('deletes a competition with its entered teams', async () => {
    const leagueId = await fx.league();
    const competitionId = await fx.competition(leagueId);
    await fx.enter(competitionId, await fx.team(leagueId, 'Tým X'));
    const res = await call('DELETE', `${ADMIN}/competitions/${competitionId}`, 'expert');
    expect(res.statusCode, res.body).toBe(202);
    expect((await call('GET', `${ADMIN}/competitions/${competitionId}`, 'expert')).statusCode).toBe(404);
  });

  it('sorts and filters the list by season and state, and exports it', async () => {
    const draft = await fx.league({ stateId: 1, name: 'Žluťoučká liga' });
    const byState = await call(
      'GET',
      `${ADMIN}?fields[stateId][o]=valuesEqual&fields[stateId][v]=1&limit=100`,
      'expert',
    );
    expect(byState.statusCode, byState.body).toBe(200);
    expect(byState.json().data.map((l: { id: number }) => l.id)).toContain(draft);
    expect(byState.json().data.every((l: { stateId: number }) => l.stateId === 1)).toBe(true);
    const accents = await call('GET', `${ADMIN}?fields[name][o]=valuesLike&fields[name][v]=zlutouck`, 'expert');
    expect(accents.json().data.map((l: { id: number }) => l.id)).toEqual([draft]);
    for (const sort of ['name', '-name', 'season', '-season', 'dateFrom', '-dateFrom']) {
      expect((await call('GET', `${ADMIN}?sort=${sort}`, 'expert')).statusCode).toBe(200);
    }
    expect((await call('GET', `${ADMIN}?sort=bogus`, 'expert')).statusCode).toBe(400);
    const season = await seasonId();
    const bySeason = await call(
      'GET',
      `${ADMIN}?fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${season}&limit=100`,
      'expert',
    );
    expect(bySeason.json().data.map((l: { id: number }) => l.id)).toContain(draft);
    const csv = await call('GET', `${ADMIN}?format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/csv/);
    expect(csv.body).toContain('Žluťoučká liga');
    const xlsx = await call('GET', `${CLUB}?format=xlsx`, 'club');
    expect(xlsx.statusCode).toBe(200);
    const comps = await call('GET', `${ADMIN}/${draft}/competitions?format=csv`, 'expert');
    expect(comps.statusCode).toBe(200);
  });
});

describe('validation', () => {
  it('names every bad league field in Czech and English', async () => {
    const cs = await call('POST', ADMIN, 'expert', { name: ' ', dateFrom: '2026-10-01', dateTill: '2026-09-01' });
    expect(cs.statusCode).toBe(400);
    expect(fields(cs)).toEqual(expect.arrayContaining(['name', 'seasonId', 'dateFrom', 'dateTill']));
    expect(message(cs, 'dateFrom')).toBe('Datum od je větší než datum do.');
    const en = await call('POST', ADMIN, 'expert', { name: 'L', seasonId: 1, stateId: 3 }, 'en');
    expect(en.statusCode).toBe(400);
    expect(fields(en)).toEqual(expect.arrayContaining(['dateFrom', 'dateTill', 'stateId']));
    expect(message(en, 'stateId')).toBe('A league can only be a draft, published, cancelled or archived.');
    const missingSeason = await call('POST', ADMIN, 'expert', await leagueBody({ seasonId: 999999 }));
    expect(missingSeason.statusCode).toBe(400);
    expect(fields(missingSeason)).toEqual(['seasonId']);
  });

  it('names every bad competition field in Czech and English', async () => {
    const leagueId = await fx.league();
    const bad = competitionBody({
      name: '',
      gamePerMatch: 21,
      setMax: 4,
      roundCount: 3,
      dateFrom: '2026-10-01',
      dateTill: '2026-09-01',
      openForParticipants: '2026-05-01',
      closeForParticipants: '2026-04-01',
    });
    const cs = await call('POST', `${ADMIN}/${leagueId}/competitions`, 'expert', bad);
    expect(cs.statusCode).toBe(400);
    expect(fields(cs)).toEqual(
      expect.arrayContaining([
        'name',
        'gamePerMatch',
        'setMax',
        'roundCount',
        'dateFrom',
        'dateTill',
        'openForParticipants',
        'closeForParticipants',
      ]),
    );
    expect(message(cs, 'setMax')).toBe('Počet setů musí být liché číslo od 1 do 9.');
    const en = await call('POST', `${ADMIN}/${leagueId}/competitions`, 'expert', bad, 'en');
    expect(message(en, 'roundCount')).toBe('The number of rounds must be 1 (each pair meets once) or 2 (twice).');
    const ref = await call(
      'POST',
      `${ADMIN}/${leagueId}/competitions`,
      'expert',
      competitionBody({ systemId: 99999, stateId: 77 }),
    );
    expect(ref.statusCode).toBe(400);
    expect(fields(ref)).toEqual(expect.arrayContaining(['systemId', 'stateId']));
  });
});

describe('frozen leagues (409)', () => {
  it('refuses changes to a cancelled or archived league, but lets the office delete it', async () => {
    for (const stateId of [5, 6]) {
      const leagueId = await fx.league({ stateId });
      const competitionId = await fx.competition(leagueId);
      const update = await call('PUT', `${ADMIN}/${leagueId}`, 'expert', await leagueBody(), 'en');
      expect(update.statusCode).toBe(409);
      expect(problem(update).errors[0]!.message).toMatch(/can no longer be changed/);
      expect((await call('POST', `${ADMIN}/${leagueId}/competitions`, 'expert', competitionBody())).statusCode).toBe(
        409,
      );
      expect(
        (await call('PUT', `${ADMIN}/competitions/${competitionId}`, 'expert', competitionBody())).statusCode,
      ).toBe(409);
      expect((await call('DELETE', `${ADMIN}/competitions/${competitionId}`, 'expert')).statusCode).toBe(409);
      const detail = await call('GET', `${ADMIN}/${leagueId}`, 'expert');
      expect(detail.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
        'api.admin.zone.league.delete',
      ]);
      expect(detail.json().data.isEditable).toBe(false);
      expect((await call('DELETE', `${ADMIN}/${leagueId}`, 'expert')).statusCode).toBe(202);
    }
  });
});

describe('zones', () => {
  it('shows a club the published leagues and its own drafts, a member the published ones', async () => {
    const clubId = await clubOfClubManager();
    const published = await fx.league({ stateId: 2 });
    const ownDraft = await fx.league({ stateId: 1, organizerId: clubId });
    const otherDraft = await fx.league({ stateId: 1, organizerId: null });
    const ids = async (url: string, as: Caller) =>
      (await call('GET', `${url}?limit=500`, as)).json().data.map((l: { id: number }) => l.id) as number[];
    const club = await ids(CLUB, 'club');
    expect(club).toEqual(expect.arrayContaining([published, ownDraft]));
    expect(club).not.toContain(otherDraft);
    const member = await ids(PERSONAL, 'member');
    expect(member).toContain(published);
    expect(member).not.toContain(ownDraft);
    expect((await call('GET', `${PERSONAL}/${ownDraft}`, 'member')).statusCode).toBe(404);
    expect((await call('GET', `${CLUB}/${otherDraft}`, 'club')).statusCode).toBe(404);
    const clubDetail = await call('GET', `${CLUB}/${published}`, 'club');
    expect(clubDetail.statusCode).toBe(200);
    expect(clubDetail.json().links).toEqual([]);
    const competitionId = await fx.competition(published);
    const comp = await call('GET', `${PERSONAL}/competitions/${competitionId}`, 'member');
    expect(comp.statusCode).toBe(200);
    expect(comp.json().data.links).toEqual([]);
    expect((await call('GET', `${PERSONAL}/${published}/competitions`, 'member')).json().total).toBe(1);
  });

  it('denies writes to anonymous callers, clubs and read-only roles', async () => {
    const leagueId = await fx.league();
    const competitionId = await fx.competition(leagueId);
    const body = await leagueBody();
    expect((await call('GET', ADMIN, 'anonymous')).statusCode).toBe(401);
    expect((await call('POST', ADMIN, 'anonymous', body)).statusCode).toBe(401);
    expect((await call('POST', ADMIN, 'club', body)).statusCode).toBe(403);
    expect((await call('POST', ADMIN, 'unit', body)).statusCode).toBe(403);
    expect((await call('DELETE', `${ADMIN}/${leagueId}`, 'clubro')).statusCode).toBe(403);
    expect((await call('PUT', `${ADMIN}/competitions/${competitionId}`, 'member', competitionBody())).statusCode).toBe(
      403,
    );
    const readOnly = await server.tokenForRole('league-readonly@fedra.test', 'AdminExpertCommissionReadOnly');
    const read = await server.request({ method: 'GET', url: `${ADMIN}/${leagueId}`, token: readOnly });
    expect(read.statusCode).toBe(200);
    expect(read.json().links).toEqual([]);
    const write = await server.request({ method: 'POST', url: ADMIN, token: readOnly, payload: body });
    expect(write.statusCode).toBe(403);
  });

  it('does not serve a tournament through the league calls', async () => {
    const t = await fx.one<{ id: number }>(
      `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id)
       VALUES ('Turnaj', ${TEST_DAY}, ${TEST_DAY}, (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 1, 2) RETURNING id`,
    );
    expect((await call('GET', `${ADMIN}/${t.id}`, 'expert')).statusCode).toBe(404);
    expect((await call('DELETE', `${ADMIN}/${t.id}`, 'expert')).statusCode).toBe(404);
    expect((await call('POST', `${ADMIN}/${t.id}/competitions`, 'expert', competitionBody())).statusCode).toBe(404);
  });
});

describe('leagues in the tournament module', () => {
  it('leaves leagues out of the tournament lists, public pages, calendar feed and discipline list', async () => {
    const name = `Liga mimo turnaje ${Date.now()}`;
    const leagueId = await fx.league({ name });
    await fx.competition(leagueId, { name: 'Soutěž ligy' });
    const filter = `fields[name][o]=valuesLike&fields[name][v]=${encodeURIComponent(name)}`;
    for (const [url, as] of [
      [`/api/admin-zone/tournaments?${filter}`, 'expert'],
      [`/api/club-zone/tournaments?${filter}`, 'club'],
      [`/api/personal-zone/tournaments?${filter}`, 'member'],
      [`/api/public-zone/tournaments?${filter}`, 'anonymous'],
    ] as const) {
      const res = await call('GET', url, as);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.json().total, url).toBe(0);
    }
    expect((await call('GET', `/api/public-zone/tournaments/${leagueId}`, 'anonymous')).statusCode).toBe(404);
    const csv = await call('GET', `/api/admin-zone/tournaments?format=csv&${filter}`, 'expert');
    expect(csv.body).not.toContain(name);
    const competitionName = `Soutěž ligy ${name}`;
    await fx.competition(leagueId, { name: competitionName });
    const pairing = await call(
      'GET',
      `/api/admin-zone/tournaments/competitions?fields[name][o]=valuesLike&fields[name][v]=${encodeURIComponent(competitionName)}`,
      'expert',
    );
    expect(pairing.statusCode, pairing.body).toBe(200);
    expect(pairing.json().total).toBe(0);
    const feed = await call('GET', '/api/public-zone/tournaments/calendar.ics', 'anonymous');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(name);
    // The league list shows it.
    expect((await call('GET', `${ADMIN}?${filter}`, 'expert')).json().total).toBe(1);
  });
});

describe('attachments', () => {
  async function upload(): Promise<string> {
    const bytes = Buffer.from('%PDF-1.4 rozpis');
    const asked = await call('POST', '/api/admin-zone/files/upload-url', 'expert', {
      name: 'rozpis.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      purpose: 'tournament-attachment',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { uploadUrl, fileUrl, headers } = asked.json().data;
    const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
    expect(put.statusCode, put.body).toBeLessThan(300);
    return fileUrl as string;
  }

  it('adds, lists in every zone and deletes an attachment of a league', async () => {
    const leagueId = await fx.league();
    const added = await call('POST', `${ADMIN}/${leagueId}/attachments`, 'expert', {
      name: 'Rozpis',
      fileUrl: await upload(),
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id;
    for (const [url, as] of [
      [ADMIN, 'expert'],
      [CLUB, 'club'],
      [PERSONAL, 'member'],
    ] as const) {
      const list = await call('GET', `${url}/${leagueId}/attachments`, as);
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([expect.objectContaining({ id, name: 'Rozpis', fileName: 'rozpis.pdf' })]);
    }
    expect((await call('GET', `${ADMIN}/${leagueId}`, 'expert')).json().data.attachmentCount).toBe(1);
    const missing = await call('POST', `${ADMIN}/${leagueId}/attachments`, 'expert', { name: '' });
    expect(missing.statusCode).toBe(400);
    expect(fields(missing)).toEqual(expect.arrayContaining(['name', 'fileUrl']));
    expect((await call('DELETE', `${ADMIN}/attachments/${id}`, 'club')).statusCode).toBe(403);
    expect((await call('DELETE', `${ADMIN}/attachments/${id}`, 'expert')).statusCode).toBe(202);
    expect((await call('GET', `${ADMIN}/${leagueId}/attachments`, 'expert')).json().total).toBe(0);
  });

  it('refuses attachments of a frozen league', async () => {
    const leagueId = await fx.league({ stateId: 6 });
    const res = await call('POST', `${ADMIN}/${leagueId}/attachments`, 'expert', {
      name: 'X',
      fileUrl: await upload(),
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('module switch', () => {
  const off = useTestServer({ MODULES: 'board' });
  it('answers 404 for the league calls when the league module is off', async () => {
    const res = await off.request({ method: 'GET', url: ADMIN, as: 'expert' });
    expect(res.statusCode).toBe(404);
  });
});
