// The disciplinary proceedings' calls (issue 32 §1–3), one function or query option each.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  type DisciplinaryDecision,
  type DisciplinaryProceedingWrite,
  disciplinaryEndpoints,
} from '@fedra/contract/disciplinary';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const DISCIPLINARY_KEY = ['disciplinary'] as const;
const e = disciplinaryEndpoints;

/** The link a case carries when the caller may change it (every change takes this permission). */
export const UPDATE_LINK = permissionName('admin', 'disciplinary.update');

export const loadProceedings = (query: ListQuery, signal: AbortSignal) => call(e.list, { query, signal });
export const proceedingQuery = (id: number) =>
  queryOptions({
    queryKey: [...DISCIPLINARY_KEY, 'detail', id],
    queryFn: ({ signal }) => call(e.get, { params: { id }, signal }),
  });
export const settingsQuery = () =>
  queryOptions({
    queryKey: [...DISCIPLINARY_KEY, 'settings'],
    queryFn: ({ signal }) => call(e.settings, { signal }),
  });
export const publicSuspensionsQuery = () =>
  queryOptions({
    queryKey: [...DISCIPLINARY_KEY, 'public'],
    queryFn: ({ signal }) => call(e.publicSuspensions, { signal }),
    retry: false,
  });

export const createProceeding = (body: DisciplinaryProceedingWrite) => call(e.create, { body });
export const updateProceeding = (id: number, body: DisciplinaryProceedingWrite) =>
  call(e.update, { params: { id }, body });
export const decideProceeding = (id: number, body: DisciplinaryDecision) => call(e.decide, { params: { id }, body });
export const deleteProceeding = (id: number) => call(e.delete, { params: { id } });
export const addDocument = (id: number, fileUrl: string) => call(e.addDocument, { params: { id }, body: { fileUrl } });
export const deleteDocument = (id: number, documentId: number) =>
  call(e.deleteDocument, { params: { id, documentId } });
export const updateSettings = (publicSuspensions: boolean) => call(e.updateSettings, { body: { publicSuspensions } });
