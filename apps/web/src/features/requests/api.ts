// The public request statement and result calls.
import { requestEndpoints as e, type RequestStatementBody } from '@fedra/contract/requests';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const statementQuery = (token: string) =>
  queryOptions({
    queryKey: ['requests', 'statement', token],
    queryFn: ({ signal }) => call(e.getStatement, { query: { token }, signal }),
    // A forged or expired token stays so.
    retry: false,
  });

export const submitStatement = (body: RequestStatementBody) => call(e.submitStatement, { body });

export const resultQuery = (token: string) =>
  queryOptions({
    queryKey: ['requests', 'result', token],
    queryFn: ({ signal }) => call(e.getResult, { query: { token }, signal }),
    retry: false,
  });
