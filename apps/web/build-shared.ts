import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';

/** The `@/` import prefix of the app's sources, for both builds (vite.config.ts, vite.booking.config.ts). */
export const SRC_DIR = fileURLToPath(new URL('./src', import.meta.url));

/** Every script and style also as .br and .gz, made once at build time: the server picks one by Accept-Encoding. */
export const precompressed = () =>
  compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(js|css|html|svg|json)$/,
    threshold: 1024,
  });
