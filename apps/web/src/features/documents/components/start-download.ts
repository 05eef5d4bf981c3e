// Starts the browser's download of a signed URL (the server answers it as an attachment), without
// leaving the page.
import { resolveApiUrl } from '../../../platform/api/client';

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
