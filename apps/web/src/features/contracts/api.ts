// The contract calls of the admin and club zones, one function or query option each. The club zone
// reads its own club's contracts and adds documents; everything else is the admin's.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  contractsEndpoints as api,
  type ContractCreate,
  type ContractDocumentCreate,
  type ContractDocumentUpdate,
  type ContractUpdate,
} from '@fedra/contract/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type ContractZone = 'admin' | 'club';

/** The calls both zones have, each zone with its own paths. */
const ZONE_CALLS = {
  admin: { list: api.list, get: api.get, documents: api.documentList, documentCreate: api.documentCreate },
  club: {
    list: api.clubList,
    get: api.clubGet,
    documents: api.clubDocumentList,
    documentCreate: api.clubDocumentCreate,
  },
} as const;

export const CONTRACTS_KEY = ['contracts'] as const;
export const contractsKey = (zone: ContractZone) => [...CONTRACTS_KEY, zone] as const;

/** The list call of a zone (its export too). */
export const contractListCall = (zone: ContractZone) => ZONE_CALLS[zone].list;
/** The documents call of a zone, also exported as a file. */
export const contractDocumentsCall = (zone: ContractZone) => ZONE_CALLS[zone].documents;

/** Actions a contract's links may offer, by the operation id the server names them with. */
export const CONTRACT_ACTION = {
  update: permissionName('admin', 'contract.update'),
  delete: permissionName('admin', 'contract.delete'),
  documentUpdate: permissionName('admin', 'contract.document.update'),
  documentDelete: permissionName('admin', 'contract.document.delete'),
} as const;
export const documentCreateAction = (zone: ContractZone) => permissionName(zone, 'contract.document.create');

export const loadContracts = (zone: ContractZone) => (query: ListQuery, signal: AbortSignal) =>
  call(ZONE_CALLS[zone].list, { query, signal });

export const contractQuery = (zone: ContractZone, id: number) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(ZONE_CALLS[zone].get, { params: { id }, signal }),
  });

// The documents carry signed download URLs that expire in minutes: read again well before that.
const LINK_REFRESH_MS = 4 * 60_000;

export const contractDocumentsQuery = (zone: ContractZone, contractId: number) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, zone, 'documents', contractId],
    queryFn: ({ signal }) => call(ZONE_CALLS[zone].documents, { params: { contractId }, signal }),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  });

export const createContract = (body: ContractCreate) => call(api.create, { body });
export const updateContract = (id: number, body: ContractUpdate) => call(api.update, { params: { id }, body });
export const deleteContract = (id: number) => call(api.delete, { params: { id } });

export const createContractDocument = (zone: ContractZone, body: ContractDocumentCreate) =>
  call(ZONE_CALLS[zone].documentCreate, { body });
export const updateContractDocument = (id: number, body: ContractDocumentUpdate) =>
  call(api.documentUpdate, { params: { id }, body });
export const deleteContractDocument = (id: number) => call(api.documentDelete, { params: { id } });
