import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

// In development the API runs on its own port (API_PORT, default 3001) and Vite proxies its paths, so
// the browser sees one origin exactly as in production (where the API serves apps/web/dist itself).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const API_PATHS = ['/v1/', '/auth/', '/graphql', '/docs', '/healthz', '/readyz', '/uploads/'];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps never ship to the browser: 'hidden' (files without the sourceMappingURL comment, for an
    // upload to Sentry after the build) only when SENTRY_AUTH_TOKEN says uploads are configured;
    // otherwise none. The API refuses to serve *.map either way.
    sourcemap: process.env.SENTRY_AUTH_TOKEN ? 'hidden' : false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: pages stay small and a deploy rarely invalidates these.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            { name: 'data', test: /node_modules[\\/](@tanstack|react-toastify|clsx)[\\/]/, priority: 10 },
            // zod (the contracts' schemas) is for pages that validate forms: kept out of the first download.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
