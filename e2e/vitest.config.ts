// Browser specs, run by e2e/run.ts against a started server (E2E_BASE_URL). Files run one at a
// time: each launches its own Chromium, and two cores do not carry more.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    exclude: ['**/node_modules/**', 'e2e/.artifacts/**'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A 2-core CI machine now and then stalls one browser step past its 15 s wait (CI run of
    // 2026-11-28: a menu navigation in league-standings, passing in every local run, loaded or
    // not). A second try keeps such a stall from blocking a landing; a real defect fails twice.
    retry: 1,
    // expect.poll waits as long as a browser step (browser.ts: 15 s), not Vitest's 1 s: a list that
    // refetches after a filter takes longer than 1 s on a loaded 2-core machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
