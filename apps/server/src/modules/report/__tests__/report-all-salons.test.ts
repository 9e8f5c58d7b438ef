import { addDays, isoDate, localDateAt, parseLocalDate, type AppointmentStatus } from '@salon/core';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { salons } from '../../../db/tables/salon.table.js';
import { bookingWorld } from '../../../test/appointment-fixtures.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { get } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * `salon_id=all`: the owner's every salon side by side and the total, which must equal the sum of
 * each salon's own answer; the second salon keeps another time zone, so each counts its own local days.
 */
const report = '/api/v1/business/report/incomes';
type World = Awaited<ReturnType<typeof bookingWorld>>;
let t: TestApp;
let world: World;
let other: World;
const zones = { first: 'America/Caracas', second: 'Europe/Madrid' };
const dayIn = (zone: string, offset: number) =>
  isoDate(addDays(parseLocalDate(localDateAt(new Date(), zone)), offset));
/** Noon of a salon's local date, well inside the day whatever the offset. */
const noon = (zone: string, offset: number, hour = 12) => {
  const date = dayIn(zone, offset);
  const utcOffset = zone === zones.second ? (isDst(date) ? 2 : 1) : -4;
  return new Date(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`) - utcOffset * 3_600_000);
};
/** Madrid's summer time, from the last Sunday of March to the last Sunday of October (close enough at noon). */
const isDst = (date: string) => {
  const month = Number(date.slice(5, 7));
  return month > 3 && month < 11 && !(month === 10 && Number(date.slice(8)) > 25);
};

function rows(w: World, salonId: string, list: [Date, AppointmentStatus, number, string | null][]) {
  return list.map(([start, status, priceCents, paymentMethod]) => ({
    id: newId(),
    companyId: w.company._id,
    salonId,
    clientId: w.client._id,
    employeeId: w.employeeId,
    serviceId: w.service._id,
    startsAt: start,
    endsAt: new Date(start.getTime() + 15 * 60_000),
    status,
    priceCents,
    paymentMethod: paymentMethod as 'cash' | null,
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'reports.all@example.com');
  other = await bookingWorld(t, 'reports.all.other@example.com');
  await t.db.update(salons).set({ timeZone: zones.second }).where(eq(salons.id, world.second!._id));
  const { first, second } = zones;
  await t.db.insert(appointments).values([
    ...rows(world, world.salon._id, [
      [noon(first, -2), 'done', 2000, 'cash'],
      [noon(first, -1), 'done', 3550, 'zelle'],
      [noon(first, -1, 15), 'cancelled', 2000, null],
      [noon(first, 0, 9), 'no_show', 1000, null],
    ]),
    ...rows(world, world.second!._id, [
      [noon(second, -3), 'done', 4000, 'cash'],
      [noon(second, -1), 'done', 1234, null],
      [noon(second, 0, 10), 'reserved', 2500, null],
      [noon(second, -50), 'done', 9999, 'cash'],
    ]),
    // Another company's salons are never counted.
    ...rows(other, other.salon._id, [[noon(first, -1), 'done', 77_700, 'cash']]),
    ...rows(other, other.second!._id, [[noon(first, -1, 14), 'done', 88_800, 'cash']]),
  ]);
});
afterAll(() => t.close());

const data = async (query: string, token = world.token) => {
  const res = await get(t, `${report}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('GET /report/incomes?salon_id=all', () => {
  for (const range of ['range=last_7_days', 'range=last_30_days', 'range=today', 'range=last_year']) {
    it(`the total and each salon equal the salons' own answers (${range})`, async () => {
      const all = await data(`salon_id=all&${range}`);
      const one = await data(`salon_id=${world.salon._id}&${range}`);
      const two = await data(`salon_id=${world.second!._id}&${range}`);
      // Ordered by title: "Salón Dos" before "Salón Uno".
      expect(all.by_salon.map((s: { _id: string; title: string }) => [s._id, s.title])).toEqual([
        [world.second!._id, 'Salón Dos'],
        [world.salon._id, 'Salón Uno'],
      ]);
      const [bySecond, byFirst] = all.by_salon;
      for (const [entry, own] of [
        [byFirst, one],
        [bySecond, two],
      ]) {
        const { _id, title, share, ...figures } = entry;
        expect({ _id, title }).toBeTruthy();
        expect(figures).toEqual(own);
        expect(share).toBe(all.income === 0 ? 0 : Math.round((own.income / all.income) * 10_000) / 10_000);
      }
      expect(cents(all.income)).toBe(cents(one.income) + cents(two.income));
      expect(all.appointments.total).toBe(one.appointments.total + two.appointments.total);
      for (const status of Object.keys(all.appointments.by_status))
        expect(all.appointments.by_status[status]).toBe(
          one.appointments.by_status[status] + two.appointments.by_status[status],
        );
      expect(all.days).toBe(one.days);
      expect(cents(sum(all.series.map((p: { income: number }) => p.income)))).toBe(cents(all.income));
      expect(sum(all.series.map((p: { appointments: number }) => p.appointments))).toBe(
        all.appointments.total,
      );
      const method = (
        report: { by_payment_method: { method: string | null; income: number }[] },
        m: string | null,
      ) => cents(report.by_payment_method.find((row) => row.method === m)?.income ?? 0);
      for (const m of ['cash', 'zelle', null]) expect(method(all, m)).toBe(method(one, m) + method(two, m));
      expect(all.from <= one.from && all.from <= two.from).toBe(true);
      expect(all.to >= one.to && all.to >= two.to).toBe(true);
    });
  }

  it('counts the figures seeded, and nothing of the other company', async () => {
    const all = await data('salon_id=all&range=last_7_days');
    // $20 + $35.50 in Caracas, $40 + $12.34 in Madrid; the other company's $1,665 never.
    expect(all.income).toBe(107.84);
    expect(all.appointments.by_status).toMatchObject({ done: 4, cancelled: 1, no_show: 1, reserved: 1 });
    const theirs = await data('salon_id=all&range=last_7_days', other.token);
    expect(theirs.income).toBe(1665);
    expect(theirs.by_salon.map((s: { _id: string }) => s._id).sort()).toEqual(
      [other.salon._id, other.second!._id].sort(),
    );
  });

  it('leaves deleted salons out', async () => {
    await t.db.update(salons).set({ deletedAt: new Date() }).where(eq(salons.id, world.second!._id));
    try {
      const all = await data('salon_id=all&range=last_7_days');
      expect(all.by_salon.map((s: { _id: string }) => s._id)).toEqual([world.salon._id]);
      expect(all.income).toBe(55.5);
    } finally {
      await t.db.update(salons).set({ deletedAt: null }).where(eq(salons.id, world.second!._id));
    }
  });

  it('is the owner’s alone: every employee role gets 403, a bad salon_id 400', async () => {
    const logins = await loginsByRole(t, world.company._id, world.salon._id);
    for (const role of ['manager', 'secretary', 'intermediate', 'basic'] as const) {
      for (const path of [report, `${report}.xlsx`]) {
        expect((await get(t, `${path}?salon_id=all`, logins[role].token)).statusCode, role).toBe(403);
      }
    }
    for (const bad of ['ALL', 'every', '']) {
      const res = await get(t, `${report}?salon_id=${bad}`, world.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details).toContainEqual(expect.objectContaining({ field: 'salon_id' }));
    }
    // One salon answers as before, without the breakdown.
    expect((await data(`salon_id=${world.salon._id}`)).by_salon).toBeUndefined();
  });
});

describe('GET /report/incomes.xlsx?salon_id=all', () => {
  it('puts the salons side by side with the total last, in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/proxy${report}.xlsx?salon_id=all&range=last_7_days`,
      headers: { authorization: `Bearer ${world.token}`, 'accept-language': 'en-ve' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'By salon',
      'By period',
      'By employee',
      'By service',
      'By payment method',
    ]);
    expect((workbook.getWorksheet('Summary')!.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Salon',
      'All salons',
    ]);
    const side = workbook.getWorksheet('By salon')!;
    expect((side.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Figure',
      'Salón Dos',
      'Salón Uno',
      'Total',
    ]);
    const rowOf = (label: string) => {
      let found: unknown[] = [];
      side.eachRow((row) => {
        if (row.getCell(1).value === label) found = (row.values as unknown[]).slice(2);
      });
      return found;
    };
    expect(rowOf('Income')).toEqual([52.34, 55.5, 107.84]);
    // Mixed zones: the total takes the first salon's, each salon keeps its own.
    expect(rowOf('Time zone')).toEqual([zones.second, zones.first, zones.second]);
    expect(rowOf('Appointments (every status)')).toEqual([3, 4, 7]);
  });
});
