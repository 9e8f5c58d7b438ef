import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { READ_AFTER_HEADER } from '../../lib/read-replica.js';
import { clientBase, dayFromToday } from '../../test/appointment-fixtures.js';
import { bookableWorld, type BookableWorld } from '../../test/booking-fixtures.js';
import { API } from '../../test/http.js';
import { startTcpProxy } from '../../test/tcp-proxy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Heavy reads on a real streaming replica (a second PostgreSQL cluster made by
 * scripts/start-read-replica.sh, its URL in TEST_READ_REPLICA_URL; `.ci/run` makes it, and says so when it
 * cannot). The replica's replay is paused to make it stale on purpose: reads then go to it only while it has
 * the caller's own writes and is within the lag bound, and a replica that goes away costs no failed request.
 */
const REPLICA_URL = process.env.TEST_READ_REPLICA_URL;
const MAX_LAG_MS = 3_000;

let t: TestApp;
let w: BookableWorld;
let other: FastifyInstance;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let replica: pg.Client;

const reads = (app: FastifyInstance) => app.ctx.reads.status().reads;
const clientList = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `${API}${clientBase}?salon_id=${w.salon._id}&limit=100`,
    headers: { authorization: `Bearer ${w.token}`, ...headers },
  });
const emailsIn = (res: { json(): { data: { email: string | null }[] } }) =>
  res.json().data.map((c) => c.email);

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until a plain list read of `app` is served by the replica (it has replayed what is there). */
async function replicaCaughtUp(app: FastifyInstance) {
  await until(async () => {
    const before = reads(app).replica;
    expect((await clientList(app)).statusCode).toBe(200);
    return reads(app).replica > before;
  }, 'the replica to serve reads');
}

/** A client written straight into the primary, as another process or a cron would: no write position, no memory. */
async function insertClientDirectly(email: string) {
  const client = new pg.Client({ connectionString: t.postgresUrl! });
  await client.connect();
  try {
    await client.query(
      `insert into clients (id, company_id, salon_id, first_name, last_name, email, phone, phone_digits)
       values ($1, $2, $3, 'Rosa', 'Díaz', $4, '+584125550199', '584125550199')`,
      [newId(), w.company._id, w.salon._id, email],
    );
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && REPLICA_URL)(
  'heavy reads on a read replica',
  () => {
    beforeAll(async () => {
      const target = new URL(REPLICA_URL!);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
      t = await createTestApp(
        { JOBS_WORKER: 'off', DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS) },
        // Through a proxy the test can cut, to the same database on the replica.
        { readUrl: (url) => `postgres://root@127.0.0.1:${proxy.port}${url.pathname}` },
      );
      w = await bookableWorld(t, 'read.replica@example.com');
      other = await t.anotherServer();
      replica = new pg.Client({ connectionString: `${REPLICA_URL}/postgres` });
      await replica.connect();
      await until(() => t.app.ctx.reads.status().healthy, 'the replica to answer');
      await replicaCaughtUp(t.app);
    }, 60_000);

    afterAll(async () => {
      await replica?.query('select pg_wal_replay_resume()').catch(() => undefined);
      await replica?.end();
      await t?.close();
      proxy?.restore();
    });

    it('serves reports, the dashboard, lists and the public booking page from the replica', async () => {
      const token = { authorization: `Bearer ${w.token}` };
      const day = dayFromToday(3);
      const urls = [
        `/api/v1/business/report/incomes?salon_id=${w.salon._id}&range=last_30_days`,
        `/api/v1/business/report/incomes.xlsx?salon_id=${w.salon._id}&range=last_30_days`,
        `/api/v1/business/dashboard/summary?salon_id=${w.salon._id}`,
        `/api/v1/business/appointment/list?salon_id=${w.salon._id}&tab=past`,
        `/api/v1/business/review?salon_id=${w.salon._id}`,
        `/api/v1/business/event-log?limit=5`,
        `${clientBase}?salon_id=${w.salon._id}`,
      ].map((url) => `${API}${url}`);
      // The public booking page's own URLs carry the prefix already.
      urls.push(w.url(), w.url(`/availability?service_ids=${w.service._id}&from=${day}&to=${day}`));
      for (const url of urls) {
        // Counted on the replica and not taken back: the read ran there without an error (nor a write). A
        // read that found the replica lagging under the other test files' writes went to the primary: again.
        await until(async () => {
          const before = reads(t.app);
          const res = await t.app.inject({ method: 'GET', url, headers: token });
          expect(res.statusCode, url).toBe(200);
          const after = reads(t.app);
          expect(after.replica + after.primary, url).toBe(before.replica + before.primary + 1);
          return after.replica === before.replica + 1;
        }, `${url} on the replica`);
      }
    });

    it("reads a caller's own writes, on any server, while the replica lags behind them", async () => {
      await replicaCaughtUp(t.app);
      await replicaCaughtUp(other);
      await replica.query('select pg_wal_replay_pause()');

      // Written behind the app's back: the replica has not replayed it, and a list read from there misses it.
      await insertClientDirectly('behind.the.app@example.com');
      const stale = await clientList(other);
      expect(emailsIn(stale)).not.toContain('behind.the.app@example.com');

      // The caller's own save answers with its write position; with it, every server reads from the primary.
      const saved = await t.app.inject({
        method: 'POST',
        url: `${API}${clientBase}`,
        headers: { authorization: `Bearer ${w.token}` },
        payload: {
          salon_id: w.salon._id,
          firstName: 'Luis',
          lastName: 'Mora',
          email: 'own.write@example.com',
          phoneNumber: '+58 412-555 0102',
        },
      });
      expect(saved.statusCode).toBe(200);
      const position = saved.headers[READ_AFTER_HEADER];
      expect(position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const primaryBefore = reads(other).primary;
      const fresh = await clientList(other, { [READ_AFTER_HEADER]: String(position) });
      expect(emailsIn(fresh)).toContain('own.write@example.com');
      expect(reads(other).primary).toBe(primaryBefore + 1);
      // The server that took the save remembers it for the same token, sent back or not.
      expect(emailsIn(await clientList(t.app))).toContain('own.write@example.com');
    });

    it('goes to the primary once the replica lags past the bound, and back when it catches up', async () => {
      // Replay is still paused: the lag grows past DATABASE_READ_MAX_LAG_MS.
      await until(() => (other.ctx.reads.status().lagMs ?? 0) > MAX_LAG_MS, 'the lag to pass the bound');
      const res = await clientList(other);
      expect(emailsIn(res)).toContain('behind.the.app@example.com');

      await replica.query('select pg_wal_replay_resume()');
      await replicaCaughtUp(other);
      expect(emailsIn(await clientList(other))).toContain('behind.the.app@example.com');
    });

    it('answers every read from the primary when the replica goes away', async () => {
      await replicaCaughtUp(t.app);
      proxy.cut();
      await insertClientDirectly('while.replica.down@example.com');
      // The first read may still pick the replica (its last check passed): it fails there and is read again.
      for (let i = 0; i < 3; i++) {
        const res = await clientList(t.app);
        expect(res.statusCode).toBe(200);
        expect(emailsIn(res)).toContain('while.replica.down@example.com');
      }
      expect(t.app.ctx.reads.status().healthy).toBe(false);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', read_replica: { healthy: false } });

      proxy.restore();
      await until(() => t.app.ctx.reads.status().healthy, 'the replica to be back');
      await replicaCaughtUp(t.app);
    });
  },
);
