// The browser side of `npm run bench:web`: headless Chromium (Debian's, driven by playwright-core)
// loads a page, and we note every request it made with its start and end (the waterfall), every
// JavaScript and CSS file (bytes as decoded, gzipped here, and as sent), the API calls, and when
// the sign-in form or the dashboard became usable.
import { constants, gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, collectPageErrors } from '../../scripts/lib/chromium';

export const DEMO_USER = 'admin@fedra.test';
export const DEMO_PASSWORD = 'Fedra-demo-2026';
export const DASHBOARD_PATH = '/zone/admin/home';
export const LOGIN_PATH = '/login';
/** The dashboard's heading in Czech, the default language. */
export const DASHBOARD_HEADING = 'Přehled';
/** The label of the shell's side menu (a <nav> landmark) in Czech. */
const MENU_LABEL = 'Hlavní menu';
export const ACCESS_TOKEN_KEY = 'fedra.accessToken';
export const REFRESH_TOKEN_KEY = 'fedra.refreshToken';

export const VIEWPORT = { width: 1280, height: 800 };
export const LOCALE = 'cs-CZ';
const USABLE_TIMEOUT_MS = 30_000;

/** The rule for "usable", in words, for the report. */
export const USABLE_CRITERION =
  `the page's <main> shows its level-1 heading, the side menu (the <nav> landmark "${MENU_LABEL}") shows at ` +
  'least one link, and nothing on the page is still loading: no element with aria-busy="true" (the session ' +
  'gate and the page loader), no role="progressbar" (the route progress bar) and no visible Mantine skeleton ' +
  "(the current-season card's placeholder while the seasons load)";

/**
 * Runs in every document before the application's scripts: checks the rule above after every DOM
 * change (and on every animation frame, for changes that are not mutations) and keeps the first
 * moment it held, in milliseconds since the navigation started. A string, not a function, so that
 * no transpiler helper ends up in the page.
 */
const USABLE_DETECTOR = `(() => {
  if (window.top !== window) return;
  const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const usable = () => {
    const heading = document.querySelector('main h1');
    if (!heading || !shown(heading) || !heading.textContent.trim()) return false;
    const menu = document.querySelector('nav[aria-label="${MENU_LABEL}"]');
    if (!menu || !shown(menu) || ![...menu.querySelectorAll('a[href]')].some(shown)) return false;
    return !document.querySelector('[aria-busy="true"], [role="progressbar"], .mantine-Skeleton-root[data-visible]');
  };
  let observer;
  const check = () => {
    if (window.__benchUsable) return;
    if (!usable()) return;
    window.__benchUsable = { at: performance.now(), heading: document.querySelector('main h1').textContent.trim() };
    observer.disconnect();
  };
  observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => {
    check();
    if (!window.__benchUsable) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** The sign-in page's submit button, as the form detector below looks for it. */
const SIGN_IN_BUTTON = 'form button[type="submit"]';

/** Like USABLE_DETECTOR, for the sign-in page: the first moment its submit button was shown. */
const FORM_DETECTOR = `(() => {
  if (window.top !== window) return;
  let observer;
  const check = () => {
    const button = document.querySelector('${SIGN_IN_BUTTON}');
    if (window.__benchForm || !button || !button.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
    window.__benchForm = { at: performance.now() };
    observer.disconnect();
  };
  observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Otherwise playwright-core ends the whole process on Ctrl-C, before bench/web.ts has stopped
    // the server and dropped the database: the harness closes the browser itself.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: CHROMIUM_ARGS,
  });
}

export interface Tokens {
  access: string;
  refresh: string;
}

/** A fresh context (empty HTTP cache and storage), with the session's tokens stored if given. */
export async function newContext(browser: Browser, baseUrl: string, tokens?: Tokens): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: LOCALE,
    viewport: VIEWPORT,
    storageState: {
      cookies: [],
      origins: tokens
        ? [
            {
              origin: new URL(baseUrl).origin,
              localStorage: [
                { name: ACCESS_TOKEN_KEY, value: tokens.access },
                { name: REFRESH_TOKEN_KEY, value: tokens.refresh },
              ],
            },
          ]
        : [],
    },
  });
  context.setDefaultTimeout(USABLE_TIMEOUT_MS);
  await context.addInitScript({ content: USABLE_DETECTOR });
  await context.addInitScript({ content: FORM_DETECTOR });
  return context;
}

export interface LoadedFile {
  /** The path as requested, e.g. /v2/assets/index-abc.js. */
  path: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
  /** The body as it came over the wire (compressed when the server compressed it); null if unknown. */
  sentBytes: number | null;
  /** Resource Timing, ms since the navigation started (null if the page did not record it). */
  startMs: number | null;
  endMs: number | null;
}

export interface ApiCall {
  method: string;
  path: string;
  status: number;
  sentBytes: number | null;
  startMs: number | null;
  endMs: number | null;
}

/** One request of the page load, for the waterfall: what, when it started and when it ended. */
export interface WaterfallEntry {
  kind: 'document' | 'js' | 'css' | 'api' | 'other';
  /** The path (API calls: method and path). */
  label: string;
  startMs: number;
  endMs: number;
  sentBytes: number | null;
}

export interface PageLoad {
  url: string;
  files: LoadedFile[];
  /** The HTML page itself (with the inline runtime configuration). */
  document: { rawBytes: number; gzipBytes: number; sentBytes: number | null } | null;
  api: ApiCall[];
  /** Other requests (images, fonts, ...): path and status. */
  other: { path: string; status: number }[];
  /** Every request with its timing, the document first, by start (Navigation and Resource Timing). */
  waterfall: WaterfallEntry[];
  /** How the server sent the files (content-encoding of the JS/CSS answers; "identity" if none). */
  encodings: string[];
  /** When the dashboard was usable (ms since navigation start), for dashboard loads. */
  usableMs: number | null;
  /** When the sign-in form's submit button was shown, for the sign-in page. */
  formShownMs?: number | null;
}

export function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
}

interface Captured {
  url: string;
  method: string;
  status: number;
  resourceType: string;
  contentType: string;
  encoding: string;
  body: Buffer | null;
}

/** Records the page's responses (with the bodies of scripts, styles and the document) until stopped. */
function recordResponses(page: Page): () => Promise<Captured[]> {
  const pending: Promise<Captured>[] = [];
  const onResponse = (response: Response) => pending.push(capture(response));
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return Promise.all(pending);
  };
}

async function capture(response: Response): Promise<Captured> {
  const request = response.request();
  const headers = await response.allHeaders();
  const contentType = headers['content-type'] ?? '';
  const resourceType = request.resourceType();
  const wanted = resourceType === 'document' || kindOf(response.url(), contentType) !== null;
  return {
    url: response.url(),
    method: request.method(),
    status: response.status(),
    resourceType,
    contentType,
    encoding: headers['content-encoding'] ?? 'identity',
    body: wanted ? await response.body().catch(() => null) : null,
  };
}

function kindOf(url: string, contentType: string): 'js' | 'css' | null {
  const { pathname } = new URL(url);
  if (/javascript|ecmascript/.test(contentType) || /\.m?js$/.test(pathname)) return 'js';
  if (contentType.includes('text/css') || pathname.endsWith('.css')) return 'css';
  return null;
}

interface TimingEntry {
  name: string;
  startTime: number;
  responseEnd: number;
  /** The body's size as sent (before decoding); 0 when served from the cache. */
  encodedBodySize: number;
}

/**
 * The document's Navigation Timing entry, then every Resource Timing entry. A string, not a
 * function: the transpiler would name the helper with a function the page does not have.
 */
function resourceTimings(page: Page): Promise<{ document: TimingEntry; resources: TimingEntry[] }> {
  return page.evaluate(`(() => {
    const pick = (e) => ({
      name: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
      encodedBodySize: e.encodedBodySize,
    });
    return {
      document: pick(performance.getEntriesByType('navigation')[0]),
      resources: performance.getEntriesByType('resource').map(pick),
    };
  })()`) as Promise<{ document: TimingEntry; resources: TimingEntry[] }>;
}

/** Turns the recorded responses and the page's Resource Timing into a PageLoad. */
async function summarise(
  page: Page,
  url: string,
  captured: Captured[],
  usableMs: number | null,
  origin: string,
): Promise<PageLoad> {
  const { document: navigation, resources } = await resourceTimings(page);
  const timings = new Map<string, TimingEntry>();
  for (const t of resources) if (!timings.has(t.name)) timings.set(t.name, t);
  const files = new Map<string, LoadedFile>();
  const api: ApiCall[] = [];
  const other: PageLoad['other'] = [];
  const encodings = new Set<string>();
  const local = (u: URL) => (u.origin === origin ? u.pathname : u.href);
  const waterfall: WaterfallEntry[] = [
    {
      kind: 'document',
      label: local(new URL(navigation.name)),
      startMs: Math.round(navigation.startTime),
      endMs: Math.round(navigation.responseEnd),
      sentBytes: navigation.encodedBodySize,
    },
  ];
  let document: PageLoad['document'] = null;
  for (const c of captured) {
    const u = new URL(c.url);
    const timing = timings.get(c.url);
    const startMs = timing ? Math.round(timing.startTime) : null;
    const endMs = timing ? Math.round(timing.responseEnd) : null;
    const sentBytes = timing ? timing.encodedBodySize : null;
    if (c.resourceType === 'document') {
      if (c.body)
        document = { rawBytes: c.body.length, gzipBytes: gzipSize(c.body), sentBytes: navigation.encodedBodySize };
      continue;
    }
    const kind = kindOf(c.url, c.contentType);
    const isApi = !kind && u.origin === origin && u.pathname.startsWith('/api/');
    if (timing && !waterfall.some((w) => w.label === local(u) && w.startMs === startMs)) {
      waterfall.push({
        kind: kind ?? (isApi ? 'api' : 'other'),
        label: isApi ? `${c.method} ${u.pathname}${u.search}` : local(u),
        startMs: startMs!,
        endMs: endMs!,
        sentBytes,
      });
    }
    if (kind) {
      if (!c.body) throw new Error(`could not read the body of ${c.url} (status ${c.status})`);
      if (c.status !== 200) throw new Error(`${c.url} answered ${c.status}`);
      encodings.add(c.encoding);
      if (!files.has(c.url)) {
        files.set(c.url, {
          path: local(u),
          kind,
          rawBytes: c.body.length,
          gzipBytes: gzipSize(c.body),
          sentBytes,
          startMs,
          endMs,
        });
      }
    } else if (isApi) {
      api.push({ method: c.method, path: u.pathname + u.search, status: c.status, sentBytes, startMs, endMs });
    } else {
      other.push({ path: local(u), status: c.status });
    }
  }
  const byStart = (a: { startMs: number | null }, b: { startMs: number | null }) =>
    (a.startMs ?? Number.MAX_SAFE_INTEGER) - (b.startMs ?? Number.MAX_SAFE_INTEGER);
  return {
    url,
    files: [...files.values()].sort(byStart),
    document,
    api: api.sort(byStart),
    other,
    waterfall: waterfall.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs),
    encodings: [...encodings],
    usableMs,
  };
}

function failOnErrors(errors: string[], what: string): void {
  if (errors.length) throw new Error(`${what}: the page reported errors:\n${errors.join('\n')}`);
}

/** Waits until the detector saw a usable dashboard; returns ms since navigation start. */
async function waitUntilUsable(page: Page, what: string): Promise<number> {
  try {
    await page.waitForFunction('Boolean(window.__benchUsable)', undefined, {
      timeout: USABLE_TIMEOUT_MS,
      polling: 50,
    });
  } catch (err) {
    const state = await page
      .evaluate('document.body ? document.body.innerText.slice(0, 300) : ""')
      .catch(() => '(page not readable)');
    throw new Error(
      `${what}: the dashboard was not usable within ${USABLE_TIMEOUT_MS / 1000} s at ${page.url()} ` +
        `(${(err as Error).message.split('\n')[0]}); the page showed: ${JSON.stringify(state)}`,
    );
  }
  const result = (await page.evaluate('window.__benchUsable')) as { at: number; heading: string };
  const pathname = new URL(page.url()).pathname;
  if (pathname !== DASHBOARD_PATH || result.heading !== DASHBOARD_HEADING) {
    throw new Error(
      `${what}: expected the dashboard "${DASHBOARD_HEADING}" at ${DASHBOARD_PATH}, ` +
        `got "${result.heading}" at ${pathname}`,
    );
  }
  return Math.round(result.at);
}

export interface SignInMeasurement {
  load: PageLoad;
  tokens: Tokens;
}

/**
 * Loads the sign-in page in a fresh context and records its files (until the network is quiet),
 * then signs in through the form as a person would and returns the session's tokens.
 */
export async function measureSignIn(browser: Browser, baseUrl: string): Promise<SignInMeasurement> {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const stop = recordResponses(page);
    await page.goto(LOGIN_PATH);
    await page.getByRole('button', { name: 'Přihlásit se' }).waitFor();
    await page.waitForLoadState('networkidle');
    const load = await summarise(page, LOGIN_PATH, await stop(), null, new URL(baseUrl).origin);
    const form = (await page.evaluate('window.__benchForm ?? null')) as { at: number } | null;
    load.formShownMs = form ? Math.round(form.at) : null;
    failOnErrors(errors, 'sign-in page');

    await page.getByLabel('E-mail').fill(DEMO_USER);
    await page.getByLabel(/^Heslo\s*\*?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    try {
      await page.waitForURL((url) => url.pathname === DASHBOARD_PATH, { timeout: USABLE_TIMEOUT_MS });
    } catch {
      const alert = await page
        .getByRole('alert')
        .allTextContents()
        .catch(() => []);
      throw new Error(
        `signing in as ${DEMO_USER} did not reach ${DASHBOARD_PATH} (at ${page.url()}${alert.length ? `; alert: ${alert.join(' ')}` : ''})`,
      );
    }
    await waitUntilUsable(page, 'after signing in');
    failOnErrors(errors, 'signing in');
    const stored = (await page.evaluate(
      `[localStorage.getItem('${ACCESS_TOKEN_KEY}'), localStorage.getItem('${REFRESH_TOKEN_KEY}')]`,
    )) as [string | null, string | null];
    if (!stored[0] || !stored[1]) throw new Error('signed in, but the session tokens are not in localStorage');
    return { load, tokens: { access: stored[0], refresh: stored[1] } };
  } finally {
    await context.close();
  }
}

/** Loads the dashboard with a stored session in a fresh context and records its files. */
export async function measureDashboardFiles(browser: Browser, baseUrl: string, tokens: Tokens): Promise<PageLoad> {
  const context = await newContext(browser, baseUrl, tokens);
  try {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const stop = recordResponses(page);
    await page.goto(DASHBOARD_PATH, { waitUntil: 'commit' });
    const usableMs = await waitUntilUsable(page, 'dashboard');
    await page.waitForLoadState('networkidle');
    const load = await summarise(page, DASHBOARD_PATH, await stop(), usableMs, new URL(baseUrl).origin);
    failOnErrors(errors, 'dashboard');
    return load;
  } finally {
    await context.close();
  }
}

export interface TimedLoad {
  /** Navigation start to a usable dashboard. */
  usableMs: number;
  /** Navigation Timing of the document: DOMContentLoaded ended, load event ended. */
  domContentLoadedMs: number;
  loadMs: number;
  /** Requests the page made (Resource Timing entries) by the time it was usable. */
  requests: number;
}

async function timedLoad(page: Page, what: string): Promise<TimedLoad> {
  const errors = collectPageErrors(page);
  await page.goto(DASHBOARD_PATH, { waitUntil: 'commit' });
  const usableMs = await waitUntilUsable(page, what);
  await page.waitForLoadState('load');
  const nav = (await page.evaluate(`(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const usable = window.__benchUsable.at;
    return {
      domContentLoadedMs: n.domContentLoadedEventEnd,
      loadMs: n.loadEventEnd,
      requests: performance.getEntriesByType('resource').filter((e) => e.startTime <= usable).length,
    };
  })()`)) as Omit<TimedLoad, 'usableMs'>;
  failOnErrors(errors, what);
  return {
    usableMs,
    domContentLoadedMs: Math.round(nav.domContentLoadedMs),
    loadMs: Math.round(nav.loadMs),
    requests: nav.requests,
  };
}

export interface TimingRun {
  cold: TimedLoad;
  /** A second load in the same context: the HTTP cache holds the files from the first. */
  warm: TimedLoad;
}

/**
 * One run: a fresh context (cold HTTP cache) with the session stored, the dashboard loaded in a
 * new page; then the same context's second page loads it again (warm cache).
 */
export async function timeDashboard(
  browser: Browser,
  baseUrl: string,
  tokens: Tokens,
  run: number,
): Promise<TimingRun> {
  const context = await newContext(browser, baseUrl, tokens);
  try {
    const first = await context.newPage();
    const cold = await timedLoad(first, `run ${run} (cold cache)`);
    await first.close();
    const second = await context.newPage();
    const warm = await timedLoad(second, `run ${run} (warm cache)`);
    return { cold, warm };
  } finally {
    await context.close();
  }
}
