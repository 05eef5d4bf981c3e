// The demo's orders (issue 31): for the clubs of club@ and clubro@ and a dozen further clubs, from the
// demo price list: a credit top-up paid by bank transfer, a licence order invoiced a month ago and
// now overdue, one invoiced last week and paid in part, and a new one still being put together; so
// the orders pages, the overview and the reminders have something to show. Deterministic: clubs,
// members and items are taken in id order; dates are relative to the demo's today.
import { INVOICE_TYPE, PAYMENT_SOURCE } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { PERSON_ROLE_TYPE } from '../../db/reference-ids';
import { addDays } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import type { DemoContext } from '../../platform/modules/manifest';
import { confirmOrder, createOrder, type NewOrderItem } from './orders.lifecycle';
import { bookPayment } from './orders.money';

interface Price extends Record<string, unknown> {
  id: number;
  categoryId: number;
  kind: 'person' | 'club' | 'credit';
  name: string;
  amount: number;
  vatRate: number;
  roleTypeId: number | null;
}

const line = (p: Price, personId: number | null = null, personRoleId: number | null = null): NewOrderItem => ({
  categoryId: p.categoryId,
  kind: p.kind,
  name: p.name,
  unitAmount: p.amount,
  vatRate: p.vatRate,
  priceListItemId: p.id,
  personId,
  personRoleId,
});

/** Moves an order's invoice back in time: issued `days` before today, due 14 days later. */
async function backdate(client: Db, orderId: number, today: string, days: number) {
  await client.execute(sql`
    UPDATE invoices SET issue_date = ${addDays(today, -days)}::date, due_date = ${addDays(today, 14 - days)}::date
     WHERE order_id = ${orderId}`);
  await client.execute(sql`UPDATE orders SET created_date = created_date - make_interval(days => ${days}),
    confirmed_date = confirmed_date - make_interval(days => ${days}) WHERE id = ${orderId}`);
}

export async function seedOrdersDemo({ client, today }: DemoContext): Promise<string[]> {
  const { rows: prices } = await client.execute<Price>(sql`
    SELECT DISTINCT ON (name) id, category_id AS "categoryId", kind, name, amount, vat_rate AS "vatRate",
           person_role_type_id AS "roleTypeId"
      FROM price_list_items
     WHERE (valid_from IS NULL OR valid_from <= ${today}::date) AND (valid_to IS NULL OR valid_to >= ${today}::date)
     ORDER BY name, id`);
  const price = (name: string) => prices.find((p) => p.name === name);
  const licence = price('Licence hráče');
  const topUp = price('Dobití kreditu 5 000 Kč');
  const registration = price('Registrační poplatek klubu');
  const league = price('Vklad do soutěže družstev');
  if (!licence || !topUp || !registration || !league) return [];

  // The demo managers' clubs first, then further clubs in id order.
  const { rows: clubs } = await client.execute<{ id: number }>(sql`
    SELECT c.id FROM clubs c
     ORDER BY c.id IN (SELECT current_club_id FROM users WHERE user_name IN ('club@fedra.test', 'clubro@fedra.test')) DESC, c.id
     LIMIT 14`);
  let orders = 0;
  for (const [index, { id: clubId }] of clubs.entries()) {
    const { rows: athletes } = await client.execute<{ personId: number; roleId: number }>(sql`
      SELECT r.person_id AS "personId", r.id AS "roleId" FROM person_roles r
       WHERE r.club_id = ${clubId} AND r.type_id = ${PERSON_ROLE_TYPE.ATHLETE}
         AND r.valid_from <= ${today}::date AND (r.valid_till IS NULL OR r.valid_till >= ${today}::date)
       ORDER BY r.person_id LIMIT 6`);

    // Credit bought 40 days ago, paid by transfer.
    if (index % 2 === 0) {
      const id = await createOrder(client, { clubId, items: [line(topUp)], userId: null });
      const invoice = await confirmOrder(client, id, null);
      await bookPayment(client, {
        invoiceId: invoice!.id,
        amount: invoice!.amount,
        paidDate: addDays(today, -35),
        sourceId: PAYMENT_SOURCE.bankTransfer,
        userId: null,
      });
      await backdate(client, id, today, 40);
      orders++;
    }
    // Licences of the first three athletes, invoiced a month ago and not paid: overdue.
    if (athletes.length >= 3) {
      const id = await createOrder(client, {
        clubId,
        note: 'Licence hráčů na sezónu',
        items: athletes.slice(0, 3).map((a) => line(licence, a.personId, a.roleId)),
        userId: null,
      });
      await confirmOrder(client, id, null);
      await backdate(client, id, today, 30);
      orders++;
    }
    // The team competition fee, invoiced a week ago, a part paid.
    if (index % 3 === 0) {
      const id = await createOrder(client, { clubId, items: [line(league)], userId: null });
      const invoice = await confirmOrder(client, id, null);
      await bookPayment(client, {
        invoiceId: invoice!.id,
        amount: Math.round(invoice!.amount / 2),
        paidDate: addDays(today, -3),
        sourceId: PAYMENT_SOURCE.bankTransfer,
        userId: null,
      });
      await backdate(client, id, today, 7);
      orders++;
    }
    // A new order being put together: the registration fee and the next athletes' licences.
    if (index < 2) {
      await createOrder(client, {
        clubId,
        items: [line(registration), ...athletes.slice(3, 5).map((a) => line(licence, a.personId, a.roleId))],
        userId: null,
      });
      orders++;
    }
  }
  // The overdue ones were reminded yesterday: the daily reminder job (economy) writes again in a
  // week, so a server starting on the demo does not mail every demo club at once.
  await client.execute(sql`
    UPDATE invoices SET reminded_date = ${addDays(today, -1)}::date
     WHERE due_date < ${today}::date AND paid_amount < amount AND type_id = ${INVOICE_TYPE.invoice}`);
  return [`${orders} orders`];
}
