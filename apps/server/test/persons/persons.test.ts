// The persons register through HTTP on real PostgreSQL (issue 29 §1–§4): lists per scope with the
// role filters holding of one role, the detail with its tabs, creating (birth-number rules,
// duplicates, similar persons, a club's registration going to approval) and changing (a club keeps
// only the contact of an approved person), each change in the audit log, and every bad input a
// field error with nothing written.
import { describe, expect, it } from 'vitest';
import { PERSON_COUNT_CAP, personListSql } from '../../src/features/persons/persons.list';
import { sortsInCzech } from '../../src/platform/db/collation';
import { runList } from '../../src/platform/list-query/list-statements';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = {
  code: string;
  errors: { field?: string; message: string }[];
  related?: { kind: string; id: number; name: string };
};
type Row = {
  id: number;
  lastName: string;
  fullName: string;
  club: { id: number; name: string } | null;
  roles: { typeId: number; clubId: number | null; approvalStateId: number }[];
};

const ADMIN = '/api/admin-zone/persons';
const CLUB = '/api/club-zone/persons';
const f = (name: string, op: string, ...values: (string | number)[]) =>
  [`fields[${name}][o]=${op}`, ...values.map((v) => `fields[${name}][v]=${encodeURIComponent(String(v))}`)].join('&');
const call = (as: DemoUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': 'cs' } });
const list = async (as: DemoUser, url: string) => {
  const res = await call(as, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; total: number };
};
const count = async (sql: string, values: unknown[] = []) =>
  Number((await server.db.pool.query(sql, values)).rows[0].n);

let seq = 0;
/** A valid 10-digit birth number of a man born on 12 March 1990 + n days (unique per call). */
function birthNumber(): { value: string; date: string } {
  seq++;
  const day = new Date(Date.UTC(1990, 2, 12 + seq * 3 + (Math.floor(Date.now() / 1000) % 2000)));
  const yy = String(day.getUTCFullYear()).slice(2);
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(day.getUTCDate()).padStart(2, '0');
  for (let serial = 100 + seq; ; serial++) {
    const head = `${yy}${mm}${dd}${String(serial).padStart(3, '0')}`;
    for (let d = 0; d < 10; d++) {
      if (Number(`${head}${d}`) % 11 === 0)
        return {
          value: `${yy}${mm}${dd}/${String(serial).padStart(3, '0')}${d}`,
          date: day.toISOString().slice(0, 10),
        };
    }
  }
}

async function myClub(as: DemoUser = 'club'): Promise<number> {
  const me = await call(as, 'GET', '/api/account/me/new');
  return me.json().data.currentClubId as number;
}

describe('persons register: lists', () => {
  it('lists members valid on a day, every role filter holding of the same role', async () => {
    const clubId = await myClub();
    const members = await list(
      'admin',
      `${ADMIN}?${f('roleCategoryId', 'valuesEqual', 1)}&${f('validAt', 'valuesEqual', TEST_TODAY)}&${f('clubId', 'valuesEqual', clubId)}&limit=100`,
    );
    expect(members.total).toBeGreaterThan(0);
    for (const p of members.data) {
      expect(p.roles.some((r) => r.typeId === 1 && r.clubId === clubId)).toBe(true);
      expect(p.club?.id).toBe(clubId);
    }
    const sql = `SELECT count(DISTINCT r.person_id)::int AS n FROM person_roles r
                  WHERE r.club_id = $1 AND r.type_id = 1 AND r.valid_from <= $2 AND (r.valid_till IS NULL OR r.valid_till >= $2)`;
    expect(members.total).toBe(await count(sql, [clubId, TEST_TODAY]));
  });

  it('finds names without accents and birth numbers without the slash', async () => {
    const { rows } = await server.db.pool.query(
      `SELECT id, first_name || ' ' || last_name AS name, birth_number FROM persons
        WHERE last_name ~ '[áčďéěíňóřšťúůýž]' AND birth_number IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const person = rows[0] as { id: number; name: string; birth_number: string };
    const plain = person.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const byName = await list('admin', `${ADMIN}?${f('fullName', 'valuesLike', plain)}`);
    expect(byName.data.map((p) => p.id)).toContain(person.id);
    // Surname first, as the lists show it (the pickers search this field too).
    const [first, ...last] = plain.split(' ');
    const reversed = await list('admin', `${ADMIN}?${f('fullName', 'valuesLike', `${last.join(' ')}  ${first}`)}`);
    expect(reversed.data.map((p) => p.id)).toContain(person.id);
    const byNumber = await list(
      'admin',
      `${ADMIN}?${f('birthNumber', 'valuesEqual', person.birth_number.replace('/', ''))}`,
    );
    expect(byNumber.data.map((p) => p.id)).toEqual([person.id]);
  });

  it('sorts surnames in Czech order: Č before D, Ch after H, Ř after R', async () => {
    const surname = async (pattern: string) =>
      String(
        (
          await server.db.pool.query(
            // The rarest, so that one page holds every person of all of them.
            `SELECT last_name FROM persons WHERE last_name ~ $1 GROUP BY last_name ORDER BY count(*), last_name LIMIT 1`,
            [pattern],
          )
        ).rows[0].last_name,
      );
    // In Czech order; byte order would put Č and Ř after every plain letter and Ch before D.
    const czech = [];
    for (const initial of ['B', 'Č', 'D', 'H', 'Ch', 'J', 'R', 'Ř', 'S']) czech.push(await surname(`^${initial}`));
    const shuffled = [...czech].reverse();
    const sorted = await list(
      'admin',
      `${ADMIN}?limit=100&sort=lastName&${f('lastName', 'valuesMemberOf', ...shuffled)}`,
    );
    expect([...new Set(sorted.data.map((p) => p.lastName))]).toEqual(czech);
    expect(await sortsInCzech(server.db.pool)).toBe(true);
  });

  it('counts each single filter as the register holds it (the fast forms the bench measures)', async () => {
    const person = (
      await server.db.pool.query(
        `SELECT p.registration_number AS reg, p.birth_number AS bn FROM persons p
          WHERE p.birth_number IS NOT NULL ORDER BY p.id LIMIT 1`,
      )
    ).rows[0] as { reg: string; bn: string };
    const reg = person.reg.slice(-5);
    expect((await list('admin', `${ADMIN}?${f('registrationNumber', 'valuesLike', reg.toLowerCase())}`)).total).toBe(
      await count(`SELECT count(*) AS n FROM persons WHERE registration_number ILIKE $1`, [`%${reg}%`]),
    );
    const digits = person.bn.replace('/', '').slice(0, 6);
    expect((await list('admin', `${ADMIN}?${f('birthNumber', 'valuesLike', digits)}`)).total).toBe(
      await count(`SELECT count(*) AS n FROM persons WHERE replace(birth_number, '/', '') LIKE $1`, [`${digits}%`]),
    );
    expect((await list('admin', `${ADMIN}?${f('birthNumber', 'valuesLike', person.bn)}`)).total).toBe(1);
    for (const [field, column] of [
      ['roleTypeId', 'type_id'],
      ['roleLevelId', 'level_id'],
      ['approvalStateId', 'approval_state_id'],
    ] as const) {
      const value = Number(
        (await server.db.pool.query(`SELECT ${column} AS v FROM person_roles WHERE ${column} IS NOT NULL LIMIT 1`))
          .rows[0].v,
      );
      expect((await list('admin', `${ADMIN}?${f(field, 'valuesEqual', value)}`)).total, field).toBe(
        await count(`SELECT count(DISTINCT person_id) AS n FROM person_roles WHERE ${column} = $1`, [value]),
      );
    }
    // An age category: born in the years it covers this year, of its sex if it has one.
    const category = (
      await server.db.pool.query(
        `SELECT id, (attrs->>'ageFrom')::int AS "from", (attrs->>'ageTo')::int AS "to", (attrs->>'sexId')::int AS sex
           FROM codebook_entries WHERE list = 'ageCategories' AND attrs->>'sexId' IS NOT NULL LIMIT 1`,
      )
    ).rows[0] as { id: number; from: number | null; to: number | null; sex: number } | undefined;
    if (category) {
      const year = Number(TEST_TODAY.slice(0, 4));
      expect((await list('admin', `${ADMIN}?${f('ageCategoryId', 'valuesEqual', category.id)}`)).total).toBe(
        await count(
          `SELECT count(*) AS n FROM persons WHERE sex_id = $3
              AND birth_date BETWEEN make_date($1, 1, 1) AND make_date($2, 12, 31)`,
          [year - (category.to ?? 150), year - (category.from ?? 0), category.sex],
        ),
      );
    }
  });

  it('shows a club only its people and its own roles, a unit manager only the unit', async () => {
    const clubId = await myClub('clubro');
    const own = await list('clubro', `${CLUB}?limit=500`);
    expect(own.total).toBe(
      await count('SELECT count(DISTINCT person_id)::int AS n FROM person_roles WHERE club_id = $1', [clubId]),
    );
    for (const p of own.data) for (const r of p.roles) expect(r.clubId).toBe(clubId);
    const unit = await list('unit', `${ADMIN}?limit=500`);
    const units = await server.db.pool.query(
      `SELECT DISTINCT federation_unit_id AS u FROM persons WHERE id = ANY($1::int[])`,
      [unit.data.map((p) => p.id)],
    );
    expect(units.rows.length).toBe(1);
  });

  it('counts at most a cap: past it the total is a lower bound, and the pages still go on', async () => {
    const CAP = 30;
    const ADMIN_SCOPE = { zone: 'admin', fedUnitIds: null } as const;
    const query = (q: string) => Object.fromEntries(new URLSearchParams(q));
    const page = (q: string, countCap = CAP) =>
      runList<Row>(server.db.db, personListSql(ADMIN_SCOPE, query(q), undefined, { countCap }));
    const all = await count('SELECT count(*)::int AS n FROM persons');
    expect(all).toBeGreaterThan(3 * CAP);
    // Over the cap (no filter; and the roles-only count of a role filter): the cap, flagged.
    const first = await page('limit=10');
    expect(first).toMatchObject({ total: CAP, totalCapped: true, offset: 0, limit: 10 });
    expect(first.data).toHaveLength(10);
    const role = await page(`${f('roleCategoryId', 'valuesEqual', 1)}&limit=10`);
    expect(role).toMatchObject({ total: CAP, totalCapped: true });
    // The roles-only count is exact up to the cap and flags one person more.
    const typeId = Number(
      (
        await server.db.pool.query(
          'SELECT type_id AS v FROM person_roles GROUP BY type_id ORDER BY count(*) DESC LIMIT 1',
        )
      ).rows[0].v,
    );
    const persons = await count('SELECT count(DISTINCT person_id)::int AS n FROM person_roles WHERE type_id = $1', [
      typeId,
    ]);
    const byType = (cap: number) => page(`${f('roleTypeId', 'valuesEqual', typeId)}&limit=1`, cap);
    expect(await byType(persons)).toMatchObject({ total: persons, totalCapped: false });
    expect(await byType(persons - 1)).toMatchObject({ total: persons - 1, totalCapped: true });
    // Paging past the cap: full pages raise the lower bound, rows continue in order.
    const beyond = await page(`limit=10&offset=${2 * CAP}`);
    expect(beyond.data).toHaveLength(10);
    expect(beyond).toMatchObject({ total: 2 * CAP + 10, totalCapped: true, offset: 2 * CAP });
    const next = await page(`limit=10&offset=${CAP}`);
    const uncapped = await page(`limit=${CAP + 10}&offset=0`, all);
    expect(uncapped).toMatchObject({ total: all, totalCapped: false });
    expect(next.data.map((p) => p.id)).toEqual(uncapped.data.slice(CAP).map((p) => p.id));
    // The last page, not full, ends the list: its end is the exact total.
    const last = await page(`limit=10&offset=${all - 3}`);
    expect(last).toMatchObject({ total: all, totalCapped: false });
    expect(last.data).toHaveLength(3);
    // Within the cap the count is exact (a club's people through HTTP: no cap reached).
    const within = await page(`limit=10&${f('registrationNumber', 'valuesLike', 'no-such-number')}`);
    expect(within).toMatchObject({ total: 0, totalCapped: false });
    const http = (await list('admin', `${ADMIN}?limit=5`)) as { total: number; totalCapped?: boolean };
    expect(http.totalCapped).toBe(all > PERSON_COUNT_CAP);
    expect(http.total).toBe(Math.min(all, PERSON_COUNT_CAP));
    // The export still writes every row, however many the cap would count.
    const csv = await call('admin', 'GET', `${ADMIN}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n').length - 1).toBe(all);
  });

  it('exports the list as CSV and refuses unknown filters by name', async () => {
    const csv = await call('admin', 'GET', `${ADMIN}?${f('roleCategoryId', 'valuesEqual', 3)}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Registrační číslo');
    const bad = await call('admin', 'GET', `${ADMIN}?${f('nonsense', 'valuesEqual', 1)}`);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Problem).errors[0]!.field).toBe('fields[nonsense]');
  });
});

describe('persons register: create and change', () => {
  it('creates a person from a birth number, refuses the same number again and asks about a namesake', async () => {
    const bn = birthNumber();
    const body = { firstName: 'Čeněk', lastName: `Zkušební${seq}`, birthNumber: bn.value.replace('/', '') };
    const created = await call('expert', 'POST', ADMIN, body);
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json().data;
    expect(person).toMatchObject({ birthNumber: bn.value, birthDate: bn.date, sexId: 1 });
    expect(person.registrationNumber).toMatch(/^CZE \d{3}-\d{3}$/);

    const again = await call('expert', 'POST', ADMIN, { ...body, firstName: 'Jiný' });
    expect(again.statusCode).toBe(409);
    expect((again.json() as Problem).code).toBe('person_duplicate');
    expect((again.json() as Problem).related).toMatchObject({ kind: 'person', id: person.id });
    expect((again.json() as Problem).errors[0]!.field).toBe('birthNumber');

    const namesake = { firstName: 'CENEK', lastName: body.lastName, birthDate: bn.date, sexId: 1, nationalityId: 703 };
    const asked = await call('expert', 'POST', ADMIN, namesake);
    expect(asked.statusCode).toBe(409);
    expect((asked.json() as Problem).code).toBe('person_similar');
    expect((await call('expert', 'POST', ADMIN, { ...namesake, confirmSimilar: true })).statusCode).toBe(201);

    const history = await call('expert', 'GET', `${ADMIN}/${person.id}/history`);
    expect(history.json().data[0]).toMatchObject({ action: 'person.create' });
  });

  it('answers every bad input on its field and writes nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM persons');
    const cases: [object, string, string][] = [
      [{ birthNumber: '900312/1235' }, 'birthNumber', 'kontrolní číslici'],
      [{ birthNumber: '90031/21235' }, 'birthNumber', 'lomítko'],
      [{ birthNumber: '650101/123' }, 'birthNumber', 'před rokem 1954'],
      [{ birthNumber: '020231/0009' }, 'birthNumber', 'neexistuje'],
      [{ birthNumber: '902201/0008' }, 'birthNumber', 'měsíc'],
      [{ birthNumber: birthNumber().value, birthDate: '1990-01-01' }, 'birthDate', 'nesouhlasí'],
      [{ birthNumber: birthNumber().value, sexId: 2 }, 'sexId', 'nesouhlasí'],
      [{ sexId: 1, nationalityId: 703 }, 'birthDate', 'datum narození povinné'],
      [{ sexId: 1, birthDate: '1990-01-01' }, 'nationalityId', 'státní příslušnost povinná'],
      [{ birthDate: '2026-02-30', sexId: 1, nationalityId: 703 }, 'birthDate', ''],
      [{ firstName: 'x'.repeat(101), birthDate: '1990-01-01', sexId: 1, nationalityId: 703 }, 'firstName', ''],
      [{ email: 'not-an-address', birthDate: '1990-01-01', sexId: 1, nationalityId: 703 }, 'email', ''],
      [{ phone: 'call me', birthDate: '1990-01-01', sexId: 1, nationalityId: 703 }, 'phone', 'Telefon'],
      [{ zip: '110 0?', birthDate: '1990-01-01', sexId: 1, nationalityId: 703 }, 'zip', 'PSČ zadejte'],
      [{ zip: '-11000', birthDate: '1990-01-01', sexId: 1, nationalityId: 703 }, 'zip', 'PSČ zadejte'],
    ];
    for (const [patch, field, text] of cases) {
      const res = await call('expert', 'POST', ADMIN, { firstName: 'Petr', lastName: 'Chybný', ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      const error = (res.json() as Problem).errors.find((e) => e.field === field);
      expect(error, `${JSON.stringify(patch)} -> ${res.body}`).toBeDefined();
      expect(error!.message.toLowerCase()).toContain(text.toLowerCase());
    }
    expect(await count('SELECT count(*)::int AS n FROM persons')).toBe(before);
  });

  it("registers a club's new person for approval and keeps an approved person's identity to the office", async () => {
    const clubId = await myClub();
    const bn = birthNumber();
    const noRole = await call('club', 'POST', CLUB, { firstName: 'Eva', lastName: 'Nováčková', birthNumber: bn.value });
    expect(noRole.statusCode).toBe(400);
    expect((noRole.json() as Problem).errors.map((e) => e.field)).toEqual(['role.typeId']);
    const referee = await call('club', 'POST', CLUB, {
      firstName: 'Eva',
      lastName: 'Nováčková',
      birthNumber: bn.value,
      role: { typeId: 4, validFrom: TEST_TODAY },
    });
    expect(referee.statusCode).toBe(400);
    const created = await call('club', 'POST', CLUB, {
      firstName: 'Eva',
      lastName: 'Nováčková',
      birthNumber: bn.value,
      email: 'eva@klub.example.cz',
      role: { typeId: 1, validFrom: TEST_TODAY, clubId: 999999 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json().data;
    expect(person.roles).toMatchObject([{ typeId: 1, club: { id: clubId }, approvalStateId: 2 }]);
    expect(person.contactOnly).toBe(false);
    expect(created.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.club.zone.person.update',
    ]);
    // Not approved yet: the club still corrects the name.
    const url = `${CLUB}/${person.id}`;
    const email = 'eva@klub.example.cz';
    const fixed = await call('club', 'PUT', url, {
      firstName: 'Eva',
      lastName: 'Nováková',
      birthNumber: bn.value,
      email,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);

    // Approved: only the contact.
    await server.db.pool.query('UPDATE person_roles SET approval_state_id = 3 WHERE person_id = $1', [person.id]);
    const renamed = await call('club', 'PUT', url, {
      firstName: 'Evžénie',
      lastName: 'Nováková',
      birthNumber: bn.value,
    });
    expect(renamed.statusCode).toBe(403);
    expect((renamed.json() as Problem).errors).toEqual([
      { field: 'firstName', message: 'Po schválení mění tento údaj jen svaz; pošlete mu žádost o změnu.' },
    ]);
    const contact = await call('club', 'PUT', url, {
      firstName: 'Eva',
      lastName: 'Nováková',
      birthNumber: bn.value,
      email,
      phone: '+420 601 234 567',
      // A member living abroad: a postcode with letters.
      zip: 'SW1A 1AA',
    });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json().data).toMatchObject({ phone: '+420 601 234 567', zip: 'SW1A 1AA', contactOnly: true });
    const history = (await call('club', 'GET', `${url}/history`)).json().data as {
      action: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(history.map((h) => h.action)).toEqual(['person.contact', 'person.update', 'person.create']);
    expect(history[0]!.changes).toEqual([
      { field: 'phone', before: null, after: '+420 601 234 567' },
      { field: 'zip', before: null, after: 'SW1A 1AA' },
    ]);
    expect(history[1]!.changes).toEqual([{ field: 'lastName', before: 'Nováčková', after: 'Nováková' }]);
    // The history as a file reads as the tab does: actions and fields by name, codes by theirs.
    const file = await call('club', 'GET', `${url}/history?format=csv`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain('Změna kontaktu');
    expect(file.body).toContain('Telefon: – → +420 601 234 567');
    expect(file.body).toContain('Příjmení: Nováčková → Nováková');
    expect(file.body).toMatch(
      /Založení osoby;[^\n]*Datum narození: \d{1,2}\. \d{1,2}\. \d{4};[^\n]*Pohlaví: (Muž|Žena)"/,
    );
    // The read-only manager reads, never writes.
    expect((await call('clubro', 'PUT', url, { firstName: 'Eva', lastName: 'Nováková' })).statusCode).toBe(403);
  });

  it("refuses another club's person (403), an unknown one (404) and a change of an anonymised one (409)", async () => {
    const clubId = await myClub();
    const { rows } = await server.db.pool.query(
      `SELECT p.id FROM persons p WHERE NOT EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.club_id = $1)
        ORDER BY p.id LIMIT 1`,
      [clubId],
    );
    const other = rows[0].id as number;
    expect((await call('club', 'GET', `${CLUB}/${other}`)).statusCode).toBe(403);
    const valid = { firstName: 'A', lastName: 'B', birthDate: '1990-01-01', sexId: 1, nationalityId: 703 };
    expect((await call('club', 'PUT', `${CLUB}/${other}`, valid)).statusCode).toBe(403);
    expect((await call('club', 'GET', `${CLUB}/2000000000`)).statusCode).toBe(404);
    const detail = (await call('admin', 'GET', `${ADMIN}/${other}`)).json().data;
    await server.db.pool.query('UPDATE persons SET anonymised_at = now() WHERE id = $1', [other]);
    const body = {
      firstName: detail.firstName,
      lastName: detail.lastName,
      birthDate: detail.birthDate,
      sexId: detail.sexId,
      nationalityId: detail.nationalityId ?? 203,
      birthNumber: detail.birthNumber,
    };
    const refused = await call('admin', 'PUT', `${ADMIN}/${other}`, body);
    expect(refused.statusCode).toBe(409);
    await server.db.pool.query('UPDATE persons SET anonymised_at = NULL WHERE id = $1', [other]);
  });

  it("reads a person's records for the detail's tabs", async () => {
    const { rows } = await server.db.pool.query(
      'SELECT person_id AS id FROM tournament_participants ORDER BY id LIMIT 1',
    );
    const res = await call('expert', 'GET', `${ADMIN}/${rows[0].id}/records`);
    expect(res.statusCode, res.body).toBe(200);
    const records = res.json().data;
    expect(records.tournaments.length).toBeGreaterThan(0);
    expect(Object.keys(records).sort()).toEqual(['contributions', 'leagueMatches', 'refereeJournal', 'tournaments']);
  });
});
