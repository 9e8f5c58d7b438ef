import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db.js';
import type { Mailer, OutgoingMail } from '../../mailer.js';
import {
  jobRow,
  msUntilRun,
  recorder,
  sleep,
  testJob,
  waitFor,
  keyedJob,
} from '../../../test/job-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createJobQueue, type JobQueue, type JobQueueOptions } from '../job-queue.js';
import { DEFAULT_LEASE_MS, JobHandedBack, type JobHandler, type JobRun, type NewJob } from '../job-types.js';
import { JOBS_CHANNEL } from '../job-worker.js';
import { jobRepository } from '../job.repository.js';
import { jobs } from '../../../db/tables/job.table.js';
import { MAIL_SEND, mailSendHandler } from '../mail-send.job.js';

/**
 * Leases and graceful stops: a killed process's jobs come back after a short lease, and a stopping worker
 * gives back at once what its handlers had not yet made irreversible (a mail not yet handed to SMTP), so
 * another worker sends it right away, once. On PostgreSQL the other worker has a pool of its own, as another
 * server process would; PGlite has one connection, shared.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
let t: TestApp;
let otherDatabase: Database;
const queues: JobQueue[] = [];
const releases: Array<() => void> = [];

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  otherDatabase = onPostgres ? await t.openSamePostgres() : t.database;
});
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  for (const queue of queues.splice(0)) await queue.stop();
  await t.db.delete(jobs);
});
afterAll(async () => {
  if (otherDatabase !== t.database) await otherDatabase.close();
  await t.close();
});

const queue = (options: JobQueueOptions = {}, database = t.database) => {
  const made = createJobQueue(database, { pollMs: 50, stopGraceMs: 2_000, ...options });
  queues.push(made);
  return made;
};

/** A gate the test opens; `entered` resolves once something waits at it. Opened after each test anyway. */
function gate() {
  let open!: () => void;
  let entered!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (entered = resolve));
  releases.push(open);
  return {
    reached,
    open,
    wait: () => {
      entered();
      return opened;
    },
  };
}

/** A mailer that blocks inside `send` (past the point of no return) until its gate opens. */
function blockingMailer(g: ReturnType<typeof gate>) {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    mode: 'smtp',
    outbox: [],
    last: null,
    send: async (mail) => {
      await g.wait();
      sent.push(mail);
    },
  };
  return { mailer, sent };
}

const mailTo = (to: string): NewJob<typeof MAIL_SEND> => ({
  kind: MAIL_SEND,
  payload: { to, subject: 'Su cita', text: 'Le esperamos mañana.' },
});
const caughtTo = (to: string) => t.mail.mails.filter((mail) => mail.to.includes(to));

describe('leases', () => {
  it('leases a claimed job for 30 s by default', async () => {
    expect(DEFAULT_LEASE_MS).toBe(30_000);
    const q = queue();
    const g = gate();
    recorder(q, 'test.default-lease', () => g.wait());
    const id = (await q.enqueue(t.db, testJob('test.default-lease')))!;
    const ran = q.runDue();
    await g.reached;
    const [row] = await t.db
      .select({ ms: sql<number>`extract(epoch from (${jobs.lockedUntil} - now())) * 1000` })
      .from(jobs)
      .where(eq(jobs.id, id));
    expect(Number(row!.ms)).toBeGreaterThan(25_000);
    expect(Number(row!.ms)).toBeLessThanOrEqual(30_000);
    g.open();
    await ran;
    expect((await jobRow(t.db, id)).state).toBe('done');
  });

  it('hands a killed worker’s job to another once its lease runs out, not before', async () => {
    const leaseMs = 1_000;
    const id = (await queue().enqueue(t.db, testJob('test.killed', { n: 1 })))!;
    // A process claims the job and dies at once (kill -9): nobody runs it, nobody renews its lease.
    const claimedAt = Date.now();
    const claimed = await jobRepository.claim(t.db, {
      workerId: 'killed-process',
      kinds: ['test.killed'],
      limit: 1,
      leaseMs,
    });
    expect(claimed.map((row) => row.id)).toEqual([id]);

    const survivor = queue({ workerId: 'survivor', leaseMs }, otherDatabase);
    const runs = recorder(survivor, 'test.killed');
    await survivor.start();
    await sleep(leaseMs / 3);
    expect(runs).toHaveLength(0);
    await waitFor(async () => (await jobRow(t.db, id)).state === 'done', 10_000, 'the job taken over');
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(leaseMs - 100);
    expect(runs.map((run) => [run.id, run.attempt])).toEqual([[id, 2]]);
    expect(await jobRow(t.db, id)).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
  });

  it('tells a running handler to stop when another worker took its job (its lease was lost)', async () => {
    const q = queue({ workerId: 'stalled', leaseMs: 300 });
    const g = gate();
    let seen: JobRun | undefined;
    recorder(q, 'test.lost', async (run) => {
      seen = run;
      await g.wait();
      if (run.signal.aborted) throw new JobHandedBack();
    });
    const id = (await q.enqueue(t.db, testJob('test.lost')))!;
    const ran = q.runDue();
    await g.reached;
    // As if this process had stalled past its lease and another worker had claimed the job meanwhile.
    await t.db
      .update(jobs)
      .set({ lockedBy: 'new-holder', attempts: 2, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, id));
    await waitFor(() => seen!.signal.aborted, 5_000, 'the signal of a lost lease');
    g.open();
    await ran;
    // Nothing of the new holder's is touched: not handed back, not marked.
    expect(await jobRow(t.db, id)).toMatchObject({ state: 'running', lockedBy: 'new-holder', attempts: 2 });
  });
});

describe('stop hands back what has not happened yet', () => {
  it('hands back a mail waiting before SMTP; another worker sends it at once, exactly once', async () => {
    const to = 'handed.back@example.com';
    const stopping = queue({ workerId: 'stopping-worker' });
    const g = gate();
    const send = mailSendHandler(t.app.ctx.mailer);
    // The mail job still on its way to the point of no return (as a notification reads its facts first).
    const firstRuns = recorder(stopping, MAIL_SEND, async (run) => {
      await g.wait();
      await send(run as JobRun<typeof MAIL_SEND>);
    });
    const id = (await stopping.enqueue(t.db, mailTo(to)))!;
    await stopping.start();
    await g.reached;

    // Another process, idle, whose next poll is a minute away: only the hand-back's notification wakes it.
    const taking = queue({ workerId: 'taking-worker', pollMs: 60_000 }, otherDatabase);
    const secondRuns = recorder(taking, MAIL_SEND, (run) => send(run as JobRun<typeof MAIL_SEND>));
    await taking.start();
    await sleep(200);
    expect(secondRuns).toHaveLength(0);

    const stopAt = Date.now();
    const stopped = stopping.stop();
    g.open();
    await stopped;
    await waitFor(async () => (await jobRow(t.db, id)).state === 'done', 5_000, 'the handed-back mail sent');
    expect(Date.now() - stopAt).toBeLessThan(5_000); // neither the lease (30 s) nor the poll (60 s)
    await waitFor(() => caughtTo(to).length > 0, 5_000, 'the mail at the SMTP server');
    await sleep(300); // a second send would show now

    expect(caughtTo(to)).toHaveLength(1);
    expect(firstRuns.map((run) => run.attempt)).toEqual([1]);
    expect(secondRuns.map((run) => run.attempt)).toEqual([1]);
    expect(await jobRow(t.db, id)).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
  });

  it('gives the attempt back: attempts unchanged, due now, unlocked, and the workers woken', async () => {
    const stopping = queue({ workerId: 'stopping-worker' });
    const g = gate();
    const runs = recorder(stopping, 'test.back', async (run) => {
      await g.wait();
      if (run.signal.aborted) throw new JobHandedBack();
    });
    const id = (await stopping.enqueue(t.db, testJob('test.back', {}, { maxAttempts: 5 })))!;
    // Two attempts already spent on earlier failures.
    await t.db.update(jobs).set({ attempts: 2, lastError: 'SMTP down' }).where(eq(jobs.id, id));
    let notified = 0;
    const unlisten = await t.database.listen(JOBS_CHANNEL, {
      onPayload: () => notified++,
      onStatus: () => undefined,
    });
    try {
      await stopping.start();
      await g.reached;
      expect(await jobRow(t.db, id)).toMatchObject({ state: 'running', attempts: 3 });
      const stopped = stopping.stop();
      g.open();
      await stopped;

      const row = await jobRow(t.db, id);
      expect(row).toMatchObject({
        state: 'queued',
        attempts: 2,
        lastError: 'SMTP down',
        lockedBy: null,
        lockedUntil: null,
        doneAt: null,
      });
      expect(await msUntilRun(t.db, id)).toBeLessThanOrEqual(0);
      await waitFor(() => notified > 0, 5_000, 'the notification of the hand-back');
    } finally {
      await unlisten();
    }
    expect(runs.map((run) => run.attempt)).toEqual([3]);

    // The next worker runs it as the third attempt, as the stopped one would have.
    const next = queue();
    const nextRuns = recorder(next, 'test.back');
    expect(await next.runDue()).toBe(1);
    expect(nextRuns.map((run) => run.attempt)).toEqual([3]);
  });

  it('sends nothing of a job planned just as the worker stops, and leaves it queued, attempts intact', async () => {
    const stopping = queue({ workerId: 'stopping-worker' });
    const { mailer, sent } = blockingMailer(gate());
    stopping.register(MAIL_SEND, mailSendHandler(mailer));
    await stopping.start();
    // The enqueue's notification starts a look that may claim it as stop begins: that claim is handed back.
    const id = (await stopping.enqueue(t.db, mailTo('late.claim@example.com')))!;
    await stopping.stop();
    expect(sent).toHaveLength(0);
    expect(await jobRow(t.db, id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
  });

  it('records done a mail already with SMTP that finishes during the grace, not handed back', async () => {
    const stopping = queue({ workerId: 'stopping-worker', stopGraceMs: 10_000 });
    const g = gate();
    const { mailer, sent } = blockingMailer(g);
    stopping.register(MAIL_SEND, mailSendHandler(mailer));
    const id = (await stopping.enqueue(t.db, mailTo('in.flight@example.com')))!;
    await stopping.start();
    await g.reached; // inside mailer.send: past the point of no return
    const stopAt = Date.now();
    const stopped = stopping.stop();
    await sleep(200);
    g.open();
    await stopped;
    expect(Date.now() - stopAt).toBeLessThan(5_000); // ended with the job, not at the grace's end
    expect(sent).toHaveLength(1);
    expect(await jobRow(t.db, id)).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
    const other = queue();
    other.register(MAIL_SEND, mailSendHandler(mailer));
    expect(await other.runDue()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('lets go of a mail still with SMTP when the grace ends, leaving it to its lease', async () => {
    const stopping = queue({ workerId: 'stopping-worker', stopGraceMs: 300 });
    const g = gate();
    const { mailer, sent } = blockingMailer(g);
    stopping.register(MAIL_SEND, mailSendHandler(mailer));
    const id = (await stopping.enqueue(t.db, mailTo('slow.smtp@example.com')))!;
    await stopping.start();
    await g.reached;
    const stopAt = Date.now();
    await stopping.stop();
    expect(Date.now() - stopAt).toBeGreaterThanOrEqual(250);
    expect(Date.now() - stopAt).toBeLessThan(5_000);
    // Still this worker's until its lease runs out: no other worker sends it meanwhile.
    expect(await jobRow(t.db, id)).toMatchObject({ state: 'running', lockedBy: 'stopping-worker' });
    const other = queue();
    other.register(MAIL_SEND, mailSendHandler(mailer));
    expect(await other.runDue()).toBe(0);
    // The send ends after all (the process lived on): recorded by its worker, once.
    g.open();
    await waitFor(async () => (await jobRow(t.db, id)).state === 'done', 5_000, 'the late send recorded');
    expect(sent).toHaveLength(1);
  });

  it('cancels a handed-back job whose key a newer plan took meanwhile (a re-planned reminder)', async () => {
    const stopping = queue({ workerId: 'stopping-worker' });
    const g = gate();
    recorder(stopping, 'test.keyed', async (run) => {
      await g.wait();
      if (run.signal.aborted) throw new JobHandedBack();
    });
    const key = 'reminder:handback';
    const id = (await stopping.enqueue(t.db, keyedJob('test.keyed', key, { v: 1 })))!;
    await stopping.start();
    await g.reached;
    const later = new Date(Date.now() + 3_600_000);
    const newer = await stopping.replace(t.db, keyedJob('test.keyed', key, { v: 2 }, { runAt: later }));
    expect(newer).not.toBe(id); // the running one holds no key slot: a new plan beside it
    const stopped = stopping.stop();
    g.open();
    await stopped;
    const row = await jobRow(t.db, id);
    expect(row).toMatchObject({ state: 'cancelled', lockedBy: null });
    expect(row.doneAt).toBeInstanceOf(Date);
    expect(await jobRow(t.db, newer)).toMatchObject({ state: 'queued', payload: { v: 2 } });
  });

  it('treats JobHandedBack thrown with no stop as a plain failure, retried with backoff', async () => {
    const q = queue({ retryBaseMs: 60_000 });
    const handler: JobHandler = () => Promise.reject(new JobHandedBack());
    recorder(q, 'test.mistaken', handler);
    const id = (await q.enqueue(t.db, testJob('test.mistaken')))!;
    expect(await q.runDue()).toBe(1);
    expect(await jobRow(t.db, id)).toMatchObject({ state: 'queued', attempts: 1, lockedBy: null });
    expect(await msUntilRun(t.db, id)).toBeGreaterThan(30_000);
  });
});
