#!/usr/bin/env node
// Every package the lock file installs must run on the oldest Node.js the README and package.json promise
// (`engines.node`): npm only warns about a package that wants a newer one, and such a package may fail at run
// time. Run by `npm run lint`; exits 1 naming each package that does not fit.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const semver = require('semver');

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const oldest = semver.minVersion(root.engines.node);

const misfits = Object.entries(lock.packages)
  .filter(([path, meta]) => path && meta.engines?.node && !semver.satisfies(oldest, meta.engines.node))
  .map(
    ([path, meta]) =>
      `${path.replace(/^.*node_modules\//, '')}@${meta.version} wants node ${meta.engines.node}`,
  );

if (misfits.length) {
  console.error(
    `These packages do not run on Node.js ${oldest} (package.json engines: ${root.engines.node}):`,
  );
  for (const line of misfits) console.error(`  ${line}`);
  console.error('Pin a version that fits (package.json "overrides") or raise engines.node and the README.');
  process.exit(1);
}
