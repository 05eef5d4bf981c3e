// The lists of bank statements and of their lines (issue 31 §4): columns, filters, sorts, exports.
import type { BankStatement, BankStatementLine } from '@fedra/contract';
import { STATEMENT_LINE_STATES } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Language } from '../../platform/i18n/messages';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Lines per state and their sum: one pass over the statement's lines (its statement_id index). */
const COUNTS = sql.raw(
  `(SELECT json_build_object(${STATEMENT_LINE_STATES.map(
    (st) => `'${st}', count(*) FILTER (WHERE l.state = '${st}')`,
  ).join(', ')}, 'total', coalesce(sum(l.amount), 0)) FROM bank_statement_lines l WHERE l.statement_id = s.id)`,
);

export const STATEMENT_COLUMNS = sql`
  s.id, s.format, s.file_name AS "fileName", s.statement_id AS "statementId", s.account_iban AS "accountIban",
  s.from_date::text AS "fromDate", s.to_date::text AS "toDate", s.line_count AS "lineCount",
  s.matched_count AS "matchedCount", ${COUNTS} AS counts,
  nullif(trim(concat(u.first_name, ' ', u.last_name)), '') AS "createdByName",
  ${iso('s.created_date')} AS "createdDate", s.created_by_id AS "createdById",
  ${iso('s.edited_date')} AS "editedDate", s.edited_by_id AS "editedById"`;
export const STATEMENT_FROM = sql`bank_statements s LEFT JOIN users u ON u.id = s.created_by_id`;

/** A statement row: the counts object carries the sum too, split off by presentStatement. */
export type StatementRow = Omit<BankStatement, 'total' | 'counts'> & {
  counts: BankStatement['counts'] & { total: number };
};

export function presentStatement(row: StatementRow): BankStatement {
  const { total, ...counts } = row.counts;
  return { ...row, counts, total: Number(total) };
}

const statementListSpec: ListSpec = {
  fields: {
    fileName: { type: 'text', column: sql`s.file_name`, sort: true },
    statementId: { type: 'text', column: sql`s.statement_id` },
    accountIban: { type: 'text', column: sql`s.account_iban` },
    createdDate: { type: 'date', column: sql`s.created_date`, sort: true },
    fromDate: { type: 'date', column: sql`s.from_date`, sort: true },
    toDate: { type: 'date', column: sql`s.to_date`, sort: true },
    lineCount: { type: 'number', column: sql`s.line_count`, sort: true },
  },
  defaultSort: '-createdDate',
  tieBreaker: sql`s.id DESC`,
};

export function statementListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, statementListSpec);
  return selectStatements(q, {
    columns: STATEMENT_COLUMNS,
    from: STATEMENT_FROM,
    countFrom: sql`bank_statements s`,
    where: whereSql(q.where),
  });
}

export const statementExport = defineListExport<StatementRow>({
  name: 'bank-statements',
  title: { cs: 'Bankovní výpisy', en: 'Bank statements' },
  columns: [
    { label: { cs: 'Nahráno', en: 'Uploaded' }, type: 'dateTime', value: (r) => r.createdDate },
    { label: { cs: 'Soubor', en: 'File' }, value: (r) => r.fileName, width: 30 },
    { label: { cs: 'Výpis', en: 'Statement' }, value: (r) => r.statementId },
    { label: { cs: 'Účet', en: 'Account' }, value: (r) => r.accountIban, width: 26 },
    { label: { cs: 'Od', en: 'From' }, type: 'date', value: (r) => r.fromDate },
    { label: { cs: 'Do', en: 'To' }, type: 'date', value: (r) => r.toDate },
    { label: { cs: 'Plateb', en: 'Payments' }, type: 'number', value: (r) => r.lineCount },
    { label: { cs: 'Spárováno', en: 'Matched' }, type: 'number', value: (r) => r.counts.matched },
    { label: { cs: 'Přiřazeno', en: 'Assigned' }, type: 'number', value: (r) => r.counts.assigned },
    { label: { cs: 'Částečné', en: 'Partial' }, type: 'number', value: (r) => r.counts.partial },
    { label: { cs: 'Přeplatky', en: 'Overpaid' }, type: 'number', value: (r) => r.counts.over },
    { label: { cs: 'Nespárováno', en: 'Unmatched' }, type: 'number', value: (r) => r.counts.unmatched },
    { label: { cs: 'Ignorováno', en: 'Ignored' }, type: 'number', value: (r) => r.counts.ignored },
  ],
});

export const LINE_COLUMNS = sql`
  l.id, l.statement_id AS "statementId", l.booking_date::text AS "bookingDate", l.amount,
  l.variable_symbol AS "variableSymbol", l.counterparty_name AS "counterpartyName",
  l.counterparty_account AS "counterpartyAccount", l.message, l.bank_reference AS "bankReference", l.state,
  CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'number', i.number,
    'variableSymbol', i.variable_symbol, 'amount', i.amount, 'paidAmount', i.paid_amount,
    'paymentStatusId', i.payment_status_id, 'orderId', i.order_id,
    'club', json_build_object('id', c.id, 'name', c.name)) END AS invoice,
  ${iso('l.created_date')} AS "createdDate", l.created_by_id AS "createdById",
  ${iso('l.edited_date')} AS "editedDate", l.edited_by_id AS "editedById"`;
export const LINE_FROM = sql`bank_statement_lines l
  LEFT JOIN invoices i ON i.id = l.invoice_id
  LEFT JOIN clubs c ON c.id = i.club_id`;

const lineListSpec: ListSpec = {
  fields: {
    statementId: {
      type: 'number',
      selective: true,
      column: sql`l.statement_id`,
      operators: ['valuesEqual', 'valuesMemberOf'],
    },
    state: {
      type: 'text',
      column: sql`l.state`,
      operators: ['valuesEqual', 'valuesMemberOf'],
      sort: [sql`l.state`, sql`l.booking_date`],
    },
    variableSymbol: { type: 'text', selective: true, column: sql`l.variable_symbol`, sort: true },
    counterpartyName: { type: 'text', column: sql`l.counterparty_name`, sort: true },
    message: { type: 'text', column: sql`l.message` },
    bookingDate: { type: 'date', column: sql`l.booking_date`, sort: true },
    amount: { type: 'number', column: sql`l.amount`, sort: true },
    invoiceId: { type: 'number', selective: true, column: sql`l.invoice_id` },
  },
  defaultSort: 'bookingDate',
  tieBreaker: sql`l.id ASC`,
};

export function lineListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, lineListSpec);
  return selectStatements(q, {
    columns: LINE_COLUMNS,
    from: LINE_FROM,
    countFrom: sql`bank_statement_lines l`,
    where: whereSql(q.where),
  });
}

const money = (halere: number) => halere / 100;
const STATE_NAMES: Record<BankStatementLine['state'], { cs: string; en: string }> = {
  matched: { cs: 'Spárováno', en: 'Matched' },
  partial: { cs: 'Částečná platba', en: 'Partial payment' },
  over: { cs: 'Přeplatek', en: 'Overpayment' },
  unmatched: { cs: 'Nespárováno', en: 'Unmatched' },
  assigned: { cs: 'Přiřazeno ručně', en: 'Assigned by hand' },
  ignored: { cs: 'Ignorováno', en: 'Ignored' },
};

export const lineExport = defineListExport<BankStatementLine, Language>({
  name: 'bank-statement-lines',
  title: { cs: 'Platby z výpisů', en: 'Statement payments' },
  prepare: async (_db, lang) => lang,
  columns: [
    { label: { cs: 'Datum', en: 'Date' }, type: 'date', value: (r) => r.bookingDate },
    { label: { cs: 'Částka (Kč)', en: 'Amount (CZK)' }, type: 'number', value: (r) => money(r.amount) },
    { label: { cs: 'VS', en: 'VS' }, value: (r) => r.variableSymbol },
    { label: { cs: 'Plátce', en: 'Payer' }, value: (r) => r.counterpartyName, width: 26 },
    { label: { cs: 'Účet plátce', en: 'Payer account' }, value: (r) => r.counterpartyAccount, width: 24 },
    { label: { cs: 'Zpráva', en: 'Message' }, value: (r) => r.message, width: 30 },
    { label: { cs: 'Stav', en: 'State' }, value: (r, lang) => STATE_NAMES[r.state][lang] },
    { label: { cs: 'Faktura', en: 'Invoice' }, value: (r) => r.invoice?.number ?? null },
    { label: { cs: 'Klub', en: 'Club' }, value: (r) => r.invoice?.club.name ?? null, width: 26 },
  ],
});
