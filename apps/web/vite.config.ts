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
    rolldownOptions: {
      // Everything the first page loads anyway (the entry and its static imports) in one chunk:
      // split by sharing, it was a dozen files of which several under 1 kB, each a request and
      // each compressed on its own (5 kB more gzip in all). Lazy pages stay their own chunks.
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
