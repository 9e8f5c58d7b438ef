import pg from 'pg';

/** The PostgreSQL the bench may create databases in; only 127.0.0.1 is used. */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

const created = new Set<string>();

export function urlOf(database: string, base = ADMIN_URL): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A terminated or broken admin connection must not crash the bench; the query then fails instead.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function freshDatabase(name: string): Promise<string> {
  await withAdmin(async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  created.add(name);
  return urlOf(name);
}

/** Drops every database this run created (force: a killed server's sessions may linger a moment). */
export async function dropCreated(): Promise<void> {
  for (const name of created) {
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).catch(
      (error: unknown) => console.warn(`could not drop ${name}: ${(error as Error).message}`),
    );
    created.delete(name);
  }
}

/** Ends every other session of `database`: what an operator's `pg_terminate_backend` does. */
export async function terminateBackends(database: string): Promise<number> {
  return withAdmin(async (admin) => {
    const result = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rows.filter((row: { ended: boolean }) => row.ended).length;
  });
}

/** Which of `ids` are appointments in `database`. */
export async function missingAppointments(database: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return withAdmin(async (client) => {
    const result = await client.query('select id::text as id from appointments where id = any($1::uuid[])', [
      ids,
    ]);
    const found = new Set(result.rows.map((row: { id: string }) => row.id));
    return ids.filter((id) => !found.has(id));
  }, urlOf(database));
}

export async function countRows(database: string, sql: string): Promise<number> {
  return withAdmin(async (client) => Number((await client.query(sql)).rows[0].n), urlOf(database));
}

/**
 * The counters kept by triggers (drizzle/0013, 0022) against a plain aggregate of the rows they count: each
 * entry says how many keys differ (a counter row of 0 and no rows count as equal).
 */
const COUNTER_CHECKS: { name: string; sql: string }[] = [
  {
    name: 'appointment_counts',
    sql: `with kept as (select salon_id, employee_id, count from appointment_counts where count <> 0),
      plain as (select salon_id, employee_id, count(*) as count from appointments group by 1, 2)
      select count(*) as n from kept full join plain using (salon_id, employee_id)
      where kept.count is distinct from plain.count`,
  },
  {
    name: 'client_counts',
    sql: `with kept as (select salon_id, status, count from client_counts where count <> 0),
      plain as (select salon_id, status, count(*) as count from clients group by 1, 2)
      select count(*) as n from kept full join plain using (salon_id, status)
      where kept.count is distinct from plain.count`,
  },
  {
    name: 'event_log_counts',
    sql: `with kept as (select company_id, salon_key, area, count from event_log_counts where count <> 0),
      plain as (select company_id, coalesce(salon_id, '00000000-0000-0000-0000-000000000000') as salon_key, area,
        count(*) as count from event_log group by 1, 2, 3)
      select count(*) as n from kept full join plain using (company_id, salon_key, area)
      where kept.count is distinct from plain.count`,
  },
  {
    name: 'appointment_daily_totals',
    sql: `with kept as (select salon_id, day, dimension, key, count, income_cents from appointment_daily_totals
        where count <> 0 or income_cents <> 0),
      plain as (select a.salon_id, (a.starts_at at time zone s.time_zone)::date as day, d.dimension, d.key,
          count(*) as count, sum(a.price_cents + coalesce(a.travel_fee_cents, 0)) as income_cents
        from appointments a join salons s on s.id = a.salon_id
        cross join lateral (values
          ('status', a.status),
          ('employee', case when a.status = 'done' then a.employee_id::text end),
          ('service', case when a.status = 'done' then a.service_id::text end),
          ('payment_method', case when a.status = 'done' then coalesce(a.payment_method, '') end)
        ) as d(dimension, key)
        where d.key is not null group by 1, 2, 3, 4)
      select count(*) as n from kept full join plain using (salon_id, day, dimension, key)
      where kept.count is distinct from plain.count or kept.income_cents is distinct from plain.income_cents`,
  },
];

export interface CounterCheck {
  name: string;
  /** Keys whose kept counter differs from the plain aggregate; null when the check itself failed. */
  differing: number | null;
  error?: string;
}

export async function checkCounters(database: string): Promise<CounterCheck[]> {
  return withAdmin(async (client) => {
    const checks: CounterCheck[] = [];
    for (const { name, sql } of COUNTER_CHECKS) {
      try {
        checks.push({ name, differing: Number((await client.query(sql)).rows[0].n) });
      } catch (error) {
        checks.push({ name, differing: null, error: (error as Error).message });
      }
    }
    return checks;
  }, urlOf(database));
}
