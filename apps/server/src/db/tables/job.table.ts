import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable job queue (job-queue.ts): mails and reminders that must survive a restart and run once across
 * server processes. A row is the whole truth about a job, so the same table serves the worker (claim, lease,
 * retry) and the screens (an appointment's notifications and their state). Finished rows are kept as history
 * for JOB_RETENTION_DAYS, then the workers delete them (job-worker.ts).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<unknown>(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    /** Not before this instant; a retry moves it forward by the backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far, the running one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    /** The worker that holds a running job, and until when: past it, the job is taken again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** e.g. `reminder:<appointmentId>`: at most one queued job per key (replace re-plans it). */
    dedupeKey: text('dedupe_key'),
    // Subjects: what the job is about, so a company's or an appointment's jobs can be listed and cancelled.
    // No foreign keys: the queue stays on the Citus coordinator, which may not reference the
    // distributed companies and appointments. Deleting an appointment deletes its jobs in the same transaction
    // (appointmentRepository.delete), and a handler whose subject is gone does nothing.
    companyId: uuid('company_id'),
    appointmentId: uuid('appointment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it ended: done, failed for good or cancelled. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    check('jobs_state_check', sql`state in ('queued', 'running', 'done', 'failed', 'cancelled')`),
    // The claim query's path: only waiting rows, oldest due first.
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`state = 'queued'`),
    // Finding leases that ran out (a process died mid-job).
    index('jobs_lease_idx')
      .on(table.lockedUntil)
      .where(sql`state = 'running'`),
    uniqueIndex('jobs_dedupe_key_uq')
      .on(table.dedupeKey)
      .where(sql`state = 'queued'`),
    index('jobs_appointment_idx').on(table.appointmentId),
    index('jobs_company_idx').on(table.companyId),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
