import { addDays, isoDate, visitOccupancy, wallClockOf } from '@salon/core';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/lib/db.js';
import { benchEngine } from './engine.js';
import { generateLargeSalon, LARGE_SALON } from './large-salon.js';
import { writeSection } from './sections.js';
import { round } from './stats.js';

/**
 * The engine goal: a month of free start times for a three-service visit with buffers and processing
 * gaps, 10 employees, 5,000 appointments, in-process, p95 ≤ 10 ms — beside the single 45-minute service of
 * the calendar bench on the same data and run. Run: `npm run bench:engine -w @salon/bench`.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const RUNS = 300;

/** Colour (10 min preparation, develops from minute 15 for 30), cut, blow-dry (15 min clean-up). */
const VISIT = [
  {
    durationMinutes: 60,
    timing: { bufferBefore: 10, bufferAfter: 0, processingStart: 15, processingMinutes: 30 },
  },
  { durationMinutes: 45 },
  {
    durationMinutes: 30,
    timing: { bufferBefore: 0, bufferAfter: 15, processingStart: 0, processingMinutes: 0 },
  },
];

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists salon_engine with (force)');
  await admin.query('create database salon_engine');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/salon_engine';
  return url.toString();
}

async function main() {
  const database = await openPostgres(await freshDatabase(), { migrate: true });
  const today = wallClockOf(new Date(), LARGE_SALON.timeZone);
  const salon = await generateLargeSalon(database.db, today);
  const month = {
    from: isoDate({ ...today, day: 1 }),
    to: isoDate(addDays({ ...today, month: today.month + 1, day: 1 }, -1)),
  };
  const single = await benchEngine(database.db, salon, month, RUNS);
  const visit = await benchEngine(database.db, salon, month, RUNS, {
    durationMinutes: VISIT.reduce((sum, part) => sum + part.durationMinutes, 0),
    occupancy: visitOccupancy(VISIT),
  });
  await database.close();
  console.log({ single, visit });
  const met = (p95: number) => (p95 <= 10 ? 'met' : 'not met');
  writeSection(
    new URL('../../docs/benchmarks.md', import.meta.url),
    'engine-visit',
    `## Free times of a visit with buffers and processing gaps

Written by \`npm run bench:engine -w @salon/bench\` (bench/src/engine-visit.ts); tests never assert timings.

Run: ${new Date().toISOString()}, Node ${process.version}. Data: the calendar bench's large salon (10 employees,
5,000 appointments over three months), ${visit.appointments} of them in the month asked; ${RUNS} runs each after a
warm-up, in-process (the month's appointments read once, as the availability call does).

| measure | result | goal | |
|---|---|---|---|
| one 45-minute service, all employees, one month (${single.slots} start times) | p50 ${round(single.p50)} ms, p95 ${round(single.p95)} ms | p95 ≤ 10 ms | ${met(single.p95)} |
| colour (10 min preparation, 30 min processing) + cut + blow-dry (15 min clean-up), 135 minutes, same month (${visit.slots} start times) | p50 ${round(visit.p50)} ms, p95 ${round(visit.p95)} ms | p95 ≤ 10 ms | ${met(visit.p95)} |
`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
