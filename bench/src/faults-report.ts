import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatCounts } from './faults-api.js';
import type { KillResult } from './faults-kill.js';
import type { MailResult } from './faults-mail.js';
import type { OutageResult, PhaseCounts } from './faults-outage.js';
import { writeSection } from './sections.js';
import type { LoginResult, TerminateResult } from './faults-terminate.js';

export interface FaultsResults {
  startedAt: Date;
  seconds: number;
  loadAtStart: number;
  build: string;
  terminate?: TerminateResult | { error: string };
  kills: KillResult[];
  outage?: OutageResult | { error: string };
  login?: LoginResult | { error: string };
  mail?: MailResult | { error: string };
}

interface Row {
  step: string;
  goal: string;
  result: string;
  met: boolean | null;
}

const s = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : `${(ms / 1_000).toFixed(2)} s`;
const failed = <T extends object>(
  value: T | { error: string } | undefined,
): value is { error: string } | undefined => !value || 'error' in value;
/** The row of a step that did not run (FAULTS_STEPS) or stopped with an error. */
const unrun = (step: string, value: { error: string } | undefined): Row[] => [
  { step, goal: 'the step runs', result: value?.error ?? 'not run', met: value ? false : null },
];
const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : '**not met**');

function terminateRows(r: FaultsResults['terminate']): Row[] {
  const step = '1. terminations';
  if (failed(r)) return unrun(step, r);
  const counters = r.counters.filter((c) => c.differing !== 0);
  const fiveHundreds = r.answers['500'] ?? 0;
  return [
    { step, goal: 'server process exits: 0', result: `${r.exits} (${r.exitNote})`, met: r.exits === 0 },
    {
      step,
      goal: 'no 500 answer (503 for a transaction that lost its connection)',
      result: `${fiveHundreds} × 500 of ${r.writes} writes; ${formatCounts(r.failures)}`,
      met: fiveHundreds === 0 && (r.answers['no answer'] ?? 0) === 0,
    },
    {
      step,
      goal: 'every write answered 200 is in the database',
      result: `${r.acknowledged - r.missing} of ${r.acknowledged}`,
      met: r.missing === 0,
    },
    {
      step,
      goal: 'kept counters equal plain counts',
      result: counters.length
        ? counters.map((c) => `${c.name}: ${c.differing ?? c.error} keys differ`).join('; ')
        : `all ${r.counters.length} tables equal`,
      met: counters.length === 0,
    },
  ];
}

function killRows(kills: KillResult[]): Row[] {
  if (kills.length === 0) return unrun('2. kill -9', undefined);
  const rows: Row[] = [];
  for (const k of kills) {
    const step = `2. kill -9 (${k.database === 'postgresql' ? 'PostgreSQL' : 'embedded'})`;
    const acknowledged = k.runs.reduce((n, run) => n + run.acknowledged, 0);
    const lost = k.runs.reduce((n, run) => n + run.lost + run.unknown, 0);
    const complete = !k.error && k.runs.length === 3;
    rows.push({
      step,
      goal: 'acknowledged writes lost: 0',
      result: `${lost} of ${acknowledged} over ${k.runs.length} runs${k.error ? ` (${k.error})` : ''}`,
      met: complete && lost === 0,
    });
    if (k.database === 'embedded') {
      const times = k.runs.map((run) => run.restartMs);
      rows.push({
        step,
        goal: 'kill → restarted process answers /api/health 200: ≤ 3 s',
        result: times.map(s).join(', ') || '—',
        met: complete && times.every((ms) => ms !== null && ms <= 3_000),
      });
      rows.push({
        step,
        goal: 'the restart succeeds on its first try',
        result: `start attempts: ${k.runs.map((run) => run.startAttempts).join(', ') || '—'}`,
        met: complete && k.runs.every((run) => run.startAttempts === 1 && run.restartMs !== null),
      });
    }
  }
  return rows;
}

function outageRows(r: FaultsResults['outage']): Row[] {
  const step = '3. 5 s outage';
  if (failed(r)) return unrun(step, r);
  const during = r.during;
  const share503 = during.calls
    ? (100 * (during.answers['503 DATABASE_UNAVAILABLE'] ?? 0)) / during.calls
    : 0;
  const all503 = Object.entries(during.answers)
    .filter(([key]) => key.startsWith('503'))
    .reduce((n, [, v]) => n + v, 0);
  const served = Object.entries(during.answers)
    .filter(([key]) => key.startsWith('2'))
    .reduce((n, [, v]) => n + v, 0);
  return [
    {
      step,
      goal: 'calls during the outage: 100 % 503, none 500',
      result:
        `${all503} of ${during.calls} answered 503 (${share503.toFixed(0)} % DATABASE_UNAVAILABLE; ` +
        `${during.retryAfter} with Retry-After), ${served} served anyway; ${formatCounts(during.answers)}`,
      met: during.calls > 0 && all503 + served === during.calls && all503 > 0,
    },
    {
      step,
      goal: 'failures from 1 s after the proxy is back: 0',
      result: `${r.after.failed} of ${r.after.calls}`,
      met: r.after.calls > 0 && r.after.failed === 0,
    },
    {
      step,
      goal: 'no restart needed (same process)',
      result: r.samePid ? 'same process throughout' : 'the process ended',
      met: r.samePid,
    },
  ];
}

function loginRows(r: FaultsResults['login']): Row[] {
  const step = '4. 30 wrong passwords at once';
  if (failed(r)) return unrun(step, r);
  return [
    {
      step,
      goal: 'attempts evaluated (answers other than 429): ≤ 10',
      result: `${r.evaluated} of ${r.tries}; ${formatCounts(r.answers)}`,
      met: r.evaluated <= 10,
    },
  ];
}

function mailRows(r: FaultsResults['mail']): Row[] {
  const step = "5. a dead process's mail";
  if (failed(r)) return unrun(step, r);
  const measured = r.heldAfterMs !== null;
  return [
    {
      step,
      goal: 'kill -9 of the sender → mail received from the other process: ≤ 60 s',
      result:
        r.deliveredMs !== null
          ? s(r.deliveredMs)
          : `not received within ${r.waitedSeconds.toFixed(0)} s${r.note ? ` (${r.note})` : ''}`,
      met: measured ? r.deliveredMs !== null && r.deliveredMs <= 60_000 : null,
    },
    {
      step,
      goal: 'received exactly once',
      result: `${r.copies} complete ${r.copies === 1 ? 'copy' : 'copies'}`,
      met: measured && r.deliveredMs !== null ? r.copies === 1 : null,
    },
  ];
}

/** A few sentences on what the numbers say, written from them. */
function readingLines(r: FaultsResults): string[] {
  const lines: string[] = [];
  const t = r.terminate;
  if (!failed(t)) {
    const fiveOhThree = Object.entries(t.failures)
      .filter(([key]) => key.startsWith('503'))
      .reduce((n, [, v]) => n + v, 0);
    lines.push(
      t.exits
        ? `- Terminated sessions ended the server process (${t.exitNote}).`
        : `- ${t.ended.length} rounds of terminated sessions cost ${t.writes - t.acknowledged} of ${t.writes} writes ` +
            `(${fiveOhThree} answered 503, ${t.retryAfter503} with Retry-After); ` +
            `${t.after.writes - t.after.failed} of ${t.after.writes} writes started after the last round succeeded.`,
    );
  }
  for (const k of r.kills) {
    const times = k.runs.map((run) => run.restartMs).filter((ms): ms is number => ms !== null);
    if (!times.length) continue;
    const attempts = k.runs.map((run) => run.startAttempts);
    const range = (values: (number | null)[]) => {
      const known = values.filter((ms): ms is number => ms !== null);
      return known.length ? `${s(Math.min(...known))} to ${s(Math.max(...known))}` : '—';
    };
    const open = k.database === 'embedded';
    const why = !attempts.every((n) => n === 1)
      ? '; the failed attempts are what the killed process left behind'
      : `. After a kill: ${open ? `database open ${range(k.runs.map((run) => run.openMs))}, ` : ''}` +
        `port accepting ${range(k.runs.map((run) => run.listenMs))}, first 200 ${range(times)}; ` +
        `after a clean stop: ${open ? `${s(k.cleanOpenMs)}, ` : ''}${s(k.cleanListenMs)}, ${s(k.cleanStartMs)}`;
    lines.push(
      `- ${k.database}: from kill -9 to answering ${s(Math.min(...times))} to ${s(Math.max(...times))} ` +
        `(start attempts ${attempts.join(', ')}); a start with nothing killed took ${s(k.cleanStartMs)}${why}.`,
    );
  }
  const o = r.outage;
  if (!failed(o)) {
    lines.push(
      `- During the 5 s cut, ${formatCounts(o.during.answers)} (the slowest in ${s(o.during.slowestMs)}); ` +
        `${o.after.calls - o.after.failed} of ${o.after.calls} calls from 1 s after it succeeded.`,
    );
  }
  const m = r.mail;
  if (!failed(m) && m.deliveredMs !== null) {
    lines.push(
      `- The killed sender's mail came from the other process ${s(m.deliveredMs)} after the kill, about the job ` +
        'lease plus the next poll: until the lease ends, no other process takes the job.',
    );
  }
  return lines;
}

const phaseText = (name: string, p: PhaseCounts) => `${name}: ${p.calls} calls, ${formatCounts(p.answers)}`;

function rawLines(r: FaultsResults): string[] {
  const lines: string[] = [];
  const t = r.terminate;
  if (!failed(t)) {
    lines.push(
      `- Terminations: ${t.writes} appointment writes from 8 clients in ${t.seconds.toFixed(1)} s ` +
        `(${formatCounts(t.answers)}); sessions ended per \`pg_terminate_backend\` round: ${t.ended.join(', ')}; ` +
        `503 answers with Retry-After: ${t.retryAfter503}; writes started over 1 s after the last termination: ` +
        `${t.writes ? `${t.after.failed} failed of ${t.after.writes}` : '—'}; \`GET /api/health\` afterwards ${t.healthAfter}.`,
    );
    for (const line of t.errors) lines.push(`  - logged: \`${line}\``);
  }
  for (const k of r.kills) {
    for (const run of k.runs) {
      lines.push(
        `- kill -9, ${k.database}, run ${run.run}: ${run.writes} writes (${formatCounts(run.answers)}), ` +
          `${run.acknowledged} answered 200, ${run.lost} of them lost, ${run.unknown} not told; ` +
          `restart answered after ${s(run.restartMs)} at start attempt ${run.startAttempts} (from the kill: ` +
          (run.openMs !== null ? `its database open at ${s(run.openMs)}, ` : '') +
          `its port accepting at ${s(run.listenMs)}).`,
      );
      for (const why of run.failedStarts.slice(0, 2))
        lines.push(`  - a failed start: \`${why.slice(0, 300)}\``);
      if (run.failedStarts.length > 2) lines.push(`  - … and ${run.failedStarts.length - 2} more like it`);
    }
    if (k.cleanStartMs !== undefined) {
      lines.push(
        `- For comparison, ${k.database}: a start after a clean stop (SIGTERM) answered after ${s(k.cleanStartMs)} ` +
          `(from the spawn: ${k.cleanOpenMs ? `its database open at ${s(k.cleanOpenMs)}, ` : ''}` +
          `its port accepting at ${s(k.cleanListenMs)}).`,
      );
    }
  }
  const o = r.outage;
  if (!failed(o)) {
    lines.push(
      `- Outage (${o.cutSockets} connections cut, new ones refused for 5 s): ` +
        [
          phaseText('before', o.before),
          `${phaseText('during', o.during)} (slowest answer ${s(o.during.slowestMs)})`,
          phaseText('first second back (not judged)', o.settling),
          phaseText('after', o.after),
        ].join('; ') +
        `; \`GET /api/health\` afterwards ${o.healthAfter}.`,
    );
    for (const [kind, counts] of Object.entries(o.during.byKind)) {
      lines.push(`  - during the outage, ${kind}: ${formatCounts(counts)}`);
    }
    for (const line of o.errors) lines.push(`  - logged: \`${line}\``);
  }
  const l = r.login;
  if (!failed(l)) lines.push(`- Wrong passwords: the 30 answers came within ${l.seconds.toFixed(1)} s.`);
  const m = r.mail;
  if (!failed(m)) {
    lines.push(
      `- Mail: process A's try held ${s(m.heldAfterMs)} after the booking's answer; after the kill the bench ` +
        `waited ${m.waitedSeconds.toFixed(1)} s; the job at the end: ${m.job}; other mails received: ${m.otherMails}.` +
        (m.note ? ` Note: ${m.note}.` : ''),
    );
    for (const line of m.errors) lines.push(`  - logged: \`${line}\``);
  }
  return lines;
}

export function writeFaultsReport(
  r: FaultsResults,
  // BENCH_REPORT writes the section into another file (a trial run) instead of docs/benchmarks.md.
  path = process.env.BENCH_REPORT
    ? pathToFileURL(resolve(process.env.BENCH_REPORT))
    : new URL('../../docs/benchmarks.md', import.meta.url),
): { met: number; total: number } {
  const rows = [
    ...terminateRows(r.terminate),
    ...killRows(r.kills),
    ...outageRows(r.outage),
    ...loginRows(r.login),
    ...mailRows(r.mail),
  ];
  const judged = rows.filter((row) => row.met !== null);
  const met = judged.filter((row) => row.met).length;
  const missed = rows.filter((row) => row.met === false);
  const lines = [
    '## Faults: stays up when the database blinks',
    '',
    'Written by `npm run bench:faults -w @salon/bench` (bench/src/faults.ts) against the built server ' +
      '(`apps/server/dist/main.js`) run as real processes on 127.0.0.1; see bench/README.md for each step.',
    '',
    `Run: ${r.startedAt.toISOString()}, ${r.seconds.toFixed(0)} s, Node ${process.version}, ${cpus().length} cores ` +
      `(${cpus()[0]?.model ?? 'unknown CPU'}), load average ${r.loadAtStart.toFixed(1)} at the start, ` +
      `PostgreSQL at BENCH_DATABASE_URL; ${r.build}.`,
    '',
    '| step | goal | result | |',
    '|---|---|---|---|',
    ...rows.map(
      (row) => `| ${row.step} | ${row.goal} | ${row.result.replaceAll('|', '/')} | ${verdict(row.met)} |`,
    ),
    '',
    `Reading: ${met} of ${judged.length} goals met.` +
      (missed.length
        ? ` Not met: ${missed.map((row) => `${row.step.replace(/^\d\. /, '')} — ${row.goal}`).join('; ')}.`
        : ''),
    '',
    ...readingLines(r),
    '',
    'Raw numbers:',
    '',
    ...rawLines(r),
  ];
  writeSection(path, 'faults', lines.join('\n'));
  return { met, total: judged.length };
}

export const loadNow = () => loadavg()[0] ?? 0;
