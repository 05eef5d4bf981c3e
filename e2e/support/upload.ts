// Uploads as the browser specs watch them.
import type { Page } from 'playwright-core';

/** Records every progress the upload shows (it may pass quickly on this machine). */
export async function watchUploadProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Průběh nahrávání"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}
