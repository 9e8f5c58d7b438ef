import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Pinned: 13 wants Node 22. */
const LIGHTHOUSE = 'lighthouse@12.8.2';
/**
 * Lighthouse and its ~150 packages serve this bench alone, so the project's `npm install` leaves them out (a
 * new owner's install is the faster for it): the bench installs them here on its first run.
 */
const TOOLS = join(dirname(fileURLToPath(import.meta.url)), '../.tools');

/** The parts of Lighthouse's report the bench reads. */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  configSettings: {
    throttling: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
    throttlingMethod: string;
    formFactor: string;
  };
  categories: { performance?: { score: number | null } };
  environment: { benchmarkIndex: number };
  runWarnings: string[];
}

export type RunLighthouse = (
  url: string,
  flags: {
    port: number;
    output: 'json';
    logLevel: 'error';
    onlyCategories: string[];
    disableStorageReset: boolean;
  },
) => Promise<{ lhr: LighthouseReport; artifacts: { Trace: unknown } } | undefined>;

/** Lighthouse's entry and version, installed into bench/.tools first when it is not there yet. */
export async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; version: string }> {
  const manifest = join(TOOLS, 'package.json');
  const require = createRequire(manifest);
  const installed = () => {
    try {
      return require.resolve('lighthouse/package.json');
    } catch {
      return null;
    }
  };
  if (!installed()) {
    mkdirSync(TOOLS, { recursive: true });
    if (!existsSync(manifest)) writeFileSync(manifest, '{ "private": true }\n');
    console.log(`Installing ${LIGHTHOUSE} into ${TOOLS} (once)`);
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', TOOLS, '--no-save', '--no-audit', '--no-fund', LIGHTHOUSE],
      { stdio: 'inherit' },
    );
    if (npm.status !== 0) throw new Error(`npm install ${LIGHTHOUSE} failed`);
  }
  const packagePath = installed()!;
  const { version } = JSON.parse(readFileSync(packagePath, 'utf8')) as { version: string };
  const entry = pathToFileURL(require.resolve('lighthouse')).href;
  const module = (await import(entry)) as { default: RunLighthouse };
  return { lighthouse: module.default, version };
}
