// The bank-statement calls, one function or query option each (admin zone only).
import { type BankStatementCreate, bankStatementsEndpoints } from '@fedra/contract/bank-statements';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const BANK_STATEMENTS_KEY = ['bank-statements'] as const;
export const statementsKey = [...BANK_STATEMENTS_KEY, 'list'] as const;
export const linesKey = [...BANK_STATEMENTS_KEY, 'lines'] as const;

export const loadStatements = (query: ListQuery, signal: AbortSignal) =>
  call(bankStatementsEndpoints.list, { query, signal });
export const statementQuery = (id: number) =>
  queryOptions({
    queryKey: [...BANK_STATEMENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(bankStatementsEndpoints.get, { params: { id }, signal }),
  });
export const loadLines = (query: ListQuery, signal: AbortSignal) =>
  call(bankStatementsEndpoints.lines, { query, signal });
export const importStatement = (body: BankStatementCreate) => call(bankStatementsEndpoints.create, { body });
export const assignLine = (id: number, invoiceId: number) =>
  call(bankStatementsEndpoints.assign, { params: { id }, body: { invoiceId } });
export const ignoreLine = (id: number) => call(bankStatementsEndpoints.ignore, { params: { id } });
export const unignoreLine = (id: number) => call(bankStatementsEndpoints.unignore, { params: { id } });
export const invoiceCandidatesQuery = (search: string) =>
  queryOptions({
    queryKey: [...BANK_STATEMENTS_KEY, 'candidates', search],
    queryFn: ({ signal }) =>
      call(bankStatementsEndpoints.invoiceCandidates, { query: search ? { search } : {}, signal }),
    staleTime: 10_000,
  });

/** Whether the user may import statements and assign payments (the server checks it too). */
export const UPDATE_ACTION = 'bank.statement.update';
export const updatePermission = permissionName('admin', UPDATE_ACTION);

/** Haléře as a number of koruny for the money formatter. */
export const koruny = (halere: number) => halere / 100;
