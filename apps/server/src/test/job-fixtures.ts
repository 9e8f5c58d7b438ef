import { eq, sql } from 'drizzle-orm';
import type { Db } from '../lib/db.js';
import type { JobQueue } from '../lib/jobs/job-queue.js';
import type { JobHandler, JobKind, JobRun, NewJob } from '../lib/jobs/job-types.js';
import { jobs } from '../db/tables/job.table.js';

/**
 * Test kinds are not part of the app's `JobPayloads`: these casts keep them out of its type, which declaring
 * them there would widen for every module.
 */
export const testJob = (kind: string, payload: object = {}, extra: Partial<NewJob> = {}) =>
  ({ kind, payload, ...extra }) as unknown as NewJob;

export const keyedJob = (
  kind: string,
  dedupeKey: string,
  payload: object = {},
  extra: Partial<NewJob> = {},
) => testJob(kind, payload, { ...extra, dedupeKey }) as NewJob & { dedupeKey: string };

/** Registers `kind` on `queue` with a handler that records every run (and may then fail). */
export function recorder(queue: JobQueue, kind: string, then?: (run: JobRun) => Promise<void> | void) {
  const runs: JobRun[] = [];
  const handler: JobHandler = async (run) => {
    runs.push(run);
    await then?.(run);
  };
  queue.register(kind as JobKind, handler);
  return runs;
}

export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  what = 'condition',
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export async function jobRow(db: Db, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`No job ${id}`);
  return row;
}

export const jobsOfKind = (db: Db, kind: string) => db.select().from(jobs).where(eq(jobs.kind, kind));

/** How far ahead of the database's clock a job is planned, in ms (negative when due). */
export async function msUntilRun(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ ms: sql<number>`extract(epoch from (${jobs.runAt} - now())) * 1000` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return Number(row!.ms);
}

/** Makes a planned job due now, as if its time had come. */
export const makeDue = (db: Db, id: string) =>
  db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
