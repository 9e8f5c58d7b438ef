import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../config.js';
import { openEmbeddedInMemory, type Database } from '../../db.js';
import type { Mailer } from '../../mailer.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createJobQueue, type JobQueue } from '../job-queue.js';
import { jobs } from '../../../db/tables/job.table.js';
import { MAIL_SEND, mailSendHandler } from '../mail-send.job.js';
import { jobRow, jobsOfKind, recorder, sleep, testJob, waitFor } from '../../../test/job-fixtures.js';

/**
 * What only several processes or a restart show: jobs run once however many workers take from one database,
 * and a queued job outlives the process that planned it. On PostgreSQL "another process" is another
 * connection pool; PGlite has a single connection in a single process, so there the restart is a reopening
 * of the database's files.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
let t: TestApp;
let other: FastifyInstance;
const dataDirs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', JOBS_POLL_MS: '20' });
  other = await t.anotherServer();
});
afterAll(async () => {
  await t.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A whole server over `database` with its worker on, as `main.ts` starts one. */
async function serverOn(database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-jobs-'));
  dataDirs.push(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'on',
    JOBS_POLL_MS: '20',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
}

describe('several workers on one database', () => {
  it('runs each of 50 jobs exactly once', async () => {
    const workers: Array<{ name: string; queue: JobQueue }> = [
      { name: 'first server', queue: t.app.ctx.jobs },
      { name: 'second server', queue: other.ctx.jobs },
    ];
    const ownPool = onPostgres ? await t.openSamePostgres() : undefined;
    if (ownPool) workers.push({ name: 'own pool', queue: createJobQueue(ownPool, { pollMs: 20 }) });

    const runs = new Map<string, string[]>();
    for (const { name, queue } of workers) {
      recorder(queue, 'test.race', async (run) => {
        runs.set(run.id, [...(runs.get(run.id) ?? []), name]);
        await sleep(Math.random() * 5); // overlap the workers' claims
      });
    }
    try {
      await Promise.all(workers.map(({ queue }) => queue.start()));
      await t.db.transaction(async (tx) => {
        for (let n = 0; n < 50; n++) await t.app.ctx.jobs.enqueue(tx, testJob('test.race', { n }));
      });
      const done = async () =>
        (
          await t.db
            .select()
            .from(jobs)
            .where(and(eq(jobs.kind, 'test.race'), eq(jobs.state, 'done')))
        ).length;
      await waitFor(async () => (await done()) === 50, 20_000, '50 jobs done');
      await sleep(200); // a second run of any of them would show now
    } finally {
      for (const { queue } of workers) await queue.stop();
      await ownPool?.close();
    }

    expect(runs.size).toBe(50);
    const twice = [...runs.entries()].filter(([, by]) => by.length !== 1);
    expect(twice).toEqual([]);
    expect((await jobsOfKind(t.db, 'test.race')).every((job) => job.attempts === 1)).toBe(true);
    // Real contention on PostgreSQL: the jobs were shared out, not all taken by one worker.
    if (onPostgres) expect(new Set([...runs.values()].flat()).size).toBeGreaterThan(1);
  });
});

describe('restart', () => {
  it.runIf(onPostgres)(
    'keeps queued jobs when the server stops and runs them when a new one starts',
    async () => {
      const before = await t.openSamePostgres();
      const first = await serverOn(before);
      // The first server has no handler for the kind, so its (running) worker leaves the job alone.
      const id = (await first.ctx.jobs.enqueue(first.ctx.db, testJob('test.restart', { n: 1 })))!;
      await first.close();
      await before.close();
      expect((await jobRow(t.db, id)).state).toBe('queued');

      const after = await t.openSamePostgres();
      const second = await serverOn(after);
      try {
        const runs = recorder(second.ctx.jobs, 'test.restart');
        await waitFor(() => runs.length === 1, 5_000, 'the job after the restart');
        await waitFor(async () => (await jobRow(t.db, id)).state === 'done', 5_000, 'done');
        expect(runs[0]).toMatchObject({ id, payload: { n: 1 } });
      } finally {
        await second.close();
        await after.close();
      }
    },
  );

  it.runIf(!onPostgres)('keeps queued jobs in the embedded database files across a reopening', async () => {
    const id = (await t.app.ctx.jobs.enqueue(t.db, testJob('test.restart', { n: 1 })))!;
    const client = (t.database as unknown as { client: { dumpDataDir(c: 'none'): Promise<Blob> } }).client;
    const reopened = await openEmbeddedInMemory({ loadDataDir: await client.dumpDataDir('none') });
    try {
      const queue = createJobQueue(reopened);
      const runs = recorder(queue, 'test.restart');
      expect(await queue.runDue()).toBe(1);
      expect(runs[0]).toMatchObject({ id, payload: { n: 1 } });
    } finally {
      await reopened.close();
    }
  });
});

describe('mail.send', () => {
  it("sends a queued mail through the app's mailer", async () => {
    await t.app.ctx.jobs.enqueue(t.db, {
      kind: MAIL_SEND,
      payload: { to: 'queued.mail@example.com', subject: 'Recordatorio', text: 'Su cita es mañana.' },
    });
    expect(await t.app.ctx.jobs.runDue()).toBe(1);
    const mail = await t.mail.lastTo('queued.mail@example.com');
    expect(mail).toMatchObject({ subject: 'Recordatorio' });
    expect(mail.text).toContain('Su cita es mañana.');
  });

  it('retries a mail the server could not take now, and gives up at once on a refused mailbox', async () => {
    let answer: { message: string; responseCode?: number } = { message: 'connect ECONNREFUSED' };
    const mailer: Mailer = {
      mode: 'smtp',
      outbox: [],
      last: null,
      send: async () => {
        throw Object.assign(new Error(answer.message), { responseCode: answer.responseCode });
      },
    };
    const queue = createJobQueue(t.database, { retryBaseMs: 60_000 });
    queue.register(MAIL_SEND, mailSendHandler(mailer));
    const mail = { to: 'nobody@example.com', subject: 'Hola', text: 'Hola' };
    const id = (await queue.enqueue(t.db, { kind: MAIL_SEND, payload: mail }))!;
    await queue.runDue();
    expect(await jobRow(t.db, id)).toMatchObject({ state: 'queued', lastError: 'connect ECONNREFUSED' });

    answer = { message: '550 5.1.1 mailbox unavailable', responseCode: 550 };
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    await queue.runDue();
    expect(await jobRow(t.db, id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: '550 5.1.1 mailbox unavailable',
    });
  });
});
