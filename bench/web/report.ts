// The Markdown report of `npm run bench:web`, and the JSON record it is made from (saved beside
// it, so that a later run can show this one as its "before").
import {
  DASHBOARD_PATH,
  LOCALE,
  LOGIN_PATH,
  type PageLoad,
  type TimingRun,
  USABLE_CRITERION,
  VIEWPORT,
} from './browser';
import { describeStep, steps, waterfallChart } from './waterfall';

/** The targets of issue 34, tighter than issue 9's 170 kB and 800 ms (docs/benchmark.md). */
export const SIGN_IN_JS_BUDGET_BYTES = 120_000;
export const DASHBOARD_USABLE_TARGET_MS = 600;

export interface WebReport {
  date: Date;
  commit: string | null;
  machine: string;
  chromium: string;
  database: string;
  /** The 1-, 5- and 15-minute load averages when the measurement started. */
  loadAverage: number[];
  signIn: PageLoad;
  dashboard: PageLoad;
  runs: TimingRun[];
  /** An earlier run (its JSON record) to compare with: sizes, times and waterfalls side by side. */
  before?: WebRecord;
}

/** A run as saved to bench/results/web-<date>.json. */
export type WebRecord = Omit<WebReport, 'date' | 'before'> & { date: string };

export function toRecord({ before: _before, ...report }: WebReport): WebRecord {
  return { ...report, date: report.date.toISOString() };
}

/** Reads a saved record; throws naming what is missing when the file is not one. */
export function parseRecord(json: string, source: string): WebRecord {
  const r = JSON.parse(json) as Partial<WebRecord>;
  for (const key of ['date', 'signIn', 'dashboard', 'runs'] as const)
    if (!r[key]) throw new Error(`${source} is not a bench:web record (no "${key}")`);
  if (!r.signIn?.waterfall || !r.dashboard?.waterfall)
    throw new Error(`${source} has no request waterfall (recorded before bench:web kept one)`);
  return r as WebRecord;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (v: number | null) => (v === null ? '–' : `${v} ms`);
const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
const sent = (v: number | null | undefined) => (v === null || v === undefined ? '–' : kB(v));

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

export interface Totals {
  jsRaw: number;
  jsGzip: number;
  /** Bytes over the wire (as the server sent them: compressed or not). */
  jsSent: number;
  jsFiles: number;
  cssRaw: number;
  cssGzip: number;
  cssSent: number;
  cssFiles: number;
  /** Every request's body as sent: the page, its files and its API answers. */
  allSent: number;
}

export function totals(load: PageLoad): Totals {
  const sum = (kind: 'js' | 'css', key: 'rawBytes' | 'gzipBytes' | 'sentBytes') =>
    load.files.filter((f) => f.kind === kind).reduce((n, f) => n + (f[key] ?? 0), 0);
  return {
    jsRaw: sum('js', 'rawBytes'),
    jsGzip: sum('js', 'gzipBytes'),
    jsSent: sum('js', 'sentBytes'),
    jsFiles: load.files.filter((f) => f.kind === 'js').length,
    cssRaw: sum('css', 'rawBytes'),
    cssGzip: sum('css', 'gzipBytes'),
    cssSent: sum('css', 'sentBytes'),
    cssFiles: load.files.filter((f) => f.kind === 'css').length,
    allSent: (load.waterfall ?? []).reduce((n, e) => n + (e.sentBytes ?? 0), 0),
  };
}

/** The file's name without the build's asset folder (/v2/assets/). */
const shortName = (path: string) => path.replace(/^\/(?:[\w-]+\/)*v2\/assets\//, '');

function filesTable(load: PageLoad, baseline?: PageLoad): string {
  const known = new Set(baseline?.files.map((f) => f.path));
  const late = (end: number | null) => load.usableMs !== null && end !== null && end > load.usableMs;
  const rows = load.files.map((f) => {
    const marks = `${baseline && !known.has(f.path) ? ' ¹' : ''}${late(f.endMs) ? ' ²' : ''}`;
    return `| \`${shortName(f.path)}\`${marks} | ${f.kind.toUpperCase()} | ${kB(f.rawBytes)} | ${kB(f.gzipBytes)} | ${sent(f.sentBytes)} | ${ms(f.startMs)} | ${ms(f.endMs)} |`;
  });
  const t = totals(load);
  return [
    '| File | Type | Raw | Gzip | Sent | Requested at | Received at |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **JavaScript, ${files(t.jsFiles)}** | JS | **${kB(t.jsRaw)}** | **${kB(t.jsGzip)}** | **${kB(t.jsSent)}** | | |`,
    `| **CSS, ${files(t.cssFiles)}** | CSS | **${kB(t.cssRaw)}** | **${kB(t.cssGzip)}** | **${kB(t.cssSent)}** | | |`,
  ].join('\n');
}

function pageNotes(load: PageLoad, baseline?: PageLoad): string[] {
  const notes: string[] = [];
  if (baseline) {
    const known = new Set(baseline.files.map((f) => f.path));
    const added = load.files.filter((f) => !known.has(f.path));
    const gz = added.reduce((n, f) => n + f.gzipBytes, 0);
    notes.push(`¹ Not loaded by the sign-in page: ${files(added.length)}, ${kB(gz)} gzip.`);
  }
  if (load.usableMs !== null) {
    const late = load.files.filter((f) => f.endMs !== null && f.endMs > load.usableMs!);
    notes.push(
      late.length
        ? `² Received after the dashboard was usable (${load.usableMs} ms in this load): ${files(late.length)}, ${kB(late.reduce((n, f) => n + f.gzipBytes, 0))} gzip.`
        : `No file arrived after the dashboard was usable (${load.usableMs} ms in this load).`,
    );
  }
  if (load.document)
    notes.push(
      `HTML page (with the inline runtime configuration, not in the totals): ${kB(load.document.rawBytes)} raw, ${kB(load.document.gzipBytes)} gzip, ${sent(load.document.sentBytes)} sent.`,
    );
  if (load.api.length) {
    notes.push(
      `API calls: ${load.api.map((a) => `\`${a.method} ${a.path}\` ${a.status} (${ms(a.startMs)}–${ms(a.endMs)})`).join(', ')}.`,
    );
  }
  if (load.other.length)
    notes.push(`Other requests: ${load.other.map((o) => `\`${o.path}\` ${o.status}`).join(', ')}.`);
  return notes;
}

function timingTable(runs: TimingRun[]): string {
  const rows = runs.map(
    (r, i) =>
      `| ${i + 1} | ${r.cold.usableMs} | ${r.cold.domContentLoadedMs} | ${r.cold.loadMs} | ${r.cold.requests} | ${r.warm.usableMs} | ${r.warm.domContentLoadedMs} | ${r.warm.requests} |`,
  );
  const stat = (name: string, f: (v: number[]) => number) =>
    `| **${name}** | **${f(runs.map((r) => r.cold.usableMs))}** | ${f(runs.map((r) => r.cold.domContentLoadedMs))} | ${f(runs.map((r) => r.cold.loadMs))} | | **${f(runs.map((r) => r.warm.usableMs))}** | ${f(runs.map((r) => r.warm.domContentLoadedMs))} | |`;
  return [
    '| Run | Cold: usable (ms) | Cold: DOMContentLoaded | Cold: load event | Cold: requests | Warm: usable (ms) | Warm: DOMContentLoaded | Warm: requests |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    stat('median', median),
    stat('max', (v) => Math.max(...v)),
  ].join('\n');
}

function roundedDate(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The waterfall of one page load: its sequential steps in words, then the chart. */
function waterfallSection(load: PageLoad): string[] {
  if (!load.waterfall?.length) return ['(This run recorded no waterfall.)', ''];
  const marks = [
    ...(load.formShownMs != null ? [{ label: 'sign-in form shown', atMs: load.formShownMs }] : []),
    ...(load.usableMs !== null ? [{ label: 'dashboard usable', atMs: load.usableMs }] : []),
  ];
  const list = steps(load.waterfall);
  return [
    `${list.length} sequential ${list.length === 1 ? 'step' : 'steps'} (a step starts with a request made only after every request of the step before it had ended):`,
    '',
    ...list.map((st, i) => `${i + 1}. ${st.startMs}–${st.endMs} ms: ${describeStep(st)}`),
    '',
    '```text',
    waterfallChart(load.waterfall, marks),
    '```',
    '',
  ];
}

/** The codebook's answer on the sign-in page: its start and end, ms. */
function codebookCall(load: PageLoad) {
  return load.api.find((a) => a.path.startsWith('/api/global-zone/codebook')) ?? null;
}

function beforeAfterTable(before: WebRecord, r: WebReport): string {
  const row = (what: string, b: string, a: string) => `| ${what} | ${b} | ${a} |`;
  const pair = (f: (x: WebRecord | WebReport) => string) => [f(before), f(r)] as const;
  const t = (x: WebRecord | WebReport) => ({ s: totals(x.signIn), d: totals(x.dashboard) });
  const cold = (x: WebRecord | WebReport) => x.runs.map((run) => run.cold.usableMs);
  const warm = (x: WebRecord | WebReport) => x.runs.map((run) => run.warm.usableMs);
  const cb = (x: WebRecord | WebReport) => {
    const c = codebookCall(x.signIn);
    return c && c.startMs !== null && c.endMs !== null ? `${c.endMs - c.startMs} ms (${c.startMs}–${c.endMs})` : '–';
  };
  return [
    '| | Before | After |',
    '| --- | ---: | ---: |',
    row('Sign-in: JS gzip', ...pair((x) => `**${kB(t(x).s.jsGzip)}**`)),
    row('Sign-in: JS files', ...pair((x) => String(t(x).s.jsFiles))),
    row('Sign-in: bytes sent (page, files, API)', ...pair((x) => kB(t(x).s.allSent))),
    row('Sign-in: form shown at', ...pair((x) => ms(x.signIn.formShownMs ?? null))),
    row('Sign-in: codebook answer (first request after the server started)', ...pair(cb)),
    row('Sign-in: sequential steps', ...pair((x) => String(steps(x.signIn.waterfall).length))),
    row('Dashboard: JS gzip', ...pair((x) => `**${kB(t(x).d.jsGzip)}**`)),
    row('Dashboard: JS files', ...pair((x) => String(t(x).d.jsFiles))),
    row('Dashboard: bytes sent (page, files, API)', ...pair((x) => kB(t(x).d.allSent))),
    row('Dashboard: sequential steps', ...pair((x) => String(steps(x.dashboard.waterfall).length))),
    row(
      `Dashboard usable, cold cache: median (max) of ${r.runs.length}`,
      ...pair((x) => `**${median(cold(x))} ms** (${Math.max(...cold(x))})`),
    ),
    row(
      'Dashboard usable, warm cache: median (max)',
      ...pair((x) => `${median(warm(x))} ms (${Math.max(...warm(x))})`),
    ),
    row('Load average at the start', ...pair((x) => x.loadAverage.map((l) => l.toFixed(2)).join(', '))),
  ].join('\n');
}

function targets(r: WebReport): string {
  const s = totals(r.signIn);
  const cold = median(r.runs.map((x) => x.cold.usableMs));
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  return (
    `Targets: sign-in JavaScript ≤ ${kB(SIGN_IN_JS_BUDGET_BYTES)} gzip: ${verdict(s.jsGzip <= SIGN_IN_JS_BUDGET_BYTES)} (${kB(s.jsGzip)}); ` +
    `dashboard usable ≤ ${DASHBOARD_USABLE_TARGET_MS} ms with a cold cache (median): ${verdict(cold <= DASHBOARD_USABLE_TARGET_MS)} (${cold} ms).`
  );
}

export function renderReport(r: WebReport): string {
  const s = totals(r.signIn);
  const d = totals(r.dashboard);
  const cold = r.runs.map((x) => x.cold.usableMs);
  const warm = r.runs.map((x) => x.warm.usableMs);
  const encodings = [...new Set([...r.signIn.encodings, ...r.dashboard.encodings])];
  return [
    '# Web: what the browser loads, and the time to a usable dashboard',
    '',
    `- Date: ${roundedDate(r.date)}${r.commit ? `, commit ${r.commit}` : ''}`,
    r.machine,
    `- Load average at the start: ${r.loadAverage.map((l) => l.toFixed(2)).join(', ')} (other work on the machine shows up in the timings)`,
    `- Browser: headless Chromium ${r.chromium} (playwright-core), viewport ${VIEWPORT.width}×${VIEWPORT.height}, locale ${LOCALE}, no network or CPU throttling`,
    `- Server: the production build (\`npm run build\`) served by the real server on 127.0.0.1, ${r.database}, demo data`,
    `- Sizes: the bytes of each file as the browser received it, "gzip" = Node's zlib \`gzipSync\` at level 9 on those bytes (the server sent them with content-encoding: ${encodings.join(', ') || 'none'}); 1 kB = 1000 bytes`,
    '',
    '## Summary',
    '',
    '| Page | JS gzip | CSS gzip | JS raw | CSS raw | JS + CSS sent | Files (JS + CSS) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| Sign-in \`${LOGIN_PATH}\` | **${kB(s.jsGzip)}** | **${kB(s.cssGzip)}** | ${kB(s.jsRaw)} | ${kB(s.cssRaw)} | ${kB(s.jsSent + s.cssSent)} | ${s.jsFiles} + ${s.cssFiles} |`,
    `| Dashboard \`${DASHBOARD_PATH}\` (admin) | **${kB(d.jsGzip)}** | **${kB(d.cssGzip)}** | ${kB(d.jsRaw)} | ${kB(d.cssRaw)} | ${kB(d.jsSent + d.cssSent)} | ${d.jsFiles} + ${d.cssFiles} |`,
    '',
    `Time to a usable dashboard, ${r.runs.length} runs: cold cache **median ${median(cold)} ms, max ${Math.max(...cold)} ms**; ` +
      `warm cache median ${median(warm)} ms, max ${Math.max(...warm)} ms.`,
    '',
    targets(r),
    '',
    ...(r.before
      ? [
          '## Before and after',
          '',
          `Before: the run of ${roundedDate(new Date(r.before.date))}${r.before.commit ? `, commit ${r.before.commit}` : ''} (its waterfalls are at the end of this report). After: this run.`,
          '',
          beforeAfterTable(r.before, r),
          '',
        ]
      : []),
    `## Sign-in page \`${LOGIN_PATH}\``,
    '',
    'A fresh browser context (empty cache, no session), the files fetched until the form showed and the network was quiet for 500 ms. Times are from the navigation start (Navigation and Resource Timing: a request from its start to the last byte of its answer). "Sent": the body as it came over the wire.',
    '',
    filesTable(r.signIn),
    '',
    ...pageNotes(r.signIn).flatMap((n) => [n, '']),
    '### Request waterfall',
    '',
    ...waterfallSection(r.signIn),
    `## Dashboard \`${DASHBOARD_PATH}\``,
    '',
    'Signed in as admin@fedra.test: a fresh context (empty cache) with the session tokens stored in localStorage, then a fresh page load of the dashboard; the files fetched until it was usable and the network was quiet for 500 ms.',
    '',
    filesTable(r.dashboard, r.signIn),
    '',
    ...pageNotes(r.dashboard, r.signIn).flatMap((n) => [n, '']),
    '### Request waterfall',
    '',
    ...waterfallSection(r.dashboard),
    '## Time to a usable dashboard',
    '',
    `From the navigation start of a fresh page load of \`${DASHBOARD_PATH}\` (session tokens stored in localStorage beforehand) until the first moment at which ${USABLE_CRITERION}. ` +
      'Cold: a new browser context per run (empty HTTP cache). Warm: a second page in the same context right after (hashed assets are cached as immutable; the HTML is revalidated). ' +
      'The sign-in and file measurements above ran first, so the server was warm. Requests: Resource Timing entries started by the time the dashboard was usable.',
    '',
    timingTable(r.runs),
    '',
    ...(r.before
      ? [
          '## Before: request waterfalls',
          '',
          `The run of ${roundedDate(new Date(r.before.date))}${r.before.commit ? `, commit ${r.before.commit}` : ''}, measured the same way.`,
          '',
          `### Sign-in page \`${LOGIN_PATH}\` (before)`,
          '',
          ...waterfallSection(r.before.signIn),
          `### Dashboard \`${DASHBOARD_PATH}\` (before)`,
          '',
          ...waterfallSection(r.before.dashboard),
        ]
      : []),
  ].join('\n');
}
