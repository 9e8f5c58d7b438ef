import { addDays, isoDate, wallClockOf } from '@salon/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/lib/db.js';
import { insertFuture, insertPast } from './history-data.js';
import { timed, type Call, type Timed } from './history-lists.js';
import { generateLargeSalon, LARGE_SALON } from './large-salon.js';
import { round } from './stats.js';
import { claimRoute, releaseRoutes } from '../../apps/server/src/lib/shard-routes.js';

/**
 * The "costs that don't grow with history": the same reads on a young salon (the large salon's people
 * and services, no history, the very bookings ahead that the old one has) beside the salon with five years of
 * history, in one run. A read meets the goal when the old salon's p95 is at most 1.5× the young one's, or at
 * most 5 ms more.
 */
export const YOUNG_SLUG_PREFIX = 'salon-joven-';

export interface ComparedSalon {
  salonId: string;
  slug: string;
  /** The 45-minute service, which every employee performs. */
  serviceId: string;
  serviceName: string;
  token: string;
}

/** What the reads need of a salon already in the database. */
export async function comparedSalon(
  database: Database,
  salonId: string,
  token: string,
): Promise<ComparedSalon> {
  const result = (await database.db.execute(sql`
    select s.slug, v.id as "serviceId", v.name as "serviceName"
    from salons s join services v on v.salon_id = s.id and v.duration_minutes = 45
    where s.id = ${salonId}`)) as unknown as { rows: Omit<ComparedSalon, 'salonId' | 'token'>[] };
  return { salonId, token, ...result.rows[0]! };
}

/**
 * The young salon: generated with no appointments, then given two weeks of past at the old one's density and
 * the old one's bookings ahead. Two weeks, as the goal compares: with no past at all its Past tab would be an
 * empty page set against a full one, the cost of showing twenty rows rather than of the years behind them.
 */
export async function generateYoungSalon(database: Database): Promise<{ salonId: string; token: string }> {
  const salon = await generateLargeSalon(database.db, wallClockOf(new Date(), LARGE_SALON.timeZone), {
    withAppointments: false,
  });
  // Its own slug, so a later run (BENCH_REUSE=1) tells the two salons apart; its route moves with it, as the
  // salon repository moves it, or the booking page would not find it.
  const slug = YOUNG_SLUG_PREFIX + salon.slug.slice(-8);
  await database.db.execute(sql`update salons set slug = ${slug} where id = ${salon.salonId}`);
  await releaseRoutes(database.db, 'salon_slug', [salon.slug], salon.companyId);
  await claimRoute(database.db, 'salon_slug', slug, salon.companyId);
  const ids = async (table: 'clients' | 'services') =>
    (
      (await database.db.execute(
        sql`select id from ${sql.identifier(table)} where salon_id = ${salon.salonId}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((row) => row.id);
  const people = { clientIds: await ids('clients'), serviceIds: await ids('services') };
  const today = wallClockOf(new Date(), LARGE_SALON.timeZone);
  // Triggers on: a few thousand rows, kept in the totals, counts and figures as bookings would be.
  await insertPast(database, salon, people, { from: isoDate(addDays(today, -13)), to: isoDate(today) });
  await insertFuture(database, salon, people.clientIds, people.serviceIds);
  return { salonId: salon.salonId, token: salon.token };
}

export interface ComparedRead {
  name: string;
  young: Timed;
  old: Timed;
}

/**
 * The reads a day at the front desk and the booking page make, on both salons one after the other: free
 * times (staff and public) for tomorrow and for four weeks, the calendar's coming week, the Future and Past
 * lists and a Past search by service name.
 */
export async function timeYoungAndOld(
  /** The server's business API root (`…/api/proxy/api/v1/business`). */
  base: string,
  salons: { young: ComparedSalon; old: ComparedSalon },
  week: { from: string; to: string },
  runs: number,
): Promise<ComparedRead[]> {
  const today = wallClockOf(new Date(), LARGE_SALON.timeZone);
  const tomorrow = isoDate(addDays(today, 1));
  const inFourWeeks = isoDate(addDays(today, 28));
  const reads: { name: string; path: (salon: ComparedSalon) => string; public?: boolean }[] = [
    {
      name: 'free times, tomorrow, every employee',
      path: (s) => `/appointment/availability?service_id=${s.serviceId}&from=${tomorrow}&to=${tomorrow}`,
    },
    {
      name: 'free times, four weeks, every employee',
      path: (s) => `/appointment/availability?service_id=${s.serviceId}&from=${tomorrow}&to=${inFourWeeks}`,
    },
    {
      name: 'booking page: free times, four weeks',
      path: (s) => `/availability?service_ids=${s.serviceId}&from=${tomorrow}&to=${inFourWeeks}`,
      public: true,
    },
    {
      name: 'calendar, the coming week',
      path: (s) =>
        `/appointment?salon_id=${s.salonId}&from=${encodeURIComponent(week.from)}&to=${encodeURIComponent(week.to)}`,
    },
    {
      name: 'appointments, Future, page 1',
      path: (s) => `/appointment/list?salon_id=${s.salonId}&tab=future`,
    },
    { name: 'appointments, Past, page 1', path: (s) => `/appointment/list?salon_id=${s.salonId}&tab=past` },
    {
      name: 'appointments, Past, search by service name',
      path: (s) =>
        `/appointment/list?salon_id=${s.salonId}&tab=past&q=${encodeURIComponent(s.serviceName.slice(0, 12))}`,
    },
  ];
  // Asked as Chromium asks over https; the booking page's reads without a session.
  const call =
    (salon: ComparedSalon, read: (typeof reads)[number]): Call =>
    () =>
      read.public
        ? fetch(`${base.replace(/\/business$/, '/public/salon/')}${salon.slug}${read.path(salon)}`, {
            headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
          })
        : fetch(`${base}${read.path(salon)}`, {
            headers: { authorization: `Bearer ${salon.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
          });
  const compared: ComparedRead[] = [];
  for (const read of reads) {
    const young = await timed(runs, call(salons.young, read));
    const old = await timed(runs, call(salons.old, read));
    compared.push({ name: read.name, young, old });
  }
  return compared;
}

/** The goal: the old salon's p95 at most 1.5× the young one's, or at most 5 ms more. */
export const meetsHistoryGoal = (read: ComparedRead) =>
  read.old.p95 <= Math.max(read.young.p95 * 1.5, read.young.p95 + 5);

export const comparedRow = (read: ComparedRead) =>
  `| ${read.name} | p50 ${round(read.young.p50, 1)} ms, p95 ${round(read.young.p95, 1)} ms | p50 ${round(read.old.p50, 1)} ms, p95 ${round(read.old.p95, 1)} ms | ${round(read.old.p95 / read.young.p95, 2)}× | ${meetsHistoryGoal(read) ? 'met' : '**not met**'} |`;
