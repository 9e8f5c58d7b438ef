import { addDays, isoDate, wallClockOf } from '@salon/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '../../apps/server/src/lib/db.js';
import { issueToken } from '../../apps/server/src/lib/access-tokens.js';
import { generateLargeSalon, LARGE_SALON, type LargeSalon } from './large-salon.js';
import {
  firstFullWeekAhead,
  insertEventLog,
  insertFuture,
  insertMoreClients,
  insertPast,
  rebuildIfPresent,
  withTriggersOff,
} from './history-data.js';
import { generateYoungSalon, YOUNG_SLUG_PREFIX } from './history-young.js';
import { round } from './stats.js';

/**
 * The data of `npm run bench:history`: a fresh `salon_history` database with the large salon, five years of
 * history, the weeks ahead, the event log and the young salon beside it, or (BENCH_REUSE=1) the one an earlier
 * run left.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const YEARS = 5;

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists salon_history with (force)');
  await admin.query('create database salon_history');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/salon_history';
  return url.toString();
}

/**
 * Five years of appointments up to today in bulk, one statement a year (`insertPast`). The row triggers are
 * off during the load (one would bump the calendar version a million times) and on again after, the totals
 * rebuilt once.
 */
async function insertHistory(
  database: Database,
  salon: LargeSalon,
  clientIds: string[],
  serviceIds: string[],
) {
  const end = wallClockOf(new Date(), LARGE_SALON.timeZone);
  let count = 0;
  // Row triggers off for the bulk load: the calendar version, the daily totals, the list's counts and the
  // clients' figures (rebuilt once after: recomputing 100,000 clients after each year's statement, over a
  // table whose statistics the load has outgrown, took tens of minutes).
  const figures = ['appointments_client_stats_insert'];
  await withTriggersOff(database, 'appointments', ['appointments_counts', ...figures], async () => {
    await database.db.execute(sql`alter table appointments disable trigger appointments_calendar_version`);
    await database.db.execute(sql`alter table appointments disable trigger appointments_daily_totals`);
    for (let year = YEARS; year >= 1; year--) {
      const from = isoDate(addDays(end, -365 * year + 1));
      const to = isoDate(addDays(end, -365 * (year - 1)));
      count += await insertPast(database, salon, { clientIds, serviceIds }, { from, to });
      console.log(`History: ${from} to ${to}, ${count.toLocaleString('en')} appointments so far`);
    }
    await database.db.execute(sql`alter table appointments enable trigger appointments_calendar_version`);
    await database.db.execute(sql`alter table appointments enable trigger appointments_daily_totals`);
    return count;
  });
  await rebuildIfPresent(database, 'appointment_counts_rebuild', salon.salonId);
  await database.db.execute(sql`select appointment_daily_totals_rebuild(${salon.salonId})`);
  await database.db.execute(sql`analyze appointments, appointment_daily_totals`);
  await rebuildClientFigures(database, salon.salonId);
  return count;
}

/** Every client's figures in one statement, when the schema keeps them (migration 0037). */
async function rebuildClientFigures(database: Database, salonId: string) {
  const found = (
    (await database.db.execute(
      sql`select 1 from pg_proc where proname = 'client_stats_recompute'`,
    )) as unknown as { rows: unknown[] }
  ).rows.length;
  if (!found) return;
  await database.db.execute(
    sql`select client_stats_recompute(array(select id from clients where salon_id = ${salonId}))`,
  );
  await database.db.execute(sql`analyze client_stats`);
}

export interface Generated {
  url: string;
  database: Database;
  salon: Pick<LargeSalon, 'companyId' | 'salonId' | 'token'>;
  /** No history, the same bookings ahead (the side-by-side reads). */
  young: { salonId: string; token: string };
  clientCount: number;
  history: number;
  future: { count: number; weekFrom: string; weekTo: string };
  eventRows: number;
  generateSeconds: number;
}

export async function generate(): Promise<Generated> {
  const url = await freshDatabase();
  const database = await openPostgres(url, { migrate: true });
  const today = wallClockOf(new Date(), LARGE_SALON.timeZone);
  const started = performance.now();
  const salon = await generateLargeSalon(database.db, today, { withAppointments: false });
  const ids = async (table: string) =>
    (
      (await database.db.execute(
        sql`select id from ${sql.identifier(table)} where salon_id = ${salon.salonId}`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((row) => row.id);
  const clientCount = LARGE_SALON.clients + (await insertMoreClients(database, salon));
  const [clientIds, serviceIds] = [await ids('clients'), await ids('services')];
  const history = await insertHistory(database, salon, clientIds, serviceIds);
  const future = await insertFuture(database, salon, clientIds, serviceIds);
  const eventRows = await insertEventLog(database, salon);
  const young = await generateYoungSalon(database);
  await database.db.execute(sql`vacuum analyze appointments`);
  const generateSeconds = round((performance.now() - started) / 1000, 0);
  return { url, database, salon, young, clientCount, history, future, eventRows, generateSeconds };
}

/**
 * `BENCH_REUSE=1`: the salon_history database of an earlier run as it is (migrated to this code's schema,
 * the counts of the new tables filled by the migration itself), so code before and after a change can be
 * timed on the same data.
 */
export async function reuse(): Promise<Generated> {
  const url = new URL(ADMIN_URL);
  url.pathname = '/salon_history';
  const database = await openPostgres(url.toString(), { migrate: true });
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const salon = await one<{ salonId: string; companyId: string; accountId: string }>(sql`
    select s.id as "salonId", s.company_id as "companyId", c.owner_account_id as "accountId"
    from salons s join companies c on c.id = s.company_id where s.slug like 'salon-grande-%' limit 1`);
  const counted = async (query: ReturnType<typeof sql>) => (await one<{ n: number }>(query)).n;
  const youngSalon = await one<{ salonId: string; accountId: string }>(sql`
    select s.id as "salonId", c.owner_account_id as "accountId"
    from salons s join companies c on c.id = s.company_id
    where s.slug like ${YOUNG_SLUG_PREFIX + '%'} limit 1`);
  // The salon's own rows: the young salon beside it has its bookings ahead and its clients too.
  const history = await counted(
    sql`select count(*)::int as n from appointments where salon_id = ${salon.salonId} and starts_at < now()`,
  );
  const future = await counted(
    sql`select count(*)::int as n from appointments where salon_id = ${salon.salonId} and starts_at >= now()`,
  );
  // The last run's rolled-back write test left dead items that a plain VACUUM, finding few, leaves in the
  // indexes (and their pages out of the visibility map): index-only scans would then read the table.
  await database.db.execute(
    sql`vacuum (analyze, index_cleanup on) appointments, appointment_daily_totals, clients, event_log`,
  );
  return {
    url: url.toString(),
    database,
    salon: { ...salon, token: await issueToken(database.db, salon.accountId) },
    young: { salonId: youngSalon.salonId, token: await issueToken(database.db, youngSalon.accountId) },
    clientCount: await counted(sql`select count(*)::int as n from clients where salon_id = ${salon.salonId}`),
    history,
    future: { count: future, ...firstFullWeekAhead() },
    eventRows: await counted(sql`select count(*)::int as n from event_log`),
    generateSeconds: 0,
  };
}
