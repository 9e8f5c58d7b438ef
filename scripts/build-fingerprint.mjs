// What a build was made from: a hash of its sources, written beside the build when it ends
// (`<dist>/.build-fingerprint`), so `npm start` builds only what changed since (scripts/start.mjs). The web
// app's and the server's builds each call `node scripts/build-fingerprint.mjs web|server` as their last step.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite', '.test-output']);

/** Each build's inputs (folders and files of the repository) and the environment read while building. */
const BUILDS = {
  web: {
    dist: 'apps/web/dist',
    inputs: ['apps/web', 'packages/core/src', 'package-lock.json', 'scripts/precompress.mjs'],
    env: (name) => name.startsWith('VITE_'),
  },
  server: {
    dist: 'apps/server/dist',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'packages/core/src', 'package-lock.json'],
    env: (name) => name === 'APP_VERSION' || name === 'APP_COMMIT',
  },
};

function filesUnder(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && SKIPPED_DIRS.has(entry.name)))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** The commit the server shows on its diagnostics page (build.mjs bakes it in): a new one is a new build. */
function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/** The hash of a build's sources and environment; content, not times, so a fresh clone's files compare equal. */
export function fingerprint(kind) {
  const build = BUILDS[kind];
  const hash = createHash('sha256');
  for (const file of build.inputs.flatMap(filesUnder).sort()) {
    hash.update(`${relative(ROOT, join(ROOT, file))}\0`);
    hash.update(readFileSync(join(ROOT, file)));
  }
  for (const name of Object.keys(process.env).filter(build.env).sort())
    hash.update(`${name}=${process.env[name]}\0`);
  if (kind === 'server') hash.update(gitCommit());
  return hash.digest('hex');
}

const stampPath = (kind) => join(ROOT, BUILDS[kind].dist, '.build-fingerprint');

/** Whether the build in its dist folder was made from the sources as they are now. */
export function isBuilt(kind) {
  const path = stampPath(kind);
  return existsSync(path) && readFileSync(path, 'utf8').trim() === fingerprint(kind);
}

/** Records what the build now in its dist folder was made from (`sources`: the fingerprint taken before it ran). */
export function stampWith(kind, sources) {
  writeFileSync(stampPath(kind), `${sources}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const kind = process.argv[2];
  if (!(kind in BUILDS)) {
    console.error(`usage: node scripts/build-fingerprint.mjs ${Object.keys(BUILDS).join('|')}`);
    process.exit(2);
  }
  stampWith(kind, fingerprint(kind));
}
