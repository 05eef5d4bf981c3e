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
  },
});
