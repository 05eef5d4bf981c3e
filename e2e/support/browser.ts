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
  afterEach(async () => {
    const pages = opened;
    opened = [];
    await Promise.all(pages.map((p) => p.context.close()));
    const errors = pages.flatMap((p) => p.errors);
    if (!options.allowErrors && errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
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

/** Saves a full-page screenshot to e2e/.artifacts/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
