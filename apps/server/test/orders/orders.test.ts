// Orders through HTTP on real PostgreSQL (issue 31 §2–3, §5): a club orders price-list items for
// itself and its members, confirms (the invoice is issued with its yearly number and due date),
// pays by club credit (the ledger's spend entry, the role it paid for marked paid and audited),
// cancels (a credit note, the money back as credit); the office records payments by hand; totals
// to the haléř; bad input names its fields; the access denials and the module switch.
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[] };
type Invoice = {
  id: number;
  typeId: number;
  number: string;
  variableSymbol: string | null;
  dueDate: string;
  issueDate: string;
  amount: number;
  paidAmount: number;
  paymentStatusId: number;
};
type Order = {
  id: number;
  club: { id: number; name: string };
  statusId: number;
  total: number;
  itemCount: number;
  invoice: Invoice | null;
  invoices: Invoice[];
  creditBalance: number;
  items: {
    id: number;
    name: string;
    amount: number;
    personRoleId: number | null;
    rolePaidStateId: number | null;
    person: { id: number } | null;
  }[];
};

const call = (as: DemoUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'cs') =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
const ok = async (as: DemoUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, status = 200) => {
  const res = await call(as, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as Order;
};
const one = async <T>(sql: string, values: unknown[] = []) => (await server.db.pool.query(sql, values)).rows[0] as T;

async function myClub(as: DemoUser = 'club'): Promise<number> {
  return (await call(as, 'GET', '/api/account/me/new')).json().data.currentClubId as number;
}

/** A price-list item of its own (the demo's price list may change), valid from a year back. */
async function priceItem(
  kind: 'person' | 'club' | 'credit',
  amount: number,
  vatRate = 0,
  roleTypeId: number | null = null,
) {
  const row = await one<{ id: number }>(
    `INSERT INTO price_list_items (category_id, kind, name, amount, vat_rate, person_role_type_id, valid_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date - 365) RETURNING id`,
    [kind === 'credit' ? 8 : 2, kind, `Test ${kind} ${amount}`, amount, vatRate, roleTypeId, TEST_TODAY],
  );
  return row.id;
}

/** A member of the club holding a role of the type today (an athlete by default) not on a live order, and that role. */
async function memberWithRole(clubId: number, typeId = 2, skip: number[] = []) {
  return one<{ personId: number; roleId: number }>(
    `SELECT r.person_id AS "personId", r.id AS "roleId" FROM person_roles r
      WHERE r.club_id = $1 AND r.type_id = $2 AND r.valid_from <= $3::date AND (r.valid_till IS NULL OR r.valid_till >= $3::date)
        AND NOT r.person_id = ANY($4::int[])
        AND NOT EXISTS (SELECT 1 FROM order_items x JOIN orders o ON o.id = x.order_id
                         WHERE x.person_role_id = r.id AND o.status_id <> 5)
      ORDER BY r.person_id LIMIT 1`,
    [clubId, typeId, TEST_TODAY, skip],
  );
}

async function topUp(clubId: number, koruny: number) {
  await server.db.pool.query(
    `INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note) VALUES ($1, $2::date, 'order', $3, 'test')`,
    [clubId, TEST_TODAY, koruny],
  );
}

describe('orders: a club orders, confirms and pays by credit', () => {
  it('totals to the haléř, issues the invoice, pays from credit and marks the role paid', async () => {
    const clubId = await myClub();
    const licence = await priceItem('person', 45050, 21, 2);
    const fee = await priceItem('club', 100001, 0);
    const member = await memberWithRole(clubId);
    await server.db.pool.query('UPDATE person_roles SET paid_state_id = 1 WHERE id = $1', [member.roleId]);
    const created = await ok(
      'club',
      'POST',
      '/api/club-zone/orders',
      {
        items: [
          { priceListItemId: licence, personId: member.personId },
          { priceListItemId: fee, quantity: 2 },
        ],
      },
      201,
    );
    expect(created.statusId).toBe(1);
    expect(created.total).toBe(45050 + 2 * 100001);
    expect(created.items.find((i) => i.person)?.personRoleId).toBe(member.roleId);

    // The same role on a second order is refused while the first lives.
    const again = await call('club', 'POST', '/api/club-zone/orders', {
      items: [{ priceListItemId: licence, personId: member.personId }],
    });
    expect(again.statusCode).toBe(409);
    expect((again.json() as Problem).errors[0]!.field).toBe('items.0.personId');

    // Items change while new.
    const withoutFee = await ok(
      'club',
      'DELETE',
      `/api/club-zone/orders/${created.id}/items/${created.items.find((i) => !i.person)!.id}`,
    );
    expect(withoutFee.total).toBe(45050);

    const confirmed = await ok('club', 'POST', `/api/club-zone/orders/${created.id}/confirm`);
    expect(confirmed.statusId).toBe(3);
    const invoice = confirmed.invoice!;
    expect(invoice.number).toMatch(new RegExp(`^${TEST_TODAY.slice(0, 4)}\\d{6}$`));
    expect(invoice.variableSymbol).toBe(invoice.number);
    expect(invoice.amount).toBe(45050);
    expect(invoice.issueDate).toBe(TEST_TODAY);
    const due = new Date(`${TEST_TODAY}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 14);
    expect(invoice.dueDate).toBe(due.toISOString().slice(0, 10));
    // Confirmed orders keep their items.
    expect(
      (await call('club', 'DELETE', `/api/club-zone/orders/${created.id}/items/${confirmed.items[0]!.id}`)).statusCode,
    ).toBe(409);

    // Credit short: a 409 that says how much is left.
    const balance = confirmed.creditBalance;
    if (balance >= 45050) {
      await server.db.pool.query(
        `INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note) VALUES ($1, $2::date, 'spend', $3, 'test')`,
        [clubId, TEST_TODAY, (balance / 100).toFixed(2)],
      );
    } else if (balance < 0) {
      await topUp(clubId, -balance / 100);
    }
    const short = await call('club', 'POST', `/api/club-zone/orders/${created.id}/pay-by-credit`);
    expect(short.statusCode).toBe(409);
    expect((short.json() as Problem).errors[0]!.message).toContain('Kredit klubu nestačí');

    await topUp(clubId, 1000);
    const before = (await ok('club', 'GET', `/api/club-zone/orders/${created.id}`)).creditBalance;
    const paid = await ok('club', 'POST', `/api/club-zone/orders/${created.id}/pay-by-credit`);
    expect(paid.statusId).toBe(4);
    expect(paid.invoice!.paymentStatusId).toBe(3);
    expect(paid.invoice!.paidAmount).toBe(45050);
    expect(paid.creditBalance).toBe(before - 45050);
    expect(paid.items[0]!.rolePaidStateId).toBe(2);
    const audit = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'person.role.paid' AND subject_id = $1 AND (details->>'roleId')::int = $2`,
      [member.personId, member.roleId],
    );
    expect(audit.n).toBe(1);
    const spend = await one<{ amount: string; note: string }>(
      `SELECT amount::text, note FROM club_credit_entries WHERE club_id = $1 AND kind = 'spend' ORDER BY id DESC LIMIT 1`,
      [clubId],
    );
    expect(spend).toEqual({ amount: '450.50', note: `Úhrada faktury ${invoice.number}` });

    // Paid once: a second payment is refused.
    expect((await call('club', 'POST', `/api/club-zone/orders/${created.id}/pay-by-credit`)).statusCode).toBe(409);

    // Cancelling the paid order: a credit note, the money back, the role unpaid again.
    const cancelled = await ok('club', 'POST', `/api/club-zone/orders/${created.id}/cancel`);
    expect(cancelled.statusId).toBe(5);
    const note = cancelled.invoices.find((d) => d.typeId === 3)!;
    expect(note.number).toMatch(/^D\d{10}$/);
    expect(note.amount).toBe(-45050);
    expect(cancelled.invoices.find((d) => d.typeId === 1)!.paymentStatusId).toBe(5);
    expect(cancelled.creditBalance).toBe(before);
    expect(cancelled.items[0]!.rolePaidStateId).toBe(1);
    // Paying a cancelled order is refused.
    const late = await call('club', 'POST', `/api/club-zone/orders/${created.id}/pay-by-credit`);
    expect(late.statusCode).toBe(409);
    expect((late.json() as Problem).errors[0]!.message).toBe('Stornovanou objednávku nelze zaplatit.');
  });

  it('buys credit: a paid credit item adds its amount to the club credit', async () => {
    const clubId = await myClub();
    const credit = await priceItem('credit', 500000);
    const order = await ok('club', 'POST', '/api/club-zone/orders', { items: [{ priceListItemId: credit }] }, 201);
    const confirmed = await ok('club', 'POST', `/api/club-zone/orders/${order.id}/confirm`);
    const before = confirmed.creditBalance;
    const paid = await ok('admin', 'POST', `/api/admin-zone/orders/${order.id}/payments`, {
      amount: 500000,
      paidDate: TEST_TODAY,
      sourceId: 1,
    });
    expect(paid.statusId).toBe(4);
    expect(paid.creditBalance).toBe(before + 500000);
    expect(paid.club.id).toBe(clubId);
  });
});

describe('orders: a blank order', () => {
  it('is opened again, not created twice, until something is in it; two at once leave one', async () => {
    const clubId = await myClub();
    const fee = await priceItem('club', 20000, 0);
    const blank = await ok('club', 'POST', '/api/club-zone/orders', {}, 201);
    expect(blank.items).toEqual([]);
    const again = await ok('club', 'POST', '/api/club-zone/orders', {}, 201);
    expect(again.id).toBe(blank.id);
    // The office starting one for the club finds the same.
    expect((await ok('admin', 'POST', '/api/admin-zone/orders', { clubId }, 201)).id).toBe(blank.id);

    // Once it holds an item, the next "new order" is a new one.
    await ok('club', 'POST', `/api/club-zone/orders/${blank.id}/items`, { items: [{ priceListItemId: fee }] });
    const [a, b] = await Promise.all([
      ok('club', 'POST', '/api/club-zone/orders', {}, 201),
      ok('club', 'POST', '/api/club-zone/orders', {}, 201),
    ]);
    expect(a.id).not.toBe(blank.id);
    expect(b.id).toBe(a.id);
    const { n } = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o WHERE o.club_id = $1 AND o.status_id = 1
          AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
      [clubId],
    );
    expect(n).toBe(1);
    // An order with a note is the caller's own choice: created as asked.
    const noted = await ok('club', 'POST', '/api/club-zone/orders', { note: 'Na turnaj' }, 201);
    expect(noted.id).not.toBe(a.id);
  });
});

describe('orders: the office', () => {
  it('records partial payments until the invoice is paid', async () => {
    const clubId = await myClub();
    const fee = await priceItem('club', 30000, 21);
    const order = await ok(
      'admin',
      'POST',
      '/api/admin-zone/orders',
      { clubId, items: [{ priceListItemId: fee }] },
      201,
    );
    await ok('admin', 'POST', `/api/admin-zone/orders/${order.id}/confirm`);
    const part = await ok('admin', 'POST', `/api/admin-zone/orders/${order.id}/payments`, {
      amount: 10000,
      paidDate: TEST_TODAY,
      sourceId: 3,
    });
    expect(part.invoice!.paymentStatusId).toBe(2);
    expect(part.statusId).toBe(3);
    const rest = await ok('admin', 'POST', `/api/admin-zone/orders/${order.id}/payments`, {
      amount: 20000,
      paidDate: TEST_TODAY,
      sourceId: 3,
    });
    expect(rest.statusId).toBe(4);
    expect(rest.invoice!.paidAmount).toBe(30000);
  });

  it('adds a free item; bad amounts, rates and references are 400s naming each field', async () => {
    const clubId = await myClub();
    const order = await ok(
      'admin',
      'POST',
      '/api/admin-zone/orders',
      {
        clubId,
        items: [{ name: 'Pokuta za pozdní soupisku', categoryId: 7, unitAmount: 50000, vatRate: 0 }],
      },
      201,
    );
    expect(order.total).toBe(50000);
    const bad = await call('admin', 'POST', `/api/admin-zone/orders/${order.id}/items`, {
      items: [
        { name: 'x', categoryId: 7, unitAmount: -1, vatRate: 15 },
        { name: 'y', categoryId: 7, unitAmount: 10.5, vatRate: 21 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json() as Problem).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['items.0.unitAmount', 'items.0.vatRate', 'items.1.unitAmount']);
    expect((bad.json() as Problem).errors.find((e) => e.field === 'items.1.unitAmount')!.message).toContain(
      'celých haléřích',
    );
    const en = await call('admin', 'POST', '/api/admin-zone/orders', { items: [] }, 'en');
    expect(en.statusCode).toBe(400);
    expect((en.json() as Problem).errors[0]).toMatchObject({ field: 'clubId' });
    expect((await one<{ total: number }>('SELECT total FROM orders WHERE id = $1', [order.id])).total).toBe(50000);
    // A club never adds a free item.
    const own = await ok('club', 'POST', '/api/club-zone/orders', {}, 201);
    const free = await call('club', 'POST', `/api/club-zone/orders/${own.id}/items`, {
      items: [{ name: 'z', categoryId: 8, unitAmount: 100, vatRate: 0 }],
    });
    expect(free.statusCode).toBe(400);
    expect((free.json() as Problem).errors[0]!.field).toBe('items.0.priceListItemId');
  });
});

describe('orders: access', () => {
  it('a person of another club is a 403; another club’s order is not found; read-only reads', async () => {
    const clubId = await myClub();
    const licence = await priceItem('person', 10000, 0, 2);
    const stranger = await one<{ personId: number }>(
      `SELECT p.id AS "personId" FROM persons p
        WHERE NOT EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.club_id = $1) LIMIT 1`,
      [clubId],
    );
    const res = await call('club', 'POST', '/api/club-zone/orders', {
      items: [{ priceListItemId: licence, personId: stranger.personId }],
    });
    expect(res.statusCode).toBe(403);
    expect(
      await one<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders WHERE club_id = $1 AND created_date > now() - interval '1 second' AND total = 10000",
        [clubId],
      ),
    ).toEqual({ n: 0 });

    const otherClub = await one<{ id: number }>('SELECT id FROM clubs WHERE id <> $1 ORDER BY id LIMIT 1', [clubId]);
    const theirs = await ok('admin', 'POST', '/api/admin-zone/orders', { clubId: otherClub.id }, 201);
    expect((await call('club', 'GET', `/api/club-zone/orders/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('club', 'POST', `/api/club-zone/orders/${theirs.id}/confirm`)).statusCode).toBe(404);
    const mine = (await call('club', 'GET', '/api/club-zone/orders')).json() as { data: Order[] };
    expect(mine.data.every((o) => o.club.id === clubId)).toBe(true);
    expect((await call('clubro', 'GET', '/api/club-zone/orders')).statusCode).toBe(200);
    expect((await call('clubro', 'POST', '/api/club-zone/orders', {})).statusCode).toBe(403);
    expect((await call('unit', 'POST', '/api/admin-zone/orders', { clubId })).statusCode).toBe(403);
    expect((await call('member', 'GET', '/api/club-zone/orders')).statusCode).toBe(403);
  });

  it('filters the lists: overdue, status, items by person name; exports', async () => {
    const list = await call(
      'admin',
      'GET',
      '/api/admin-zone/orders?fields[statusId][o]=valuesEqual&fields[statusId][v]=3',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { data: Order[] }).data.every((o) => o.statusId === 3)).toBe(true);
    const overdue = await call(
      'admin',
      'GET',
      '/api/admin-zone/orders?fields[overdue][o]=valuesEqual&fields[overdue][v]=true',
    );
    expect(overdue.statusCode, overdue.body).toBe(200);
    for (const o of (overdue.json() as { data: Order[] }).data) expect(o.invoice!.dueDate < TEST_TODAY).toBe(true);
    const items = await call(
      'admin',
      'GET',
      '/api/admin-zone/order-items?fields[name][o]=valuesLike&fields[name][v]=test',
    );
    expect(items.statusCode, items.body).toBe(200);
    const csv = await call('admin', 'GET', '/api/admin-zone/orders?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Celkem (Kč)');
  });
});

describe('orders: module switched off', () => {
  const off = useTestServer({ MODULES: 'board' });
  it('answers 404', async () => {
    expect((await off.request({ method: 'GET', url: '/api/admin-zone/orders', as: 'admin' })).statusCode).toBe(404);
    expect((await off.request({ method: 'GET', url: '/api/club-zone/orders', as: 'club' })).statusCode).toBe(404);
  });
});
