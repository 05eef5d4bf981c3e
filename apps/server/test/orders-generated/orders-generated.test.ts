// Orders the system makes (issue 31 §2, issue 27's last item, issue 30's fee) through HTTP on real
// PostgreSQL: the season licence orders generated as a job (who gets which items, a rerun adds
// nothing, paid and ordered roles skipped, a club's new order gets what is missing, totals to the
// haléř), the statute 8 fine recorded against the organiser (an invoiced order, once), a request's
// fee invoiced to the asking club on approval, and who may do each (the economy switched off: 404).
import { ECONOMY_CATEGORY, INVOICE_TYPE, ORDER_STATUS, PAID_STATE } from '@fedra/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const LICENCES = '/api/admin-zone/orders/season-licences';
const TOURNAMENTS = '/api/admin-zone/tournaments';
const REQUESTS = '/api/admin-zone/requests';

async function call(method: 'GET' | 'POST', url: string, as: DemoUser, payload?: unknown, lang = 'en') {
  return server.request({
    method,
    url,
    as,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { 'accept-language': lang },
  });
}

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await server.db.pool.query(text, params)).rows as T[];
}
const one = async <T>(text: string, params: unknown[] = []) => (await rows<T>(text, params))[0] as T;

type Generation = {
  jobId: string;
  seasonId: number;
  state: string;
  done: number;
  total: number | null;
  error: string | null;
  result: { orders: number; items: number; amount: number } | null;
};

/** Starts a generation, waits for it and answers its final state. */
async function generate(seasonId: number, priceListItemIds?: number[]): Promise<Generation> {
  const start = await call('POST', LICENCES, 'expert', { seasonId, ...(priceListItemIds ? { priceListItemIds } : {}) });
  expect(start.statusCode, start.body).toBe(202);
  const { jobId } = start.json().data as Generation;
  const done = await server.waitForJob(jobId, 60_000);
  expect(done.state, done.error ?? '').toBe('completed');
  const res = await call('GET', `${LICENCES}/${jobId}`, 'expert');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Generation;
}

let season: number; // the current season
let seasonYear: number;
let otherSeason: number;

/** Inserts a price-list item; answers its id. */
async function price(p: {
  kind?: 'person' | 'club' | 'credit';
  roleType?: number | null;
  amount: number;
  vat?: number;
  ageCategory?: number | null;
  seasonId?: number | null;
  name: string;
  categoryId?: number;
}): Promise<number> {
  return (
    await one<{ id: number }>(
      `INSERT INTO price_list_items (category_id, kind, name, amount, vat_rate, season_id, age_category_id, person_role_type_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        p.categoryId ?? ECONOMY_CATEGORY.licences,
        p.kind ?? 'person',
        p.name,
        p.amount,
        p.vat ?? 0,
        p.seasonId === undefined ? season : p.seasonId,
        p.ageCategory ?? null,
        p.roleType === undefined ? 2 : p.roleType,
      ],
    )
  ).id;
}

/** The roles the generation should order with role type 2 (athletes): every rule written out once more. */
const EXPECTED_SQL = `
  SELECT r.id, r.club_id AS "clubId", r.person_id AS "personId",
         $2::int - extract(year FROM p.birth_date)::int AS age
    FROM person_roles r
    JOIN seasons s ON s.id = $1
    JOIN approval_states a ON a.id = r.approval_state_id AND NOT a.is_cancelled
    JOIN persons p ON p.id = r.person_id
   WHERE r.type_id = 2 AND r.club_id IS NOT NULL
     AND r.valid_from <= s.valid_till AND (r.valid_till IS NULL OR r.valid_till >= s.valid_from)
     AND coalesce(r.paid_state_id, 0) NOT IN (2, 3)
     AND NOT EXISTS (SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
                      WHERE i.person_role_id = r.id AND o.status_id <> 5)
   ORDER BY r.id`;

beforeAll(async () => {
  const s = await one<{ id: number; year: number }>(
    `SELECT id, extract(year FROM valid_from)::int AS year FROM seasons
      WHERE valid_from <= $1::date AND valid_till >= $1::date`,
    [TEST_TODAY],
  );
  season = s.id;
  seasonYear = s.year;
  otherSeason = (await one<{ id: number }>('SELECT id FROM seasons WHERE id <> $1 ORDER BY id LIMIT 1', [season])).id;
});

describe('season licence orders', () => {
  it('orders every club its unpaid, unordered athletes at the most specific price, once', async () => {
    // Athletes: 300.50 CZK, adults (19+) 450 CZK with 21 % VAT; a club item and another season's
    // item are never used, the members' item only when asked for (the runs name their items: the
    // demo's own price list stays out).
    const any = await price({ amount: 30050, name: 'Licence sportovce' });
    const adult = await price({ amount: 45000, vat: 21, ageCategory: 7, name: 'Licence sportovce 19+' });
    await price({ kind: 'club', roleType: null, amount: 100000, name: 'Registrace klubu' });
    await price({ amount: 99900, seasonId: otherSeason, name: 'Licence jiné sezóny' });
    const member = await price({
      roleType: 1,
      amount: 20000,
      name: 'Členský příspěvek',
      categoryId: ECONOMY_CATEGORY.membership,
    });

    const candidates = await rows<{ id: number; clubId: number; personId: number; age: number | null }>(EXPECTED_SQL, [
      season,
      seasonYear,
    ]);
    expect(candidates.length).toBeGreaterThan(10);
    // One athlete paid, one already on an invoiced order, one on a cancelled order (ordered again).
    const [paid, ordered, cancelled] = candidates as [
      (typeof candidates)[0],
      (typeof candidates)[0],
      (typeof candidates)[0],
    ];
    await server.db.pool.query('UPDATE person_roles SET paid_state_id = $2 WHERE id = $1', [paid.id, PAID_STATE.paid]);
    for (const [role, status] of [
      [ordered, ORDER_STATUS.invoiced],
      [cancelled, ORDER_STATUS.cancelled],
    ] as const) {
      await server.db.pool.query(
        `WITH o AS (INSERT INTO orders (club_id, season_id, status_id, total) VALUES ($2, $3, $4, 100) RETURNING id)
         INSERT INTO order_items (order_id, category_id, kind, name, unit_amount, vat_rate, amount, person_id, person_role_id)
         SELECT o.id, 2, 'person', 'Ručně', 100, 0, 100, $5, $1 FROM o`,
        [role.id, role.clubId, season, status, role.personId],
      );
    }
    const wanted = candidates.filter((c) => c.id !== paid.id && c.id !== ordered.id);
    const amountOf = (age: number | null) => (age !== null && age >= 19 ? 45000 : 30050);

    const first = await generate(season, [any, adult]);
    expect(first).toMatchObject({ seasonId: season, state: 'completed', error: null });
    expect(first.done).toBe(first.total);
    const clubs = new Set(wanted.map((w) => w.clubId));
    const total = wanted.reduce((sum, w) => sum + amountOf(w.age), 0);
    expect(first.result).toEqual({ orders: clubs.size, items: wanted.length, amount: total });

    const items = await rows<{
      roleId: number;
      personId: number;
      clubId: number;
      amount: number;
      unitAmount: number;
      vatRate: number;
      name: string;
      priceId: number;
      categoryId: number;
      kind: string;
    }>(
      `SELECT i.person_role_id AS "roleId", i.person_id AS "personId", o.club_id AS "clubId", i.amount::int AS amount,
              i.unit_amount::int AS "unitAmount", i.vat_rate AS "vatRate", i.name, i.price_list_item_id AS "priceId",
              i.category_id AS "categoryId", i.kind
         FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.origin = 'season-licences' ORDER BY i.person_role_id`,
    );
    expect(items.map((i) => i.roleId)).toEqual(wanted.map((w) => w.id));
    for (const [n, item] of items.entries()) {
      const w = wanted[n]!;
      const isAdult = w.age !== null && w.age >= 19;
      expect(item).toEqual({
        roleId: w.id,
        personId: w.personId,
        clubId: w.clubId,
        amount: amountOf(w.age),
        unitAmount: amountOf(w.age),
        vatRate: isAdult ? 21 : 0,
        name: isAdult ? 'Licence sportovce 19+' : 'Licence sportovce',
        priceId: isAdult ? adult : any,
        categoryId: ECONOMY_CATEGORY.licences,
        kind: 'person',
      });
    }
    expect(wanted.some((w) => (w.age ?? 0) >= 19)).toBe(true);
    expect(wanted.some((w) => w.age !== null && w.age < 19)).toBe(true);

    // One new order per club, its total the sum of its items to the haléř.
    const orders = await rows<{
      id: number;
      clubId: number;
      total: number;
      sum: number;
      statusId: number;
      seasonId: number;
    }>(
      `SELECT o.id, o.club_id AS "clubId", o.total::int AS total, o.status_id AS "statusId", o.season_id AS "seasonId",
              (SELECT sum(i.amount)::int FROM order_items i WHERE i.order_id = o.id) AS sum
         FROM orders o WHERE o.origin = 'season-licences' ORDER BY o.club_id`,
    );
    expect(orders.map((o) => o.clubId)).toEqual([...clubs].sort((a, b) => a - b));
    for (const o of orders) {
      expect(o).toMatchObject({ statusId: ORDER_STATUS.new, seasonId: season });
      expect(o.total).toBe(o.sum);
      const ofClub = wanted.filter((w) => w.clubId === o.clubId).reduce((s, w) => s + amountOf(w.age), 0);
      expect(o.total).toBe(ofClub);
    }
    // No audit rows: an order changes no person, club or role.
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'order%'`)).n).toBe(0);

    // A second run adds nothing.
    const again = await generate(season, [any, adult]);
    expect(again.result).toEqual({ orders: 0, items: 0, amount: 0 });
    const kept = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.origin = 'season-licences'`,
    );
    expect(kept.n).toBe(items.length);

    // A club removes an item from its new order; another club's order is confirmed. Then a run with
    // the member item too: the removed role comes back into the same new order, the confirmed club
    // gets a second order for its members only, every club's members are added.
    const removed = items[0]!;
    const newOrder = orders.find((o) => o.clubId === removed.clubId)!;
    await server.db.pool.query('DELETE FROM order_items WHERE person_role_id = $1 AND order_id = $2', [
      removed.roleId,
      newOrder.id,
    ]);
    await server.db.pool.query('UPDATE orders SET total = total - $2 WHERE id = $1', [newOrder.id, removed.amount]);
    const confirmed = orders.find((o) => o.clubId !== removed.clubId)!;
    await server.db.pool.query('UPDATE orders SET status_id = $2 WHERE id = $1', [confirmed.id, ORDER_STATUS.invoiced]);
    const members = await rows<{ id: number; clubId: number }>(
      `SELECT r.id, r.club_id AS "clubId" FROM person_roles r JOIN seasons s ON s.id = $1
         JOIN approval_states a ON a.id = r.approval_state_id AND NOT a.is_cancelled
        WHERE r.type_id = 1 AND r.club_id IS NOT NULL
          AND r.valid_from <= s.valid_till AND (r.valid_till IS NULL OR r.valid_till >= s.valid_from)
          AND coalesce(r.paid_state_id, 0) NOT IN (2, 3)`,
      [season],
    );
    const third = await generate(season, [any, adult, member]);
    expect(third.result!.items).toBe(members.length + 1);
    expect(third.result!.amount).toBe(members.length * 20000 + removed.amount);
    const confirmedClubHasMembers = members.some((m) => m.clubId === confirmed.clubId);
    const newClubs = new Set(members.map((m) => m.clubId).filter((c) => !clubs.has(c)));
    expect(third.result!.orders).toBe(newClubs.size + (confirmedClubHasMembers ? 1 : 0));
    const back = await one<{ orderId: number }>(
      `SELECT i.order_id AS "orderId" FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.person_role_id = $1 AND o.status_id <> 5`,
      [removed.roleId],
    );
    expect(back.orderId).toBe(newOrder.id);
    const mismatched = await rows(
      `SELECT o.id FROM orders o WHERE o.total <> coalesce((SELECT sum(amount) FROM order_items i WHERE i.order_id = o.id), 0)`,
    );
    expect(mismatched).toEqual([]);
    expect(
      (
        await one<{ n: number }>(
          `SELECT count(*)::int AS n FROM orders WHERE origin = 'season-licences' AND status_id = 1 GROUP BY club_id ORDER BY 1 DESC LIMIT 1`,
        )
      ).n,
    ).toBe(1);
    expect(
      (await one<{ n: number }>(`SELECT count(*)::int AS n FROM order_items WHERE price_list_item_id = $1`, [member]))
        .n,
    ).toBe(members.length);
  });

  it('answers two starts at once with one generation (the second finds the first through its transaction)', async () => {
    const [first, second] = await Promise.all([
      call('POST', LICENCES, 'expert', { seasonId: season }),
      call('POST', LICENCES, 'expert', { seasonId: season }),
    ]);
    expect(first.statusCode, first.body).toBe(202);
    expect(second.statusCode, second.body).toBe(202);
    const { jobId } = first.json().data as Generation;
    expect((second.json().data as Generation).jobId).toBe(jobId);
    expect((await server.waitForJob(jobId, 60_000)).state).toBe('completed');
  });

  it('refuses an unknown season or an item that orders no licence, and lets only the office in', async () => {
    const unknown = await call('POST', LICENCES, 'expert', { seasonId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('seasonId');
    const clubItem = await price({ kind: 'club', roleType: null, amount: 500, name: 'Klubová' });
    const bad = await call('POST', LICENCES, 'expert', { seasonId: season, priceListItemIds: [clubItem] }, 'cs');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'priceListItemIds' });
    expect(bad.json().errors[0].message).toContain(String(clubItem));
    const fraction = await call('POST', LICENCES, 'expert', { seasonId: 1.5 });
    expect(fraction.statusCode).toBe(400);
    for (const who of ['club', 'clubro', 'unit', 'member'] as const)
      expect((await call('POST', LICENCES, who, { seasonId: season })).statusCode, who).toBe(403);
    const noJob = await call('GET', `${LICENCES}/00000000-0000-4000-8000-000000000000`, 'expert');
    expect(noJob.statusCode).toBe(404);
  });
});

describe('statute 8 fine', () => {
  /** A tournament of an organising club owing a fine (25 athletes, 1 referee). */
  async function owingTournament(): Promise<{ id: number; organizerId: number; name: string }> {
    return one(
      `UPDATE tournaments SET signed_athletes = 25, signed_referees = 1
        WHERE id = (SELECT id FROM tournaments WHERE organizer_id IS NOT NULL
                      AND id NOT IN (SELECT tournament_id FROM order_items WHERE tournament_id IS NOT NULL)
                    ORDER BY id LIMIT 1)
       RETURNING id, organizer_id AS "organizerId", name`,
    );
  }

  it('records the fine as an invoiced order of the organiser, once', async () => {
    const t = await owingTournament();
    const before = await call('GET', `${TOURNAMENTS}/${t.id}`, 'expert');
    expect(before.statusCode, before.body).toBe(200);
    const { statute8, statute8FineOrderId } = before.json().data;
    expect(statute8FineOrderId).toBeNull();
    expect(statute8.fine).toBeGreaterThan(0);

    const res = await call('POST', `${TOURNAMENTS}/${t.id}/statute-8-fine`, 'expert');
    expect(res.statusCode, res.body).toBe(201);
    const fine = res.json().data as { orderId: number; amount: number; invoiceNumber: string };
    expect(fine.amount).toBe(statute8.fine * 100);
    expect(fine.invoiceNumber).toMatch(/^\d{10}$/);
    const order = await one<Record<string, unknown>>(
      `SELECT o.club_id AS "clubId", o.status_id AS "statusId", o.origin, o.total::int AS total,
              i.category_id AS "categoryId", i.kind, i.vat_rate AS "vatRate", i.tournament_id AS "tournamentId", i.name,
              i.amount::int AS amount, v.amount::int AS "invoiceAmount", v.type_id AS "invoiceType", v.number
         FROM orders o JOIN order_items i ON i.order_id = o.id JOIN invoices v ON v.order_id = o.id
        WHERE o.id = $1`,
      [fine.orderId],
    );
    expect(order).toEqual({
      clubId: t.organizerId,
      statusId: ORDER_STATUS.invoiced,
      origin: 'statute-8',
      total: fine.amount,
      categoryId: ECONOMY_CATEGORY.fines,
      kind: 'club',
      vatRate: 0,
      tournamentId: t.id,
      name: `Pokuta – chybějící rozhodčí (čl. 8), turnaj ${t.name}`,
      amount: fine.amount,
      invoiceAmount: fine.amount,
      invoiceType: INVOICE_TYPE.invoice,
      number: fine.invoiceNumber,
    });
    const after = await call('GET', `${TOURNAMENTS}/${t.id}`, 'expert');
    expect(after.json().data.statute8FineOrderId).toBe(fine.orderId);

    const twice = await call('POST', `${TOURNAMENTS}/${t.id}/statute-8-fine`, 'admin', undefined, 'cs');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toContain(String(fine.orderId));
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE origin = $1', ['statute-8'])).n).toBe(
      1,
    );
  });

  it('refuses a tournament owing nothing or without an organising club, an unknown one, and anyone but the office', async () => {
    const t = await owingTournament();
    await server.db.pool.query('UPDATE tournaments SET signed_referees = 10 WHERE id = $1', [t.id]);
    const none = await call('POST', `${TOURNAMENTS}/${t.id}/statute-8-fine`, 'expert');
    expect(none.statusCode).toBe(409);
    expect(none.json().errors[0].message).toContain('owes no fine');
    await server.db.pool.query(
      `UPDATE tournaments SET signed_referees = 0, organizer_id = NULL, organizer_text = 'Někdo' WHERE id = $1`,
      [t.id],
    );
    const noClub = await call('POST', `${TOURNAMENTS}/${t.id}/statute-8-fine`, 'expert');
    expect(noClub.statusCode).toBe(409);
    expect(noClub.json().errors[0].message).toContain('organising club');
    expect((await call('POST', `${TOURNAMENTS}/999999/statute-8-fine`, 'expert')).statusCode).toBe(404);
    for (const who of ['club', 'clubro', 'unit', 'member'] as const)
      expect((await call('POST', `${TOURNAMENTS}/${t.id}/statute-8-fine`, who)).statusCode, who).toBe(403);
    expect((await rows('SELECT 1 FROM order_items WHERE tournament_id = $1', [t.id])).length).toBe(0);
  });
});

describe('request fee', () => {
  /** A transfer in review between two clubs (effective in a month: the membership stays). */
  async function inReview(typeId = 1): Promise<{ id: number; clubId: number; personName: string }> {
    return one(
      `WITH c AS (SELECT id FROM clubs ORDER BY id LIMIT 2),
            p AS (SELECT id, first_name || ' ' || last_name AS name FROM persons
                   WHERE id NOT IN (SELECT person_id FROM requests WHERE person_id IS NOT NULL) ORDER BY id LIMIT 1)
       INSERT INTO requests (type_id, state_id, step_id, person_id, club_id, statement_club_id, effective_date, loan_end_date)
       SELECT $1, 4, 6, (SELECT id FROM p), (SELECT min(id) FROM c), (SELECT max(id) FROM c), $2::date + 30,
              CASE WHEN $1 = 2 THEN $2::date + 90 END
       RETURNING id, club_id AS "clubId", (SELECT name FROM p) AS "personName"`,
      [typeId, TEST_TODAY],
    );
  }

  it('orders and invoices the fee to the asking club on approval, exactly in haléře', async () => {
    for (const [typeId, label] of [
      [1, 'Poplatek za přestup'],
      [2, 'Poplatek za hostování'],
    ] as const) {
      const r = await inReview(typeId);
      const res = await call('POST', `${REQUESTS}/${r.id}/decide`, 'expert', { decision: 'approve', fee: 1234.56 });
      expect(res.statusCode, res.body).toBe(200);
      const order = await one<Record<string, unknown>>(
        `SELECT o.club_id AS "clubId", o.status_id AS "statusId", o.origin, o.total::int AS total, i.name,
                i.category_id AS "categoryId", i.kind, i.vat_rate AS "vatRate", v.amount::int AS "invoiceAmount",
                o.id AS "orderId", v.number
           FROM order_items i JOIN orders o ON o.id = i.order_id JOIN invoices v ON v.order_id = o.id
          WHERE i.request_id = $1`,
        [r.id],
      );
      expect(order).toMatchObject({
        clubId: r.clubId,
        statusId: ORDER_STATUS.invoiced,
        origin: 'request',
        total: 123456,
        name: `${label} – ${r.personName}`,
        categoryId: ECONOMY_CATEGORY.transfers,
        kind: 'club',
        vatRate: 0,
        invoiceAmount: 123456,
      });
      const detail = await call('GET', `${REQUESTS}/${r.id}`, 'expert');
      expect(detail.json().data.feeOrder).toEqual({ id: order.orderId, invoiceNumber: order.number });
      expect(detail.json().data.fee).toBe(1234.56);
    }
  });

  it('orders nothing without a fee, on a rejection, or for a fee finer than a haléř', async () => {
    const before = (await one<{ n: number }>('SELECT count(*)::int AS n FROM orders')).n;
    const free = await inReview();
    expect((await call('POST', `${REQUESTS}/${free.id}/decide`, 'expert', { decision: 'approve' })).statusCode).toBe(
      200,
    );
    const zero = await inReview();
    expect(
      (await call('POST', `${REQUESTS}/${zero.id}/decide`, 'expert', { decision: 'approve', fee: 0 })).statusCode,
    ).toBe(200);
    const rejected = await inReview();
    const no = await call('POST', `${REQUESTS}/${rejected.id}/decide`, 'expert', {
      decision: 'reject',
      note: 'Ne',
      fee: 500,
    });
    expect(no.statusCode, no.body).toBe(200);
    const fine = await inReview();
    const bad = await call('POST', `${REQUESTS}/${fine.id}/decide`, 'expert', { decision: 'approve', fee: 10.005 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('fee');
    expect(
      (await one<{ stateId: number }>('SELECT state_id AS "stateId" FROM requests WHERE id = $1', [fine.id])).stateId,
    ).toBe(4);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM orders')).n).toBe(before);
    expect((await call('GET', `${REQUESTS}/${free.id}`, 'expert')).json().data.feeOrder).toBeNull();
  });
});

describe('economy switched off', () => {
  const off = useTestServer({ MODULES: 'board,tournamentDynamic,requests' });

  it('answers 404 for the generation and the fine, and approves a fee without an order', async () => {
    const season = await off.db.pool.query<{ id: number }>('SELECT id FROM seasons ORDER BY id LIMIT 1');
    const gen = await off.request({
      method: 'POST',
      url: LICENCES,
      as: 'expert',
      payload: { seasonId: season.rows[0]!.id },
    });
    expect(gen.statusCode).toBe(404);
    const t = await off.db.pool.query<{ id: number }>('SELECT id FROM tournaments ORDER BY id LIMIT 1');
    const fine = await off.request({
      method: 'POST',
      url: `${TOURNAMENTS}/${t.rows[0]!.id}/statute-8-fine`,
      as: 'expert',
    });
    expect(fine.statusCode).toBe(404);
    const { rows: req } = await off.db.pool.query<{ id: number }>(
      `WITH c AS (SELECT id FROM clubs ORDER BY id LIMIT 2)
       INSERT INTO requests (type_id, state_id, step_id, person_id, club_id, statement_club_id, effective_date)
       SELECT 1, 4, 6, (SELECT id FROM persons ORDER BY id DESC LIMIT 1), (SELECT min(id) FROM c), (SELECT max(id) FROM c),
              $1::date + 30
       RETURNING id`,
      [TEST_TODAY],
    );
    const res = await off.request({
      method: 'POST',
      url: `${REQUESTS}/${req[0]!.id}/decide`,
      as: 'expert',
      payload: { decision: 'approve', fee: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await off.db.pool.query('SELECT 1 FROM order_items WHERE request_id = $1', [req[0]!.id])).rowCount).toBe(0);
  });
});
