// The federation's documents (spec 001 §2 Documents, §3 Document attributes): one tree of folders
// with files in them. The admin zone manages it; the club and personal zones browse and download.
// A file is private (signed-in readers), public (anyone, at a stable URL) or unlisted (anyone with
// its secret link, never listed outside the admin zone).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { FILE_PURPOSES } from './files';

export const DOCUMENT_VISIBILITIES = ['private', 'public', 'unlisted'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

/**
 * The deepest a folder may lie (a top-level folder is at depth 1): creating one deeper is a 400 on
 * parentId, and a longer path names no folder (404), so every folder stays reachable by its path.
 */
export const DOCUMENT_FOLDER_MAX_DEPTH = 20;

/** Longest names (characters, after trimming). */
export const DOCUMENT_NAME_MAX = { folder: 100, file: 255 } as const;
export type DocumentNameKind = keyof typeof DOCUMENT_NAME_MAX;

/**
 * Why a name is refused (docs/decisions.md "Documents"): the rules of the file systems people
 * download to (Windows is the strictest), so a name always saves as it is shown.
 */
export type DocumentNameProblem =
  | 'required'
  | 'tooLong'
  | 'characters'
  | 'dots'
  | 'trailing'
  | 'reserved'
  | 'extension';

// Control characters (Cc: C0, DEL, C1), format characters (Cf: bidi overrides such as U+202E that
// show "abc\u202Efdp.exe" as "abcexe.pdf", zero-width spaces and joiners) and the characters
// Windows refuses in names.
const FORBIDDEN = /[\p{Cc}\p{Cf}/\\:*?"<>|]/u;
// CON, PRN, AUX, NUL, COM1-9, LPT1-9, alone or before an extension ("con.txt"), any case.
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

/** The extensions a document file's name may end with (lower case, with the dot): those of its uploads. */
export const DOCUMENT_FILE_EXTENSIONS: readonly string[] = FILE_PURPOSES.document.extensions;

/**
 * A name as it is stored and compared: trimmed and in Unicode NFC, so that "é" typed as one
 * character or as "e" plus a combining accent is one name (and one uniqueness check).
 */
export const normalizeDocumentName = (raw: string): string => raw.trim().normalize('NFC');

/** The problem of a folder or file name as the user typed it (normalised first), or null if it is fine. */
export function documentNameProblem(raw: string, kind: DocumentNameKind): DocumentNameProblem | null {
  const name = normalizeDocumentName(raw);
  if (!name) return 'required';
  if (name.length > DOCUMENT_NAME_MAX[kind]) return 'tooLong';
  if (FORBIDDEN.test(name)) return 'characters';
  if (name === '.' || name === '..') return 'dots';
  if (name.endsWith('.')) return 'trailing';
  if (RESERVED.test(name)) return 'reserved';
  // A file keeps an extension of the files the tree takes, so its name cannot make a PDF
  // download as "x.html" or "x.exe".
  if (kind === 'file') {
    const dot = name.lastIndexOf('.');
    if (dot <= 0 || !DOCUMENT_FILE_EXTENSIONS.includes(name.slice(dot).toLowerCase())) return 'extension';
  }
  return null;
}

/** Message keys of the name problems: `documents.folderName.characters`, ... (cs and en on both sides). */
export const documentNameMessage = (kind: DocumentNameKind, problem: DocumentNameProblem | 'taken') =>
  `documents.${kind}Name.${problem}`;

const nameSchema = (kind: DocumentNameKind) =>
  z
    .string({ error: documentNameMessage(kind, 'required') })
    .superRefine((value, ctx) => {
      const problem = documentNameProblem(value, kind);
      if (!problem) return;
      const params = problem === 'extension' ? { extensions: DOCUMENT_FILE_EXTENSIONS.join(' ') } : undefined;
      ctx.addIssue({ code: 'custom', message: documentNameMessage(kind, problem), ...(params ? { params } : {}) });
    })
    .transform(normalizeDocumentName)
    .describe(
      `1-${DOCUMENT_NAME_MAX[kind]} characters after trimming (stored in Unicode NFC); no control or format characters (bidi, zero-width) or / \\ : * ? " < > |; not . or ..; not ending with a dot; not a Windows device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, also with an extension); ${kind === 'file' ? `ending with an extension of ${DOCUMENT_FILE_EXTENSIONS.join(' ')}; ` : ''}unique in its folder, ignoring case`,
    );

const refId = z
  .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
  .int('validation.integer')
  .positive('validation.min')
  .max(2147483647, 'validation.max');

const visibility = z
  .enum(DOCUMENT_VISIBILITIES, { error: 'validation.enum' })
  .describe(
    'private: signed-in readers; public: anyone at publicUrl; unlisted: anyone with shareUrl, listed in the admin zone only',
  );

export const DocumentFolderCreateSchema = z
  .strictObject({
    parentId: refId.nullable().describe('The parent folder; null: the top of the tree'),
    name: nameSchema('folder'),
  })
  .meta({ id: 'DocumentFolderCreate' });
export type DocumentFolderCreate = z.input<typeof DocumentFolderCreateSchema>;

export const DocumentFolderUpdateSchema = z
  .strictObject({ name: nameSchema('folder') })
  .meta({ id: 'DocumentFolderUpdate' });
export type DocumentFolderUpdate = z.input<typeof DocumentFolderUpdateSchema>;

export const DocumentFileCreateSchema = z
  .strictObject({
    folderId: refId.nullable().describe('The folder; null: the top of the tree'),
    name: nameSchema('file'),
    fileUrl: text({ max: 2000, required: true, trim: false }).describe(
      'The fileUrl answered by files/upload-url (purpose document), after the bytes were PUT',
    ),
    visibility: visibility.default('private'),
  })
  .meta({ id: 'DocumentFileCreate' });
export type DocumentFileCreate = z.input<typeof DocumentFileCreateSchema>;

export const DocumentFileUpdateSchema = z
  .strictObject({ name: nameSchema('file'), visibility })
  .meta({ id: 'DocumentFileUpdate' });
export type DocumentFileUpdate = z.input<typeof DocumentFileUpdateSchema>;

const FolderRefSchema = z.object({
  id: z.number().int().nullable().describe('null: the top of the tree'),
  name: z.string().describe('Empty for the top of the tree'),
  /** Names from the top, e.g. "/Předpisy/2026" ("/" for the top). */
  path: z.string(),
});

export const DocumentFolderSchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    path: z.string(),
    /** Folders directly inside. */
    folderCount: z.number().int(),
    /** Files inside it and all its subfolders that the caller sees (what deleting it deletes, for the admin). */
    fileCount: z.number().int(),
    ...AuditSchema,
  })
  .meta({ id: 'DocumentFolder' });
export type DocumentFolder = z.infer<typeof DocumentFolderSchema>;

export const DocumentFolderViewSchema = z
  .object({
    folder: FolderRefSchema,
    /** From the top of the tree down to the folder itself. */
    breadcrumbs: z.array(FolderRefSchema),
    /** Its subfolders by name. */
    folders: z.array(DocumentFolderSchema),
  })
  .meta({ id: 'DocumentFolderView' });
export type DocumentFolderView = z.infer<typeof DocumentFolderViewSchema>;

export const DocumentFileSchema = z
  .object({
    id: z.number().int(),
    folderId: z.number().int().nullable(),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    visibility: z.enum(DOCUMENT_VISIBILITIES),
    /** Public files: the stable download address (relative to the site). */
    publicUrl: z.string().nullable(),
    /** Unlisted files, admin zone only: the secret link (relative to the site). */
    shareUrl: z.string().nullable(),
    ...AuditSchema,
    createdByName: z.string().nullable(),
  })
  .meta({ id: 'DocumentFile' });
export type DocumentFile = z.infer<typeof DocumentFileSchema>;

export const DocumentFolderDeletedSchema = z
  .object({ folders: z.number().int(), files: z.number().int() })
  .meta({ id: 'DocumentFolderDeleted' });
export type DocumentFolderDeleted = z.infer<typeof DocumentFolderDeletedSchema>;

export const DocumentDownloadSchema = z
  .object({ url: z.string().describe('A signed download URL, valid for minutes'), name: z.string() })
  .meta({ id: 'DocumentDownload' });
export type DocumentDownload = z.infer<typeof DocumentDownloadSchema>;

export const DocumentPathQuerySchema = z.strictObject({
  path: z
    .string({ error: 'validation.required' })
    .max(4000, 'validation.maxLength')
    .describe('Folder names from the top separated by "/", e.g. /Předpisy/2026 ("/" or empty: the top)'),
});
export const DocumentShareParamsSchema = z.object({ token: z.string().max(200) });

const FILE_LIST =
  'filters folderId (valuesEqual, or valueNull for the top), name (valuesLike, accent-insensitive), visibility; sorts name, size, editedDate (edited, else created)';

type ReadZone = 'admin' | 'club' | 'personal';

const zoneAccess = (zone: ReadZone, action: string) => ({
  kind: 'zone' as const,
  zone,
  action,
  module: 'document' as const,
});
const admin = (action: string) => zoneAccess('admin', action);

function readCalls(zone: ReadZone) {
  const prefix = `/api/${zone}-zone/documents`;
  const op = zone === 'admin' ? 'document' : `${zone}.document`;
  return {
    folderByPath: defineEndpoint({
      method: 'GET',
      path: `${prefix}/folders/by-path`,
      operationId: `${op}.folder.get`,
      summary: `A folder by its path of names (${zone} zone): the folder, its breadcrumbs and subfolders; no such folder: 404`,
      tags: ['documents'],
      access: zoneAccess(zone, 'document.list'),
      query: DocumentPathQuerySchema,
      status: 200,
      response: itemEnvelope(DocumentFolderViewSchema),
    }),
    fileList: defineEndpoint({
      method: 'GET',
      path: `${prefix}/files`,
      operationId: `${op}.file.list`,
      summary:
        zone === 'admin'
          ? `Files of the tree, every visibility; ${FILE_LIST}`
          : `Private and public files of the tree (unlisted ones are not listed); ${FILE_LIST}`,
      tags: ['documents'],
      access: zoneAccess(zone, 'document.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(DocumentFileSchema),
    }),
    fileDownload: defineEndpoint({
      method: 'GET',
      path: `${prefix}/files/:id/download-url`,
      operationId: `${op}.file.download`,
      summary:
        zone === 'admin'
          ? 'A short-lived signed download URL of any file'
          : 'A short-lived signed download URL of a private or public file (unlisted: 404)',
      tags: ['documents'],
      access: zoneAccess(zone, 'document.list'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(DocumentDownloadSchema),
    }),
  };
}

const adminReads = readCalls('admin');
const clubReads = readCalls('club');
const personalReads = readCalls('personal');

/** The read calls of a zone, by zone. */
export const documentReadCalls = { admin: adminReads, club: clubReads, personal: personalReads };

export const documentsEndpoints = {
  folderByPath: adminReads.folderByPath,
  fileList: adminReads.fileList,
  fileDownload: adminReads.fileDownload,
  folderCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/documents/folders',
    operationId: 'document.folder.create',
    summary: 'Create a folder (name unique among its siblings, ignoring case)',
    tags: ['documents'],
    access: admin('document.folder.create'),
    body: DocumentFolderCreateSchema,
    status: 201,
    response: itemEnvelope(DocumentFolderSchema),
  }),
  folderUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/documents/folders/:id',
    operationId: 'document.folder.update',
    summary: 'Rename a folder',
    tags: ['documents'],
    access: admin('document.folder.update'),
    params: IdParamsSchema,
    body: DocumentFolderUpdateSchema,
    status: 200,
    response: itemEnvelope(DocumentFolderSchema),
  }),
  folderDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/documents/folders/:id',
    operationId: 'document.folder.delete',
    summary: 'Delete a folder with its subfolders and all their files (stored bytes too); answers how many went',
    tags: ['documents'],
    access: admin('document.folder.delete'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(DocumentFolderDeletedSchema),
  }),
  fileCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/documents/files',
    operationId: 'document.file.create',
    summary: 'Put an uploaded file into a folder (name unique in the folder, ignoring case)',
    tags: ['documents'],
    access: admin('document.file.create'),
    body: DocumentFileCreateSchema,
    status: 201,
    response: itemEnvelope(DocumentFileSchema),
  }),
  fileUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/documents/files/:id',
    operationId: 'document.file.update',
    summary:
      'Rename a file or change its visibility (leaving unlisted invalidates its link; becoming unlisted makes a new one)',
    tags: ['documents'],
    access: admin('document.file.update'),
    params: IdParamsSchema,
    body: DocumentFileUpdateSchema,
    status: 200,
    response: itemEnvelope(DocumentFileSchema),
  }),
  fileDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/documents/files/:id',
    operationId: 'document.file.delete',
    summary: 'Delete a file and its stored bytes',
    tags: ['documents'],
    access: admin('document.file.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  clubFolderByPath: clubReads.folderByPath,
  clubFileList: clubReads.fileList,
  clubFileDownload: clubReads.fileDownload,
  personalFolderByPath: personalReads.folderByPath,
  personalFileList: personalReads.fileList,
  personalFileDownload: personalReads.fileDownload,
  publicDownload: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/documents/:id/download',
    operationId: 'public.document.download',
    summary: 'The bytes of a public file, without signing in (any other file: 404)',
    tags: ['documents'],
    access: { kind: 'public', action: 'document.download', module: 'document' },
    params: IdParamsSchema,
    status: 200,
    response: z.string().meta({ format: 'binary' }),
  }),
  sharedDownload: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/documents/shared/:token',
    operationId: 'public.document.shared',
    summary: 'The bytes of an unlisted file by its secret link, without signing in (unknown or revoked link: 404)',
    tags: ['documents'],
    access: { kind: 'public', action: 'document.download', module: 'document' },
    params: DocumentShareParamsSchema,
    status: 200,
    response: z.string().meta({ format: 'binary' }),
  }),
};

/** The stable public address of a public file. */
export const documentPublicPath = (id: number) => `/api/public-zone/documents/${id}/download`;
/** The secret link of an unlisted file. */
export const documentSharePath = (token: string) => `/api/public-zone/documents/shared/${token}`;
