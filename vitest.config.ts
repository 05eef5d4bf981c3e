// `npm test`: everything that needs no browser. Browser specs live in e2e/ with their own config.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    // One worker more than cores: a server test spends much of its time waiting on PostgreSQL, so
    // Vitest's default (cores - 1: a single worker on two cores) leaves the machine half idle. At
    // most 4: a server worker holds up to about 20 connections, and PostgreSQL's default is 100.
    maxWorkers: Math.min(availableParallelism() + 1, 4),
    // Limits for a hang, not for speed: on a slower machine of the same kind (2 cores), with three
    // files side by side, the heaviest tests take 2-3 times their time alone.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for work in the background (a mail, a job): 15 s, not Vitest's 1 s.
    expect: { poll: { timeout: 15_000 } },
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Creates a migrated template database; each test file clones its own from it.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // The server's modules are imported once per worker rather than once per file (about 200 s
          // of a run's time went to that import); the setup file puts back the process state a file
          // may move.
          isolate: false,
          setupFiles: ['apps/server/test/setup-file.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          environment: 'node',
          include: ['bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
