import { sql } from 'drizzle-orm';
import { seedDemo, DEMO_OWNER } from '../../seed/demo.js';
import { book, bookingWorld, at, dayFromToday } from '../../test/appointment-fixtures.js';
import { confirmPayment, reportPayment } from '../../test/billing-fixtures.js';
import { postForm } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import type { Entity, IdSet } from './openapi-walker.js';

/** Each entity's table, for picking one of a company's rows. */
const ENTITY_TABLES: Record<Exclude<Entity, 'company' | 'plan'>, string> = {
  salon: 'salons',
  schedule: 'schedules',
  group: 'service_groups',
  service: 'services',
  employee: 'employees',
  client: 'clients',
  appointment: 'appointments',
  promotion: 'promotions',
  review: 'reviews',
  image: 'salon_images',
  invoice: 'invoices',
  payment: 'subscription_payments',
  waitlist: 'waitlist_entries',
  closure: 'salon_closures',
  cashMovement: 'cash_movements',
};

export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A waitlist entry of the salon (its first client waiting for its first service next week). */
const addWaitlistEntry = (t: TestApp, salonId: string) =>
  t.db.execute(sql`
    insert into waitlist_entries (id, company_id, salon_id, client_id, service_id, from_date, to_date, source, language)
    select gen_random_uuid(), c.company_id, c.salon_id, c.id, s.id, current_date + 1, current_date + 8, 'staff', 'es-ve'
    from clients c join services s on s.salon_id = c.salon_id
    where c.salon_id = ${salonId} order by c.id, s.id limit 1`);

/** A closed day of the salon (a week from today), so the closures' routes have a row to reach. */
const addClosure = (t: TestApp, salonId: string) =>
  t.db.execute(sql`
    insert into salon_closures (id, company_id, salon_id, starts_on, ends_on, reason)
    select gen_random_uuid(), company_id, id, current_date + 7, current_date + 7, 'Inventario'
    from salons where id = ${salonId}`);

/** Cash taken out of the salon's till today, so the cash close's movement routes have a row to reach. */
const addCashMovement = (t: TestApp, salonId: string) =>
  t.db.execute(sql`
    insert into cash_movements (id, company_id, salon_id, date, kind, currency, amount_cents, reason)
    select gen_random_uuid(), company_id, id, current_date, 'expense', 'USD', 500, 'Insumos'
    from salons where id = ${salonId}`);

/** One id of each kind of the company's rows (the salon's where a row belongs to a salon). */
async function idsOf(t: TestApp, companyId: string, salonId: string): Promise<IdSet> {
  const ids: IdSet = { company: companyId, salon: salonId };
  for (const [entity, table] of Object.entries(ENTITY_TABLES)) {
    if (entity === 'salon') continue;
    const [row] = await rowsOf<{ id: string }>(
      t,
      sql`select id from ${sql.identifier(table)} where company_id = ${companyId} order by id limit 1`,
    );
    if (row) ids[entity as Entity] = row.id;
  }
  const [plan] = await rowsOf<{ id: string }>(t, sql`select id from plans order by id limit 1`);
  if (plan) ids.plan = plan.id;
  return ids;
}

/**
 * Two companies. A: the demo seed (two salons, gallery, staff with logins, services and groups, clients,
 * appointments of every status, promotions, reviews with replies) plus a confirmed payment and its invoice.
 * B: an owner with two salons, a group, a service, an employee, a client and an appointment.
 */
export async function twoCompanies(t: TestApp) {
  await seedDemo(t.app.ctx, t.app.log);
  const login = await postForm(t.app, '/auth/login', {
    email: DEMO_OWNER.email,
    password: DEMO_OWNER.password,
    account_type: 'business',
  });
  if (login.statusCode !== 200) throw new Error(`demo login ${login.statusCode} ${login.body}`);
  const aToken = (login.json() as { data: { token: string } }).data.token;
  const [company] = await rowsOf<{ id: string }>(t, sql`select id from companies limit 1`);
  const [salon] = await rowsOf<{ id: string; slug: string }>(
    t,
    sql`select id, slug from salons where company_id = ${company!.id} and service_type = 'salon' limit 1`,
  );
  await confirmPayment(t, await reportPayment(t, aToken, 'advanced_plan', 'yearly'));
  // A pending one too, so both kinds of payment row exist.
  await reportPayment(t, aToken, 'standard_plan', 'monthly').catch(() => undefined);
  // A client's link to a coming visit of A (the demo sends no mail, so it has none yet).
  const visitToken = 'security-suite-visit-link-000000000000000000';
  await t.db.execute(sql`
    insert into visit_tokens (token, appointment_id, company_id)
    select ${visitToken}, id, company_id from appointments
    where company_id = ${company!.id} and status = 'reserved' and starts_at > now()
    order by starts_at limit 1`);
  await t.db.execute(sql`
    insert into shard_routes (kind, key, company_id) values ('visit_token', ${visitToken}, ${company!.id})`);
  await addWaitlistEntry(t, salon!.id);
  await addClosure(t, salon!.id);
  await addCashMovement(t, salon!.id);
  const a = {
    token: aToken,
    companyId: company!.id,
    slug: salon!.slug,
    visitToken,
    ids: await idsOf(t, company!.id, salon!.id),
  };

  const world = await bookingWorld(t, 'tenant.b@example.com');
  await book(t, world.token, world.booking({ start: at(dayFromToday(8), '10:00') }));
  await addWaitlistEntry(t, world.salon._id);
  await addClosure(t, world.salon._id);
  await addCashMovement(t, world.salon._id);
  const b = {
    token: world.token,
    companyId: world.company._id,
    ids: await idsOf(t, world.company._id, world.salon._id),
  };
  return { a, b };
}

export type TwoCompanies = Awaited<ReturnType<typeof twoCompanies>>;

/** Tables whose rows change with anyone's use and hold nothing of a company's own data. */
const VOLATILE_TABLES: Record<string, string> = {
  access_tokens: 'sessions: each call touches its own token',
  auth_attempts: 'rate-limit counters, per account and IP',
  jobs: 'the mail queue',
  otp_codes: 'one-time codes by e-mail',
  admin_sessions: 'administrator sessions',
  admin_audit_log: 'administrator actions',
  paypal_events: 'provider webhooks',
  event_log_counts: 'counters kept per company (compared through event_log)',
  __drizzle_migrations: 'migrations',
};

const accountsOf = (companyId: string) =>
  sql`select owner_account_id from companies where id = ${companyId}
      union select account_id from employees where company_id = ${companyId} and account_id is not null`;

/**
 * A digest of every row of company A, per table: by company_id where the table has it, the company's own row,
 * A's accounts and users, and whole tables for shared data no tenant may change (plans, categories).
 */
export async function companyDigest(t: TestApp, companyId: string): Promise<Record<string, string>> {
  const tables = await rowsOf<{ table_name: string; has_company: boolean }>(
    t,
    sql`select table_name,
          bool_or(column_name = 'company_id') as has_company
        from information_schema.columns where table_schema = 'public'
        group by table_name order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table, has_company: hasCompany } of tables) {
    if (VOLATILE_TABLES[table]) continue;
    const name = sql.identifier(table);
    let where = sql`true`;
    if (hasCompany) where = sql`t.company_id = ${companyId}`;
    else if (table === 'companies') where = sql`t.id = ${companyId}`;
    else if (table === 'accounts') where = sql`t.id in (${accountsOf(companyId)})`;
    else if (table === 'users') {
      where = sql`t.id in (select user_id from accounts where id in (${accountsOf(companyId)}))`;
    }
    const [row] = await rowsOf<{ digest: string; count: number }>(
      t,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as count
          from ${name} t where ${where}`,
    );
    digest[table] = `${row!.count}:${row!.digest}`;
  }
  return digest;
}
