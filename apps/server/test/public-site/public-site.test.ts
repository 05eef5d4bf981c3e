// The public site (issue 36): the home's one call with exactly the public fields, only public
// news and public tournaments, the winners of finished ones, the switches; the public news
// reader; and the title, description and Open Graph tags the server writes into the HTML of a
// public page (crawlers run no script).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { now } from '../../src/platform/clock';
import { type TestServer, useTestServer } from '../test-server';
import { addApplication, addDiscipline, createTournament, isoDay } from '../tournament-public-fixtures';

const HOME = '/api/public-zone/home';
const FEATURE = 'public:public-tournament-detail';

const ARTICLE_KEYS = ['coverImageUrl', 'id', 'perex', 'publishDate', 'tags', 'title'];
const TOURNAMENT_KEYS = ['city', 'dateFrom', 'dateTill', 'id', 'isCancelled', 'name'];
const RESULT_KEYS = [...TOURNAMENT_KEYS, 'disciplinesWithResults', 'winners'].sort();

const keys = (o: object) => Object.keys(o).sort();

/** A finished tournament with a winner in one discipline and a placed second in another. */
async function finishedWithResults(server: TestServer, name: string) {
  const id = await createTournament(server, { name, dateFrom: isoDay(-10), dateTill: isoDay(-9) });
  const singles = await addDiscipline(server, id, `${name} dvouhra`);
  const doubles = await addDiscipline(server, id, `${name} čtyřhra`);
  for (const competition of [singles, singles, doubles]) await addApplication(server, competition);
  // The first application of the singles wins; the doubles' only one is placed second.
  await server.db.pool.query(
    `UPDATE tournament_participants p SET rank_from = r.rank, rank_to = r.rank
       FROM (SELECT id, row_number() OVER (PARTITION BY tournament_competition_id ORDER BY id)
                    + CASE WHEN tournament_competition_id = $2 THEN 1 ELSE 0 END AS rank
               FROM tournament_participants WHERE tournament_id = $1) r
      WHERE p.id = r.id`,
    [id, doubles],
  );
  const { rows } = await server.db.pool.query<{ name: string }>(
    `SELECT pe.first_name || ' ' || pe.last_name || coalesce(' (' || c.name || ')', '') AS name
       FROM tournament_participants p JOIN persons pe ON pe.id = p.person_id LEFT JOIN clubs c ON c.id = p.club_id
      WHERE p.tournament_competition_id = $1 AND p.rank_from = 1`,
    [singles],
  );
  return { id, winner: rows[0]!.name, singles: `${name} dvouhra` };
}

describe('the public home', () => {
  const server = useTestServer({ PUBLIC_CACHE_SECONDS: '0' });

  it('answers anyone with the public news, coming tournaments and latest results, field by field', async () => {
    const coming = await createTournament(server, { name: 'Veřejný domácí turnaj', dateFrom: isoDay(3) });
    const draft = await createTournament(server, { name: 'Rozpracovaný turnaj', dateFrom: isoDay(2), stateId: 1 });
    const finished = await finishedWithResults(server, 'Skončený turnaj');

    const res = await server.request({ method: 'GET', url: HOME });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(keys(data)).toEqual(['articles', 'latestResults', 'upcomingTournaments']);

    // News: only what the office published for the public site, newest first.
    expect(data.articles.length).toBeGreaterThan(0);
    for (const a of data.articles) expect(keys(a)).toEqual(ARTICLE_KEYS);
    const { rows: publicArticles } = await server.db.pool.query<{ id: number }>(
      `SELECT id FROM federation_articles WHERE 'public' = ANY(zones) AND publish_date <= $1::timestamptz
        ORDER BY publish_date DESC, id DESC LIMIT 3`,
      [now().toISOString()],
    );
    expect(data.articles.map((a: { id: number }) => a.id)).toEqual(publicArticles.map((r) => r.id));

    for (const t of data.upcomingTournaments) expect(keys(t)).toEqual(TOURNAMENT_KEYS);
    const upcomingIds = data.upcomingTournaments.map((t: { id: number }) => t.id);
    expect(upcomingIds).not.toContain(draft);
    expect(upcomingIds).not.toContain(finished.id);
    // Soonest first, none over: the new one (in 3 days) shows unless six start earlier.
    const { rows: soonest } = await server.db.pool.query<{ id: number }>(
      `SELECT id FROM tournaments WHERE state_id <> 1 AND date_till >= $1::date AND id IN (SELECT unnest($2::int[]))
        ORDER BY date_from, id`,
      [isoDay(0), upcomingIds],
    );
    expect(upcomingIds).toEqual(soonest.map((r) => r.id));
    if (upcomingIds.length < 6) expect(upcomingIds).toContain(coming);

    for (const r of data.latestResults) {
      expect(keys(r)).toEqual(RESULT_KEYS);
      for (const w of r.winners) expect(keys(w)).toEqual(['discipline', 'names']);
    }
    const result = data.latestResults.find((r: { id: number }) => r.id === finished.id);
    expect(result).toMatchObject({
      disciplinesWithResults: 2,
      winners: [{ discipline: finished.singles, names: [finished.winner] }],
    });
  });

  it('answers a signed-in user too, and refuses an unknown parameter by name', async () => {
    expect((await server.request({ method: 'GET', url: HOME, as: 'member' })).statusCode).toBe(200);
    const res = await server.request({ method: 'GET', url: `${HOME}?x=1` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(res.json())).toContain('x');
  });

  it('shows no tournament while the public tournament pages are off', async () => {
    const features = server.deps.catalog.activeFeatures;
    features.delete(FEATURE);
    try {
      const { data } = (await server.request({ method: 'GET', url: HOME })).json();
      expect(data.upcomingTournaments).toEqual([]);
      expect(data.latestResults).toEqual([]);
      expect(data.articles.length).toBeGreaterThan(0);
    } finally {
      features.add(FEATURE);
    }
  });

  it('reads the public news: a public article opens, one for members only is not found', async () => {
    const list = await server.request({ method: 'GET', url: '/api/public-zone/federation-articles/published' });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((a: { id: number }) => a.id);
    const { rows } = await server.db.pool.query<{ id: number; public: boolean }>(
      `SELECT id, 'public' = ANY(zones) AS public FROM federation_articles WHERE publish_date <= $1::timestamptz ORDER BY id`,
      [now().toISOString()],
    );
    expect(ids.sort()).toEqual(
      rows
        .filter((r) => r.public)
        .map((r) => r.id)
        .sort(),
    );
    const membersOnly = rows.find((r) => !r.public)!;
    const refused = await server.request({
      method: 'GET',
      url: `/api/public-zone/federation-articles/published/${membersOnly.id}`,
    });
    expect(refused.statusCode).toBe(404);
    const shown = await server.request({
      method: 'GET',
      url: `/api/public-zone/federation-articles/published/${ids[0]}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.body).toBeTruthy();
  });
});

// A tiny build: the server writes the page's metadata into its <head>.
const dist = mkdtempSync(path.join(tmpdir(), 'fedra-public-site-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html>\n<html lang="cs">\n  <head>\n    <title>Fedra</title>\n    <!--fedra-config-->\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the public pages for search engines and link previews', () => {
  const server = useTestServer(
    // No cache: a test publishes the suspensions between two visits of their page.
    { PROJECT_NAME: 'Svaz "badmintonu" & spol.', PUBLIC_URL: 'https://svaz.example.cz', PUBLIC_CACHE_SECONDS: '0' },
    { webDist: dist },
  );
  const html = async (url: string, language?: string) =>
    server.request({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('titles the site root and the public home with the federation, escaped, with Open Graph tags', async () => {
    for (const url of ['/', '/zone/public/home']) {
      const res = await html(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Svaz &quot;badmintonu&quot; &amp; spol.</title>');
      expect(res.body).toContain('<meta property="og:title" content="Svaz &quot;badmintonu&quot; &amp; spol." />');
      expect(res.body).toMatch(/<meta name="description" content="[^"]*výsledky, turnaje/);
      expect(res.body).toContain(`<meta property="og:url" content="https://svaz.example.cz${url}" />`);
      expect(res.body).toContain('<link rel="canonical"');
      // The application's configuration is still there.
      expect(res.body).toContain('window.__FEDRA_CONFIG__');
    }
    const english = await html('/zone/public/home', 'en-GB,en;q=0.9');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('results, tournaments');
  });

  it('titles the other public pages, and answers 404 for a subject that is not public', async () => {
    const titled = {
      '/zone/public/board/public-board-overview': 'Orgány federace',
      '/zone/public/person/registration-numbers-validation': 'Kontrola registračních čísel',
      '/zone/public/club-registration': 'Registrace nového klubu',
      '/zone/public/representation/public-list': 'Reprezentační družstva',
    };
    for (const [url, title] of Object.entries(titled)) {
      const res = await html(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
    }
    const { rows } = await server.db.pool.query<{ id: number; name: string }>(
      'SELECT id, name FROM representation_teams ORDER BY id LIMIT 1',
    );
    if (rows[0]) {
      const team = await html(`/zone/public/representation/public-detail/${rows[0].id}`);
      expect(team.body).toContain(`<meta property="og:title" content="${rows[0].name}" />`);
    }
    expect((await html('/zone/public/representation/public-detail/999999')).statusCode).toBe(404);
    // The suspensions exist while the office publishes them.
    await server.db.pool.query(
      `INSERT INTO disciplinary_settings (id, public_suspensions) VALUES (1, false)
       ON CONFLICT (id) DO UPDATE SET public_suspensions = false`,
    );
    expect((await html('/zone/public/suspensions')).statusCode).toBe(404);
    await server.db.pool.query('UPDATE disciplinary_settings SET public_suspensions = true WHERE id = 1');
    const published = await html('/zone/public/suspensions');
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain('<meta property="og:title" content="Zastavené činnosti" />');
  });

  it('leaves the pages of the other zones and unknown public pages as they are', async () => {
    for (const url of ['/zone/admin/home', '/zone/public/nothing-here']) {
      const res = await html(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Fedra</title>');
      expect(res.body).not.toContain('og:title');
    }
  });
});
