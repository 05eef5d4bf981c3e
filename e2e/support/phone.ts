// Phone width (375 px): what the browser specs check before their phone screenshots.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** At phone width the page does not scroll sideways (wide tables scroll inside their box). */
export async function fitsPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  // The side menu slides away; the screenshot waits until it has gone.
  const menuLink = page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link').first();
  await expect
    .poll(() => menuLink.evaluate((el) => el.getBoundingClientRect().right > 0 && !el.closest('[inert]')))
    .toBe(false);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}
