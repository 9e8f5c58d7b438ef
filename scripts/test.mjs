#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + route tests (Vitest), build, then the Playwright specs in Debian's
// Chromium against the built app on the real server. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const OUT = '.test-output';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);

const vitestOk = run('unit and route tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${OUT}/vitest.json`,
]);
const vitest = readJson(`${OUT}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
  summary.push(`${vitestOk ? 'ok  ' : 'FAIL'} vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
} else {
  failed++;
  summary.push('FAIL vitest produced no report');
}

if (step('build', 'npm', ['run', '--silent', 'build'])) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH). .ci/run installs it.');
    failed++;
    summary.push('FAIL end-to-end: no Chromium');
  } else {
    const e2eOk = run('end-to-end (playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      // Playwright resolves a relative name against its config folder (e2e/), so give it an absolute one.
      PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(OUT, 'playwright.json'),
    });
    const report = readJson(`${OUT}/playwright.json`);
    if (report?.stats) {
      const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
      passed += expected + flaky;
      failed += unexpected + (e2eOk || unexpected > 0 ? 0 : 1);
      summary.push(`${e2eOk ? 'ok  ' : 'FAIL'} playwright: ${expected + flaky} passed, ${unexpected} failed`);
    } else {
      failed++;
      summary.push('FAIL playwright produced no report');
    }
  }
} else {
  summary.push('skip end-to-end (build failed)');
}

console.log(`\n=== summary ===\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
