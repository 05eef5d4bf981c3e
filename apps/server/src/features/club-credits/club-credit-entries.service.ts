// The club zone's own credit ledger (spec 000 §2.3 credit-history in the club zone): the current
// club's entries, each with the balance after it and the number of contributions it paid. The
// running balance is a window over the club's whole ledger in (entry_date, id) order, computed
// before the filter, so a filtered page still shows the true balances.
import type { CreditEntry } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, TOTAL_COLUMN } from '../../platform/list-query/list-statements';

const KINDS = ['order', 'spend'];

const entryListSpec: ListSpec = {
  fields: {
    period: { type: 'date', column: sql`e.entry_date`, operators: ['valueDateRange'] },
    kind: {
      type: 'text',
      operators: ['valuesEqual', 'valuesMemberOf'],
      // Only the two kinds: anything else is a mistake, not an empty list.
      filter: (f) => {
        const bad = f.values.find((v) => !KINDS.includes(String(v)));
        if (bad !== undefined) {
          throw validationError([
            { field: 'fields[kind]', key: 'list.badValue', params: { label: 'kind', value: String(bad).slice(0, 50) } },
          ]);
        }
        return sql`e.kind = ANY(${sql.param(f.values.map(String))}::text[])`;
      },
    },
    // Newest first means the later of two entries of a day first too (id breaks the tie as the balance does).
    entryDate: { type: 'date', sort: [sql`e.entry_date`, sql`e.id`], filterable: false },
    amount: { type: 'number', sort: [sql`e.amount`], filterable: false },
  },
  defaultSort: '-entryDate',
  tieBreaker: sql`e.id DESC`,
};

/** The statements of the current club's ledger for a raw list query. */
export function clubCreditEntriesSql(clubId: number, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, entryListSpec);
  const where = whereSql(q.where);
  const total = q.exporting ? sql`` : sql`, count(*) OVER ()::int AS ${sql.identifier(TOTAL_COLUMN)}`;
  return {
    page: sql`
    WITH e AS (
      SELECT e.id, e.entry_date, e.kind, e.amount, e.note, e.created_date,
             sum(CASE WHEN e.kind = 'order' THEN e.amount ELSE -e.amount END)
               OVER (ORDER BY e.entry_date, e.id) AS balance_after
        FROM club_credit_entries e
       WHERE e.club_id = ${clubId})
    SELECT e.id, e.entry_date AS "entryDate", e.kind, e.amount::float8 AS amount,
           e.balance_after::float8 AS "balanceAfter", e.note,
           (SELECT count(*)::int FROM person_contributions pc WHERE pc.credit_entry_id = e.id) AS "contributionCount",
           to_char(e.created_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdDate" ${total}
      FROM e
     WHERE ${where}
     ORDER BY ${q.orderBy}
     ${q.paging}`,
    // Only for a page past the end, which has no row to carry the total.
    count: sql`SELECT count(*)::int AS total FROM club_credit_entries e WHERE e.club_id = ${clubId} AND ${where}`,
    totalInPage: true,
    limit: q.limit,
    offset: q.offset,
  };
}

const KIND_LABELS = {
  order: { cs: 'Nákup kreditu', en: 'Credit bought' },
  spend: { cs: 'Čerpání', en: 'Spent' },
} as const;

/** The ledger as a file, in the list's order. */
export const clubCreditEntryExport = defineListExport<CreditEntry, Language>({
  name: 'club-credit-history',
  title: { cs: 'Historie kreditů klubu', en: 'Club credit history' },
  // The kind's name is the one cell in the file's language.
  prepare: async (_db, lang) => lang,
  columns: [
    { label: { cs: 'Datum', en: 'Date' }, type: 'date', value: (r) => r.entryDate, width: 12 },
    { label: { cs: 'Pohyb', en: 'Movement' }, value: (r, lang) => KIND_LABELS[r.kind][lang], width: 16 },
    { label: { cs: 'Částka', en: 'Amount' }, type: 'amount', value: (r) => r.amount },
    { label: { cs: 'Zůstatek po pohybu', en: 'Balance after' }, type: 'amount', value: (r) => r.balanceAfter },
    {
      label: { cs: 'Zaplacené příspěvky', en: 'Contributions paid' },
      type: 'number',
      value: (r) => r.contributionCount,
    },
    { label: { cs: 'Poznámka', en: 'Note' }, value: (r) => r.note, width: 48 },
  ],
});
