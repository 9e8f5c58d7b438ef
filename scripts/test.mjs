#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + route tests (Vitest), build, then the Playwright specs in Debian's
// Chromium against the built app on the real server. Ends with one line: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const OUT = '.test-output';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

const stepTimes = [];
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.push(`${seconds(performance.now() - started).padStart(7)}  ${label}`);
  return result.status === 0;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The ten slowest test files, to see where CI's time goes (`[name, ms]` pairs). */
function slowest(files) {
  return files
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([name, ms]) => `${seconds(ms).padStart(7)}  ${name}`)
    .join('\n');
}
const vitestFiles = (report) =>
  (report?.testResults ?? []).map((file) => [
    file.name.replace(`${process.cwd()}/`, ''),
    (file.endTime ?? 0) - (file.startTime ?? 0),
  ]);
// A spec file's time: its tests' runs added up (one worker runs a file's tests one after another).
const playwrightFiles = (report) =>
  (report?.suites ?? []).map((suite) => {
    let ms = 0;
    const visit = (node) => {
      for (const spec of node.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? []) ms += result.duration ?? 0;
      for (const child of node.suites ?? []) visit(child);
    };
    visit(suite);
    return [`e2e/specs/${suite.file}`, ms];
  });

/** Vitest's failed tests as `file > title` (CI shows the end of the log: they must be in the summary). */
const failedVitestTests = (report) =>
  (report?.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before its tests ran (an import or a hook) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return failed.map((test) => `${name} > ${test.fullName ?? test.title}`);
  });
const firstLine = (text = '') => text.split('\n')[0].slice(0, 200);

/** Tests that failed once and passed on their retry, as `file:line title`. */
function flakyTests(report) {
  const titles = [];
  const visit = (node, file) => {
    for (const spec of node.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') titles.push(`e2e/specs/${file}:${spec.line} ${spec.title}`);
    for (const child of node.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return titles;
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

/** A step run beside others: its output is held and printed whole when it ends. */
function stepBeside(label, command, args) {
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${label} ===\n${output}`);
      stepTimes.push(`${seconds(performance.now() - started).padStart(7)}  ${label} (run in parallel)`);
      const ok = code === 0;
      if (ok) passed++;
      else failed++;
      summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
      resolvePromise(ok);
    });
  });
}

// Each is one process on one core: on CI's two cores they take the time of the longer one.
await Promise.all([
  stepBeside('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  stepBeside('lint', 'npm', ['run', '--silent', 'lint']),
]);

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
  summary.push(
    `${vitestOk ? 'ok  ' : 'FAIL'} vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`,
  );
  for (const title of failedVitestTests(vitest).slice(0, 30)) summary.push(`     failed: ${title}`);
} else {
  failed++;
  summary.push('FAIL vitest produced no report');
}

if (step('build', 'npm', ['run', '--silent', 'build'])) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error(
      'Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH). .ci/run installs it.',
    );
    failed++;
    summary.push('FAIL end-to-end: no Chromium');
  } else {
    const e2eOk = run(
      'end-to-end (playwright)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        // Playwright resolves a relative name against its config folder (e2e/), so give it an absolute one.
        PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(OUT, 'playwright.json'),
        E2E_RETRIES: process.env.E2E_RETRIES ?? '1',
      },
    );
    const report = readJson(`${OUT}/playwright.json`);
    if (report?.stats) {
      const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
      passed += expected + flaky;
      failed += unexpected + (e2eOk || unexpected > 0 ? 0 : 1);
      summary.push(`${e2eOk ? 'ok  ' : 'FAIL'} playwright: ${expected + flaky} passed, ${unexpected} failed`);
      for (const title of flakyTests(report))
        summary.push(`     flaky (failed, then passed on its retry; trace in .test-output): ${title}`);
    } else {
      failed++;
      summary.push('FAIL playwright produced no report');
    }
  }
} else {
  summary.push('skip end-to-end (build failed)');
}

const timed = [...vitestFiles(vitest), ...playwrightFiles(readJson(`${OUT}/playwright.json`))];
if (timed.length) console.log(`\n=== the ten slowest test files ===\n${slowest(timed)}`);
console.log(`\n=== time per step ===\n${stepTimes.join('\n')}`);
console.log(`\n=== summary ===\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
