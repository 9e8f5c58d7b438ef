import { setTimeout as sleep } from 'node:timers/promises';
import { byStatus, call, codeOf, discover, signIn, writeLoad, DEMO, type Write } from './faults-api.js';
import {
  checkCounters,
  freshDatabase,
  missingAppointments,
  terminateBackends,
  type CounterCheck,
} from './faults-pg.js';
import {
  errorSummary,
  freePort,
  newDataDir,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
} from './faults-procs.js';

export const TERMINATE_DB = 'salon_faults';
export const LOGIN_DB = 'salon_faults_login';
const CLIENTS = 8;
const TERMINATIONS = 6;
const GAP_MS = 1_200;

/** Non-200 answers by status and error code, e.g. `503 DATABASE_UNAVAILABLE: 6`. */
export function failuresByCode(
  writes: Pick<Write, 'status' | 'code' | 'error'>[],
  all = false,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const write of writes.filter((w) => all || w.status !== 200)) {
    const key =
      write.status === 0 ? `no answer (${write.error})` : `${write.status} ${write.code ?? ''}`.trim();
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export interface TerminateResult {
  seconds: number;
  /** Sessions each `pg_terminate_backend` round ended. */
  ended: number[];
  answers: Record<string, number>;
  failures: Record<string, number>;
  writes: number;
  acknowledged: number;
  missing: number;
  /** 503 answers carrying a Retry-After header. */
  retryAfter503: number;
  /** Server process exits the bench did not cause. */
  exits: number;
  exitNote: string;
  /** Writes started more than 1 s after the last termination, and how many of them failed. */
  after: { writes: number; failed: number };
  healthAfter: number;
  counters: CounterCheck[];
  errors: string[];
}

/** A server process on a fresh database with the demo owner, answering; its data folder kept apart. */
export async function startOnDatabase(name: string, url: string, extra: Record<string, string> = {}) {
  const proc = startServer(
    name,
    { DATABASE_URL: url, SEED_DEMO: 'always', DATA_DIR: newDataDir(name), ...extra },
    await freePort(),
  );
  const ready = await waitHealthy(proc, 120_000);
  if (!ready.ok) throw new Error(`${name} did not start: ${ready.reason}`);
  return proc;
}

/**
 * Step 1: 8 clients keep booking appointments while every session of the database is terminated 6 times, a
 * little over a second apart; then every acknowledged booking is looked up and the kept counters recounted.
 */
export async function stepTerminate(): Promise<TerminateResult> {
  const url = await freshDatabase(TERMINATE_DB);
  const proc = await startOnDatabase('terminate', url);
  try {
    const session = await signIn(proc.base);
    const plan = await discover(session);
    let stop = false;
    const started = performance.now();
    const load = writeLoad(session, plan, {
      workers: CLIENTS,
      maxPerWorker: 5_000,
      deadline: started + 60_000,
      stop: () => stop || proc.exit !== null,
    });
    const ended: number[] = [];
    let lastAt = started;
    try {
      await sleep(1_500);
      for (let i = 0; i < TERMINATIONS && !proc.exit; i++) {
        lastAt = performance.now();
        ended.push(await terminateBackends(TERMINATE_DB));
        await sleep(GAP_MS);
      }
      await sleep(2_500);
    } finally {
      stop = true;
    }
    const writes = await load;
    const seconds = (performance.now() - started) / 1_000;
    const ids = writes.flatMap((w) => (w.id ? [w.id] : []));
    const later = writes.filter((w) => w.startedAt > lastAt + 1_000);
    const health = await call(proc.base, 'GET', '/api/health');
    return {
      seconds,
      ended,
      answers: byStatus(writes),
      failures: failuresByCode(writes),
      writes: writes.length,
      acknowledged: ids.length,
      missing: (await missingAppointments(TERMINATE_DB, ids)).length,
      retryAfter503: writes.filter((w) => w.status === 503 && w.retryAfter).length,
      exits: proc.exit ? 1 : 0,
      exitNote: proc.exit ? `exited: code ${proc.exit.code}, signal ${proc.exit.signal}` : 'ran throughout',
      after: { writes: later.length, failed: later.filter((w) => w.status !== 200).length },
      healthAfter: health.status,
      counters: await checkCounters(TERMINATE_DB),
      errors: errorSummary(proc),
    };
  } finally {
    await stopServer(proc);
  }
}

export interface LoginResult {
  tries: number;
  /** Answers by status and error code. */
  answers: Record<string, number>;
  /** Answers other than 429: attempts whose password was checked. */
  evaluated: number;
  seconds: number;
  errors: string[];
}

/**
 * Step 4: 30 concurrent sign-ins with a wrong password for the demo owner, all from 127.0.0.1, against a fresh
 * server process on a fresh database (no attempts recorded yet).
 */
export async function stepWrongPasswords(tries = 30): Promise<LoginResult> {
  const url = await freshDatabase(LOGIN_DB);
  const proc: ServerProcess = await startOnDatabase('wrong-passwords', url);
  try {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, n) =>
        call(proc.base, 'POST', '/api/proxy/auth/login', {
          body: { email: DEMO.email, password: `Wrong-${n}-password` },
          timeoutMs: 30_000,
        }),
      ),
    );
    return {
      tries,
      answers: failuresByCode(
        answers.map((a) => ({ ...a, code: codeOf(a) })),
        true,
      ),
      evaluated: answers.filter((a) => a.status !== 429).length,
      seconds: (performance.now() - started) / 1_000,
      errors: errorSummary(proc),
    };
  } finally {
    await stopServer(proc);
  }
}
