import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { PRECOMPRESS } from '../../scripts/precompress.mjs';

/** The `@/` import prefix of the app's sources, for both builds (vite.config.ts, vite.booking.config.ts). */
export const SRC_DIR = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Every script and style also as .br and .gz, made once at build time: the server picks one by Accept-Encoding.
 * `WEB_PRECOMPRESS=later` leaves them out: `npm start` makes them once the server answers (scripts/start.mjs).
 */
export const precompressed = () =>
  process.env.WEB_PRECOMPRESS === 'later'
    ? []
    : compression({ algorithms: ['brotliCompress', 'gzip'], ...PRECOMPRESS });

/**
 * Vite's gzip-size report compresses every chunk once more only to print it: a few seconds of a first `npm start`
 * (which sets WEB_PRECOMPRESS=later), kept for `npm run build`.
 */
export const reportCompressedSize = process.env.WEB_PRECOMPRESS !== 'later';
