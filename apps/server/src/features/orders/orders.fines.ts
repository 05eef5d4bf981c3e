// The statute 8 fine (issue 27's last item; docs/decisions/statute-8-which-athletes-count.md,
// docs/decisions/economy-generated-orders.md): the office records the fine a tournament owes for
// its missing referees against the organising club, as an order of one fine item (origin
// 'statute-8', category fines, VAT 0, the tournament linked) confirmed at once, so its invoice is
// issued in the same transaction. Once per tournament: the item's tournament is unique.
import {
  ECONOMY_CATEGORY,
  endpoints,
  type OrderOrigin,
  STATUTE8_FINE_PER_REFEREE,
  type Statute8Fine,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { translate } from '../../platform/i18n/messages';
import { type AccessRows, OFFICE_WRITE } from '../../platform/modules/access-rows';
import { STATUTE8_JOIN } from '../tournaments';
import { confirmOrder, createOrder } from './orders.lifecycle';
import './orders.season-licences.messages';

export const STATUTE8_ORIGIN = 'statute-8' satisfies OrderOrigin;

const conflict = (key: string, params: Record<string, string | number> = {}) =>
  new AppError('conflict', 409, {}, [
    { key, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) },
  ]);

/** Records the tournament's statute 8 fine (see the file's head). */
export async function recordStatute8Fine(db: Db, tournamentId: number, userId: number): Promise<Statute8Fine> {
  return transaction(db, async (tx) => {
    // The tournament's row lock: two clicks at once record one fine (the second sees the first's order).
    const { rows } = await tx.execute<{
      name: string;
      organizerId: number | null;
      missing: number;
      seasonId: number;
    }>(sql`
      SELECT t.name, t.organizer_id AS "organizerId", s8.missing, t.season_id AS "seasonId"
        FROM tournaments t ${STATUTE8_JOIN}
       WHERE t.id = ${tournamentId}
         FOR UPDATE OF t`);
    const t = rows[0];
    if (!t) throw notFound();
    const { rows: existing } = await tx.execute<{ orderId: number }>(sql`
      SELECT order_id AS "orderId" FROM order_items WHERE tournament_id = ${tournamentId}`);
    if (existing[0]) throw conflict('orders.statute8.exists', { orderId: existing[0].orderId });
    if (t.missing <= 0) throw conflict('orders.statute8.noFine');
    if (t.organizerId === null) throw conflict('orders.statute8.noOrganizer');
    // CZK per missing referee → haléře: whole numbers, exact.
    const amount = t.missing * STATUTE8_FINE_PER_REFEREE * 100;
    const orderId = await createOrder(tx, {
      clubId: t.organizerId,
      seasonId: t.seasonId,
      origin: STATUTE8_ORIGIN,
      userId,
      items: [
        {
          categoryId: ECONOMY_CATEGORY.fines,
          kind: 'club',
          name: translate('cs', 'orders.statute8.name', { name: t.name }),
          unitAmount: amount,
          vatRate: 0,
          tournamentId,
        },
      ],
    });
    const invoice = await confirmOrder(tx, orderId, userId);
    return { orderId, amount, invoiceNumber: invoice?.number ?? null };
  });
}

export function registerStatute8FineRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.tournaments.statute8Fine;
  registerEndpoint(app, e, async ({ params, user }) => ({
    operationId: e.operationId,
    links: [],
    data: await recordStatute8Fine(deps.db, params.id, user!.userId),
  }));
}

/** Who may record a fine: orders.update in the admin zone (the office). */
export const statute8FineAccess: AccessRows = {
  'POST /api/admin-zone/tournaments/:id/statute-8-fine': OFFICE_WRITE,
};
