// Uploads (DECISIONS "Uploads"): ask the zone for an upload URL, PUT the bytes there with the
// headers it names, and hand back the file URL that the feature's create call takes. The PUT goes
// through XMLHttpRequest because fetch reports no upload progress.
import type { Problem } from '@fedra/contract/common/problem';
import { type FilePurpose, filesEndpoints } from '@fedra/contract/files';
import i18next from 'i18next';
import { ApiError } from '../api/api-error';
import { call, resolveApiUrl } from '../api/client';
import { type PickedFile, uploadContentType } from './check';

export type UploadZone = 'admin' | 'club' | 'personal';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  zone: UploadZone;
  purpose: FilePurpose;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadedFile {
  /** The reference for the create call (imports: fileAwsUrl). */
  fileUrl: string;
  name: string;
  /** Until when create calls accept fileUrl (ISO timestamp). */
  fileUrlExpiresAt: string;
}

const UPLOAD_URL = {
  admin: filesEndpoints.adminUploadUrl,
  club: filesEndpoints.clubUploadUrl,
  personal: filesEndpoints.personalUploadUrl,
} as const;

/**
 * Uploads a file. Fails with an ApiError: a 400 whose fields (name, contentType, size) describe
 * the file, a status 0 when the network failed, or an AbortError when the signal aborted.
 */
export async function uploadFile(file: PickedFile & Blob, options: UploadOptions): Promise<UploadedFile> {
  const { data } = await call(UPLOAD_URL[options.zone], {
    body: {
      name: file.name,
      contentType: uploadContentType(file, options.purpose),
      size: file.size,
      purpose: options.purpose,
    },
    signal: options.signal,
  });
  await putFile(resolveApiUrl(data.uploadUrl), file, data.headers, options);
  return { fileUrl: data.fileUrl, name: file.name, fileUrlExpiresAt: data.fileUrlExpiresAt };
}

/** PUTs the bytes, reporting progress; resolves on a 2xx answer. */
export function putFile(
  url: string,
  body: Blob,
  headers: Record<string, string>,
  { onProgress, signal }: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // The server's own upload route answers problems in the user's language; a storage
    // service's presigned URL is left with exactly the headers it signed.
    if (isSameOrigin(url)) xhr.setRequestHeader('Accept-Language', i18next.language || 'cs');
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: body.size, total: body.size });
        resolve();
      } else reject(new ApiError(xhr.status, problemOf(xhr)));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function problemOf(xhr: XMLHttpRequest): Problem | null {
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('json')) return null;
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    return body && typeof body === 'object' && 'status' in body ? (body as Problem) : null;
  } catch {
    return null;
  }
}

function isSameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted', 'AbortError');
}
