// The bytes of a file the page downloaded.
import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';

/** The downloaded file's content; fails the test with the browser's reason when it failed. */
export async function fileOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`download failed: ${await download.failure()}`);
  return readFile(path);
}
