// Federation articles through HTTP on real PostgreSQL: the office's CRUD, what each zone reads
// (published, visible there), the accent-insensitive search and tag filter, the sanitised body,
// the cover image served through the file store, and the bad inputs in both languages.
import { describe, expect, it } from 'vitest';
import { now } from '../../src/platform/clock';
import { type DemoUser, useTestServer } from '../test-server';

// A storage failure after a committed delete is logged on purpose by one test.
const server = useTestServer({}, { expectedLogs: /could not remove a stored file/ });

const ADMIN = '/api/admin-zone/federation-articles';
const readerBase = (zone: 'admin' | 'club' | 'personal') => `/api/${zone}-zone/federation-articles`;

type Article = {
  id: number;
  title: string;
  perex: string | null;
  body: string;
  tags: string[];
  zones: string[];
  state: string;
  publishDate: string | null;
  coverImageUrl: string | null;
  createdByName: string | null;
  editedByName: string | null;
};
type Problem = { status: number; title: string; errors: { field?: string; message: string }[] };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as: DemoUser,
  payload?: object,
  lang = 'en',
) {
  return server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
}

// Relative to the server's clock, which the test server sets to TEST_TODAY.
const past = (days: number) => new Date(now().getTime() - days * 86_400_000).toISOString();
const future = (days: number) => new Date(now().getTime() + days * 86_400_000).toISOString();

let seq = 0;
const valid = (over: Record<string, unknown> = {}) => ({
  title: `Článek ${++seq}`,
  perex: 'Krátký úvod',
  body: '<p>Text článku</p>',
  tags: ['Zprávy'],
  publishDate: past(1),
  zones: ['club'],
  ...over,
});

async function create(over: Record<string, unknown> = {}, as: DemoUser = 'expert'): Promise<Article> {
  const res = await call('POST', ADMIN, as, valid(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const errorsOf = (res: { json(): unknown }) => (res.json() as Problem).errors;
const fieldsOf = (res: { json(): unknown }) => errorsOf(res).map((e) => e.field);

async function upload(as: DemoUser, name: string, bytes: Buffer, contentType: string) {
  const asked = await call('POST', '/api/admin-zone/files/upload-url', as, {
    name,
    contentType,
    size: bytes.length,
    purpose: 'article-image',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { uploadUrl, fileUrl, headers } = asked.json().data;
  const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return fileUrl as string;
}

describe('writing articles (admin zone)', () => {
  it('creates, reads, changes and deletes an article with audit names and links', async () => {
    const created = await create({ tags: [' Mládež ', 'Turnaje'], zones: ['club', 'personal'] });
    expect(created).toMatchObject({
      perex: 'Krátký úvod',
      tags: ['Mládež', 'Turnaje'],
      zones: ['club', 'personal'],
      state: 'published',
      coverImageUrl: null,
    });
    expect(created.createdByName).toBeTruthy();

    const got = await call('GET', `${ADMIN}/${created.id}`, 'expert');
    expect(got.statusCode).toBe(200);
    expect(
      got
        .json()
        .links.map((l: { operationId: string }) => l.operationId)
        .sort(),
    ).toEqual(['api.admin.zone.federation.article.delete', 'api.admin.zone.federation.article.update']);

    const changed = await call(
      'PUT',
      `${ADMIN}/${created.id}`,
      'admin',
      valid({ title: 'Nový titulek', publishDate: null }),
    );
    expect(changed.statusCode, changed.body).toBe(202);
    expect(changed.json().data).toMatchObject({ title: 'Nový titulek', state: 'draft', publishDate: null });
    expect(changed.json().data.editedByName).toBeTruthy();

    const scheduled = await call('PUT', `${ADMIN}/${created.id}`, 'expert', valid({ publishDate: future(3) }));
    expect(scheduled.json().data.state).toBe('scheduled');

    expect((await call('DELETE', `${ADMIN}/${created.id}`, 'expert')).statusCode).toBe(202);
    expect((await call('GET', `${ADMIN}/${created.id}`, 'expert')).statusCode).toBe(404);
    expect((await call('DELETE', `${ADMIN}/${created.id}`, 'expert')).statusCode).toBe(404);
    expect((await call('PUT', `${ADMIN}/${created.id}`, 'expert', valid())).statusCode).toBe(404);
  });

  it('stores a tag in the spelling another article already uses', async () => {
    await create({ tags: ['Reprezentace'] });
    const second = await create({ tags: ['REPREZENTACE', 'Nový'] });
    expect(second.tags).toEqual(['Reprezentace', 'Nový']);
  });

  it('lists with filters by text, tag, state and zone, sorted as asked', async () => {
    const tag = `filtr-${Date.now()}`;
    const a = await create({ title: 'Mistrovství republiky v Brně', tags: [tag], zones: ['admin'] });
    const b = await create({
      title: 'Zimní soustředění',
      tags: [tag],
      publishDate: null,
      body: '<p>Žluťoučký kůň</p>',
    });
    const c = await create({ title: 'Anketa hráč roku', tags: [tag], publishDate: future(5) });
    const get = async (q: string) => {
      const res = await call(
        'GET',
        `${ADMIN}?fields[tag][o]=valuesEqual&fields[tag][v]=${encodeURIComponent(tag)}&${q}`,
        'expert',
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Article[]).map((r) => r.id);
    };
    expect((await get('sort=title')).length).toBe(3);
    expect(await get('sort=title')).toEqual([c.id, a.id, b.id]);
    expect(await get('fields[state][o]=valuesEqual&fields[state][v]=draft')).toEqual([b.id]);
    expect(await get('fields[state][o]=valuesEqual&fields[state][v]=scheduled')).toEqual([c.id]);
    expect(await get('fields[zone][o]=valuesEqual&fields[zone][v]=admin')).toEqual([a.id]);
    expect(await get(`fields[text][o]=valuesLike&fields[text][v]=${encodeURIComponent('zlutoucky KUN')}`)).toEqual([
      b.id,
    ]);
    expect(await get(`fields[title][o]=valuesLike&fields[title][v]=brne`)).toEqual([a.id]);
    const bad = await call('GET', `${ADMIN}?sort=perex&fields[body][o]=valuesLike&fields[body][v]=x`, 'expert');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['fields[body]', 'sort']);
  });

  it('stores the body sanitised: no script, event handler or javascript: URL survives', async () => {
    const article = await create({
      zones: ['club'],
      body:
        '<p style="text-align: center; color: red" onclick="steal()">Ahoj <b>tučně</b><script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(1)"><img src="https://example.org/a.png" alt="obr" onload="x()">' +
        '<a href="javascript:alert(1)">zlé</a> <a href="https://fedra.test" target="_blank">dobré</a>' +
        '<iframe src="https://evil.test"></iframe><img src="data:image/png;base64,AAAA">',
    });
    expect(article.body).toBe(
      '<p style="text-align:center">Ahoj <strong>tučně</strong></p>' +
        '<img src="https://example.org/a.png" alt="obr" />' +
        '<a>zlé</a> <a href="https://fedra.test" target="_blank" rel="noopener noreferrer nofollow">dobré</a>',
    );
    const row = await server.db.pool.query('SELECT body FROM federation_articles WHERE id = $1', [article.id]);
    expect(row.rows[0].body).not.toMatch(/script|onerror|onclick|onload|javascript:|data:|iframe/i);
    const read = await call('GET', `${readerBase('club')}/published/${article.id}`, 'club');
    expect(read.json().data.body).toBe(article.body);
  });

  it('names every bad field in Czech and English, writing nothing', async () => {
    const before = (await server.db.pool.query('SELECT count(*)::int AS n FROM federation_articles')).rows[0].n;
    const payload = {
      title: '   ',
      tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'],
      zones: [],
      publishDate: 'zítra',
      perex: 'x'.repeat(1001),
    };
    const en = await call('POST', ADMIN, 'expert', payload, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.headers['content-type']).toContain('application/problem+json');
    expect(fieldsOf(en).sort()).toEqual(['perex', 'publishDate', 'tags', 'title', 'zones']);
    expect(errorsOf(en).find((e) => e.field === 'title')!.message).toBe('The field title is required');
    const cs = await call('POST', ADMIN, 'expert', payload, 'cs');
    expect(errorsOf(cs).find((e) => e.field === 'title')!.message).toBe('Pole title je povinné');

    const longTag = await call(
      'POST',
      ADMIN,
      'expert',
      valid({ tags: ['ok', 'x'.repeat(41)], zones: ['club', 'club'] }),
    );
    expect(fieldsOf(longTag).sort()).toEqual(['tags.1', 'zones']);
    const dup = await call('POST', ADMIN, 'expert', valid({ tags: ['Mládež', 'mládež'] }), 'cs');
    expect(errorsOf(dup)).toEqual([{ field: 'tags', message: expect.stringContaining('opakovat') }]);
    const noZone = await call('POST', ADMIN, 'expert', { title: 'Bez zóny' });
    expect(fieldsOf(noZone)).toEqual(['zones']);
    const badZone = await call('POST', ADMIN, 'expert', valid({ zones: ['everyone'] }));
    expect(fieldsOf(badZone)).toEqual(['zones.0']);

    const after = (await server.db.pool.query('SELECT count(*)::int AS n FROM federation_articles')).rows[0].n;
    expect(after).toBe(before);
  });

  it('refuses a body over 500,000 characters after sanitising with a 400 on body', async () => {
    // Within the 1 MB request limit; the markup that sanitising drops does not count.
    const paragraph = `<p>${'a'.repeat(999)}</p>`;
    const big = paragraph.repeat(501);
    const res = await call('POST', ADMIN, 'expert', valid({ body: big }), 'cs');
    expect(res.statusCode, res.body).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'body', message: expect.stringContaining('500000') }]);
    const dropped = `<p>ok</p>${'<script>x</script>'.repeat(40_000)}`;
    expect(dropped.length).toBeGreaterThan(500_000);
    const fine = await call('POST', ADMIN, 'expert', valid({ body: dropped }));
    expect(fine.statusCode, fine.body).toBe(201);
    expect(fine.json().data.body).toBe('<p>ok</p>');
  });

  it('answers a 20 MB request with a 413 problem in Czech and English', async () => {
    const huge = JSON.stringify(valid({ body: 'x'.repeat(20 * 1024 * 1024) }));
    for (const [lang, text] of [
      ['cs', 'příliš velká'],
      ['en', 'too large'],
    ] as const) {
      const res = await server.request({
        method: 'POST',
        url: ADMIN,
        as: 'expert',
        payload: huge,
        headers: { 'content-type': 'application/json', 'accept-language': lang },
      });
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const problem = res.json();
      expect(problem.status).toBe(413);
      expect(problem.code).toBe('payload_too_large');
      expect(problem.detail).toContain(text);
    }
  });

  it('keeps the office roles apart: the read-only commission lists, others are refused', async () => {
    const article = await create();
    expect((await call('GET', ADMIN, 'unit')).statusCode).toBe(403);
    expect((await call('POST', ADMIN, 'unit', valid())).statusCode).toBe(403);
    expect((await call('PUT', `${ADMIN}/${article.id}`, 'unit', valid())).statusCode).toBe(403);
    expect((await call('DELETE', `${ADMIN}/${article.id}`, 'club')).statusCode).toBe(403);
    // The demo's read-only commission member: a role row is enough to prove the seeded matrix.
    const { rows } = await server.db.pool.query(`
      SELECT p.permission FROM user_role_type_permissions p JOIN user_role_types t ON t.id = p.role_type_id
       WHERE t.code = 'AdminExpertCommissionReadOnly' AND p.permission LIKE '%federation.article%' ORDER BY 1`);
    expect(rows.map((r) => r.permission)).toEqual([
      'api.admin.zone.federation.article.list',
      'api.admin.zone.federation.article.read',
    ]);
  });
});

describe('reading articles (every zone)', () => {
  it('lists only what is published for the zone, newest first, with search and tag filter', async () => {
    const tag = `Čtení ${Date.now()}`;
    const older = await create({
      title: 'Příprava na Světový pohár',
      tags: [tag],
      zones: ['club'],
      publishDate: past(5),
    });
    const newer = await create({
      title: 'Výsledky krajského přeboru',
      body: '<p>Skvělý <strong>výkon</strong> juniorů</p>',
      tags: [tag, 'Junioři'],
      zones: ['club', 'admin'],
      publishDate: past(2),
    });
    const draft = await create({ title: 'Koncept', tags: [tag], zones: ['club'], publishDate: null });
    const scheduled = await create({ title: 'Budoucí', tags: [tag], zones: ['club'], publishDate: future(2) });
    const personalOnly = await create({ title: 'Jen členové', tags: [tag], zones: ['personal'] });

    const ids = async (zone: 'admin' | 'club' | 'personal', as: DemoUser, q = '') => {
      const res = await call(
        'GET',
        `${readerBase(zone)}/published?fields[tag][o]=valuesEqual&fields[tag][v]=${encodeURIComponent(tag)}${q}`,
        as,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.every((a: Record<string, unknown>) => !('body' in a))).toBe(true);
      return (res.json().data as Article[]).map((a) => a.id);
    };
    expect(await ids('club', 'club')).toEqual([newer.id, older.id]);
    expect(await ids('club', 'clubro')).toEqual([newer.id, older.id]);
    expect(await ids('admin', 'unit')).toEqual([newer.id]);
    expect(await ids('personal', 'member')).toEqual([personalOnly.id]);
    // Accent- and case-insensitive, over title, perex and body text; every word must occur.
    expect(await ids('club', 'club', '&q=SVETOVY')).toEqual([older.id]);
    expect(await ids('club', 'club', '&q=vykon%20junioru')).toEqual([newer.id]);
    expect(await ids('club', 'club', '&q=vykon%20svetovy')).toEqual([]);
    expect(await ids('club', 'club', '&q=strong')).toEqual([]);

    const detail = await call('GET', `${readerBase('club')}/published/${newer.id}`, 'club');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ title: 'Výsledky krajského přeboru', tags: [tag, 'Junioři'] });

    for (const [zone, id, as] of [
      ['club', draft.id, 'club'],
      ['club', scheduled.id, 'club'],
      ['club', personalOnly.id, 'clubro'],
      ['admin', older.id, 'admin'],
      ['personal', 999999, 'member'],
    ] as const) {
      for (const lang of ['cs', 'en']) {
        const res = await call('GET', `${readerBase(zone)}/published/${id}`, as, undefined, lang);
        expect(res.statusCode).toBe(404);
        expect(errorsOf(res)[0]!.message).toBe(lang === 'cs' ? 'Zpráva nebyla nalezena.' : 'The report was not found.');
      }
    }

    const tags = await call('GET', `${readerBase('club')}/tags`, 'club');
    expect(tags.statusCode).toBe(200);
    const counts = Object.fromEntries(tags.json().data.map((t: { tag: string; count: number }) => [t.tag, t.count]));
    expect(counts[tag]).toBe(2);
    expect(counts.Junioři).toBeGreaterThanOrEqual(1);
  });

  it('exports the lists as files, the search and filters applied', async () => {
    const title = `Exportovaný článek ${Date.now()}`;
    await create({ title, tags: ['Export'], zones: ['club'] });
    const news = await call(
      'GET',
      `${readerBase('club')}/published?q=${encodeURIComponent('exportovany')}&format=csv`,
      'club',
    );
    expect(news.statusCode).toBe(200);
    expect(news.headers['content-type']).toContain('text/csv');
    expect(news.body).toContain(title);
    expect(news.body).toContain('Export');
    const office = await call(
      'GET',
      `${ADMIN}?fields[title][o]=valuesLike&fields[title][v]=${encodeURIComponent(title)}&format=csv`,
      'expert',
      undefined,
      'cs',
    );
    expect(office.body).toContain(title);
    expect(office.body).toContain('Zveřejněno');
    const tags = await call('GET', `${readerBase('club')}/tags?format=xlsx`, 'club');
    expect(tags.statusCode).toBe(200);
    expect(tags.headers['content-disposition']).toMatch(/federation-news-tags-/);
  });

  it('refuses unknown list parameters and zones the caller cannot enter', async () => {
    const bad = await call(
      'GET',
      `${readerBase('club')}/published?sort=body&fields[zone][o]=valuesEqual&fields[zone][v]=club`,
      'club',
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['fields[zone]', 'sort']);
    expect((await call('GET', `${readerBase('club')}/published`, 'member')).statusCode).toBe(403);
    expect((await call('GET', `${readerBase('personal')}/published`, 'club')).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: `${readerBase('club')}/published` })).statusCode).toBe(401);
  });
});

describe('cover images', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('takes an uploaded image, serves it to readers through a signed URL, replaces and removes it', async () => {
    const fileUrl = await upload('expert', 'titulni.png', png, 'image/png');
    const article = await create({ coverImageUrl: fileUrl, zones: ['club'] });
    expect(article.coverImageUrl).toMatch(/^\/api\/files\/download\//);
    const summary = await call(
      'GET',
      `${readerBase('club')}/published?fields[title][o]=valuesLike&fields[title][v]=${encodeURIComponent(article.title)}`,
      'club',
    );
    const url = summary.json().data[0].coverImageUrl as string;
    const image = await server.request({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);

    const firstFile = (
      await server.db.pool.query('SELECT cover_file_id AS id FROM federation_articles WHERE id = $1', [article.id])
    ).rows[0].id;
    // The same file URL again: it belongs to this article already, so it is kept.
    const same = await call(
      'PUT',
      `${ADMIN}/${article.id}`,
      'expert',
      valid({ title: article.title, coverImageUrl: fileUrl }),
    );
    expect(same.statusCode, same.body).toBe(202);
    // Absent keeps the cover; a new one replaces it and the old file is deleted.
    const kept = await call('PUT', `${ADMIN}/${article.id}`, 'expert', valid({ title: article.title }));
    expect(kept.json().data.coverImageUrl).toBeTruthy();
    const second = await upload('expert', 'druha.webp', png, 'image/webp');
    const replaced = await call('PUT', `${ADMIN}/${article.id}`, 'expert', valid({ coverImageUrl: second }));
    expect(replaced.statusCode, replaced.body).toBe(202);
    expect((await server.db.pool.query('SELECT 1 FROM files WHERE id = $1', [firstFile])).rowCount).toBe(0);
    // Another article cannot take the same file.
    const taken = await call('POST', ADMIN, 'expert', valid({ coverImageUrl: second }));
    expect(fieldsOf(taken)).toEqual(['coverImageUrl']);
    const removed = await call('PUT', `${ADMIN}/${article.id}`, 'expert', valid({ coverImageUrl: null }));
    expect(removed.json().data.coverImageUrl).toBeNull();
    expect(
      (
        await server.db.pool.query(
          "SELECT count(*)::int AS n FROM files WHERE purpose = 'article-image' AND id IN (SELECT cover_file_id FROM federation_articles)",
        )
      ).rows[0].n,
    ).toBe(0);
  });

  it('refuses a cover that is not an image, too large, forged, or for another zone', async () => {
    const asked = await call('POST', '/api/admin-zone/files/upload-url', 'expert', {
      name: 'a.pdf',
      contentType: 'application/pdf',
      size: 6 * 1024 * 1024,
      purpose: 'article-image',
    });
    expect(asked.statusCode).toBe(400);
    expect(fieldsOf(asked).sort()).toEqual(['contentType', 'name', 'size']);
    const club = await call('POST', '/api/club-zone/files/upload-url', 'club', {
      name: 'a.png',
      contentType: 'image/png',
      size: 10,
      purpose: 'article-image',
    });
    expect(fieldsOf(club)).toEqual(['purpose']);
    const forged = await call('POST', ADMIN, 'expert', valid({ coverImageUrl: 'fedra-file://article-image/x' }));
    expect(fieldsOf(forged)).toEqual(['coverImageUrl']);
    // An image uploaded by someone else is not this user's to attach.
    const adminsFile = await upload('admin', 'cizi.png', png, 'image/png');
    const notYours = await call('POST', ADMIN, 'expert', valid({ coverImageUrl: adminsFile }));
    expect(fieldsOf(notYours)).toEqual(['coverImageUrl']);
  });
});

describe('hostile input (review of issue 13)', () => {
  it('refuses a NUL byte or a control character in every text field with a 400 naming it, in Czech and English', async () => {
    const before = (await server.db.pool.query('SELECT count(*)::int AS n FROM federation_articles')).rows[0].n;
    const cases: [string, Record<string, unknown>][] = [
      ['title', { title: 'a\u0000b' }],
      ['title', { title: 'zvonek\u0007' }],
      ['perex', { perex: 'úvod\u0000' }],
      ['body', { body: '<p>a\u0000b</p>' }],
      ['tags.0', { tags: ['zpr\u0000ávy'] }],
      ['tags.0', { tags: ['řádek\nnový'] }],
      ['coverImageUrl', { coverImageUrl: 'fedra-file://article-image/\u0000' }],
    ];
    for (const [field, over] of cases) {
      const res = await call('POST', ADMIN, 'expert', valid(over));
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(fieldsOf(res), field).toEqual([field]);
    }
    const en = await call('POST', ADMIN, 'expert', valid({ title: 'a\u0000' }));
    expect(errorsOf(en)[0]!.message).toMatch(/control characters/);
    const cs = await call('POST', ADMIN, 'expert', valid({ title: 'a\u0000' }), 'cs');
    expect(errorsOf(cs)[0]!.message).toMatch(/řídicí znaky/);
    // A perex and a body are multi-line: line breaks and tabs stay.
    const lines = await call(
      'POST',
      ADMIN,
      'expert',
      valid({ perex: 'první\r\ndruhý\tsloupec', body: '<p>a</p>\n<p>b</p>' }),
    );
    expect(lines.statusCode, lines.body).toBe(201);
    const after = (await server.db.pool.query('SELECT count(*)::int AS n FROM federation_articles')).rows[0].n;
    expect(after).toBe(before + 1);
  });

  it('refuses a NUL byte in the search and the list filters with a 400, never a 500', async () => {
    for (const url of [
      `${readerBase('club')}/published?q=%00`,
      `${readerBase('club')}/published?q=a%07b`,
      `${readerBase('club')}/published?fields[tag][o]=valuesEqual&fields[tag][v]=%00`,
      `${ADMIN}?fields[text][o]=valuesLike&fields[text][v]=a%00`,
      `${ADMIN}?fields[title][o]=valuesLike&fields[title][v]=%00`,
    ]) {
      const res = await call('GET', url, url.startsWith(ADMIN) ? 'expert' : 'club');
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
    }
    const q = await call('GET', `${readerBase('club')}/published?q=%00`, 'club');
    expect(fieldsOf(q)).toEqual(['q']);
  });

  it('takes a text filter of white space only as no filter', async () => {
    await create({ zones: ['club'] });
    const all = await call('GET', `${ADMIN}?limit=1`, 'expert');
    for (const blank of ['%20', '%20%20%09', '%0A']) {
      const res = await call('GET', `${ADMIN}?limit=1&fields[text][o]=valuesLike&fields[text][v]=${blank}`, 'expert');
      // A tab or a line feed is a control character: refused; spaces alone filter nothing.
      if (blank === '%20') {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().total).toBe(all.json().total);
      } else expect(res.statusCode, `${blank} ${res.body}`).toBe(400);
    }
    const reader = await call('GET', `${readerBase('club')}/published?q=${encodeURIComponent('   ')}`, 'club');
    expect(reader.statusCode, reader.body).toBe(200);
  });

  it('refuses a publish date outside 1900-2100 on publishDate', async () => {
    for (const publishDate of [
      '0000-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '2101-01-01T00:00:00Z',
      '9999-12-31T00:00:00+01:00',
    ]) {
      const res = await call('POST', ADMIN, 'expert', valid({ publishDate }));
      expect(res.statusCode, `${publishDate} ${res.body}`).toBe(400);
      expect(fieldsOf(res)).toEqual(['publishDate']);
    }
    const cs = await call('POST', ADMIN, 'expert', valid({ publishDate: '0000-01-01T00:00:00Z' }), 'cs');
    expect(errorsOf(cs)[0]!.message).toContain('1900-01-01');
    const edge = await call('POST', ADMIN, 'expert', valid({ publishDate: '2100-12-31T12:00:00+02:00' }));
    expect(edge.statusCode, edge.body).toBe(201);
  });

  it('filters readers by tag ignoring case, as tags are unique ignoring case', async () => {
    const tag = `Mládež ${++seq}`;
    const article = await create({ tags: [tag], zones: ['club'] });
    for (const asked of [tag, tag.toLowerCase(), tag.toUpperCase()]) {
      const res = await call(
        'GET',
        `${readerBase('club')}/published?fields[tag][o]=valuesEqual&fields[tag][v]=${encodeURIComponent(asked)}`,
        'club',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().data.map((a: { id: number }) => a.id),
        asked,
      ).toEqual([article.id]);
    }
    const admin = await call(
      'GET',
      `${ADMIN}?fields[tag][o]=valuesMemberOf&fields[tag][v][]=${encodeURIComponent(tag.toUpperCase())}&fields[tag][v][]=nic`,
      'expert',
    );
    expect(admin.json().data.map((a: { id: number }) => a.id)).toEqual([article.id]);
  });

  it('answers timestamps in ISO 8601 (UTC, toISOString form)', async () => {
    const article = await create({ publishDate: '2026-01-02T10:00:00+01:00' });
    const res = await call('GET', `${ADMIN}/${article.id}`, 'expert');
    const data = res.json().data;
    expect(data.publishDate).toBe('2026-01-02T09:00:00.000Z');
    expect(data.createdDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('keeps a committed delete or cover change a success when the stored bytes cannot be removed', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const first = await upload('expert', 'a.png', png, 'image/png');
    const article = await create({ coverImageUrl: first });
    const second = await upload('expert', 'b.png', png, 'image/png');
    const files = server.deps.files;
    const realDelete = files.delete;
    files.delete = async () => {
      throw new Error('storage unreachable');
    };
    try {
      const replaced = await call('PUT', `${ADMIN}/${article.id}`, 'expert', valid({ coverImageUrl: second }));
      expect(replaced.statusCode, replaced.body).toBe(202);
      const deleted = await call('DELETE', `${ADMIN}/${article.id}`, 'expert');
      expect(deleted.statusCode, deleted.body).toBe(202);
    } finally {
      files.delete = realDelete;
    }
    expect((await call('GET', `${ADMIN}/${article.id}`, 'expert')).statusCode).toBe(404);
  });
});
