import { addDays, isoDate, localDateAt, parseLocalDate, type AppointmentStatus } from '@salon/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { bookingWorld, WEEK } from '../../../test/appointment-fixtures.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { addPerformer, get } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';

/**
 * The incomes report over HTTP, each figure compared with an independent SQL sum over the same rows: that
 * sum picks rows by their local date (`starts_at at time zone`), the report by the instants of its range.
 */
const ZONE = 'America/Caracas';
const report = '/api/v1/business/report/incomes';
let t: TestApp;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let otherEmployee: string;
let today: string;
const day = (offset: number) => isoDate(addDays(parseLocalDate(today), offset));
/** A wall-clock time of a local date in Caracas (UTC−4 all year). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'reports.incomes@example.com');
  otherEmployee = await addPerformer(t, {
    companyId: world.company._id,
    salonId: world.salon._id,
    serviceIds: [world.service._id],
    firstName: 'Bea',
    schedule: WEEK,
  });
  today = localDateAt(new Date(), ZONE);
  const row = (
    start: Date,
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
    startsAt: start,
    endsAt: new Date(start.getTime() + 15 * 60_000),
    status,
    priceCents,
    ...extra,
  });
  await t.db.insert(appointments).values([
    row(at(day(-3), '10:00'), 'done', 2000, { travelFeeCents: 500, paymentMethod: 'cash' }),
    // 23:45 local is already the next day in UTC: still day −3 for the salon.
    row(at(day(-3), '23:45'), 'done', 3000, { paymentMethod: 'zelle', employeeId: otherEmployee }),
    // Local midnight opens day −2.
    row(at(day(-2), '00:00'), 'no_show', 2000),
    row(at(day(-1), '09:00'), 'cancelled', 2000),
    row(at(day(-1), '11:00'), 'done', 1999, { paymentMethod: 'zelle' }),
    row(at(day(0), '00:00'), 'done', 2500),
    row(at(day(-10), '12:00'), 'done', 2000),
    row(at(day(2), '10:00'), 'reserved', 2000),
    row(at(day(-400), '10:00'), 'done', 4000),
    // Another salon of the same company is never counted.
    row(at(day(-1), '15:00'), 'done', 9900, { salonId: world.second!._id }),
  ]);
});
afterAll(() => t.close());

/** The independent figures: rows picked by their local date in Caracas. */
async function expected(from: string, to: string) {
  const result = await t.db.execute(sql`
    select status, employee_id, payment_method, price_cents + coalesce(travel_fee_cents, 0) as income
    from appointments
    where salon_id = ${world.salon._id} and (starts_at at time zone ${ZONE})::date between ${from} and ${to}`);
  const rows = (
    result as unknown as {
      rows: { status: string; employee_id: string; payment_method: string | null; income: number }[];
    }
  ).rows;
  const done = rows.filter((row) => row.status === 'done');
  const income = done.reduce((sum, row) => sum + Number(row.income), 0);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  const byStatus: Record<string, number> = { pending: 0, reserved: 0, done: 0, no_show: 0, cancelled: 0 };
  for (const row of rows) byStatus[row.status]! += 1;
  const sumBy = (key: 'employee_id' | 'payment_method') => {
    const sums = new Map<string | null, number>();
    for (const row of done) sums.set(row[key], (sums.get(row[key]) ?? 0) + Number(row.income));
    return sums;
  };
  return {
    total: rows.length,
    byStatus,
    income: income / 100,
    average: Math.round(income / days) / 100,
    days,
    byEmployee: sumBy('employee_id'),
    byPayment: sumBy('payment_method'),
  };
}

const incomes = async (query: string, token = world.token) => {
  const res = await get(t, `${report}?salon_id=${world.salon._id}&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('every figure equals an independent sum over the same rows', () => {
  const ranges: [string, () => [string, string]][] = [
    ['range=today', () => [day(0), day(0)]],
    ['range=yesterday', () => [day(-1), day(-1)]],
    ['range=last_7_days', () => [day(-6), day(0)]],
    ['range=last_30_days', () => [day(-29), day(0)]],
    ['range=last_year', () => [day(-364), day(0)]],
    ['range=custom&from=DAY-3&to=DAY-2', () => [day(-3), day(-2)]],
    ['range=custom&from=DAY-500&to=DAY0', () => [day(-500), day(0)]],
  ];
  for (const [query, span] of ranges) {
    it(query, async () => {
      const [from, to] = span();
      const asked = query.replace(/DAY(-?\d+)/g, (_, n: string) => day(Number(n)));
      const data = await incomes(asked);
      const want = await expected(from, to);
      expect({ from: data.from, to: data.to, days: data.days }).toEqual({ from, to, days: want.days });
      expect(data.appointments).toEqual({ total: want.total, by_status: want.byStatus });
      expect(data.income).toBe(want.income);
      expect(data.average_daily_rate).toBe(want.average);
      expect(data.series.reduce((sum: number, p: { appointments: number }) => sum + p.appointments, 0)).toBe(
        want.total,
      );
      expect(
        Math.round(data.series.reduce((sum: number, p: { income: number }) => sum + p.income, 0) * 100),
      ).toBe(Math.round(want.income * 100));
      for (const row of data.by_employee) expect(row.income).toBe((want.byEmployee.get(row._id) ?? 0) / 100);
      expect(data.by_employee).toHaveLength(want.byEmployee.size);
      for (const row of data.by_payment_method)
        expect(row.income).toBe((want.byPayment.get(row.method) ?? 0) / 100);
      expect(data.by_payment_method).toHaveLength(want.byPayment.size);
    });
  }

  it('counts the local-midnight edges, travel fees and shares as defined', async () => {
    const data = await incomes(`range=custom&from=${day(-3)}&to=${day(-3)}`);
    // $20 + $5 fee (cash, Ana) and $30 at 23:45 (zelle, Bea): the latter is the next day in UTC.
    expect(data).toMatchObject({ income: 55, average_daily_rate: 55, unit: 'day' });
    expect(data.series).toEqual([{ period: day(-3), appointments: 2, income: 55 }]);
    expect(data.by_employee.map((row: { name: string; share: number }) => [row.name, row.share])).toEqual([
      ['Bea Rivas', 0.5455],
      ['Ana Rivas', 0.4545],
    ]);
    expect(data.by_service).toEqual([
      { _id: world.service._id, name: 'Corte de dama', count: 2, income: 55, share: 1 },
    ]);
    const next = await incomes(`range=custom&from=${day(-2)}&to=${day(-2)}`);
    expect(next.appointments.by_status.no_show).toBe(1);
    expect(next.series).toEqual([{ period: day(-2), appointments: 1, income: 0 }]);
  });

  it('groups a long range by month, every month present', async () => {
    const data = await incomes('range=last_year');
    expect(data.unit).toBe('month');
    expect(data.series.length).toBeGreaterThanOrEqual(12);
    expect(data.series[0].period).toBe(`${day(-364).slice(0, 7)}-01`);
    expect(data.series.at(-1).period).toBe(`${today.slice(0, 7)}-01`);
  });
});

describe('bad input, roles and tenancy', () => {
  it('answers 400 with field errors for a wrong range', async () => {
    const cases: [string, string, string][] = [
      ['range=forever', 'range', 'validation.report.range'],
      [`range=custom&from=${day(-3)}`, 'to', 'validation.report.toRequired'],
      [`range=custom&from=${day(-2)}&to=${day(-3)}`, 'to', 'validation.report.endBeforeStart'],
      [`range=custom&from=${day(-1200)}&to=${day(0)}`, 'to', 'validation.report.tooLong'],
    ];
    for (const [query, field, code] of cases) {
      for (const path of [report, `${report}.xlsx`]) {
        const res = await get(t, `${path}?salon_id=${world.salon._id}&${query}`, world.token);
        expect(res.statusCode, `${path} ${query}`).toBe(400);
        expect(res.json().details).toContainEqual(expect.objectContaining({ field, code }));
      }
    }
  });

  it('gives the figures to the owner and the manager only; another salon or company reads as missing', async () => {
    const logins = await loginsByRole(t, world.company._id, world.salon._id);
    for (const role of ['secretary', 'intermediate', 'basic'] as const) {
      const res = await get(t, `${report}?salon_id=${world.salon._id}`, logins[role].token);
      expect(res.statusCode, role).toBe(403);
      expect(
        (await get(t, `${report}.xlsx?salon_id=${world.salon._id}`, logins[role].token)).statusCode,
      ).toBe(403);
    }
    expect((await incomes('range=last_7_days', logins.manager.token)).income).toBe(
      (await incomes('range=last_7_days')).income,
    );
    expect((await get(t, `${report}?salon_id=${world.second!._id}`, logins.manager.token)).statusCode).toBe(
      404,
    );
    const rival = await bookingWorld(t, 'reports.rival@example.com');
    expect((await get(t, `${report}?salon_id=${world.salon._id}`, rival.token)).statusCode).toBe(404);
    expect((await get(t, `${report}?salon_id=${world.salon._id}`)).statusCode).toBe(401);
  });
});
