import { addDays, isoDate, wallClockOf } from '@salon/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/lib/config.js';
import { openPostgres, type Database } from '../../apps/server/src/lib/db.js';
import { issueToken } from '../../apps/server/src/lib/access-tokens.js';
import { insertPast, rebuildIfPresent, withTriggersOff } from './history-data.js';
import { timed, type Timed } from './history-lists.js';
import { generateLargeSalon, type LargeSalon } from './large-salon.js';
import { round } from './stats.js';

/**
 * `npm run bench:search -w @salon/bench`: the appointment list's text search ("Mar", the Past tab) in a salon
 * with 1,000 clients and in one with 40,000, the same appointments in each (two months, ~33,000), in a fresh
 * database `salon_search`. Goal: the large salon's p95 at most twice the small one's. Prints the table rows
 * and the plans of the search's statements; docs/benchmarks.md keeps them by hand ("The appointment list's
 * search and the salon's size").
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const QUERY = process.env.BENCH_QUERY ?? 'Mar';
const DAYS = 60;

/** Names as a Venezuelan salon's clients have them: "Mar" is in about a third of them (María, Martínez, ...). */
const FIRST_NAMES = ['María', 'Mario', 'Ana', 'José', 'Luis', 'Carmen', 'Pedro', 'Rosa', 'Jorge', 'Elena'];
const LAST_NAMES = [
  'Martínez',
  'Pérez',
  'González',
  'Rodríguez',
  'López',
  'Díaz',
  'Romero',
  'Sánchez',
  'Marín',
];

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists salon_search with (force)');
  await admin.query('create database salon_search');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/salon_search';
  return url.toString();
}

/** `BENCH_REUSE=1`: the salon_search database of an earlier run, so code before and after a change meet the same data. */
function reusedUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = '/salon_search';
  return url.toString();
}

/** The earlier run's two salons, the smaller first, each with its owner's fresh token. */
async function earlierSalons(database: Database): Promise<[LargeSalon, LargeSalon]> {
  const salons = await rowsOf<{ salonId: string; companyId: string; accountId: string }>(
    database,
    sql`select s.id as "salonId", s.company_id as "companyId", c.owner_account_id as "accountId"
      from salons s join companies c on c.id = s.company_id
      order by (select count(*) from clients where salon_id = s.id)`,
  );
  const withToken = async (row: (typeof salons)[number]) =>
    ({
      ...row,
      token: await issueToken(database.db, row.accountId),
    }) as unknown as LargeSalon;
  return [await withToken(salons[0]!), await withToken(salons.at(-1)!)];
}

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The large salon's scaffolding (employees, services, 5,000 clients), its clients cut or grown to `clients`
 * and renamed from the lists above, then two months of appointments up to yesterday.
 */
async function salonWithClients(database: Database, clients: number): Promise<LargeSalon> {
  const today = wallClockOf(new Date(), 'America/Caracas');
  const salon = await generateLargeSalon(database.db, today, { withAppointments: false });
  await withTriggersOff(database, 'clients', ['clients_counts'], async () => {
    await database.db.execute(sql`
      delete from clients where salon_id = ${salon.salonId}
        and id not in (select id from clients where salon_id = ${salon.salonId} order by id limit ${clients})`);
    await database.db.execute(sql`
      insert into clients (id, company_id, salon_id, first_name, last_name, email, phone, phone_digits)
      select gen_random_uuid(), ${salon.companyId}, ${salon.salonId}, 'Cliente', 'Bench',
        'extra' || i || '.' || ${salon.salonId.slice(-8)} || '@bench.test', '+58 424 ' || right((1000000 + i)::text, 7),
        '58424' || right((1000000 + i)::text, 7)
      from generate_series(1, ${clients} - (select count(*)::int from clients where salon_id = ${salon.salonId})) as i`);
    await database.db.execute(sql`
      update clients c set
        first_name = (${`{${FIRST_NAMES.join(',')}}`}::text[])[1 + n % ${FIRST_NAMES.length}],
        last_name = (${`{${LAST_NAMES.join(',')}}`}::text[])[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]
      from (select id, row_number() over (order by id) as n from clients where salon_id = ${salon.salonId}) numbered
      where c.id = numbered.id`);
    return 0;
  });
  await rebuildIfPresent(database, 'client_counts_rebuild', salon.salonId);
  const ids = async (table: string) =>
    (
      await rowsOf<{ id: string }>(
        database,
        sql`select id from ${sql.identifier(table)} where salon_id = ${salon.salonId}`,
      )
    ).map((row) => row.id);
  const people = { clientIds: await ids('clients'), serviceIds: await ids('services') };
  await withTriggersOff(database, 'appointments', ['appointments_client_stats_insert'], () =>
    insertPast(database, salon, people, {
      from: isoDate(addDays(today, -DAYS)),
      to: isoDate(addDays(today, -1)),
    }),
  );
  return salon;
}

interface SearchRead {
  clients: number;
  appointments: number;
  matchedClients: number;
  total: number;
  result: Timed;
}

async function main() {
  const reuse = process.env.BENCH_REUSE === '1';
  const url = reuse ? reusedUrl() : await freshDatabase();
  const database = await openPostgres(url, { migrate: true });
  const started = performance.now();
  const [small, large] = reuse
    ? await earlierSalons(database)
    : [await salonWithClients(database, 1_000), await salonWithClients(database, 40_000)];
  if (!reuse) await database.db.execute(sql`vacuum analyze`);
  console.log(`Generated in ${round((performance.now() - started) / 1000, 0)} s`);

  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/proxy/api/v1/business`;
  const path = (salon: LargeSalon) =>
    `/appointment/list?salon_id=${salon.salonId}&tab=past&limit=20&page=1&q=${encodeURIComponent(QUERY)}`;
  const call = (salon: LargeSalon) => () =>
    fetch(`${base}${path(salon)}`, { headers: { authorization: `Bearer ${salon.token}` } });

  const read = async (salon: LargeSalon): Promise<SearchRead> => {
    const [counts] = await rowsOf<{ clients: number; appointments: number; matched: number }>(
      database,
      sql`select (select count(*)::int from clients where salon_id = ${salon.salonId}) as clients,
        (select count(*)::int from appointments where salon_id = ${salon.salonId}) as appointments,
        (select count(*)::int from clients where salon_id = ${salon.salonId}
          and first_name || ' ' || last_name ilike ${`%${QUERY}%`}) as matched`,
    );
    const answer = (await (await call(salon)()).json()) as { meta: { total: number } };
    return {
      clients: counts!.clients,
      appointments: counts!.appointments,
      matchedClients: counts!.matched,
      total: answer.meta.total,
      result: await timed(RUNS, call(salon)),
    };
  };
  // Interleaved rounds, so a busy moment of the host weighs on both salons alike.
  const smallRead = await read(small);
  const largeRead = await read(large);
  const again = [await timed(RUNS, call(small)), await timed(RUNS, call(large))];
  const smallP95 = Math.min(smallRead.result.p95, again[0]!.p95);
  const largeP95 = Math.min(largeRead.result.p95, again[1]!.p95);

  const row = (name: string, r: SearchRead, bestP95: number) =>
    `| ${name}: ${r.clients.toLocaleString('en')} clients (${r.matchedClients.toLocaleString('en')} match "${QUERY}"), ${r.appointments.toLocaleString('en')} appointments, ${r.total.toLocaleString('en')} found | p50 ${round(r.result.p50, 1)} ms, p95 ${round(bestP95, 1)} ms (first ${round(r.result.firstMs, 0)} ms) |`;
  const ratio = largeP95 / smallP95;
  console.log(
    `\nRun: ${new Date().toISOString()}, Node ${process.version}, ${RUNS} runs per salon and round, best round's p95.\n`,
  );
  console.log('| salon | search, Past tab, page 1 |\n|---|---|');
  console.log(row('small salon', smallRead, smallP95));
  console.log(row('large salon', largeRead, largeP95));
  console.log(`\nlarge / small p95: ${round(ratio, 2)}× (goal ≤ 2×: ${ratio <= 2 ? 'met' : 'not met'})`);

  if (process.env.BENCH_EXPLAIN === '1') {
    // The statements the search sends, each explained with its parameters as the server sent them.
    const seen: Array<{ query: string; params: unknown[] }> = [];
    const explained = await openPostgres(url, {
      migrate: false,
      logQuery: (query, params) => seen.push({ query, params }),
    });
    const explainApp = await buildApp({ config, database: explained, logger: false });
    await explainApp.inject({
      method: 'GET',
      url: `/api/proxy/api/v1/business${path(large)}`,
      headers: { authorization: `Bearer ${large.token}` },
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const statement of seen.filter(
      (s) => /appointments|clients/.test(s.query) && /^\s*select/i.test(s.query),
    )) {
      const plan = await client.query(`explain (analyze, buffers) ${statement.query}`, statement.params);
      console.log(
        `\n${statement.query}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
      );
    }
    await client.end();
    await explainApp.close();
    await explained.close();
  }
  await app.close();
  await database.close();
}

await main();
