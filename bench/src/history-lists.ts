import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/lib/db.js';
import { percentiles, round, type Percentiles } from './stats.js';

/** The lists' goals at a million appointments: every list call and the calendar's week after a change. */
export const LIST_GOAL_MS = 20;
export const CALENDAR_GOAL_MS = 15;

export type Timed = Percentiles & { firstMs: number; runs: number; bytes: number };
export type Call = () => Promise<Response>;

/** A first call (checked), then `runs` more timed one after another. */
export async function timed(runs: number, call: Call): Promise<Timed> {
  const first = performance.now();
  const check = await call();
  if (!check.ok) throw new Error(`HTTP ${check.status}: ${await check.text()}`);
  await check.arrayBuffer();
  const firstMs = performance.now() - first;
  const sample: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await call();
    bytes = (await res.arrayBuffer()).byteLength;
    sample.push(performance.now() - started);
  }
  return { ...percentiles(sample), firstMs, runs, bytes };
}

export interface ListMeasure {
  name: string;
  result: Timed;
  /** The call timed, to explain its statements afterwards. */
  call: Call;
}

interface ListAnswer {
  data: { _id: string }[];
  meta: { total: number; page: number; limit: number };
  cursors?: { next: string | null; prev: string | null };
}

const LIMIT = 20;

/**
 * Page 1, page 2,000 and the last page of a list by page number, and (when the API hands out cursors) page
 * 2,000 as the screen's "next page" asks for it: with the cursor that page 1,999 answered.
 */
async function timePaged(
  name: string,
  path: string,
  fetchJson: (path: string) => Promise<ListAnswer>,
  call: (path: string) => Call,
  runs: number,
): Promise<ListMeasure[]> {
  const at = (page: number, extra = '') => `${path}&limit=${LIMIT}&page=${page}${extra}`;
  const first = await fetchJson(at(1));
  const last = Math.max(1, Math.ceil(first.meta.total / LIMIT));
  const deep = Math.min(2_000, last);
  const measures: ListMeasure[] = [];
  const measure = async (label: string, path: string) =>
    measures.push({ name: `${name}, ${label}`, result: await timed(runs, call(path)), call: call(path) });
  await measure('page 1', at(1));
  if (deep > 1) {
    await measure(`page ${deep.toLocaleString('en')} by number`, at(deep));
    const before = await fetchJson(at(deep - 1));
    if (before.cursors?.next) {
      const cursor = `&cursor=${encodeURIComponent(before.cursors.next)}`;
      await measure(`page ${deep.toLocaleString('en')} as "next page" (cursor)`, at(deep, cursor));
    }
    const after = await fetchJson(at(deep + 1));
    if (after.cursors?.prev) {
      const cursor = `&cursor=${encodeURIComponent(after.cursors.prev)}`;
      await measure(`page ${deep.toLocaleString('en')} as "previous page" (cursor)`, at(deep, cursor));
    }
  }
  if (last > deep) await measure(`last page (${last.toLocaleString('en')})`, at(last));
  return measures;
}

export interface ListTargets {
  salonId: string;
  /** A client with visits in both tabs, and the client-name and phone searched. */
  clientId: string;
  clientName: string;
  clientPhoneDigits: string;
}

/** Every list call over HTTP, one after another. */
export async function timeLists(call: (path: string) => Call, targets: ListTargets, runs: number) {
  const fetchJson = async (path: string) => {
    const res = await call(path)();
    if (!res.ok) throw new Error(`HTTP ${res.status} ${path}: ${await res.text()}`);
    return (await res.json()) as ListAnswer;
  };
  const salon = `salon_id=${targets.salonId}`;
  const measures: ListMeasure[] = [];
  const paged = async (name: string, path: string) =>
    measures.push(...(await timePaged(name, path, fetchJson, call, runs)));
  const single = async (name: string, path: string) =>
    measures.push({ name, result: await timed(runs, call(path)), call: call(path) });

  await paged('appointments, Future', `/appointment/list?${salon}&tab=future`);
  await paged('appointments, Past', `/appointment/list?${salon}&tab=past`);
  await paged('clients', `/client?${salon}`);
  await single('clients, search by name', `/client?${salon}&q=${encodeURIComponent(targets.clientName)}`);
  await single('clients, search by phone', `/client?${salon}&q=${targets.clientPhoneDigits}`);
  await single('one client’s visits, History', `/client/${targets.clientId}/visits?tab=history`);
  await single('one client’s visits, Reserved', `/client/${targets.clientId}/visits?tab=reserved`);
  await single('employees', `/employee?${salon}`);
  await single('services', `/service?${salon}`);
  await paged('event log, all areas', `/event-log?area=all`);
  await paged('event log, Client area', `/event-log?area=client`);
  return measures;
}

/**
 * The calendar's week after a change: each run changes one booking of the week in the database (as
 * another device would), waits for the server to hear of it (its salon cache listens), then times the
 * first GET of the week; the ETag must differ from the last one, so every run is a real miss. Timed twice:
 * the round trip as the bench's client sees it (with its own unzipping and reading of the ~380 kB body),
 * and the server's time for it, from the request's arrival to the answer's last byte written
 * (`serverTimes`: Fastify's `reply.elapsedTime` of each calendar answer, recorded by the caller's hook).
 */
export async function timeCalendarAfterChange(
  database: Database,
  call: (path: string) => Call,
  input: { salonId: string; from: string; to: string },
  runs: number,
  serverTimes: number[],
): Promise<Timed & { appointments: number; server: Percentiles }> {
  const path = `/appointment?salon_id=${input.salonId}&from=${encodeURIComponent(input.from)}&to=${encodeURIComponent(input.to)}`;
  const sample: number[] = [];
  const serverSample: number[] = [];
  let lastEtag = '';
  let appointments = 0;
  let bytes = 0;
  let firstMs = 0;
  for (let i = 0; i <= runs; i++) {
    await database.db.execute(sql`
      update appointments set note = ${`bench ${i}`}
      where id = (select id from appointments where salon_id = ${input.salonId}
        and starts_at >= ${input.from}::timestamptz and starts_at < ${input.to}::timestamptz
        order by starts_at limit 1)`);
    let etag = lastEtag;
    let ms = 0;
    let body = '';
    // The change reaches the server's cache as a notification; until then the old answer is still served.
    for (let tries = 0; etag === lastEtag && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const answered = serverTimes.length;
      const started = performance.now();
      const res = await call(path)();
      body = await res.text();
      ms = performance.now() - started;
      etag = res.headers.get('etag') ?? '';
      // The server records its time once the answer is written, which the client may read first.
      while (serverTimes.length === answered) await new Promise((resolve) => setImmediate(resolve));
    }
    if (etag === lastEtag) throw new Error('The calendar did not see the change');
    lastEtag = etag;
    appointments = (JSON.parse(body) as { data: unknown[] }).data.length;
    bytes = body.length;
    if (i === 0) firstMs = ms;
    else {
      sample.push(ms);
      serverSample.push(serverTimes.at(-1)!);
    }
  }
  return { ...percentiles(sample), firstMs, runs, bytes, appointments, server: percentiles(serverSample) };
}

/** One table row: the measure, p50/p95 (first), the goal and whether p95 meets it. */
export const measureRow = (name: string, r: Timed, goal: number) =>
  `| ${name} | p50 ${round(r.p50, 1)} ms, p95 ${round(r.p95, 1)} ms (first ${round(r.firstMs, 0)} ms) | p95 ≤ ${goal} ms | ${r.p95 <= goal ? 'met' : '**not met**'} |`;

/** The calendar's row: the server's time against the goal, the round trip beside it. */
export const calendarRow = (week: Awaited<ReturnType<typeof timeCalendarAfterChange>>) =>
  `| calendar week, first answer after a change (${week.appointments} appointments, ${round(week.bytes / 1024, 0)} kB) | server p50 ${round(week.server.p50, 1)} ms, p95 ${round(week.server.p95, 1)} ms; round trip p50 ${round(week.p50, 1)} ms, p95 ${round(week.p95, 1)} ms (first ${round(week.firstMs, 0)} ms) | server p95 ≤ ${CALENDAR_GOAL_MS} ms | ${week.server.p95 <= CALENDAR_GOAL_MS ? 'met' : '**not met**'} |`;
