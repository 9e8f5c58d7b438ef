import { addDays, isoDate, wallClockOf } from '@salon/core';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/lib/config.js';
import { openPostgres } from '../../apps/server/src/lib/db.js';
import { benchEngine } from './engine.js';
import { generateLargeSalon, LARGE_SALON } from './large-salon.js';
import { helloWorld, load, type LoadResult } from './load.js';
import { benchWeekRender } from './render.js';
import { writeReport } from './report.js';
import { round } from './stats.js';

/**
 * The issue-5 benchmarks against PostgreSQL: a fresh database `salon_bench` next to BENCH_DATABASE_URL's,
 * the large salon, then the engine, the calendar-week call under load beside a hello-world baseline, and the
 * week view in Chromium. Numbers go to docs/benchmarks.md. Run: `npm run bench` (see bench/README.md).
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Baseline and calendar load rounds; the median round's ratio is the result. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists salon_bench with (force)');
  await admin.query('create database salon_bench');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/salon_bench';
  return url.toString();
}

async function main() {
  const url = await freshDatabase();
  const database = await openPostgres(url, { migrate: true });
  const today = wallClockOf(new Date(), LARGE_SALON.timeZone);
  const generatedAt = performance.now();
  const salon = await generateLargeSalon(database.db, today);
  const generateSeconds = round((performance.now() - generatedAt) / 1000, 1);
  console.log(`Generated the large salon in ${generateSeconds} s`);

  const month = {
    from: isoDate({ ...today, day: 1 }),
    to: isoDate(addDays({ ...today, month: today.month + 1, day: 1 }, -1)),
  };
  const engine = await benchEngine(database.db, salon, month);
  console.log('Engine (month, all employees):', engine);

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    PORT: '3999',
    HOST: '127.0.0.1',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const weekFrom = new Date(`${salon.busyWeek}T00:00:00-04:00`).toISOString();
  const weekTo = new Date(Date.parse(weekFrom) + 7 * 86_400_000).toISOString();
  const weekUrl = `${base}/api/proxy/api/v1/business/appointment?salon_id=${salon.salonId}&from=${encodeURIComponent(weekFrom)}&to=${encodeURIComponent(weekTo)}`;
  const auth = { authorization: `Bearer ${salon.token}` };
  const coldStarted = performance.now();
  const check = await fetch(weekUrl, { headers: auth });
  const weekCount = check.ok ? ((await check.json()) as { data: unknown[] }).data.length : 0;
  const coldMs = round(performance.now() - coldStarted, 1);
  const etag = check.headers.get('etag') ?? '';
  console.log(
    `Calendar week call: HTTP ${check.status}, ${weekCount} appointments, first answer ${coldMs} ms`,
  );

  // Three rounds of baseline then calendar, interleaved so a slower minute of the machine weighs on both; the
  // goal compares the median round's ratio, as one 10-second pair varies by a few points.
  const hello = await helloWorld();
  // A short load on each first, unmeasured: the first round otherwise timed a hello-world not yet optimised
  // by the JIT (one run's first baseline was half its others).
  await load(hello.url, {}, WARM_UP_SECONDS);
  await load(weekUrl, { ...auth, 'accept-encoding': 'gzip' }, WARM_UP_SECONDS);
  const rounds: { baseline: LoadResult; calendar: LoadResult; ratio: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const baselineRun = await load(hello.url, {}, SECONDS);
    // As a browser asks: gzip accepted.
    const calendarRun = await load(weekUrl, { ...auth, 'accept-encoding': 'gzip' }, SECONDS);
    rounds.push({
      baseline: baselineRun,
      calendar: calendarRun,
      ratio: calendarRun.requestsPerSecond / baselineRun.requestsPerSecond,
    });
    console.log(`Round ${i + 1}:`, rounds[i]);
  }
  await hello.close();
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
  const { baseline, calendar } = median;
  // Then revalidating with the ETag, as each device's auto-refresh does.
  const revalidate = await load(
    weekUrl,
    { ...auth, 'accept-encoding': 'gzip', 'if-none-match': etag },
    SECONDS,
  );
  console.log('Baseline:', baseline, 'Calendar week:', calendar, 'Revalidated (304):', revalidate);

  const render = process.env.BENCH_SKIP_RENDER
    ? { skipped: 'BENCH_SKIP_RENDER was set' }
    : await benchWeekRender(base, salon);
  console.log('Week view render:', render);

  await app.close();
  await database.close();
  writeReport({
    generateSeconds,
    engine,
    baseline,
    calendar,
    rounds: rounds.map((entry) => entry.ratio),
    revalidate,
    coldMs,
    weekCount,
    render,
    salon: LARGE_SALON,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
