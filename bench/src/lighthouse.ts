import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium } from 'playwright';
import { loadLighthouse } from './lighthouse-tool.js';
import { CHROMIUM_ARGS } from './render.js';
import { percentiles } from './stats.js';

export interface LighthouseRun {
  /** 0 to 100. */
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Lighthouse's measure of the host's CPU (it warns below 1000: scores then suffer from the host, not the page). */
  benchmarkIndex: number;
  /** What Lighthouse names as the largest contentful paint's element. */
  lcpElement: string;
  warnings: string[];
}

export interface LighthouseResult {
  version: string;
  /** Its throttling settings as it ran them (the mobile profile's simulated slow 4G and 4× CPU). */
  throttling: string;
  runs: LighthouseRun[];
  /** Medians over the runs (score, ms). */
  median: Omit<LighthouseRun, 'lcpElement' | 'warnings'>;
}

/**
 * Debian's Chromium with a DevTools port for Lighthouse: the bench's usual flags plus `--headless=new`; the port
 * is the one Chromium picks and prints.
 */
async function launchChromium(executablePath: string) {
  const profile = mkdtempSync(join(tmpdir(), 'salon-lighthouse-'));
  const child = spawn(
    executablePath,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools port: ${output}`)), 30_000);
    child.on('error', reject);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  const close = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    // Chromium may still be writing its profile a moment after it exits; a leftover temporary profile is not
    // worth failing the bench for.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      console.warn(`Could not remove the temporary profile ${profile}: ${(error as Error).message}`);
    }
  };
  return { port, close };
}

/** Local storage entries of the page's origin (a signed-in session), as Playwright's `storageState` keeps them. */
export type OriginStorage = { name: string; value: string }[];

/**
 * Writes `entries` into the origin's local storage in the running Chromium, from a same-origin file that runs no
 * app code (the icon), and leaves the browser open for Lighthouse.
 */
async function seedLocalStorage(port: number, url: string, entries: OriginStorage) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, entries);
    await page.close();
  } finally {
    // Connected over CDP, this disconnects and leaves Chromium running.
    await browser.close();
  }
}

/**
 * Lighthouse's performance category on `url` in its default (mobile) profile: a phone screen, simulated slow 4G
 * (150 ms, 1.6 Mbit/s) and a 4× slower CPU. A fresh Chromium (empty profile and cache) per run. Without
 * `storage`, Lighthouse clears the origin's storage before the run; with it (a signed-in page), the entries are
 * written first and Lighthouse keeps them (the fresh profile's cache holds only the icon).
 */
export async function runLighthouse(
  url: string,
  runs: number,
  storage?: OriginStorage,
): Promise<LighthouseResult | { skipped: string }> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const { lighthouse, version } = await loadLighthouse();
  const results: LighthouseRun[] = [];
  let throttling = '';
  // A run Lighthouse itself reports as failed (its `runtimeError`, e.g. no paint seen) is run again, twice at most.
  for (let run = 0, failures = 0; run < runs; run++) {
    const chromium = await launchChromium(executablePath).catch((error: unknown) => error as Error);
    if (chromium instanceof Error)
      return { skipped: `no Chromium at ${executablePath} (${chromium.message})` };
    try {
      if (storage) await seedLocalStorage(chromium.port, url, storage);
      const result = await lighthouse(url, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(storage),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) {
        console.warn(
          `Lighthouse run ${run + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
        if (++failures > 2) throw new Error(`Lighthouse failed: ${lhr.runtimeError.message}`);
        run--;
        continue;
      }
      // BENCH_LIGHTHOUSE_JSON: a folder for each run's report and trace, to see which tasks blocked the page.
      if (process.env.BENCH_LIGHTHOUSE_JSON) {
        const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${run + 1}`;
        const folder = process.env.BENCH_LIGHTHOUSE_JSON;
        writeFileSync(join(folder, `report${name}.json`), JSON.stringify(lhr));
        writeFileSync(join(folder, `trace${name}.json`), JSON.stringify(result.artifacts.Trace));
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const details = lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
      const { throttling: settings, throttlingMethod, formFactor } = lhr.configSettings;
      throttling =
        `${formFactor}, ${throttlingMethod}: ${settings.rttMs} ms round trip, ` +
        `${Math.round(settings.throughputKbps)} kbit/s, CPU ×${settings.cpuSlowdownMultiplier}`;
      const entry: LighthouseRun = {
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        speedIndex: numeric('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lcpElement: details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown',
        warnings: lhr.runWarnings,
      };
      results.push(entry);
      console.log(
        `Lighthouse run ${run + 1}: score ${entry.score}, FCP ${Math.round(entry.fcp)} ms, LCP ${Math.round(entry.lcp)} ms, TBT ${Math.round(entry.tbt)} ms`,
      );
    } finally {
      await chromium.close();
    }
  }
  const median = (key: keyof LighthouseResult['median']) => percentiles(results.map((run) => run[key])).p50;
  return {
    version,
    throttling,
    runs: results,
    median: {
      score: median('score'),
      fcp: median('fcp'),
      lcp: median('lcp'),
      tbt: median('tbt'),
      cls: median('cls'),
      speedIndex: median('speedIndex'),
      benchmarkIndex: median('benchmarkIndex'),
    },
  };
}
