import { and, asc, eq, gte, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../db.js';
import { appointments } from '../../db/tables/appointment.table.js';
import { jobs, type JobRow } from '../../db/tables/job.table.js';

/** The partial unique index's predicate, repeated so ON CONFLICT can infer `jobs_dedupe_key_uq`. */
const queuedOnly = sql.raw(`state = 'queued'`);
const afterMs = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))}::int * interval '1 millisecond'`;
/** Seconds, not ms: a retention of 30 days in ms does not fit an int. */
const agoMs = (ms: number) => sql`now() - ${Math.max(0, Math.round(ms / 1000))}::int * interval '1 second'`;
/** In an update of `jobs`: another row, queued, holds this row's dedupe key (the unique index allows one). */
const keyTakenByNewer = sql.raw(
  `"jobs"."dedupe_key" is not null and exists (select 1 from "jobs" as "newer" ` +
    `where "newer"."dedupe_key" = "jobs"."dedupe_key" and "newer"."state" = 'queued')`,
);
/** The states a job never leaves. */
const FINAL_STATES = ['done', 'failed', 'cancelled'] as const;

export type NewJobRow = Pick<
  typeof jobs.$inferInsert,
  'id' | 'kind' | 'payload' | 'runAt' | 'maxAttempts' | 'dedupeKey' | 'companyId' | 'appointmentId'
>;

export interface JobSubject {
  /** One appointment, or several at once (a series' occurrences). */
  appointmentId: string | readonly string[];
  /** Only these kinds; all when absent. */
  kinds?: string[];
}

const ofSubject = (subject: JobSubject) =>
  and(
    typeof subject.appointmentId === 'string'
      ? eq(jobs.appointmentId, subject.appointmentId)
      : inArray(jobs.appointmentId, [...subject.appointmentId]),
    subject.kinds ? inArray(jobs.kind, subject.kinds) : undefined,
  );

/** What a re-planned job takes from its new row (the one ON CONFLICT calls `excluded`). */
const replanned = {
  kind: sql`excluded.kind`,
  payload: sql`excluded.payload`,
  runAt: sql`excluded.run_at`,
  maxAttempts: sql`excluded.max_attempts`,
  attempts: 0,
  lastError: null,
  companyId: sql`excluded.company_id`,
  appointmentId: sql`excluded.appointment_id`,
};

export const jobRepository = {
  /** The new job's id, or null when a queued job already holds its dedupe key (that one stays). */
  async insert(ex: Executor, values: NewJobRow): Promise<string | null> {
    const rows = await ex
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.dedupeKey, where: queuedOnly })
      .returning({ id: jobs.id });
    return rows[0]?.id ?? null;
  },

  /** Many new jobs in one statement; one whose dedupe key a queued job holds is left out. */
  async insertMany(ex: Executor, values: NewJobRow[]): Promise<void> {
    if (values.length === 0) return;
    await ex.insert(jobs).values(values).onConflictDoNothing({ target: jobs.dedupeKey, where: queuedOnly });
  },

  /**
   * Re-plans the queued job holding the key in place (one row per key, so a moved appointment does not leave
   * a trail of cancelled reminders), or inserts it. One statement, so two concurrent re-plans cannot both insert.
   */
  async upsertByKey(ex: Executor, values: NewJobRow & { dedupeKey: string }): Promise<string> {
    const [row] = await ex
      .insert(jobs)
      .values(values)
      .onConflictDoUpdate({
        target: jobs.dedupeKey,
        targetWhere: queuedOnly,
        set: {
          kind: values.kind,
          payload: values.payload,
          runAt: values.runAt ?? sql`now()`,
          maxAttempts: values.maxAttempts,
          attempts: 0,
          lastError: null,
          companyId: values.companyId ?? null,
          appointmentId: values.appointmentId ?? null,
        },
      })
      .returning({ id: jobs.id });
    return row!.id;
  },

  /**
   * `upsertByKey` for many keys and `cancelQueuedByKey` for others, in one statement (a series' reminders moved
   * together: the ones still ahead re-planned, the ones whose time has passed dropped).
   */
  async replanByKeys(
    ex: Executor,
    upserts: readonly (NewJobRow & { dedupeKey: string })[],
    cancelKeys: readonly string[],
  ): Promise<void> {
    const cancel = () =>
      ex
        .update(jobs)
        .set({ state: 'cancelled', doneAt: sql`now()` })
        .where(and(inArray(jobs.dedupeKey, [...cancelKeys]), eq(jobs.state, 'queued')));
    if (upserts.length === 0) {
      if (cancelKeys.length > 0) await cancel();
      return;
    }
    const upsert = (writer: Pick<Executor, 'insert'>) =>
      writer
        .insert(jobs)
        .values([...upserts])
        .onConflictDoUpdate({ target: jobs.dedupeKey, targetWhere: queuedOnly, set: replanned });
    if (cancelKeys.length === 0) {
      await upsert(ex);
      return;
    }
    // A data-modifying WITH runs whether or not the statement reads it.
    const dropped = ex.$with('dropped').as(cancel().returning({ id: jobs.id }));
    await upsert(ex.with(dropped));
  },

  async cancelQueuedByKey(ex: Executor, dedupeKey: string): Promise<number> {
    const rows = await ex
      .update(jobs)
      .set({ state: 'cancelled', doneAt: sql`now()` })
      .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.state, 'queued')))
      .returning({ id: jobs.id });
    return rows.length;
  },

  /** Running jobs are left alone: they are already happening (a handler reads its subject fresh). */
  async cancelQueuedBySubject(ex: Executor, subject: JobSubject): Promise<number> {
    const rows = await ex
      .update(jobs)
      .set({ state: 'cancelled', doneAt: sql`now()` })
      .where(and(ofSubject(subject), eq(jobs.state, 'queued')))
      .returning({ id: jobs.id });
    return rows.length;
  },

  async listBySubject(ex: Executor, subject: JobSubject): Promise<JobRow[]> {
    return ex.select().from(jobs).where(ofSubject(subject)).orderBy(asc(jobs.createdAt), asc(jobs.id));
  },

  async findById(ex: Executor, id: string): Promise<JobRow | undefined> {
    const [row] = await ex.select().from(jobs).where(eq(jobs.id, id));
    return row;
  },

  /**
   * Takes up to `limit` due jobs of `kinds` for `workerId`: waiting ones whose time has come, and running ones
   * whose lease ran out (their process died) while attempts remain. SKIP LOCKED makes concurrent claimers
   * (other processes) pass over rows another claim is taking, so no job is handed out twice.
   */
  async claim(
    ex: Executor,
    options: { workerId: string; kinds: string[]; limit: number; leaseMs: number },
  ): Promise<JobRow[]> {
    const due = ex
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, options.kinds),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(
              eq(jobs.state, 'running'),
              lt(jobs.lockedUntil, sql`now()`),
              lt(jobs.attempts, jobs.maxAttempts),
            ),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    return ex
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: options.workerId,
        lockedUntil: afterMs(options.leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning();
  },

  /**
   * Keeps the jobs a live worker is still running from being taken again; answers the ids it renewed, so
   * the worker learns of a job it no longer holds (its lease ran out and another worker took it).
   */
  async extendLeases(ex: Executor, workerId: string, ids: string[], leaseMs: number): Promise<string[]> {
    const rows = await ex
      .update(jobs)
      .set({ lockedUntil: afterMs(leaseMs) })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')))
      .returning({ id: jobs.id });
    return rows.map((row) => row.id);
  },

  // The three ends of a run only apply while `workerId` still holds the job: a worker whose lease was taken
  // over must not overwrite what the new holder records.
  async markDone(ex: Executor, id: string, workerId: string): Promise<void> {
    await ex
      .update(jobs)
      .set({ state: 'done', doneAt: sql`now()`, lockedBy: null, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')));
  },

  async markRetry(ex: Executor, id: string, workerId: string, error: string, delayMs: number): Promise<void> {
    await ex
      .update(jobs)
      .set({ state: 'queued', runAt: afterMs(delayMs), lastError: error, lockedBy: null, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')));
  },

  async markFailed(ex: Executor, id: string, workerId: string, error: string): Promise<void> {
    await ex
      .update(jobs)
      .set({ state: 'failed', doneAt: sql`now()`, lastError: error, lockedBy: null, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')));
  },

  /**
   * Gives a job back untouched (its handler stopped before anything irreversible, as its worker stops): due
   * now, its attempt not counted, free for any worker. A newer plan may hold its dedupe key by now (a
   * reminder re-planned while this one ran): that one replaces it, so this one ends cancelled instead.
   * Answers the state it was left in, or null when it was no longer this worker's to give back.
   */
  async handBack(ex: Executor, id: string, workerId: string): Promise<'queued' | 'cancelled' | null> {
    const rows = await ex
      .update(jobs)
      .set({
        state: sql`case when ${keyTakenByNewer} then 'cancelled' else 'queued' end`,
        doneAt: sql`case when ${keyTakenByNewer} then now() end`,
        runAt: sql`now()`,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')))
      .returning({ state: jobs.state });
    return (rows[0]?.state as 'queued' | 'cancelled' | undefined) ?? null;
  },

  /** Jobs whose last allowed attempt died with its process: failed, since claiming them again would exceed it. */
  async failExhaustedLeases(ex: Executor): Promise<number> {
    const rows = await ex
      .update(jobs)
      .set({
        state: 'failed',
        doneAt: sql`now()`,
        lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'the worker stopped during the last attempt'`,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(
        and(
          eq(jobs.state, 'running'),
          lt(jobs.lockedUntil, sql`now()`),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      )
      .returning({ id: jobs.id });
    return rows.length;
  },

  /**
   * Deletes up to `limit` jobs that ended (done, failed, cancelled) more than `olderThanMs` ago, in one short
   * statement; answers how many, so the caller repeats while a full batch went. Queued and running jobs are
   * never touched. An appointment's jobs stay while it ended less than `olderThanMs` ago (or is still
   * ahead): its mail count is the next .ics SEQUENCE and its review request is asked once, so dropping its
   * older mails would send a calendar update the client's calendar ignores, or a second review request.
   * SKIP LOCKED lets two processes prune at once without waiting on each other.
   */
  async deleteFinished(ex: Executor, options: { olderThanMs: number; limit: number }): Promise<number> {
    const before = agoMs(options.olderThanMs);
    const batch = ex
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.state, [...FINAL_STATES]),
          lt(jobs.doneAt, before),
          or(
            isNull(jobs.appointmentId),
            notExists(
              ex
                .select({ id: appointments.id })
                .from(appointments)
                .where(and(eq(appointments.id, jobs.appointmentId), gte(appointments.endsAt, before))),
            ),
          ),
        ),
      )
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const rows = await ex.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
    return rows.length;
  },

  /** Delivered at commit, so a rolled-back enqueue wakes nobody. */
  async notify(ex: Executor, channel: string): Promise<void> {
    await ex.execute(sql`select pg_notify(${channel}, '')`);
  },
};
