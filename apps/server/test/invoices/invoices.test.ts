// Invoices through HTTP on real PostgreSQL (issue 31): an order confirmed through the orders' money
// rules, then its invoice in both zones (items, VAT per rate to the haléř, the QR payment of what
// remains), its payments, its credit note, the PDF's text in Czech and English, and the denials
// (another club, a unit manager's units, the personal zone, the module switch).
import { PAYMENT_SOURCE, PAYMENT_STATUS } from '@fedra/contract';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookPayment, cancelOrder, confirmOrder, createOrder } from '../../src/features/orders';
import { transaction } from '../../src/platform/db/transaction';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const ADMIN = '/api/admin-zone/invoices';
const CLUB = '/api/club-zone/invoices';
const IBAN = 'CZ8420100000002100123461';

const call = (as: DemoUser, url: string, lang = 'cs') =>
  server.request({ method: 'GET', url, as, headers: { 'accept-language': lang } });
const detail = async (as: DemoUser, url: string) => {
  const res = await call(as, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const one = async <T>(sql: string, values: unknown[] = []) => (await server.db.pool.query(sql, values)).rows[0] as T;

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    // No-break spaces (money) read as spaces.
    return (await parser.getText()).text.replace(/\u00a0/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const ITEMS = [
  { categoryId: 2, kind: 'person' as const, name: 'Licence hráče', unitAmount: 45000, quantity: 2, vatRate: 21 },
  { categoryId: 3, kind: 'club' as const, name: 'Startovné – Velká cena Plzně', unitAmount: 125050, vatRate: 12 },
  { categoryId: 7, kind: 'club' as const, name: 'Pokuta', unitAmount: 33333, vatRate: 21 },
  { categoryId: 8, kind: 'club' as const, name: 'Známka', unitAmount: 100, vatRate: 21 },
  { categoryId: 8, kind: 'club' as const, name: 'Známka', unitAmount: 100, vatRate: 21 },
  { categoryId: 8, kind: 'credit' as const, name: 'Dobití kreditu', unitAmount: 10000, vatRate: 0 },
];
const TOTAL = 258583;

/** An order of the club with ITEMS, confirmed: its id and its invoice. */
async function invoicedOrder(clubId: number, items = ITEMS) {
  return transaction(server.db.db, async (tx) => {
    const orderId = await createOrder(tx, { clubId, items, userId: null });
    const invoice = await confirmOrder(tx, orderId, null);
    return { orderId, invoice: invoice! };
  });
}

let clubId: number;
let otherClubId: number;
let unitClubId: number;
let foreignClubId: number;
let order: Awaited<ReturnType<typeof invoicedOrder>>;

beforeAll(async () => {
  clubId = (await call('club', '/api/account/me/new')).json().data.currentClubId;
  // A club the club manager does not manage, outside the unit manager's units too.
  const units = (
    await server.db.pool.query<{ id: number }>(
      `SELECT c.object_id AS id FROM user_role_claims c JOIN user_roles r ON r.id = c.user_role_id
         JOIN users u ON u.id = r.user_id WHERE u.user_name = 'unit@fedra.test' AND c.claim_type = 'federationUnit'`,
    )
  ).rows.map((r) => r.id);
  const mine = `SELECT c.object_id FROM user_role_claims c JOIN user_roles r ON r.id = c.user_role_id
                  JOIN users u ON u.id = r.user_id WHERE u.user_name = 'club@fedra.test' AND c.claim_type = 'club'
                   AND c.object_id IS NOT NULL`;
  otherClubId = (
    await one<{ id: number }>(
      `SELECT id FROM clubs WHERE id NOT IN (${mine}) AND NOT (federation_unit_id = ANY($1::int[])) ORDER BY id LIMIT 1`,
      [units],
    )
  ).id;
  unitClubId = (
    await one<{ id: number }>(
      `SELECT id FROM clubs WHERE id NOT IN (${mine}) AND federation_unit_id = ANY($1::int[]) ORDER BY id LIMIT 1`,
      [units],
    )
  ).id;
  foreignClubId = otherClubId;
  order = await invoicedOrder(clubId);
});

describe('invoice detail', () => {
  it('shows the invoice with its items, VAT per rate to the haléř and the QR payment (club zone)', async () => {
    const { invoice } = order;
    const d = await detail('club', `${CLUB}/${invoice.id}`);
    expect(d).toMatchObject({
      id: invoice.id,
      orderId: order.orderId,
      club: { id: clubId },
      typeId: 1,
      number: invoice.number,
      variableSymbol: invoice.number,
      issueDate: TEST_TODAY,
      dueDate: invoice.dueDate,
      paidDate: null,
      amount: TOTAL,
      paidAmount: 0,
      remainingAmount: TOTAL,
      paymentStatusId: PAYMENT_STATUS.pending,
      overdue: false,
      creditedInvoice: null,
      creditNotes: [],
      payments: [],
    });
    expect(invoice.number).toMatch(new RegExp(`^${TEST_TODAY.slice(0, 4)}\\d{6}$`));
    expect(d.items).toEqual([
      { name: 'Licence hráče', quantity: 2, unitAmount: 45000, vatRate: 21, amount: 90000 },
      { name: 'Startovné – Velká cena Plzně', quantity: 1, unitAmount: 125050, vatRate: 12, amount: 125050 },
      { name: 'Pokuta', quantity: 1, unitAmount: 33333, vatRate: 21, amount: 33333 },
      { name: 'Známka', quantity: 1, unitAmount: 100, vatRate: 21, amount: 100 },
      { name: 'Známka', quantity: 1, unitAmount: 100, vatRate: 21, amount: 100 },
      { name: 'Dobití kreditu', quantity: 1, unitAmount: 10000, vatRate: 0, amount: 10000 },
    ]);
    // 21 %: 123 533 × 21 / 121 = 21 439.58 → 21 440; 12 %: 125 050 × 12 / 112 = 13 398.21 → 13 398.
    expect(d.vat).toEqual([
      { rate: 21, base: 102093, vat: 21440, gross: 123533 },
      { rate: 12, base: 111652, vat: 13398, gross: 125050 },
      { rate: 0, base: 10000, vat: 0, gross: 10000 },
    ]);
    expect(d.supplier).toMatchObject({ name: 'Česká badmintonová federace (demo)', ico: '12345679', iban: IBAN });
    expect(d.customer.name).toBeTruthy();
    expect(d.spayd).toBe(
      `SPD*1.0*ACC:${IBAN}+FIOBCZPPXXX*AM:2585.83*CC:CZK*X-VS:${invoice.number}*MSG:FAKTURA ${invoice.number}`,
    );
    expect(d.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('shows the same invoice in the admin zone, to a unit manager only for its units’ clubs', async () => {
    const d = await detail('admin', `${ADMIN}/${order.invoice.id}`);
    expect(d.number).toBe(order.invoice.number);
    expect((await call('expert', `${ADMIN}/${order.invoice.id}`)).statusCode).toBe(200);
    const inUnit = await invoicedOrder(unitClubId, ITEMS.slice(0, 1));
    const outside = await invoicedOrder(otherClubId, ITEMS.slice(0, 1));
    expect((await call('unit', `${ADMIN}/${inUnit.invoice.id}`)).statusCode).toBe(200);
    expect((await call('unit', `${ADMIN}/${outside.invoice.id}`)).statusCode).toBe(404);
    expect((await call('unit', `${ADMIN}?orderId=${outside.orderId}`)).json().data).toEqual([]);
    expect((await call('unit', `${ADMIN}/${outside.invoice.id}/pdf`)).statusCode).toBe(404);
  });

  it('lists the documents of an order; another club’s order lists nothing; a bad order id is a 400', async () => {
    const res = await call('club', `${CLUB}?orderId=${order.orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: order.invoice.id, number: order.invoice.number, amount: TOTAL, typeId: 1 }),
    ]);
    const foreign = await invoicedOrder(foreignClubId, ITEMS.slice(0, 1));
    expect((await call('club', `${CLUB}?orderId=${foreign.orderId}`)).json().data).toEqual([]);
    expect((await call('admin', `${ADMIN}?orderId=${foreign.orderId}`)).json().data).toHaveLength(1);
    const bad = await call('club', `${CLUB}?orderId=abc`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('orderId');
    expect((await call('club', CLUB)).statusCode).toBe(400);
  });

  it('refuses another club’s invoice (404), the personal zone (403) and an unknown one (404)', async () => {
    const foreign = await invoicedOrder(foreignClubId, ITEMS.slice(0, 1));
    expect((await call('club', `${CLUB}/${foreign.invoice.id}`)).statusCode).toBe(404);
    expect((await call('club', `${CLUB}/${foreign.invoice.id}/pdf`)).statusCode).toBe(404);
    expect((await call('clubro', `${CLUB}/${foreign.invoice.id}`)).statusCode).toBe(404);
    expect((await call('member', `${ADMIN}/${order.invoice.id}`)).statusCode).toBe(403);
    expect((await call('member', `${CLUB}/${order.invoice.id}`)).statusCode).toBe(403);
    expect((await call('club', `${ADMIN}/${order.invoice.id}`)).statusCode).toBe(403);
    expect((await call('admin', `${ADMIN}/2147483647`)).statusCode).toBe(404);
  });

  it('the read-only club manager reads its own club’s invoice', async () => {
    const roClub = (await call('clubro', '/api/account/me/new')).json().data.currentClubId as number;
    const own = await invoicedOrder(roClub, ITEMS.slice(0, 1));
    expect((await call('clubro', `${CLUB}/${own.invoice.id}`)).statusCode).toBe(200);
    expect((await call('clubro', `${CLUB}/${own.invoice.id}/pdf`)).statusCode).toBe(200);
  });

  it('marks an unpaid invoice overdue after its due date, and has no QR payment without the supplier’s IBAN', async () => {
    const o = await invoicedOrder(clubId, ITEMS.slice(0, 2));
    await server.db.pool.query(
      `UPDATE invoices SET due_date = $2::date - 1, supplier = supplier || '{"iban": null}'::jsonb WHERE id = $1`,
      [o.invoice.id, TEST_TODAY],
    );
    const d = await detail('club', `${CLUB}/${o.invoice.id}`);
    expect(d.overdue).toBe(true);
    expect(d.spayd).toBeNull();
    expect(d.qrSvg).toBeNull();
  });
});

describe('payments and the credit note', () => {
  it('asks for what remains after a partial payment, nothing once paid', async () => {
    const o = await invoicedOrder(clubId);
    const pay = (amount: number) =>
      transaction(server.db.db, (tx) =>
        bookPayment(tx, {
          invoiceId: o.invoice.id,
          amount,
          paidDate: TEST_TODAY,
          sourceId: PAYMENT_SOURCE.bankTransfer,
          note: 'výpis 12',
          userId: null,
        }),
      );
    await pay(100000);
    let d = await detail('club', `${CLUB}/${o.invoice.id}`);
    expect(d).toMatchObject({
      paidAmount: 100000,
      remainingAmount: TOTAL - 100000,
      paymentStatusId: PAYMENT_STATUS.partiallyPaid,
      payments: [{ paidDate: TEST_TODAY, amount: 100000, sourceId: PAYMENT_SOURCE.bankTransfer, note: 'výpis 12' }],
    });
    expect(d.spayd).toContain('*AM:1585.83*');

    await pay(TOTAL - 100000);
    d = await detail('club', `${CLUB}/${o.invoice.id}`);
    expect(d).toMatchObject({
      paidAmount: TOTAL,
      remainingAmount: 0,
      paymentStatusId: PAYMENT_STATUS.paid,
      paidDate: TEST_TODAY,
      spayd: null,
      qrSvg: null,
    });
    expect(d.payments).toHaveLength(2);
  });

  it('shows the credit note of a cancelled order with the lines and VAT negated, pointing at the invoice', async () => {
    const o = await invoicedOrder(clubId);
    const noteNumber = await transaction(server.db.db, (tx) => cancelOrder(tx, o.orderId, null));
    const list = (await call('admin', `${ADMIN}?orderId=${o.orderId}`)).json().data as { id: number; number: string }[];
    expect(list.map((x) => x.number)).toEqual([o.invoice.number, noteNumber]);
    const note = await detail('admin', `${ADMIN}/${list[1]!.id}`);
    expect(note).toMatchObject({
      typeId: 3,
      number: noteNumber,
      variableSymbol: null,
      amount: -TOTAL,
      remainingAmount: 0,
      overdue: false,
      creditedInvoice: { id: o.invoice.id, number: o.invoice.number },
      spayd: null,
      qrSvg: null,
    });
    expect(note.items[0]).toEqual({
      name: 'Licence hráče',
      quantity: 2,
      unitAmount: -45000,
      vatRate: 21,
      amount: -90000,
    });
    expect(note.vat[0]).toEqual({ rate: 21, base: -102093, vat: -21440, gross: -123533 });
    const invoice = await detail('admin', `${ADMIN}/${o.invoice.id}`);
    expect(invoice.paymentStatusId).toBe(PAYMENT_STATUS.cancelled);
    expect(invoice.creditNotes).toEqual([{ id: list[1]!.id, number: noteNumber }]);

    const pdf = await call('admin', `${ADMIN}/${list[1]!.id}/pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Dobropis – opravný daňový doklad');
    expect(text).toContain(o.invoice.number);
    expect(text).toContain('−2 585,83 Kč');
    expect(text).not.toContain('QR Platba');
  });
});

describe('invoice PDF', () => {
  it('prints the invoice in Czech with diacritics, the VAT summary, the total and the QR payment', async () => {
    const res = await call('club', `${CLUB}/${order.invoice.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-disposition']).toContain(`${order.invoice.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const customer = (await detail('club', `${CLUB}/${order.invoice.id}`)).customer.name as string;
    for (const expected of [
      'Faktura – daňový doklad',
      order.invoice.number,
      'Dodavatel',
      'Odběratel',
      'Česká badmintonová federace (demo)',
      customer,
      'IČO',
      '12345679',
      'DIČ',
      'CZ12345679',
      '2100123461/2010',
      IBAN,
      'Variabilní symbol',
      'Datum splatnosti',
      'Licence hráče',
      'Startovné – Velká cena Plzně',
      'Rekapitulace DPH',
      '1 020,93 Kč',
      '214,40 Kč',
      '133,98 Kč',
      'Celkem k úhradě',
      '2 585,83 Kč',
      'QR Platba',
    ])
      expect(text, expected).toContain(expected);
  });

  it('prints it in English for an English caller', async () => {
    const res = await call('admin', `${ADMIN}/${order.invoice.id}/pdf`, 'en');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Invoice – tax document',
      'Supplier',
      'Customer',
      'Total to pay',
      'CZK 2,585.83',
      'VAT summary',
    ])
      expect(text, expected).toContain(expected);
  });
});

describe('invoices: module switched off', () => {
  const off = useTestServer({ MODULES: 'board' });
  it('answers 404 for every call', async () => {
    for (const [as, url] of [
      ['admin', `${ADMIN}/1`],
      ['admin', `${ADMIN}/1/pdf`],
      ['admin', `${ADMIN}?orderId=1`],
      ['club', `${CLUB}/1`],
    ] as const) {
      const res = await off.request({ method: 'GET', url, as });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
