// Waiting for a list page (platform/forms/ListView) to settle before reading or clicking its rows.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The list's last load has ended and no table is busy: the rows shown answer the current filter. */
export async function listIdle(page: Page): Promise<void> {
  await page.locator('[data-list-status="idle"]').first().waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('table[aria-busy]').count()).toBe(0);
}
