// Debian's Chromium as the browser tests and the web benchmark launch it (no browser downloads
// here; playwright-core drives /usr/bin/chromium).
import type { Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless in a container as root: no sandbox, no GPU, nothing that phones home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Collects the page's uncaught exceptions and console errors from now on. Chromium logs every
 * 4xx answer ("Failed to load resource"): a refused sign-in or a validation error is an expected
 * answer, not a page error; a 5xx still counts.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (
      msg.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
    )
      errors.push(`console error: ${msg.text()}`);
  });
  return errors;
}
