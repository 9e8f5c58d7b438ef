import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright';
import { startGzipProxy } from './gzip-proxy.js';
import { CHROMIUM_ARGS } from './render.js';
import { percentiles, type Percentiles } from './stats.js';

/** Slow 4G as Lighthouse's mobile preset: 150 ms round trip, about 1.6 Mbit/s each way, a 4× slower CPU. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const CPU_SLOWDOWN = 4;
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export interface Asset {
  path: string;
  type: 'script' | 'stylesheet';
  /** Bytes Chromium received for it (CDP `encodedDataLength`: body as sent plus headers). */
  transferred: number;
  /** The file's size, and that file under `gzip -9`. */
  raw: number;
  gzip9: number;
  /** The `content-encoding` the server answered with, or null for none. */
  encoding: string | null;
}

export interface LcpRun {
  lcp: number;
  element: string;
  fcp: number;
  htmlEnd: number;
  assetsEnd: number;
  salonCallEnd: number;
  transferred: number;
}

/** One way of serving the page, measured: its JavaScript and CSS over the wire and its LCP runs. */
export interface Measured {
  assets: Asset[];
  /** Everything else the page fetched (document, API calls, fonts, images). */
  other: { requests: number; transferred: number };
  runs: LcpRun[];
  lcp: Percentiles;
  /** Medians over the runs, ms since navigation start. */
  medians: Omit<LcpRun, 'element'>;
}

export type BookingPageResult =
  | {
      path: string;
      /** As the real server serves it. */
      served: Measured;
      /** What-if: the same, with the scripts and stylesheets sent gzipped (bench/src/gzip-proxy.ts). */
      gzipped: Measured;
    }
  | { skipped: string };

export interface Seen {
  url: string;
  type: string;
  encoding: string | null;
  transferred?: number;
}

/** Records every response's resource type and encoding and, when it finishes, its bytes on the wire. */
export async function recordNetwork(cdp: CDPSession): Promise<Map<string, Seen>> {
  const seen = new Map<string, Seen>();
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), value]),
    );
    seen.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      encoding: headers['content-encoding'] ?? null,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.transferred = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  return seen;
}

export const assetType = (entry: Seen): Asset['type'] | null =>
  entry.type === 'Script' || /\.js(\?|$)/.test(entry.url)
    ? 'script'
    : entry.type === 'Stylesheet' || /\.css(\?|$)/.test(entry.url)
      ? 'stylesheet'
      : null;

/**
 * Runs in the page once it has settled. Kept as source text (tsx would wrap named functions in a helper the
 * page lacks). The last largest-contentful-paint entry is the page's LCP; the rest places it in time.
 */
const READ_TIMINGS = `(async () => {
  const lcp = await new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1]);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 3000);
  });
  const resources = performance.getEntriesByType('resource');
  const ends = (test) => resources.filter((entry) => test(entry.name)).map((entry) => entry.responseEnd);
  const element = lcp && lcp.element
    ? lcp.element.tagName.toLowerCase() + (lcp.url ? ' ' + lcp.url : ' "' + (lcp.element.textContent || '').trim().slice(0, 40) + '"')
    : 'none';
  return {
    lcp: lcp ? lcp.startTime : NaN,
    element,
    fcp: (performance.getEntriesByName('first-contentful-paint')[0] || { startTime: NaN }).startTime,
    htmlEnd: performance.getEntriesByType('navigation')[0].responseEnd,
    assetsEnd: Math.max(0, ...ends((name) => /\\.(js|css)(\\?|$)/.test(name))),
    salonCallEnd: Math.max(0, ...ends((name) => /\\/public\\/salon\\/[^/?]+$/.test(name))),
  };
})()`;

/** One cold load of the page in a fresh context (an empty cache), throttled or not. */
async function coldLoad(browser: Browser, url: string, throttled: boolean) {
  const context: BrowserContext = await browser.newContext({ ...PHONE, locale: 'es-VE' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = await recordNetwork(cdp);
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.getByText('Salón Grande').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(500);
    const timings = (await page.evaluate(READ_TIMINGS)) as Omit<LcpRun, 'transferred'>;
    return { seen: [...seen.values()], timings };
  } finally {
    await context.close();
  }
}

/** The JavaScript and CSS among the responses seen (with the built file's size), biggest first, and the rest. */
export function assetsOf(seen: Seen[], webDir: string): Pick<Measured, 'assets' | 'other'> {
  const assets: Asset[] = [];
  const other = { requests: 0, transferred: 0 };
  for (const entry of seen) {
    const type = assetType(entry);
    if (!type) {
      other.requests++;
      other.transferred += entry.transferred ?? 0;
      continue;
    }
    const filePath = new URL(entry.url).pathname;
    const file = readFileSync(join(webDir, filePath));
    assets.push({
      path: filePath,
      type,
      transferred: entry.transferred ?? 0,
      raw: file.length,
      gzip9: gzipSync(file, { level: 9 }).length,
      encoding: entry.encoding,
    });
  }
  assets.sort((a, b) => b.transferred - a.transferred);
  return { assets, other };
}

const median = (values: number[]) => percentiles(values).p50;

/** Transfer from one cold, unthrottled load; LCP from `runs` cold slow-4G phone loads. */
async function measure(browser: Browser, url: string, webDir: string, runs: number): Promise<Measured> {
  const first = await coldLoad(browser, url, false);
  const { assets, other } = assetsOf(first.seen, webDir);

  const measured: LcpRun[] = [];
  for (let run = 0; run < runs; run++) {
    const { seen, timings } = await coldLoad(browser, url, true);
    const transferred = seen
      .filter((entry) => assetType(entry))
      .reduce((sum, entry) => sum + (entry.transferred ?? 0), 0);
    measured.push({ ...timings, transferred });
    console.log(`LCP run ${run + 1}: ${Math.round(timings.lcp)} ms (${timings.element})`);
  }
  const pick = (key: Exclude<keyof LcpRun, 'element'>) => median(measured.map((run) => run[key]));
  return {
    assets,
    other,
    runs: measured,
    lcp: percentiles(measured.map((run) => run.lcp)),
    medians: {
      lcp: pick('lcp'),
      fcp: pick('fcp'),
      htmlEnd: pick('htmlEnd'),
      assetsEnd: pick('assetsEnd'),
      salonCallEnd: pick('salonCallEnd'),
      transferred: pick('transferred'),
    },
  };
}

/**
 * The public booking page of the large salon, served by the real server from `webDir`: the JavaScript and CSS
 * it transfers and its largest contentful paint on a slow-4G phone, as served and, as a what-if, with those
 * files gzipped by a proxy in front.
 */
export async function benchBookingPage(
  base: string,
  slug: string,
  webDir: string,
  runs = Number(process.env.BENCH_LCP_RUNS ?? 5),
): Promise<BookingPageResult> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch(() => null);
  if (!browser) return { skipped: `no Chromium at ${executablePath}` };
  const path = `/es-ve/book/${slug}`;
  const proxy = await startGzipProxy(base, webDir);
  try {
    console.log('Booking page as served');
    const served = await measure(browser, `${base}${path}`, webDir, runs);
    console.log('Booking page with gzipped scripts and stylesheets (what-if)');
    const gzipped = await measure(browser, `${proxy.url}${path}`, webDir, runs);
    return { path, served, gzipped };
  } finally {
    await browser.close();
    await proxy.close();
  }
}
