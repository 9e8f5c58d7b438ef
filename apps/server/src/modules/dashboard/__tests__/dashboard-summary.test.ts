import {
  addDays,
  isoDate,
  localDateAt,
  parseLocalDate,
  periodStart,
  type AppointmentStatus,
} from '@salon/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { bookingWorld, createClient, performingLogin } from '../../../test/appointment-fixtures.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { createService, get } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';

/** GET /dashboard/summary: each part per role, its figures against independent SQL over the same rows. */
const ZONE = 'America/Caracas';
const url = '/api/v1/business/dashboard/summary';
let t: TestApp;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let logins: Awaited<ReturnType<typeof loginsByRole>>;
let basic: Awaited<ReturnType<typeof performingLogin>>;
let secondClient: string;
let thirdClient: string;
let manicure: string;
let today: string;
const day = (offset: number) => isoDate(addDays(parseLocalDate(today), offset));
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'dashboard.summary@example.com');
  logins = await loginsByRole(t, world.company._id, world.salon._id);
  basic = await performingLogin(t, world, 'basic');
  secondClient = (await createClient(t, world.token, world.salon._id, 'dashboard.second@example.com'))._id;
  thirdClient = (await createClient(t, world.token, world.salon._id, 'dashboard.third@example.com'))._id;
  manicure = (
    await createService(t, world.token, world.salon._id, world.group._id, {
      name: 'Manicure',
      regular_price: 5,
    })
  )._id;
  today = localDateAt(new Date(), ZONE);
  const row = (
    date: string,
    time: string,
    status: AppointmentStatus,
    priceCents: number,
    extra: Partial<typeof appointments.$inferInsert> = {},
  ) => ({
    id: newId(),
    companyId: world.company._id,
    salonId: world.salon._id,
    clientId: world.client._id,
    employeeId: world.employeeId,
    serviceId: world.service._id,
    startsAt: at(date, time),
    endsAt: at(date, `${time.slice(0, 2)}:30`),
    status,
    priceCents,
    ...extra,
  });
  // The second client's two services of day −2 are one visit: one visit, two services.
  const secondVisit = newId();
  await t.db.insert(appointments).values([
    row(day(-1), '10:00', 'done', 2000, { travelFeeCents: 300 }),
    row(day(-2), '10:00', 'done', 2000, { clientId: secondClient, id: secondVisit, visitId: secondVisit }),
    row(day(-2), '11:00', 'done', 5000, { clientId: secondClient, visitId: secondVisit }),
    row(day(-3), '10:00', 'no_show', 2000),
    row(day(-8), '10:00', 'cancelled', 2000),
    row(day(-9), '10:00', 'done', 2000),
    row(day(-40), '10:00', 'done', 9000),
    // The most booked service earns the least: five $5 manicures against four haircuts worth $113.
    ...[-4, -5, -6, -7, -10].map((offset) =>
      row(day(offset), '15:00', 'done', 500, { serviceId: manicure, clientId: thirdClient }),
    ),
    // Upcoming: six of them pending or reserved, one cancelled; one is the basic employee's.
    ...[1, 2, 3, 4, 5, 6].map((offset) =>
      row(day(offset), '10:00', offset % 2 ? 'reserved' : 'pending', 2000),
    ),
    row(day(1), '12:00', 'cancelled', 2000),
    row(day(2), '15:00', 'reserved', 2000, { employeeId: basic.employeeId }),
  ]);
});
afterAll(() => t.close());

const summary = async (token: string) => {
  const res = await get(t, `${url}?salon_id=${world.salon._id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** Independent figures: rows picked by their local date in Caracas. */
async function localRows(from: string, to: string) {
  const result = await t.db.execute(sql`
    select status, client_id, to_char(starts_at at time zone ${ZONE}, 'YYYY-MM-DD') as day,
           price_cents + coalesce(travel_fee_cents, 0) as income
    from appointments
    where salon_id = ${world.salon._id} and (starts_at at time zone ${ZONE})::date between ${from} and ${to}`);
  return (result as unknown as { rows: { status: string; client_id: string; day: string; income: number }[] })
    .rows;
}

describe('the owner', () => {
  it('sees the last 30 days’ totals, this week against the last, tops and reviews, equal to independent sums', async () => {
    const data = await summary(world.token);
    const rows = await localRows(day(-29), day(0));
    const income = rows.filter((r) => r.status === 'done').reduce((sum, r) => sum + Number(r.income), 0);
    expect({ from: data.from, to: data.to }).toEqual({ from: day(-29), to: day(0) });
    expect(data.totals).toEqual({ appointments: rows.length, income: income / 100, clients: 3 });

    const monday = periodStart(today, 'week');
    const previous = isoDate(addDays(parseLocalDate(monday), -7));
    const week = await localRows(previous, isoDate(addDays(parseLocalDate(monday), 6)));
    const perDay = (start: string) =>
      Array.from(
        { length: 7 },
        (_, i) =>
          week.filter((r) => r.status !== 'cancelled' && r.day === isoDate(addDays(parseLocalDate(start), i)))
            .length,
      );
    expect(data.visits).toEqual({ this_week: perDay(monday), previous_week: perDay(previous) });

    expect(data.top_services).toEqual([
      { _id: manicure, name: 'Manicure', count: 5, income: 25 },
      { _id: world.service._id, name: 'Corte de dama', count: 4, income: 113 },
    ]);
    // Visits: the third client's five lead, the first client's two, the second's one visit of two services;
    // spend: the second client's $70, the first's $43, the third's $25.
    expect(data.top_clients.by_spend.map((c: { spend: number }) => c.spend)).toEqual([70, 43, 25]);
    expect(data.top_clients.by_visits.map((c: { visits: number }) => c.visits)).toEqual([5, 2, 1]);
    expect(data.reviews).toEqual({ count: 0, average: null, latest: [] });
  });

  it('lists the next five pending or reserved appointments, soonest first', async () => {
    const data = await summary(world.token);
    expect(data.upcoming).toHaveLength(5);
    const starts = data.upcoming.map((a: { start: string }) => a.start);
    expect(starts).toEqual([...starts].sort());
    expect(data.upcoming.every((a: { status: string }) => ['pending', 'reserved'].includes(a.status))).toBe(
      true,
    );
    expect(data.upcoming[0]).toMatchObject({
      client: { _id: world.client._id },
      service: { name: 'Corte de dama' },
    });
  });
});

describe('other roles', () => {
  it('shows the secretary appointments and clients, without money or reviews', async () => {
    const data = await summary(logins.secretary.token);
    expect(data.totals.income).toBeNull();
    expect(data.totals.appointments).toBeGreaterThan(0);
    expect(data.top_services[0].income).toBeNull();
    expect(data.top_clients.by_spend).toBeNull();
    expect(data.top_clients.by_visits).toHaveLength(3);
    expect(data.top_services.map((s: { name: string }) => s.name)).toEqual(['Manicure', 'Corte de dama']);
    expect(data.reviews).toBeNull();
    expect(data.upcoming).toHaveLength(5);
  });

  it('shows the manager everything the owner sees', async () => {
    const [owner, manager] = [await summary(world.token), await summary(logins.manager.token)];
    expect(manager).toEqual(owner);
  });

  it('shows a basic or intermediate employee only their own upcoming appointments', async () => {
    const data = await summary(basic.token);
    expect(data).toMatchObject({
      totals: null,
      visits: null,
      top_services: null,
      top_clients: null,
      reviews: null,
    });
    expect(data.upcoming.map((a: { employee: { _id: string } }) => a.employee._id)).toEqual([
      basic.employeeId,
    ]);
    const intermediate = await summary(logins.intermediate.token);
    expect(intermediate.upcoming).toEqual([]);
    expect(intermediate.totals).toBeNull();
  });

  it('reads another salon or company as missing, and needs a token', async () => {
    expect((await get(t, `${url}?salon_id=${world.second!._id}`, logins.manager.token)).statusCode).toBe(404);
    const rival = await bookingWorld(t, 'dashboard.rival@example.com');
    expect((await get(t, `${url}?salon_id=${world.salon._id}`, rival.token)).statusCode).toBe(404);
    expect((await get(t, `${url}?salon_id=${world.salon._id}`)).statusCode).toBe(401);
    expect((await get(t, `${url}?salon_id=nope`, world.token)).statusCode).toBe(400);
  });
});
