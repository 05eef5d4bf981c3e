// Bank statements (issue 31 §4; docs/decisions/bank-statements.md): the office uploads a bank's
// statement (ISO 20022 camt.053 XML, or the CSV Czech banks export) through the upload URL of
// files, its incoming CZK payments are matched by variable symbol and amount against the invoices
// (an exact match pays at once), and the office assigns or ignores the rest by hand.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, IdParamsSchema } from './common/schemas';
import { STATEMENT_LINE_STATES } from './economy-codes';

/** The formats a statement is read in: the file's content decides, never its name. */
export const BANK_STATEMENT_FORMATS = ['camt053', 'fio-csv', 'csv'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/** The largest statement: lines read from one file. */
export const MAX_STATEMENT_LINES = 200_000;

export const BankStatementCreateSchema = z
  .strictObject({
    file: z
      .string({ error: 'validation.required' })
      .min(1, 'validation.required')
      .max(2000, 'validation.maxLength')
      .describe('The fileUrl answered by files/upload-url (purpose bank-statement), after the bytes were PUT'),
  })
  .meta({ id: 'BankStatementCreate' });
export type BankStatementCreate = z.input<typeof BankStatementCreateSchema>;

const stateCounts = z.object(
  Object.fromEntries(STATEMENT_LINE_STATES.map((s) => [s, z.number().int()])) as Record<
    (typeof STATEMENT_LINE_STATES)[number],
    z.ZodNumber
  >,
);

export const BankStatementSchema = z
  .object({
    id: z.number().int(),
    format: z.enum(BANK_STATEMENT_FORMATS),
    fileName: z.string(),
    statementId: z.string().nullable().describe('The statement’s own identification (camt Stmt/Id)'),
    accountIban: z.string().nullable(),
    fromDate: z.string().nullable(),
    toDate: z.string().nullable(),
    lineCount: z.number().int().describe('Incoming CZK payments imported'),
    matchedCount: z.number().int().describe('Lines paid at import by an exact match'),
    /** Lines per state now (the office's assignments included). */
    counts: stateCounts,
    /** Haléře: the sum of the imported lines. */
    total: z.number().int(),
    createdByName: z.string().nullable(),
    ...AuditSchema,
  })
  .meta({ id: 'BankStatement' });
export type BankStatement = z.infer<typeof BankStatementSchema>;

/** The answer of an import: the statement, and what of the file was not imported. */
export const BankStatementImportSchema = BankStatementSchema.extend({
  skippedDebits: z.number().int().describe('Outgoing payments of the file (never imported)'),
  skippedOtherCurrency: z.number().int().describe('Incoming payments in another currency than CZK (not imported)'),
}).meta({ id: 'BankStatementImport' });
export type BankStatementImport = z.infer<typeof BankStatementImportSchema>;

const InvoiceRefSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  variableSymbol: z.string().nullable(),
  /** Haléře. */
  amount: z.number().int(),
  paidAmount: z.number().int(),
  paymentStatusId: z.number().int(),
  orderId: z.number().int(),
  club: z.object({ id: z.number().int(), name: z.string() }),
});

export const BankStatementLineSchema = z
  .object({
    id: z.number().int(),
    statementId: z.number().int(),
    bookingDate: z.string(),
    /** Haléře, > 0. */
    amount: z.number().int(),
    variableSymbol: z.string().nullable(),
    counterpartyName: z.string().nullable(),
    counterpartyAccount: z.string().nullable(),
    message: z.string().nullable(),
    bankReference: z.string().nullable(),
    state: z.enum(STATEMENT_LINE_STATES),
    /** The invoice paid (matched, assigned) or proposed by the variable symbol (partial, over). */
    invoice: InvoiceRefSchema.nullable(),
    ...AuditSchema,
  })
  .meta({ id: 'BankStatementLine' });
export type BankStatementLine = z.infer<typeof BankStatementLineSchema>;

export const BankStatementLineAssignSchema = z
  .strictObject({ invoiceId: bodyId().describe('The invoice the line pays') })
  .meta({ id: 'BankStatementLineAssign' });
export type BankStatementLineAssign = z.input<typeof BankStatementLineAssignSchema>;

export const InvoiceCandidateSchema = InvoiceRefSchema.extend({
  issueDate: z.string(),
  dueDate: z.string(),
}).meta({ id: 'InvoiceCandidate' });
export type InvoiceCandidate = z.infer<typeof InvoiceCandidateSchema>;

export const InvoiceCandidateQuerySchema = z.strictObject({
  search: z
    .string()
    .max(100, 'validation.maxLength')
    .optional()
    .describe('Invoice number, variable symbol or club name'),
  limit: z.coerce.number().int().min(1).max(50).optional().describe('At most this many (default 20)'),
});

const TAGS = ['bank-statements'];
const access = (action: 'bank.statement.list' | 'bank.statement.update') => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'economy' as const,
});
const BASE = '/api/admin-zone/bank-statements';

/** The admin zone's bank-statement calls (the club zone has none). */
export const bankStatementsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    operationId: 'admin.bank.statement.list',
    summary:
      'Imported bank statements with their line counts per state; filters fileName, statementId, accountIban, createdDate; sorts createdDate, fromDate, toDate, fileName, lineCount',
    tags: TAGS,
    access: access('bank.statement.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(BankStatementSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    operationId: 'admin.bank.statement.get',
    summary: 'An imported bank statement',
    tags: TAGS,
    access: access('bank.statement.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(BankStatementSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    operationId: 'admin.bank.statement.create',
    summary:
      'Import a statement (camt.053 XML, Fio CSV or a CSV with date, amount, VS columns): its incoming CZK payments are matched by variable symbol and amount; an exact match pays the invoice. 400 on an unknown format or broken file (nothing stored), 409 when the same file was imported before',
    tags: TAGS,
    access: access('bank.statement.update'),
    body: BankStatementCreateSchema,
    status: 201,
    response: itemEnvelope(BankStatementImportSchema),
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: `${BASE}/lines`,
    operationId: 'admin.bank.statement.line.list',
    summary:
      'Statement lines; filters statementId, state, variableSymbol, counterpartyName (accent-insensitive), message, bookingDate, amount; sorts bookingDate, amount, variableSymbol, counterpartyName, state',
    tags: TAGS,
    access: access('bank.statement.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(BankStatementLineSchema),
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: `${BASE}/lines/:id/assign`,
    operationId: 'admin.bank.statement.line.assign',
    summary:
      'Book a line’s amount against an invoice (less or more than it owes is allowed; an excess goes back to the club as credit). 409 when the line was booked already',
    tags: TAGS,
    access: access('bank.statement.update'),
    params: IdParamsSchema,
    body: BankStatementLineAssignSchema,
    status: 200,
    response: itemEnvelope(BankStatementLineSchema),
  }),
  ignore: defineEndpoint({
    method: 'POST',
    path: `${BASE}/lines/:id/ignore`,
    operationId: 'admin.bank.statement.line.ignore',
    summary: 'Set a line not booked aside (not a payment of an invoice). 409 for a booked line',
    tags: TAGS,
    access: access('bank.statement.update'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(BankStatementLineSchema),
  }),
  unignore: defineEndpoint({
    method: 'POST',
    path: `${BASE}/lines/:id/unignore`,
    operationId: 'admin.bank.statement.line.unignore',
    summary: 'Take an ignored line back: its state by variable symbol and amount again (never booked by this)',
    tags: TAGS,
    access: access('bank.statement.update'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(BankStatementLineSchema),
  }),
  invoiceCandidates: defineEndpoint({
    method: 'GET',
    path: `${BASE}/invoice-candidates`,
    operationId: 'admin.bank.statement.invoice.candidates',
    summary: 'Invoices a line may be assigned to: open ones first, by number, variable symbol or club name',
    tags: TAGS,
    access: access('bank.statement.list'),
    query: InvoiceCandidateQuerySchema,
    status: 200,
    response: z.object({ data: z.array(InvoiceCandidateSchema) }),
  }),
};
