import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootHtml } from './boot-html';
import { precompressed, reportCompressedSize, SRC_DIR } from './build-shared';
import { chunkContents, routePreloads, screenPackName } from './chunk-packs';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The welcome's first paint and the app's code started after it (boot-html.ts).
    bootHtml(),
    // .vite/chunks.json: the modules of each chunk, for bench/src/pages.ts.
    chunkContents(),
    // .vite/preloads.json: each first screen's files, for the server's <link rel="modulepreload">.
    routePreloads(),
    precompressed(),
  ],
  resolve: { alias: { '@': SRC_DIR } },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // The sign-in, booking, dashboard-frame and calendar screens' code in a few packs instead of dozens
            // of small shared chunks (chunk-packs.ts says why the modules still run in the right order).
            { name: screenPackName(), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
