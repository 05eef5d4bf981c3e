// Document calls (spec 001 §2 Documents): the admin zone manages the tree; the admin, club and
// personal zones browse it and download; public and unlisted files are sent without signing in.
import { documentReadCalls, type EndpointDef, documentsEndpoints as e } from '@fedra/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { sendFile } from '../../platform/http/send-file';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import {
  createFile,
  deleteFile,
  downloadUrl,
  fileExport,
  type OpenedDocument,
  openPublicFile,
  presentFile,
  updateFile,
} from './document-files.service';
import { createFolder, deleteFolder, folderByPath, renameFolder } from './document-folders.service';
import { type DocumentZone, fileListSql } from './document-queries';
import './documents.messages';

/** The management calls: what the caller may do in a folder, named by operationId (no href: they need ids). */
const MANAGE: EndpointDef[] = [
  e.folderCreate,
  e.folderUpdate,
  e.folderDelete,
  e.fileCreate,
  e.fileUpdate,
  e.fileDelete,
];
const manageLinks = (zoneAccess: ZoneAccess | null) =>
  linksFor(zoneAccess, MANAGE, { id: 0 }).map(({ href: _href, ...link }) => link);

function registerReadCalls(app: FastifyInstance, deps: AppDeps, zone: DocumentZone) {
  const calls = documentReadCalls[zone];
  registerEndpoint(app, calls.folderByPath as typeof e.folderByPath, async ({ query, zoneAccess }) => ({
    operationId: calls.folderByPath.operationId,
    links: zone === 'admin' ? manageLinks(zoneAccess) : [],
    data: await folderByPath(deps.db, zone, query.path),
  }));
  registerListEndpoint(app, deps, calls.fileList as typeof e.fileList, {
    statements: ({ query }) => fileListSql(zone, query),
    exportAs: fileExport,
    present: (row) => presentFile(zone, row),
  });
  registerEndpoint(app, calls.fileDownload as typeof e.fileDownload, async ({ params }) => ({
    operationId: calls.fileDownload.operationId,
    links: [],
    data: await downloadUrl(deps, zone, params.id),
  }));
}

/** Sends an opened document's bytes (platform/http/send-file.ts). */
const sendOpened = (reply: FastifyReply, file: OpenedDocument, cacheControl: string): ReturnType<typeof sendFile> =>
  sendFile(reply, file, file.body, cacheControl);

export function registerDocumentRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const zone of ['admin', 'club', 'personal'] as const) registerReadCalls(app, deps, zone);

  registerEndpoint(app, e.folderCreate, async ({ body, zoneAccess, user }) => ({
    operationId: e.folderCreate.operationId,
    links: manageLinks(zoneAccess),
    data: await createFolder(deps.db, user!.userId, body),
  }));
  registerEndpoint(app, e.folderUpdate, async ({ params, body, zoneAccess, user }) => ({
    operationId: e.folderUpdate.operationId,
    links: manageLinks(zoneAccess),
    data: await renameFolder(deps.db, user!.userId, params.id, body.name),
  }));
  registerEndpoint(app, e.folderDelete, async ({ params, request }) => ({
    operationId: e.folderDelete.operationId,
    links: [],
    data: await deleteFolder(deps, params.id, request.log),
  }));
  registerEndpoint(app, e.fileCreate, async ({ body, zoneAccess, user }) => ({
    operationId: e.fileCreate.operationId,
    links: manageLinks(zoneAccess),
    data: await createFile(deps, user!.userId, body),
  }));
  registerEndpoint(app, e.fileUpdate, async ({ params, body, zoneAccess, user }) => ({
    operationId: e.fileUpdate.operationId,
    links: manageLinks(zoneAccess),
    data: await updateFile(deps.db, user!.userId, params.id, body),
  }));
  registerEndpoint(app, e.fileDelete, async ({ params, request }) => {
    await deleteFile(deps, params.id, request.log);
    return undefined;
  });

  // A public file may be stored but is revalidated on every use (no-cache), so a file made private
  // or deleted stops being served at once; a secret link's answer is never kept.
  registerEndpoint(app, e.publicDownload, async ({ params, reply }) =>
    sendOpened(reply, await openPublicFile(deps, { id: params.id }), 'no-cache'),
  );
  registerEndpoint(app, e.sharedDownload, async ({ params, reply }) =>
    sendOpened(reply, await openPublicFile(deps, { token: params.token }), 'private, no-store'),
  );
}
