// Downloads of files the API sends only to a signed-in user (samples, an import's file, list
// exports): fetched with the bearer token, then handed to the browser under the server's name.
import { fetchApi, fileNameFromDisposition, resolveApiUrl } from '../api/client';

export interface DownloadOptions {
  /** The name when the answer carries no Content-Disposition file name. */
  fallbackName: string;
  /** The action name header (spec 000 §7), e.g. the endpoint's operation id. */
  actionName: string;
  signal?: AbortSignal;
}

export interface FetchedFile {
  blob: Blob;
  name: string;
}

/** Fetches a file from an API path, as the api client calls (token refresh, ApiError on failure). */
export async function fetchFile(path: string, options: DownloadOptions): Promise<FetchedFile> {
  const res = await fetchApi('GET', path, { signal: options.signal, actionName: options.actionName });
  const name = fileNameFromDisposition(res.headers.get('content-disposition')) ?? options.fallbackName;
  return { blob: await res.blob(), name };
}

/**
 * Starts the browser's download of a URL named `name`, without leaving the page: an API path (a
 * signed download link the server answers as an attachment) or an object URL.
 */
export function startDownload(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = resolveApiUrl(url);
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  startDownload(href, name);
  // The browser reads the object URL after the click returns; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Fetches and saves a file; resolves with the name it was saved under. */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  const { blob, name } = await fetchFile(path, options);
  saveBlob(blob, name);
  return name;
}
