// Contract calls of spec 001 §7: the office keeps contracts and their documents in the admin
// zone (unit managers read their units'); a club manager reads the current club's and adds documents.
import { type EndpointDef, endpoints, type Link } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { sendListExport } from '../../platform/list-query/list-export';
import {
  createDocument,
  deleteDocument,
  documentExport,
  documentsSql,
  listDocuments,
  updateDocument,
} from './contract-documents.service';
import { type ContractScope, contractsListSql } from './contract-queries';
import './contracts.messages';
import {
  contractExport,
  countContracts,
  createContract,
  deleteContract,
  getContract,
  requireContract,
  updateContract,
} from './contracts.service';

const e = endpoints.contracts;

/** The calls a zone offers on a contract: on the contract itself, and on any of its documents. */
interface ZoneActions {
  contract: EndpointDef[];
  document: EndpointDef[];
}
const ACTIONS: Record<'admin' | 'club', ZoneActions> = {
  admin: {
    contract: [e.update, e.delete, e.documentList, e.documentCreate],
    document: [e.documentUpdate, e.documentDelete],
  },
  club: { contract: [e.clubDocumentList, e.clubDocumentCreate], document: [] },
};

/** What the caller may do with the contract and its documents (a document's calls without href: they need its id). */
function contractLinks(zone: 'admin' | 'club', zoneAccess: ZoneAccess | null, id: number): Link[] {
  const actions = ACTIONS[zone];
  const onDocuments = linksFor(zoneAccess, actions.document, { id: 0 }).map(({ href: _href, ...link }) => link);
  return [...linksFor(zoneAccess, actions.contract, { id, contractId: id }), ...onDocuments];
}

/** The calls both zones have: list (with export), detail, documents and adding one. */
function registerReadCalls(
  app: FastifyInstance,
  deps: AppDeps,
  zone: 'admin' | 'club',
  calls: { list: EndpointDef; get: EndpointDef; documentList: EndpointDef; documentCreate: EndpointDef },
) {
  const scopeOf = (zoneAccess: ZoneAccess | null): ContractScope => requireScope(zoneAccess?.scope, zone);
  registerListEndpoint(app, deps, calls.list as typeof e.list, {
    statements: ({ query, zoneAccess }) => contractsListSql(scopeOf(zoneAccess), query),
    exportAs: contractExport,
  });
  registerEndpoint(app, calls.get as typeof e.get, async ({ params, zoneAccess }) => ({
    operationId: calls.get.operationId,
    links: contractLinks(zone, zoneAccess, params.id),
    data: await getContract(deps.db, scopeOf(zoneAccess), params.id),
  }));
  registerEndpoint(
    app,
    calls.documentList as typeof e.documentList,
    async ({ params, query, zoneAccess, reply, lang }) => {
      const scope = scopeOf(zoneAccess);
      if (!query.format) return listDocuments(deps, scope, params.contractId);
      await requireContract(deps.db, scope, params.contractId);
      const statement = documentsSql(params.contractId);
      await sendListExport(reply, {
        db: deps.db,
        statement,
        format: query.format,
        lang,
        exportAs: documentExport,
      });
      return STREAMED;
    },
  );
  registerEndpoint(app, calls.documentCreate as typeof e.documentCreate, async ({ body, zoneAccess, user }) => {
    const document = await createDocument(deps, scopeOf(zoneAccess), user!.userId, body);
    return {
      operationId: calls.documentCreate.operationId,
      links: linksFor(zoneAccess, ACTIONS[zone].document, { id: document.id }),
      data: document,
    };
  });
}

export function registerContractRoutes(app: FastifyInstance, deps: AppDeps) {
  const admin = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'admin');

  registerReadCalls(app, deps, 'admin', e);
  registerReadCalls(app, deps, 'club', {
    list: e.clubList,
    get: e.clubGet,
    documentList: e.clubDocumentList,
    documentCreate: e.clubDocumentCreate,
  });

  registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
    const contract = await createContract(deps.db, admin(zoneAccess), user!.userId, body);
    return {
      operationId: e.create.operationId,
      links: contractLinks('admin', zoneAccess, contract.id),
      data: contract,
    };
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user }) => ({
    operationId: e.update.operationId,
    links: contractLinks('admin', zoneAccess, params.id),
    data: await updateContract(deps.db, admin(zoneAccess), user!.userId, params.id, body),
  }));
  registerEndpoint(app, e.delete, async ({ params, zoneAccess }) => {
    await deleteContract(deps.db, deps.files, admin(zoneAccess), params.id);
    return undefined;
  });
  registerEndpoint(app, e.documentUpdate, async ({ params, body, zoneAccess, user }) => ({
    operationId: e.documentUpdate.operationId,
    links: linksFor(zoneAccess, ACTIONS.admin.document, { id: params.id }),
    data: await updateDocument(deps, admin(zoneAccess), user!.userId, params.id, body),
  }));
  registerEndpoint(app, e.documentDelete, async ({ params, zoneAccess }) => {
    await deleteDocument(deps, admin(zoneAccess), params.id);
    return undefined;
  });
  registerEndpoint(app, e.countAtDate, async ({ params, zoneAccess }) => ({
    operationId: e.countAtDate.operationId,
    links: [],
    data: await countContracts(deps.db, admin(zoneAccess), params.date),
  }));
  registerEndpoint(app, e.countAll, async ({ zoneAccess }) => ({
    operationId: e.countAll.operationId,
    links: [],
    data: await countContracts(deps.db, admin(zoneAccess)),
  }));
}
