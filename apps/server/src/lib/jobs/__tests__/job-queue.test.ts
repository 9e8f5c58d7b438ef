import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { at, book, bookingWorld, dayFromToday } from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createJobQueue, type JobQueue, type JobQueueOptions } from '../job-queue.js';
import { PermanentJobError } from '../job-types.js';
import { retryDelayMs } from '../job-worker.js';
import { jobs } from '../../../db/tables/job.table.js';
import {
  jobRow,
  jobsOfKind,
  keyedJob,
  makeDue,
  msUntilRun,
  recorder,
  sleep,
  testJob,
  waitFor,
} from '../../../test/job-fixtures.js';

/**
 * The durable queue over the real database (both kinds): each behaviour is driven by `runDue` (a worker's
 * single pass) or the started loop, with queues of this file's own so options such as the backoff are small.
 */
let t: TestApp;
let appointmentA: string;
let appointmentB: string;
let companyId: string;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  const w = await bookingWorld(t, 'jobs.queue@example.com');
  companyId = w.company._id;
  appointmentA = (await book(t, w.token, w.booking({ start: at(dayFromToday(7), '10:00') })))._id;
  appointmentB = (await book(t, w.token, w.booking({ start: at(dayFromToday(7), '12:00') })))._id;
  // Bookings plan their client mails and reminders (notification module): these tests start from an empty queue.
  await t.db.delete(jobs);
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});
afterAll(() => t.close());

const queue = (options: JobQueueOptions = {}) => {
  const made = createJobQueue(t.database, { pollMs: 50, ...options });
  queues.push(made);
  return made;
};

describe('running jobs', () => {
  it('runs a job once and records it done', async () => {
    const q = queue();
    const runs = recorder(q, 'test.once');
    const id = await q.enqueue(t.db, testJob('test.once', { n: 1 }));
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id, payload: { n: 1 }, attempt: 1 });
    const row = await jobRow(t.db, id!);
    expect(row).toMatchObject({ state: 'done', attempts: 1, lastError: null, lockedBy: null });
    expect(row.doneAt).toBeInstanceOf(Date);
  });

  it('leaves a job planned for later until its time', async () => {
    const q = queue();
    const runs = recorder(q, 'test.later');
    const id = await q.enqueue(t.db, testJob('test.later', {}, { runAt: new Date(Date.now() + 60_000) }));
    expect(await q.runDue()).toBe(0);
    await makeDue(t.db, id!);
    expect(await q.runDue()).toBe(1);
    expect(runs).toHaveLength(1);
  });

  it('wakes a started worker at once for a job due now, long before its next poll', async () => {
    const q = queue({ pollMs: 60_000 });
    const runs = recorder(q, 'test.wake');
    await q.start();
    await sleep(100); // the first look (at start) is over: only the notification can bring the job in now
    await q.enqueue(t.db, testJob('test.wake'));
    await waitFor(() => runs.length === 1, 5_000, 'the woken worker');
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const q = queue();
    const runs = recorder(q, 'test.rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await q.enqueue(tx, testJob('test.rollback'));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await q.runDue()).toBe(0);
    expect(runs).toHaveLength(0);
    expect(await jobsOfKind(t.db, 'test.rollback')).toHaveLength(0);
  });

  it('refuses a job kind no handler of this worker knows: another process may run it', async () => {
    const q = queue();
    recorder(q, 'test.known');
    const id = await q.enqueue(t.db, testJob('test.unknown'));
    expect(await q.runDue()).toBe(0);
    expect((await jobRow(t.db, id!)).state).toBe('queued');
  });
});

describe('failures', () => {
  it('retries a failing job with growing delays, then marks it failed with its error', async () => {
    const base = 10_000;
    const q = queue({ retryBaseMs: base });
    const runs = recorder(q, 'test.fail', () => {
      throw new Error('SMTP down');
    });
    const id = (await q.enqueue(t.db, testJob('test.fail', {}, { maxAttempts: 3 })))!;

    await q.runDue();
    let row = await jobRow(t.db, id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'SMTP down', lockedBy: null });
    const first = await msUntilRun(t.db, id);
    expect(first).toBeGreaterThan(base * 0.75 - 1_000);
    expect(first).toBeLessThanOrEqual(base * 1.25);
    expect(await q.runDue()).toBe(0); // not before its time

    await makeDue(t.db, id);
    await q.runDue();
    row = await jobRow(t.db, id);
    expect(row).toMatchObject({ state: 'queued', attempts: 2 });
    const second = await msUntilRun(t.db, id);
    expect(second).toBeGreaterThan(base * 1.5 - 1_000);
    expect(second).toBeLessThanOrEqual(base * 2.5);
    expect(second).toBeGreaterThan(first);

    await makeDue(t.db, id);
    await q.runDue();
    row = await jobRow(t.db, id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: 'SMTP down', lockedBy: null });
    expect(row.doneAt).toBeInstanceOf(Date);
    await makeDue(t.db, id);
    expect(await q.runDue()).toBe(0);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
  });

  it('fails at once when the handler says retrying cannot help', async () => {
    const q = queue();
    recorder(q, 'test.permanent', () => {
      throw new PermanentJobError('550 no such mailbox');
    });
    const id = (await q.enqueue(t.db, testJob('test.permanent')))!;
    await q.runDue();
    expect(await jobRow(t.db, id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: '550 no such mailbox',
    });
  });

  it('spreads each retry around a doubling delay, capped', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1_000, 60_000, () => 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
    expect(retryDelayMs(2, 1_000, 60_000, () => 0)).toBe(1_500);
    expect(retryDelayMs(2, 1_000, 60_000, () => 1)).toBe(2_500);
    expect(retryDelayMs(30, 1_000, 60_000, () => 0.5)).toBe(60_000);
  });
});

describe('leases', () => {
  const holdAs = (id: string, workerId: string, leaseOffset: string, attempts = 1) =>
    t.db
      .update(jobs)
      .set({
        state: 'running',
        attempts,
        lockedBy: workerId,
        lockedUntil: sql`now() + ${leaseOffset}::interval`,
      })
      .where(eq(jobs.id, id));

  it('takes again a job whose worker died (lease over), and not one whose worker is alive', async () => {
    const q = queue();
    const runs = recorder(q, 'test.lease');
    const dead = (await q.enqueue(t.db, testJob('test.lease', { who: 'dead' })))!;
    const alive = (await q.enqueue(t.db, testJob('test.lease', { who: 'alive' })))!;
    await holdAs(dead, 'dead-process', '-1 second');
    await holdAs(alive, 'live-process', '1 minute');

    expect(await q.runDue()).toBe(1);
    expect(runs.map((run) => [run.id, run.attempt])).toEqual([[dead, 2]]);
    expect(await jobRow(t.db, dead)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await jobRow(t.db, alive)).toMatchObject({ state: 'running', lockedBy: 'live-process' });
  });

  it('marks failed a job whose worker died during its last attempt', async () => {
    const q = queue();
    const runs = recorder(q, 'test.lease-last');
    const id = (await q.enqueue(t.db, testJob('test.lease-last', {}, { maxAttempts: 2 })))!;
    await holdAs(id, 'dead-process', '-1 second', 2);
    expect(await q.runDue()).toBe(0);
    expect(runs).toHaveLength(0);
    const row = await jobRow(t.db, id);
    expect(row).toMatchObject({ state: 'failed', lockedBy: null });
    expect(row.lastError).toMatch(/stopped during the last attempt/);
  });

  it('keeps renewing the lease of a job that runs longer than it', async () => {
    const q = queue({ leaseMs: 300 });
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    recorder(q, 'test.long', () => running);
    const id = (await q.enqueue(t.db, testJob('test.long')))!;
    const ran = q.runDue();
    await waitFor(async () => (await jobRow(t.db, id)).state === 'running', 5_000, 'the claim');
    await sleep(900); // three leases long
    const other = queue();
    const stolen = recorder(other, 'test.long');
    expect(await other.runDue()).toBe(0);
    release();
    await ran;
    expect(stolen).toHaveLength(0);
    expect((await jobRow(t.db, id)).state).toBe('done');
  });
});

describe('dedupe keys and subjects', () => {
  it('keeps one queued job per key, and replace re-plans it in place', async () => {
    const q = queue();
    const runs = recorder(q, 'test.reminder');
    const key = `reminder:${appointmentA}`;
    const inAnHour = new Date(Date.now() + 3_600_000);
    const inTwoHours = new Date(Date.now() + 7_200_000);
    const subject = { appointmentId: appointmentA, companyId };
    const id = await q.enqueue(
      t.db,
      keyedJob('test.reminder', key, { v: 1 }, { runAt: inAnHour, ...subject }),
    );
    expect(id).toBeTruthy();
    expect(await q.enqueue(t.db, keyedJob('test.reminder', key, { v: 9 }, subject))).toBeNull();

    const replaced = await q.replace(
      t.db,
      keyedJob('test.reminder', key, { v: 2 }, { runAt: inTwoHours, ...subject }),
    );
    expect(replaced).toBe(id);
    const listed = await q.listBySubject(t.db, { appointmentId: appointmentA, kinds: ['test.reminder'] });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ state: 'queued', payload: { v: 2 }, dedupeKey: key });
    expect(listed[0]!.runAt.getTime()).toBe(inTwoHours.getTime());

    // A re-plan inside a transaction that rolls back leaves the plan as it was.
    await t.db
      .transaction(async (tx) => {
        await q.replace(tx, keyedJob('test.reminder', key, { v: 3 }, { ...subject }));
        throw new Error('the move failed');
      })
      .catch(() => undefined);
    expect((await jobRow(t.db, id!)).payload).toEqual({ v: 2 });

    await makeDue(t.db, id!);
    expect(await q.runDue()).toBe(1);
    expect(runs.map((run) => run.payload)).toEqual([{ v: 2 }]);
    // Once sent, the key is free: a new plan is a new job beside the history.
    const next = await q.replace(
      t.db,
      keyedJob('test.reminder', key, { v: 4 }, { runAt: inAnHour, ...subject }),
    );
    expect(next).not.toBe(id);
    const states = (await q.listBySubject(t.db, { appointmentId: appointmentA })).map((job) => job.state);
    expect(states).toEqual(['done', 'queued']);
    expect(await q.cancelByKey(t.db, key)).toBe(1);
    expect((await jobRow(t.db, next)).state).toBe('cancelled');
  });

  it("cancels a subject's queued jobs, by kind or all, and leaves others running", async () => {
    const q = queue();
    const runs = recorder(q, 'test.mail');
    recorder(q, 'test.other');
    const onB = { appointmentId: appointmentB };
    await q.enqueue(t.db, testJob('test.mail', { to: 'b' }, onB));
    await q.enqueue(t.db, testJob('test.other', { to: 'b' }, onB));
    await q.enqueue(t.db, testJob('test.mail', { to: 'a' }, { appointmentId: appointmentA }));

    expect(await q.cancelBySubject(t.db, { ...onB, kinds: ['test.other'] })).toBe(1);
    expect(await q.cancelBySubject(t.db, onB)).toBe(1);
    expect(await q.cancelBySubject(t.db, onB)).toBe(0);
    expect(await q.runDue()).toBe(1);
    expect(runs.map((run) => run.payload)).toEqual([{ to: 'a' }]);
    const onBJobs = await q.listBySubject(t.db, onB);
    expect(onBJobs.map((job) => job.state)).toEqual(['cancelled', 'cancelled']);
    expect(onBJobs.every((job) => job.doneAt instanceof Date)).toBe(true);
  });
});
