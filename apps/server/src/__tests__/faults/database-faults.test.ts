import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  bookingWorld,
  clientBase,
  dayFromToday,
  get,
  send,
} from '../../test/appointment-fixtures.js';
import { postForm, STRONG_PASSWORD } from '../../test/http.js';
import { startTcpProxy } from '../../test/tcp-proxy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * What an operator sees when PostgreSQL blinks: backends terminated under write load, then a whole
 * outage. Only PostgreSQL has connections to lose; the embedded database runs inside the process.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/** A second, direct connection to the test's own database: it terminates the app's backends and counts. */
async function adminOf(t: TestApp) {
  const admin = new pg.Client({ connectionString: t.postgresUrl! });
  await admin.connect();
  return admin;
}

/** Distinct 45-minute slots of the one employee: day 1..60 from today, 09:00–17:00 without the 13:00 break. */
const HOURS = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'];
const slot = (n: number) => at(dayFromToday(1 + Math.floor(n / HOURS.length)), HOURS[n % HOURS.length]!);

describe.runIf(onPostgres)('PostgreSQL ends connections in the middle of concurrent writes', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    w = await bookingWorld(t, 'faults.terminate@example.com');
    admin = await adminOf(t);
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  it('keeps serving: every 200 is in the database, the rest 503, the kept counts right', async () => {
    let next = 0;
    let terminations = 0;
    const answers: Array<{ status: number; id?: string; code?: string }> = [];
    const deadline = Date.now() + 60_000;
    // Eight clients booking one after another; a backend termination after every tenth answer, six in all
    // (bounded: 400 bookings or a minute).
    const writers = Array.from({ length: 8 }, async () => {
      while ((terminations < 6 || answers.length < 80) && next < 400 && Date.now() < deadline) {
        const res = await send(t, 'POST', base, w.booking({ start: slot(next++) }), w.token);
        const body = res.json() as { data?: { _id: string }; code?: string };
        answers.push({ status: res.statusCode, id: body.data?._id, code: body.code });
      }
    });
    let terminated = 0;
    const terminator = (async () => {
      while (terminations < 6 && Date.now() < deadline) {
        if (answers.length >= (terminations + 1) * 10) {
          const { rows } = await admin.query<{ ended: boolean }>(
            `select pg_terminate_backend(pid) as ended from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
          );
          terminated += rows.filter((row) => row.ended).length;
          terminations++;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all([...writers, terminator]);
    expect(terminations).toBe(6);

    const byStatus = new Map<number, number>();
    for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    console.log(
      `6 terminations (${terminated} backends) under 8 writers: ${answers.length} bookings answered, ` +
        [...byStatus].map(([status, count]) => `${count}× ${status}`).join(', '),
    );
    expect(terminated).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    expect(answers.filter((a) => a.status === 503).every((a) => a.code === 'DATABASE_UNAVAILABLE')).toBe(
      true,
    );

    const acknowledged = answers.filter((answer) => answer.status === 200).map((answer) => answer.id!);
    const stored = await admin.query<{ id: string }>(
      'select id from appointments where id = any($1::uuid[])',
      [acknowledged],
    );
    expect(stored.rowCount).toBe(acknowledged.length);
    // Nothing half-written: each appointment has its event log entry, and the kept counts equal plain counts.
    const { rows: checks } = await admin.query<{ appointments: number; kept: number; logged: number }>(
      `select (select count(*)::int from appointments) as appointments,
              (select coalesce(sum(count), 0)::int from appointment_counts) as kept,
              (select count(*)::int from event_log where area = 'appointment' and action = 'create') as logged`,
    );
    expect(checks[0]!.kept).toBe(checks[0]!.appointments);
    expect(checks[0]!.logged).toBe(checks[0]!.appointments);
    const { rows: logCounts } = await admin.query<{ plain: number; kept: number }>(
      `select (select count(*)::int from event_log) as plain,
              (select coalesce(sum(count), 0)::int from event_log_counts) as kept`,
    );
    expect(logCounts[0]!.kept).toBe(logCounts[0]!.plain);

    // The same process answers the next booking at once: no restart.
    const after = await send(t, 'POST', base, w.booking({ start: slot(next++) }), w.token);
    expect(after.statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('a database outage', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  beforeAll(async () => {
    const direct = new URL(process.env.TEST_DATABASE_URL!);
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
    w = await bookingWorld(t, 'faults.outage@example.com');
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  const day = dayFromToday(7);
  let clientCount = 0;
  const calls = () => [
    get(
      t,
      `${base}?salon_id=${w.salon._id}&from=${encodeURIComponent(at(day, '00:00'))}&to=${encodeURIComponent(at(day, '23:59'))}`,
      w.token,
    ),
    get(t, `${clientBase}?salon_id=${w.salon._id}`, w.token),
    get(t, `/api/v1/business/account/me`, w.token),
    send(t, 'POST', base, w.booking({ start: at(dayFromToday(3), '10:00') }), w.token),
    send(
      t,
      'POST',
      clientBase,
      {
        salon_id: w.salon._id,
        firstName: 'Luis',
        lastName: 'Rojas',
        email: `luis.${clientCount++}@example.com`,
        phoneNumber: '+58 412-555 0102',
      },
      w.token,
    ),
    postForm(t.app, '/auth/login', {
      email: 'faults.outage@example.com',
      password: STRONG_PASSWORD,
      account_type: 'business',
    }),
  ];

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After to every call, and recovers with no restart', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    proxy.cut();
    const during = (await Promise.all([...calls(), ...calls(), ...calls()])).map((res) => ({
      status: res.statusCode,
      code: (res.json() as { code?: string }).code,
      retryAfter: res.headers['retry-after'],
    }));
    console.log(
      `outage: ${during.filter((r) => r.status === 503).length} of ${during.length} calls answered 503, ` +
        `${during.filter((r) => r.status === 500).length} answered 500`,
    );
    expect(during.every((r) => r.status === 503 && r.code === 'DATABASE_UNAVAILABLE' && r.retryAfter)).toBe(
      true,
    );

    // Liveness stays up (a supervisor must not restart a healthy process); readiness says why not ready.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', database: { ok: false } });

    proxy.restore();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await Promise.all(calls());
    expect(after.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
