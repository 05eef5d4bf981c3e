// The public league calls through HTTP on real PostgreSQL (issue 36 §3): anonymous, never a draft
// league, the exact keys of every answer (nothing personal beyond a player's name and club), the
// score only once public, the 404s, strict queries, the cache headers, the module switch and the
// pages' search-engine metadata.
import { describe, expect, it } from 'vitest';
import { leaguePublicModule } from '../../src/features/league-public';
import { TEST_DAY, TEST_TODAY } from '../database';
import { useTestServer } from '../test-server';
import { leagueFixtures } from './league-fixtures';

const LEAGUES = '/api/public-zone/leagues';
const COMPETITION = '/api/public-zone/league-competitions';
const TEAM = '/api/public-zone/league-teams';
const S = { scheduled: 1, approved: 4, published: 5 };

const keys = (value: object) => Object.keys(value).sort();
const MATCH_KEYS = [
  'awayScore',
  'awaySets',
  'awayTeamId',
  'awayTeamName',
  'homeScore',
  'homeSets',
  'homeTeamId',
  'homeTeamName',
  'id',
  'startDate',
  'stateId',
  'venue',
];
const LEAGUE_REF_KEYS = ['dateFrom', 'dateTill', 'id', 'name', 'organizerName', 'seasonId', 'seasonName', 'stateId'];
const STANDING_KEYS = [
  'ballsLost',
  'ballsWon',
  'club',
  'clubId',
  'draws',
  'losses',
  'matches',
  'name',
  'pointsTotal',
  'rank',
  'rankFrom',
  'rankTo',
  'scoresLost',
  'scoresWon',
  'setsLost',
  'setsWon',
  'teamId',
  'wins',
];

describe('public league calls', () => {
  // No cache here: every test sees its own writes at once.
  const server = useTestServer({ PUBLIC_CACHE_SECONDS: '0' });
  const f = leagueFixtures(server);
  const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });

  /** A published league (one competition of three teams, two rounds) and a draft one. */
  async function setup(prefix: string) {
    const leagueId = await f.league({ name: `${prefix} veřejná liga` });
    const competitionId = await f.competition(leagueId, { name: `${prefix} soutěž`, isDraw: true });
    const clubs = await server.db.pool.query<{ id: number; name: string }>(
      'SELECT id, name FROM clubs ORDER BY id LIMIT 3',
    );
    const [a, b, c] = clubs.rows;
    const alfa = await f.team(leagueId, `${prefix} Alfa`, a!.id);
    const beta = await f.team(leagueId, `${prefix} Beta`, b!.id);
    const gama = await f.team(leagueId, `${prefix} Gama`, c!.id);
    for (const team of [alfa, beta, gama]) await f.enter(competitionId, team);
    // A player who is a member of a club today: the roster shows the name and that club only.
    const player = await f.one<{ id: number; firstName: string; lastName: string; club: string }>(
      `SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", c.name AS club
         FROM persons p JOIN person_roles r ON r.person_id = p.id AND r.type_id = 1
          AND r.valid_from <= ${TEST_DAY} AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY})
         JOIN clubs c ON c.id = r.club_id
        WHERE NOT EXISTS (SELECT 1 FROM league_roster_entries e WHERE e.person_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM person_roles r2 WHERE r2.person_id = p.id AND r2.type_id = 1 AND r2.id <> r.id)
        ORDER BY p.id LIMIT 1`,
    );
    await f.rosterPerson(competitionId, alfa, player.id, 2);
    const round1 = await f.round(competitionId, 1, '2026-09-01');
    const round2 = await f.round(competitionId, 2, '2026-09-08');
    const published = await f.match(competitionId, round1, alfa, beta, {
      stateId: S.published,
      homeScore: 3,
      awayScore: 1,
      homeSets: 6,
      awaySets: 3,
      homeBalls: 120,
      awayBalls: 90,
      homePoints: 3,
      awayPoints: 1,
    });
    const approved = await f.match(competitionId, round1, gama, alfa, {
      stateId: S.approved,
      homeScore: 4,
      awayScore: 0,
      homeSets: 8,
      awaySets: 0,
      homeBalls: 168,
      awayBalls: 80,
      homePoints: 3,
      awayPoints: 1,
    });
    const scheduled = await f.match(competitionId, round2, beta, gama);

    const draftLeagueId = await f.league({ name: `${prefix} návrh ligy`, stateId: 1 });
    const draftCompetitionId = await f.competition(draftLeagueId, { name: `${prefix} tajná soutěž` });
    const draftTeam = await f.team(draftLeagueId, `${prefix} Tajní`);
    await f.enter(draftCompetitionId, draftTeam);
    const { seasonId } = await f.one<{ seasonId: number }>(
      'SELECT season_id AS "seasonId" FROM tournaments WHERE id = $1',
      [leagueId],
    );
    return {
      leagueId,
      competitionId,
      alfa,
      beta,
      gama,
      player,
      published,
      approved,
      scheduled,
      draftLeagueId,
      draftCompetitionId,
      draftTeam,
      seasonId,
    };
  }

  it('lists the public leagues of a season with their competitions, never a draft, with only the public keys', async () => {
    const s = await setup('Přehled');
    const res = await get(`${LEAGUES}?seasonId=${s.seasonId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const body = res.json();
    expect(keys(body)).toEqual(['data', 'links', 'operationId']);
    expect(body.operationId).toBe('public.league.list');
    expect(keys(body.data)).toEqual(['leagues', 'season', 'seasons']);
    expect(body.data.season.id).toBe(s.seasonId);
    expect(keys(body.data.season)).toEqual(['id', 'name']);
    expect(body.data.seasons.map((x: { id: number }) => x.id)).toContain(s.seasonId);
    const ids = body.data.leagues.map((l: { id: number }) => l.id);
    expect(ids).toContain(s.leagueId);
    expect(ids).not.toContain(s.draftLeagueId);
    const league = body.data.leagues.find((l: { id: number }) => l.id === s.leagueId);
    expect(keys(league)).toEqual(['competitions', 'dateFrom', 'dateTill', 'id', 'name', 'organizerName', 'stateId']);
    expect(league.competitions).toHaveLength(1);
    expect(keys(league.competitions[0])).toEqual([
      'id',
      'leader',
      'matchCount',
      'name',
      'playedMatches',
      'stateId',
      'teamCount',
    ]);
    expect(league.competitions[0]).toMatchObject({
      id: s.competitionId,
      teamCount: 3,
      playedMatches: 1,
      matchCount: 3,
      // The published result only: Alfa beat Beta.
      leader: { teamId: s.alfa, name: 'Přehled Alfa', points: 3 },
    });
  });

  it("opens on today's season without a query, and refuses an unknown season or parameter by name", async () => {
    const today = await f.one<{ id: number }>(
      `SELECT id FROM seasons WHERE valid_from <= $1::date AND valid_till >= $1::date ORDER BY valid_from LIMIT 1`,
      [TEST_TODAY],
    );
    const res = await get(LEAGUES);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.season.id).toBe(today.id);
    // The demo league of today's season is public.
    expect(res.json().data.leagues.length).toBeGreaterThan(0);

    expect((await get(`${LEAGUES}?seasonId=2147483000`)).statusCode).toBe(404);
    for (const [url, field] of [
      [`${LEAGUES}?seasonId=abc`, 'seasonId'],
      [`${LEAGUES}?x=1`, 'x'],
      [`${COMPETITION}/1?x=1`, 'x'],
      [`${TEAM}/1?x=1`, 'x'],
    ] as const) {
      const bad = await get(url, { 'accept-language': 'en' });
      expect(bad.statusCode, `${url} ${bad.body}`).toBe(400);
      expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(bad.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    }
  });

  it('answers a competition with its table of public results, its rounds and teams, scores only once public', async () => {
    const s = await setup('Soutěž');
    await server.db.pool.query(`UPDATE league_matches SET start_date = '2026-09-05 17:30+02' WHERE id = $1`, [
      s.published,
    ]);
    const res = await get(`${COMPETITION}/${s.competitionId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.operationId).toBe('public.league.competition.get');
    const c = body.data;
    expect(keys(c)).toEqual(['id', 'league', 'name', 'otherCompetitions', 'rounds', 'standings', 'stateId', 'teams']);
    expect(keys(c.league)).toEqual(LEAGUE_REF_KEYS);
    expect(c.league.id).toBe(s.leagueId);
    expect(c.otherCompetitions).toEqual([]);
    // Only the published match counts: Alfa won it (3 points), Beta lost (1), Gama has not played publicly.
    expect(c.standings.map((r: { teamId: number; pointsTotal: number }) => [r.teamId, r.pointsTotal])).toEqual([
      [s.alfa, 3],
      [s.beta, 1],
      [s.gama, 0],
    ]);
    for (const row of c.standings) expect(keys(row)).toEqual(STANDING_KEYS);
    expect(c.rounds.map((r: { number: number }) => r.number)).toEqual([1, 2]);
    for (const round of c.rounds) expect(keys(round)).toEqual(['dateFrom', 'dateTill', 'matches', 'name', 'number']);
    const matches = c.rounds.flatMap((r: { matches: object[] }) => r.matches);
    for (const m of matches) expect(keys(m)).toEqual(MATCH_KEYS);
    const byId = (id: number) => matches.find((m: { id: number }) => m.id === id);
    expect(byId(s.published)).toMatchObject({
      homeScore: 3,
      awayScore: 1,
      homeSets: 6,
      awaySets: 3,
      stateId: S.published,
      // An ISO instant, as every answer gives a time (not PostgreSQL's "2026-09-05 15:30:00+00").
      startDate: '2026-09-05T15:30:00.000Z',
    });
    expect(byId(s.approved)).toMatchObject({ homeScore: null, awayScore: null, homeSets: null, awaySets: null });
    expect(byId(s.scheduled)).toMatchObject({ homeScore: null, stateId: S.scheduled });
    expect(c.rounds[1].matches.map((m: { id: number }) => m.id)).toEqual([s.scheduled]);
    expect(c.teams.map((t: { id: number }) => t.id)).toEqual([s.alfa, s.beta, s.gama]);
    for (const t of c.teams) expect(keys(t)).toEqual(['clubName', 'id', 'name']);
  });

  it('answers a team with its club, and per competition its roster of names and clubs and its matches', async () => {
    const s = await setup('Družstvo');
    const res = await get(`${TEAM}/${s.alfa}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.operationId).toBe('public.league.team.get');
    const t = body.data;
    expect(keys(t)).toEqual(['clubName', 'competitions', 'id', 'league', 'name']);
    expect(keys(t.league)).toEqual(LEAGUE_REF_KEYS);
    expect(t.competitions).toHaveLength(1);
    const c = t.competitions[0];
    expect(keys(c)).toEqual(['id', 'matches', 'name', 'rank', 'roster']);
    expect(c).toMatchObject({ id: s.competitionId, rank: 1 });
    expect(c.roster).toEqual([{ firstName: s.player.firstName, lastName: s.player.lastName, clubName: s.player.club }]);
    expect(c.matches.map((m: { id: number }) => m.id)).toEqual([s.published, s.approved]);
    for (const m of c.matches) {
      expect(keys(m)).toEqual([...MATCH_KEYS, 'roundDate', 'roundName', 'roundNumber'].sort());
    }
    expect(c.matches[1].homeScore).toBeNull();
    // Nothing of the person beyond the name and the club anywhere in the answer.
    expect(res.body).not.toContain(`"personId"`);
    expect(res.body).not.toMatch(/birth|email|phone/i);
  });

  it('answers 404 for an unknown id and for what belongs to a draft league', async () => {
    const s = await setup('Neveřejné');
    for (const url of [
      `${COMPETITION}/${s.draftCompetitionId}`,
      `${COMPETITION}/2147483000`,
      `${TEAM}/${s.draftTeam}`,
      `${TEAM}/2147483000`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    // A tournament that is not a league has no competition page either.
    const tournament = await f.one<{ id: number }>(
      `SELECT c.id FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
        WHERE t.type_id <> 7 AND t.state_id <> 1 LIMIT 1`,
    );
    if (tournament) expect((await get(`${COMPETITION}/${tournament.id}`)).statusCode).toBe(404);
  });

  it('gives each public page its title and description, and null for what the public does not see', async () => {
    const s = await setup('Meta');
    const pages = leaguePublicModule.publicPages ?? [];
    expect(pages.map((p) => p.path)).toEqual([
      'league/public-list',
      'league/public-detail/:id',
      'league/public-team/:id',
    ]);
    const meta = (path: string, params: Record<string, string>, language: 'cs' | 'en' = 'cs') =>
      pages.find((p) => p.path === path)!.meta({ db: server.deps.db, params, language });

    const list = await meta('league/public-list', {});
    expect(list?.title).toBe('Ligy');
    expect(list?.description).toMatch(/tabulky/);
    expect((await meta('league/public-list', {}, 'en'))?.title).toBe('Leagues');

    const competition = await meta('league/public-detail/:id', { id: String(s.competitionId) });
    expect(competition?.title).toBe('Meta soutěž – Meta veřejná liga');
    expect(competition?.description).toMatch(/^Meta soutěž – Meta veřejná liga, sezóna .+: tabulka/);
    const competitionEn = await meta('league/public-detail/:id', { id: String(s.competitionId) }, 'en');
    expect(competitionEn?.description).toMatch(/the table, fixtures and results/);

    const team = await meta('league/public-team/:id', { id: String(s.alfa) });
    expect(team?.title).toBe('Meta Alfa');
    expect(team?.description).toMatch(/^Družstvo Meta Alfa \(.+\) v soutěži Meta veřejná liga/);

    for (const [path, id] of [
      ['league/public-detail/:id', String(s.draftCompetitionId)],
      ['league/public-detail/:id', '2147483000'],
      ['league/public-detail/:id', 'abc'],
      ['league/public-detail/:id', '99999999999'],
      ['league/public-team/:id', String(s.draftTeam)],
      ['league/public-team/:id', '2147483000'],
      ['league/public-team/:id', '0'],
    ] as const) {
      expect(await meta(path, { id }), `${path} ${id}`).toBeNull();
    }
  });
});

describe('module switch', () => {
  const off = useTestServer({ MODULES: 'board' });

  it('answers 404 to every public league call while the league module is off', async () => {
    for (const url of [LEAGUES, `${COMPETITION}/1`, `${TEAM}/1`]) {
      const res = await off.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
