import { sql, TransactionRollbackError } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/lib/config.js';
import { type Database } from '../../apps/server/src/lib/db.js';
import { LARGE_SALON } from './large-salon.js';
import { writeSection } from './sections.js';
import { HISTORY_PEOPLE } from './history-data.js';
import {
  calendarRow,
  LIST_GOAL_MS,
  measureRow,
  timeCalendarAfterChange,
  timed,
  timeLists,
} from './history-lists.js';
import { explainCalls, explainedMarkdown } from './history-explain.js';
import { comparedRow, comparedSalon, timeYoungAndOld } from './history-young.js';
import { round, type Percentiles } from './stats.js';
import { generate, reuse } from './history-setup.js';
import { readShareLines, replicaReady, replicaUrlFor, serverReads } from './history-replica.js';

/**
 * The reports' speed goals with years of history: the large salon's people and services with five years of
 * appointments up to today (about a million; its own three months are left out, they would overlap), then the incomes report for last year, the dashboard summary and the .xlsx
 * of the last 30 days, timed over HTTP against the real server on PostgreSQL. Run: `npm run bench:history`.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

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

async function main() {
  const { url, database, salon, young, clientCount, history, future, eventRows, generateSeconds } =
    process.env.BENCH_REUSE === '1' ? await reuse() : await generate();
  const total = history + future.count;
  console.log(
    `Generated ${total.toLocaleString('en')} appointments, ${clientCount.toLocaleString('en')} clients, ${eventRows.toLocaleString('en')} event-log rows in ${generateSeconds} s`,
  );

  const readUrl = replicaUrlFor(process.env.BENCH_READ_URL, url);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    DATABASE_READ_URL: readUrl ?? '',
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
  if (readUrl) await replicaReady(app);
  const readsBefore = readUrl ? await serverReads(url, readUrl) : null;
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
  const readShares =
    readUrl && readsBefore
      ? readShareLines(readsBefore, await serverReads(url, readUrl), app.ctx.reads.status().reads)
      : [];
  await app.close();
  await database.close();

  const row = (
    name: string,
    r: Percentiles & { firstMs: number; runs: number },
    goal: number,
    label: string,
  ) =>
    `| ${name} (${r.runs} runs after a first one) | p50 ${round(r.p50, 0)} ms, p95 ${round(r.p95, 0)} ms (first ${round(r.firstMs, 0)} ms) | ${label} | ${r.p95 <= goal ? 'met' : '**not met**'} |`;
  const reportRows = [
    row('incomes report, last year', report, 100, 'p95 ≤ 100 ms'),
    row('dashboard summary', dashboard, 100, 'p95 ≤ 100 ms'),
    row(`incomes .xlsx, last 30 days (${round(xlsx.bytes / 1024, 0)} kB)`, xlsx, 1000, '≤ 1 s'),
  ];
  if (readUrl) {
    // The same reads with the server's heavy reads on the replica: beside the section above, not instead.
    writeSection(
      new URL('../../docs/benchmarks.md', import.meta.url),
      'history-replica',
      [
        '### The same reads with a read replica',
        '',
        `Written by \`BENCH_READ_URL=postgres://root@127.0.0.1:5433 BENCH_REUSE=1 npm run bench:history -w @salon/bench\`: the server above with \`DATABASE_READ_URL\` set to a streaming replica of the same data on the same machine (scripts/start-read-replica.sh), which serves the reports, the dashboard, the lists and the public booking page. Run: ${new Date().toISOString()}.`,
        '',
        '| measure | result | goal | |',
        '|---|---|---|---|',
        ...reportRows,
        ...lists.map((measure) => measureRow(measure.name, measure.result, LIST_GOAL_MS)),
        calendarRow(week),
        '',
        ...readShares,
        '',
      ].join('\n'),
    );
    return;
  }
  writeSection(
    new URL('../../docs/benchmarks.md', import.meta.url),
    'history',
    [
      '## Years of history',
      '',
      'Written by `npm run bench:history` (bench/src/history.ts); tests never assert timings.',
      '',
      `Run: ${new Date().toISOString()}, Node ${process.version}, PostgreSQL at BENCH_DATABASE_URL. Data: the large salon (${LARGE_SALON.employees} employees, ${clientCount.toLocaleString('en')} clients) with ${history.toLocaleString('en')} appointments over the five years up to today and ${future.count.toLocaleString('en')} in the ${HISTORY_PEOPLE.futureWeeks} weeks ahead (${HISTORY_PEOPLE.futureWeekAppointments} a week), and ${eventRows.toLocaleString('en')} event-log rows, generated in ${generateSeconds} s. Sequential calls over HTTP to the real server, one at a time.`,
      '',
      '| measure | result | goal | |',
      '|---|---|---|---|',
      ...reportRows,
      '',
      '### Lists and the calendar at that size',
      '',
      `Round trips over HTTP from the bench's client, ${RUNS} runs after a first one, 20 rows a page; the calendar's week after a change also by the server's own clock (Fastify's \`reply.elapsedTime\`, from the request's arrival to the answer written), as the goal is set.`,
      '',
      '| call | result | goal | |',
      '|---|---|---|---|',
      ...lists.map((measure) => measureRow(measure.name, measure.result, LIST_GOAL_MS)),
      calendarRow(week),
      '',
      '### The same reads on a young salon and on one with years of history',
      '',
      `A young salon of the same size (${LARGE_SALON.employees} employees, ${LARGE_SALON.clients.toLocaleString('en')} clients, its services) with two weeks of past at the same density and the very bookings ahead of the salon above, read in the same run, ${RUNS} runs after a first one each, over HTTP. Goal: the salon with history at most 1.5× the young one's p95, or 5 ms more.`,
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
      '### The list and calendar queries explained',
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
