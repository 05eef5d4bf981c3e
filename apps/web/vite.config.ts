// Vite build of the web application. The base is relative: the server serves the build under
// the runtime router base's `v2/` folder and rewrites index.html's asset paths to match, so one
// build serves any ROUTER_BASE. The output gets brotli and gzip copies of its files (precompress.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';

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
      // The entry (main.tsx) alone in its chunk: it only decides between the two starts. The
      // sign-in screen and everything it needs in one chunk: split by sharing, it was twenty
      // files, several under 1 kB, each compressed on its own (7 kB more gzip in all). The
      // application shares that chunk's React, Mantine and API client. Lazy pages stay their own.
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: 'sign-in', test: /start-sign-in\.tsx$/, priority: -1 },
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
