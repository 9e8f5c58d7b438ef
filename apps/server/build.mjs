// Bundles the server and @salon/core into dist/main.js; npm packages stay external (installed by npm ci).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const gitVersion = process.env.APP_VERSION ?? pkg.version ?? '0.0.0';

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
  define: { 'process.env.APP_VERSION': JSON.stringify(gitVersion) },
});
