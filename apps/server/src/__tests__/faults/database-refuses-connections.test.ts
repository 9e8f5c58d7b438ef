import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld, clientBase, get } from '../../test/appointment-fixtures.js';
import { postForm, STRONG_PASSWORD } from '../../test/http.js';
import { startTcpProxy } from '../../test/tcp-proxy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A PostgreSQL that is up but refuses new connections (the database closed to connections, the app's role
 * locked out or over its connection limit, nothing listening) answers 503 DATABASE_UNAVAILABLE with
 * Retry-After, never 500 (docs/product.md "Errors"). Only PostgreSQL has connections to refuse.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

const adminUrl = () => process.env.TEST_DATABASE_URL!;

type World = Awaited<ReturnType<typeof bookingWorld>> & { email: string };

async function asAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Three reads and a sign-in: each needs a connection the pool must open anew. */
async function answersOf(t: TestApp, w: World) {
  const answers = await Promise.all([
    get(t, `${clientBase}?salon_id=${w.salon._id}`, w.token),
    get(t, '/api/v1/business/account/me', w.token),
    postForm(t.app, '/auth/login', {
      email: w.email,
      password: STRONG_PASSWORD,
      account_type: 'business',
    }),
  ]);
  return answers.map((res) => ({
    status: res.statusCode,
    code: (res.json() as { code?: string }).code,
    retryAfter: res.headers['retry-after'],
  }));
}

const unavailable = { status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: '2' };

describe.runIf(onPostgres)('a PostgreSQL that refuses new connections', () => {
  // A login role of the test's own (cluster-wide, so a random name, dropped after): it holds the tables'
  // privileges through membership but is no superuser, so its connection limit and NOLOGIN bite.
  const role = `salon_fault_${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let w: World;
  let databaseName: string;
  beforeAll(async () => {
    await asAdmin(adminUrl(), (admin) =>
      admin.query(`create role ${role} login in role ${new URL(adminUrl()).username}`),
    );
    t = await createTestApp(
      {},
      {
        postgresUrl: (url) => {
          url.username = role;
          return url.toString();
        },
      },
    );
    databaseName = new URL(t.postgresUrl!).pathname.slice(1);
    const email = `faults.refused.${role}@example.com`;
    w = { ...(await bookingWorld(t, email)), email };
  });
  afterEach(async () => {
    await asAdmin(adminUrl(), async (admin) => {
      await admin.query(`alter database ${databaseName} allow_connections true`);
      await admin.query(`alter role ${role} login connection limit -1`);
    });
  });
  afterAll(async () => {
    await t?.close();
    await asAdmin(adminUrl(), async (admin) => {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [role]);
      await admin.query(`drop role if exists ${role}`);
    });
  });

  /** Ends the app's open connections and waits until its pool has let them go, so every call connects. */
  async function dropAppConnections() {
    await asAdmin(adminUrl(), async (admin) => {
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where usename = $1',
          [role],
        );
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it.each([
    [
      'the database closed to connections (55000)',
      (db: string) => `alter database ${db} allow_connections false`,
    ],
    ['the role may not log in (28000)', () => `alter role ${role} nologin`],
    ['the role is over its connection limit (53300)', () => `alter role ${role} connection limit 0`],
  ])('%s: 503 DATABASE_UNAVAILABLE, then serves again', async (_, refusal) => {
    expect((await answersOf(t, w)).map((a) => a.status)).toEqual([200, 200, 200]);
    await asAdmin(adminUrl(), (admin) => admin.query(refusal(databaseName)));
    await dropAppConnections();
    expect(await answersOf(t, w)).toEqual([unavailable, unavailable, unavailable]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);

    await asAdmin(adminUrl(), async (admin) => {
      await admin.query(`alter database ${databaseName} allow_connections true`);
      await admin.query(`alter role ${role} login connection limit -1`);
    });
    expect((await answersOf(t, w)).map((a) => a.status)).toEqual([200, 200, 200]);
  });
});

describe.runIf(onPostgres)('a PostgreSQL address nothing listens on', () => {
  let t: TestApp;
  let w: World;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  beforeAll(async () => {
    const direct = new URL(adminUrl());
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    t = await createTestApp(
      {},
      {
        postgresUrl: (url) => {
          url.hostname = '127.0.0.1';
          url.port = String(proxy.port);
          return url.toString();
        },
      },
    );
    const email = 'faults.refused.port@example.com';
    w = { ...(await bookingWorld(t, email)), email };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE to a refused connect (ECONNREFUSED)', async () => {
    // Closing the relay frees its port: the pool's next connect is refused by the operating system.
    await proxy.close();
    expect(await answersOf(t, w)).toEqual([unavailable, unavailable, unavailable]);
  });
});
