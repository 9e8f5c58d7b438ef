import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../lib/config.js';
import { openEmbeddedInMemory, type Database } from '../../../lib/db.js';
import { at, book, bookingWorld, dayFromToday } from '../../../test/appointment-fixtures.js';
import { icsOf, mailsTo, waitForMails } from '../../../test/notification-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { jobs } from '../../../db/tables/job.table.js';
import { APPOINTMENT_MAIL } from '../notification.service.js';

/**
 * Client mails across processes: a mail planned by one process and sent by another after a restart, and
 * several processes running the queue at once, each mail still sent once. On PostgreSQL another process is
 * another app over its own connection pool; PGlite is one connection in one process, so there a restart is
 * an app over a reopening of the database's files, and a second worker is another app on the same one.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const clientMail = 'notify.jobs.client@example.com';
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'notify.jobs@example.com');
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await t.close();
});

/** A whole server over `database`, sending to the test's SMTP server, its worker driven by `runDue`. */
async function serverOn(database: Database): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-notify-jobs-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: t.mail.url,
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'off',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** Another process on the test's database: its own pool on PostgreSQL, another app on PGlite's one. */
async function anotherProcess(): Promise<FastifyInstance> {
  if (!onPostgres) return t.anotherServer();
  const database = await t.openSamePostgres();
  cleanups.push(() => database.close());
  return serverOn(database);
}

/** The restarted process: the same database, or on PGlite what its files hold, opened afresh. */
async function restartedProcess(): Promise<{ app: FastifyInstance; database: Database }> {
  if (onPostgres) {
    const database = await t.openSamePostgres();
    cleanups.push(() => database.close());
    return { app: await serverOn(database), database };
  }
  const client = (t.database as unknown as { client: { dumpDataDir(c: 'none'): Promise<Blob> } }).client;
  const database = await openEmbeddedInMemory({ loadDataDir: await client.dumpDataDir('none') });
  cleanups.push(() => database.close());
  return { app: await serverOn(database), database };
}

const confirmationsOf = (appointmentId: string) =>
  mailsTo(t, clientMail).filter(
    (mail) =>
      mail.subject.startsWith('Appointment confirmed') && icsOf(mail).uid === `${appointmentId}@salon`,
  );

const mailJobsOf = (database: Database, appointmentId: string) =>
  database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.appointmentId, appointmentId), eq(jobs.kind, APPOINTMENT_MAIL)));

/** A moment for a second (wrong) delivery to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('restart between planning and sending', () => {
  it('the confirmation planned before the restart is sent once, by the process after it', async () => {
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(5), '10:00') }));
    // The booking's process plans the mail and stops before its worker ever runs.
    expect((await mailJobsOf(t.database, created._id)).map((job) => job.state)).toEqual(['queued']);
    const before = mailsTo(t, clientMail).length;

    const { app, database } = await restartedProcess();
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(await app.ctx.jobs.runDue()).toBe(0);
    const mail = (await waitForMails(t, clientMail, before + 1))[before]!;
    expect(mail.subject).toBe('Appointment confirmed: Salón Uno');
    expect(icsOf(mail)).toMatchObject({ method: 'REQUEST', uid: `${created._id}@salon`, sequence: 0 });
    const [job] = await mailJobsOf(database, created._id);
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });

    // On PostgreSQL the process before the restart shares the rows: it finds nothing left to send either.
    // On PGlite its database is the state before the restart, which the reopened copy has superseded.
    if (onPostgres) expect(await t.app.ctx.jobs.runDue()).toBe(0);
    else await t.db.delete(jobs).where(eq(jobs.appointmentId, created._id));
    await settle();
    expect(confirmationsOf(created._id)).toHaveLength(1);
  });
});

describe('two workers, one mail', () => {
  it('two processes running due jobs at once send each confirmation exactly once', async () => {
    const other = await anotherProcess();
    // Several bookings, so the two claims really compete for rows rather than one finding an empty queue.
    const created = [];
    for (let n = 0; n < 6; n++) {
      const hour = String(9 + n + (n >= 4 ? 1 : 0)).padStart(2, '0'); // around the 13:00 break
      created.push(await book(t, w.token, w.booking({ start: at(dayFromToday(8), `${hour}:00`) })));
    }
    const before = mailsTo(t, clientMail).length;

    const [first, second] = await Promise.all([t.app.ctx.jobs.runDue(), other.ctx.jobs.runDue()]);
    expect(first + second).toBe(created.length);
    await waitForMails(t, clientMail, before + created.length);
    await settle();
    expect(mailsTo(t, clientMail)).toHaveLength(before + created.length);
    for (const visit of created) {
      expect(confirmationsOf(visit._id)).toHaveLength(1);
      const [job] = await mailJobsOf(t.database, visit._id);
      expect(job).toMatchObject({ state: 'done', attempts: 1 });
    }
  });
});
