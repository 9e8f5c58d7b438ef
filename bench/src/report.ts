import { cpus, totalmem } from 'node:os';
import type { LoadResult } from './load.js';
import type { Percentiles } from './stats.js';
import { writeSection } from './sections.js';
import { round } from './stats.js';

export interface BenchReport {
  generateSeconds: number;
  engine: Percentiles & { runs: number; appointments: number; slots: number };
  baseline: LoadResult;
  calendar: LoadResult;
  /** Each round's calendar / baseline ratio; `baseline` and `calendar` are the median round's. */
  rounds: number[];
  /** The same call with the ETag of the previous answer: what a device's auto-refresh costs. */
  revalidate: LoadResult;
  /** The first, uncached answer. */
  coldMs: number;
  weekCount: number;
  render: (Percentiles & { appointments: number; runs: number }) | { skipped: string };
  salon: { employees: number; clients: number; appointments: number; busyWeekAppointments: number };
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

/** The calendar section of docs/benchmarks.md, rewritten on every run with that run's numbers and the goals. */
export function writeReport(
  report: BenchReport,
  path = new URL('../../docs/benchmarks.md', import.meta.url),
) {
  const ratio = report.calendar.requestsPerSecond / report.baseline.requestsPerSecond;
  const render = 'skipped' in report.render ? null : report.render;
  const lines = [
    '## The calendar',
    '',
    'Written by `npm run bench` (bench/src/run.ts); tests never assert timings.',
    '',
    `Run: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${round(totalmem() / 2 ** 30, 0)} GiB, PostgreSQL at BENCH_DATABASE_URL.`,
    '',
    `Data: one salon with ${report.salon.employees} employees, ${report.salon.clients.toLocaleString('en')} clients and ${report.salon.appointments.toLocaleString('en')} appointments over three months (${report.salon.busyWeekAppointments} in the current week), generated in ${report.generateSeconds} s.`,
    '',
    '| measure | result | goal | |',
    '|---|---|---|---|',
    `| free times of one service, all employees, one month, in-process (${report.engine.runs} runs over ${report.engine.appointments} appointments, ${report.engine.slots} slots) | p50 ${round(report.engine.p50)} ms, p95 ${round(report.engine.p95)} ms | p95 ≤ 10 ms | ${verdict(report.engine.p95 <= 10)} |`,
    `| calendar week call (${report.weekCount} appointments), autocannon 50 connections, gzip accepted as browsers do | ${round(report.calendar.requestsPerSecond, 0)} req/s (p50 ${report.calendar.latencyP50Ms} ms, p99 ${report.calendar.latencyP99Ms} ms, ${report.calendar.non2xx} non-2xx) | ≥ 30 % of the baseline, median of ${report.rounds.length} rounds | ${round(ratio * 100, 1)} % — ${verdict(ratio >= 0.3)} (rounds: ${report.rounds.map((r) => `${round(r * 100, 1)} %`).join(', ')}) |`,
    `| the same call revalidated with its ETag (what each device's 60 s auto-refresh sends) | ${round(report.revalidate.requestsPerSecond, 0)} req/s (p50 ${report.revalidate.latencyP50Ms} ms, ${report.revalidate.non2xx} answers 304) | — | ${round((report.revalidate.requestsPerSecond / report.baseline.requestsPerSecond) * 100, 1)} % of the baseline |`,
    `| the first, uncached calendar-week answer | ${report.coldMs} ms | — | |`,
    `| hello-world Fastify baseline, the median round | ${round(report.baseline.requestsPerSecond, 0)} req/s (p50 ${report.baseline.latencyP50Ms} ms) | — | |`,
    render
      ? `| week view rendering ${render.appointments} appointments in Chromium (${render.runs} runs, data arrived → all drawn) | p50 ${round(render.p50, 0)} ms, p95 ${round(render.p95, 0)} ms | ≤ 300 ms | ${verdict(render.p95 <= 300)} |`
      : `| week view rendering in Chromium | skipped: ${(report.render as { skipped: string }).skipped} | ≤ 300 ms | |`,
    '',
    "The load generator and the server share the machine's cores, as for the hello-world baseline above:",
    "autocannon runs in one worker thread beside the server's event loop, and its clients receive the answers",
    'without keeping their bodies as strings (bench/src/discard-bodies.cjs; the same for the baseline). The',
    'calendar answer is cached per salon calendar version (bumped by database triggers), and tokens and salon rows',
    'are kept in memory, kept right by PostgreSQL notifications (migration 0009): the load run measures the steady',
    'state of many devices reading one calendar; the first answer row shows the cost of a change.',
    '',
  ];
  writeSection(path, 'calendar', lines.join('\n'));
}
