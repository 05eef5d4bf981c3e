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
import type pg from 'pg';
import type { Db } from '../../platform/db/pool';
import { validationError } from '../../platform/errors/app-error';
import { type Language, translate } from '../../platform/i18n/messages';
import { todayIn } from '../../platform/tables';
import { type ContributionScope, contributionFilter, contributionSummarySql } from './contribution-queries';

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
  return rows.map((r) => r.id);
}

/** Checks the date and the source; answers the source paid from. */
async function checkPayment(
  pool: pg.Pool,
  scope: ContributionScope,
  body: ContributionPay,
): Promise<{ paidDate: string; sourceId: number }> {
  const issues = [];
  const today = todayIn();
  const paidDate = body.paidDate ?? today;
  if (paidDate > today) issues.push({ field: 'paidDate', key: 'contributions.paidDateFuture', params: { today } });
  const sourceId = body.paymentSourceId ?? PAYMENT_SOURCE.clubCredit;
  if (scope.zone === 'club' && sourceId !== PAYMENT_SOURCE.clubCredit) {
    issues.push({ field: 'paymentSourceId', key: 'contributions.clubCreditOnly', params: { id: sourceId } });
  } else if (scope.zone === 'admin') {
    const { rowCount } = await pool.query(`SELECT 1 FROM codebook_entries WHERE list = 'paymentSources' AND id = $1`, [
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

export interface PaidRow {
  id: number;
  club_id: number | null;
  season_id: number;
  amount: string;
}

interface FailureRow {
  id: number;
  person_id: number | null;
  full_name: string | null;
  paid_state_id: number | null;
}

/**
 * Pays the asked contributions (ids, or all the list filter matches) in the scope. Payments
 * from club credit are written to each club's credit ledger as one spend entry.
 */
export async function payContributions(
  deps: { db: Db; pool: pg.Pool },
  scope: ContributionScope,
  userId: number,
  body: ContributionPay,
  query: Record<string, unknown>,
  lang: Language,
): Promise<ContributionPayResult> {
  const { paidDate, sourceId } = await checkPayment(deps.pool, scope, body);
  const asked = body.all ? await matchingIds(deps.db, scope, query) : [...new Set(body.ids ?? [])];
  const inScope =
    scope.zone === 'club'
      ? { text: 'pc.club_id = $2', param: scope.clubId as number | number[] | null }
      : scope.fedUnitIds === null
        ? { text: '($2::int[] IS NULL)', param: null }
        : { text: 'pc.federation_unit_id = ANY($2::int[])', param: scope.fedUnitIds };
  const client = await deps.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    // Locks every asked row in id order first (two payments never wait on each other in a
    // circle), then pays those still unpaid: a second payment of a row waits for the first to
    // commit and then finds it paid.
    const paid = await client.query<PaidRow>(
      `WITH locked AS (
         SELECT id FROM person_contributions WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE)
       UPDATE person_contributions pc
          SET paid_state_id = ${PAID_STATE.paid}, paid_date = $3, payment_source_id = $4,
              edited_date = now(), edited_by_id = $5
         FROM locked
        WHERE pc.id = locked.id AND pc.paid_state_id = ${PAID_STATE.unpaid} AND ${inScope.text}
       RETURNING pc.id, pc.club_id, pc.season_id, pc.amount`,
      [asked, inScope.param, paidDate, sourceId, userId],
    );
    if (sourceId === PAYMENT_SOURCE.clubCredit && paid.rows.length)
      await spendClubCredit(client, paid.rows, paidDate, userId);
    const paidIds = new Set(paid.rows.map((r) => r.id));
    const rest = asked.filter((id) => !paidIds.has(id));
    const failures = rest.length
      ? (
          await client.query<FailureRow>(
            `SELECT a.id, pc.person_id, p.first_name || ' ' || p.last_name AS full_name, pc.paid_state_id
               FROM unnest($1::int[]) WITH ORDINALITY a(id, n)
               LEFT JOIN person_contributions pc ON pc.id = a.id AND ${inScope.text}
               LEFT JOIN persons p ON p.id = pc.person_id
              ORDER BY a.n`,
            [rest, inScope.param],
          )
        ).rows
      : [];
    await client.query('COMMIT');
    const paidAmount = paid.rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0) / 100;
    return {
      totalCount: asked.length,
      paidCount: paid.rows.length,
      invalidCount: failures.length,
      paidAmount,
      failures: failures.map((f) => {
        const reason =
          f.paid_state_id === null
            ? ('notFound' as const)
            : f.paid_state_id === PAID_STATE.notRequired
              ? ('notRequired' as const)
              : ('alreadyPaid' as const);
        return {
          id: f.id,
          personId: f.person_id,
          fullName: f.full_name,
          reason,
          message: translate(lang, `contributions.failure.${reason}`, { id: f.id, name: f.full_name ?? '' }),
        };
      }),
    };
  } catch (err) {
    await client.query('ROLLBACK').catch((e: Error) => {
      broken = e;
    });
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * One spend entry per club and season for what was just paid from its credit, linked from the
 * contributions; the note (data, in Czech as the ledger's other notes) names the season and count.
 * The balance may go below zero: the club then owes the federation.
 */
export async function spendClubCredit(client: pg.PoolClient, paid: PaidRow[], paidDate: string, userId: number | null) {
  const charged = paid.filter((r) => r.club_id !== null && Number(r.amount) > 0);
  if (!charged.length) return;
  // The entry ids are drawn per group first, so that the contributions can point at them.
  await client.query(
    `WITH paid AS (SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::numeric[]) p(id, club_id, season_id, amount)),
     groups AS MATERIALIZED (
       SELECT club_id, season_id, sum(amount) AS amount, count(*)::int AS n, array_agg(id) AS ids,
              nextval(pg_get_serial_sequence('club_credit_entries', 'id'))::int AS entry_id
         FROM paid GROUP BY club_id, season_id),
     entries AS (
       INSERT INTO club_credit_entries (id, club_id, entry_date, kind, amount, note, created_by_id)
       SELECT g.entry_id, g.club_id, $5::date, 'spend', g.amount,
              'Členské příspěvky ' || s.name || ': ' || g.n ||
                CASE WHEN g.n = 1 THEN ' osoba' WHEN g.n BETWEEN 2 AND 4 THEN ' osoby' ELSE ' osob' END,
              $6
         FROM groups g JOIN seasons s ON s.id = g.season_id
       RETURNING id)
     UPDATE person_contributions pc SET credit_entry_id = g.entry_id
       FROM groups g
      WHERE pc.id = ANY(g.ids) AND EXISTS (SELECT 1 FROM entries e WHERE e.id = g.entry_id)`,
    [
      charged.map((r) => r.id),
      charged.map((r) => r.club_id),
      charged.map((r) => r.season_id),
      charged.map((r) => r.amount),
      paidDate,
      userId,
    ],
  );
}
