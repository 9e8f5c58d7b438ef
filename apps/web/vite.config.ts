import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkContents, routePreloads, screenPackName } from './chunk-packs';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  // Every script and style also as .br and .gz, made once at build time: the server picks one by Accept-Encoding.
  plugins: [
    react(),
    // .vite/chunks.json: the modules of each chunk, for bench/src/pages.ts.
    chunkContents(),
    // .vite/preloads.json: each first screen's files, for the server's <link rel="modulepreload">.
    routePreloads(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
