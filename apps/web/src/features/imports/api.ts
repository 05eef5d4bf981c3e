// The import calls of the admin and club zones, one function or query option each; the zone picks
// the endpoint set (the club zone has its own paths and no club sample).
import { clubsEndpoints } from '@fedra/contract/clubs';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  IMPORT_SAMPLE_FILE_NAMES,
  IMPORT_STATE,
  IMPORT_ZONE_CALLS,
  IMPORT_ZONE_SAMPLES,
  type Import,
  type ImportCreate,
} from '@fedra/contract/imports';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';
import { downloadFile } from '../../platform/files';

export type ImportZone = 'admin' | 'club';
export type SampleKind = keyof typeof IMPORT_SAMPLE_FILE_NAMES;

export const IMPORTS_KEY = ['imports'] as const;

/** The sample files a zone offers (spec 001 §2: admin all three, club the person ones). */
export function sampleKinds(zone: ImportZone): SampleKind[] {
  return Object.keys(IMPORT_ZONE_SAMPLES[zone]) as SampleKind[];
}

/** Pending and processing imports are still running: their detail is polled. */
export function isRunning(item: Pick<Import, 'stateId'>): boolean {
  return item.stateId === IMPORT_STATE.pending || item.stateId === IMPORT_STATE.processing;
}

/** The operation id under which the item's links offer deleting it. */
export const deleteOperation = (zone: ImportZone) => permissionName(zone, 'import.delete');

export const importsKey = (zone: ImportZone) => [...IMPORTS_KEY, zone] as const;
export const recordsKey = (zone: ImportZone, id: number) => [...IMPORTS_KEY, zone, 'records', id] as const;

export const loadImports = (zone: ImportZone) => (query: ListQuery, signal: AbortSignal) =>
  call(IMPORT_ZONE_CALLS[zone].list, { query, signal });

export const importQuery = (zone: ImportZone, id: number) =>
  queryOptions({
    queryKey: [...IMPORTS_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(IMPORT_ZONE_CALLS[zone].get, { params: { id }, signal }),
  });

export const loadRecords = (zone: ImportZone, id: number) => (query: ListQuery, signal: AbortSignal) =>
  call(IMPORT_ZONE_CALLS[zone].records, { params: { importId: id }, query, signal });

export const createImport = (zone: ImportZone, body: ImportCreate) => call(IMPORT_ZONE_CALLS[zone].create, { body });
export const deleteImport = (zone: ImportZone, id: number) => call(IMPORT_ZONE_CALLS[zone].delete, { params: { id } });

/** Clubs whose name matches, for the admin's target picker. */
export const searchClubs = (text: string, signal?: AbortSignal) =>
  call(clubsEndpoints.adminSimpleList, {
    query: { limit: 20, sort: 'name', ...(text ? { fields: { name: { o: 'valuesLike', v: text } } } : {}) },
    signal,
  });

export const downloadSample = (zone: ImportZone, kind: SampleKind) => {
  const endpoint = (
    IMPORT_ZONE_SAMPLES[zone] as Partial<Record<SampleKind, (typeof IMPORT_ZONE_SAMPLES)['admin']['club']>>
  )[kind];
  if (!endpoint) throw new Error(`no ${kind} sample in the ${zone} zone`);
  return downloadFile(endpoint.path, {
    fallbackName: IMPORT_SAMPLE_FILE_NAMES[kind],
    actionName: endpoint.operationId,
  });
};

/** The rows that failed, as CSV to fix and import again (the item's errorFileUrl). */
export const downloadFailedRows = (zone: ImportZone, item: Import) =>
  downloadFile(item.errorFileUrl!, {
    fallbackName: `${item.fileName.replace(/\.[^.]*$/, '')}-errors.csv`,
    actionName: IMPORT_ZONE_CALLS[zone].failedRows.operationId,
  });

/** The uploaded file as it was (the item's file). */
export const downloadImportFile = (zone: ImportZone, item: Import) =>
  downloadFile(item.file!, { fallbackName: item.fileName, actionName: IMPORT_ZONE_CALLS[zone].file.operationId });

/** The list call of a zone (ListView offers its export). */
export const listCall = (zone: ImportZone) => IMPORT_ZONE_CALLS[zone].list;
