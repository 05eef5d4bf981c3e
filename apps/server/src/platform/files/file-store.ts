// The one way features store files: hand out upload URLs, check the file URL a client sends
// back, read, write, delete and offer downloads. Every file has a row in `files` (who, what
// purpose, name, type, size); the bytes sit on local disk or in S3 (storage.ts).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  FILE_PURPOSES,
  type FilePurpose,
  type FilePurposeDef,
  type UploadUrl,
  type UploadUrlRequest,
} from '@fedra/contract/files';
import type { Config } from '../config/config';
import type { Db } from '../db/pool';
import { AppError, type FieldIssue, notFound, validationError } from '../errors/app-error';
import { createLocalStorage } from './local-storage';
import type { S3Settings } from './s3-storage';
import { createUrlSigner, epochSeconds, type SignedParts, type UrlSigner } from './signing';
import { SizeMismatchError, type StorageDriver } from './storage';

/** How long an upload URL accepts the upload (checked when the PUT starts). */
export const UPLOAD_URL_TTL_SECONDS = 60 * 60;
/** How long a file URL is accepted by create calls after the upload URL was issued. */
export const FILE_URL_TTL_SECONDS = 24 * 60 * 60;
/** Default lifetime of a download URL: long enough to start the download, short enough not to be shared. */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

const FILE_URL = /^fedra-file:\/\/([a-z0-9-]+)\/([0-9a-f-]{36})\?expires=(\d{1,12})&signature=([\w-]{1,100})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StoredFile {
  id: string;
  purpose: FilePurpose;
  name: string;
  contentType: string;
  size: number;
  /** Who uploaded it; null for files the server wrote. */
  ownerUserId: number | null;
  createdDate: string;
}

export interface FileStore {
  readonly driver: 'local' | 's3';
  /**
   * Registers an upload for the signed-in user: checks name, type and size against the purpose
   * (400 naming the field) and answers where to PUT the bytes and the file URL to send back.
   */
  createUpload(
    request: UploadUrlRequest,
    caller: { userId: number; zone: 'admin' | 'club' | 'personal' },
  ): Promise<UploadUrl>;
  /**
   * The stored file behind a file URL from a client: signed by this server, not expired, of the
   * expected purpose, uploaded by this user, bytes complete. Otherwise a 400 naming `field`.
   */
  resolve(fileUrl: unknown, expected: { purpose: FilePurpose; userId: number; field: string }): Promise<StoredFile>;
  get(id: string): Promise<StoredFile | null>;
  /** The bytes; the caller consumes or destroys the stream. */
  open(file: StoredFile): Promise<Readable>;
  /** Stores a file the server produced (an import's error rows, a generated document). */
  write(input: {
    purpose: FilePurpose;
    name: string;
    contentType: string;
    body: Readable | Buffer | string;
    ownerUserId?: number | null;
  }): Promise<StoredFile>;
  /** Removes the bytes and the row; a missing file is not an error. */
  delete(file: StoredFile | string): Promise<void>;
  /** A URL that downloads the file without sign-in until it expires (default 5 minutes). */
  downloadUrl(file: StoredFile, options?: { fileName?: string; expiresInSeconds?: number }): Promise<string>;
  /** Local storage: receives the body PUT to an upload URL. */
  receiveUpload(id: string, query: SignedQuery, headers: UploadHeaders, body: Readable): Promise<void>;
  /** Local storage: what a download URL sends. */
  openDownload(id: string, query: SignedQuery): Promise<{ file: StoredFile; fileName: string; body: Readable }>;
}

export interface SignedQuery {
  expires?: string;
  signature?: string;
  name?: string;
}
export interface UploadHeaders {
  contentType?: string;
  contentLength?: string;
}

interface FileRow extends StoredFile {
  storageKey: string;
  uploadedDate: string | null;
}

const ROW_COLUMNS = `id, purpose, name, content_type AS "contentType", size, storage_key AS "storageKey",
  owner_user_id AS "ownerUserId", created_date AS "createdDate", uploaded_date AS "uploadedDate"`;

/** The media type without parameters, lower case: "Text/CSV; charset=utf-8" -> "text/csv". */
export function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

/** An attachment header that keeps any name: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const storageKeyOf = (purpose: FilePurpose, id: string) => `${purpose}/${id.slice(0, 2)}/${id}`;

/** The storage the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function createStorage(config: Config): StorageDriver {
  if (config.S3_BUCKET) {
    return lazyS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION!,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'files'));
}

/** S3 storage whose AWS SDK is loaded on the first use: it holds about 20 MB in every server. */
function lazyS3Storage(settings: S3Settings): StorageDriver {
  let driver: Promise<StorageDriver> | null = null;
  const load = () => (driver ??= import('./s3-storage').then((m) => m.createS3Storage(settings)));
  return {
    kind: 's3',
    presignUpload: async (...args) => (await load()).presignUpload!(...args),
    presignDownload: async (...args) => (await load()).presignDownload!(...args),
    stat: async (key) => (await load()).stat(key),
    read: async (key) => (await load()).read(key),
    write: async (...args) => (await load()).write(...args),
    remove: async (key) => (await load()).remove(key),
  };
}

/**
 * The file store on the configured storage. `signingSecret` is the token signing key
 * (loadSigningKey), from which the URL key is derived.
 */
export function createFileStore(
  config: Config,
  db: Db,
  signingSecret: Uint8Array,
  storage: StorageDriver = createStorage(config),
): FileStore {
  const signer: UrlSigner = createUrlSigner(signingSecret);
  // Relative URLs work for the web application on the same origin; PUBLIC_URL makes them absolute.
  const base = (config.PUBLIC_URL ?? '').replace(/\/+$/, '');

  const loadRow = async (id: string): Promise<FileRow | null> => {
    if (!UUID.test(id)) return null;
    const { rows } = await db.query<FileRow>(`SELECT ${ROW_COLUMNS} FROM files WHERE id = $1`, [id]);
    return rows[0] ?? null;
  };
  const toFile = ({ storageKey: _k, uploadedDate: _u, ...file }: FileRow): StoredFile => file;

  const putParts = (row: FileRow, expires: number): SignedParts => [
    'put',
    row.id,
    row.purpose,
    row.contentType,
    row.size,
    row.ownerUserId,
    expires,
  ];
  const getParts = (id: string, expires: number, name: string): SignedParts => ['get', id, expires, name];
  const refParts = (row: { id: string; purpose: string; ownerUserId: number | null }, expires: number): SignedParts => [
    'ref',
    row.id,
    row.purpose,
    row.ownerUserId,
    expires,
  ];

  /** Checks a signed query of the server's own URLs; 400 on `field` when forged or expired. */
  const checkSignedQuery = (query: SignedQuery, parts: (expires: number) => SignedParts, field: string) => {
    const expires = Number(query.expires);
    if (!query.signature || !Number.isSafeInteger(expires) || !signer.verify(parts(expires), query.signature)) {
      throw validationError([{ field, key: 'file.urlInvalid', params: { label: field } }]);
    }
    if (expires < epochSeconds()) throw validationError([{ field, key: 'file.urlExpired', params: { label: field } }]);
  };

  const requireLocal = () => {
    // The server's own transfer routes exist in every mode; with S3 storage they lead nowhere.
    if (storage.kind !== 'local') throw notFound();
  };

  return {
    driver: storage.kind,

    async createUpload(request, caller) {
      const purpose = request.purpose;
      const def: FilePurposeDef = FILE_PURPOSES[purpose];
      const issues: FieldIssue[] = [];
      if (
        !(def.zones as readonly string[]).includes(caller.zone) ||
        (def.module && !config.MODULES.includes(def.module))
      ) {
        issues.push({ field: 'purpose', key: 'file.purposeNotAllowed', params: { label: 'purpose', purpose } });
      } else {
        const lower = request.name.toLowerCase();
        if (!def.extensions.some((e) => lower.endsWith(e))) {
          issues.push({
            field: 'name',
            key: 'file.extensionNotAllowed',
            params: { label: 'name', allowed: def.extensions.join(', ') },
          });
        }
        if (!def.contentTypes.includes(mediaType(request.contentType))) {
          issues.push({
            field: 'contentType',
            key: 'file.typeNotAllowed',
            params: { label: 'contentType', contentType: request.contentType, allowed: def.contentTypes.join(', ') },
          });
        }
        if (request.size > def.maxBytes) {
          issues.push({
            field: 'size',
            key: 'file.tooLarge',
            params: { label: 'size', max: Math.floor(def.maxBytes / (1024 * 1024)) },
          });
        }
      }
      if (issues.length) throw validationError(issues);

      const id = randomUUID();
      const { rows } = await db.query<FileRow>(
        `INSERT INTO files (id, purpose, name, content_type, size, storage_key, owner_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ROW_COLUMNS}`,
        [id, purpose, request.name, request.contentType, request.size, storageKeyOf(purpose, id), caller.userId],
      );
      const row = rows[0]!;
      const now = epochSeconds();
      const uploadExpires = now + UPLOAD_URL_TTL_SECONDS;
      const fileExpires = now + FILE_URL_TTL_SECONDS;
      const uploadUrl = storage.presignUpload
        ? await storage.presignUpload(row.storageKey, row.contentType, row.size, UPLOAD_URL_TTL_SECONDS)
        : `${base}/api/files/upload/${id}?expires=${uploadExpires}&signature=${signer.sign(putParts(row, uploadExpires))}`;
      return {
        uploadUrl,
        method: 'PUT',
        headers: { 'Content-Type': row.contentType },
        fileUrl: `fedra-file://${purpose}/${id}?expires=${fileExpires}&signature=${signer.sign(refParts(row, fileExpires))}`,
        expiresAt: new Date(uploadExpires * 1000).toISOString(),
        fileUrlExpiresAt: new Date(fileExpires * 1000).toISOString(),
      };
    },

    async resolve(fileUrl, expected) {
      const field = expected.field;
      const fail = (key: string, params: Record<string, string | number> = {}): never => {
        throw validationError([{ field, key, params: { label: field, ...params } }]);
      };
      const m = typeof fileUrl === 'string' ? FILE_URL.exec(fileUrl) : null;
      if (!m) return fail('file.urlInvalid');
      const [, urlPurpose, id, expiresText, signature] = m as unknown as [string, string, string, string, string];
      const row = await loadRow(id);
      const expires = Number(expiresText);
      // An unknown id reads as forged: whether a file exists is not revealed.
      if (!row || row.purpose !== urlPurpose || !signer.verify(refParts(row, expires), signature)) {
        return fail('file.urlInvalid');
      }
      if (expires < epochSeconds()) return fail('file.urlExpired');
      if (row.purpose !== expected.purpose) return fail('file.wrongPurpose', { purpose: row.purpose });
      if (row.ownerUserId !== expected.userId) return fail('file.notYours');
      // Local uploads are complete once the PUT renamed them into place. S3 stores what the
      // presigned PUT sent, so size and type are checked here too (a compatible server may not
      // enforce the signed headers).
      if (!row.uploadedDate || storage.kind === 's3') {
        const stored = await storage.stat(row.storageKey);
        const typeMatches = stored?.contentType == null || mediaType(stored.contentType) === mediaType(row.contentType);
        if (!stored || stored.size !== row.size || !typeMatches) return fail('file.notUploaded');
        if (!row.uploadedDate) await db.query('UPDATE files SET uploaded_date = now() WHERE id = $1', [id]);
      }
      return toFile(row);
    },

    async get(id) {
      const row = await loadRow(id);
      return row ? toFile(row) : null;
    },

    async open(file) {
      const row = await loadRow(file.id);
      if (!row) throw notFound();
      return storage.read(row.storageKey);
    },

    async write({ purpose, name, contentType, body, ownerUserId = null }) {
      const id = randomUUID();
      const key = storageKeyOf(purpose, id);
      const source = typeof body === 'string' || Buffer.isBuffer(body) ? Readable.from([Buffer.from(body)]) : body;
      const size = await storage.write(key, source, { contentType, maxBytes: FILE_PURPOSES[purpose].maxBytes });
      try {
        const { rows } = await db.query<FileRow>(
          `INSERT INTO files (id, purpose, name, content_type, size, storage_key, owner_user_id, uploaded_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING ${ROW_COLUMNS}`,
          [id, purpose, name, contentType, size, key, ownerUserId],
        );
        return toFile(rows[0]!);
      } catch (err) {
        await storage.remove(key).catch(() => {});
        throw err;
      }
    },

    async delete(file) {
      const id = typeof file === 'string' ? file : file.id;
      const row = await loadRow(id);
      if (!row) return;
      await storage.remove(row.storageKey);
      await db.query('DELETE FROM files WHERE id = $1', [id]);
    },

    async downloadUrl(file, options = {}) {
      // Signed from the file the caller read, without reading it again: a list of documents signs
      // every row's URL without a query each (the key is derived the same way it was stored).
      const fileName = options.fileName ?? file.name;
      const ttl = options.expiresInSeconds ?? DOWNLOAD_URL_TTL_SECONDS;
      if (storage.presignDownload) {
        return storage.presignDownload(storageKeyOf(file.purpose, file.id), {
          contentType: file.contentType,
          contentDisposition: contentDisposition(fileName),
          expiresInSeconds: ttl,
        });
      }
      const expires = epochSeconds() + ttl;
      const signature = signer.sign(getParts(file.id, expires, fileName));
      return `${base}/api/files/download/${file.id}?expires=${expires}&name=${encodeURIComponent(fileName)}&signature=${signature}`;
    },

    async receiveUpload(id, query, headers, body) {
      requireLocal();
      const row = await loadRow(id);
      if (!row) throw validationError([{ field: 'uploadUrl', key: 'file.urlInvalid', params: { label: 'uploadUrl' } }]);
      checkSignedQuery(query, (expires) => putParts(row, expires), 'uploadUrl');
      const issues: FieldIssue[] = [];
      if (!headers.contentType || mediaType(headers.contentType) !== mediaType(row.contentType)) {
        issues.push({
          field: 'contentType',
          key: 'file.uploadTypeMismatch',
          params: { label: 'contentType', expected: row.contentType },
        });
      }
      if (headers.contentLength !== undefined && Number(headers.contentLength) !== row.size) {
        issues.push({ field: 'size', key: 'file.uploadSizeMismatch', params: { label: 'size', expected: row.size } });
      }
      if (issues.length) throw validationError(issues);
      try {
        await storage.write(row.storageKey, body, {
          contentType: row.contentType,
          size: row.size,
          maxBytes: FILE_PURPOSES[row.purpose].maxBytes,
        });
      } catch (err) {
        // A client that gives up mid-upload ends the request stream early: an incomplete upload.
        if (err instanceof SizeMismatchError || body.destroyed) {
          throw validationError([
            { field: 'size', key: 'file.uploadSizeMismatch', params: { label: 'size', expected: row.size } },
          ]);
        }
        throw err;
      }
      await db.query('UPDATE files SET uploaded_date = now() WHERE id = $1', [id]);
    },

    async openDownload(id, query) {
      requireLocal();
      const name = query.name ?? '';
      const row = await loadRow(id);
      if (!row)
        throw validationError([{ field: 'downloadUrl', key: 'file.urlInvalid', params: { label: 'downloadUrl' } }]);
      checkSignedQuery(query, (expires) => getParts(id, expires, name), 'downloadUrl');
      const body = await storage.read(row.storageKey).catch(() => {
        throw new AppError('not_found', 404);
      });
      return { file: toFile(row), fileName: name || row.name, body };
    },
  };
}
