// Tournaments through HTTP on real PostgreSQL: create/read/update/delete with every bad input of
// issue 14, the workflow (each action, the 409s), visibility per zone (the organizer club sees its
// drafts, another club does not), statute 8 from applications, the list's tabs, filters, sorts and
// export, and the attachments with their stored files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../src/platform/clock';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const ADMIN = '/api/admin-zone/tournaments';
const CLUB = '/api/club-zone/tournaments';
const PERSONAL = '/api/personal-zone/tournaments';

type Caller = DemoUser | 'anonymous';
type Problem = { errors: { field?: string; message: string }[] };
type Statute8 = { athletes: number; referees: number; requiredReferees: number; missingReferees: number; fine: number };
type Tournament = {
  id: number;
  name: string;
  stateId: number;
  isCancelled: boolean;
  dateFrom: string;
  dateTill: string;
  timeFrom: string | null;
  seasonName: string;
  organizerName: string | null;
  typeLevelPairs: { typeId: number; levelId: number | null; order: number }[];
  statute8: Statute8;
  address: { latitude: number | null; longitude: number | null; regionId: number | null };
  proposition: string | null;
  posterUrl: string | null;
  links?: { operationId: string }[];
};

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Caller, payload?: object, lang = 'en') {
  return server.request({
    method,
    url,
    ...(as === 'anonymous' ? {} : { as }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}
async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  return (await server.db.pool.query(text, params)).rows[0] as T;
}
const errorsOf = (res: { json(): unknown }) => (res.json() as Problem).errors;
const fields = (res: { json(): unknown }) => errorsOf(res).map((e) => e.field);
const ops = (links: { operationId: string }[]) => links.map((l) => l.operationId.replace('api.admin.zone.', '')).sort();

let seasonId: number;
let ownClubId: number;
let otherClubId: number;

const iso = (days: number) => addDays(today(), days);

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Velká cena Prahy',
  code: null,
  dateFrom: iso(30),
  dateTill: iso(31),
  timeFrom: '09:30',
  registrationStartDate: iso(-1),
  registrationCloseDate: iso(20),
  seasonId,
  organizerId: ownClubId,
  typeLevelPairs: [{ typeId: 1, levelId: 2 }],
  sportDisciplineIds: [1, 2],
  startingFee: 250,
  contactEmail: 'turnaj@example.cz',
  proposition: '<p>Hraje se <strong>na dva</strong> hrací sety.</p><script>alert(1)</script>',
  address: { street: 'Sportovní 1', city: 'Praha', zip: '110 00', regionId: null, latitude: 50.08, longitude: 14.42 },
  ...over,
});

async function create(over: Record<string, unknown> = {}, as: DemoUser = 'expert'): Promise<Tournament> {
  const res = await call('POST', ADMIN, as, valid(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

beforeAll(async () => {
  // The lists' filters are checked against this file's tournaments alone: without the demo season's.
  await server.db.pool.query('DELETE FROM tournaments');
  seasonId = (await one<{ id: number }>('SELECT max(id) AS id FROM seasons')).id;
  ownClubId = (await one<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`))
    .id;
  // A club none of the demo club managers manages.
  otherClubId = (
    await one<{ id: number }>(
      `SELECT min(id) AS id FROM clubs WHERE id NOT IN (
         SELECT c.object_id FROM user_role_claims c JOIN user_roles r ON r.id = c.user_role_id JOIN users u ON u.id = r.user_id
          WHERE c.claim_type = 'club' AND c.object_id IS NOT NULL AND u.user_name IN ('club@fedra.test', 'clubro@fedra.test'))`,
    )
  ).id;
});

describe('creating and reading a tournament', () => {
  it('creates a draft with its pairs, sanitised proposition, names and links of the office', async () => {
    const t = await create();
    expect(t.stateId).toBe(1);
    expect(t.timeFrom).toBe('09:30');
    expect(t.typeLevelPairs).toEqual([{ typeId: 1, levelId: 2, order: 1 }]);
    expect(t.proposition).toContain('<strong>na dva</strong>');
    expect(t.proposition).not.toContain('script');
    expect(t.organizerName).toBeTruthy();
    expect(t.statute8).toEqual({ athletes: 0, referees: 0, requiredReferees: 0, missingReferees: 0, fine: 0 });
    const got = await call('GET', `${ADMIN}/${t.id}`, 'expert');
    expect(got.statusCode).toBe(200);
    expect(ops(got.json().links)).toEqual(
      [
        'tournament.dynamic.attachment.create',
        'tournament.dynamic.attachment.delete',
        'tournament.dynamic.attachment.update',
        'tournament.dynamic.cancel',
        'tournament.dynamic.competition.create',
        'tournament.dynamic.delete',
        'tournament.dynamic.publish',
        'tournament.dynamic.update',
      ].sort(),
    );
    // A unit manager reads but has no actions.
    const unit = await call('GET', `${ADMIN}/${t.id}`, 'unit');
    expect(unit.statusCode).toBe(200);
    expect(unit.json().links).toEqual([]);
  });

  it('refuses a time that is not HH:MM with the spec message, in Czech and English', async () => {
    for (const timeFrom of ['25:00', '7.30', '9:5']) {
      const res = await call('POST', ADMIN, 'expert', valid({ timeFrom }), 'cs');
      expect(res.statusCode, timeFrom).toBe(400);
      expect(errorsOf(res)).toContainEqual({ field: 'timeFrom', message: 'Zadejte čas ve formátu HH:MM.' });
    }
    const en = await call('POST', ADMIN, 'expert', valid({ timeFrom: '25:00' }));
    expect(errorsOf(en)).toContainEqual({ field: 'timeFrom', message: 'Enter the time as HH:MM.' });
  });

  it('refuses dateFrom after dateTill on both fields, and a registration window the wrong way round', async () => {
    const res = await call(
      'POST',
      ADMIN,
      'expert',
      valid({
        dateFrom: '2026-06-10',
        dateTill: '2026-06-09',
        registrationStartDate: '2026-06-01',
        registrationCloseDate: '2026-05-01',
      }),
      'cs',
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        { field: 'dateFrom', message: 'Datum od je větší než datum do.' },
        { field: 'dateTill', message: 'Datum do je menší než datum od.' },
        { field: 'registrationStartDate', message: 'Datum od je větší než datum do.' },
        { field: 'registrationCloseDate', message: 'Datum do je menší než datum od.' },
      ]),
    );
  });

  it('refuses coordinates out of range, an empty type list, a bad e-mail, a negative fee and no organizer', async () => {
    const res = await call(
      'POST',
      ADMIN,
      'expert',
      valid({
        address: { latitude: 91, longitude: -180.5 },
        typeLevelPairs: [],
        contactEmail: 'not-an-email',
        startingFee: -1,
        organizerId: null,
        organizerText: null,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(
      expect.arrayContaining([
        'address.latitude',
        'address.longitude',
        'typeLevelPairs',
        'contactEmail',
        'startingFee',
        'organizerId',
      ]),
    );
  });

  it('names every reference that does not exist, and a district outside the region', async () => {
    const district = await one<{ id: number; regionId: number }>(
      'SELECT id, region_id AS "regionId" FROM districts ORDER BY id LIMIT 1',
    );
    const otherRegion = await one<{ id: number }>('SELECT min(id) AS id FROM regions WHERE id <> $1', [
      district.regionId,
    ]);
    const res = await call(
      'POST',
      ADMIN,
      'expert',
      valid({
        seasonId: 999999,
        organizerId: 999999,
        refereeId: 999999,
        typeLevelPairs: [{ typeId: 1 }, { typeId: 999, levelId: 998 }],
        sportDisciplineIds: [1, 997],
        ageCategoryId: 999,
        address: { districtId: district.id, regionId: otherRegion.id },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(
      expect.arrayContaining([
        'seasonId',
        'organizerId',
        'refereeId',
        'typeLevelPairs.1.typeId',
        'typeLevelPairs.1.levelId',
        'sportDisciplineIds',
        'ageCategoryId',
        'address.districtId',
      ]),
    );
    expect(
      await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM tournaments WHERE name = 'Velká cena Prahy' AND season_id = 999999`,
      ),
    ).toEqual({ n: 0 });
  });

  it('keeps codes unique ignoring case (400 on code)', async () => {
    await create({ code: 'VCP-2026' });
    const res = await call('POST', ADMIN, 'expert', valid({ code: 'vcp-2026' }));
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['code']);
  });

  it('updates every field and the pairs in their order', async () => {
    const t = await create();
    const res = await call(
      'PUT',
      `${ADMIN}/${t.id}`,
      'expert',
      valid({ name: 'Přejmenovaný', timeFrom: null, typeLevelPairs: [{ typeId: 2 }, { typeId: 1, levelId: 1 }] }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const data = res.json().data as Tournament;
    expect(data.name).toBe('Přejmenovaný');
    expect(data.timeFrom).toBeNull();
    expect(data.typeLevelPairs).toEqual([
      { typeId: 2, levelId: null, order: 1 },
      { typeId: 1, levelId: 1, order: 2 },
    ]);
    expect((await call('PUT', `${ADMIN}/999999`, 'expert', valid())).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('keeps the fields the form leaves out (last year, links, sport field) and clears those sent as null', async () => {
    const last = await create({ name: 'Loňská cena' });
    const t = await create({ importantLinks: [{ title: 'Výsledky', url: 'https://example.cz/v' }], badges: ['Nový'] });
    const { rows } = await server.db.pool.query<{ id: number }>('SELECT id FROM sport_fields ORDER BY id LIMIT 1');
    await server.db.pool.query(
      'UPDATE tournaments SET previous_tournament_id = $2, sport_field_id = $3, ranking_generate = true WHERE id = $1',
      [t.id, last.id, rows[0]!.id],
    );
    // The form's body: no previousTournamentId, importantLinks, badges, sportFieldId, ranking flags.
    const form = valid({ name: 'Velká cena Brna', contactEmail: null });
    const edit = await call('PUT', `${ADMIN}/${t.id}`, 'expert', form);
    expect(edit.statusCode, edit.body).toBe(202);
    const after = (await call('GET', `${ADMIN}/${t.id}`, 'expert')).json().data as Tournament;
    expect(after).toMatchObject({
      name: 'Velká cena Brna',
      contactEmail: null,
      previousTournamentId: last.id,
      sportFieldId: rows[0]!.id,
      importantLinks: [{ title: 'Výsledky', url: 'https://example.cz/v' }],
      badges: ['Nový'],
      rankingGenerate: true,
    });
    // A body without the address keeps it too.
    const { address: _address, ...withoutAddress } = form;
    expect((await call('PUT', `${ADMIN}/${t.id}`, 'expert', withoutAddress)).statusCode).toBe(202);
    const kept = (await call('GET', `${ADMIN}/${t.id}`, 'expert')).json().data as Tournament;
    expect(kept.address).toMatchObject({ street: 'Sportovní 1', city: 'Praha', zip: '110 00' });
  });
});

describe('category, team type and further facts (issue 27)', () => {
  it('saves them, shows them, keeps the facts when the body leaves them out, and refuses bad ones by field', async () => {
    const facts = [
      { key: 'Míče', value: 'Yonex AS-30' },
      { key: 'Parkování', value: 'U haly zdarma' },
    ];
    const t = await create({ categoryId: 2, teamTypeId: 1, additionalData: facts });
    expect(t).toMatchObject({ categoryId: 2, teamTypeId: 1, additionalData: facts });
    const withoutFacts = valid({ categoryId: 3 }); // the form's body: no additionalData
    const kept = await call('PUT', `${ADMIN}/${t.id}`, 'expert', withoutFacts);
    expect(kept.statusCode, kept.body).toBe(202);
    expect(kept.json().data).toMatchObject({ categoryId: 3, additionalData: facts });
    const cleared = await call('PUT', `${ADMIN}/${t.id}`, 'expert', valid({ additionalData: [] }));
    expect(cleared.json().data.additionalData).toEqual([]);

    const bad = await call(
      'PUT',
      `${ADMIN}/${t.id}`,
      'expert',
      valid({
        categoryId: 99,
        teamTypeId: 99,
        additionalData: [
          { key: 'Míče', value: 'a' },
          { key: ' míče', value: 'b' },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json() as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['additionalData.1.key']);
    const unknown = await call('PUT', `${ADMIN}/${t.id}`, 'expert', valid({ categoryId: 99, teamTypeId: 99 }));
    expect((unknown.json() as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual([
      'categoryId',
      'teamTypeId',
    ]);
  });
});

describe('the workflow', () => {
  it('publishes, sends, approves (union commission / super admin only) and archives; a step out of order is a 409 naming the state', async () => {
    const t = await create();
    const publish = await call('POST', `${ADMIN}/${t.id}/publish`, 'expert');
    expect(publish.statusCode).toBe(202);
    expect(publish.json().data.stateId).toBe(2);
    expect(ops(publish.json().links)).toContain('tournament.dynamic.send');
    expect(ops(publish.json().links)).not.toContain('tournament.dynamic.publish');

    const again = await call('POST', `${ADMIN}/${t.id}/publish`, 'expert', undefined, 'cs');
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]!.message).toBe('Akci „zveřejnit“ nelze provést: turnaj je ve stavu Zveřejněný.');
    const approveEarly = await call('POST', `${ADMIN}/${t.id}/approve`, 'admin');
    expect(approveEarly.statusCode).toBe(409);
    expect(errorsOf(approveEarly)[0]!.message).toBe('Cannot approve: the tournament is Published.');

    expect((await call('POST', `${ADMIN}/${t.id}/send`, 'expert')).json().data.stateId).toBe(3);
    // The office does not approve: only the union commission (and the super admin).
    expect((await call('POST', `${ADMIN}/${t.id}/approve`, 'expert')).statusCode).toBe(403);
    const approved = await call('POST', `${ADMIN}/${t.id}/approve`, 'admin');
    expect(approved.statusCode).toBe(202);
    expect(approved.json().data.stateId).toBe(4);
    expect(ops(approved.json().links)).toEqual(
      expect.arrayContaining(['tournament.dynamic.cancel', 'tournament.dynamic.archive', 'tournament.dynamic.update']),
    );
    const archived = await call('POST', `${ADMIN}/${t.id}/archive`, 'expert');
    expect(archived.json().data.stateId).toBe(6);
    expect(ops(archived.json().links)).not.toContain('tournament.dynamic.update');
    const edit = await call('PUT', `${ADMIN}/${t.id}`, 'expert', valid(), 'cs');
    expect(edit.statusCode).toBe(409);
    expect(errorsOf(edit)[0]!.message).toBe('Turnaj ve stavu Archivovaný už nelze upravovat.');
    expect((await call('POST', `${ADMIN}/${t.id}/cancel`, 'expert')).statusCode).toBe(409);
    expect((await call('POST', `${ADMIN}/999999/publish`, 'expert')).statusCode).toBe(404);
  });

  it('cancels (is_cancelled set) and then only archives', async () => {
    const t = await create();
    const cancelled = await call('POST', `${ADMIN}/${t.id}/cancel`, 'expert');
    expect(cancelled.json().data).toMatchObject({ stateId: 5, isCancelled: true });
    expect((await call('POST', `${ADMIN}/${t.id}/publish`, 'expert')).statusCode).toBe(409);
    expect((await call('POST', `${ADMIN}/${t.id}/archive`, 'expert')).json().data.stateId).toBe(6);
  });
});

/** A discipline of the tournament with applications inserted directly, and the counters as the participants service keeps them. */
async function applyBySql(tournamentId: number, athletes: number, referees: number) {
  const pool = server.db.pool;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name) VALUES ($1, 'Dvouhra') RETURNING id`,
    [tournamentId],
  );
  const competitionId = rows[0]!.id;
  await pool.query(
    `INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, state_id)
     SELECT $1, $2, p.id, CASE WHEN row_number() OVER (ORDER BY p.id) <= $3::int THEN 1 ELSE 2 END, 1
       FROM (SELECT id FROM persons ORDER BY id LIMIT $3::int + $4::int) p`,
    [competitionId, tournamentId, athletes, referees],
  );
  await pool.query(
    `UPDATE tournaments t SET
       signed_athletes = (SELECT count(DISTINCT person_id) FROM tournament_participants WHERE tournament_id = t.id AND role_id = 1),
       signed_referees = (SELECT count(DISTINCT person_id) FROM tournament_participants WHERE tournament_id = t.id AND role_id BETWEEN 2 AND 6)
     WHERE id = $1`,
    [tournamentId],
  );
}

describe('statute 8 and deleting', () => {
  it('answers required 3, missing 2 and a fine of 2,000 CZK for 25 athletes and 1 referee; a tournament with applications is not deleted', async () => {
    const t = await create({ name: 'Statut osm' });
    await applyBySql(t.id, 25, 1);
    const got = (await call('GET', `${ADMIN}/${t.id}`, 'expert')).json();
    expect(got.data.statute8).toEqual({
      athletes: 25,
      referees: 1,
      requiredReferees: 3,
      missingReferees: 2,
      fine: 2000,
    });
    expect(got.data.disciplineCount).toBe(1);
    expect(ops(got.links)).not.toContain('tournament.dynamic.delete');
    const del = await call('DELETE', `${ADMIN}/${t.id}`, 'expert', undefined, 'cs');
    expect(del.statusCode).toBe(409);
    expect(errorsOf(del)[0]!.message).toBe('Turnaj má přihlášky, nelze jej smazat; zrušte jej.');

    // The ratio comes from the tournament type: 5 athletes per referee makes 5 required.
    await server.db.pool.query(
      `UPDATE codebook_entries SET attrs = attrs || '{"athletesPerReferee":5}' WHERE list = 'tournamentTypes' AND id = 1`,
    );
    try {
      const five = (await call('GET', `${ADMIN}/${t.id}`, 'expert')).json().data.statute8;
      expect(five).toEqual({ athletes: 25, referees: 1, requiredReferees: 5, missingReferees: 4, fine: 4000 });
    } finally {
      await server.db.pool.query(
        `UPDATE codebook_entries SET attrs = attrs || '{"athletesPerReferee":10}' WHERE list = 'tournamentTypes' AND id = 1`,
      );
    }
  });

  it('deletes a tournament without applications', async () => {
    const t = await create();
    expect((await call('DELETE', `${ADMIN}/${t.id}`, 'expert')).statusCode).toBe(202);
    expect((await call('GET', `${ADMIN}/${t.id}`, 'expert')).statusCode).toBe(404);
    expect((await call('DELETE', `${ADMIN}/${t.id}`, 'expert')).statusCode).toBe(404);
  });
});

describe('visibility by zone', () => {
  it('shows a club its own drafts but not another club’s; members see published ones only; every write is the admin zone’s', async () => {
    const own = await create({ name: 'Koncept vlastního klubu' });
    const foreign = await create({ name: 'Koncept cizího klubu', organizerId: otherClubId });
    const published = await create({ name: 'Zveřejněný cizí', organizerId: otherClubId });
    await call('POST', `${ADMIN}/${published.id}/publish`, 'expert');

    expect((await call('GET', `${CLUB}/${own.id}`, 'club')).statusCode).toBe(200);
    expect((await call('GET', `${CLUB}/${foreign.id}`, 'club')).statusCode).toBe(404);
    expect((await call('GET', `${CLUB}/${published.id}`, 'club')).statusCode).toBe(200);
    expect((await call('GET', `${CLUB}/${foreign.id}/attachments`, 'club')).statusCode).toBe(404);
    const clubList = (await call('GET', `${CLUB}?limit=200`, 'club')).json().data.map((t: Tournament) => t.id);
    expect(clubList).toEqual(expect.arrayContaining([own.id, published.id]));
    expect(clubList).not.toContain(foreign.id);
    // A club's answer has no actions.
    expect((await call('GET', `${CLUB}/${own.id}`, 'club')).json().links).toEqual([]);

    expect((await call('GET', `${PERSONAL}/${own.id}`, 'member')).statusCode).toBe(404);
    expect((await call('GET', `${PERSONAL}/${published.id}`, 'member')).statusCode).toBe(200);
    const memberList = (await call('GET', `${PERSONAL}?limit=200`, 'member')).json().data.map((t: Tournament) => t.id);
    expect(memberList).toContain(published.id);
    expect(memberList).not.toContain(own.id);

    for (const as of ['club', 'clubro', 'member', 'unit'] as const) {
      expect((await call('POST', ADMIN, as, valid())).statusCode, as).toBe(403);
      expect((await call('POST', `${ADMIN}/${own.id}/publish`, as)).statusCode, as).toBe(403);
    }
    expect((await call('GET', ADMIN, 'anonymous')).statusCode).toBe(401);
    expect((await call('GET', `${CLUB}/${own.id}`, 'member')).statusCode).toBe(403);
  });
});

describe("the links of the detail's tabs", () => {
  const TAB_LINKS = [
    'tournament.dynamic.competition.create',
    'tournament.dynamic.participant.create',
    'tournament.dynamic.participant.update',
  ];
  const tabLinks = async (zone: string, id: number, as: DemoUser) => {
    const res = await call('GET', `${zone}/${id}`, as);
    expect(res.statusCode, res.body).toBe(200);
    const links: { operationId: string }[] = res.json().links;
    return links
      .map((l) => l.operationId.replace(/^api\.(admin|club)\.zone\./, ''))
      .filter((op) => TAB_LINKS.includes(op))
      .sort();
  };
  const open = { registrationOnline: true, registrationStartDate: iso(-1), registrationCloseDate: iso(20) };

  it('offers the office a new discipline in states 1-4, applying and approving all in states 2-4, nothing after', async () => {
    const t = await create(open);
    expect(await tabLinks(ADMIN, t.id, 'expert')).toEqual(['tournament.dynamic.competition.create']);
    // A read-only reader of the admin zone gets none of them.
    expect(await tabLinks(ADMIN, t.id, 'unit')).toEqual([]);
    for (const step of ['publish', 'send'] as const) {
      await call('POST', `${ADMIN}/${t.id}/${step}`, 'expert');
      expect(await tabLinks(ADMIN, t.id, 'expert'), step).toEqual(TAB_LINKS);
    }
    await call('POST', `${ADMIN}/${t.id}/approve`, 'admin');
    expect(await tabLinks(ADMIN, t.id, 'expert')).toEqual(TAB_LINKS);
    await call('POST', `${ADMIN}/${t.id}/cancel`, 'expert');
    expect(await tabLinks(ADMIN, t.id, 'expert')).toEqual([]);
  });

  it('offers a club manager applying only in states 2-4, online and within the window; never the read-only manager or a member', async () => {
    const draft = await create(open);
    expect(await tabLinks(CLUB, draft.id, 'club')).toEqual([]);
    const published = await create(open);
    await call('POST', `${ADMIN}/${published.id}/publish`, 'expert');
    expect(await tabLinks(CLUB, published.id, 'club')).toEqual(['tournament.dynamic.participant.create']);
    expect(await tabLinks(CLUB, published.id, 'clubro')).toEqual([]);
    expect((await call('GET', `${PERSONAL}/${published.id}`, 'member')).json().links).toEqual([]);

    const offline = await create({ ...open, registrationOnline: false });
    const notYet = await create({ ...open, registrationStartDate: iso(2) });
    const closed = await create({ ...open, registrationStartDate: iso(-10), registrationCloseDate: iso(-1) });
    const lastDay = await create({ ...open, registrationCloseDate: iso(0) });
    for (const t of [offline, notYet, closed, lastDay]) await call('POST', `${ADMIN}/${t.id}/publish`, 'expert');
    expect(await tabLinks(CLUB, offline.id, 'club')).toEqual([]);
    expect(await tabLinks(CLUB, notYet.id, 'club')).toEqual([]);
    expect(await tabLinks(CLUB, closed.id, 'club')).toEqual([]);
    expect(await tabLinks(CLUB, lastDay.id, 'club')).toEqual(['tournament.dynamic.participant.create']);
    // The office applies late too.
    expect(await tabLinks(ADMIN, closed.id, 'expert')).toEqual(TAB_LINKS);
  });
});

describe('the list', () => {
  const tab = (t: string) => `fields[tab][o]=valuesEqual&fields[tab][v]=${t}`;
  let past: Tournament;
  let soon: Tournament;
  let later: Tournament;

  beforeAll(async () => {
    past = await create({
      name: 'Loňský Žďárský pohár',
      dateFrom: iso(-40),
      dateTill: iso(-39),
      registrationStartDate: null,
      registrationCloseDate: null,
      sportDisciplineIds: [5],
      typeLevelPairs: [{ typeId: 2, levelId: 3 }],
    });
    soon = await create({ name: 'Brzký turnaj', dateFrom: iso(2), dateTill: iso(3) });
    later = await create({
      name: 'Pozdní turnaj',
      dateFrom: iso(90),
      dateTill: iso(91),
      typeLevelPairs: [{ typeId: 1 }, { typeId: 3, levelId: 1 }],
    });
    await applyBySql(later.id, 31, 0);
  });

  const list = async (query: string, as: DemoUser = 'expert') => {
    const res = await call('GET', `${ADMIN}?limit=200&${query}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Tournament[];
  };
  const idsOf = (rows: Tournament[]) => rows.map((t) => t.id);

  it('splits current and past by dateTill, current soonest first, past latest first', async () => {
    const current = idsOf(await list(tab('current')));
    expect(current).toEqual(expect.arrayContaining([soon.id, later.id]));
    expect(current).not.toContain(past.id);
    expect(current.indexOf(soon.id)).toBeLessThan(current.indexOf(later.id));
    const pastIds = idsOf(await list(tab('past')));
    expect(pastIds).toContain(past.id);
    expect(pastIds).not.toContain(soon.id);
    const all = idsOf(await list(tab('all')));
    expect(all.indexOf(later.id)).toBeLessThan(all.indexOf(past.id));
    const bad = await call('GET', `${ADMIN}?fields[tab][o]=valuesEqual&fields[tab][v]=future`, 'expert');
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['fields[tab]']);
  });

  it('filters by type and level of any pair, discipline, state, season and name without accents', async () => {
    expect(idsOf(await list('fields[typeId][o]=valuesEqual&fields[typeId][v]=3'))).toEqual([later.id]);
    expect(idsOf(await list('fields[levelId][o]=valuesEqual&fields[levelId][v]=3'))).toEqual([past.id]);
    expect(idsOf(await list('fields[sportDisciplineId][o]=valuesMemberOf&fields[sportDisciplineId][v]=5'))).toEqual([
      past.id,
    ]);
    expect(idsOf(await list('fields[name][o]=valuesLike&fields[name][v]=zdarsky'))).toEqual([past.id]);
    const drafts = await list(
      `fields[stateId][o]=valuesEqual&fields[stateId][v]=1&fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${seasonId}`,
    );
    expect(idsOf(drafts)).toEqual(expect.arrayContaining([past.id, soon.id, later.id]));
    const unknown = await call('GET', `${ADMIN}?fields[colour][o]=valuesEqual&fields[colour][v]=1`, 'expert');
    expect(unknown.statusCode).toBe(400);
  });

  it('sorts by missing referees with statute 8 per row, with links per item', async () => {
    const rows = await list(`${tab('all')}&sort=-missingReferees`);
    expect(rows[0]!.id).toBe(later.id);
    expect(rows[0]!.statute8).toEqual({
      athletes: 31,
      referees: 0,
      requiredReferees: 4,
      missingReferees: 4,
      fine: 4000,
    });
    expect(ops(rows[0]!.links!)).toContain('tournament.dynamic.publish');
    expect(ops(rows[0]!.links!)).not.toContain('tournament.dynamic.delete');
    const unit = await list(tab('all'), 'unit');
    expect(unit[0]!.links).toEqual([]);
  });

  it('exports the list with the statute 8 columns', async () => {
    const res = await call(
      'GET',
      `${ADMIN}?format=csv&sort=-missingReferees&${tab('current')}`,
      'expert',
      undefined,
      'cs',
    );
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Record<
      string,
      string
    >[];
    expect(rows[0]).toMatchObject({
      Název: 'Pozdní turnaj',
      Sportovců: '31',
      'Potřeba rozhodčích': '4',
      'Chybí rozhodčích': '4',
      'Pokuta (Kč)': '4000',
      Stav: 'Koncept',
    });
    const xlsx = await call('GET', `${ADMIN}?format=xlsx`, 'expert');
    expect(xlsx.statusCode).toBe(200);
  });
});

describe('attachments', () => {
  async function upload(
    name: string,
    bytes: Buffer,
    purpose = 'tournament-attachment',
    contentType = 'application/pdf',
  ) {
    const asked = await call('POST', '/api/admin-zone/files/upload-url', 'expert', {
      name,
      contentType,
      size: bytes.length,
      purpose,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { uploadUrl, fileUrl, headers } = asked.json().data;
    const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
    expect(put.statusCode, put.body).toBeLessThan(300);
    return fileUrl as string;
  }
  const stored = (id: string) =>
    existsSync(path.join(server.deps.config.DATA_DIR, 'files', 'tournament-attachment', id.slice(0, 2), id));

  it('adds, lists in every zone that sees the tournament, downloads, renames, replaces and deletes with the bytes', async () => {
    const t = await create({ name: 'S přílohami' });
    await call('POST', `${ADMIN}/${t.id}/publish`, 'expert');
    const fileUrl = await upload('propozice.pdf', Buffer.from('%PDF-1.4 propozice'));
    const created = await call('POST', `${ADMIN}/${t.id}/attachments`, 'expert', { name: 'Propozice', fileUrl });
    expect(created.statusCode, created.body).toBe(201);
    const attachment = created.json().data;
    expect(attachment).toMatchObject({ name: 'Propozice', fileName: 'propozice.pdf', tournamentId: t.id });
    // The same file twice: 400 on fileUrl.
    const twice = await call('POST', `${ADMIN}/${t.id}/attachments`, 'expert', { name: 'Znovu', fileUrl });
    expect(twice.statusCode).toBe(400);
    expect(fields(twice)).toEqual(['fileUrl']);

    for (const [zone, as] of [
      ['admin', 'unit'],
      ['club', 'clubro'],
      ['personal', 'member'],
    ] as const) {
      const listed = await call('GET', `/api/${zone}-zone/tournaments/${t.id}/attachments`, as);
      expect(listed.statusCode, zone).toBe(200);
      expect(listed.json().data.map((a: { id: number }) => a.id)).toEqual([attachment.id]);
    }
    const csv = await call('GET', `${CLUB}/${t.id}/attachments?format=csv`, 'club', undefined, 'cs');
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true })).toEqual([
      expect.objectContaining({ Název: 'Propozice', Soubor: 'propozice.pdf' }),
    ]);
    const download = await server.request({ method: 'GET', url: attachment.attachmentUrl });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 propozice');

    const fileId = (
      await one<{ id: string }>('SELECT file_id AS id FROM tournament_attachments WHERE id = $1', [attachment.id])
    ).id;
    const replacement = await upload('nove.pdf', Buffer.from('%PDF-1.4 nove'));
    const updated = await call('PUT', `${ADMIN}/attachments/${attachment.id}`, 'expert', {
      name: 'Nové propozice',
      fileUrl: replacement,
    });
    expect(updated.statusCode, updated.body).toBe(202);
    expect(updated.json().data).toMatchObject({ name: 'Nové propozice', fileName: 'nove.pdf' });
    expect(stored(fileId)).toBe(false);
    const newId = (
      await one<{ id: string }>('SELECT file_id AS id FROM tournament_attachments WHERE id = $1', [attachment.id])
    ).id;
    expect(stored(newId)).toBe(true);

    expect((await call('DELETE', `${ADMIN}/attachments/${attachment.id}`, 'club')).statusCode).toBe(403);
    expect((await call('DELETE', `${ADMIN}/attachments/${attachment.id}`, 'expert')).statusCode).toBe(202);
    expect(stored(newId)).toBe(false);
    expect((await call('DELETE', `${ADMIN}/attachments/${attachment.id}`, 'expert')).statusCode).toBe(404);
    const missing = await call('POST', `${ADMIN}/999999/attachments`, 'expert', { name: 'X', fileUrl: replacement });
    expect(missing.statusCode).toBe(404);
  });

  it('stores a poster on the tournament, answers a signed URL, and removes it when replaced by null', async () => {
    const posterUrl = await upload('plakat.png', Buffer.from('png-bytes'), 'tournament-image', 'image/png');
    const t = await create({ posterUrl });
    expect(t.posterUrl).toMatch(/^\/api\/files\//);
    const fileId = (await one<{ id: string }>('SELECT poster_file_id AS id FROM tournaments WHERE id = $1', [t.id])).id;
    const res = await call('PUT', `${ADMIN}/${t.id}`, 'expert', valid({ posterUrl: null }));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data.posterUrl).toBeNull();
    expect(await one('SELECT 1 AS x FROM files WHERE id = $1', [fileId])).toBeUndefined();
    // A file of another purpose is refused on its field.
    const attachmentFile = await upload('a.pdf', Buffer.from('%PDF'));
    const wrong = await call('POST', ADMIN, 'expert', valid({ mainImageUrl: attachmentFile }));
    expect(wrong.statusCode).toBe(400);
    expect(fields(wrong)).toEqual(['mainImageUrl']);
  });
});
