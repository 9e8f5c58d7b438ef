import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, base, dayFromToday, get, send } from '../../../test/appointment-fixtures.js';
import {
  bookableWorld,
  bookOnline,
  errorOf,
  pub,
  type BookableWorld,
  type SlotWire,
} from '../../../test/booking-fixtures.js';
import { employeeLogin } from '../../../test/employee-fixtures.js';
import { GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A salon's closed days and national holidays (docs/decisions.md "Closed days"): kept by the owner and
 * managers, and no time is offered or booked on them by the staff, a series or the public page.
 */
let t: TestApp;
let w: BookableWorld;
const closures = '/api/v1/business/salon-closure';
const closedDay = dayFromToday(4);
const range = `from=${dayFromToday(3)}&to=${dayFromToday(5)}`;
const localDay = (value: string) => new Date(Date.parse(value) - 4 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'closures.owner@example.com');
});
afterAll(() => t.close());

const listOf = async (year: number) => {
  const res = await get(t, `${closures}?salon_id=${w.salon._id}&year=${year}`, w.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    closures: { _id: string; start_date: string; end_date: string; reason: string; holiday: string | null }[];
    holidays: { holiday: string; date: string; closure_id: string | null }[];
  };
};

describe('salon closures', () => {
  it("offers the year's national holidays; accepting one closes that day, declining opens it", async () => {
    const before = await listOf(2027);
    expect(before.holidays).toHaveLength(14);
    expect(before.holidays.find((h) => h.holiday === 'carnival_monday')).toEqual({
      holiday: 'carnival_monday',
      date: '2027-02-08',
      closure_id: null,
    });
    const accept = { salon_id: w.salon._id, holiday: 'carnival_monday', year: 2027, accepted: true };
    const first = await send(t, 'PUT', `${closures}/holiday`, accept, w.token);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(t, 'PUT', `${closures}/holiday`, accept, w.token);
    expect(again.json().data.closure_id).toBe(first.json().data.closure_id);
    const after = await listOf(2027);
    expect(after.closures).toEqual([
      {
        _id: first.json().data.closure_id,
        start_date: '2027-02-08',
        end_date: '2027-02-08',
        reason: '',
        holiday: 'carnival_monday',
      },
    ]);
    const decline = await send(t, 'PUT', `${closures}/holiday`, { ...accept, accepted: false }, w.token);
    expect(decline.json().data.closure_id).toBeNull();
    expect((await listOf(2027)).closures).toEqual([]);
  });

  it('refuses bad input with field errors, other roles and other salons', async () => {
    const bad = await send(
      t,
      'POST',
      closures,
      { salon_id: w.salon._id, start_date: '2027-03-10', end_date: '2027-03-01', reason: '' },
      w.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details?.map((d) => [d.field, d.code])).toEqual(
      expect.arrayContaining([
        ['reason', 'validation.closure.reason'],
        ['end_date', 'validation.closure.endBeforeStart'],
      ]),
    );
    const long = { salon_id: w.salon._id, start_date: '2027-01-01', end_date: '2028-02-01', reason: 'Obras' };
    expect(errorOf(await send(t, 'POST', closures, long, w.token)).details?.[0]?.code).toBe(
      'validation.closure.tooLong',
    );
    const secretary = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      role: 'secretary',
    });
    const body = { salon_id: w.salon._id, start_date: '2027-03-01', reason: 'Vacaciones' };
    expect((await send(t, 'POST', closures, body, secretary.token)).statusCode).toBe(403);
    expect((await get(t, `${closures}?salon_id=${w.salon._id}&year=2027`, secretary.token)).statusCode).toBe(
      200,
    );
    expect((await send(t, 'POST', closures, { ...body, salon_id: GHOST_ID }, w.token)).statusCode).toBe(404);
    const made = await send(t, 'POST', closures, body, w.token);
    const id = made.json().data._id as string;
    const manager = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      role: 'manager',
    });
    expect(
      (await send(t, 'DELETE', `${closures}/${id}?salon_id=${w.salon._id}`, undefined, secretary.token))
        .statusCode,
    ).toBe(403);
    const removed = await send(
      t,
      'DELETE',
      `${closures}/${id}?salon_id=${w.salon._id}`,
      undefined,
      manager.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      (await send(t, 'DELETE', `${closures}/${id}?salon_id=${w.salon._id}`, undefined, w.token)).statusCode,
    ).toBe(404);
  });

  it('a closed day offers no time and refuses bookings: staff, hours overridden, series and the public page', async () => {
    const staffSlots = async () => {
      const res = await get(t, `${base}/availability?service_id=${w.service._id}&${range}`, w.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.slots as SlotWire[];
    };
    expect((await staffSlots()).some((slot) => localDay(slot.start) === closedDay)).toBe(true);

    const made = await send(
      t,
      'POST',
      closures,
      { salon_id: w.salon._id, start_date: closedDay, end_date: closedDay, reason: 'Vacaciones' },
      w.token,
    );
    expect(made.statusCode, made.body).toBe(200);

    const slots = await staffSlots();
    expect(slots.some((slot) => localDay(slot.start) === closedDay)).toBe(false);
    expect(slots.some((slot) => localDay(slot.start) === dayFromToday(5))).toBe(true);

    for (const override of [false, true]) {
      const res = await send(
        t,
        'POST',
        base,
        w.booking({ start: at(closedDay, '10:00'), override_hours: override }),
        w.token,
      );
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res).code).toBe('SALON_CLOSED_DAY');
    }

    // Every day for five days from tomorrow: the closed day is left out, and named.
    const series = w.booking({
      start: at(dayFromToday(1), '10:00'),
      repeat: { weekdays: [0, 1, 2, 3, 4, 5, 6], count: 5 },
    });
    const check = await send(t, 'POST', `${base}/series/check`, series, w.token);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.closed_dates).toEqual([closedDay]);
    const dates = check.json().data.occurrences.map((o: { date: string }) => o.date);
    expect(dates).toEqual([1, 2, 3, 5].map(dayFromToday));

    const online = await pub(t, 'GET', w.url(`/availability?service_ids=${w.service._id}&${range}`));
    expect(online.statusCode).toBe(200);
    const onlineSlots = online.json().data.slots as SlotWire[];
    expect(onlineSlots.some((slot) => localDay(slot.start) === closedDay)).toBe(false);
    const refused = await bookOnline(t, w, { start: at(closedDay, '10:00') });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused).code).toBe('SALON_CLOSED_DAY');
  });

  it('says how many appointments still stand on the days it closes, which stay booked', async () => {
    const day = dayFromToday(9);
    const book = async (time: string) => {
      const res = await send(t, 'POST', base, w.booking({ start: at(day, time) }), w.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data._id as string;
    };
    const standing = [await book('10:00'), await book('15:00')];
    const cancelled = await book('11:00');
    const res = await send(t, 'PATCH', `${base}/${cancelled}/status`, { status: 'cancelled' }, w.token);
    expect(res.statusCode, res.body).toBe(200);

    const close = (start_date: string, end_date: string) =>
      send(t, 'POST', closures, { salon_id: w.salon._id, start_date, end_date, reason: 'Pintura' }, w.token);
    const made = await close(day, day);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.booked).toBe(2);
    // The day before and after hold none.
    expect((await close(dayFromToday(10), dayFromToday(11))).json().data.booked).toBe(0);
    for (const id of standing) {
      const kept = await get(t, `${base}/${id}`, w.token);
      expect(['pending', 'reserved']).toContain(kept.json().data.status);
    }
  });
});
