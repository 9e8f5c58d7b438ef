import { cpus, loadavg } from 'node:os';
import { addDays, isoDate, wallClockOf, type PublicSalonWire } from '@salon/core';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/lib/config.js';
import { openPostgres } from '../../apps/server/src/lib/db.js';
import { loadWithLatencies } from './booking-load.js';
import { benchBookingPage } from './booking-page.js';
import { writeBookingReport, type AvailabilityCase } from './booking-report.js';
import { helloWorld } from './load.js';
import { generateLargeSalon, LARGE_SALON } from './large-salon.js';
import { round } from './stats.js';
import { snapshotWebDist } from './web-dist.js';

/**
 * The speed goals for online booking: the public booking page's JavaScript and CSS over the wire and its
 * largest contentful paint on a slow-4G phone (Debian's Chromium), and a month of availability under 50
 * connections beside a hello-world baseline, all against the real server on PostgreSQL with the large salon.
 * Run: `npm run bench:booking -w @salon/bench` (see bench/README.md).
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** All the load comes from one address: the per-address limit of public reads is lifted (its maximum). */
const PUBLIC_READS_PER_MINUTE = 1_000_000;

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists salon_booking with (force)');
  await admin.query('create database salon_booking');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/salon_booking';
  return url.toString();
}

async function timedFetch(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const text = await response.text();
  return { status: response.status, text, ms: round(performance.now() - started, 1) };
}

async function main() {
  const loadAverage = round(loadavg()[0]!, 1);
  const url = await freshDatabase();
  const database = await openPostgres(url, { migrate: true });
  const today = wallClockOf(new Date(), LARGE_SALON.timeZone);
  const generatedAt = performance.now();
  const salon = await generateLargeSalon(database.db, today);
  const generateSeconds = round((performance.now() - generatedAt) / 1000, 1);
  console.log(`Generated the large salon (${salon.slug}) in ${generateSeconds} s`);

  const web = snapshotWebDist();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    PORT: '3999',
    HOST: '127.0.0.1',
    PUBLIC_READS_PER_MINUTE: String(PUBLIC_READS_PER_MINUTE),
    ...(web ? { WEB_DIST_DIR: web.dir } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const publicBase = `${base}/api/proxy/api/v1/public/salon/${salon.slug}`;

  const pageCall = await timedFetch(publicBase);
  if (pageCall.status !== 200) throw new Error(`Public salon call: HTTP ${pageCall.status} ${pageCall.text}`);
  const page = (JSON.parse(pageCall.text) as { data: PublicSalonWire }).data;
  const services = page.groups.flatMap((group) => group.services);
  console.log(
    `Public salon call: ${pageCall.ms} ms, booking open ${page.booking.open} (${page.booking.reason ?? 'no reason'}), ` +
      `${services.length} services, ${page.employees.length} employees, window ${page.booking.window_days} days`,
  );
  if (!page.booking.open) throw new Error(`The large salon takes no bookings: ${page.booking.reason}`);

  // The brief's month (this calendar month) and, as a client looking ahead sees it, the next 30 days.
  const monthFrom = { ...today, day: 1 };
  const ranges = [
    {
      label: 'this calendar month',
      from: isoDate(monthFrom),
      to: isoDate(addDays({ ...today, month: today.month + 1, day: 1 }, -1)),
    },
    { label: 'the next 30 days', from: isoDate(today), to: isoDate(addDays(today, 29)) },
  ];
  const cases: Omit<AvailabilityCase, 'load' | 'alone'>[] = [];
  for (const range of ranges) {
    const target = `${publicBase}/availability?service_ids=${salon.serviceId}&from=${range.from}&to=${range.to}`;
    const first = await timedFetch(target);
    if (first.status !== 200) throw new Error(`Availability: HTTP ${first.status} ${first.text}`);
    const slots = (JSON.parse(first.text) as { data: { slots: { start: string }[] } }).data.slots;
    const days = new Set(slots.map((slot) => slot.start.slice(0, 10))).size;
    cases.push({
      ...range,
      url: target,
      slots: slots.length,
      days,
      bytes: first.text.length,
      firstMs: first.ms,
    });
    console.log(
      `Availability ${range.label} (${range.from}..${range.to}): ${slots.length} slots on ${days} days, first ${first.ms} ms`,
    );
  }

  const hello = await helloWorld();
  const baseline = await loadWithLatencies(hello.url, {}, SECONDS);
  await hello.close();
  console.log('Baseline:', baseline);
  const loaded: AvailabilityCase[] = [];
  for (const entry of cases) {
    const load = await loadWithLatencies(entry.url, { 'accept-encoding': 'gzip' }, SECONDS);
    console.log(`Availability ${entry.label} under load:`, load);
    // One client at a time: what one answer costs when it waits for no other.
    const alone = await loadWithLatencies(entry.url, { 'accept-encoding': 'gzip' }, SECONDS, 1);
    console.log(`Availability ${entry.label}, one connection:`, alone);
    loaded.push({ ...entry, load, alone });
  }

  const browser = process.env.BENCH_SKIP_PAGE
    ? { skipped: 'BENCH_SKIP_PAGE was set' }
    : web
      ? await benchBookingPage(base, salon.slug, web.dir)
      : { skipped: 'no built web app (run `npm run build`)' };
  console.log('Booking page:', JSON.stringify(browser, null, 2));

  await app.close();
  await database.close();
  web?.remove();
  writeBookingReport({
    generateSeconds,
    cores: cpus().length,
    loadAverage,
    seconds: SECONDS,
    readsPerMinute: PUBLIC_READS_PER_MINUTE,
    serviceMinutes: services.find((service) => service._id === salon.serviceId)?.duration ?? null,
    employees: page.employees.length,
    baseline,
    availability: loaded,
    browser,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
