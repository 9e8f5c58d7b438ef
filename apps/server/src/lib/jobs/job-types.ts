/** The job queue's vocabulary, shared by the queue, its worker and every job's handler. */

/**
 * Every job kind and its payload. Each kind declares itself where its handler lives, by declaration merging
 * (`declare module '<path to>/jobs/job-types.js' { interface JobPayloads { 'mail.send': MailJobPayload } }`), so
 * the queue names no kind of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}
export type JobKind = keyof JobPayloads & string;

export interface NewJob<K extends JobKind = JobKind> {
  kind: K;
  /** Stored as jsonb: plain JSON only (a Date comes back as a string). */
  payload: JobPayloads[K];
  /** Not before this instant; now when absent. */
  runAt?: Date;
  /** Tries in all, the first included (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** At most one queued job per key, e.g. `reminder:<appointmentId>`. */
  dedupeKey?: string;
  companyId?: string | null;
  appointmentId?: string | null;
}

/** What a handler is given: the job as claimed, `attempt` counting from 1. */
export interface JobRun<K extends JobKind = JobKind> {
  id: string;
  kind: K;
  payload: JobPayloads[K];
  attempt: number;
  maxAttempts: number;
  runAt: Date;
  companyId: string | null;
  appointmentId: string | null;
  /**
   * Aborted when the worker stops (or finds another worker took the job after its lease ran out). A handler
   * checks it right before its point of no return (a mail handed to SMTP) and, when aborted, throws
   * JobHandedBack: the job goes back at once, its attempt not counted, for another worker. Past that point
   * it ignores the signal and finishes; `stop` waits a while for it.
   */
  signal: AbortSignal;
}

/**
 * Returning ends the job as done; throwing retries it with backoff until its attempts are spent, and throwing
 * JobHandedBack once `signal` is aborted gives it back untouched. A handler may run again after a process
 * dies mid-job (at-least-once), so it should be safe to repeat.
 */
export type JobHandler<K extends JobKind = JobKind> = (job: JobRun<K>) => Promise<void>;

/**
 * A claimed job's lease, renewed every third of it while its handler runs: a process killed outright
 * (kill -9) has its jobs taken by another within lease + poll, about 32 s with the defaults.
 */
export const DEFAULT_LEASE_MS = 30_000;

/** About an hour of retries with the default 30 s base: 30 s, 1, 2, 4, 8, 16, 32 min. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/** Thrown by a handler when retrying cannot help (e.g. a mailbox that does not exist): failed at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * Thrown by a handler whose `signal` was aborted before its point of no return (a mail not yet handed to
 * SMTP): nothing happened, so the worker gives the job back for another worker to take at once, its attempt
 * not counted. Thrown while the signal is not aborted it is a plain error (retried with backoff), so a
 * mistaken throw cannot spin a job between workers.
 */
export class JobHandedBack extends Error {
  override name = 'JobHandedBack';
  constructor(message = 'handed back before its point of no return') {
    super(message);
  }
}
