// The request waterfall of a page load, as text: which requests waited for which (the steps) and
// a chart of every request's start and end since the navigation started.
import type { WaterfallEntry } from './browser';

export interface Step {
  startMs: number;
  endMs: number;
  entries: WaterfallEntry[];
}

/**
 * The sequential steps of a load: a request that starts only after every request of the current
 * step has ended begins the next step (it could not have been asked for any earlier than what it
 * waited for). Requests that overlap the current step belong to it. Other requests (the favicon,
 * images) are left out: nothing on the page waits for them.
 */
export function steps(entries: readonly WaterfallEntry[]): Step[] {
  const out: Step[] = [];
  for (const e of [...entries].filter((x) => x.kind !== 'other').sort((a, b) => a.startMs - b.startMs)) {
    const current = out[out.length - 1];
    if (current && e.startMs < current.endMs) {
      current.entries.push(e);
      current.endMs = Math.max(current.endMs, e.endMs);
    } else {
      out.push({ startMs: e.startMs, endMs: e.endMs, entries: [e] });
    }
  }
  return out;
}

/** What a step fetched, in a few words: the document, the API calls by name, the files by kind. */
export function describeStep(step: Step): string {
  const parts: string[] = [];
  if (step.entries.some((e) => e.kind === 'document')) parts.push('the HTML page');
  for (const e of step.entries.filter((x) => x.kind === 'api')) parts.push(`\`${e.label.split('?')[0]}\``);
  const js = step.entries.filter((e) => e.kind === 'js').length;
  const css = step.entries.filter((e) => e.kind === 'css').length;
  const named = step.entries
    .filter((e) => e.kind === 'js' && /\/(?:[A-Z][\w]*(?:Page|Layout))-[\w-]+\.js$/.test(e.label))
    .map((e) => shortLabel(e.label).replace(/-[\w-]+\.js$/, ''));
  if (js) parts.push(`${js} JS ${js === 1 ? 'file' : 'files'}${named.length ? ` (${named.join(', ')})` : ''}`);
  if (css) parts.push(`${css} CSS ${css === 1 ? 'file' : 'files'}`);
  return parts.join(', ');
}

/** A path without the build's asset folder, an API call's query cut short. */
export function shortLabel(label: string): string {
  const s = label.replace(/^(\w+ )?\/(?:[\w-]+\/)*v2\/assets\//, '$1');
  return s.length > 44 ? `${s.slice(0, 43)}…` : s;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const padStart = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/**
 * A fixed-width chart (for a Markdown code block): one line per request, its bar from start to
 * end on a common time axis, then its start and end in ms; `marks` (the form shown, the
 * dashboard usable) as lines of their own with a `|` at their moment.
 */
export function waterfallChart(
  entries: readonly WaterfallEntry[],
  marks: { label: string; atMs: number }[] = [],
  width = 60,
): string {
  if (!entries.length) return '(no requests)';
  const labelWidth = 46;
  const span = Math.max(...entries.map((e) => e.endMs), ...marks.map((m) => m.atMs), 1);
  const col = (t: number) => Math.min(width - 1, Math.max(0, Math.floor((t / span) * width)));
  const tickEvery = niceStep(span / 5);
  const axis = Array.from({ length: width }, () => '─');
  for (let t = 0; t <= span; t += tickEvery) axis[col(t)] = '┬';
  const end = `${Math.round(span)} ms`;
  const header = [
    `${pad('', labelWidth)} ${pad('0 ms', width - end.length)}${end}`,
    `${pad('', labelWidth)} ${axis.join('')}  (a tick every ${tickEvery} ms)  start–end`,
  ].join('\n');
  const kindTag: Record<WaterfallEntry['kind'], string> = {
    document: 'HTML',
    js: 'JS  ',
    css: 'CSS ',
    api: 'API ',
    other: '    ',
  };
  const lines = [...entries]
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)
    .map((e) => {
      const from = col(e.startMs);
      const to = Math.max(from, col(e.endMs));
      const bar = ' '.repeat(from) + '█'.repeat(to - from + 1) + ' '.repeat(width - to - 1);
      return `${kindTag[e.kind]} ${pad(shortLabel(e.label), labelWidth - 5)} ${bar}  ${padStart(String(e.startMs), 5)}–${padStart(String(e.endMs), 5)}`;
    });
  const markLines = marks.map((m) => {
    const at = col(m.atMs);
    return `${pad(`▲ ${m.label}`, labelWidth)} ${' '.repeat(at)}|${' '.repeat(width - at - 1)}  ${padStart(String(m.atMs), 5)}`;
  });
  return [header, ...lines, ...markLines].join('\n');
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const base = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  return [1, 2, 5, 10].map((m) => m * base).find((s) => s >= raw) ?? 10 * base;
}
