import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/tables/job.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminSession, sendJson } from '../../admin/__tests__/admin-fixtures.js';
import { EXCHANGE_RATE_FEED, FEED_DEDUPE_KEY, FEED_INTERVAL_MS } from '../exchange-rate.jobs.js';
import { rateOn } from '../index.js';

/**
 * The optional feed (EXCHANGE_RATE_URL) against a local stand-in HTTP server: what it answers is set per test.
 * The app's worker is off; each test runs the due feed job itself.
 */
let feed: Server;
let answer: { status: number; body: string };
let requests = 0;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  feed = createServer((_request, response) => {
    requests++;
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const { port } = feed.address() as AddressInfo;
  answer = { status: 200, body: JSON.stringify({ date: '2025-04-04', rate: 70.1234 }) };
  t = await createTestApp({ JOBS_WORKER: 'off', EXCHANGE_RATE_URL: `http://127.0.0.1:${port}/bcv.json` });
  adminToken = (await adminSession(t, 'feed@platform.example')).token;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feed.close(resolve));
});

const feedJobs = () => t.db.select().from(jobs).where(eq(jobs.kind, EXCHANGE_RATE_FEED));
const queuedFeedJobs = async () => (await feedJobs()).filter((job) => job.state === 'queued');

/** Makes the waiting feed job due now and runs it. */
async function runFeedNow() {
  await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.state, 'queued'));
  return t.app.ctx.jobs.runDue();
}

describe('the exchange rate feed job', () => {
  it('is planned at start, due now, under its dedupe key', async () => {
    const queued = await queuedFeedJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ dedupeKey: FEED_DEDUPE_KEY, attempts: 0 });
    expect(queued[0]!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('stores a good payload as "BCV (feed)" and plans the next fetch a few hours later, one only', async () => {
    const before = Date.now();
    expect(await t.app.ctx.jobs.runDue()).toBe(1);
    expect(requests).toBe(1);
    expect(await rateOn(t.db, '2025-04-04')).toEqual({
      date: '2025-04-04',
      rate: 70.1234,
      source: 'BCV (feed)',
    });
    const queued = await queuedFeedJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThanOrEqual(before + FEED_INTERVAL_MS - 1000);
    expect((await feedJobs()).filter((job) => job.state === 'done')).toHaveLength(1);
  });

  it('accepts the tolerated shape (inside data, fecha, a decimal comma) and replaces its own earlier value', async () => {
    answer = { status: 200, body: JSON.stringify({ data: { fecha: '2025-04-04', usd: '70,5' } }) };
    await runFeedNow();
    expect(await rateOn(t.db, '2025-04-04')).toMatchObject({ rate: 70.5, source: 'BCV (feed)' });
  });

  it('reads DolarApi’s official rate as recorded, its instant taken as the day in Caracas', async () => {
    // 2025-04-05T01:00Z is still the 4th in Caracas (UTC-4).
    const recorded = readFileSync(new URL('./fixtures/dolarapi-oficial.json', import.meta.url), 'utf8');
    answer = { status: 200, body: recorded };
    await runFeedNow();
    expect(await rateOn(t.db, '2025-04-04')).toEqual({
      date: '2025-04-04',
      rate: 245.6712,
      source: 'BCV (feed)',
    });
    // Its list answers every source: the official one is taken, not the first.
    const parallel = { ...JSON.parse(recorded), fuente: 'paralelo', nombre: 'Paralelo', promedio: 300 };
    answer = { status: 200, body: JSON.stringify([parallel, { ...JSON.parse(recorded), promedio: 70.5 }]) };
    await runFeedNow();
    expect(await rateOn(t.db, '2025-04-04')).toMatchObject({ rate: 70.5 });
  });

  it('a bad payload is refused, logged on the job and retried; nothing is stored and no second job waits', async () => {
    answer = { status: 200, body: JSON.stringify({ date: '2025-04-07', rate: -3 }) };
    await runFeedNow();
    expect(await rateOn(t.db, '2025-04-07')).toMatchObject({ date: '2025-04-04' });
    const queued = await queuedFeedJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ attempts: 1 });
    expect(queued[0]!.lastError).toContain('payload refused');

    answer = { status: 200, body: 'not json at all' };
    await runFeedNow();
    expect((await queuedFeedJobs())[0]).toMatchObject({ attempts: 2 });
  });

  it('an HTTP error is retried the same way', async () => {
    answer = { status: 503, body: '{"error":"down"}' };
    await runFeedNow();
    const queued = await queuedFeedJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.lastError).toContain('HTTP 503');
  });

  it('after its last try the job fails but the next regular fetch is planned', async () => {
    const [job] = await queuedFeedJobs();
    await t.db
      .update(jobs)
      .set({ attempts: job!.maxAttempts - 1 })
      .where(eq(jobs.id, job!.id));
    await runFeedNow();
    const rows = await feedJobs();
    expect(rows.find((row) => row.id === job!.id)).toMatchObject({ state: 'failed' });
    const queued = rows.filter((row) => row.state === 'queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + FEED_INTERVAL_MS - 60_000);
  });

  it('a rate an administrator entered wins over the feed’s for that date', async () => {
    const res = await sendJson(t, 'PUT', '/api/v1/admin/exchange-rates', adminToken, {
      date: '2025-04-08',
      rate: 71,
    });
    expect(res.statusCode).toBe(200);
    answer = { status: 200, body: JSON.stringify({ date: '2025-04-08', rate: 99.9 }) };
    await runFeedNow();
    expect(await rateOn(t.db, '2025-04-08')).toEqual({ date: '2025-04-08', rate: 71, source: 'BCV' });
    // The fetch went well: the job is done and the next one planned.
    expect(await queuedFeedJobs()).toHaveLength(1);
    const list = (await sendJson(t, 'GET', '/api/v1/admin/exchange-rates', adminToken)).json().data as {
      date: string;
      origin: string;
    }[];
    expect(list.map((row) => [row.date, row.origin])).toEqual([
      ['2025-04-08', 'admin'],
      ['2025-04-04', 'feed'],
    ]);
  });

  it('an administrator may replace the feed’s value', async () => {
    await sendJson(t, 'PUT', '/api/v1/admin/exchange-rates', adminToken, { date: '2025-04-04', rate: 70.25 });
    expect(await rateOn(t.db, '2025-04-04')).toEqual({ date: '2025-04-04', rate: 70.25, source: 'BCV' });
  });

  it('a second start plans no second job', async () => {
    const other = await t.anotherServer();
    expect(other).toBeDefined();
    expect(await queuedFeedJobs()).toHaveLength(1);
  });
});
