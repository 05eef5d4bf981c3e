// The bulk payment of person contributions (issue 12): one request with 10,000 ids through the
// API, timed end to end, then the same request again (every row now fails as already paid: the
// per-row answers' path). The first request's ids are the season's unpaid ones; where fewer
// exist (the quick data), paid and unknown ids fill it up, as a careless client would send them.
import { MAX_BULK_PAYMENT } from '@fedra/contract';
import type pg from 'pg';
import type { Fixtures } from './fixtures';
import type { HttpClient } from './http';

/** The target for 10,000 rows. */
export const BULK_PAYMENT_TARGET_MS = 2000;

export interface PaymentRun {
  ms: number;
  paid: number;
  failed: number;
}

export interface BulkPaymentResult {
  ids: number;
  unpaidAsked: number;
  first: PaymentRun;
  again: PaymentRun;
  /** Club-credit ledger entries the first request wrote (one per club). */
  ledgerEntries: number;
}

export async function measureBulkPayment(
  http: HttpClient,
  pool: pg.Pool,
  token: string,
  f: Fixtures,
  log: (m: string) => void,
): Promise<BulkPaymentResult> {
  const unpaid = await pool.query<{ id: number }>(
    `SELECT id FROM person_contributions WHERE season_id = $1 AND paid_state_id = 1 ORDER BY id LIMIT $2`,
    [f.contributionSeasonId, MAX_BULK_PAYMENT],
  );
  const ids = unpaid.rows.map((r) => r.id);
  const filler = await pool.query<{ id: number }>(
    `SELECT id FROM person_contributions WHERE paid_state_id <> 1 ORDER BY id LIMIT $1`,
    [MAX_BULK_PAYMENT - ids.length],
  );
  ids.push(...filler.rows.map((r) => r.id));
  for (let id = 2_000_000_000; ids.length < MAX_BULK_PAYMENT; id++) ids.push(id);
  const entriesBefore = await maxEntry(pool);

  const pay = async (): Promise<PaymentRun> => {
    const started = performance.now();
    const answer = await http.request(
      { method: 'POST', path: '/api/admin-zone/person-contributions/pay', body: { ids }, status: 200 },
      token,
    );
    const ms = performance.now() - started;
    const data = (answer.json as { data: { paidCount: number; invalidCount: number } }).data;
    return { ms, paid: data.paidCount, failed: data.invalidCount };
  };
  const first = await pay();
  const ledger = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM club_credit_entries WHERE id > $1', [
    entriesBefore,
  ]);
  const again = await pay();
  log(
    `bulk payment of ${ids.length} ids: ${Math.round(first.ms)} ms (${first.paid} paid, ${first.failed} failed); ` +
      `again ${Math.round(again.ms)} ms (${again.paid} paid)`,
  );
  if (first.paid !== unpaid.rows.length || again.paid !== 0)
    throw new Error(`bench: the bulk payment paid ${first.paid} of ${unpaid.rows.length}, then ${again.paid}`);
  return { ids: ids.length, unpaidAsked: unpaid.rows.length, first, again, ledgerEntries: ledger.rows[0]?.n ?? 0 };
}

async function maxEntry(pool: pg.Pool): Promise<number> {
  return (await pool.query<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM club_credit_entries')).rows[0]!.n;
}

export function renderBulkPaymentSection(r: BulkPaymentResult, judge: boolean): string {
  const mark = (ok: boolean) => (judge ? (ok ? 'met' : '**missed**') : 'not judged (quick)');
  return [
    '## Bulk payment of contributions (issue 12)',
    '',
    `One request with ${r.ids.toLocaleString('en')} ids (${r.unpaidAsked.toLocaleString('en')} of them unpaid${r.unpaidAsked < r.ids ? ', the rest paid or unknown: per-row failures' : ''}), ` +
      `paid from club credit (${r.ledgerEntries} ledger entries, one per club); then the same request again, every row failing as already paid.`,
    '',
    '| request | ms | paid | failed |',
    '| --- | ---: | ---: | ---: |',
    `| first | ${Math.round(r.first.ms)} | ${r.first.paid.toLocaleString('en')} | ${r.first.failed.toLocaleString('en')} |`,
    `| again | ${Math.round(r.again.ms)} | ${r.again.paid} | ${r.again.failed.toLocaleString('en')} |`,
    '',
    '| target | result |',
    '| --- | --- |',
    `| 10,000 rows under ${BULK_PAYMENT_TARGET_MS / 1000} s | ${mark(r.first.ms < BULK_PAYMENT_TARGET_MS && r.ids >= 10_000)}: ${Math.round(r.first.ms)} ms |`,
    '',
  ].join('\n');
}
