// Vite build of the web application. The base is relative: the server serves the build under
// the runtime router base's `v2/` folder and rewrites index.html's asset paths to match, so one
// build serves any ROUTER_BASE.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets', chunkSizeWarningLimit: 700 },
  server: { proxy: { '/api': process.env.FEDRA_API ?? 'http://localhost:3000' } },
});
