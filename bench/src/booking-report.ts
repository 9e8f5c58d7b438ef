import type { BookingPageResult, Measured } from './booking-page.js';
import type { LatencyLoadResult } from './booking-load.js';
import { writeSection } from './sections.js';
import { round } from './stats.js';

export interface AvailabilityCase {
  label: string;
  from: string;
  to: string;
  url: string;
  slots: number;
  /** Local days with at least one free time. */
  days: number;
  bytes: number;
  firstMs: number;
  load: LatencyLoadResult;
  /** The same with one connection: no queue. */
  alone: LatencyLoadResult;
}

export interface BookingReport {
  generateSeconds: number;
  cores: number;
  /** The machine's 1-minute load average when the bench started (others' work shares the cores). */
  loadAverage: number;
  seconds: number;
  readsPerMinute: number;
  serviceMinutes: number | null;
  employees: number;
  baseline: LatencyLoadResult;
  availability: AvailabilityCase[];
  browser: BookingPageResult;
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
/** kB as browsers' developer tools count them: 1,000 bytes. */
const kB = (bytes: number) => `${round(bytes / 1000, 1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${round(value / 1000, 2)} s`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function loadCell(load: LatencyLoadResult) {
  return `p50 ${round(load.latencyP50Ms, 1)} ms, p95 ${round(load.latencyP95Ms, 1)} ms, p99 ${round(load.latencyP99Ms, 1)} ms; ${round(load.requestsPerSecond, 0)} req/s (${load.non2xx} non-2xx, ${load.errors} errors)`;
}

function breakdown(label: string, measured: Measured) {
  const { medians } = measured;
  const elements = [...new Set(measured.runs.map((run) => run.element))].join('; ');
  return `${label} (medians, ms from navigation start): document in at ${ms(medians.htmlEnd)}, last JavaScript or CSS file at ${ms(medians.assetsEnd)}, the salon's data (\`GET /public/salon/{slug}\`) at ${ms(medians.salonCallEnd)}; first contentful paint ${ms(medians.fcp)}, largest ${ms(medians.lcp)} (${elements}). At 200,000 bytes/s its ${kB(medians.transferred)} of JavaScript and CSS alone take ${ms((medians.transferred / 200_000) * 1000)} on the wire.`;
}

function pageLines(browser: BookingPageResult): { rows: string[]; details: string[] } {
  if ('skipped' in browser) {
    return {
      rows: [
        `| booking page JavaScript + CSS transferred | skipped: ${browser.skipped} | ≤ 150 kB | |`,
        `| booking page LCP, slow-4G phone | skipped: ${browser.skipped} | ≤ 2.5 s | |`,
      ],
      details: [],
    };
  }
  const { served, gzipped } = browser;
  const total = (measured: Measured, key: 'transferred' | 'raw' | 'gzip9') =>
    sum(measured.assets.map((asset) => asset[key]));
  const transferred = total(served, 'transferred');
  const gzip9 = total(served, 'gzip9');
  const gzippedWire = total(gzipped, 'transferred');
  const encodings = [...new Set(served.assets.map((asset) => asset.encoding ?? 'none'))].join(', ');
  const scripts = served.assets.filter((asset) => asset.type === 'script').length;
  const lcpCell = (measured: Measured) =>
    `p50 ${seconds(measured.lcp.p50)}, p95 ${seconds(measured.lcp.p95)}`;
  const rows = [
    `| booking page JavaScript + CSS transferred, as Chromium counts it (${scripts} scripts, ${served.assets.length - scripts} stylesheets, cold cache; content-encoding from the server: ${encodings}) | ${kB(transferred)} (files ${kB(total(served, 'raw'))}) | ≤ 150 kB | ${verdict(transferred <= 150_000)} |`,
    `| the same files under \`gzip -9\` (not what the server sends now); what-if: Chromium's count with them served gzipped | ${kB(gzip9)}; ${kB(gzippedWire)} | ≤ 150 kB | ${gzippedWire <= 150_000 ? 'would be met' : 'would **not** be met'} |`,
    `| booking page largest contentful paint, slow-4G phone, cold cache (${served.runs.length} runs) | ${lcpCell(served)} | ≤ 2.5 s | ${verdict(served.lcp.p95 <= 2500)} |`,
    `| what-if: the same with the scripts and stylesheets served gzipped (${gzipped.runs.length} runs) | ${lcpCell(gzipped)} | ≤ 2.5 s | ${gzipped.lcp.p95 <= 2500 ? 'would be met' : 'would **not** be met'} |`,
  ];
  const details = [
    '',
    `Biggest of the ${served.assets.length} JavaScript and CSS files of \`${browser.path}\` (kB of 1,000 bytes; "transferred" as served now, response headers included):`,
    '',
    '| file | type | transferred | file | gzip -9 |',
    '|---|---|---|---|---|',
    ...served.assets
      .slice(0, 10)
      .map(
        (asset) =>
          `| \`${asset.path}\` | ${asset.type} | ${kB(asset.transferred)} | ${kB(asset.raw)} | ${kB(asset.gzip9)} |`,
      ),
    '',
    `Besides them the page fetched ${served.other.requests} other responses (the document, API calls, fonts, images): ${kB(served.other.transferred)}.`,
    '',
    breakdown('Where the slow-4G load spends its time as served', served),
    '',
    breakdown('With the files gzipped', gzipped),
  ];
  return { rows, details };
}

/** The booking section of docs/benchmarks.md, rewritten on every run with that run's numbers and the goals. */
export function writeBookingReport(
  report: BookingReport,
  path = new URL('../../docs/benchmarks.md', import.meta.url),
) {
  const page = pageLines(report.browser);
  const lines = [
    '## Online booking',
    '',
    'Written by `npm run bench:booking -w @salon/bench` (bench/src/booking.ts); tests never assert timings.',
    '',
    `Run: ${new Date().toISOString()}, Node ${process.version}, ${report.cores} cores (load average ${report.loadAverage} at the start), PostgreSQL at BENCH_DATABASE_URL, Debian's Chromium. Data: the large salon of \`npm run bench\` (${report.employees} bookable employees, 5,000 clients, 5,000 appointments over three months), generated in ${report.generateSeconds} s.`,
    '',
    '| measure | result | goal | |',
    '|---|---|---|---|',
    ...page.rows,
    ...report.availability.map(
      (entry) =>
        `| availability of one ${report.serviceMinutes ?? '?'}-minute service, anyone, ${entry.label} (${entry.from} to ${entry.to}: ${entry.slots} free times on ${entry.days} days, ${kB(entry.bytes)}), 50 connections, ${report.seconds} s | ${loadCell(entry.load)} | p95 ≤ 50 ms | ${verdict(entry.load.latencyP95Ms <= 50)} |`,
    ),
    `| hello-world Fastify baseline, same run | ${loadCell(report.baseline)} | — | |`,
    '',
    ...report.availability.map(
      (entry) =>
        `- Availability, ${entry.label}: the first answer took ${entry.firstMs} ms. With one connection (no queue) the answers take p50 ${round(entry.alone.latencyP50Ms, 1)} ms, p95 ${round(entry.alone.latencyP95Ms, 1)} ms (${round(entry.alone.requestsPerSecond, 0)} req/s). Under 50 connections the server answers ${round(entry.load.requestsPerSecond, 0)} a second, one every ${round(1000 / entry.load.requestsPerSecond, 1)} ms, so each client queues for about 50 ÷ ${round(entry.load.requestsPerSecond, 0)} req/s = ${ms((50 / entry.load.requestsPerSecond) * 1000)} (measured p50 ${ms(entry.load.latencyP50Ms)}): the latency is the queue, set by what one answer costs the machine.`,
    ),
    ...page.details,
    '',
    'Method. The server is the real one (`buildApp`) on PostgreSQL, in the bench process, serving a copy of the',
    "built web app (`npm run build`); the browser is Debian's Chromium through Playwright. The transfer is summed",
    'from CDP `Network.loadingFinished` `encodedDataLength` of every script and stylesheet response of one cold',
    'load (a fresh browser context, so an empty cache), lazy route chunks included. The LCP runs are cold loads',
    'in a phone context (390×844, device scale factor 2, mobile, touch) with CDP `Network.emulateNetworkConditions`',
    '(150 ms latency, 200,000 bytes/s down and up) and `Emulation.setCPUThrottlingRate` 4; LCP is the last',
    "`largest-contentful-paint` entry (buffered PerformanceObserver) once the salon's name shows and the network",
    'has been idle for 500 ms. The what-if rows put a small proxy in front of the server (bench/src/gzip-proxy.ts)',
    'that answers the `/assets/` scripts and stylesheets gzipped at level 9 and passes the rest through; the app',
    'itself is unchanged. The availability load is autocannon (50 connections, one worker thread, bodies',
    'received but not kept) with every latency recorded (bench/src/record-latencies.cjs: autocannon itself reports',
    'no p95); the first answer of each range was fetched once before, so the load measures the steady state. All',
    `connections come from one address, so the bench sets \`PUBLIC_READS_PER_MINUTE\` to ${report.readsPerMinute.toLocaleString('en')} (the`,
    "configuration's maximum; at the default, 300 a minute per address, most answers would be 429).",
    'Availability answers are not cached (`cache-control: no-store`): each request reads the salon, the',
    'subscription, the services, the staff and the appointments of the range, and runs the engine.',
  ];
  writeSection(path, 'booking', lines.join('\n'));
}
