// Chromium for the browser specs: Debian's binary driven by playwright-core, one browser per
// spec file, a fresh context (cookies, storage) per test, and errors on the page fail the test.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, collectPageErrors } from '../../scripts/lib/chromium';

export const artifactsDir = fileURLToPath(new URL('../.artifacts/', import.meta.url));

/** The address of the server under test, set by e2e/run.ts. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser specs with `npm run test:e2e`');
  return url.replace(/\/$/, '');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions and console errors seen on the page so far. */
  errors: string[];
}

/** A page in a fresh context, with the base URL set so `page.goto('/')` works. */
export async function openPage(browser: Browser, options: { locale?: string } = {}): Promise<OpenPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'cs-CZ',
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  return { page, context, errors };
}

export interface BrowserSession {
  /** A fresh page (own context) for the running test; closed when the test ends. */
  newPage(options?: { locale?: string }): Promise<OpenPage>;
}

/**
 * Registers the hooks of a spec file: one browser for the file, pages opened by a test are
 * closed after it, and a test fails if its pages reported errors. Call at the top of the file.
 */
export function useBrowser(options: { allowErrors?: boolean } = {}): BrowserSession {
  let browser: Browser | undefined;
  let opened: OpenPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    const pages = opened;
    opened = [];
    // A failed test says where its pages were (a flaky step in CI leaves only its log to read).
    const failed = context.task.result?.state === 'fail';
    const whereabouts = failed
      ? await Promise.all(pages.map((p, i) => describePage(p.page, context.task.name, i)))
      : [];
    await Promise.all(pages.map((p) => p.context.close()));
    const errors = pages.flatMap((p) => p.errors);
    if (!options.allowErrors && errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    if (whereabouts.length) throw new Error(`where the pages were when the test failed:\n${whereabouts.join('\n')}`);
  });
  return {
    async newPage(pageOptions = {}) {
      if (!browser) throw new Error('useBrowser(): newPage() must be called inside a test');
      const open = await openPage(browser, pageOptions);
      opened.push(open);
      return open;
    },
  };
}

/**
 * One line on a page of a failed test: its address, heading, open dialogs and alerts, and a
 * screenshot (e2e/.artifacts/failed-*.png). Never throws: a closed page says so.
 */
async function describePage(page: Page, testName: string, index: number): Promise<string> {
  try {
    const name = `failed-${testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}-${index}`;
    const shot = await screenshot(page, name).catch(() => 'no screenshot');
    const seen = await page.evaluate(() => {
      const texts = (selector: string) =>
        [...document.querySelectorAll(selector)].map((e) => (e.textContent ?? '').trim().slice(0, 160)).filter(Boolean);
      const dialogs = [...document.querySelectorAll('[role="dialog"]')].map((d) => {
        const by = d.getAttribute('aria-labelledby');
        return (by && document.getElementById(by)?.textContent) || d.getAttribute('aria-label') || '(unnamed)';
      });
      return { headings: texts('h1'), dialogs, alerts: texts('[role="alert"], .mantine-Notification-root') };
    });
    const url = new URL(page.url());
    return `  page ${index}: ${url.pathname}${url.search} | h1: ${seen.headings.join(' / ') || '–'} | dialogs: ${
      seen.dialogs.join(' / ') || '–'
    } | alerts: ${seen.alerts.join(' / ') || '–'} | ${shot}`;
  } catch (err) {
    return `  page ${index}: not readable (${(err as Error).message.split('\n')[0]})`;
  }
}

/** Saves a full-page screenshot to e2e/.artifacts/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
