// The economy overview and the overdue reminders through HTTP on real PostgreSQL (issue 31 part 6):
// invoiced, paid, outstanding and overdue per club and season to the haléř (cancelled and refunded
// invoices and credit notes left out, overpayments counted up to the amount), the totals and the
// months of the filter, the export, a unit manager limited to its unit's clubs, a club's own
// figures; the daily reminder job with the clock set: who gets mail, and once a week at most.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { INVOICE_TYPE, PAYMENT_STATUS } from '@fedra/contract';
import { simpleParser } from 'mailparser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendOverdueReminders } from '../../src/features/economy/economy.reminders';
import { addDays, setToday } from '../../src/platform/clock';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
afterEach(() => setToday(TEST_TODAY));

const OVERVIEW = '/api/admin-zone/economy/overview';
const f = (name: string, op: string, ...values: (string | number)[]) =>
  [`fields[${name}][o]=${op}`, ...values.map((v) => `fields[${name}][v]=${encodeURIComponent(String(v))}`)].join('&');
const get = async (as: DemoUser, url: string, status = 200) => {
  const res = await server.request({ method: 'GET', url, as });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const q = async <T = Record<string, unknown>>(sql: string, values: unknown[] = []) =>
  (await server.db.pool.query(sql, values)).rows as T[];

let seq = 0;
/** An order and its invoice of a club in a season (the state given), with payments booked on days. */
async function invoice(o: {
  clubId: number;
  seasonId: number | null;
  amount: number;
  paid?: { amount: number; day: string }[];
  issueDate: string;
  dueDate: string;
  statusId?: number;
  typeId?: number;
}): Promise<number> {
  seq += 1;
  const [order] = await q<{ id: number }>(
    'INSERT INTO orders (club_id, season_id, status_id, total) VALUES ($1, $2, 3, $3) RETURNING id',
    [o.clubId, o.seasonId, Math.abs(o.amount)],
  );
  const paid = (o.paid ?? []).reduce((s, p) => s + p.amount, 0);
  const status =
    o.statusId ??
    (paid === 0
      ? PAYMENT_STATUS.pending
      : paid < o.amount
        ? PAYMENT_STATUS.partiallyPaid
        : paid === o.amount
          ? PAYMENT_STATUS.paid
          : PAYMENT_STATUS.overpaid);
  const [inv] = await q<{ id: number }>(
    `INSERT INTO invoices (order_id, club_id, type_id, number, variable_symbol, issue_date, due_date, amount,
                           paid_amount, payment_status_id, supplier, customer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '{"iban":"CZ6508000000192000145399"}'::jsonb, '{}'::jsonb)
     RETURNING id`,
    [
      order!.id,
      o.clubId,
      o.typeId ?? INVOICE_TYPE.invoice,
      `T${900000 + seq}`,
      String(8_800_000_000 + seq),
      o.issueDate,
      o.dueDate,
      o.amount,
      paid,
      status,
    ],
  );
  for (const p of o.paid ?? [])
    await q('INSERT INTO invoice_payments (invoice_id, amount, paid_date, source_id) VALUES ($1, $2, $3, 1)', [
      inv!.id,
      p.amount,
      p.day,
    ]);
  return inv!.id;
}

type Figures = {
  invoiced: number;
  paid: number;
  outstanding: number;
  overdue: number;
  invoiceCount: number;
  overdueCount: number;
};
type Row = Figures & { clubId: number; clubName: string; seasonId: number | null; federationUnitId: number | null };

const DAY = TEST_TODAY;
const ago = (days: number) => addDays(DAY, -days);
let season: number;
let inUnit: { id: number; name: string; unitId: number };
let otherUnit: { id: number; name: string };

beforeAll(async () => {
  // A season of the test alone, so that the demo's invoices (if any) stay out of the numbers.
  [{ id: season }] = (await q<{ id: number }>(
    `INSERT INTO seasons (name, valid_from, valid_till) VALUES ('2090/2091', '2090-07-01', '2091-06-30') RETURNING id`,
  )) as [{ id: number }];
  const [unit] = await q<{ id: number }>(
    `SELECT c.object_id AS id FROM user_role_claims c JOIN user_roles r ON r.id = c.user_role_id
       JOIN users u ON u.id = r.user_id WHERE u.user_name = 'unit@fedra.test' AND c.claim_type = 'federationUnit'
      ORDER BY 1 LIMIT 1`,
  );
  const [a] = await q<{ id: number; name: string; unitId: number }>(
    `SELECT id, name, federation_unit_id AS "unitId" FROM clubs WHERE federation_unit_id = $1 ORDER BY id LIMIT 1`,
    [unit!.id],
  );
  const [b] = await q<{ id: number; name: string }>(
    `SELECT id, name FROM clubs WHERE federation_unit_id IS DISTINCT FROM $1 ORDER BY id LIMIT 1`,
    [unit!.id],
  );
  inUnit = a!;
  otherUnit = b!;
  // Club A: 1 234,56 Kč overdue and untouched; 800 Kč partly paid (300,25) and overdue; 500 Kč paid;
  // 1 000 Kč overpaid by 200 (counts as 1 000 paid); 700 Kč not yet due; a cancelled one and a credit note.
  await invoice({ clubId: inUnit.id, seasonId: season, amount: 123_456, issueDate: ago(40), dueDate: ago(26) });
  await invoice({
    clubId: inUnit.id,
    seasonId: season,
    amount: 80_000,
    paid: [{ amount: 30_025, day: ago(20) }],
    issueDate: ago(30),
    dueDate: ago(16),
  });
  await invoice({
    clubId: inUnit.id,
    seasonId: season,
    amount: 50_000,
    paid: [{ amount: 50_000, day: ago(5) }],
    issueDate: ago(30),
    dueDate: ago(16),
  });
  await invoice({
    clubId: inUnit.id,
    seasonId: season,
    amount: 100_000,
    paid: [{ amount: 120_000, day: ago(3) }],
    issueDate: ago(10),
    dueDate: addDays(DAY, 4),
  });
  await invoice({ clubId: inUnit.id, seasonId: season, amount: 70_000, issueDate: ago(1), dueDate: addDays(DAY, 13) });
  await invoice({
    clubId: inUnit.id,
    seasonId: season,
    amount: 99_900,
    issueDate: ago(50),
    dueDate: ago(36),
    statusId: PAYMENT_STATUS.cancelled,
  });
  await invoice({
    clubId: inUnit.id,
    seasonId: season,
    amount: -99_900,
    issueDate: ago(45),
    dueDate: ago(45),
    typeId: INVOICE_TYPE.creditNote,
    statusId: PAYMENT_STATUS.paid,
  });
  // Club B (another unit): 2 000 Kč overdue.
  await invoice({ clubId: otherUnit.id, seasonId: season, amount: 200_000, issueDate: ago(60), dueDate: ago(46) });
});

const A = {
  invoiced: 123_456 + 80_000 + 50_000 + 100_000 + 70_000,
  paid: 30_025 + 50_000 + 100_000,
  outstanding: 123_456 + 49_975 + 70_000,
  overdue: 123_456 + 49_975,
  invoiceCount: 5,
  overdueCount: 2,
};

describe('economy overview', () => {
  it('adds up each club and season to the haléř, a unit manager seeing only its unit’s clubs', async () => {
    const all = await get('admin', `${OVERVIEW}?${f('seasonId', 'valuesEqual', season)}&sort=name`);
    expect(all.total).toBe(2);
    const a = all.data.find((r: Row) => r.clubId === inUnit.id);
    expect(a).toEqual({
      clubId: inUnit.id,
      clubName: inUnit.name,
      federationUnitId: inUnit.unitId,
      seasonId: season,
      ...A,
    });
    expect(a.invoiced).toBe(a.paid + a.outstanding);
    expect(all.data.find((r: Row) => r.clubId === otherUnit.id)).toMatchObject({
      invoiced: 200_000,
      paid: 0,
      outstanding: 200_000,
      overdue: 200_000,
    });

    const unit = await get('unit', `${OVERVIEW}?${f('seasonId', 'valuesEqual', season)}`);
    expect(unit.data.map((r: Row) => r.clubId)).toEqual([inUnit.id]);
    const unitSummary = await get('unit', `${OVERVIEW}/summary?${f('seasonId', 'valuesEqual', season)}`);
    expect(unitSummary.data.totals).toEqual(A);
    // Naming another unit's club finds nothing.
    const asked = await get('unit', `${OVERVIEW}?${f('clubId', 'valuesEqual', otherUnit.id)}`);
    expect(asked.total).toBe(0);

    const overdueFirst = await get('admin', `${OVERVIEW}?${f('seasonId', 'valuesEqual', season)}&sort=-overdue`);
    expect(overdueFirst.data.map((r: Row) => r.overdue)).toEqual([200_000, A.overdue]);
    const byName = await get(
      'admin',
      `${OVERVIEW}?${f('seasonId', 'valuesEqual', season)}&${f(
        'name',
        'valuesLike',
        inUnit.name
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toUpperCase(),
      )}`,
    );
    expect(byName.data.map((r: Row) => r.clubId)).toContain(inUnit.id);
  });

  it('gives the totals of the filter, the months issued vs paid and the clubs owing most', async () => {
    const s = (await get('admin', `${OVERVIEW}/summary?${f('seasonId', 'valuesEqual', season)}`)).data;
    expect(s.today).toBe(DAY);
    expect(s.clubCount).toBe(2);
    expect(s.totals).toEqual({
      invoiced: A.invoiced + 200_000,
      paid: A.paid,
      outstanding: A.outstanding + 200_000,
      overdue: A.overdue + 200_000,
      invoiceCount: 6,
      overdueCount: 3,
    });
    const issued = s.months.reduce((sum: number, m: { issued: number }) => sum + m.issued, 0);
    const paid = s.months.reduce((sum: number, m: { paid: number }) => sum + m.paid, 0);
    expect(issued).toBe(A.invoiced + 200_000);
    // The payments as booked (the overpayment in full).
    expect(paid).toBe(30_025 + 50_000 + 120_000);
    expect(s.months.map((m: { month: string }) => m.month)).toEqual(
      [...s.months.map((m: { month: string }) => m.month)].sort(),
    );
    expect(s.topOverdue).toEqual([
      { clubId: otherUnit.id, clubName: otherUnit.name, overdue: 200_000 },
      { clubId: inUnit.id, clubName: inUnit.name, overdue: A.overdue },
    ]);
    // Paging parameters make no sense for totals: refused by name.
    const res = await server.request({ method: 'GET', url: `${OVERVIEW}/summary?limit=5`, as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('limit');
  });

  it('counts overdue by the server’s today', async () => {
    setToday(ago(20));
    const s = (
      await get(
        'admin',
        `${OVERVIEW}/summary?${f('clubId', 'valuesEqual', inUnit.id)}&${f('seasonId', 'valuesEqual', season)}`,
      )
    ).data;
    // Twenty days ago only the first invoice was past due (the second fell due four days later).
    expect(s.totals.overdue).toBe(123_456);
    expect(s.today).toBe(ago(20));
  });

  it('exports the rows as CSV with the amounts in koruny', async () => {
    const res = await server.request({
      method: 'GET',
      url: `${OVERVIEW}?format=csv&${f('clubId', 'valuesEqual', inUnit.id)}&${f('seasonId', 'valuesEqual', season)}`,
      as: 'expert',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Klub;Federační jednotka;Sezóna;Fakturováno (Kč)');
    expect(res.body).toContain('2090/2091;4234,56;1800,25;2434,31;1734,31;5;2');
  });

  it('shows a club its own figures and nobody else’s', async () => {
    const [{ id: clubId }] = (await q<{ id: number }>(
      `SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`,
    )) as [{ id: number }];
    const [{ id: own }] = (await q<{ id: number }>(
      `INSERT INTO seasons (name, valid_from, valid_till) VALUES ('2092/2093', '2092-07-01', '2093-06-30') RETURNING id`,
    )) as [{ id: number }];
    const before = (await get('club', '/api/club-zone/economy/overview')).data;
    await invoice({ clubId, seasonId: own, amount: 45_678, issueDate: ago(30), dueDate: ago(16) });
    const after = (await get('club', '/api/club-zone/economy/overview')).data;
    expect(after.totals.invoiced - before.totals.invoiced).toBe(45_678);
    expect(after.totals.overdue - before.totals.overdue).toBe(45_678);
    expect(after.seasons.find((x: { seasonId: number }) => x.seasonId === own)).toMatchObject({
      invoiced: 45_678,
      overdue: 45_678,
      invoiceCount: 1,
    });
    await get('club', OVERVIEW, 403);
    await get('member', '/api/club-zone/economy/overview', 403);
  });
});

describe('overdue reminders', () => {
  it('mails the club once for each overdue unpaid invoice, and not again within the week', async () => {
    // The server's own daily run (queued when its job queue started) may have reminded already:
    // start from no reminders and an empty outbox.
    const outbox = path.join(server.deps.config.DATA_DIR, 'outbox');
    await mkdir(outbox, { recursive: true });
    for (const name of await readdir(outbox))
      if (name.startsWith('invoice-reminder-')) await rm(path.join(outbox, name));
    await q('UPDATE invoices SET reminded_date = NULL');
    await q(`UPDATE clubs SET email = 'pokladnik@klub-a.example.cz' WHERE id = $1`, [inUnit.id]);
    await q(`UPDATE clubs SET email = NULL WHERE id = $1`, [otherUnit.id]);
    const mine = await q<{ id: number; number: string; payment_status_id: number; due_date: string }>(
      `SELECT id, number, payment_status_id, due_date::text FROM invoices WHERE club_id = $1 AND order_id IN
         (SELECT id FROM orders WHERE season_id = $2) ORDER BY id`,
      [inUnit.id, season],
    );
    const expected = mine
      .filter(
        (i) =>
          [PAYMENT_STATUS.pending, PAYMENT_STATUS.partiallyPaid].includes(i.payment_status_id as 1 | 2) &&
          i.due_date < DAY,
      )
      .map((i) => i.id);
    expect(expected.length).toBeGreaterThanOrEqual(2);

    const first = await sendOverdueReminders(server.deps);
    expect(first.failed).toBe(0);
    const files = async () => (await readdir(outbox)).filter((name) => name.startsWith('invoice-reminder-'));
    const sentFor = async () =>
      new Set((await files()).map((name) => Number(/^invoice-reminder-(\d+)-/.exec(name)![1])));
    const got = await sentFor();
    for (const id of expected) expect(got.has(id)).toBe(true);
    for (const i of mine.filter((x) => !expected.includes(x.id))) expect(got.has(i.id)).toBe(false);
    // The other club has no address: nothing sent, nothing marked.
    const [otherInvoice] = await q<{ reminded: string | null }>(
      'SELECT reminded_date::text AS reminded FROM invoices WHERE club_id = $1 AND order_id IN (SELECT id FROM orders WHERE season_id = $2)',
      [otherUnit.id, season],
    );
    expect(otherInvoice!.reminded).toBeNull();

    const name = (await files()).find((n) => n.startsWith(`invoice-reminder-${expected[0]}-`))!;
    const mail = await simpleParser(await readFile(path.join(outbox, name)));
    expect((mail.to as { value: { address: string }[] }).value[0]!.address).toBe('pokladnik@klub-a.example.cz');
    const number = mine.find((i) => i.id === expected[0])!.number;
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain('po splatnosti');
    expect(mail.text).toContain('1\u00a0234,56\u00a0Kč');
    expect(mail.text).toContain('is past its due date');

    // Three days later: nothing again. A week after the first: the unpaid ones again.
    const countBefore = (await files()).length;
    setToday(addDays(DAY, 3));
    expect((await sendOverdueReminders(server.deps)).sent).toBe(0);
    expect((await files()).length).toBe(countBefore);
    setToday(addDays(DAY, 7));
    await sendOverdueReminders(server.deps);
    const week = (await files()).filter(
      (n) => n.endsWith(`${addDays(DAY, 7)}.eml`) || n.includes(`-${addDays(DAY, 7)}`),
    );
    expect(new Set(week.map((n) => Number(/^invoice-reminder-(\d+)-/.exec(n)![1])))).toEqual(
      new Set([
        ...expected,
        ...(
          await q<{ id: number }>(`SELECT id FROM invoices WHERE reminded_date = $1 AND id <> ALL($2::int[])`, [
            addDays(DAY, 7),
            expected,
          ])
        ).map((r) => r.id),
      ]),
    );
  });
});
