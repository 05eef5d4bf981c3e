// The bank-statement calls of the admin zone (issue 31 §4): import, the lists, and the office's
// assignments of the payments the import could not match.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { lineExport, lineListSql, presentStatement, statementExport, statementListSql } from './bank-statements.list';
import {
  assignLine,
  getLine,
  getStatement,
  ignoreLine,
  importStatement,
  invoiceCandidates,
  statementImportAnswer,
  unignoreLine,
} from './bank-statements.service';

export function registerBankStatementRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.bankStatements;
  const lineAnswer = async (operationId: string, zoneAccess: ZoneAccess | null, id: number) => ({
    operationId,
    links: linksFor(zoneAccess, [e.assign, e.ignore, e.unignore], { id }),
    data: await getLine(deps.db, id),
  });

  registerListEndpoint(app, deps, e.list, {
    statements: ({ query }) => statementListSql(query),
    exportAs: statementExport,
    present: (row) => presentStatement(row),
  });
  registerEndpoint(app, e.get, async ({ params }) => ({
    operationId: e.get.operationId,
    links: [],
    data: await getStatement(deps.db, params.id),
  }));
  registerEndpoint(app, e.create, async ({ body, user }) => {
    const imported = await importStatement(deps, user!.userId, body.file);
    return { operationId: e.create.operationId, links: [], data: await statementImportAnswer(deps.db, imported) };
  });
  registerListEndpoint(app, deps, e.lines, {
    statements: ({ query }) => lineListSql(query),
    exportAs: lineExport,
  });
  registerEndpoint(app, e.assign, async ({ params, body, user, zoneAccess }) => {
    await assignLine(deps.db, user!.userId, params.id, body.invoiceId);
    return lineAnswer(e.assign.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.ignore, async ({ params, user, zoneAccess }) => {
    await ignoreLine(deps.db, user!.userId, params.id);
    return lineAnswer(e.ignore.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.unignore, async ({ params, user, zoneAccess }) => {
    await unignoreLine(deps.db, user!.userId, params.id);
    return lineAnswer(e.unignore.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.invoiceCandidates, async ({ query }) => ({
    data: await invoiceCandidates(deps.db, query.search, query.limit),
  }));
}
