// Bank statements (issue 31 §4; docs/decisions/bank-statements.md): an uploaded statement is read
// (bank-statements.parse.ts), stored with its incoming payments and matched by variable symbol and
// amount in one transaction: exact matches are booked set-based with bookPayment's rules (a 50,000
// line statement is a handful of statements, not 50,000 calls); partial, over and unmatched lines
// wait for the office, which assigns (bookPayment) or ignores them.
import { createHash } from 'node:crypto';
import {
  type BankStatementImport,
  type BankStatementLine,
  INVOICE_TYPE,
  type InvoiceCandidate,
  PAYMENT_SOURCE,
  PAYMENT_STATUS,
  type StatementLineState,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, isUniqueViolation, notFound, validationError } from '../../platform/errors/app-error';
import { bookPayment, settleOrders } from '../orders';
import {
  LINE_COLUMNS,
  LINE_FROM,
  presentStatement,
  STATEMENT_COLUMNS,
  STATEMENT_FROM,
  type StatementRow,
} from './bank-statements.list';
import { type ParsedStatement, readStatement, StatementError } from './bank-statements.parse';
import './bank-statements.messages';

/** Invoices a payment can be booked against: invoices (not credit notes) that are not cancelled. */
const PAYABLE = sql`i.type_id = ${INVOICE_TYPE.invoice}
  AND i.payment_status_id NOT IN (${PAYMENT_STATUS.cancelled}, ${PAYMENT_STATUS.refunded})`;

/** The SHA-256 of a stream's bytes, read chunk by chunk. */
async function hashOf(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return hash.digest('hex');
}

/** The earlier import of the same bytes: 409 naming it. */
function alreadyImported(earlier: { id: number; fileName: string; createdDate: string }): AppError {
  return new AppError(
    'conflict',
    409,
    {},
    [
      {
        field: 'file',
        key: 'bankStatements.duplicate',
        params: { fileName: earlier.fileName, date: earlier.createdDate.slice(0, 10), id: earlier.id },
      },
    ],
    {},
    { kind: 'bankStatement', id: earlier.id, name: earlier.fileName },
  );
}

async function findByHash(db: Db, hash: string) {
  const { rows } = await db.execute<{ id: number; fileName: string; createdDate: string }>(sql`
    SELECT id, file_name AS "fileName", created_date::text AS "createdDate" FROM bank_statements WHERE content_hash = ${hash}`);
  return rows[0] ?? null;
}

/** Reads, stores and matches an uploaded statement; answers its id and what was skipped. */
export async function importStatement(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: number,
  fileUrl: string,
): Promise<{ id: number; skippedDebits: number; skippedOtherCurrency: number }> {
  const file = await deps.files.resolve(fileUrl, { purpose: 'bank-statement', userId, field: 'file' });
  // Read twice as a stream (the hash first: a duplicate is refused before it is parsed), never whole.
  const hash = await hashOf(await deps.files.open(file));
  const earlier = await findByHash(deps.db, hash);
  if (earlier) throw alreadyImported(earlier);
  let parsed: ParsedStatement;
  try {
    parsed = await readStatement(() => deps.files.open(file));
  } catch (err) {
    if (err instanceof StatementError) throw validationError([{ field: 'file', key: err.key, params: err.params }]);
    throw err;
  }
  try {
    const id = await transaction(deps.db, (tx) => storeAndMatch(tx, parsed, file.name, hash, userId));
    return { id, skippedDebits: parsed.skippedDebits, skippedOtherCurrency: parsed.skippedOtherCurrency };
  } catch (err) {
    // The same file imported at the same moment by someone else.
    if (isUniqueViolation(err)) {
      const other = await findByHash(deps.db, hash);
      if (other) throw alreadyImported(other);
    }
    throw err;
  }
}

/**
 * Stores the statement and its lines, then matches them: for each invoice the first line (in the
 * file's order) of exactly its remaining amount pays it (`matched`); every other line with a
 * payable invoice's variable symbol proposes it — `partial` below what is still owed after this
 * statement's exact payments, `over` at or above it (a second payment of a paid invoice);
 * no such invoice: `unmatched`.
 */
export async function storeAndMatch(
  tx: Db,
  s: ParsedStatement,
  fileName: string,
  hash: string,
  userId: number | null,
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO bank_statements (format, file_name, content_hash, statement_id, account_iban, from_date, to_date,
                                 line_count, created_by_id)
    VALUES (${s.format}, ${fileName}, ${hash}, ${s.statementId}, ${s.accountIban}, ${s.fromDate}::date, ${s.toDate}::date,
            ${s.lines.length}, ${userId})
    RETURNING id`);
  const statementId = rows[0]!.id;
  const col = <T>(f: (l: ParsedStatement['lines'][number]) => T) => sql.param(s.lines.map(f));
  // bookPayment's lock, for every invoice the statement names at once (in id order: no deadlock
  // with another statement locking the same invoices).
  const symbols = [...new Set(s.lines.map((l) => l.variableSymbol).filter((v): v is string => v !== null))];
  await tx.execute(sql`
    SELECT i.id FROM invoices i WHERE i.variable_symbol = ANY(${sql.param(symbols)}::text[]) ORDER BY i.id FOR UPDATE`);
  // One statement from the input arrays to the stored lines and their payments: the lines' states
  // are decided before they are written (no read-back of a table without statistics yet).
  const { rows: paid } = await tx.execute<{ orderId: number }>(sql`
    WITH x AS (
      SELECT * FROM unnest(${col((l) => l.bookingDate)}::date[], ${col((l) => l.amount)}::bigint[],
                           ${col((l) => l.variableSymbol)}::text[], ${col((l) => l.counterpartyName)}::text[],
                           ${col((l) => l.counterpartyAccount)}::text[], ${col((l) => l.message)}::text[],
                           ${col((l) => l.bankReference)}::text[]) WITH ORDINALITY AS x(d, a, vs, n, acc, m, r, ord)),
    c AS (
      SELECT x.*, i.id AS invoice_id, i.amount - i.paid_amount AS remaining,
             row_number() OVER (PARTITION BY i.id ORDER BY (x.a = i.amount - i.paid_amount) DESC, x.ord) AS rank
        FROM x LEFT JOIN invoices i ON i.variable_symbol = x.vs AND ${PAYABLE}),
    e AS (
      SELECT c.*, (c.invoice_id IS NOT NULL AND c.rank = 1 AND c.remaining > 0 AND c.a = c.remaining) AS exact FROM c),
    f AS (
      SELECT e.*, bool_or(e.exact) OVER (PARTITION BY e.invoice_id) AS paid_here FROM e),
    lines AS (
      INSERT INTO bank_statement_lines (statement_id, booking_date, amount, variable_symbol, counterparty_name,
                                        counterparty_account, message, bank_reference, state, invoice_id, created_by_id)
      SELECT ${statementId}, f.d, f.a, f.vs, f.n, f.acc, f.m, f.r,
             CASE WHEN f.invoice_id IS NULL THEN 'unmatched'
                  WHEN f.exact THEN 'matched'
                  WHEN f.paid_here OR f.a >= f.remaining THEN 'over'
                  ELSE 'partial' END,
             f.invoice_id, ${userId}
        FROM f ORDER BY f.ord
      RETURNING id, state, invoice_id, amount, booking_date),
    -- The exact matches booked as bookPayment books one: the payment, and the invoice paid to the
    -- haléř (no excess: the amount is the remaining one); their orders are settled below.
    payments AS (
      INSERT INTO invoice_payments (invoice_id, amount, paid_date, source_id, statement_line_id, created_by_id)
      SELECT l.invoice_id, l.amount, l.booking_date, ${PAYMENT_SOURCE.bankTransfer}, l.id, ${userId}
        FROM lines l WHERE l.state = 'matched'
      RETURNING invoice_id, amount, paid_date)
    UPDATE invoices i SET paid_amount = i.paid_amount + p.amount, payment_status_id = ${PAYMENT_STATUS.paid},
           paid_date = coalesce(i.paid_date, p.paid_date), edited_date = now(), edited_by_id = ${userId}
      FROM payments p WHERE i.id = p.invoice_id
    RETURNING i.order_id AS "orderId"`);
  await settleOrders(
    tx,
    paid.map((r) => r.orderId),
    userId,
  );
  await tx.execute(sql`UPDATE bank_statements SET matched_count = ${paid.length} WHERE id = ${statementId}`);
  return statementId;
}

export async function getStatement(db: Db, id: number) {
  const { rows } = await db.execute<StatementRow>(
    sql`SELECT ${STATEMENT_COLUMNS} FROM ${STATEMENT_FROM} WHERE s.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return presentStatement(rows[0]);
}

export async function statementImportAnswer(
  db: Db,
  r: { id: number; skippedDebits: number; skippedOtherCurrency: number },
): Promise<BankStatementImport> {
  return {
    ...(await getStatement(db, r.id)),
    skippedDebits: r.skippedDebits,
    skippedOtherCurrency: r.skippedOtherCurrency,
  };
}

export async function getLine(db: Db, id: number): Promise<BankStatementLine> {
  const { rows } = await db.execute<BankStatementLine>(
    sql`SELECT ${LINE_COLUMNS} FROM ${LINE_FROM} WHERE l.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

type LockedLine = {
  id: number;
  amount: number;
  bookingDate: string;
  state: StatementLineState;
  variableSymbol: string | null;
  bookedTo: string | null;
};

async function lockLine(tx: Db, id: number): Promise<LockedLine> {
  const { rows } = await tx.execute<LockedLine>(sql`
    SELECT l.id, l.amount, l.booking_date::text AS "bookingDate", l.state, l.variable_symbol AS "variableSymbol",
           (SELECT i.number FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
             WHERE p.statement_line_id = l.id) AS "bookedTo"
      FROM bank_statement_lines l WHERE l.id = ${id} FOR UPDATE OF l`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

const assignedTwice = (number: string) =>
  new AppError('conflict', 409, {}, [{ field: 'id', key: 'orders.paymentAssigned', params: { number } }]);

/** Books a line's whole amount against an invoice (bookPayment: less or more than owed is fine). */
export async function assignLine(db: Db, userId: number, lineId: number, invoiceId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const line = await lockLine(tx, lineId);
    if (line.bookedTo) throw assignedTwice(line.bookedTo);
    const { rows } = await tx.execute<{ id: number }>(sql`SELECT id FROM invoices WHERE id = ${invoiceId}`);
    if (!rows[0]) throw validationError([{ field: 'invoiceId', key: 'bankStatements.invoiceNotFound' }]);
    await bookPayment(tx, {
      invoiceId,
      amount: line.amount,
      paidDate: line.bookingDate,
      sourceId: PAYMENT_SOURCE.bankTransfer,
      statementLineId: line.id,
      userId,
    });
    await tx.execute(sql`
      UPDATE bank_statement_lines SET state = 'assigned', invoice_id = ${invoiceId}, edited_date = now(),
             edited_by_id = ${userId} WHERE id = ${line.id}`);
  });
}

/** Sets a line that is not booked aside; a booked line cannot be (409). */
export async function ignoreLine(db: Db, userId: number, lineId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const line = await lockLine(tx, lineId);
    if (line.bookedTo) {
      throw new AppError('conflict', 409, {}, [
        { field: 'id', key: 'bankStatements.lineBooked', params: { number: line.bookedTo } },
      ]);
    }
    if (line.state === 'ignored') return;
    await tx.execute(sql`
      UPDATE bank_statement_lines SET state = 'ignored', edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${line.id}`);
  });
}

/**
 * Takes an ignored line back and judges it again as an import would now: an exact match of an
 * open invoice is booked (matched), otherwise partial, over or unmatched with its proposal.
 */
export async function unignoreLine(db: Db, userId: number, lineId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const line = await lockLine(tx, lineId);
    if (line.state !== 'ignored') {
      throw new AppError('conflict', 409, {}, [{ field: 'id', key: 'bankStatements.notIgnored' }]);
    }
    const { rows } = await tx.execute<{ id: number; remaining: number }>(sql`
      SELECT i.id, i.amount - i.paid_amount AS remaining FROM invoices i
       WHERE i.variable_symbol = ${line.variableSymbol} AND ${PAYABLE} FOR UPDATE`);
    const invoice = line.variableSymbol ? rows[0] : undefined;
    let state: StatementLineState = 'unmatched';
    if (invoice) {
      if (invoice.remaining > 0 && line.amount === invoice.remaining) {
        await bookPayment(tx, {
          invoiceId: invoice.id,
          amount: line.amount,
          paidDate: line.bookingDate,
          sourceId: PAYMENT_SOURCE.bankTransfer,
          statementLineId: line.id,
          userId,
        });
        state = 'matched';
      } else state = line.amount < invoice.remaining ? 'partial' : 'over';
    }
    await tx.execute(sql`
      UPDATE bank_statement_lines SET state = ${state}, invoice_id = ${invoice?.id ?? null}, edited_date = now(),
             edited_by_id = ${userId} WHERE id = ${line.id}`);
  });
}

/**
 * Invoices to assign a line to: by number or variable symbol (leading digits) or the club's name
 * (accent-insensitive); open ones first, then the newest.
 */
export async function invoiceCandidates(db: Db, search: string | undefined, limit = 20): Promise<InvoiceCandidate[]> {
  const t = (search ?? '').trim();
  const digits = t.replace(/\s/g, '');
  const like = `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = !t
    ? sql`TRUE`
    : /^\d+$/.test(digits)
      ? sql`(i.number LIKE ${`${digits}%`} OR i.variable_symbol LIKE ${`${digits.replace(/^0+/, '')}%`})`
      : sql`(lower(f_unaccent(c.name)) LIKE lower(f_unaccent(${like})) OR i.number ILIKE ${like})`;
  const { rows } = await db.execute<InvoiceCandidate>(sql`
    SELECT i.id, i.number, i.variable_symbol AS "variableSymbol", i.amount, i.paid_amount AS "paidAmount",
           i.payment_status_id AS "paymentStatusId", i.order_id AS "orderId",
           json_build_object('id', c.id, 'name', c.name) AS club,
           i.issue_date::text AS "issueDate", i.due_date::text AS "dueDate"
      FROM invoices i JOIN clubs c ON c.id = i.club_id
     WHERE ${PAYABLE} AND ${where}
     ORDER BY (i.paid_amount < i.amount) DESC, i.issue_date DESC, i.id DESC
     LIMIT ${limit}`);
  return rows;
}
