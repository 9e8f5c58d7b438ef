// The web app's scripts and styles as .br and .gz beside each file, made once: the server sends the one the
// browser accepts and never compresses on the fly. `npm run build` makes them inside Vite
// (apps/web/build-shared.ts, with these settings); `npm start` builds without them and makes them here once the
// server answers (scripts/start.mjs), each file written under a temporary name and renamed, so the server
// never sends half a file.
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What is compressed, and from what size: a smaller file gains less than its headers cost. */
export const PRECOMPRESS = { include: /\.(js|css|html|svg|json)$/, threshold: 1024 };

const ENCODINGS = [
  {
    extension: '.br',
    compress: promisify(brotliCompress),
    options: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
  },
  { extension: '.gz', compress: promisify(gzip), options: { level: constants.Z_BEST_COMPRESSION } },
];

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the missing .br and .gz of every file of `dir` that PRECOMPRESS takes; answers how many it wrote. */
export async function precompressDir(dir) {
  const files = await filesUnder(dir);
  const existing = new Set(files);
  let written = 0;
  for (const file of files) {
    if (!PRECOMPRESS.include.test(file)) continue;
    const { size } = await stat(file);
    if (size < PRECOMPRESS.threshold) continue;
    const content = await readFile(file);
    for (const { extension, compress, options } of ENCODINGS) {
      if (existing.has(file + extension)) continue;
      const compressed = await compress(content, options);
      // As Vite's plugin does: a compressed copy no smaller than the file is not worth sending.
      if (compressed.length >= size) continue;
      await writeFile(`${file}${extension}.tmp`, compressed);
      await rename(`${file}${extension}.tmp`, file + extension);
      written++;
    }
  }
  return written;
}
