// Member-card content: list (scoped), create, update, schema and data validation (every kind of
// error named as data.<path>), access per role, 404s, and the card preview (escaped).
import { describe, expect, it } from 'vitest';
import { DEMO_CARD_DATA, DEMO_CARD_SCHEMA } from '../../src/demo/cards-and-credits';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const URL = '/api/admin-zone/card-contents';

type Caller = DemoUser | { token: string };
const as = (who: Caller) => (typeof who === 'string' ? { as: who } : { token: who.token });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Caller = 'expert', payload?: unknown, lang = 'en') =>
  server.request({
    method,
    url,
    ...as(who),
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { 'accept-language': lang },
  });

const errorsByField = (body: { errors: { field: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

const SCHEMA = {
  type: 'object',
  properties: {
    sponsor: { type: 'string', title: 'Sponsor', maxLength: 10 },
    code: { type: 'string', minLength: 3, pattern: '^[A-Z]+$' },
    cardColor: { type: 'string', title: 'Colour', enum: ['blue', 'red'] },
    showQr: { type: 'boolean', title: 'Show QR' },
    copies: { type: 'integer', minimum: 1, maximum: 5 },
    contact: { type: 'string', format: 'email' },
    address: {
      type: 'object',
      properties: { zip: { type: 'string', pattern: '^\\d{3} ?\\d{2}$' } },
      required: ['zip'],
    },
  },
  required: ['cardColor'],
  additionalProperties: false,
};
const DATA = { sponsor: 'Yonex', code: 'ABC', cardColor: 'red', showQr: false, copies: 2 };

describe('GET /api/admin-zone/card-contents', () => {
  it('lists the demo content of unit 1 with its unit, dates and links', async () => {
    const res = await call('GET', URL, 'admin', undefined, 'cs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 1, limit: 100, offset: 0 });
    const row = body.data[0];
    expect(row).toMatchObject({
      federationUnitId: 1,
      federationUnit: { id: 1, name: 'Pražský badmintonový svaz' },
      schema: DEMO_CARD_SCHEMA,
      data: DEMO_CARD_DATA,
      editedDate: null,
    });
    expect(row.lastChange).toBe(row.createdDate);
    expect(row.links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.admin.zone.cardcontent.update',
      'api.admin.zone.cardcontent.preview',
    ]);
    const en = await call('GET', URL, 'expert', undefined, 'en');
    expect(en.json().data[0].federationUnit.name).toBe('Prague Badminton Association');
  });

  it('refuses unknown filters and sorts (400 naming them)', async () => {
    const res = await call('GET', `${URL}?sort=schema&fields[data][o]=valuesEqual&fields[data][v]=1`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorsByField(res.json())).sort()).toEqual(['fields[data]', 'sort']);
  });
});

describe('POST /api/admin-zone/card-contents', () => {
  it('creates the content of a unit (201) and answers it with its links', async () => {
    const res = await call('POST', URL, 'expert', { federationUnitId: 2, schema: SCHEMA, data: DATA });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.operationId).toBe('cardcontent.create');
    expect(body.data).toMatchObject({ federationUnitId: 2, schema: SCHEMA, data: DATA, editedDate: null });
    expect(body.data.createdById).toBeGreaterThan(0);
    expect(body.links.map((l: { href: string }) => l.href)).toEqual([`${URL}/${body.data.id}`, `${URL}/preview`]);
  });

  it('answers 409 conflict naming federationUnitId when the unit has a content already', async () => {
    const res = await call('POST', URL, 'expert', { federationUnitId: 2, schema: SCHEMA, data: DATA });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      errors: [
        {
          field: 'federationUnitId',
          message: 'There already is a card content for Central Bohemian Badminton Association; edit that one.',
        },
      ],
    });
  });

  it('names every missing or invalid field, in Czech by default', async () => {
    const res = await call('POST', URL, 'expert', { schema: [], data: 'x', extra: 1 }, 'cs');
    expect(res.statusCode).toBe(400);
    expect(errorsByField(res.json())).toEqual({
      federationUnitId: 'Pole federationUnitId je povinné',
      schema: 'Pole schema musí být objekt.',
      data: 'Pole data musí být objekt.',
      extra: 'Pole extra není povoleno.',
    });
  });

  it('answers 400 on a federation unit that does not exist', async () => {
    const res = await call('POST', URL, 'expert', { federationUnitId: 999, schema: SCHEMA, data: DATA });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'federationUnitId', message: 'There is no federationUnitId with id 999.' },
    ]);
  });

  it('answers 400 on `schema` when it is not a JSON Schema of an object', async () => {
    for (const schema of [
      { type: 'object', properties: { a: { type: 'strin' } } },
      { type: 'object', properties: { a: { type: 'string', maxLenght: 3 } } },
      { type: 'string' },
      { type: 'object', properties: { a: { $ref: 'https://example.com/remote.json' } } },
    ]) {
      const res = await call('POST', URL, 'expert', { federationUnitId: 3, schema, data: {} });
      expect(res.statusCode, JSON.stringify(schema)).toBe(400);
      const errors = res.json().errors;
      expect(errors).toHaveLength(1);
      expect(errors[0].field).toBe('schema');
      expect(errors[0].message).toMatch(/^The field schema is not a valid JSON Schema of an object: /);
    }
    const cs = await call('POST', URL, 'expert', { federationUnitId: 3, schema: { type: 'array' }, data: {} }, 'cs');
    expect(cs.json().errors[0].message).toBe('Pole schema není platné JSON Schema objektu: type must be "object"');
  });

  it('validates data against the schema and names each error as data.<path>, in English', async () => {
    const res = await call('POST', URL, 'expert', {
      federationUnitId: 3,
      schema: SCHEMA,
      data: {
        sponsor: 'A sponsor far too long',
        code: 'ab',
        showQr: 'yes',
        copies: 9,
        contact: 'not-an-email',
        address: { zip: '1234' },
        extra: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorsByField(res.json())).toEqual({
      'data.cardColor': 'The field Colour is required',
      'data.extra': 'The field data.extra is not allowed.',
      'data.sponsor': 'The field Sponsor may have at most 10 characters.',
      'data.code': 'The field data.code must have at least 3 characters.',
      'data.showQr': 'The field Show QR has the wrong type (expected boolean).',
      'data.copies': 'The field data.copies must be at most 5.',
      'data.contact': 'The field data.contact must be a valid e-mail address.',
      'data.address.zip': 'The field data.address.zip does not match the required form (^\\d{3} ?\\d{2}$).',
    });
    expect(await contentCount()).toBe(2);
  });

  it('names enum, pattern, minimum and nested required errors, in Czech', async () => {
    const res = await call(
      'POST',
      URL,
      'expert',
      { federationUnitId: 3, schema: SCHEMA, data: { cardColor: 'green', code: 'abc', copies: 0, address: {} } },
      'cs',
    );
    expect(res.statusCode).toBe(400);
    expect(errorsByField(res.json())).toEqual({
      'data.cardColor': 'Pole Colour musí být jedna z hodnot: blue, red.',
      'data.code': 'Pole data.code neodpovídá požadovanému tvaru (^[A-Z]+$).',
      'data.copies': 'Hodnota pole data.copies musí být alespoň 1.',
      'data.address.zip': 'Pole data.address.zip je povinné',
    });
  });

  it('lets a federation-unit manager create for its own unit only (403 for others)', async () => {
    const other = await call('POST', URL, 'unit', { federationUnitId: 3, schema: SCHEMA, data: DATA });
    expect(other.statusCode).toBe(403);
    // Its own unit has the demo content already.
    const own = await call('POST', URL, 'unit', { federationUnitId: 1, schema: SCHEMA, data: DATA });
    expect(own.statusCode).toBe(409);
  });
});

const contentCount = async () =>
  (await server.db.pool.query('SELECT count(*)::int AS n FROM card_contents')).rows[0].n as number;
const contentOfUnit = async (unit: number) =>
  (await server.db.pool.query('SELECT id FROM card_contents WHERE federation_unit_id = $1', [unit])).rows[0]
    ?.id as number;

describe('PUT /api/admin-zone/card-contents/:id', () => {
  it('changes a content (202); lastChange becomes the edited date', async () => {
    const id = await contentOfUnit(2);
    const data = { ...DATA, sponsor: 'Victor' };
    const res = await call('PUT', `${URL}/${id}`, 'expert', { id, federationUnitId: 2, schema: SCHEMA, data });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.operationId).toBe('cardcontent.update');
    expect(body.data.data).toEqual(data);
    expect(body.data.editedDate).not.toBeNull();
    expect(body.data.editedById).toBeGreaterThan(0);
    expect(body.data.lastChange).toBe(body.data.editedDate);
    const list = await call('GET', `${URL}?sort=-lastChange`);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id, await contentOfUnit(1)]);
  });

  it('validates like create, checks the id and answers 404 for no such content', async () => {
    const id = await contentOfUnit(2);
    const mismatch = await call('PUT', `${URL}/${id}`, 'expert', {
      id: id + 1,
      federationUnitId: 2,
      schema: SCHEMA,
      data: DATA,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe('id');
    const bad = await call('PUT', `${URL}/${id}`, 'expert', {
      id,
      federationUnitId: 2,
      schema: SCHEMA,
      data: { cardColor: 'red', copies: 'two' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsByField(bad.json())).toEqual({
      'data.copies': 'The field data.copies has the wrong type (expected integer).',
    });
    const missing = await call('PUT', `${URL}/999999`, 'expert', {
      id: 999999,
      federationUnitId: 2,
      schema: SCHEMA,
      data: DATA,
    });
    expect(missing.statusCode).toBe(404);
    const taken = await call('PUT', `${URL}/${id}`, 'expert', { id, federationUnitId: 1, schema: SCHEMA, data: DATA });
    expect(taken.statusCode).toBe(409);
  });

  it('lets a federation-unit manager edit its unit only (403 for another unit, or moving it away)', async () => {
    const own = await contentOfUnit(1);
    const ok = await call('PUT', `${URL}/${own}`, 'unit', {
      id: own,
      federationUnitId: 1,
      schema: DEMO_CARD_SCHEMA,
      data: { ...DEMO_CARD_DATA, cardColor: 'gold' },
    });
    expect(ok.statusCode).toBe(202);
    const other = await contentOfUnit(2);
    const denied = await call('PUT', `${URL}/${other}`, 'unit', {
      id: other,
      federationUnitId: 2,
      schema: SCHEMA,
      data: DATA,
    });
    expect(denied.statusCode).toBe(403);
    const away = await call('PUT', `${URL}/${own}`, 'unit', {
      id: own,
      federationUnitId: 4,
      schema: SCHEMA,
      data: DATA,
    });
    expect(away.statusCode).toBe(403);
  });
});

describe('access', () => {
  it('scopes the list of a federation-unit manager to its unit', async () => {
    const all = await call('GET', URL, 'admin');
    expect(all.json().total).toBe(2);
    const unit = await call('GET', URL, 'unit');
    expect(unit.statusCode).toBe(200);
    expect(unit.json().data.map((r: { federationUnitId: number }) => r.federationUnitId)).toEqual([1]);
    const filtered = await call(
      'GET',
      `${URL}?fields[federationUnitId][o]=valuesEqual&fields[federationUnitId][v]=2`,
      'unit',
    );
    expect(filtered.json()).toMatchObject({ total: 0, data: [] });
  });

  it('lets the read-only role list but not write or preview; refuses club roles, members and anonymous', async () => {
    const token = await server.tokenForRole('readonly@fedra.test', 'AdminExpertCommissionReadOnly');
    const list = await call('GET', URL, { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].links).toEqual([]);
    const write = await call('POST', URL, { token }, { federationUnitId: 4, schema: SCHEMA, data: DATA });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('read_only');
    const id = await contentOfUnit(2);
    expect(
      (await call('PUT', `${URL}/${id}`, { token }, { id, federationUnitId: 2, schema: SCHEMA, data: DATA }))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', `${URL}/preview`, { token }, { federationUnitId: 2, data: DATA })).statusCode).toBe(403);
    for (const who of ['club', 'clubro', 'member'] as const) {
      expect((await call('GET', URL, who)).statusCode, who).toBe(403);
      expect((await call('POST', URL, who, { federationUnitId: 4, schema: SCHEMA, data: DATA })).statusCode, who).toBe(
        403,
      );
    }
    expect((await server.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: `${URL}/preview`, payload: {} })).statusCode).toBe(401);
  });

  it('lets the union commission list and preview but not write', async () => {
    const token = await server.tokenForRole('union@fedra.test', 'AdminUnionCommision');
    expect((await call('GET', URL, { token })).statusCode).toBe(200);
    expect(
      (await call('POST', `${URL}/preview`, { token }, { federationUnitId: 1, data: DEMO_CARD_DATA })).statusCode,
    ).toBe(200);
    expect((await call('POST', URL, { token }, { federationUnitId: 4, schema: SCHEMA, data: DATA })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/admin-zone/card-contents/preview', () => {
  it('renders the card of the unit sample member with the stored schema and the data sent', async () => {
    const res = await call('POST', `${URL}/preview`, 'unit', { federationUnitId: 1, data: DEMO_CARD_DATA }, 'cs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.operationId).toBe('cardcontent.preview');
    const { rows } = await server.db.pool.query(
      `SELECT p.first_name || ' ' || p.last_name AS name, p.registration_number AS reg
         FROM persons p WHERE p.federation_unit_id = 1
          AND EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.type_id = 1 AND r.club_id IS NOT NULL
                      AND r.valid_from <= ${TEST_DAY} AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY}))
        ORDER BY p.id LIMIT 1`,
    );
    expect(body.data.card.member).toMatchObject({ fullName: rows[0].name, registrationNumber: rows[0].reg });
    expect(body.data.card.member.clubName).toBeTruthy();
    expect(body.data.card.fields).toEqual([
      { key: 'sponsor', label: 'Partner průkazu', value: DEMO_CARD_DATA.sponsor },
      { key: 'cardColor', label: 'Barva průkazu', value: 'blue' },
      { key: 'showQr', label: 'Zobrazit QR kód', value: true },
      { key: 'note', label: 'Poznámka', value: DEMO_CARD_DATA.note },
    ]);
    expect(body.data.html).toContain('Partner průkazu');
    expect(body.data.html).toContain('<td style="padding:2px 0">ano</td>');
    expect(body.data.html).toContain('border:3px solid blue');
    // The same call again gives the same sample (deterministic).
    const again = await call('POST', `${URL}/preview`, 'unit', { federationUnitId: 1, data: DEMO_CARD_DATA }, 'cs');
    expect(again.json().data).toEqual(body.data);
  });

  it('escapes the data: no markup from the data reaches the html', async () => {
    const schema = {
      type: 'object',
      properties: { note: { type: 'string', title: '<b>Note</b>' }, cardColor: { type: 'string' } },
    };
    const res = await call('POST', `${URL}/preview`, 'expert', {
      federationUnitId: 3,
      schema,
      data: { note: '<script>alert("x")</script> & <img src=x onerror=alert(1)>', cardColor: 'red;background:url(x)' },
    });
    expect(res.statusCode).toBe(200);
    const { html, card } = res.json().data;
    expect(card.fields[0]).toEqual({
      key: 'note',
      label: '<b>Note</b>',
      value: '<script>alert("x")</script> & <img src=x onerror=alert(1)>',
    });
    expect(html).not.toMatch(/<script|<img src=x|<b>/);
    // A colour that is not a plain colour never reaches a style.
    expect(html).toContain('border:3px solid #1c7ed6;');
    expect(html).not.toMatch(/solid red|url\(x\);/);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).toContain('&lt;b&gt;Note&lt;/b&gt;');
  });

  it('uses the schema of the content given by id, and validates the data against it', async () => {
    const id = await contentOfUnit(2);
    const ok = await call('POST', `${URL}/preview`, 'expert', { id, federationUnitId: 2, data: DATA });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.card.fields.map((f: { label: string }) => f.label)).toEqual([
      'Sponsor',
      'code',
      'Colour',
      'Show QR',
      'copies',
      'contact',
      'address',
    ]);
    const bad = await call('POST', `${URL}/preview`, 'expert', { id, federationUnitId: 2, data: { sponsor: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(errorsByField(bad.json())).toEqual({
      'data.cardColor': 'The field Colour is required',
      'data.sponsor': 'The field Sponsor has the wrong type (expected string).',
    });
  });

  it('shows the fixed sample member for a unit without members', async () => {
    await server.db.pool.query(
      `INSERT INTO federation_units (id, code, name_cs, name_en) VALUES (90, 'TST', 'Testovací svaz', 'Test association')`,
    );
    const res = await call('POST', `${URL}/preview`, 'expert', { federationUnitId: 90, schema: SCHEMA, data: DATA });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.card.member).toEqual({
      fullName: 'Jana Vzorová',
      registrationNumber: 'CZE 000-000',
      clubName: 'Sample club',
      validTill: null,
      photoUrl: null,
    });
    expect(res.json().data.html).toContain('Test association');
  });

  it('answers 404 for no such content, 400 for no such unit, 403 outside the unit manager scope', async () => {
    expect(
      (await call('POST', `${URL}/preview`, 'expert', { id: 999999, federationUnitId: 2, data: {} })).statusCode,
    ).toBe(404);
    const noUnit = await call('POST', `${URL}/preview`, 'expert', { federationUnitId: 999, data: {} });
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json().errors[0].field).toBe('federationUnitId');
    expect((await call('POST', `${URL}/preview`, 'unit', { federationUnitId: 2, data: DATA })).statusCode).toBe(403);
    const otherId = await contentOfUnit(2);
    expect(
      (await call('POST', `${URL}/preview`, 'unit', { id: otherId, federationUnitId: 1, data: DATA })).statusCode,
    ).toBe(403);
  });
});

describe('module switch', () => {
  const noCards = useTestServer({ MODULES: 'board' });

  it('answers 404 for every card-content call when the memberCard module is off', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['PUT', `${URL}/1`],
      ['POST', `${URL}/preview`],
    ] as const) {
      const res = await noCards.request({ method, url, as: 'admin', ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
