import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { at, book, bookingWorld, dayFromToday } from '../../../test/appointment-fixtures.js';
import { testJob, waitFor } from '../../../test/job-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { createJobQueue, type JobQueue } from '../job-queue.js';
import { JOB_RETENTION_DAYS } from '../job-worker.js';
import { jobs, type JobState } from '../../../db/tables/job.table.js';

/**
 * Finished jobs are history for JOB_RETENTION_DAYS, then the workers delete them; waiting and running jobs
 * stay however old, and an appointment keeps its mails while it is ahead or recent (they count its .ics
 * SEQUENCE and its one review request).
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'jobs.prune@example.com');
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  await t.db.delete(jobs);
});
afterAll(() => t.close());

const queue = () => {
  const made = createJobQueue(t.database, { pollMs: 50 });
  queues.push(made);
  return made;
};

/** A job in `state` whose end (or, while it waits, its creation) was `daysAgo` days ago. */
async function jobAged(state: JobState, daysAgo: number, appointmentId: string | null = null) {
  const id = (await queue().enqueue(t.db, testJob('test.prune', { state, daysAgo }, { appointmentId })))!;
  const then = sql`now() - ${daysAgo}::int * interval '1 day'`;
  const finished = state === 'done' || state === 'failed' || state === 'cancelled';
  await t.db
    .update(jobs)
    .set({
      state,
      createdAt: then,
      runAt: then,
      doneAt: finished ? then : null,
      // A running job's lease is live: it belongs to a worker still at it.
      lockedBy: state === 'running' ? 'another-worker' : null,
      lockedUntil: state === 'running' ? sql`now() + interval '5 minutes'` : null,
    })
    .where(eq(jobs.id, id));
  return id;
}

const remaining = async (ids: string[]) =>
  (await t.db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids))).map((row) => row.id).sort();

describe('pruning finished jobs', () => {
  it(`deletes done, failed and cancelled jobs older than ${JOB_RETENTION_DAYS} days, and nothing else`, async () => {
    const old = JOB_RETENTION_DAYS + 1;
    const gone = [await jobAged('done', old), await jobAged('failed', old), await jobAged('cancelled', old)];
    const kept = [
      await jobAged('done', JOB_RETENTION_DAYS - 1),
      await jobAged('failed', 1),
      await jobAged('cancelled', 0),
      await jobAged('queued', old + 30),
      await jobAged('running', old + 30),
    ];
    expect(await queue().prune()).toBe(3);
    expect(await remaining([...gone, ...kept])).toEqual([...kept].sort());
    expect(await queue().prune()).toBe(0);
  });

  it('goes through more than one batch', async () => {
    const old = sql`now() - ${JOB_RETENTION_DAYS + 2}::int * interval '1 day'`;
    await t.db.execute(sql`
      insert into jobs (id, kind, payload, state, max_attempts, created_at, run_at, done_at)
      select gen_random_uuid(), 'test.prune', '{}'::jsonb, 'done', 1, ${old}, ${old}, ${old}
      from generate_series(1, 2500)`);
    const waiting = await jobAged('queued', JOB_RETENTION_DAYS + 2);
    expect(await queue().prune()).toBe(2500);
    expect(await t.db.select({ id: jobs.id }).from(jobs)).toEqual([{ id: waiting }]);
  });

  it('keeps an appointment’s old mails while it is ahead or ended recently, then lets them go', async () => {
    const visit = await book(t, w.token, w.booking({ start: at(dayFromToday(40), '10:00') }));
    await t.db.delete(jobs); // the booking's own planned mails: this test makes its own
    const old = JOB_RETENTION_DAYS + 5;
    const sent = await jobAged('done', old, visit._id);
    expect(await queue().prune()).toBe(0);

    // The visit took place long ago (its times moved back, as if the test ran months later).
    await t.db
      .update(appointments)
      .set({
        startsAt: sql`now() - ${old}::int * interval '1 day'`,
        endsAt: sql`now() - ${old}::int * interval '1 day' + interval '45 minutes'`,
      })
      .where(eq(appointments.id, visit._id));
    expect(await queue().prune()).toBe(1);
    expect(await remaining([sent])).toEqual([]);
  });

  it('a started worker prunes on its own (its first look is at start)', async () => {
    const old = await jobAged('done', JOB_RETENTION_DAYS + 1);
    const recent = await jobAged('done', 1);
    const worker = queue();
    await worker.start();
    await waitFor(async () => (await remaining([old])).length === 0, 5_000, 'the prune at start');
    expect(await remaining([old, recent])).toEqual([recent]);
  });
});
