#!/usr/bin/env node
// `npm start`: builds what changed since the last build (scripts/build-fingerprint.mjs), then serves. On a fresh
// clone the server starts as soon as its own bundle exists, so its database opens and migrates while the web
// app builds; the web app is built without its .br/.gz copies, which are made once the server answers
// (scripts/precompress.mjs). A later start with nothing changed serves at once.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, isBuilt, stampWith } from './build-fingerprint.mjs';
import { precompressDir } from './precompress.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const WEB_DIST = resolve(ROOT, 'apps/web/dist');

/** Runs a command to its end; rejects naming it when it fails. */
function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? code})`)),
    );
  });
}

const vite = (args) =>
  run(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', ...args], {
    cwd: resolve(ROOT, 'apps/web'),
    env: { ...process.env, WEB_PRECOMPRESS: 'later' },
  });

/** Both of the web app's builds at once, into one folder emptied first (each leaves the other's files). */
async function buildWeb() {
  const sources = fingerprint('web');
  rmSync(WEB_DIST, { recursive: true, force: true });
  await Promise.all([
    vite(['--emptyOutDir=false']),
    vite(['-c', 'vite.booking.config.ts', '--emptyOutDir=false']),
  ]);
  stampWith('web', sources);
}

async function buildServer() {
  const sources = fingerprint('server');
  await run(process.execPath, ['build.mjs'], { cwd: resolve(ROOT, 'apps/server') });
  stampWith('server', sources);
}

const webStale = !isBuilt('web');
if (!isBuilt('server')) {
  console.log('[start] building the server');
  await buildServer();
}
if (webStale) console.log('[start] building the web app while the server opens its database');
const webBuild = webStale ? buildWeb() : Promise.resolve();

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: ROOT,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, ...(webStale ? { START_WAITS_FOR_WEB: '1' } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

try {
  await webBuild;
} catch (error) {
  console.error(`[start] ${error.message}`);
  server.kill('SIGTERM');
  process.exitCode = 1;
}
if (server.connected) {
  if (webStale) server.send('web-built', () => server.disconnect());
  else server.disconnect();
}

/** Resolves once the server answers its liveness check, or after two minutes whatever happens. */
async function serverAnswers() {
  const url = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3000}/api/health`;
  for (const until = Date.now() + 120_000; Date.now() < until;) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
}

// Missing compressed copies (a start that built, or one stopped before it finished) are made in the background,
// once the server answers, not to slow its start.
if (!process.exitCode) {
  await serverAnswers();
  const written = await precompressDir(WEB_DIST).catch((error) => {
    console.error(`[start] compressing the web app's files: ${error.message}`);
    return 0;
  });
  if (written) console.log(`[start] ${written} compressed copies of the web app's files written`);
}
