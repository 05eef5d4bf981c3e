// Person contributions: the totals of a filter and the bulk payment. A payment is one
// transaction that locks the asked rows in id order and pays only those still unpaid in the
// caller's scope, so that two payments of the same row (even at once) pay it once; everything
// else is a per-row failure with its reason in the caller's language.
import {
  type ContributionPay,
  type ContributionPayResult,
  type ContributionSummary,
  MAX_BULK_PAYMENT,
  PAID_STATE,
  PAYMENT_SOURCE,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { toPgQuery } from '../../platform/db/sql-text';
import { retryAborted, transaction } from '../../platform/db/transaction';
import { type FieldIssue, validationError } from '../../platform/errors/app-error';
import { type Language, translate } from '../../platform/i18n/messages';
import { refusePageParameters } from '../../platform/list-query/list-query';
import { todayIn } from '../../platform/tables';
import {
  type ContributionScope,
  contributionFilter,
  contributionScopeSql,
  contributionSummarySql,
} from './contribution-queries';

export async function contributionSummary(
  db: Db,
  scope: ContributionScope,
  query: Record<string, unknown>,
): Promise<ContributionSummary> {
  const { rows } = await db.execute<ContributionSummary>(contributionSummarySql(scope, query));
  return rows[0]!;
}

/** The asked ids of "all": what the list filter matches in the scope, at most MAX_BULK_PAYMENT. */
async function matchingIds(db: Db, scope: ContributionScope, query: Record<string, unknown>): Promise<number[]> {
  refusePageParameters(query);
  const { where, from } = contributionFilter(scope, query);
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT pc.id FROM ${from} WHERE ${where} ORDER BY pc.id LIMIT ${MAX_BULK_PAYMENT + 1}`,
  );
  if (rows.length > MAX_BULK_PAYMENT) {
    const count = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`)).rows[0]
      ?.n;
    throw validationError([
      { field: 'all', key: 'contributions.tooMany', params: { count: count ?? rows.length, max: MAX_BULK_PAYMENT } },
    ]);
  }
  // Nothing matches: the spec's 'No person selected', not a payment of nobody.
  if (!rows.length) throw validationError([{ field: 'all', key: 'contributions.noneSelected', params: {} }]);
  return rows.map((r) => r.id);
}

function refuseQuery(query: Record<string, unknown>): void {
  const keys = Object.keys(query);
  if (keys.length)
    throw validationError(keys.map((key) => ({ field: key, key: 'list.badParameter', params: { label: key } })));
}

/** Checks the date and the source; answers the source paid from. */
async function checkPayment(
  db: Db,
  scope: ContributionScope,
  body: ContributionPay,
): Promise<{ paidDate: string; sourceId: number }> {
  const issues: FieldIssue[] = [];
  const today = todayIn();
  const paidDate = body.paidDate ?? today;
  if (paidDate > today) issues.push({ field: 'paidDate', key: 'contributions.paidDateFuture', params: { today } });
  const sourceId = body.paymentSourceId ?? PAYMENT_SOURCE.clubCredit;
  if (scope.zone === 'club' && sourceId !== PAYMENT_SOURCE.clubCredit) {
    issues.push({ field: 'paymentSourceId', key: 'contributions.clubCreditOnly', params: { id: sourceId } });
  } else if (scope.zone === 'admin') {
    const { rowCount } = await db.query(`SELECT 1 FROM codebook_entries WHERE list = 'paymentSources' AND id = $1`, [
      sourceId,
    ]);
    if (!rowCount)
      issues.push({
        field: 'paymentSourceId',
        key: 'validation.notFoundRef',
        params: { label: 'paymentSourceId', id: String(sourceId) },
      });
  }
  if (issues.length) throw validationError(issues);
  return { paidDate, sourceId };
}

/** A contribution to be paid (as locked). */
export interface PayableRow {
  id: number;
  club_id: number | null;
  season_id: number;
  amount: string;
}

interface LockedRow extends PayableRow {
  person_id: number;
  full_name: string;
  paid_state_id: number;
}

type Failure = ContributionPayResult['failures'][number];

/**
 * Pays the asked contributions (ids, or all the list filter matches) in the scope. Payments
 * from club credit are written to each club's credit ledger as one spend entry.
 */
export async function payContributions(
  db: Db,
  scope: ContributionScope,
  userId: number,
  body: ContributionPay,
  query: Record<string, unknown>,
  lang: Language,
): Promise<ContributionPayResult> {
  const { paidDate, sourceId } = await checkPayment(db, scope, body);
  // The ids name the rows: a list filter beside them would be ignored, so it is refused.
  if (!body.all) refuseQuery(query);
  const asked = body.all ? await matchingIds(db, scope, query) : [...new Set(body.ids ?? [])];
  // Locks the asked rows of the scope in id order (two payments never wait on each other in a
  // circle): a second payment of a row waits here for the first to commit, then reads it paid.
  // Rows outside the scope are neither locked nor read.
  const locked = await retryAborted(() =>
    transaction(db, async (client) => {
      const { rows } = await client.query<LockedRow>(
        toPgQuery(sql`
          SELECT pc.id, pc.club_id, pc.season_id, pc.amount, pc.paid_state_id, pc.person_id,
                 p.first_name || ' ' || p.last_name AS full_name
            FROM person_contributions pc JOIN persons p ON p.id = pc.person_id
           WHERE pc.id = ANY(${sql.param(asked)}::int[]) AND ${contributionScopeSql(scope)}
           ORDER BY pc.id
             FOR UPDATE OF pc`),
      );
      await markPaid(client, rows.filter(isPayable), { paidDate, sourceId, userId });
      return rows;
    }),
  );

  const byId = new Map(locked.map((r) => [r.id, r]));
  const payable = locked.filter(isPayable);
  const failures: Failure[] = [];
  for (const id of asked) {
    // Outside the scope is as unknown as missing: nothing of another club's row is revealed.
    const known = byId.get(id);
    if (known && isPayable(known)) continue;
    const reason = !known ? 'notFound' : known.paid_state_id === PAID_STATE.notRequired ? 'notRequired' : 'alreadyPaid';
    failures.push({
      id,
      personId: known?.person_id ?? null,
      fullName: known?.full_name ?? null,
      reason,
      message: translate(lang, `contributions.failure.${reason}`, { id, name: known?.full_name ?? '' }),
    });
  }
  const paidAmount = payable.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0) / 100;
  return { totalCount: asked.length, paidCount: payable.length, invalidCount: failures.length, paidAmount, failures };
}

const isPayable = (row: LockedRow) => row.paid_state_id === PAID_STATE.unpaid;

/**
 * Marks locked, unpaid contributions paid in one UPDATE. From club credit: first one spend entry
 * per club and season (the note, data in Czech as the ledger's other notes, names the season and
 * the count), which the contributions then point at, so that they show in the club's credit
 * history. The balance may go below zero: the club then owes the federation.
 */
export async function markPaid(
  client: Db,
  rows: PayableRow[],
  payment: { paidDate: string; sourceId: number; userId: number | null },
): Promise<void> {
  if (!rows.length) return;
  const entryOf = new Map<number, number>();
  if (payment.sourceId === PAYMENT_SOURCE.clubCredit) {
    const groups = new Map<string, { club: number; season: number; amount: number; ids: number[] }>();
    for (const r of rows) {
      if (r.club_id === null || Number(r.amount) <= 0) continue;
      const key = `${r.club_id}:${r.season_id}`;
      const g = groups.get(key) ?? { club: r.club_id, season: r.season_id, amount: 0, ids: [] };
      g.amount += Math.round(Number(r.amount) * 100);
      g.ids.push(r.id);
      groups.set(key, g);
    }
    const list = [...groups.values()];
    if (list.length) {
      // The entries' ids are drawn first, so that each group knows its own.
      const { rows: ids } = await client.query<{ id: number }>(
        `SELECT nextval(pg_get_serial_sequence('club_credit_entries', 'id'))::int AS id FROM generate_series(1, $1)`,
        [list.length],
      );
      await client.query(
        `INSERT INTO club_credit_entries (id, club_id, entry_date, kind, amount, note, created_by_id)
         SELECT g.id, g.club_id, $5::date, 'spend', g.amount,
                'Členské příspěvky ' || s.name || ': ' || g.n ||
                  CASE WHEN g.n = 1 THEN ' osoba' WHEN g.n BETWEEN 2 AND 4 THEN ' osoby' ELSE ' osob' END,
                $6
           FROM unnest($1::int[], $2::int[], $3::int[], $4::numeric[], $7::int[]) g(id, club_id, season_id, amount, n)
           JOIN seasons s ON s.id = g.season_id`,
        [
          ids.map((r) => r.id),
          list.map((g) => g.club),
          list.map((g) => g.season),
          list.map((g) => (g.amount / 100).toFixed(2)),
          payment.paidDate,
          payment.userId,
          list.map((g) => g.ids.length),
        ],
      );
      list.forEach((g, i) => {
        for (const id of g.ids) entryOf.set(id, ids[i]!.id);
      });
    }
  }
  await client.query(
    `UPDATE person_contributions pc
        SET paid_state_id = ${PAID_STATE.paid}, paid_date = $3, payment_source_id = $4, credit_entry_id = m.entry_id,
            edited_date = now(), edited_by_id = $5
       FROM unnest($1::int[], $2::int[]) m(id, entry_id)
      WHERE pc.id = m.id AND pc.paid_state_id = ${PAID_STATE.unpaid}`,
    [
      rows.map((r) => r.id),
      rows.map((r) => entryOf.get(r.id) ?? null),
      payment.paidDate,
      payment.sourceId,
      payment.userId,
    ],
  );
}
