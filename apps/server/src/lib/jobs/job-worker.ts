import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db.js';
import { isDatabaseUnavailable } from '../pg-errors.js';
import { jobRepository } from './job.repository.js';
import type { JobRow } from '../../db/tables/job.table.js';
import { JobHandedBack, PermanentJobError, type JobHandler, type JobRun } from './job-types.js';

export interface JobWorkerOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /**
   * How long a claimed job is this worker's; renewed every third of it while it runs, so only a dead (or
   * stalled) process loses it, and another worker takes its jobs within lease + poll.
   */
  leaseMs: number;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`, give or take a quarter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How long `stop` waits for the running jobs past their point of no return (the others are handed back at
   * once) before letting go: their lease then hands them on.
   */
  stopGraceMs: number;
  workerId?: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Woken by this channel's notifications when a job is due now (both databases deliver them at commit). */
/** Also named by the jobs table's trigger (migration 0035), which wakes the workers for a job due now. */
export const JOBS_CHANNEL = 'job_queue';
/** Why a running job's signal is aborted when its worker stops. */
const STOPPING = new Error('the job worker is stopping');
/** Longest error text kept on a job: enough for an SMTP answer, not a whole stack. */
const ERROR_TEXT_MAX = 1_000;
/** How often leases that ran out on a job's last attempt are marked failed (they would sit as running). */
const SWEEP_EVERY_MS = 30_000;
/** Finished jobs (done, failed, cancelled) are kept this long as history, then deleted by the workers. */
export const JOB_RETENTION_DAYS = 30;
const JOB_RETENTION_MS = JOB_RETENTION_DAYS * 24 * 60 * 60_000;
/** How often one process prunes: the first look is at start, then at most once an hour. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Jobs deleted per statement: each is short, so pruning never holds many row locks for long. */
const PRUNE_BATCH = 1_000;

/**
 * Exponential backoff with jitter: base·2^(attempt−1), capped, times 0.75–1.25. The jitter spreads the retries
 * of many jobs that failed together (an SMTP outage); its range keeps every delay longer than the one before.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.75 + random() * 0.5));
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, ERROR_TEXT_MAX);

const toRun = (row: JobRow, signal: AbortSignal): JobRun =>
  ({
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt,
    companyId: row.companyId,
    appointmentId: row.appointmentId,
    signal,
  }) as JobRun;

/** A claimed job this process runs: its run, and the signal that tells its handler to give it back. */
interface ActiveJob {
  done: Promise<void>;
  controller: AbortController;
}

/**
 * One process's worker: claims due jobs of the kinds it has handlers for, runs them, records the outcome.
 * Safety across processes comes from the database (SKIP LOCKED claims, leases, holder-guarded updates), so
 * any number of workers may run; polling finds delayed jobs and NOTIFY wakes it for jobs due now.
 */
export function createJobWorker(
  database: Database,
  handlers: ReadonlyMap<string, JobHandler>,
  options: JobWorkerOptions,
) {
  const db = database.db;
  const { logger } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const active = new Map<string, ActiveJob>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let again = false;
  let lastSweep = 0;
  let lastPrune = 0;
  let pruning: Promise<number> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  // The database out of reach (a restart, a failover) is an operator's warning, not a defect: it passes.
  const logAs = (error: unknown) => (isDatabaseUnavailable(error) ? logger.warn : logger.error).bind(logger);

  const renewLeases = () => {
    if (active.size === 0) return;
    const runs = [...active.entries()];
    jobRepository
      .extendLeases(
        db,
        workerId,
        runs.map(([id]) => id),
        options.leaseMs,
      )
      .then((renewed) => {
        // Not renewed: the run ended meanwhile, or its lease ran out (a stalled process) and another worker
        // took the job. Its handler, if still before its point of no return, stops there: the job is the other's.
        const held = new Set(renewed);
        for (const [id, job] of runs) {
          if (held.has(id) || active.get(id) !== job || job.controller.signal.aborted) continue;
          logger.warn({ jobId: id }, 'job lease lost to another worker; its run stops if it still can');
          job.controller.abort(new Error('the job lease was lost'));
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'job leases could not be renewed'));
  };

  /** A handler stopped before its point of no return: the job goes back, due now, and any worker is woken. */
  async function handBack(row: JobRow) {
    const state = await jobRepository.handBack(db, row.id, workerId);
    if (state === 'queued') await jobRepository.notify(db, JOBS_CHANNEL);
    logger.info(
      { jobId: row.id, kind: row.kind, attempt: row.attempts },
      state === 'queued'
        ? 'job handed back for another worker to run'
        : state === 'cancelled'
          ? 'job handed back and cancelled: a newer plan holds its key'
          : "job stopped: it was no longer this worker's",
    );
  }

  async function run(row: JobRow, signal: AbortSignal): Promise<void> {
    const handler = handlers.get(row.kind);
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${row.kind}`);
      await handler(toRun(row, signal));
      await jobRepository.markDone(db, row.id, workerId);
    } catch (error) {
      const text = errorText(error);
      try {
        if (error instanceof JobHandedBack && signal.aborted) {
          await handBack(row);
        } else if (error instanceof PermanentJobError || row.attempts >= row.maxAttempts) {
          await jobRepository.markFailed(db, row.id, workerId, text);
          logger.error({ jobId: row.id, kind: row.kind, attempt: row.attempts }, `job failed: ${text}`);
        } else {
          const delay = retryDelayMs(row.attempts, options.retryBaseMs, options.retryMaxMs);
          await jobRepository.markRetry(db, row.id, workerId, text, delay);
          logger.warn({ jobId: row.id, kind: row.kind, attempt: row.attempts, retryInMs: delay }, text);
        }
      } catch (recordError) {
        // The outcome could not be written (database gone): the lease runs out and the job is taken again.
        logAs(recordError)({ err: recordError, jobId: row.id }, 'job outcome could not be recorded');
      }
    }
  }

  /** Deletes finished jobs past the retention, a batch per statement, until a batch comes back short. */
  async function prune(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await jobRepository.deleteFinished(db, {
        olderThanMs: JOB_RETENTION_MS,
        limit: PRUNE_BATCH,
      });
      total += deleted;
      if (deleted < PRUNE_BATCH || stopping) return total;
    }
  }

  /** The loop's hourly prune, beside the claims rather than before them, so due jobs never wait on it. */
  function pruneIfDue() {
    if (pruning || Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    pruning = prune()
      .then((deleted) => {
        if (deleted > 0)
          logger.info({ deleted }, `deleted finished jobs older than ${JOB_RETENTION_DAYS} days`);
        return deleted;
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'finished jobs could not be deleted');
        return 0;
      })
      .finally(() => {
        pruning = undefined;
      });
  }

  /** Claims what free slots allow and starts those jobs without waiting for them; answers how many. */
  async function claimAndStart(): Promise<number> {
    const free = options.concurrency - active.size;
    const kinds = [...handlers.keys()];
    if (free <= 0 || kinds.length === 0 || stopping) return 0;
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await jobRepository.failExhaustedLeases(db);
      if (stopping) return 0;
    }
    const rows = await jobRepository.claim(db, { workerId, kinds, limit: free, leaseMs: options.leaseMs });
    for (const row of rows) {
      const controller = new AbortController();
      // Claimed by a look that was already under way when `stop` began: given back at its point of no return.
      if (stopping) controller.abort(STOPPING);
      const done = run(row, controller.signal).finally(() => {
        active.delete(row.id);
        if (active.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
        wake();
      });
      active.set(row.id, { done, controller });
    }
    if (rows.length > 0 && !heartbeat) heartbeat = setInterval(renewLeases, Math.max(1, options.leaseMs / 3));
    return rows.length;
  }

  function schedule(ms: number) {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
  }

  /** A notification or a finished job: look again now (or right after the look under way). */
  function wake() {
    if (ticking) again = true;
    else schedule(0);
  }

  function tick(): Promise<void> {
    if (ticking) {
      again = true;
      return ticking;
    }
    ticking = (async () => {
      try {
        pruneIfDue();
        do {
          again = false;
          const free = options.concurrency - active.size;
          const claimed = await claimAndStart();
          // A full batch means more may be waiting.
          if (free > 0 && claimed === free) again = true;
        } while (again && started && !stopping);
      } catch (error) {
        logAs(error)({ err: error }, 'job worker could not claim jobs');
      } finally {
        ticking = undefined;
        schedule(options.pollMs);
      }
    })();
    return ticking;
  }

  return {
    workerId,

    async start() {
      if (started) return;
      started = true;
      stopping = false;
      try {
        unlisten = await database.listen(
          // Payload-free: every notification only means "look now".
          JOBS_CHANNEL,
          { onPayload: () => wake(), onStatus: () => undefined },
        );
      } catch (error) {
        logger.warn({ err: error }, 'job worker polls only: listening for new jobs failed');
      }
      schedule(0);
    },

    /**
     * Stops claiming at once and aborts every running job's signal: a handler not yet past its point of no
     * return gives its job back (JobHandedBack), and another worker takes it at once. The others are waited
     * for up to `stopGraceMs`, their leases renewed meanwhile; past it they are let go, to their lease.
     */
    async stop() {
      if (!started) return;
      stopping = true;
      clearTimeout(timer);
      for (const job of active.values()) job.controller.abort(STOPPING);
      await unlisten?.().catch(() => undefined);
      unlisten = undefined;
      await ticking;
      await pruning; // ends after its current batch
      const waiting = Promise.allSettled([...active.values()].map((job) => job.done));
      let grace: NodeJS.Timeout | undefined;
      const expired = new Promise<boolean>((resolve) => {
        grace = setTimeout(() => resolve(true), options.stopGraceMs);
      });
      if (await Promise.race([waiting.then(() => false), expired])) {
        logger.warn(
          { running: active.size },
          'stopped with jobs still running; their leases will hand them on',
        );
      }
      clearTimeout(grace);
      clearInterval(heartbeat);
      heartbeat = undefined;
      started = false;
      // Stopped, not closed: `runDue` (and a later `start`) may claim again.
      stopping = false;
    },

    async runDue(): Promise<number> {
      let total = 0;
      for (;;) {
        const claimed = await claimAndStart();
        total += claimed;
        if (claimed === 0 && active.size === 0) return total;
        if (claimed === 0 || active.size >= options.concurrency)
          await Promise.race([...active.values()].map((job) => job.done));
      }
    },

    /** Prunes now, whatever the time since the last: tests and one-off scripts. */
    prune,
  };
}
