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
      // Groups, each one file (a group takes its modules' static imports too; the higher priority
      // takes a module first). Split by sharing they were dozens of files, many under 1 kB, each a
      // request (six at a time over HTTP/1.1) and each compressed on its own.
      // - `boot`: the entry (main.tsx) and what it runs before either start (the API client, the
      //   tokens, the session's first calls), imported from nothing else: the entry starts the
      //   application's calls and code at once, not after React has arrived and run.
      // - `sign-in`: the sign-in screen and everything else it needs. The application shares its
      //   React and Mantine.
      // - `start-app`: the application's first code and everything it imports statically, which
      //   every page of the application loads anyway: 3 files instead of 18 (issue 34).
      // - `icons`: the icons that two or more chunks share (each was a file of about 0.2 kB).
      // Lazy pages stay their own chunks. A group of the shell (ShellLayout) took the dashboard to
      // 13 files, but the public pages, which have no shell, would have loaded it for the few
      // components they share with it (+30 kB gzip).
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: ENTRY_CODE, priority: 40 },
            { name: 'sign-in', test: /start-sign-in\.tsx$/, priority: 30 },
            { name: 'start-app', test: /app[\\/]start-app\.tsx$/, priority: 20 },
            { name: 'icons', test: /@tabler[\\/]icons-react/, minShareCount: 2, priority: 10 },
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
