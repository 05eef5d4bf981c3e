// Bank statements through HTTP on real PostgreSQL (issue 31 §4): camt.053, Fio CSV (UTF-8 and
// windows-1250) and a generic CSV read to the haléř; matching by variable symbol and amount (exact
// pays at once and settles the order, partial, over, unmatched, two payments of one invoice); the
// same file twice (409), a broken or unknown file (400, nothing stored); the office's assignments
// (twice: 409), ignoring and taking back; the invoice picker; the access denials.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ECONOMY_CATEGORY, ORDER_STATUS, PAID_STATE, PAYMENT_SOURCE, PAYMENT_STATUS } from '@fedra/contract';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmOrder, createOrder } from '../../src/features/orders';
import { transaction } from '../../src/platform/db/transaction';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const BASE = '/api/admin-zone/bank-statements';
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? `{{${k}}}`);

type Problem = { code: string; errors: { field?: string; message: string }[]; related?: { id: number } };
type Statement = {
  id: number;
  format: string;
  lineCount: number;
  matchedCount: number;
  counts: Record<string, number>;
  total: number;
  skippedDebits: number;
  skippedOtherCurrency: number;
  accountIban: string | null;
  statementId: string | null;
  fromDate: string | null;
  toDate: string | null;
};
type Line = {
  id: number;
  amount: number;
  state: string;
  variableSymbol: string | null;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  message: string | null;
  bookingDate: string;
  invoice: { id: number; number: string; paidAmount: number } | null;
};

const one = async <T>(sql: string, values: unknown[] = []) => (await server.db.pool.query(sql, values)).rows[0] as T;
const count = async (sql: string, values: unknown[] = []) => Number((await one<{ n: string }>(sql, values)).n);

async function upload(as: DemoUser, name: string, bytes: Buffer, contentType: string): Promise<string> {
  const asked = await server.request({
    method: 'POST',
    url: '/api/admin-zone/files/upload-url',
    as,
    payload: { purpose: 'bank-statement', name, contentType, size: bytes.length },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { uploadUrl, fileUrl, headers } = asked.json().data;
  const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return fileUrl;
}

async function importFile(name: string, bytes: Buffer | string, as: DemoUser = 'expert', lang = 'cs') {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  const file = await upload(as, name, buf, name.endsWith('.xml') ? 'application/xml' : 'text/csv');
  return server.request({ method: 'POST', url: BASE, as, payload: { file }, headers: { 'accept-language': lang } });
}

async function imported(name: string, bytes: Buffer | string): Promise<Statement> {
  const res = await importFile(name, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Statement;
}

async function linesOf(statementId: number, extra = ''): Promise<Line[]> {
  const res = await server.request({
    method: 'GET',
    url: `${BASE}/lines?fields[statementId][o]=valuesEqual&fields[statementId][v]=${statementId}&limit=1000${extra}`,
    as: 'expert',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Line[];
}

let clubId: number;
let seq = 0;

/** An invoiced order of the club: its items' amounts in haléře (the first may pay a person's role). */
async function invoiceOf(amounts: number[], personRoleId?: number) {
  seq++;
  return transaction(server.deps.db, async (tx) => {
    const orderId = await createOrder(tx, {
      clubId,
      userId: null,
      note: `bank statement test ${seq}`,
      items: amounts.map((unitAmount, i) => ({
        categoryId: ECONOMY_CATEGORY.licences,
        kind: i === 0 && personRoleId ? ('person' as const) : ('club' as const),
        name: `Položka ${seq}/${i + 1}`,
        unitAmount,
        vatRate: 0,
        personRoleId: i === 0 ? (personRoleId ?? null) : null,
      })),
    });
    const invoice = await confirmOrder(tx, orderId, null);
    return { orderId, ...invoice! };
  });
}

const invoiceRow = (id: number) =>
  one<{ paidAmount: number; paymentStatusId: number; paidDate: string | null }>(
    'SELECT paid_amount::int AS "paidAmount", payment_status_id AS "paymentStatusId", paid_date::text AS "paidDate" FROM invoices WHERE id = $1',
    [id],
  );

beforeAll(async () => {
  clubId = (await one<{ id: number }>('SELECT id FROM clubs ORDER BY id LIMIT 1')).id;
});

describe('bank statements: camt.053', () => {
  it('imports the credits in CZK, pays the exact match and settles its order, proposes the rest', async () => {
    const role = await one<{ id: number; personId: number }>(
      'SELECT id, person_id AS "personId" FROM person_roles WHERE club_id = $1 ORDER BY id LIMIT 1',
      [clubId],
    );
    await server.db.pool.query('UPDATE person_roles SET paid_state_id = $2 WHERE id = $1', [
      role.id,
      PAID_STATE.unpaid,
    ]);
    const a = await invoiceOf([120000, 30000], role.id); // 1 500,00 Kč
    const b = await invoiceOf([234567]); // 2 345,67 Kč
    const c = await invoiceOf([80000]); // 800,00 Kč
    const creditBefore = await count(
      `SELECT coalesce(sum(amount * 100), 0)::bigint AS n FROM club_credit_entries WHERE club_id = $1`,
      [clubId],
    );
    const xml = fill(fixture('camt053-sample.xml'), {
      STMT_ID: '2026/225',
      VS_A: a.variableSymbol,
      VS_B: a.variableSymbol === b.variableSymbol ? 'x' : b.variableSymbol,
      VS_C: c.variableSymbol,
    });
    const s = await imported('vypis-20261120.xml', xml);
    expect(s).toMatchObject({
      format: 'camt053',
      statementId: '2026/225',
      accountIban: 'CZ6508000000192000145399',
      fromDate: '2026-11-20',
      toDate: '2026-11-20',
      lineCount: 5,
      matchedCount: 1,
      skippedDebits: 1,
      skippedOtherCurrency: 1,
      counts: { matched: 1, partial: 1, over: 2, unmatched: 1, assigned: 0, ignored: 0 },
      total: 150000 + 100001 + 80050 + 25000 + 150000,
    });

    const lines = await linesOf(s.id, '&sort=amount');
    const byAmount = (amount: number) => lines.filter((l) => l.amount === amount);
    const [first, second] = byAmount(150000).sort((x, y) => x.id - y.id);
    expect(first).toMatchObject({
      state: 'matched',
      variableSymbol: a.variableSymbol,
      counterpartyName: 'TJ Sokol Žižkov z.s.',
      counterpartyAccount: 'CZ5508000000001234567899',
      message: 'Licence 2027',
      bookingDate: '2026-11-20',
      invoice: { id: a.id, number: a.number, paidAmount: 150000 },
    });
    expect(second).toMatchObject({ state: 'over', invoice: { id: a.id } });
    expect(byAmount(100001)[0]).toMatchObject({
      state: 'partial',
      variableSymbol: b.variableSymbol,
      counterpartyAccount: '2900123456/2010',
      invoice: { id: b.id },
    });
    expect(byAmount(80050)[0]).toMatchObject({
      state: 'over',
      variableSymbol: c.variableSymbol,
      invoice: { id: c.id },
    });
    expect(byAmount(25000)[0]).toMatchObject({ state: 'unmatched', variableSymbol: '999999', invoice: null });
    expect(lines.map((l) => l.amount)).toEqual([...lines.map((l) => l.amount)].sort((x, y) => x - y));

    // Invoice A paid to the haléř by one bank-transfer payment of its line; its order paid, the role paid.
    expect(await invoiceRow(a.id)).toEqual({
      paidAmount: 150000,
      paymentStatusId: PAYMENT_STATUS.paid,
      paidDate: '2026-11-20',
    });
    const payment = await one<{ amount: number; sourceId: number; lineId: number; paidDate: string }>(
      'SELECT amount::int, source_id AS "sourceId", statement_line_id AS "lineId", paid_date::text AS "paidDate" FROM invoice_payments WHERE invoice_id = $1',
      [a.id],
    );
    expect(payment).toEqual({
      amount: 150000,
      sourceId: PAYMENT_SOURCE.bankTransfer,
      lineId: first!.id,
      paidDate: '2026-11-20',
    });
    expect((await one<{ s: number }>('SELECT status_id AS s FROM orders WHERE id = $1', [a.orderId])).s).toBe(
      ORDER_STATUS.paid,
    );
    expect((await one<{ p: number }>('SELECT paid_state_id AS p FROM person_roles WHERE id = $1', [role.id])).p).toBe(
      PAID_STATE.paid,
    );
    expect(
      await count(`SELECT count(*) AS n FROM audit_log WHERE action = 'person.role.paid' AND subject_id = $1`, [
        role.personId,
      ]),
    ).toBe(1);
    // B and C are not booked: proposals only.
    expect(await invoiceRow(b.id)).toMatchObject({ paidAmount: 0, paymentStatusId: PAYMENT_STATUS.pending });
    expect(await invoiceRow(c.id)).toMatchObject({ paidAmount: 0, paymentStatusId: PAYMENT_STATUS.pending });
    expect((await one<{ s: number }>('SELECT status_id AS s FROM orders WHERE id = $1', [b.orderId])).s).toBe(
      ORDER_STATUS.invoiced,
    );
    // An exact payment has no excess: no club credit.
    expect(
      await count(`SELECT coalesce(sum(amount * 100), 0)::bigint AS n FROM club_credit_entries WHERE club_id = $1`, [
        clubId,
      ]),
    ).toBe(creditBefore);

    // The list of statements shows it with its counts.
    const list = await server.request({ method: 'GET', url: BASE, as: 'admin' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((x: Statement) => x.id === s.id)).toMatchObject({ counts: { matched: 1, over: 2 } });

    // The office assigns the partial payment of B: booked, B partially paid; the same line again: 409.
    const partial = byAmount(100001)[0]!;
    const assign = (lineId: number, invoiceId: number, as: DemoUser = 'expert') =>
      server.request({ method: 'POST', url: `${BASE}/lines/${lineId}/assign`, as, payload: { invoiceId } });
    const assigned = await assign(partial.id, b.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ state: 'assigned', invoice: { id: b.id, paidAmount: 100001 } });
    expect(await invoiceRow(b.id)).toMatchObject({ paidAmount: 100001, paymentStatusId: PAYMENT_STATUS.partiallyPaid });
    const twice = await assign(partial.id, c.id);
    expect(twice.statusCode).toBe(409);
    expect((twice.json() as Problem).errors[0]!.message).toContain(b.number);
    expect(await invoiceRow(c.id)).toMatchObject({ paidAmount: 0 });
    // The matched line is booked too.
    expect((await assign(first!.id, c.id)).statusCode).toBe(409);

    // The overpayment of C assigned: C paid, its 0,50 Kč excess goes back to the club as credit.
    const over = byAmount(80050)[0]!;
    expect((await assign(over.id, c.id)).statusCode).toBe(200);
    expect(await invoiceRow(c.id)).toMatchObject({ paidAmount: 80050, paymentStatusId: PAYMENT_STATUS.overpaid });
    expect(
      await count(`SELECT coalesce(sum(amount * 100), 0)::bigint AS n FROM club_credit_entries WHERE club_id = $1`, [
        clubId,
      ]),
    ).toBe(creditBefore + 50);
    expect((await one<{ s: number }>('SELECT status_id AS s FROM orders WHERE id = $1', [c.orderId])).s).toBe(
      ORDER_STATUS.paid,
    );

    // Ignoring: the unmatched line is set aside and taken back; a booked one cannot be ignored.
    const unmatched = byAmount(25000)[0]!;
    const act = (lineId: number, action: string) =>
      server.request({ method: 'POST', url: `${BASE}/lines/${lineId}/${action}`, as: 'expert' });
    const ignored = await act(unmatched.id, 'ignore');
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json().data.state).toBe('ignored');
    expect((await act(unmatched.id, 'unignore')).json().data.state).toBe('unmatched');
    expect((await act(unmatched.id, 'unignore')).statusCode).toBe(409);
    expect((await act(first!.id, 'ignore')).statusCode).toBe(409);

    // Filters: state and variable symbol; a bad filter is a 400 naming it.
    expect((await linesOf(s.id, '&fields[state][o]=valuesEqual&fields[state][v]=over')).map((l) => l.id)).toEqual([
      second!.id,
    ]);
    expect(
      (await linesOf(s.id, `&fields[variableSymbol][o]=valuesEqual&fields[variableSymbol][v]=${a.variableSymbol}`))
        .length,
    ).toBe(2);
    const names = await linesOf(s.id, '&fields[counterpartyName][o]=valuesLike&fields[counterpartyName][v]=zizkov');
    expect(names.length).toBe(2);
    const bad = await server.request({
      method: 'GET',
      url: `${BASE}/lines?fields[colour][o]=valuesEqual&fields[colour][v]=x`,
      as: 'expert',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses the same statement twice (409 naming the earlier import) and stores nothing', async () => {
    const a = await invoiceOf([50000]);
    const xml = fill(fixture('camt053-sample.xml'), { STMT_ID: 'dup-1', VS_A: a.variableSymbol, VS_B: '1', VS_C: '2' });
    const first = await imported('dup.xml', xml);
    const before = await count('SELECT count(*) AS n FROM bank_statement_lines');
    const again = await importFile('dup-renamed.xml', xml, 'expert', 'en');
    expect(again.statusCode).toBe(409);
    const problem = again.json() as Problem;
    expect(problem.related?.id).toBe(first.id);
    expect(problem.errors[0]).toMatchObject({ field: 'file' });
    expect(problem.errors[0]!.message).toContain('dup.xml');
    expect(await count('SELECT count(*) AS n FROM bank_statement_lines')).toBe(before);
  });

  it('refuses broken XML, an unknown format and a statement without credits (400 on file, nothing stored)', async () => {
    const a = await invoiceOf([12300]);
    const statements = await count('SELECT count(*) AS n FROM bank_statements');
    const payments = await count('SELECT count(*) AS n FROM invoice_payments');
    const xml = fill(fixture('camt053-sample.xml'), {
      STMT_ID: 'broken',
      VS_A: a.variableSymbol,
      VS_B: '1',
      VS_C: '2',
    });
    const broken = await importFile('broken.xml', xml.replace('</Stmt>', '</Stmnt>'));
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toMatch(/problem\+json/);
    expect((broken.json() as Problem).errors[0]).toMatchObject({ field: 'file' });
    expect((broken.json() as Problem).errors[0]!.message).toMatch(/XML/);

    const unknown = await importFile('random.csv', 'Jméno;Příjmení\nJan;Novák\n', 'expert', 'en');
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as Problem).errors[0]).toMatchObject({ field: 'file' });
    expect((unknown.json() as Problem).errors[0]!.message).toContain('Unknown statement format');

    const notCamt = await importFile('other.xml', '<?xml version="1.0"?><Document><Foo/></Document>');
    expect(notCamt.statusCode).toBe(400);

    const debitsOnly = xml.replace(/<CdtDbtInd>CRDT<\/CdtDbtInd>/g, '<CdtDbtInd>DBIT</CdtDbtInd>');
    const none = await importFile('debits.xml', debitsOnly);
    expect(none.statusCode).toBe(400);
    expect((none.json() as Problem).errors[0]!.message).toContain('žádnou příchozí platbu');

    const badAmount = await importFile('amount.csv', 'Datum;Objem;VS\n20.11.2026;12,345;1\n');
    expect(badAmount.statusCode).toBe(400);

    expect(await count('SELECT count(*) AS n FROM bank_statements')).toBe(statements);
    expect(await count('SELECT count(*) AS n FROM invoice_payments')).toBe(payments);
    expect(await invoiceRow(a.id)).toMatchObject({ paidAmount: 0 });
  });
});

describe('bank statements: CSV', () => {
  it('reads the Fio banka export in windows-1250 and in UTF-8, matching to the haléř', async () => {
    const d = await invoiceOf([234567]);
    const text = fill(fixture('fio-sample.csv'), { VS_D: d.variableSymbol });
    const s = await imported('Pohyby_2000000000_202611.csv', iconv.encode(text.replace(/\n/g, '\r\n'), 'windows-1250'));
    expect(s).toMatchObject({
      format: 'fio-csv',
      accountIban: 'CZ7920100000002000000000',
      fromDate: '2026-11-01',
      toDate: '2026-11-20',
      lineCount: 3,
      matchedCount: 1,
      skippedDebits: 1,
      counts: { matched: 1, unmatched: 2 },
      total: 234567 + 10000 + 423,
    });
    const [paid] = await linesOf(s.id, '&fields[state][o]=valuesEqual&fields[state][v]=matched');
    expect(paid).toMatchObject({
      amount: 234567,
      variableSymbol: d.variableSymbol,
      counterpartyName: 'Tělocvičná jednota Sokol Žižkov',
      counterpartyAccount: '123456789/0800',
      message: 'Platba licencí – Žluťoučký kůň · Licence',
      bookingDate: '2026-11-19',
    });
    expect(await invoiceRow(d.id)).toMatchObject({ paidAmount: 234567, paymentStatusId: PAYMENT_STATUS.paid });

    // The same export in UTF-8 (other bytes: a statement of its own), the invoice already paid: over.
    const utf8 = await imported('fio-utf8.csv', `\uFEFF${text}`);
    expect(utf8.counts).toMatchObject({ matched: 0, over: 1, unmatched: 2 });
    const [over] = await linesOf(utf8.id, '&fields[state][o]=valuesEqual&fields[state][v]=over');
    expect(over!.counterpartyName).toBe('Tělocvičná jednota Sokol Žižkov');
  });

  it('reads a CSV recognised by its header names (comma, decimal point, VS in the message)', async () => {
    const e = await invoiceOf([15000]);
    const f = await invoiceOf([10000]);
    const s = await imported(
      'export.csv',
      fill(fixture('generic-sample.csv'), { VS_E: e.variableSymbol, VS_F: f.variableSymbol }),
    );
    expect(s).toMatchObject({ format: 'csv', lineCount: 2, counts: { matched: 1, partial: 1 } });
    const lines = await linesOf(s.id, '&sort=-amount');
    expect(lines.map((l) => [l.amount, l.state, l.variableSymbol])).toEqual([
      [15000, 'matched', e.variableSymbol],
      [7550, 'partial', f.variableSymbol],
    ]);
  });
});

describe('bank statements: the invoice picker and access', () => {
  it('finds invoices by number, variable symbol and club name', async () => {
    const g = await invoiceOf([99900]);
    const club = await one<{ name: string }>('SELECT name FROM clubs WHERE id = $1', [clubId]);
    const find = async (search: string) => {
      const res = await server.request({
        method: 'GET',
        url: `${BASE}/invoice-candidates?search=${encodeURIComponent(search)}`,
        as: 'expert',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; amount: number; club: { id: number } }[];
    };
    expect((await find(g.number)).map((x) => x.id)).toContain(g.id);
    expect((await find(g.variableSymbol)).find((x) => x.id === g.id)).toMatchObject({
      amount: 99900,
      club: { id: clubId },
    });
    const plain = club.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    expect((await find(plain.slice(0, 8))).every((x) => x.club.id !== undefined)).toBe(true);
  });

  it('refuses the club zone, unit managers, read-only clubs and members; clubs cannot upload statements', async () => {
    for (const as of ['club', 'clubro', 'member', 'unit'] as const) {
      const res = await server.request({ method: 'GET', url: BASE, as });
      expect(res.statusCode, as).toBe(403);
      const post = await server.request({ method: 'POST', url: BASE, as, payload: { file: 'fedra-file://x' } });
      expect(post.statusCode, as).toBe(403);
      const assign = await server.request({
        method: 'POST',
        url: `${BASE}/lines/1/assign`,
        as,
        payload: { invoiceId: 1 },
      });
      expect(assign.statusCode, as).toBe(403);
    }
    expect((await server.request({ method: 'GET', url: BASE })).statusCode).toBe(401);
    const asked = await server.request({
      method: 'POST',
      url: '/api/club-zone/files/upload-url',
      as: 'club',
      payload: { purpose: 'bank-statement', name: 'v.xml', contentType: 'application/xml', size: 10 },
    });
    expect(asked.statusCode).toBe(400);
    expect(JSON.stringify(asked.json())).toContain('purpose');
  });
});
