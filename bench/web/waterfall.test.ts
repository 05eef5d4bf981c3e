// The waterfall's steps: a request made only after everything before it had ended starts a new
// step; requests overlapping the current step belong to it; the favicon never counts.
import { describe, expect, it } from 'vitest';
import type { WaterfallEntry } from './browser';
import { describeStep, steps, waterfallChart } from './waterfall';

const e = (kind: WaterfallEntry['kind'], label: string, startMs: number, endMs: number): WaterfallEntry => ({
  kind,
  label,
  startMs,
  endMs,
  sentBytes: null,
});

/** A dashboard load in the shape issue 9 described: session, then page chunk, then shell, then data. */
const sequential = [
  e('document', '/zone/admin/home', 0, 30),
  e('js', '/v2/assets/index-aa11.js', 25, 200),
  e('css', '/v2/assets/index-bb22.css', 26, 150),
  e('api', 'GET /api/account/me/new', 400, 430),
  e('api', 'GET /api/global-zone/codebook', 405, 440),
  e('other', '/favicon.ico', 420, 900),
  e('js', '/v2/assets/DashboardPage-cc33.js', 500, 530),
  e('js', '/v2/assets/Card-dd44.js', 505, 560),
  e('js', '/v2/assets/ShellLayout-ee55.js', 600, 650),
  e('api', 'GET /api/admin-zone/seasons?limit=20', 800, 820),
];

describe('steps', () => {
  it('finds each round trip that waited for the one before', () => {
    const found = steps(sequential);
    expect(found.map((s) => [s.startMs, s.endMs])).toEqual([
      [0, 200],
      [400, 440],
      [500, 560],
      [600, 650],
      [800, 820],
    ]);
    expect(describeStep(found[0]!)).toBe('the HTML page, 1 JS file, 1 CSS file');
    expect(describeStep(found[1]!)).toBe('`GET /api/account/me/new`, `GET /api/global-zone/codebook`');
    expect(describeStep(found[2]!)).toBe('2 JS files (DashboardPage)');
  });

  it('merges requests started together with the session call into one step', () => {
    const moved: Record<string, [number, number]> = {
      DashboardPage: [402, 430],
      Card: [404, 450],
      ShellLayout: [406, 460],
    };
    const parallel = sequential.map((x) => {
      const at = Object.entries(moved).find(([name]) => x.label.includes(name))?.[1];
      return at ? { ...x, startMs: at[0], endMs: at[1] } : x;
    });
    expect(steps(parallel)).toHaveLength(3);
    expect(describeStep(steps(parallel)[1]!)).toBe(
      '`GET /api/account/me/new`, `GET /api/global-zone/codebook`, 3 JS files (DashboardPage, ShellLayout)',
    );
  });
});

describe('waterfallChart', () => {
  it('draws every request on one time axis, with its times and the marks', () => {
    const chart = waterfallChart(sequential, [{ label: 'dashboard usable', atMs: 880 }], 40).split('\n');
    expect(chart[0]).toMatch(/0 ms +900 ms$/);
    expect(chart).toHaveLength(2 + sequential.length + 1);
    const shell = chart.find((l) => l.includes('ShellLayout'))!;
    expect(shell).toMatch(/^JS {3}ShellLayout-ee55\.js +█+ + 600– {2}650$/);
    // 600–650 of 900 ms on 40 columns: the bar starts at column 26.
    expect(shell.indexOf('█') - shell.indexOf('ShellLayout') + 'JS   '.length).toBe(46 + 1 + 26);
    expect(chart[chart.length - 1]).toMatch(/^▲ dashboard usable +\| + 880$/);
  });
});
