import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db.js';
import { newId } from '../ids.js';
import { jobRepository, type JobSubject } from './job.repository.js';
import type { JobRow } from '../../db/tables/job.table.js';
import { createJobWorker, type JobWorkerOptions } from './job-worker.js';
import {
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  type JobHandler,
  type JobKind,
  type NewJob,
} from './job-types.js';

export interface JobQueue {
  readonly workerId: string;
  /** Handlers are looked up at each claim: a worker only takes the kinds it can run. */
  register<K extends JobKind>(kind: K, handler: JobHandler<K>): void;
  /**
   * Adds a job inside the caller's transaction (`ex`), so it exists only if that commits. Answers its id, or
   * null when a queued job already holds `dedupeKey` (the earlier one stays as it was).
   */
  enqueue<K extends JobKind>(ex: Executor, job: NewJob<K>): Promise<string | null>;
  /** Many jobs of one kind in one statement (a series' reminders); dedupe keys held by queued jobs are skipped. */
  enqueueMany<K extends JobKind>(ex: Executor, jobs: NewJob<K>[]): Promise<void>;
  /** Re-plans the queued job holding `dedupeKey` (new time, payload, attempts reset), or adds it. */
  replace<K extends JobKind>(ex: Executor, job: NewJob<K> & { dedupeKey: string }): Promise<string>;
  /**
   * `replace` for many jobs and `cancelByKey` for other keys, in one statement (a series' reminders when its
   * occurrences move together).
   */
  replaceMany<K extends JobKind>(
    ex: Executor,
    jobs: (NewJob<K> & { dedupeKey: string })[],
    cancelKeys?: readonly string[],
  ): Promise<void>;
  cancelByKey(ex: Executor, dedupeKey: string): Promise<number>;
  /** Cancels the subject's queued jobs (running ones finish); answers how many. */
  cancelBySubject(ex: Executor, subject: JobSubject): Promise<number>;
  /** The subject's jobs, oldest first, every state: what an appointment's dialog shows. */
  listBySubject(ex: Executor, subject: JobSubject): Promise<JobRow[]>;
  /** Starts polling (and listening, to run jobs due now at once). */
  start(): Promise<void>;
  /**
   * Stops claiming at once; running jobs not yet past their point of no return are handed back (another
   * process takes them at once), the others are waited for up to `stopGraceMs`, then left to their lease.
   */
  stop(): Promise<void>;
  /** Runs every job due now in this process and waits for them: tests and one-off scripts. */
  runDue(): Promise<number>;
  /**
   * Deletes the jobs that ended more than JOB_RETENTION_DAYS ago (an appointment's only once the appointment
   * did too); answers how many. A started worker does this itself, at most once an hour.
   */
  prune(): Promise<number>;
}

export interface JobQueueOptions extends Partial<Omit<JobWorkerOptions, 'logger'>> {
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const worker = createJobWorker(database, handlers, {
    pollMs: options.pollMs ?? 2_000,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    concurrency: options.concurrency ?? 4,
    retryBaseMs: options.retryBaseMs ?? 30_000,
    retryMaxMs: options.retryMaxMs ?? 6 * 60 * 60_000,
    stopGraceMs: options.stopGraceMs ?? 10_000,
    workerId: options.workerId,
    logger: options.logger ?? silent,
  });

  const row = (job: NewJob) => {
    if (job.maxAttempts !== undefined && !(Number.isInteger(job.maxAttempts) && job.maxAttempts >= 1)) {
      throw new Error(`maxAttempts must be a whole number from 1 (got ${job.maxAttempts})`);
    }
    return {
      id: newId(),
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: job.dedupeKey ?? null,
      companyId: job.companyId ?? null,
      appointmentId: job.appointmentId ?? null,
    };
  };
  // A job due now wakes the workers: the jobs table's trigger says so in the same transaction (migration
  // 0035); a later one is found by their polling.
  return {
    workerId: worker.workerId,
    register(kind, handler) {
      handlers.set(kind, handler as JobHandler);
    },
    enqueue: (ex, job) => jobRepository.insert(ex, row(job)),
    enqueueMany: (ex, many) => jobRepository.insertMany(ex, many.map(row)),
    replace: (ex, job) => jobRepository.upsertByKey(ex, { ...row(job), dedupeKey: job.dedupeKey }),
    replaceMany: (ex, many, cancelKeys = []) =>
      jobRepository.replanByKeys(
        ex,
        many.map((job) => ({ ...row(job), dedupeKey: job.dedupeKey })),
        cancelKeys,
      ),
    cancelByKey: (ex, dedupeKey) => jobRepository.cancelQueuedByKey(ex, dedupeKey),
    cancelBySubject: (ex, subject) => jobRepository.cancelQueuedBySubject(ex, subject),
    listBySubject: (ex, subject) => jobRepository.listBySubject(ex, subject),
    start: () => worker.start(),
    stop: () => worker.stop(),
    runDue: () => worker.runDue(),
    prune: () => worker.prune(),
  };
}
