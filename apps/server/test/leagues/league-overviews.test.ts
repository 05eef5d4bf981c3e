// The lists across leagues through HTTP on real PostgreSQL (the menu's "Družstva" and "Utkání"):
// every league's teams and matches for the office, the current club's own for a club manager; the
// tabs, filters, sorts and exports; drafts and other clubs' rows left out; bad filters refused.
import { MATCH_STATE } from '@fedra/contract';
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';
import { leagueFixtures } from './league-fixtures';

const server = useTestServer();

async function get(url: string, as: DemoUser, lang = 'cs') {
  return server.request({ method: 'GET', url, as, headers: { 'accept-language': lang } });
}
const like = (field: string, value: string) =>
  `fields[${field}][o]=valuesLike&fields[${field}][v]=${encodeURIComponent(value)}`;
const equal = (field: string, value: string | number) => `fields[${field}][o]=valuesEqual&fields[${field}][v]=${value}`;

const { league, competition, team, enter, round, match } = leagueFixtures(server);
const { clubOf } = applicationFixtures(server);

/** A club other than `clubId`. */
async function otherClub(clubId: number): Promise<number> {
  const { rows } = await server.db.pool.query<{ id: number }>('SELECT min(id) AS id FROM clubs WHERE id <> $1', [
    clubId,
  ]);
  return rows[0]!.id;
}

/** Sets a match's start: `days` from the test day at 17:30 Prague time. */
const startsIn = (matchId: number, days: number) =>
  server.db.pool.query(
    `UPDATE league_matches SET start_date = ((${TEST_DAY} + $2::int)::timestamp + time '17:30') AT TIME ZONE 'Europe/Prague'
      WHERE id = $1`,
    [matchId, days],
  );

describe('teams across leagues', () => {
  it('lists every league’s teams for the office and only its own for a club manager, with filters, sorts and export', async () => {
    const clubId = await clubOf('club');
    const rival = await otherClub(clubId);
    const tag = `Přehled ${Date.now()}`;
    const spring = await league({ name: `${tag} jaro` });
    const autumn = await league({ name: `${tag} podzim` });
    // A draft organized by someone else: the office sees it, the club does not.
    const draft = await league({ name: `${tag} návrh`, stateId: 1, organizerId: rival });
    const c = await competition(spring, { name: 'Extraliga mužů' });
    const own = await team(spring, `${tag} Sokol A`, clubId);
    await enter(c, own);
    await team(autumn, `${tag} Sokol B`, clubId);
    await team(spring, `${tag} Orel`, rival);
    await team(draft, `${tag} Sokol N`, clubId);

    const all = await get(`/api/admin-zone/leagues/teams?${like('name', tag)}`, 'expert');
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data as { name: string; leagueName: string; clubName: string; seasonName: string }[];
    expect(rows.map((r) => r.name)).toEqual([`${tag} Orel`, `${tag} Sokol A`, `${tag} Sokol B`, `${tag} Sokol N`]);
    expect(all.json().total).toBe(4);
    const sokolA = all.json().data[1];
    expect(sokolA).toMatchObject({ leagueId: spring, leagueName: `${tag} jaro`, clubId, stateId: 1 });
    expect(sokolA.competitions).toEqual([{ id: c, name: 'Extraliga mužů' }]);
    expect(sokolA.seasonName).toEqual(expect.any(String));
    // The office may change a team of an editable league: the row says so.
    expect(sokolA.links.map((l: { operationId: string }) => l.operationId)).toContain(
      'api.admin.zone.league.team.update',
    );

    const byLeague = await get(
      `/api/admin-zone/leagues/teams?${like('name', tag)}&${equal('leagueId', autumn)}`,
      'expert',
    );
    expect(byLeague.json().data.map((r: { name: string }) => r.name)).toEqual([`${tag} Sokol B`]);
    const sorted = await get(`/api/admin-zone/leagues/teams?${like('name', tag)}&sort=-leagueName`, 'expert');
    expect(sorted.json().data.map((r: { leagueName: string }) => r.leagueName)).toEqual([
      `${tag} podzim`,
      `${tag} návrh`,
      `${tag} jaro`,
      `${tag} jaro`,
    ]);

    // The club manager: its own teams of the leagues it sees, not the rival's, not the draft's.
    const mine = await get(`/api/club-zone/leagues/teams?${like('name', tag)}`, 'club');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((r: { name: string }) => r.name)).toEqual([`${tag} Sokol A`, `${tag} Sokol B`]);
    expect(mine.json().data[0].links).toEqual([]);
    // Asking for another club's teams by id finds none: the scope is the current club.
    const theirs = await get(`/api/club-zone/leagues/teams?${equal('clubId', rival)}&${like('name', tag)}`, 'club');
    expect(theirs.json().total).toBe(0);

    const csv = await get(`/api/admin-zone/leagues/teams?${like('name', tag)}&format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Družstvo');
    expect(csv.body).toContain(`${tag} Sokol A`);
    expect(csv.body).toContain('Extraliga mužů');

    const bad = await get(
      '/api/admin-zone/leagues/teams?fields[nope][o]=valuesEqual&fields[nope][v]=1',
      'expert',
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['fields[nope]']);
  });

  it('is refused to a member and outside the zone', async () => {
    expect((await get('/api/admin-zone/leagues/teams', 'member')).statusCode).toBe(403);
    expect((await get('/api/club-zone/leagues/teams', 'member')).statusCode).toBe(403);
    expect((await get('/api/admin-zone/leagues/matches', 'club')).statusCode).toBe(403);
  });
});

describe('matches across leagues', () => {
  async function season() {
    const clubId = await clubOf('club');
    const rival = await otherClub(clubId);
    const tag = `Zápasy ${Date.now()}`;
    const l = await league({ name: `${tag} liga` });
    const c = await competition(l, { name: 'Extraliga' });
    const home = await team(l, `${tag} Sokol`, clubId);
    const orel = await team(l, `${tag} Orel`, rival);
    const jiskra = await team(l, `${tag} Jiskra`, rival);
    for (const t of [home, orel, jiskra]) await enter(c, t);
    const r1 = await round(c, 1);
    const r2 = await round(c, 2);
    const ahead = await match(c, r2, home, orel);
    await startsIn(ahead, 3);
    const later = await match(c, r2, jiskra, orel, { stateId: MATCH_STATE.postponed });
    await startsIn(later, 20);
    const played = await match(c, r1, orel, jiskra, { stateId: MATCH_STATE.finished, homeScore: 3, awayScore: 1 });
    await startsIn(played, -5);
    const won = await match(c, r1, jiskra, home, { stateId: MATCH_STATE.published, homeScore: 2, awayScore: 3 });
    await startsIn(won, -10);
    const cancelled = await match(c, r1, orel, home, { stateId: MATCH_STATE.cancelled });
    await startsIn(cancelled, -7);
    return { tag, l, c, home, orel, ahead, later, played, won, cancelled };
  }
  const ids = (res: { json(): unknown }) => (res.json() as { data: { id: number }[] }).data.map((r) => r.id);

  it('shows the office what is still to be played, the results and everything, soonest first', async () => {
    const s = await season();
    const league_ = equal('leagueId', s.l);
    const upcoming = await get(`/api/admin-zone/leagues/matches?${league_}&${equal('tab', 'upcoming')}`, 'expert');
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    expect(ids(upcoming)).toEqual([s.ahead, s.later]);
    const first = upcoming.json().data[0];
    expect(first).toMatchObject({
      leagueName: `${s.tag} liga`,
      competitionId: s.c,
      competitionName: 'Extraliga',
      roundNumber: 2,
      homeTeamName: `${s.tag} Sokol`,
      awayTeamName: `${s.tag} Orel`,
      stateId: MATCH_STATE.scheduled,
      scoreHidden: false,
    });
    // An ISO instant: 17:30 in Prague on the day it was set for.
    const start = await server.db.pool.query<{ at: string }>(
      'SELECT start_date AS at FROM league_matches WHERE id = $1',
      [s.ahead],
    );
    expect(first.startDate).toBe(new Date(start.rows[0]!.at).toISOString());

    const played = await get(
      `/api/admin-zone/leagues/matches?${league_}&${equal('tab', 'played')}&sort=-startDate`,
      'expert',
    );
    expect(ids(played)).toEqual([s.played, s.won]);
    // The office sees a finished match's score before it is published.
    expect(played.json().data[0]).toMatchObject({ homeScore: 3, awayScore: 1, scoreHidden: false });

    const all = await get(`/api/admin-zone/leagues/matches?${league_}&${equal('tab', 'all')}`, 'expert');
    expect(ids(all)).toEqual([s.won, s.cancelled, s.played, s.ahead, s.later]);

    // A team plays home or away; a day range is the federation's days.
    const orel = await get(`/api/admin-zone/leagues/matches?${league_}&${like('team', 'orel')}`, 'expert');
    expect(ids(orel)).toEqual([s.cancelled, s.played, s.ahead, s.later]);
    const day = await server.db.pool.query<{ from: string; to: string }>(
      `SELECT to_char(${TEST_DAY} - 7, 'YYYY-MM-DD') AS from, to_char(${TEST_DAY} - 5, 'YYYY-MM-DD') AS to`,
    );
    const { from, to } = day.rows[0]!;
    const range = await get(
      `/api/admin-zone/leagues/matches?${league_}&fields[startDate][o]=valueDateRange&fields[startDate][v][from]=${from}&fields[startDate][v][to]=${to}`,
      'expert',
    );
    expect(ids(range)).toEqual([s.cancelled, s.played]);

    const csv = await get(`/api/admin-zone/leagues/matches?${league_}&${equal('tab', 'played')}&format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Výsledek');
    expect(csv.body).toContain('3:1');
  });

  it('shows a club manager the matches its teams play, home and away, and nothing else', async () => {
    const s = await season();
    const mine = await get(`/api/club-zone/leagues/matches?${equal('leagueId', s.l)}&${equal('tab', 'all')}`, 'club');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(ids(mine)).toEqual([s.won, s.cancelled, s.ahead]);
    expect(mine.json().data[0]).toMatchObject({ homeScore: 2, awayScore: 3, scoreHidden: false });
    const readOnly = await get(`/api/club-zone/leagues/matches?${equal('leagueId', s.l)}`, 'clubro');
    expect(readOnly.statusCode).toBe(200);
  });

  it('names a bad tab or filter in the caller’s language', async () => {
    const bad = await get(`/api/admin-zone/leagues/matches?${equal('tab', 'tomorrow')}`, 'expert', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'fields[tab]' })]);
    // An id past the integer range is no team's: nothing, not a failure.
    const huge = await get(`/api/admin-zone/leagues/matches?${equal('teamId', '99999999999')}`, 'expert');
    expect(huge.statusCode, huge.body).toBe(200);
    expect(huge.json().total).toBe(0);
    const date = await get(
      '/api/admin-zone/leagues/matches?fields[startDate][o]=valueDateRange&fields[startDate][v][from]=zítra',
      'expert',
    );
    expect(date.statusCode).toBe(400);
    expect(date.json().errors.map((e: { field: string }) => e.field)).toEqual(['fields[startDate]']);
  });
});
