import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressed, reportCompressedSize, SRC_DIR } from './build-shared';
import { routePreloads } from './chunk-packs';

const preact = (path: string) => fileURLToPath(import.meta.resolve(path));

/**
 * The public booking page's build (book.html → src/booking-main.tsx), run after the app's into the same dist
 * folder. The same components render with Preact's React-compatible layer instead of react-dom (a fraction
 * of its size): a client on slow mobile data who opens a salon's link downloads the page and its libraries,
 * not the business app. The server sends book.html for `/:langCode/book/{slug}` (booking-page-html.ts).
 */
export default defineConfig({
  plugins: [
    react(),
    // Its language's texts, for the server to name in book.html beside the entry (lib/web-preloads.ts).
    routePreloads('.vite/book-preloads.json'),
    precompressed(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: SRC_DIR },
      { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
      { find: /^react\/jsx-runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react(-dom)?$/, replacement: preact('preact/compat') },
    ],
  },
  build: {
    outDir: 'dist',
    // The app's build is already there.
    emptyOutDir: false,
    sourcemap: false,
    reportCompressedSize,
    rolldownOptions: {
      input: fileURLToPath(new URL('./book.html', import.meta.url)),
      output: {
        entryFileNames: 'assets/book-[hash].js',
        chunkFileNames: 'assets/book-[name]-[hash].js',
        assetFileNames: 'assets/book-[name]-[hash][extname]',
      },
    },
  },
});
