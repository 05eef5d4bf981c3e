// The Markdown report of `npm run bench:web`.
import {
  DASHBOARD_PATH,
  LOCALE,
  LOGIN_PATH,
  type PageLoad,
  type TimingRun,
  USABLE_CRITERION,
  VIEWPORT,
} from './browser';

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
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (v: number | null) => (v === null ? '–' : `${v} ms`);
const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

export interface Totals {
  jsRaw: number;
  jsGzip: number;
  jsFiles: number;
  cssRaw: number;
  cssGzip: number;
  cssFiles: number;
}

export function totals(load: PageLoad): Totals {
  const sum = (kind: 'js' | 'css', key: 'rawBytes' | 'gzipBytes') =>
    load.files.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);
  return {
    jsRaw: sum('js', 'rawBytes'),
    jsGzip: sum('js', 'gzipBytes'),
    jsFiles: load.files.filter((f) => f.kind === 'js').length,
    cssRaw: sum('css', 'rawBytes'),
    cssGzip: sum('css', 'gzipBytes'),
    cssFiles: load.files.filter((f) => f.kind === 'css').length,
  };
}

/** The file's name without the build's asset folder (/v2/assets/). */
const shortName = (path: string) => path.replace(/^\/(?:[\w-]+\/)*v2\/assets\//, '');

function filesTable(load: PageLoad, baseline?: PageLoad): string {
  const known = new Set(baseline?.files.map((f) => f.path));
  const late = (end: number | null) => load.usableMs !== null && end !== null && end > load.usableMs;
  const rows = load.files.map((f) => {
    const marks = `${baseline && !known.has(f.path) ? ' ¹' : ''}${late(f.endMs) ? ' ²' : ''}`;
    return `| \`${shortName(f.path)}\`${marks} | ${f.kind.toUpperCase()} | ${kB(f.rawBytes)} | ${kB(f.gzipBytes)} | ${ms(f.startMs)} | ${ms(f.endMs)} |`;
  });
  const t = totals(load);
  return [
    '| File | Type | Raw | Gzip | Requested at | Received at |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **JavaScript, ${files(t.jsFiles)}** | JS | **${kB(t.jsRaw)}** | **${kB(t.jsGzip)}** | | |`,
    `| **CSS, ${files(t.cssFiles)}** | CSS | **${kB(t.cssRaw)}** | **${kB(t.cssGzip)}** | | |`,
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
      `HTML page (with the inline runtime configuration, not in the totals): ${kB(load.document.rawBytes)} raw, ${kB(load.document.gzipBytes)} gzip.`,
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
    '| Page | JS gzip | CSS gzip | JS raw | CSS raw | Files (JS + CSS) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| Sign-in \`${LOGIN_PATH}\` | **${kB(s.jsGzip)}** | **${kB(s.cssGzip)}** | ${kB(s.jsRaw)} | ${kB(s.cssRaw)} | ${s.jsFiles} + ${s.cssFiles} |`,
    `| Dashboard \`${DASHBOARD_PATH}\` (admin) | **${kB(d.jsGzip)}** | **${kB(d.cssGzip)}** | ${kB(d.jsRaw)} | ${kB(d.cssRaw)} | ${d.jsFiles} + ${d.cssFiles} |`,
    '',
    `Time to a usable dashboard, ${r.runs.length} runs: cold cache **median ${median(cold)} ms, max ${Math.max(...cold)} ms**; ` +
      `warm cache median ${median(warm)} ms, max ${Math.max(...warm)} ms.`,
    '',
    `## Sign-in page \`${LOGIN_PATH}\``,
    '',
    'A fresh browser context (empty cache, no session), the files fetched until the form showed and the network was quiet for 500 ms. Times are from the navigation start (Resource Timing).',
    '',
    filesTable(r.signIn),
    '',
    ...pageNotes(r.signIn).flatMap((n) => [n, '']),
    `## Dashboard \`${DASHBOARD_PATH}\``,
    '',
    'Signed in as admin@fedra.test: a fresh context (empty cache) with the session tokens stored in localStorage, then a fresh page load of the dashboard; the files fetched until it was usable and the network was quiet for 500 ms.',
    '',
    filesTable(r.dashboard, r.signIn),
    '',
    ...pageNotes(r.dashboard, r.signIn).flatMap((n) => [n, '']),
    '## Time to a usable dashboard',
    '',
    `From the navigation start of a fresh page load of \`${DASHBOARD_PATH}\` (session tokens stored in localStorage beforehand) until the first moment at which ${USABLE_CRITERION}. ` +
      'Cold: a new browser context per run (empty HTTP cache). Warm: a second page in the same context right after (hashed assets are cached as immutable; the HTML is revalidated). ' +
      'The sign-in and file measurements above ran first, so the server was warm. Requests: Resource Timing entries started by the time the dashboard was usable.',
    '',
    timingTable(r.runs),
    '',
  ].join('\n');
}
