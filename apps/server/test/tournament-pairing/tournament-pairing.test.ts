// Season pairing through HTTP on real PostgreSQL: the cross-tournament discipline list (filters,
// sorts, paging, export, the zones' visibility), pairing one discipline (earlier season only, not
// itself, frozen tournaments, unknown ids), the season management call (preview, apply, idempotent),
// and who may do what.
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

type Caller = DemoUser | { token: string };
type Problem = { code: string; errors: { field?: string; message: string }[] };
type Row = {
  id: number;
  name: string;
  tournamentId: number;
  tournamentName: string;
  seasonId: number;
  seasonName: string;
  stateId: number;
  sportDisciplineId: number | null;
  ageCategoryGroupId: number | null;
  previousCompetitionId: number | null;
  previousCompetition: { id: number; name: string; tournamentName: string; seasonName: string | null } | null;
  links: { operationId: string }[];
};

const ADMIN = '/api/admin-zone/tournaments/competitions';
const CLUB = '/api/club-zone/tournaments/competitions';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, as: Caller, payload?: object, lang = 'cs') {
  return server.request({
    method,
    url,
    ...(typeof as === 'string' ? { as } : { token: as.token }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}
const fieldsOf = (res: { json(): unknown }) => (res.json() as Problem).errors.map((e) => e.field);

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  return (await server.db.pool.query(text, params)).rows[0] as T;
}

const q = (fields: Record<string, string | number | boolean>, extra = '') =>
  `${Object.entries(fields)
    .map(([k, v]) => `fields[${k}][o]=valuesEqual&fields[${k}][v]=${encodeURIComponent(String(v))}`)
    .join('&')}${extra}`;

async function list(as: Caller, query: string, base = ADMIN) {
  const res = await call('GET', `${base}?${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; total: number; limit: number; offset: number };
}

/** The demo's current season (today's) and the one before it. */
async function seasons() {
  return one<{ current: number; previous: number; older: number | null }>(`
    SELECT s.id AS current,
           (SELECT p.id FROM seasons p WHERE p.valid_till < s.valid_from ORDER BY p.valid_till DESC LIMIT 1) AS previous,
           (SELECT n.id FROM seasons n WHERE n.valid_from > s.valid_till ORDER BY n.valid_from LIMIT 1) AS older
      FROM seasons s WHERE s.valid_from <= ${TEST_DAY} AND s.valid_till >= ${TEST_DAY}`);
}

const competitionIn = (tournament: string, name: string, seasonId: number) =>
  one<{ id: number }>(
    `SELECT c.id FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
      WHERE t.name = $1 AND c.name = $2 AND t.season_id = $3`,
    [tournament, name, seasonId],
  ).then((r) => r.id);

describe('the cross-tournament discipline list', () => {
  it('filters by season, tournament, paired, name (accent-insensitive), discipline and group; sorts and pages', async () => {
    const s = await seasons();
    const previous = await list('expert', q({ seasonId: s.previous }, '&limit=100'));
    expect(previous.total).toBe(9);
    expect(new Set(previous.data.map((r) => r.seasonId))).toEqual(new Set([s.previous]));
    expect(previous.data.every((r) => r.previousCompetitionId === null)).toBe(true);

    const paired = await list('expert', q({ paired: true }));
    expect(paired.total).toBe(1);
    const row = paired.data[0]!;
    expect(row).toMatchObject({ name: 'Dvouhra mužů', tournamentName: 'Pohár klubu', seasonId: s.current });
    expect(row.previousCompetition).toMatchObject({ name: 'Dvouhra mužů', tournamentName: 'Pohár klubu' });
    expect(row.previousCompetition!.seasonName).toBeTruthy();
    expect(row.links.map((l) => l.operationId)).toContain('api.admin.zone.tournament.dynamic.competition.pair');

    const current = await list('expert', q({ seasonId: s.current, paired: false }, '&limit=200'));
    expect(current.data.every((r) => r.previousCompetitionId === null && r.seasonId === s.current)).toBe(true);

    // Accent- and case-insensitive name search.
    const mixed = await list('expert', `fields[name][o]=valuesLike&fields[name][v]=SMISENA&limit=100`);
    expect(mixed.total).toBeGreaterThan(0);
    expect(mixed.data.every((r) => r.name === 'Smíšená čtyřhra')).toBe(true);
    const byTournament = await list('expert', q({ tournamentId: row.tournamentId }));
    expect(new Set(byTournament.data.map((r) => r.tournamentId))).toEqual(new Set([row.tournamentId]));
    const singles = await list('expert', q({ sportDisciplineId: 2, ageCategoryGroupId: 3 }, '&limit=100'));
    expect(singles.total).toBeGreaterThan(0);
    expect(singles.data.every((r) => r.sportDisciplineId === 2 && r.ageCategoryGroupId === 3)).toBe(true);
    const approved = await list('expert', q({ stateId: 3 }, '&limit=200'));
    expect(approved.data.every((r) => r.stateId === 3)).toBe(true);

    // Sorts and paging.
    const byName = await list('expert', 'sort=name&limit=200');
    const names = byName.data.map((r) => r.name);
    // In Czech order, as the database sorts (Č after C, before D).
    expect(names).toEqual([...names].sort(new Intl.Collator('cs').compare));
    const byTournamentDesc = await list('expert', 'sort=-tournament&limit=200');
    expect(byTournamentDesc.data[0]!.tournamentName >= byTournamentDesc.data.at(-1)!.tournamentName).toBe(true);
    const byDate = await list('expert', 'sort=dateFrom&limit=5&offset=5');
    expect(byDate.data).toHaveLength(5);
    expect(byDate.offset).toBe(5);
    const all = await list('expert', 'sort=dateFrom&limit=10');
    expect(all.data.slice(5).map((r) => r.id)).toEqual(byDate.data.map((r) => r.id));
    expect((await call('GET', `${ADMIN}?sort=seasonName`, 'expert')).statusCode).toBe(400);
  });

  it('exports CSV and XLSX with the filter', async () => {
    const s = await seasons();
    const csv = await call('GET', `${ADMIN}?${q({ seasonId: s.previous })}&format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 9);
    expect(lines[0]).toContain('Turnaj');
    const xlsx = await call('GET', `${CLUB}?format=xlsx`, 'club');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it("shows a club the public tournaments and its own drafts only; others' drafts stay hidden", async () => {
    const club = await one<{ id: number }>(
      `SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`,
    );
    const s = await seasons();
    const draft = await one<{ id: number }>(
      `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id, organizer_id)
       VALUES ('Cizí koncept', ${TEST_DAY} + 40, ${TEST_DAY} + 40, $1, 1, 1, (SELECT id FROM clubs WHERE id <> $2 ORDER BY id LIMIT 1))
       RETURNING id`,
      [s.current, club.id],
    );
    const own = await one<{ id: number }>(
      `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id, organizer_id)
       VALUES ('Vlastní koncept', ${TEST_DAY} + 40, ${TEST_DAY} + 40, $1, 1, 1, $2) RETURNING id`,
      [s.current, club.id],
    );
    await server.db.pool.query(
      `INSERT INTO tournament_competitions (tournament_id, season_id, name) VALUES ($1, $3, 'Koncept A'), ($2, $3, 'Koncept B')`,
      [draft.id, own.id, s.current],
    );
    const seen = await list('club', 'fields[name][o]=valuesLike&fields[name][v]=Koncept', CLUB);
    expect(seen.data.map((r) => r.name)).toEqual(['Koncept B']);
    expect(seen.data[0]!.links).toEqual([]);
    const admin = await list('expert', 'fields[name][o]=valuesLike&fields[name][v]=Koncept');
    expect(admin.total).toBe(2);
    // Members have no such list; the read-only club manager reads it.
    expect((await call('GET', CLUB, 'clubro')).statusCode).toBe(200);
    expect((await call('GET', CLUB, 'member')).statusCode).toBe(403);
    expect((await call('GET', ADMIN, 'club')).statusCode).toBe(403);
  });

  it('refuses control characters in the name filter (400 naming it)', async () => {
    const res = await call('GET', `${ADMIN}?fields[name][o]=valuesLike&fields[name][v]=a%07b`, 'expert');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('name');
  });
});

describe('pairing one discipline', () => {
  it('pairs with an earlier season only, not itself; fills the missing group and discipline; unpairs', async () => {
    const s = await seasons();
    const current = await competitionIn('Mistrovství Prahy', 'Dvouhra mužů', s.current);
    const previous = await competitionIn('Velká cena Brna', 'Dvouhra mužů', s.previous);
    const sameSeason = await competitionIn('Velká cena Brna', 'Dvouhra mužů', s.current);

    const self = await call('PUT', `${ADMIN}/${current}/previous`, 'expert', { previousCompetitionId: current });
    expect(self.statusCode).toBe(400);
    expect(fieldsOf(self)).toEqual(['previousCompetitionId']);
    const later = await call(
      'PUT',
      `${ADMIN}/${current}/previous`,
      'expert',
      { previousCompetitionId: sameSeason },
      'en',
    );
    expect(later.statusCode).toBe(400);
    expect(fieldsOf(later)).toEqual(['previousCompetitionId']);
    expect(later.json().errors[0].message).toContain('earlier season');
    const backwards = await call('PUT', `${ADMIN}/${previous}/previous`, 'expert', { previousCompetitionId: current });
    expect(backwards.statusCode).toBe(400);
    const unknown = await call('PUT', `${ADMIN}/${current}/previous`, 'expert', { previousCompetitionId: 99999999 });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['previousCompetitionId']);
    expect(
      (await call('PUT', `${ADMIN}/99999999/previous`, 'expert', { previousCompetitionId: null })).statusCode,
    ).toBe(404);
    const bad = await call('PUT', `${ADMIN}/${current}/previous`, 'expert', { previousCompetitionId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['previousCompetitionId']);

    // A discipline without group and discipline takes them from the previous one.
    await server.db.pool.query(
      'UPDATE tournament_competitions SET age_category_group_id = NULL, sport_discipline_id = NULL WHERE id = $1',
      [current],
    );
    const ok = await call('PUT', `${ADMIN}/${current}/previous`, 'expert', { previousCompetitionId: previous });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json().data).toMatchObject({
      previousCompetitionId: previous,
      previousCompetition: { id: previous, tournamentName: 'Velká cena Brna' },
      sportDisciplineId: 1,
      ageCategoryGroupId: 3,
    });
    const unpair = await call('PUT', `${ADMIN}/${current}/previous`, 'expert', { previousCompetitionId: null });
    expect(unpair.statusCode).toBe(202);
    expect(unpair.json().data).toMatchObject({
      previousCompetitionId: null,
      previousCompetition: null,
      sportDisciplineId: 1,
    });
  });

  it('refuses a cancelled or archived tournament with 409', async () => {
    const s = await seasons();
    const archived = await competitionIn('Zimní turnaj dospělých', 'Dvouhra mužů', s.current);
    const previous = await competitionIn('Velká cena Brna', 'Dvouhra mužů', s.previous);
    const res = await call('PUT', `${ADMIN}/${archived}/previous`, 'expert', { previousCompetitionId: previous });
    expect(res.statusCode).toBe(409);
    const rows = await list(
      'expert',
      q({
        tournamentId: (
          await one<{ t: number }>('SELECT tournament_id AS t FROM tournament_competitions WHERE id = $1', [archived])
        ).t,
      }),
    );
    expect(rows.data.every((r) => r.links.length === 0)).toBe(true);
  });

  it('lets only the office pair (not the read-only commission, unit managers, clubs or members)', async () => {
    const s = await seasons();
    const current = await competitionIn('Mistrovství Prahy', 'Dvouhra žen', s.current);
    const body = { previousCompetitionId: null };
    const readOnly = {
      token: await server.tokenForRole('pairing-ro@fedra.test', 'AdminExpertCommissionReadOnly'),
    };
    for (const who of [readOnly, 'unit', 'club', 'clubro', 'member'] as Caller[]) {
      expect((await call('PUT', `${ADMIN}/${current}/previous`, who, body)).statusCode).toBe(403);
      expect((await call('POST', `${ADMIN}/pair-season`, who, { seasonId: s.current })).statusCode).toBe(403);
    }
    // The read-only commission lists without the pairing link.
    const rows = await list(readOnly, 'limit=5');
    expect(rows.data.every((r) => r.links.length === 0)).toBe(true);
    expect((await call('PUT', `${ADMIN}/${current}/previous`, 'admin', body)).statusCode).toBe(202);
  });
});

describe('season management', () => {
  it('previews, applies once and pairs nothing new the second time', async () => {
    const s = await seasons();
    const before = await list('expert', q({ seasonId: s.current, paired: true }, '&limit=100'));
    const preview = await call('POST', `${ADMIN}/pair-season`, 'expert', { seasonId: s.current, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const proposed = preview.json().data;
    expect(proposed).toMatchObject({ preview: true, seasonId: s.current, previousSeasonId: s.previous });
    // Velká cena Brna by name (3), the championship by lineage (4), Pohár klubu's women's singles (1).
    expect(proposed.paired).toBe(8);
    expect(proposed.pairs).toHaveLength(8);
    expect(proposed.pairs.map((p: { tournamentName: string }) => p.tournamentName)).toContain(
      'Mistrovství ČR dospělých',
    );
    const lineage = proposed.pairs.find(
      (p: { tournamentName: string }) => p.tournamentName === 'Mistrovství ČR dospělých',
    );
    expect(lineage.previousTournamentName).toBe('Mistrovství republiky dospělých');
    // The preview changed nothing.
    expect((await list('expert', q({ seasonId: s.current, paired: true }))).total).toBe(before.total);

    const applied = await call('POST', `${ADMIN}/pair-season`, 'expert', {
      seasonId: s.current,
      previousSeasonId: s.previous,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ preview: false, paired: 8, unpaired: proposed.unpaired });
    const after = await list('expert', q({ seasonId: s.current, paired: true }, '&limit=100'));
    expect(after.total).toBe(before.total + 8);
    const pair = after.data.find((r) => r.tournamentName === 'Velká cena Brna' && r.name === 'Dvouhra žen')!;
    expect(pair.previousCompetition).toMatchObject({ name: 'Dvouhra žen', tournamentName: 'Velká cena Brna' });

    const again = await call('POST', `${ADMIN}/pair-season`, 'expert', { seasonId: s.current });
    expect(again.json().data).toMatchObject({ paired: 0, pairs: [], unpaired: proposed.unpaired });
  });

  it('refuses unknown seasons and a previous season that is not earlier (400 naming the field)', async () => {
    const s = await seasons();
    const unknown = await call('POST', `${ADMIN}/pair-season`, 'expert', { seasonId: 99999999 });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['seasonId']);
    const later = await call('POST', `${ADMIN}/pair-season`, 'expert', {
      seasonId: s.previous,
      previousSeasonId: s.current,
    });
    expect(later.statusCode).toBe(400);
    expect(fieldsOf(later)).toEqual(['previousSeasonId']);
    const missing = await call('POST', `${ADMIN}/pair-season`, 'expert', {
      seasonId: s.current,
      previousSeasonId: 99999999,
    });
    expect(fieldsOf(missing)).toEqual(['previousSeasonId']);
    const first = await one<{ id: number }>('SELECT id FROM seasons ORDER BY valid_from LIMIT 1');
    const none = await call('POST', `${ADMIN}/pair-season`, 'expert', { seasonId: first.id });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual(['previousSeasonId']);
    const extra = await call('POST', `${ADMIN}/pair-season`, 'expert', { seasonId: s.current, preview: 'yes', x: 1 });
    expect(extra.statusCode).toBe(400);
  });
});
