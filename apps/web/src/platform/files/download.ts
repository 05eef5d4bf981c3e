// Downloads of files the API sends only to a signed-in user (samples, an import's file, list
// exports): fetched with the bearer token, then handed to the browser under the server's name.
import i18next from 'i18next';
import { ApiError } from '../api/api-error';
import { fileNameFromDisposition, refreshTokens } from '../api/client';
import { tokens } from '../session/tokens';
import { resolveApiUrl } from './url';

export interface DownloadOptions {
  /** The name when the answer carries no Content-Disposition file name. */
  fallbackName: string;
  /** The action name header (spec 000 §7), e.g. the endpoint's operation id. */
  actionName?: string;
  signal?: AbortSignal;
}

export interface FetchedFile {
  blob: Blob;
  name: string;
}

async function send(url: string, options: DownloadOptions): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': i18next.language || 'cs' };
  if (options.actionName) headers['X-Action-Name'] = options.actionName;
  const access = tokens.access();
  if (access) headers.Authorization = `Bearer ${access}`;
  return fetch(url, { headers, signal: options.signal, credentials: 'same-origin' });
}

/** Fetches a file from an API path; fails with an ApiError (problem details when sent). */
export async function fetchFile(path: string, options: DownloadOptions): Promise<FetchedFile> {
  const url = resolveApiUrl(path);
  let res = await send(url, options);
  // An expired access token is renewed once, as the api client does for its calls.
  if (res.status === 401 && tokens.access() && (await refreshTokens())) res = await send(url, options);
  if (!res.ok) {
    const type = res.headers.get('content-type') ?? '';
    const problem = type.includes('json') ? await res.json().catch(() => null) : null;
    throw new ApiError(res.status, problem && typeof problem === 'object' && 'status' in problem ? problem : null);
  }
  const name = fileNameFromDisposition(res.headers.get('content-disposition')) ?? options.fallbackName;
  return { blob: await res.blob(), name };
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Fetches and saves a file; resolves with the name it was saved under. */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  const { blob, name } = await fetchFile(path, options);
  saveBlob(blob, name);
  return name;
}
