import type { Asset } from './booking-page.js';
import type { LighthouseResult } from './lighthouse.js';
import { writeSection } from './sections.js';
import { round } from './stats.js';

export interface PageWeight {
  key: 'login' | 'home' | 'calendar' | 'booking';
  label: string;
  path: string;
  /** null: reported without a goal. */
  goalBytes: number | null;
  assets: Asset[];
  /** Everything else the page fetched (document, API calls, fonts, images). */
  other: { requests: number; transferred: number };
  /** Loaded modules of screens the page does not show, as "area: module" (null: not checked). */
  foreign: string[] | null;
}

export interface PagesReport {
  cores: number;
  loadAverage: number;
  chromiumVersion: string;
  /** Where the built web app was copied from. */
  webSource: string;
  /** The checkout's commit when the bench ran. */
  commit: string | null;
  pages: PageWeight[];
  lighthouse: LighthouseResult | { skipped: string };
  /** The welcome dashboard, signed in (Score ≥ 90, largest paint ≤ 2.5 s). */
  homeLighthouse: LighthouseResult | { skipped: string };
  lighthouseRuns: number;
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
/** kB as browsers' developer tools count them: 1,000 bytes. */
const kB = (bytes: number) => `${round(bytes / 1000, 1)} kB`;
const seconds = (ms: number) => `${round(ms / 1000, 2)} s`;
const transferred = (page: PageWeight) => page.assets.reduce((sum, asset) => sum + asset.transferred, 0);

function weightRow(page: PageWeight): string {
  const total = transferred(page);
  const raw = page.assets.reduce((sum, asset) => sum + asset.raw, 0);
  const encodings = [...new Set(page.assets.map((asset) => asset.encoding ?? 'none'))].join(', ');
  const goal =
    page.goalBytes === null ? '— | ' : `≤ ${kB(page.goalBytes)} | ${verdict(total <= page.goalBytes)}`;
  return `| ${page.label} \`${page.path}\`: JavaScript + CSS transferred (${page.assets.length} files, cold cache, phone size; encodings: ${encodings}) | ${kB(total)} (files ${kB(raw)}) | ${goal} |`;
}

/** Score and paints of one page, against the goals of a page a phone user opens first (≥ 90, ≤ 2.5 s). */
function lighthouseRows(label: string, result: PagesReport['lighthouse'], runs: number): string[] {
  const goalCells = (goal: string, ok: boolean) => `${goal} | ${verdict(ok)}`;
  if ('skipped' in result) {
    return [
      `| ${label}, Lighthouse mobile performance score | skipped: ${result.skipped} | ≥ 90 | |`,
      `| ${label}, Lighthouse largest contentful paint | skipped | ≤ 2.5 s | |`,
    ];
  }
  const { median } = result;
  const list = (key: 'score' | 'fcp' | 'lcp') =>
    result.runs.map((run) => (key === 'score' ? String(run.score) : seconds(run[key]))).join(', ');
  return [
    `| ${label}, Lighthouse ${result.version} performance score, mobile profile (median of ${runs} runs) | ${median.score} (runs: ${list('score')}) | ${goalCells('≥ 90', median.score >= 90)} |`,
    `| ${label}, Lighthouse largest contentful paint | ${seconds(median.lcp)} (runs: ${list('lcp')}) | ${goalCells('≤ 2.5 s', median.lcp <= 2500)} |`,
    `| ${label}, Lighthouse first contentful paint | ${seconds(median.fcp)} (runs: ${list('fcp')}) | — | |`,
    `| ${label}, Lighthouse total blocking time | ${Math.round(median.tbt)} ms | — | |`,
  ];
}

function fileTable(page: PageWeight): string[] {
  return [
    '',
    `The ${page.assets.length} JavaScript and CSS files of \`${page.path}\` (transferred with response headers, as Chromium's \`encodedDataLength\` counts them; file as built; kB of 1,000 bytes):`,
    '',
    '| file | type | transferred | file |',
    '|---|---|---|---|',
    ...page.assets
      .slice(0, 12)
      .map((asset) => `| \`${asset.path}\` | ${asset.type} | ${kB(asset.transferred)} | ${kB(asset.raw)} |`),
    ...(page.assets.length > 12
      ? [
          `| ${page.assets.length - 12} more | | ${kB(page.assets.slice(12).reduce((sum, asset) => sum + asset.transferred, 0))} | |`,
        ]
      : []),
    '',
    `Besides them: ${page.other.requests} other responses (document, API calls, images, icon), ${kB(page.other.transferred)}.`,
  ];
}

/** The pages section of docs/benchmarks.md, rewritten on every run with that run's numbers and the goals. */
export function writePagesReport(
  report: PagesReport,
  path = new URL('../../docs/benchmarks.md', import.meta.url),
) {
  const login = report.pages.find((page) => page.key === 'login');
  const foreignRow = !login
    ? []
    : login.foreign === null
      ? [
          `| sign-in page loads no code of screens it does not show | not checked: the build has no \`.vite/chunks.json\` (apps/web/chunk-packs.ts) | none | |`,
        ]
      : [
          `| sign-in page loads no code of screens it does not show (dashboard and business screens, maps, calendar, charts, other forms), by the source modules in the files it loads (\`.vite/chunks.json\`) | ${login.foreign.length === 0 ? 'none' : login.foreign.map((module) => `\`${module}\``).join(', ')} | none | ${verdict(login.foreign.length === 0)} |`,
        ];
  const lighthouseNote =
    'skipped' in report.lighthouse
      ? ''
      : ` Lighthouse ${report.lighthouse.version} (${report.lighthouse.throttling}), a fresh Chromium for each run; its largest paint: ${[...new Set(report.lighthouse.runs.map((run) => `\`${run.lcpElement.replace(/\|/g, '\\|')}\``))].join('; ')}; total blocking time ${Math.round(report.lighthouse.median.tbt)} ms, layout shift ${round(report.lighthouse.median.cls, 3)}, speed index ${seconds(report.lighthouse.median.speedIndex)}, this host's CPU benchmark index ${Math.round(report.lighthouse.median.benchmarkIndex)} (medians; Lighthouse warns below 1,000).${report.lighthouse.runs.some((run) => run.warnings.length) ? ` Its warnings: ${[...new Set(report.lighthouse.runs.flatMap((run) => run.warnings))].join(' ')}` : ''}`;
  const home = report.homeLighthouse;
  const homeNote =
    'skipped' in home
      ? ''
      : ` The welcome dashboard's runs start with the demo owner's session written into local storage (Lighthouse then keeps the origin's storage; the profile is new, so the cache is empty); its largest paint: ${[...new Set(home.runs.map((run) => `\`${run.lcpElement.replace(/\|/g, '\\|')}\``))].join('; ')}.`;
  const lines = [
    '## Page weight on a slow phone (the booking page and the dashboard)',
    '',
    'Written by `npm run bench:pages -w @salon/bench` (bench/src/pages.ts); tests never assert sizes or timings.',
    '',
    `Run: ${new Date().toISOString()}, Node ${process.version}, ${report.cores} cores (load average ${report.loadAverage} at the start), Debian's Chromium ${report.chromiumVersion}. The real server on the embedded database with the demo data, serving a copy of the web app built in \`${report.webSource}\`${report.commit ? ` (checkout at ${report.commit})` : ''}, scripts and styles brotli-compressed at build time. Each page loaded once with an empty cache at phone size (390×844); the welcome dashboard and the calendar after signing in as the demo owner on the Business tab.${lighthouseNote}${homeNote}`,
    '',
    '| measure | result | goal | |',
    '|---|---|---|---|',
    ...report.pages.filter((page) => page.key === 'login').map(weightRow),
    ...foreignRow,
    ...lighthouseRows('sign-in page', report.lighthouse, report.lighthouseRuns),
    ...report.pages.filter((page) => page.key !== 'login').map(weightRow),
    ...lighthouseRows('welcome dashboard, signed in', report.homeLighthouse, report.lighthouseRuns),
    ...report.pages.flatMap(fileTable),
  ];
  writeSection(path, 'pages', lines.join('\n'));
}
