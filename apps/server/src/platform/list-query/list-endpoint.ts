// A list endpoint in one line: the JSON page of the list convention, and with `?format=csv|xlsx`
// the whole list as a file, from the same statements (same access rule, filters and sort).
import type { EndpointDef } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { type HandlerInput, registerEndpoint, STREAMED } from '../http/endpoint';
import { type ListExport, sendListExport } from './list-export';
import { type ListStatements, runList } from './list-statements';

export interface ListEndpoint<E extends EndpointDef, Row, Ctx> {
  /**
   * The list's statements for this request; with `format` their page holds every row. Async when
   * something must be prepared first (the statistics compute their kept snapshot).
   */
  statements: (input: HandlerInput<E>) => ListStatements | Promise<ListStatements>;
  exportAs: ListExport<Row, Ctx>;
  /** What a JSON row carries besides the statement's columns (the caller's links). */
  present?: (row: Row, input: HandlerInput<E>) => unknown;
}

export function registerListEndpoint<E extends EndpointDef, Row, Ctx>(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'>,
  endpoint: E,
  list: ListEndpoint<E, Row, Ctx>,
) {
  registerEndpoint(app, endpoint, async (input) => {
    // Parsed (and refused with a 400) before anything is sent.
    const statements = await list.statements(input);
    const format = input.query.format;
    if (format === 'csv' || format === 'xlsx') {
      await sendListExport(input.reply, {
        db: deps.db,
        statement: statements.page,
        format,
        lang: input.lang,
        exportAs: list.exportAs,
      });
      return STREAMED;
    }
    const page = await runList<Row>(deps.db, statements);
    const { present } = list;
    // The statements select the contract's shape; the response schema checks it in the tests.
    return (present ? { ...page, data: page.data.map((row) => present(row, input)) } : page) as never;
  });
}
