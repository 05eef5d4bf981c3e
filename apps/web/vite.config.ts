// Vite build of the web application. The base is relative: the server serves the build under
// the runtime router base's `v2/` folder and rewrites index.html's asset paths to match, so one
// build serves any ROUTER_BASE. The output gets brotli and gzip copies of its files (precompress.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';

/** What main.tsx runs itself (app/first-code.ts and the session's start-up calls). */
const ENTRY_CODE =
  /[\\/](?:main\.tsx|app[\\/]first-code\.ts|platform[\\/](?:api[\\/](?:client|api-error)|session[\\/](?:tokens|early)|config[\\/]runtime-config|i18n[\\/]language|routing[\\/]zone-of-path)\.ts|contract[\\/]src[\\/](?:account-routes|codebook-routes|common[\\/](?:endpoint|list-query))\.ts)$/;

export default defineConfig({
  base: './',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 700,
    // Every browser the application supports knows <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two groups, each one file: split by sharing, they were twenty files, several under 1 kB,
      // each a request and each compressed on its own (7 kB more gzip in all).
      // - `boot`: the entry (main.tsx) and what it runs before either start (the API client, the
      //   tokens, the session's first calls), imported from nothing else: the entry starts the
      //   application's calls and code at once, not after React has arrived and run.
      // - `sign-in`: the sign-in screen and everything else it needs. The application shares its
      //   React and Mantine. Lazy pages stay their own chunks.
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: ENTRY_CODE, priority: 10 },
            { name: 'sign-in', test: /start-sign-in\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': process.env.FEDRA_API ?? 'http://localhost:3000',
      // The service worker comes from the server (apps/server/src/platform/push), at the site root.
      '/service-worker.js': process.env.FEDRA_API ?? 'http://localhost:3000',
    },
  },
});
