// A request's fee as an order (issue 30's leftover, issue 31; docs/decisions/economy-generated-orders.md):
// when the office approves a transfer or loan with a fee, the asking club (the new club, which
// submitted the request and gains the member) gets an order of one item (category transfers, kind
// club, the request linked), confirmed at once so its invoice is issued — all in the approval's
// transaction. Without the economy module the fee is only recorded on the request, as before.
import { ECONOMY_CATEGORY, type OrderOrigin, REQUEST_TYPE } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { validationError } from '../../platform/errors/app-error';
import { registerMessages, translate } from '../../platform/i18n/messages';
import { confirmOrder, createOrder } from '../orders';

export const REQUEST_FEE_ORIGIN = 'request' satisfies OrderOrigin;

registerMessages({
  cs: {
    'requests.fee.transfer': 'Poplatek za přestup – {person}',
    'requests.fee.loan': 'Poplatek za hostování – {person}',
    'requests.fee.halere': 'Poplatek musí být v celých haléřích (nejvýš dvě desetinná místa).',
  },
  en: {
    'requests.fee.transfer': 'Transfer fee – {person}',
    'requests.fee.loan': 'Loan fee – {person}',
    'requests.fee.halere': 'The fee must be in whole haléře (at most two decimal places).',
  },
});

/**
 * The fee in koruny (as the decision sends it) in whole haléře; more than two decimal places is a
 * 400 (the request's numeric(12,2) column would round it silently).
 */
export function feeInHalere(fee: number): number {
  const halere = Math.round(fee * 100);
  if (Math.abs(halere - fee * 100) > 1e-6) throw validationError([{ field: 'fee', key: 'requests.fee.halere' }]);
  return halere;
}

/** Orders and invoices the request's fee to the asking club; answers the order's id (null: no club). */
export async function billRequestFee(
  tx: Db,
  requestId: number,
  halere: number,
  userId: number,
): Promise<number | null> {
  const { rows } = await tx.execute<{ clubId: number | null; typeId: number; person: string | null }>(sql`
    SELECT r.club_id AS "clubId", r.type_id AS "typeId",
           nullif(trim(concat(p.first_name, ' ', p.last_name)), '') AS person
      FROM requests r LEFT JOIN persons p ON p.id = r.person_id
     WHERE r.id = ${requestId}`);
  const r = rows[0];
  if (!r || r.clubId === null) return null;
  const key = r.typeId === REQUEST_TYPE.loan ? 'requests.fee.loan' : 'requests.fee.transfer';
  const orderId = await createOrder(tx, {
    clubId: r.clubId,
    origin: REQUEST_FEE_ORIGIN,
    userId,
    items: [
      {
        categoryId: ECONOMY_CATEGORY.transfers,
        kind: 'club',
        name: translate('cs', key, { person: r.person ?? String(requestId) }),
        unitAmount: halere,
        vatRate: 0,
        requestId,
      },
    ],
  });
  await confirmOrder(tx, orderId, userId);
  return orderId;
}
