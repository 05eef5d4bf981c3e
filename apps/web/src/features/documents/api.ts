// The document calls, one function or query option each. Every zone browses with its own paths; the
// admin zone alone manages the tree.
import { permissionName } from '@fedra/contract/common/zones';
import {
  documentsEndpoints as api,
  type DocumentFileCreate,
  type DocumentFileUpdate,
  type DocumentFolderCreate,
  documentReadCalls,
} from '@fedra/contract/documents';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type DocumentZone = 'admin' | 'club' | 'personal';

export const DOCUMENTS_KEY = ['documents'] as const;

/** The management actions the folder view's links may offer, by the operation id the server names them with. */
export const DOCUMENT_ACTION = {
  folderCreate: permissionName('admin', 'document.folder.create'),
  folderUpdate: permissionName('admin', 'document.folder.update'),
  folderDelete: permissionName('admin', 'document.folder.delete'),
  fileCreate: permissionName('admin', 'document.file.create'),
  fileUpdate: permissionName('admin', 'document.file.update'),
  fileDelete: permissionName('admin', 'document.file.delete'),
} as const;

export const folderQuery = (zone: DocumentZone, path: string) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, zone, 'folder', path],
    queryFn: ({ signal }) => call(documentReadCalls[zone].folderByPath, { query: { path }, signal }),
    retry: false,
  });

/** The file list call of a zone (its export too). */
export const fileListCall = (zone: DocumentZone) => documentReadCalls[zone].fileList;
export const filesKey = (zone: DocumentZone) => [...DOCUMENTS_KEY, zone, 'files'] as const;

/** A short-lived signed download URL of a file. */
export const fileDownloadUrl = (zone: DocumentZone, id: number) =>
  call(documentReadCalls[zone].fileDownload, { params: { id } });

export const createFolder = (body: DocumentFolderCreate) => call(api.folderCreate, { body });
export const renameFolder = (id: number, name: string) => call(api.folderUpdate, { params: { id }, body: { name } });
export const deleteFolder = (id: number) => call(api.folderDelete, { params: { id } });
export const createFile = (body: DocumentFileCreate) => call(api.fileCreate, { body });
export const updateFile = (id: number, body: DocumentFileUpdate) => call(api.fileUpdate, { params: { id }, body });
export const deleteFile = (id: number) => call(api.fileDelete, { params: { id } });
