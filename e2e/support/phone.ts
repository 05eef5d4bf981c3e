// Phone width (375 px): what the browser specs check before their phone screenshots.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

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

/**
 * The page as a phone shows it, opened afresh at 375 px in the same session: nothing scrolls
 * sideways but wide tables inside their box. The screenshot is taken of that page.
 */
export async function screenshotAtPhoneWidth(page: Page, name: string): Promise<void> {
  const phone = await page.context().newPage();
  try {
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(page.url());
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await phone.waitForLoadState('networkidle');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, name);
  } finally {
    await phone.close();
  }
}
