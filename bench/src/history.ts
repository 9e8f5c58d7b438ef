import { addDays, isoDate, wallClockOf } from '@salon/core';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/lib/config.js';
import { openPostgres, type Database } from '../../apps/server/src/lib/db.js';
import { issueToken } from '../../apps/server/src/lib/access-tokens.js';
import { generateLargeSalon, LARGE_SALON, type LargeSalon } from './large-salon.js';
import { writeSection } from './sections.js';
import {
  firstFullWeekAhead,
  HISTORY_PEOPLE,
  insertEventLog,
  insertFuture,
  insertMoreClients,
  pgArray,
  rebuildIfPresent,
  withTriggersOff,
} from './history-data.js';
import {
  calendarRow,
  LIST_GOAL_MS,
  measureRow,
  timeCalendarAfterChange,
  timed,
  timeLists,
} from './history-lists.js';
import { explainCalls, explainedMarkdown } from './history-explain.js';
import {
  comparedRow,
  comparedSalon,
  generateYoungSalon,
  timeYoungAndOld,
  YOUNG_SLUG_PREFIX,
} from './history-young.js';
import { round, type Percentiles } from './stats.js';

/**
 * Issue 11's speed goals with years of history: the large salon's people and services with five years of
 * appointments up to today (about a million; its own three months are left out, they would overlap), then the incomes report for last year, the dashboard summary and the .xlsx
 * of the last 30 days, timed over HTTP against the real server on PostgreSQL. Run: `npm run bench:history`.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const YEARS = 5;
/** 55 quarter-hour appointments per employee and day, 07:00 to 20:45: about 1,000,000 in five years. */
const SLOTS_PER_DAY = 55;

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
 * Five years of appointments up to today in bulk, one statement a year: mostly done, one in twenty cancelled and one
 * no-show, prices $15 to $37.50, a travel fee on one in nine, every payment method. The row triggers are off
 * during the load (one would bump the salon row a million times) and on again after, the totals rebuilt once.
 */
async function insertHistory(
  database: Database,
  salon: LargeSalon,
  clientIds: string[],
  serviceIds: string[],
) {
  const end = wallClockOf(new Date(), LARGE_SALON.timeZone);
  let count = 0;
  const [clientArray, employeeArray, serviceArray] = [clientIds, salon.employeeIds, serviceIds].map(pgArray);
  // Row triggers off for the bulk load: the calendar version, the daily totals and the list's counts
  // (rebuilt once after).
  await withTriggersOff(database, 'appointments', ['appointments_counts'], async () => {
    await database.db.execute(sql`alter table appointments disable trigger appointments_calendar_version`);
    await database.db.execute(sql`alter table appointments disable trigger appointments_daily_totals`);
    for (let year = YEARS; year >= 1; year--) {
      const from = isoDate(addDays(end, -365 * year + 1));
      const to = isoDate(addDays(end, -365 * (year - 1)));
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
      from generate_series(${from}::date, ${to}::date, interval '1 day') as d,
           generate_series(1, ${salon.employeeIds.length}) as e,
           generate_series(0, ${SLOTS_PER_DAY - 1}) as k`);
      count += (result as unknown as { rowCount: number }).rowCount;
      console.log(`History: ${from} to ${to}, ${count.toLocaleString('en')} appointments so far`);
    }
    await database.db.execute(sql`alter table appointments enable trigger appointments_calendar_version`);
    await database.db.execute(sql`alter table appointments enable trigger appointments_daily_totals`);
    return count;
  });
  await rebuildIfPresent(database, 'appointment_counts_rebuild', salon.salonId);
  await database.db.execute(sql`select appointment_daily_totals_rebuild(${salon.salonId})`);
  await database.db.execute(sql`analyze appointments, appointment_daily_totals`);
  return count;
}

interface ReportFigures {
  from: string;
  to: string;
  income: number;
  appointments: { total: number };
}

/** The same last-year figures straight from the appointments, to show the totals the report reads agree. */
async function plainSqlFigures(database: Database, salonId: string, report: ReportFigures) {
  const started = performance.now();
  const result = (await database.db.execute(sql`
    select count(*)::int as total,
      coalesce(sum(price_cents + coalesce(travel_fee_cents, 0)) filter (where status = 'done'), 0)::float8 as cents
    from appointments
    where salon_id = ${salonId}
      and starts_at >= (${report.from}::date)::timestamp at time zone ${LARGE_SALON.timeZone}
      and starts_at < (${report.to}::date + 1)::timestamp at time zone ${LARGE_SALON.timeZone}`)) as unknown as {
    rows: { total: number; cents: number }[];
  };
  const ms = performance.now() - started;
  const row = result.rows[0]!;
  const agrees = row.total === report.appointments.total && row.cents / 100 === report.income;
  if (!agrees)
    throw new Error(`The daily totals disagree with the appointments: ${JSON.stringify({ row, report })}`);
  return { ms, total: row.total, income: row.cents / 100, agrees };
}

/** What a salon's time-zone change costs: its daily totals rebuilt from five years of appointments. */
async function timedRebuild(database: Database, salonId: string) {
  const started = performance.now();
  await database.db.execute(sql`select appointment_daily_totals_rebuild(${salonId})`);
  return performance.now() - started;
}

/**
 * What the totals cost a write: 5,000 appointments marked no-show in one statement, with and without the
 * totals trigger, each rolled back (per appointment, in ms).
 */
async function writeCostPerAppointment(database: Database, salonId: string) {
  const CHANGED = 5_000;
  const run = async () => {
    const started = performance.now();
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          update appointments set status = 'no_show' where id in (
            select id from appointments where salon_id = ${salonId} and status = 'done'
            order by starts_at desc limit ${CHANGED})`);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return (performance.now() - started) / CHANGED;
  };
  const withTotals = await run();
  await database.db.execute(sql`alter table appointments disable trigger appointments_daily_totals`);
  const without = await run();
  await database.db.execute(sql`alter table appointments enable trigger appointments_daily_totals`);
  return { withTotals, without };
}

interface Generated {
  url: string;
  database: Database;
  salon: Pick<LargeSalon, 'companyId' | 'salonId' | 'token'>;
  /** No history, the same bookings ahead (issue 28's side-by-side reads). */
  young: { salonId: string; token: string };
  clientCount: number;
  history: number;
  future: { count: number; weekFrom: string; weekTo: string };
  eventRows: number;
  generateSeconds: number;
}

async function generate(): Promise<Generated> {
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
async function reuse(): Promise<Generated> {
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

async function main() {
  const { url, database, salon, young, clientCount, history, future, eventRows, generateSeconds } =
    process.env.BENCH_REUSE === '1' ? await reuse() : await generate();
  const total = history + future.count;
  console.log(
    `Generated ${total.toLocaleString('en')} appointments, ${clientCount.toLocaleString('en')} clients, ${eventRows.toLocaleString('en')} event-log rows in ${generateSeconds} s`,
  );

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // Every public read comes from the bench's one address.
    PUBLIC_READS_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, database, logger: false });
  // The server's own time for each calendar answer (the week after a change is timed by it too).
  const calendarServerMs: number[] = [];
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.includes('/business/appointment?')) calendarServerMs.push(reply.elapsedTime);
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/proxy/api/v1/business`;
  // Asked as Chromium asks over https (Node's fetch alone offers only gzip and deflate).
  const get = (path: string) => () =>
    fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${salon.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });

  const compared = await timeYoungAndOld(
    base,
    {
      young: await comparedSalon(database, young.salonId, young.token),
      old: await comparedSalon(database, salon.salonId, salon.token),
    },
    { from: future.weekFrom, to: future.weekTo },
    RUNS,
  );
  for (const read of compared) console.log(read.name, read.young.p95, read.old.p95);

  const target = (
    (await database.db.execute(sql`
      select c.id, c.first_name, c.phone_digits from clients c
      where c.salon_id = ${salon.salonId} and c.first_name = 'Cliente54321'`)) as unknown as {
      rows: { id: string; first_name: string; phone_digits: string }[];
    }
  ).rows[0]!;
  const lists = await timeLists(
    get,
    {
      salonId: salon.salonId,
      clientId: target.id,
      clientName: target.first_name,
      clientPhoneDigits: target.phone_digits,
    },
    RUNS,
  );
  for (const measure of lists) console.log(measure.name, measure.result);
  const week = await timeCalendarAfterChange(
    database,
    get,
    { salonId: salon.salonId, from: future.weekFrom, to: future.weekTo },
    // Twice the runs: its p95 rests on the slowest few, which one or two pauses of the machine move.
    RUNS * 2,
    calendarServerMs,
  );
  console.log('Calendar week after a change:', week);
  // The calendar's own query: a range one second later is a miss of the server's calendar cache.
  const weekMiss = `from=${encodeURIComponent(new Date(Date.parse(future.weekFrom) + 1000).toISOString())}&to=${encodeURIComponent(future.weekTo)}`;
  const explained = await explainCalls(url, [
    ...lists.map((measure) => ({ name: measure.name, call: measure.call })),
    { name: 'calendar week', call: get(`/appointment?salon_id=${salon.salonId}&${weekMiss}`) },
  ]);

  const report = await timed(RUNS, get(`/report/incomes?salon_id=${salon.salonId}&range=last_year`));
  console.log('Incomes report, last year:', report);
  const lastYear = (await (
    await get(`/report/incomes?salon_id=${salon.salonId}&range=last_year`)()
  ).json()) as {
    data: ReportFigures;
  };
  const plain = await plainSqlFigures(database, salon.salonId, lastYear.data);
  console.log('Plain SQL over the appointments, last year:', plain);
  const rebuildMs = await timedRebuild(database, salon.salonId);
  const writeCost = await writeCostPerAppointment(database, salon.salonId);
  console.log('Write cost per appointment (ms):', writeCost);
  const dashboard = await timed(RUNS, get(`/dashboard/summary?salon_id=${salon.salonId}`));
  console.log('Dashboard summary:', dashboard);
  const xlsx = await timed(
    Math.max(3, Math.round(RUNS / 4)),
    get(`/report/incomes.xlsx?salon_id=${salon.salonId}&range=last_30_days`),
  );
  console.log('Incomes .xlsx, last 30 days:', xlsx);
  await app.close();
  await database.close();

  const row = (
    name: string,
    r: Percentiles & { firstMs: number; runs: number },
    goal: number,
    label: string,
  ) =>
    `| ${name} (${r.runs} runs after a first one) | p50 ${round(r.p50, 0)} ms, p95 ${round(r.p95, 0)} ms (first ${round(r.firstMs, 0)} ms) | ${label} | ${r.p95 <= goal ? 'met' : '**not met**'} |`;
  writeSection(
    new URL('../../docs/benchmarks.md', import.meta.url),
    'history',
    [
      '## Years of history (issue 11)',
      '',
      'Written by `npm run bench:history` (bench/src/history.ts); tests never assert timings.',
      '',
      `Run: ${new Date().toISOString()}, Node ${process.version}, PostgreSQL at BENCH_DATABASE_URL. Data: the large salon (${LARGE_SALON.employees} employees, ${clientCount.toLocaleString('en')} clients) with ${history.toLocaleString('en')} appointments over the five years up to today and ${future.count.toLocaleString('en')} in the ${HISTORY_PEOPLE.futureWeeks} weeks ahead (${HISTORY_PEOPLE.futureWeekAppointments} a week), and ${eventRows.toLocaleString('en')} event-log rows, generated in ${generateSeconds} s. Sequential calls over HTTP to the real server, one at a time.`,
      '',
      '| measure | result | goal | |',
      '|---|---|---|---|',
      row('incomes report, last year', report, 100, 'p95 ≤ 100 ms'),
      row('dashboard summary', dashboard, 100, 'p95 ≤ 100 ms'),
      row(`incomes .xlsx, last 30 days (${round(xlsx.bytes / 1024, 0)} kB)`, xlsx, 1000, '≤ 1 s'),
      '',
      '### Lists and the calendar at that size (issue 15)',
      '',
      `Round trips over HTTP from the bench's client, ${RUNS} runs after a first one, 20 rows a page; the calendar's week after a change also by the server's own clock (Fastify's \`reply.elapsedTime\`, from the request's arrival to the answer written), as the goal is set.`,
      '',
      '| call | result | goal | |',
      '|---|---|---|---|',
      ...lists.map((measure) => measureRow(measure.name, measure.result, LIST_GOAL_MS)),
      calendarRow(week),
      '',
      '### The same reads on a young salon and on one with years of history (issue 28)',
      '',
      `A young salon of the same size (${LARGE_SALON.employees} employees, ${LARGE_SALON.clients.toLocaleString('en')} clients, its services) with no history and the very bookings ahead of the salon above, read in the same run, ${RUNS} runs after a first one each, over HTTP. Goal: the salon with history at most 1.5× the young one's p95, or 5 ms more.`,
      '',
      '| read | young salon | five years of history | ratio of p95 | |',
      '|---|---|---|---|---|',
      ...compared.map(comparedRow),
      '',
      `The report and the dashboard read \`appointment_daily_totals\` (per salon, local day and dimension), kept by triggers in the same transaction as every appointment change. The last-year figures agree with a plain SQL sum over the ${plain.total.toLocaleString('en')} appointments of that year, which alone takes ${round(plain.ms, 0)} ms. Rebuilding the salon's totals (a time-zone change) takes ${round(rebuildMs / 1000, 1)} s. Keeping them costs a write ${round(writeCost.withTotals - writeCost.without, 2)} ms per changed appointment (5,000 marked no-show in one statement: ${round(writeCost.withTotals, 2)} ms each with the totals, ${round(writeCost.without, 2)} ms without).`,
      '',
    ].join('\n'),
  );
  writeSection(
    new URL('../../docs/benchmarks.md', import.meta.url),
    'history-explain',
    [
      '### The list and calendar queries explained (issue 15)',
      '',
      `\`EXPLAIN (ANALYZE, BUFFERS)\` of every distinct statement the calls above send to PostgreSQL, recorded from the server as it ran them (bench/src/history-explain.ts) on the data above; the session and salon look-ups around them are left out.`,
      '',
      ...explainedMarkdown(explained),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
