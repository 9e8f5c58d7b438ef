import { addDays, instantOf, isoDate, wallClockOf } from '@salon/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/lib/db.js';
import { LARGE_SALON, type LargeSalon } from './large-salon.js';

/**
 * The extra history for the large salon, in bulk SQL (one statement each, like the appointments):
 * clients up to 100,000, about 1,000,000 event-log rows and twelve weeks of bookings ahead.
 */
export const HISTORY_PEOPLE = {
  clients: 100_000,
  eventLogRows: 1_000_000,
  futureWeeks: 12,
  /** Bookings in each future week (Monday to Saturday): the calendar's week is timed with this many. */
  futureWeekAppointments: 500,
} as const;

/** 55 quarter-hour appointments per employee and day, 07:00 to 20:45: about 1,000,000 in five years. */
const SLOTS_PER_DAY = 55;

/**
 * The past of a salon from one local day to another, one statement: every employee booked every quarter hour,
 * mostly done, one in twenty cancelled and one no-show, prices $15 to $37.50, a travel fee on one in nine,
 * every payment method. The number of appointments written.
 */
export async function insertPast(
  database: Database,
  salon: LargeSalon,
  people: { clientIds: string[]; serviceIds: string[] },
  days: { from: string; to: string },
): Promise<number> {
  const { clientIds, serviceIds } = people;
  const [clientArray, employeeArray, serviceArray] = [clientIds, salon.employeeIds, serviceIds].map(pgArray);
  const result = await database.db.execute(sql`
    insert into appointments (id, company_id, salon_id, client_id, employee_id, service_id, starts_at, ends_at,
      status, price_cents, travel_fee_cents, payment_method)
    select gen_random_uuid(), ${salon.companyId}, ${salon.salonId},
      (${clientArray}::uuid[])[1 + ((e * 7919 + k * 104729 + extract(doy from d)::int * 31) % ${clientIds.length})],
      (${employeeArray}::uuid[])[e],
      (${serviceArray}::uuid[])[1 + k % ${serviceIds.length}],
      (d + time '07:00' + k * interval '15 minutes') at time zone ${LARGE_SALON.timeZone},
      (d + time '07:15' + k * interval '15 minutes') at time zone ${LARGE_SALON.timeZone},
      case (e * 7 + k + extract(doy from d)::int) % 20 when 0 then 'cancelled' when 1 then 'no_show' else 'done' end,
      1500 + ((k * 37 + e * 11) % 10) * 250,
      case when k % 9 = 0 then 500 end,
      (array['cash','zelle','pagoMovil','transfer','binance','paypal','other'])[1 + (k + e) % 7]
    from generate_series(${days.from}::date, ${days.to}::date, interval '1 day') as d,
         generate_series(1, ${salon.employeeIds.length}) as e,
         generate_series(0, ${SLOTS_PER_DAY - 1}) as k`);
  return rowCount(result);
}

/** One array parameter (drizzle would spread a JavaScript array into a list of parameters). */
export const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;

const rowCount = (result: unknown) => (result as { rowCount: number }).rowCount;

/**
 * A bulk load with a table's row triggers named here off (those that exist: the bench also runs against
 * older schemas for the "before" numbers), then `rebuild` for what they would have kept.
 */
export async function withTriggersOff(
  database: Database,
  table: string,
  triggers: string[],
  work: () => Promise<number>,
): Promise<number> {
  const existing = (
    (await database.db.execute(sql`
      select tgname from pg_trigger where tgrelid = ${table}::regclass`)) as unknown as {
      rows: { tgname: string }[];
    }
  ).rows.map((row) => row.tgname);
  const off = triggers.filter((name) => existing.includes(name));
  for (const name of off)
    await database.db.execute(
      sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(name)}`,
    );
  try {
    return await work();
  } finally {
    for (const name of off)
      await database.db.execute(
        sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(name)}`,
      );
  }
}

/** Calls a rebuild function of the counts when the schema has it (migration 0022). */
export async function rebuildIfPresent(database: Database, fn: string, id: string): Promise<void> {
  const found = (
    (await database.db.execute(sql`select 1 from pg_proc where proname = ${fn}`)) as unknown as {
      rows: unknown[];
    }
  ).rows.length;
  if (found) await database.db.execute(sql`select ${sql.identifier(fn)}(${id}::uuid)`);
}

/** The clients beyond the 5,000 the large salon starts with, numbered on from there (same name pattern). */
export async function insertMoreClients(database: Database, salon: LargeSalon): Promise<number> {
  const count = await withTriggersOff(database, 'clients', ['clients_counts'], async () =>
    rowCount(
      await database.db.execute(sql`
    insert into clients (id, company_id, salon_id, first_name, last_name, email, phone, phone_digits, created_at)
    select gen_random_uuid(), ${salon.companyId}, ${salon.salonId}, 'Cliente' || i, 'Bench',
      'cliente' || i || '@bench.test',
      '+58 414 ' || right((1000000 + i - 1)::text, 7),
      '58414' || right((1000000 + i - 1)::text, 7),
      now() - (${HISTORY_PEOPLE.clients} - i) * interval '26 minutes'
    from generate_series(${LARGE_SALON.clients + 1}::int, ${HISTORY_PEOPLE.clients}::int) as i`),
    ),
  );
  await rebuildIfPresent(database, 'client_counts_rebuild', salon.salonId);
  await database.db.execute(sql`vacuum analyze clients`);
  return count;
}

/**
 * About a million event-log entries over five years, newest now, in every area (appointments most), each
 * naming the salon. The details are small, like a status change's.
 */
export async function insertEventLog(database: Database, salon: LargeSalon): Promise<number> {
  const count = await withTriggersOff(database, 'event_log', ['event_log_counts'], async () =>
    rowCount(
      await database.db.execute(sql`
    insert into event_log (id, company_id, salon_id, salon_name, actor_account_id, actor_name, action, area,
      entity_id, details, created_at)
    select gen_random_uuid(), ${salon.companyId}, ${salon.salonId}, 'Salón Grande', null, 'Bench Owner',
      (array['create','update','delete','cancel','status_change'])[1 + i % 5],
      (array['appointment','appointment','appointment','appointment','client','service','employee','salon',
        'gallery','promotion'])[1 + (i * 7) % 10],
      gen_random_uuid(),
      jsonb_build_object('status', jsonb_build_object('from', 'reserved', 'to', 'done')),
      now() - i * interval '157 seconds'
    from generate_series(1, ${HISTORY_PEOPLE.eventLogRows}::int) as i`),
    ),
  );
  await rebuildIfPresent(database, 'event_log_counts_rebuild', salon.companyId);
  // As autovacuum would have long since: hint bits set and the visibility map written (index-only scans).
  await database.db.execute(sql`vacuum analyze event_log`);
  return count;
}

/**
 * Bookings from tomorrow on for twelve weeks: Monday to Saturday, 500 a week (eight an hour apart per
 * employee and day, a ninth for a third of them), reserved or pending. Returns the first full week ahead
 * as instants (its local midnights).
 */
export async function insertFuture(
  database: Database,
  salon: LargeSalon,
  clientIds: string[],
  serviceIds: string[],
): Promise<{ count: number; weekFrom: string; weekTo: string }> {
  const today = wallClockOf(new Date(), LARGE_SALON.timeZone);
  const from = isoDate(addDays(today, 1));
  const to = isoDate(addDays(today, 7 * HISTORY_PEOPLE.futureWeeks));
  const [clientArray, employeeArray, serviceArray] = [clientIds, salon.employeeIds, serviceIds].map(pgArray);
  const result = await database.db.execute(sql`
    insert into appointments (id, company_id, salon_id, client_id, employee_id, service_id, starts_at, ends_at,
      status, price_cents)
    select gen_random_uuid(), ${salon.companyId}, ${salon.salonId},
      (${clientArray}::uuid[])[1 + ((e * 7919 + k * 104729 + extract(doy from d)::int * 31) % ${clientIds.length})],
      (${employeeArray}::uuid[])[e],
      (${serviceArray}::uuid[])[1 + k % ${serviceIds.length}],
      (d + time '08:00' + k * interval '1 hour') at time zone ${LARGE_SALON.timeZone},
      (d + time '08:45' + k * interval '1 hour') at time zone ${LARGE_SALON.timeZone},
      case when (e + k) % 3 = 0 then 'pending' else 'reserved' end,
      2000
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d,
         generate_series(1, ${salon.employeeIds.length}) as e,
         generate_series(0, 8) as k
    where extract(isodow from d) < 7 and (k < 8 or (e + extract(isodow from d)::int) % 3 = 0)`);
  return { count: rowCount(result), ...firstFullWeekAhead() };
}

/** The first Monday after tomorrow and the Monday after it, as instants: a whole week of bookings. */
export function firstFullWeekAhead(): { weekFrom: string; weekTo: string } {
  const tomorrow = addDays(wallClockOf(new Date(), LARGE_SALON.timeZone), 1);
  const monday = addDays(tomorrow, (8 - isoDayOf(tomorrow)) % 7);
  return {
    weekFrom: instantOf(monday, 0, LARGE_SALON.timeZone)!.toISOString(),
    weekTo: instantOf(addDays(monday, 7), 0, LARGE_SALON.timeZone)!.toISOString(),
  };
}

/** ISO weekday, Monday 1 to Sunday 7, of a local date. */
function isoDayOf(date: { year: number; month: number; day: number }): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}
