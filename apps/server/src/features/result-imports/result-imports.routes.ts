// Result import calls (issue 15; spec 001 §7): the fencing timing tool's CSV of a discipline, the
// tournament software's JSON of a tournament, the unpaired rows and their pairing by hand. Rules:
// docs/decisions.md "Result imports"; access: docs/access.md "Result imports".
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { isTournamentEditable } from '../tournaments';
import {
  dismissUnpaired,
  importCsv,
  importSoftware,
  pairResult,
  type UnpairedListRow,
  unpairedExport,
  unpairedListSql,
} from './result-imports.service';

const e = endpoints.resultImports;

export function registerResultImportRoutes(app: FastifyInstance, deps: AppDeps) {
  registerEndpoint(app, e.csv, async ({ params, body, zoneAccess, user, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    const data = await importCsv(deps, user!.userId, lang, params.competitionId, body.fileUrl);
    return { operationId: e.csv.operationId, links: [], data };
  });
  registerEndpoint(app, e.software, async ({ params, body, zoneAccess, user, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    const data = await importSoftware(deps, user!.userId, lang, params.tournamentId, body.fileUrl);
    return { operationId: e.software.operationId, links: [], data };
  });
  registerListEndpoint(app, deps, e.unpairedList, {
    statements: ({ params, query }) => unpairedListSql(deps.db, params.tournamentId, query),
    exportAs: unpairedExport,
    present: (row: UnpairedListRow, { zoneAccess }) => {
      const { tournamentStateId, ...rest } = row;
      const links = isTournamentEditable(tournamentStateId)
        ? linksFor(zoneAccess, [e.pair, e.unpairedDelete], { id: row.id })
        : [];
      return { ...rest, links };
    },
  });
  registerEndpoint(app, e.pair, async ({ body, zoneAccess, user, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    const data = await pairResult(deps.db, user!.userId, lang, body);
    return { operationId: e.pair.operationId, links: [], data };
  });
  registerEndpoint(app, e.unpairedDelete, async ({ params, zoneAccess, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    await dismissUnpaired(deps.db, lang, params.id);
    return undefined;
  });
}
