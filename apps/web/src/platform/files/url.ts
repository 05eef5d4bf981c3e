// The server answers API paths ("/api/club-zone/imports/7/file") and, without PUBLIC_URL, relative
// upload URLs; both are resolved against the configured API address, as the api client does.
import { runtimeConfig } from '../config/runtime-config';

export function resolveApiUrl(url: string): string {
  if (!url.startsWith('/api/') && url !== '/api') return url;
  const base = runtimeConfig().apiUrl.replace(/\/$/, '');
  return `${base}${url.slice('/api'.length)}`;
}
