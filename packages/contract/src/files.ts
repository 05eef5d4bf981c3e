// Uploads (DECISIONS "Uploads"): ask for an upload URL, PUT the bytes there, send the returned
// file URL in the create call. The purposes and their limits are shared with the web application,
// so a file picker can offer the same types and sizes the server accepts.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import type { ModuleName } from './common/modules';

const MB = 1024 * 1024;

export interface FilePurposeDef {
  /** Largest file in bytes. */
  maxBytes: number;
  /** Accepted media types (compared without parameters, case-insensitive). */
  contentTypes: readonly string[];
  /** Accepted name endings, lower case with the dot. */
  extensions: readonly string[];
  /** Zones whose users may upload files of this purpose; none: written by the server only. */
  zones: readonly ('admin' | 'club' | 'personal')[];
  /** The module the purpose belongs to: switched off, the purpose cannot be uploaded. */
  module?: ModuleName;
}

// Browsers report a CSV file as text/csv, application/vnd.ms-excel (Windows with Excel) or
// text/plain, so all three are accepted for CSV; the name ending decides the format.
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What may be stored, per purpose. Later features add their purposes here. */
export const FILE_PURPOSES = {
  /** Club and person imports (spec 001 §3 Import): CSV or XLSX. */
  import: {
    maxBytes: 50 * MB,
    contentTypes: [...CSV_TYPES, XLSX_TYPE],
    extensions: ['.csv', '.xlsx'],
    zones: ['admin', 'club'],
    module: 'import',
  },
  /** The rows an import could not take, written by the server for download (errorFileUrl). */
  'import-errors': {
    maxBytes: 50 * MB,
    contentTypes: [...CSV_TYPES, XLSX_TYPE],
    extensions: ['.csv', '.xlsx'],
    zones: [],
    module: 'import',
  },
  /** Attachments of a transfer or loan request (issue 30 §4): papers and scans. */
  'request-attachment': {
    maxBytes: 20 * MB,
    contentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'text/plain'],
    extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.txt'],
    zones: ['admin', 'club'],
    module: 'requests',
  },
  /** Papers of a disciplinary proceeding (issue 32 §1): notices, minutes, statements, decisions. */
  'disciplinary-document': {
    maxBytes: 20 * MB,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'image/jpeg',
      'image/png',
      'text/plain',
    ],
    extensions: ['.pdf', '.doc', '.docx', '.odt', '.jpg', '.jpeg', '.png', '.txt'],
    zones: ['admin'],
    module: 'disciplinary',
  },
  /** Documents of a contract (spec 001 §3 Contract document): signed papers and scans. */
  'contract-document': {
    maxBytes: 20 * MB,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'image/jpeg',
      'image/png',
      'text/plain',
    ],
    extensions: ['.pdf', '.doc', '.docx', '.odt', '.jpg', '.jpeg', '.png', '.txt'],
    zones: ['admin', 'club'],
    module: 'contracts',
  },
  /**
   * Files of the federation's document tree (spec 001 §2 Documents): office documents, PDFs,
   * images, text, CSV and ZIP archives, uploaded by the admin zone.
   */
  document: {
    maxBytes: 100 * MB,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      XLSX_TYPE,
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'application/vnd.oasis.opendocument.presentation',
      'application/rtf',
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'text/plain',
      'text/csv',
      'application/csv',
      'application/zip',
      'application/x-zip-compressed',
    ],
    extensions: [
      '.pdf',
      '.doc',
      '.docx',
      '.xls',
      '.xlsx',
      '.ppt',
      '.pptx',
      '.odt',
      '.ods',
      '.odp',
      '.rtf',
      '.jpg',
      '.jpeg',
      '.png',
      '.gif',
      '.webp',
      '.txt',
      '.csv',
      '.zip',
    ],
    zones: ['admin'],
    module: 'document',
  },
  /** Cover images of federation articles, written by the office and shown to readers in every zone. */
  'article-image': {
    maxBytes: 5 * MB,
    contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif'],
    zones: ['admin'],
  },
  /** A tournament's proposition as a file (PDF, office documents, images): the office uploads it. */
  'tournament-proposition': {
    maxBytes: 20 * MB,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'image/jpeg',
      'image/png',
    ],
    extensions: ['.pdf', '.doc', '.docx', '.odt', '.jpg', '.jpeg', '.png'],
    zones: ['admin'],
    module: 'tournamentDynamic',
  },
  /** A tournament's poster and main image, shown on its detail in every zone. */
  'tournament-image': {
    maxBytes: 5 * MB,
    contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif'],
    zones: ['admin'],
    module: 'tournamentDynamic',
  },
  /** Attachments of a tournament (spec 001 §3 Attachment): documents, images, spreadsheets, archives. */
  'tournament-attachment': {
    maxBytes: 50 * MB,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      XLSX_TYPE,
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'image/jpeg',
      'image/png',
      'image/webp',
      'text/plain',
      ...CSV_TYPES,
      'application/zip',
      'application/x-zip-compressed',
    ],
    extensions: [
      '.pdf',
      '.doc',
      '.docx',
      '.xls',
      '.xlsx',
      '.odt',
      '.ods',
      '.jpg',
      '.jpeg',
      '.png',
      '.webp',
      '.txt',
      '.csv',
      '.zip',
    ],
    zones: ['admin'],
    module: 'tournamentDynamic',
  },
  /** A fencing timing tool's results of one discipline (docs/decisions.md "Result imports"): CSV. */
  'result-import': {
    maxBytes: 5 * MB,
    contentTypes: CSV_TYPES,
    extensions: ['.csv'],
    zones: ['admin'],
    module: 'tournamentDynamic',
  },
  /** A bank statement for payment matching (issue 31 §4): camt.053 XML or a bank's CSV export. */
  'bank-statement': {
    maxBytes: 50 * MB,
    contentTypes: [...CSV_TYPES, 'application/xml', 'text/xml', 'application/octet-stream'],
    extensions: ['.xml', '.csv', '.txt'],
    zones: ['admin'],
    module: 'economy',
  },
  /** A tournament software's results of a whole tournament (format fedra-results/1): JSON. */
  'result-import-software': {
    maxBytes: 5 * MB,
    contentTypes: ['application/json', 'text/json', 'text/plain', 'application/octet-stream'],
    extensions: ['.json'],
    zones: ['admin'],
    module: 'tournamentDynamic',
  },
} as const satisfies Record<string, FilePurposeDef>;

export type FilePurpose = keyof typeof FILE_PURPOSES;
export const FILE_PURPOSE_NAMES = Object.keys(FILE_PURPOSES) as [FilePurpose, ...FilePurpose[]];

export const UploadUrlRequestSchema = z
  .strictObject({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(255, 'validation.maxLength')
      .regex(/^[^\p{Cc}/\\]+$/u, 'file.nameInvalid')
      .describe('The file name as the user chose it (its ending must suit the purpose)'),
    contentType: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(255, 'validation.maxLength')
      .regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, 'validation.format')
      .describe('The Content-Type the bytes will be PUT with'),
    size: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(1, 'validation.min')
      .describe('Exact size in bytes'),
    purpose: z.enum(FILE_PURPOSE_NAMES, { error: 'validation.enum' }).describe('What the file is for'),
  })
  .meta({ id: 'UploadUrlRequest' });
export type UploadUrlRequest = z.input<typeof UploadUrlRequestSchema>;

export const UploadUrlSchema = z
  .object({
    uploadUrl: z.string().describe('PUT the bytes here, with the headers below, before expiresAt'),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()).describe('Headers the PUT must carry'),
    fileUrl: z.string().describe('The reference to send in the create call (imports: fileAwsUrl); not a download link'),
    expiresAt: z.string().describe('When uploadUrl stops accepting the upload (ISO timestamp)'),
    fileUrlExpiresAt: z.string().describe('When fileUrl stops being accepted by create calls (ISO timestamp)'),
  })
  .meta({ id: 'UploadUrl' });
export type UploadUrl = z.infer<typeof UploadUrlSchema>;

/** The signed query of the server's own upload and download URLs (local storage). */
export const SignedFileQuerySchema = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
  name: z.string().optional(),
});
export const FileIdParamsSchema = z.object({ id: z.string() });

function uploadUrl(zone: 'admin' | 'club' | 'personal') {
  return defineEndpoint({
    method: 'POST',
    path: `/api/${zone}-zone/files/upload-url`,
    operationId: `${zone}.file.upload`,
    summary: `An upload URL and the file URL to send back (${zone} zone); size and type limits per purpose`,
    tags: ['files'],
    access: { kind: 'zone', zone, action: 'file.upload' },
    body: UploadUrlRequestSchema,
    status: 200,
    response: itemEnvelope(UploadUrlSchema),
  });
}

export const filesEndpoints = {
  adminUploadUrl: uploadUrl('admin'),
  clubUploadUrl: uploadUrl('club'),
  personalUploadUrl: uploadUrl('personal'),
  /** Local storage only: the signed URL is the permission (S3 storage answers 404). */
  upload: defineEndpoint({
    method: 'PUT',
    path: '/api/files/upload/:id',
    operationId: 'file.put',
    summary: 'Receives the bytes of an upload (the uploadUrl of local storage; signed, expiring)',
    tags: ['files'],
    access: { kind: 'anonymous' },
    params: FileIdParamsSchema,
    query: SignedFileQuerySchema,
    status: 204,
    response: z.null(),
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/files/download/:id',
    operationId: 'file.get',
    summary: 'Sends a stored file (a download URL of local storage; signed, expiring)',
    tags: ['files'],
    access: { kind: 'anonymous' },
    params: FileIdParamsSchema,
    query: SignedFileQuerySchema,
    status: 200,
    response: z.string().meta({ format: 'binary' }),
  }),
};
