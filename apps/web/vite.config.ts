// Vite build of the web application. Assets live under the router base's `v2/` folder,
// which is where the server serves the built app from.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const routerBase = process.env.ROUTER_BASE || '/';

export default defineConfig({
  base: `${routerBase.endsWith('/') ? routerBase : `${routerBase}/`}v2/`,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
