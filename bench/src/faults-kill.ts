import { setTimeout as sleep } from 'node:timers/promises';
import {
  appointmentsPresent,
  byStatus,
  discover,
  signIn,
  writeLoad,
  type BookingPlan,
} from './faults-api.js';
import { freshDatabase, missingAppointments } from './faults-pg.js';
import {
  freePort,
  killHard,
  logLines,
  msToLog,
  newDataDir,
  shortLine,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
} from './faults-procs.js';

export const KILL_DB = 'salon_faults_kill';
const CLIENTS = 8;
/** Start attempts after a kill before the run gives up, and the time they may take together. */
const MAX_STARTS = 20;
const RESTART_BUDGET_MS = 60_000;

export interface KillRun {
  run: number;
  writes: number;
  acknowledged: number;
  lost: number;
  /** Acknowledged writes whose presence could not be told (an answer other than 200 or 404). */
  unknown: number;
  answers: Record<string, number>;
  /** From the kill to the restarted process's first 200 on `GET /api/health`; null if it never answered. */
  restartMs: number | null;
  startAttempts: number;
  /** Why the attempts before the successful one ended (their last log line). */
  failedStarts: string[];
  /** From the kill to the restarted process's log saying its database is open (migrated, seeded): embedded. */
  openMs: number | null;
  /** From the kill to the first health call its port accepted (it may have answered later). */
  listenMs: number | null;
}

/** The embedded server warns about itself right after opening, migrating and seeding its database. */
const OPENED = /embedded database/;

/** From `since` (performance.now()) to the process's first log line matching `pattern`. */
function sinceKill(proc: ServerProcess, pattern: RegExp, since: number): number | null {
  const ms = msToLog(proc, pattern);
  return ms === null ? null : ms + (proc.spawnedAt - (Date.now() - (performance.now() - since)));
}

export interface KillResult {
  database: 'postgresql' | 'embedded';
  runs: KillRun[];
  /** For comparison: a start after a clean stop (SIGTERM) to its first 200 on `GET /api/health`. */
  cleanStartMs?: number | null;
  /** That clean start's spawn to its database open (embedded) and to its port accepting. */
  cleanOpenMs?: number | null;
  cleanListenMs?: number | null;
  error?: string;
}

/** Starts the server until one attempt answers `GET /api/health` 200 (bounded in count and time). */
async function restart(name: string, env: Record<string, string>, port: number, since: number) {
  const failedStarts: string[] = [];
  for (let attempt = 1; attempt <= MAX_STARTS; attempt++) {
    const left = RESTART_BUDGET_MS - (performance.now() - since);
    if (left <= 0) break;
    const spawnAt = performance.now();
    const proc = startServer(`${name}-start${attempt}`, env, port);
    const ready = await waitHealthy(proc, left);
    if (ready.ok) {
      const listenMs = ready.listeningMs === null ? null : ready.listeningMs + (spawnAt - since);
      return { proc, attempts: attempt, ms: performance.now() - since, listenMs, failedStarts };
    }
    const last = logLines(proc, { all: true, max: 3 }).map(shortLine).join(' | ');
    failedStarts.push(`${ready.reason}${last ? `: ${last}` : ''}`);
    await killHard(proc);
    await sleep(100);
  }
  return { proc: null, attempts: failedStarts.length, ms: null, listenMs: null, failedStarts };
}

/**
 * Step 2: three runs of 8 writing clients, `kill -9` of the server mid-load, a restart with the same settings,
 * and a look for every write answered 200 before the kill. One process after the other: each run's restarted
 * process takes the next run's load. Last, for comparison, a stop and a start with nothing killed.
 */
export async function stepKill(database: 'postgresql' | 'embedded', runs = 3): Promise<KillResult> {
  const env: Record<string, string> = { SEED_DEMO: 'always', DATA_DIR: newDataDir(`kill-${database}`) };
  if (database === 'postgresql') env.DATABASE_URL = await freshDatabase(KILL_DB);
  const port = await freePort();
  env.PORT = String(port);
  const result: KillResult = { database, runs: [] };
  let proc: ServerProcess | null = startServer(`kill-${database}`, env, port);
  try {
    const ready = await waitHealthy(proc, 120_000);
    if (!ready.ok) throw new Error(`the first start failed: ${ready.reason}`);
    let plan: BookingPlan | undefined;
    for (let run = 1; run <= runs && proc; run++) {
      const session = await signIn(proc.base);
      plan ??= await discover(session);
      const current: ServerProcess = proc;
      let stop = false;
      const load = writeLoad(session, plan, {
        workers: CLIENTS,
        maxPerWorker: 5_000,
        deadline: performance.now() + 30_000,
        stop: () => stop,
      });
      // Mid-load: after a couple of seconds of writes, a different moment in each run.
      await sleep(2_000 + run * 350);
      const killedAt = performance.now();
      await killHard(current);
      stop = true;
      const writes = await load;
      // Every 200 the bench read was sent before the process died, even one read just after the kill call.
      const acknowledged = writes.flatMap((w) => (w.id ? [w.id] : []));
      const again = await restart(`kill-${database}-run${run}`, env, port, killedAt);
      proc = again.proc;
      const entry: KillRun = {
        run,
        writes: writes.length,
        acknowledged: acknowledged.length,
        lost: 0,
        unknown: 0,
        answers: byStatus(writes),
        restartMs: again.ms,
        startAttempts: again.attempts,
        failedStarts: again.failedStarts,
        openMs: again.proc && database === 'embedded' ? sinceKill(again.proc, OPENED, killedAt) : null,
        listenMs: again.listenMs,
      };
      result.runs.push(entry);
      if (!proc) {
        entry.unknown = acknowledged.length;
        break;
      }
      if (database === 'postgresql') {
        entry.lost = (await missingAppointments(KILL_DB, acknowledged)).length;
      } else {
        const found = await appointmentsPresent(await signIn(proc.base), acknowledged);
        entry.lost = found.missing.length;
        entry.unknown = found.unknown.length;
      }
    }
    if (proc) {
      await stopServer(proc);
      const started = performance.now();
      proc = startServer(`kill-${database}-clean-start`, env, port);
      const ready = await waitHealthy(proc, 60_000);
      result.cleanStartMs = ready.ok ? performance.now() - started : null;
      result.cleanListenMs = ready.listeningMs;
      result.cleanOpenMs = database === 'embedded' ? sinceKill(proc, OPENED, started) : null;
    }
  } catch (error) {
    result.error = (error as Error).message;
  } finally {
    if (proc) await stopServer(proc);
  }
  return result;
}
