import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './first-paint.ts';
import { precompress } from './precompress.ts';

// In development the API runs on its own port (API_PORT, default 3001) and Vite proxies its paths, so
// the browser sees one origin exactly as in production (where the API serves apps/web/dist itself).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const API_PATHS = ['/v1/', '/auth/', '/graphql', '/docs', '/healthz', '/readyz', '/uploads/'];

export default defineConfig({
  plugins: [react(), ...firstPaint(), precompress()],
  resolve: {
    // The app's toasts load on the first one (src/app/toast-on-demand.tsx, decision 054): its code
    // imports `toast` from 'react-toastify' and gets the stand-in, which loads the library itself
    // ('react-toastify/unstyled'). Vitest does not read this file: tests use the library directly.
    alias: [
      {
        find: /^react-toastify$/,
        replacement: fileURLToPath(new URL('./src/app/toast-on-demand.tsx', import.meta.url)),
      },
    ],
  },
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
    // Every browser the build targets (baseline, widely available) knows <link rel="modulepreload">:
    // the polyfill would only add to every page's first download (decision 054).
    modulePreload: { polyfill: false },
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
            // react-toastify stays out: it loads with the first toast (toast-on-demand.tsx).
            { name: 'data', test: /node_modules[\\/](@tanstack|clsx)[\\/]/, priority: 10 },
            // What every page's first download needs from MUI, emotion and the app's own session code, in
            // one chunk each rather than a dozen small ones: gzip compresses one file better than many
            // (decision 054). '$initial' holds only modules the entry imports statically.
            {
              name: 'ui-core',
              tags: ['$initial'],
              test: /node_modules[\\/](@mui|@emotion|stylis|react-is|hoist-non-react-statics|clsx)[\\/]/,
              priority: 20,
            },
            {
              name: 'app-core',
              tags: ['$initial'],
              test: /apps[\\/]web[\\/]src[\\/]lib[\\/]|packages[\\/]contracts[\\/]/,
              priority: 20,
            },
            // zod (the contracts' schemas) is for pages that validate forms: kept out of the first download.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
