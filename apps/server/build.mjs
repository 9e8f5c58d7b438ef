// Bundles the server and @salon/core into dist/main.js; npm packages stay external (installed by npm ci).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { fingerprint, stampWith } from '../../scripts/build-fingerprint.mjs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const gitVersion = process.env.APP_VERSION ?? pkg.version ?? '0.0.0';
/** The commit shown on the diagnostics page; none when building outside a git checkout. */
let commit = process.env.APP_COMMIT ?? '';
if (!commit) {
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    commit = '';
  }
}

// What this build is made from, taken before it runs: `npm start` rebuilds only when it changes.
const sources = fingerprint('server');
await build({
  entryPoints: ['src/main.ts'],
  // SERVER_OUTFILE lets two builds on one machine (a helper's and CI's) stay apart.
  outfile: process.env.SERVER_OUTFILE ?? 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@salon/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  define: {
    'process.env.APP_VERSION': JSON.stringify(gitVersion),
    'process.env.APP_COMMIT': JSON.stringify(commit),
  },
});
// Another outfile (SERVER_OUTFILE) is a build beside the default one: dist/main.js's record stays as it was.
if (!process.env.SERVER_OUTFILE) stampWith('server', sources);
