import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Uploaded files. Local disk under DATA_DIR/uploads by default; keys are generated, never user-given. */
export interface FileStorage {
  root: string;
  /** Public URL path under which `key` is served. */
  urlFor(key: string): string;
  put(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
}

export const FILES_URL_PREFIX = '/api/files/';

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathFor = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return path;
  };
  return {
    root: base,
    urlFor: (key) => `${FILES_URL_PREFIX}${key}`,
    async put(key, bytes) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async remove(key) {
      await rm(pathFor(key), { force: true });
    },
  };
}

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
