import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { addDays, isoDate, weekdayIndex, wallClockOf, type LocalDate } from '@salon/core';
import { and, eq, max } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/lib/config.js';
import { openPostgres, type Db } from '../../apps/server/src/lib/db.js';
import { issueToken } from '../../apps/server/src/lib/access-tokens.js';
import { appointments } from '../../apps/server/src/db/tables/appointment.table.js';
import { clients } from '../../apps/server/src/db/tables/client.table.js';
import { companies } from '../../apps/server/src/db/tables/company.table.js';
import { employees } from '../../apps/server/src/db/tables/employee.table.js';
import { salons } from '../../apps/server/src/db/tables/salon.table.js';
import { services } from '../../apps/server/src/db/tables/service.table.js';
import { generateLargeSalon, LARGE_SALON } from './large-salon.js';
import { helloWorld, load } from './load.js';
import { writeSection } from './sections.js';
import { round } from './stats.js';

/**
 * The bookings goal: 32 front desks of one salon booking distinct free times at once through the real
 * server on PostgreSQL, ≥ 250 accepted a second with p99 ≤ 250 ms, 0 overlaps, beside the same run's
 * hello-world baseline. Run: `npm run bench:bookings -w @salon/bench` (BENCH_SECONDS, default 10).
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const CLIENT = fileURLToPath(new URL('./bookings-client.cjs', import.meta.url));
/** The large salon's bench service lasts 45 minutes; its hours are 08:00–20:00 with a break at 13:00. */
const SLOT_STARTS = ['08:00', '08:45', '09:30', '10:15', '11:00', '11:45'].concat([
  '14:00',
  '14:45',
  '15:30',
  '16:15',
  '17:00',
  '17:45',
  '18:30',
  '19:15',
]);

/** A fresh database, or with BENCH_REUSE=1 the last run's (its bookings stay: the next run books after them). */
async function benchDatabase(): Promise<{ url: string; fresh: boolean }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'salon_bookings'`)).rowCount;
  const fresh = !(process.env.BENCH_REUSE === '1' && exists);
  if (fresh) {
    await admin.query('drop database if exists salon_bookings with (force)');
    await admin.query('create database salon_bookings');
  }
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/salon_bookings';
  return { url: url.toString(), fresh };
}

interface BenchSalon {
  salonId: string;
  serviceId: string;
  employeeIds: string[];
  token: string;
  clientIds: string[];
  /** The first day free of appointments. */
  firstDay: LocalDate;
}

async function benchSalon(db: Db, fresh: boolean): Promise<BenchSalon> {
  if (fresh) await generateLargeSalon(db, wallClockOf(new Date(), LARGE_SALON.timeZone));
  const [salon] = await db.select().from(salons).limit(1);
  const [company] = await db.select().from(companies).where(eq(companies.id, salon!.companyId));
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.salonId, salon!.id), eq(services.durationMinutes, 45)));
  const staff = await db.select({ id: employees.id }).from(employees).where(eq(employees.salonId, salon!.id));
  const clientRows = await db.select({ id: clients.id }).from(clients).where(eq(clients.salonId, salon!.id));
  const [last] = await db.select({ at: max(appointments.startsAt) }).from(appointments);
  return {
    salonId: salon!.id,
    serviceId: service!.id,
    employeeIds: staff.map((row) => row.id).sort(),
    token: await issueToken(db, company!.ownerAccountId),
    clientIds: clientRows.map((row) => row.id),
    firstDay: addDays(wallClockOf(last!.at!, LARGE_SALON.timeZone), 1),
  };
}

interface Booked {
  ms: number;
  status: number;
}

function runClients(workerData: object): Promise<{ results: Booked[]; seconds: number; exhausted: boolean }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { workerData });
    worker.once(
      'message',
      (message: { error?: string; results: Booked[]; seconds: number; exhausted: boolean }) => {
        if (message.error) reject(new Error(message.error));
        else resolve(message);
        void worker.terminate();
      },
    );
    worker.once('error', reject);
  });
}

const rank = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

async function main() {
  const loadAverage = round(loadavg()[0]!, 1);
  const { url, fresh } = await benchDatabase();
  const database = await openPostgres(url, { migrate: true });
  const salon = await benchSalon(database.db, fresh);
  const { clientIds } = salon;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    PORT: '3998',
    HOST: '127.0.0.1',
    // The mails the bookings queue are left for another process: this one measures the bookings.
    JOBS_WORKER: 'off',
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Free times after the salon's three months, every working day, every employee: more than the run books.
  const bodies: object[] = [];
  let day = salon.firstDay;
  while (bodies.length < 40 * SECONDS * CONNECTIONS) {
    if (weekdayIndex(day) !== 6) {
      for (const time of SLOT_STARTS) {
        for (const employeeId of salon.employeeIds) {
          bodies.push({
            salon_id: salon.salonId,
            client_id: clientIds[bodies.length % clientIds.length],
            service_id: salon.serviceId,
            employee_id: employeeId,
            start: `${isoDate(day)}T${time}:00-04:00`,
          });
        }
      }
    }
    day = addDays(day, 1);
  }
  // Day by day, so the front desks book the near days first as a busy salon would; a warm-up first.
  const target = `${base}/api/proxy/api/v1/business/appointment`;
  const warmUp = await runClients({
    url: target,
    token: salon.token,
    bodies: bodies.slice(0, 200),
    connections: 8,
    seconds: 5,
  });
  const warmFailures = warmUp.results.filter((result) => result.status !== 200).length;
  if (warmFailures > 0) throw new Error(`${warmFailures} warm-up bookings failed`);
  const run = await runClients({
    url: target,
    token: salon.token,
    bodies: bodies.slice(200),
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  if (run.exhausted) throw new Error('The run booked every prepared time: prepare more');
  const accepted = run.results.filter((result) => result.status === 200);
  const refused = run.results.length - accepted.length;
  const latencies = run.results.map((result) => result.ms).sort((a, b) => a - b);
  const perSecond = accepted.length / run.seconds;
  const p50 = rank(latencies, 0.5);
  const p99 = rank(latencies, 0.99);

  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const overlaps = Number(
    (
      await check.query(
        `select count(*) as n from appointments a join appointments b
           on b.employee_id = a.employee_id and b.id > a.id
          and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
          and b.status not in ('cancelled', 'no_show')
        where a.salon_id = $1 and a.status not in ('cancelled', 'no_show')`,
        [salon.salonId],
      )
    ).rows[0].n,
  );
  await check.end();
  await app.close();
  await database.close();

  const hello = await helloWorld();
  const baseline = await load(hello.url, {}, 5);
  await hello.close();

  console.log({ perSecond, p50, p99, refused, overlaps, baseline: baseline.requestsPerSecond });
  const met = perSecond >= 250 && p99 <= 250 && overlaps === 0;
  writeSection(
    new URL('../../docs/benchmarks.md', import.meta.url),
    'bookings',
    `## Bookings in one salon, 32 front desks at once

Written by \`npm run bench:bookings -w @salon/bench\` (bench/src/bookings.ts); tests never assert timings.

Run: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, load average ${loadAverage} at the
start. The real server on PostgreSQL (LOG_LEVEL warn, jobs left to another process) with the calendar bench's
large salon; ${CONNECTIONS} clients in a worker thread, each \`POST /appointment\` of a 45-minute service into the
next free time of a list (every employee, every working day after the salon's three months) as soon as its last
answer came, for ${SECONDS} s after a warm-up of 200 bookings.

| measure | result | goal | |
|---|---|---|---|
| bookings accepted a second | ${round(perSecond, 0)} (${accepted.length} in ${round(run.seconds, 1)} s; ${refused} refused) | ≥ 250 | ${perSecond >= 250 ? 'met' : 'not met'} |
| latency of a booking | p50 ${round(p50, 1)} ms, p99 ${round(p99, 1)} ms | p99 ≤ 250 ms | ${p99 <= 250 ? 'met' : 'not met'} |
| appointments of one employee overlapping afterwards | ${overlaps} | 0 | ${overlaps === 0 ? 'met' : 'not met'} |
| hello-world baseline, same run (Fastify, 50 connections, 5 s) | ${round(baseline.requestsPerSecond, 0)} requests/s, p50 ${baseline.latencyP50Ms} ms | — | |

${met ? 'Every goal met on this run.' : 'Not every goal met on this run.'}
`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
